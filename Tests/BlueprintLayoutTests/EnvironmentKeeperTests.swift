import Foundation
import Testing

@testable import BlueprintLayout

/// Node states hold their environment without a reference count; the pass's context keeps each
/// environment's storage alive instead (`KeptEnvironment`, `EnvironmentKeeper`).
@Suite struct EnvironmentKeeperTests {
    @Test func aKeptEnvironmentOutlivesTheValueItWasMadeFrom() {
        var keeper = EnvironmentKeeper()
        var kept: [KeptEnvironment] = []
        for index in 0..<100 {
            var environment = Environment()
            environment[Tag.self] = index
            kept.append(keeper.keep(environment))
        }
        // Storage freed now would be reused by these.
        let others = (0..<1_000).map { index -> Environment in
            var environment = Environment()
            environment[Tag.self] = -index
            return environment
        }
        #expect(others.count == 1_000)
        #expect(kept.enumerated().allSatisfy { $0.element.environment[Tag.self] == $0.offset })
        #expect(keeper.count == 100)
    }

    @Test func aRunOfNodesInOneEnvironmentKeepsItOnce() {
        var keeper = EnvironmentKeeper()
        var environment = Environment()
        environment[Tag.self] = 7
        for _ in 0..<10 { #expect(keeper.keep(environment).environment[Tag.self] == 7) }
        #expect(keeper.count == 1)
        // An empty environment has no storage to keep.
        #expect(keeper.keep(Environment()).environment.isEmpty)
        #expect(keeper.count == 1)
    }

    @Test func everyChildReadsTheEnvironmentAdaptedForIt() {
        // A child's adapted environment is made while its node is made, and only the pass keeps it.
        let column = Column {
            for index in 0..<300 {
                Probe().adaptedEnvironment { $0[Tag.self] = index }
                Probe()
            }
        }
        let session = LayoutSession()
        let frame = CGRect(x: 0, y: 0, width: 1_000, height: 600)
        var environment = Environment()
        environment[Tag.self] = 1_000
        for result in [
            column.layout(frame: frame, environment: environment),
            session.layout(column, frame: frame, environment: environment),
            session.layout(column, frame: frame.insetBy(dx: 10, dy: 0), environment: environment),
        ] {
            let widths = result.children.map(\.frame.width)
            #expect(widths == (0..<300).flatMap { [CGFloat($0), 1_000] })
        }
    }
}

private enum Tag: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

/// As wide as the environment's ``Tag``, one point high.
private struct Probe: Element {
    var content: ElementContent {
        ElementContent { _, environment in CGSize(width: CGFloat(environment[Tag.self]), height: 1) }
    }
}

import Foundation
import Testing

@testable import BlueprintLayout

/// A leaf measured by a closure is held by its content without a storage object of its own: making
/// its content allocates nothing beyond the closure, and the engine calls the closure directly.
@Suite struct ElementContentTests {
    @Test func aLeafMeasuredByAClosureHoldsNoStorageObject() {
        let plain = ElementContent { constraint in CGSize(width: min(constraint.width.maximum, 30), height: 5) }
        let reading = ElementContent { _, environment in CGSize(width: CGFloat(environment[Width.self]), height: 5) }
        for content in [plain, reading] {
            #expect(content.form == .measured)
            #expect(content.ownStorage == nil)
            #expect(!content.form.hasOwnStorage && !content.form.isIntrinsic && !content.forwardsTraits)
        }
        // Asked for its storage (as a layout session is), it makes one that measures the same.
        #expect(plain.storage is MeasurableStorage)
        let leaf = ElementContent(intrinsicSize: CGSize(width: 1, height: 2))
        #expect(leaf.storage == nil && leaf.form.isIntrinsic)
    }

    @Test func theEngineAndASessionMeasureAClosureLeafAlikeInItsEnvironment() {
        let counter = SessionCounter()
        let row = Row {
            Leaf(counter: counter)
            Leaf(counter: counter).adaptedEnvironment(key: Width.self, value: 12)
        }
        var environment = Environment()
        environment[Width.self] = 7
        let frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let fresh = row.layout(frame: frame, environment: environment)
        #expect(fresh.children.map(\.frame.width) == [7, 12])
        let freshCount = counter.count
        #expect(freshCount > 0)
        // A session measures through a storage object it makes from the closure: the same frames
        // and the same number of calls.
        counter.count = 0
        let session = LayoutSession()
        let relaid = session.layout(row, frame: frame, environment: environment)
        #expect(relaid.children.map(\.frame) == fresh.children.map(\.frame))
        #expect(counter.count == freshCount)
    }
}

private enum Width: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

/// As wide as the environment's ``Width``, counting its measurements.
private struct Leaf: Element {
    let counter: SessionCounter

    var content: ElementContent {
        let counter = counter
        return ElementContent { _, environment in
            counter.count += 1
            return CGSize(width: CGFloat(environment[Width.self]), height: 5)
        }
    }
}

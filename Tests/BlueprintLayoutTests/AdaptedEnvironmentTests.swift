import BlueprintLayout
import Foundation
import Testing

/// Nested environment adapters merge into one element, as in Blueprint, the inner one applied
/// last; adding one copies nothing, so a chain of any length builds in linear time and drops
/// without recursion (`DeepChainTests` builds one of 100,000).
@Suite struct AdaptedEnvironmentTests {
    @Test func nestedAdaptersMergeAndTheInnerOneIsAppliedLast() {
        let element = Probe()
            .adaptedEnvironment(key: Value.self, value: 1)
            .adaptedEnvironment { $0[Value.self] *= 10 }
            .adaptedEnvironment(key: Value.self, value: 2)
        #expect(element is AdaptedEnvironment)
        // Outermost first: 2, then × 10, then the innermost sets 1.
        #expect(element.content.measure(in: .unconstrained).width == 1)
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.nodeCount == 2)
        let scaled = Probe().adaptedEnvironment { $0[Value.self] *= 10 }.adaptedEnvironment(key: Value.self, value: 2)
        #expect(scaled.content.measure(in: .unconstrained).width == 20)
    }

    @Test func adaptersAddedToOneElementTwiceStayApart() {
        let base = Probe().adaptedEnvironment { $0[Value.self] += 1 }
        let plusTen = base.adaptedEnvironment { $0[Value.self] += 10 }
        let timesThree = base.adaptedEnvironment { $0[Value.self] *= 3 }
        #expect(base.content.measure(in: .unconstrained).width == 1)
        #expect(plusTen.content.measure(in: .unconstrained).width == 11)
        #expect(timesThree.content.measure(in: .unconstrained).width == 1)
        #expect(
            timesThree.adaptedEnvironment(key: Value.self, value: 4).content.measure(in: .unconstrained).width == 13)
    }
}

fileprivate enum Value: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

/// As wide as the environment's ``Value``.
fileprivate struct Probe: Element {
    var content: ElementContent {
        ElementContent { _, environment in CGSize(width: environment[Value.self], height: 1) }
    }
}

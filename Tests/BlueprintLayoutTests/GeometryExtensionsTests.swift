import BlueprintLayout
import Foundation
import Testing

@Suite struct GeometryExtensionsTests {
    @Test func infinitySize() {
        #expect(CGSize.infinity.width == .infinity)
        #expect(CGSize.infinity.height == .infinity)
        #expect(
            CGSize.infinity.replacingInfinity(with: CGSize(width: 320, height: 480)) == CGSize(width: 320, height: 480))
        #expect(
            CGSize(width: 10, height: -CGFloat.infinity).replacingInfinity(with: CGSize(width: 1, height: 2))
                == CGSize(width: 10, height: 2))
        #expect(CGFloat(7).replacingInfinity(with: 3) == 7)
        #expect(CGFloat.infinity.replacingInfinity(with: 3) == 3)
    }

    @Test func roundingToAScale() {
        #expect(CGFloat(10.3).rounded(.toNearestOrAwayFromZero, by: 2) == 10.5)
        #expect(CGFloat(10.5).rounded(.down, by: 3) == 31.0 / 3)
        #expect(CGFloat(10.1).rounded(.up, by: 1) == 11)
        var edge: CGFloat = 10.26
        edge.round(.up, by: 2)
        #expect(edge == 10.5)
        var negative: CGFloat = -0.75
        negative.round(.toNearestOrAwayFromZero, by: 2)
        #expect(negative == -1)
    }

    @Test func unconstrainedInfiniteAxisCorrectsUnboundedValues() {
        #expect(
            SizeConstraint.UnconstrainedInfiniteAxis(wrappedValue: .atMost(.infinity)).wrappedValue == .unconstrained)
        var wrapper = SizeConstraint.UnconstrainedInfiniteAxis(wrappedValue: .atMost(50))
        #expect(wrapper.wrappedValue == .atMost(50))
        wrapper.wrappedValue = .atMost(.greatestFiniteMagnitude)
        #expect(wrapper.wrappedValue == .unconstrained)
        wrapper.wrappedValue = .unconstrained
        #expect(wrapper == SizeConstraint.UnconstrainedInfiniteAxis(wrappedValue: .atMost(.infinity)))
    }
}

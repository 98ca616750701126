import BlueprintLayout
import Foundation
import Testing

/// Ported from Blueprint's SizeConstraintAxisTests, plus descriptions and normalization.
@Suite struct SizeConstraintTests {
    typealias Axis = SizeConstraint.Axis

    @Test func axisArithmetic() {
        #expect(Axis.unconstrained + 10 == .unconstrained)
        #expect(Axis.atMost(60) + 10 == .atMost(70))
        #expect(Axis.unconstrained - 10 == .unconstrained)
        #expect(Axis.atMost(60) - 10 == .atMost(50))
        #expect(Axis.unconstrained * 3 == .unconstrained)
        #expect(Axis.atMost(60) * 3 == .atMost(180))
        #expect(Axis.unconstrained / 3 == .unconstrained)
        #expect(Axis.atMost(60) / 3 == .atMost(20))

        var axis = Axis.atMost(60)
        axis += 10
        #expect(axis == .atMost(70))
        axis -= 20
        #expect(axis == .atMost(50))
        axis *= 2
        #expect(axis == .atMost(100))
        axis /= 4
        #expect(axis == .atMost(25))
        var unconstrained = Axis.unconstrained
        unconstrained += 1
        unconstrained -= 1
        unconstrained *= 2
        unconstrained /= 2
        #expect(unconstrained == .unconstrained)
    }

    @Test func axisValues() {
        #expect(Axis.atMost(40).maximum == 40)
        #expect(Axis.unconstrained.maximum == .greatestFiniteMagnitude)
        #expect(Axis.atMost(40).minimum == 0)
        #expect(Axis.atMost(40).constrainedValue == 40)
        #expect(Axis.unconstrained.constrainedValue == nil)
        #expect(Axis.atMost(1).isGreaterThanZero)
        #expect(!Axis.atMost(0).isGreaterThanZero)
        #expect(!Axis.atMost(-5).isGreaterThanZero)
        #expect(Axis.unconstrained.isGreaterThanZero)
    }

    @Test func infiniteBoundsAreUnconstrained() {
        #expect(SizeConstraint(width: .atMost(.infinity), height: .atMost(.greatestFiniteMagnitude)) == .unconstrained)
        #expect(SizeConstraint(CGSize(width: CGFloat.infinity, height: 10)).width == .unconstrained)
        #expect(
            Set([SizeConstraint.unconstrained, SizeConstraint(width: .atMost(.infinity), height: .unconstrained)]).count
                == 1)
    }

    /// The stored bound of `.atMost(value)`, for special and random values, is the documented rule:
    /// NaN, ±infinity and `greatestFiniteMagnitude` are unconstrained, -0 is 0, and every other value
    /// is kept bit for bit (a negative one too).
    @Test func storedBoundsFollowTheRule() {
        func rule(_ value: CGFloat) -> CGFloat {
            if !value.isFinite || value == .greatestFiniteMagnitude { return .infinity }
            return value == 0 ? 0 : value
        }
        var values: [CGFloat] = [
            .nan, -.nan, .signalingNaN, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1, -1, 1e300, -1e300,
            CGFloat.greatestFiniteMagnitude.nextDown, -CGFloat.greatestFiniteMagnitude.nextUp,
        ]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 { values.append(CGFloat(bitPattern: random.next())) }
        for value in values {
            let stored = SizeConstraint(width: .atMost(value), height: .unconstrained).width.constrainedValue
            #expect((stored ?? .infinity).bitPattern == rule(value).bitPattern, "atMost(\(value))")
        }
    }

    @Test func constraintArithmeticAndInsets() {
        let constraint = SizeConstraint(CGSize(width: 100, height: 50))
        #expect(constraint.inset(width: 20, height: 10) == SizeConstraint(CGSize(width: 80, height: 40)))
        #expect(
            constraint.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == SizeConstraint(CGSize(width: 94, height: 46)))
        #expect(SizeConstraint(width: 30) == SizeConstraint(width: .atMost(30), height: .unconstrained))
        #expect(SizeConstraint(height: 30) == SizeConstraint(width: .unconstrained, height: .atMost(30)))
        #expect(SizeConstraint.unconstrained.inset(width: 20, height: 10) == .unconstrained)
        #expect(constraint.maximum == CGSize(width: 100, height: 50))
        #expect(constraint.minimum == .zero)
        #expect(SizeConstraint(width: 30).maximum.height == .greatestFiniteMagnitude)
    }

    @Test func descriptions() {
        #expect(SizeConstraint(CGSize(width: 100, height: 12.5)).description == "atMost(100) × atMost(12.5)")
        #expect(SizeConstraint.unconstrained.description == "unconstrained × unconstrained")
        #expect(SizeConstraint(width: 320).description == "atMost(320) × unconstrained")
        #expect(Axis.atMost(-3).description == "atMost(-3)")
        #expect("\(Axis.unconstrained)" == "unconstrained")
    }
}

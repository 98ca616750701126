import BlueprintLayout
import Foundation
import Testing

@Suite struct ConstrainedSizeTests {
    /// One row of Blueprint's tables: the constraints and the sizes expected for the fixed and the
    /// flexible element.
    struct Case: CustomStringConvertible, Sendable {
        var width: ConstrainedSize.Constraint
        var height: ConstrainedSize.Constraint
        var fixed: CGSize
        var flexible: CGSize

        var description: String { "width \(width), height \(height)" }
    }

    // Blueprint ConstrainedSizeTests.test_in_unconstrained; fixtures constrained-size/in-unconstrained-*
    static let unconstrainedCases: [Case] = [
        Case(
            width: .unconstrained, height: .unconstrained, fixed: CGSize(width: 100, height: 110),
            flexible: CGSize(width: 100, height: 110)),
        Case(
            width: .atMost(75), height: .unconstrained, fixed: CGSize(width: 75, height: 110),
            flexible: CGSize(width: 75, height: 147)),
        Case(
            width: .atMost(75), height: .atMost(85), fixed: CGSize(width: 75, height: 85),
            flexible: CGSize(width: 75, height: 85)),
        Case(
            width: .atLeast(175), height: .unconstrained, fixed: CGSize(width: 175, height: 110),
            flexible: CGSize(width: 175, height: 110)),
        Case(
            width: .atLeast(175), height: .atLeast(150), fixed: CGSize(width: 175, height: 150),
            flexible: CGSize(width: 175, height: 150)),
        Case(
            width: .within(110...120), height: .unconstrained, fixed: CGSize(width: 110, height: 110),
            flexible: CGSize(width: 120, height: 92)),
        Case(
            width: .within(110...120), height: .within(120...130), fixed: CGSize(width: 110, height: 120),
            flexible: CGSize(width: 120, height: 120)),
        Case(
            width: .absolute(125), height: .unconstrained, fixed: CGSize(width: 125, height: 110),
            flexible: CGSize(width: 125, height: 88)),
        Case(
            width: .absolute(125), height: .absolute(135), fixed: CGSize(width: 125, height: 135),
            flexible: CGSize(width: 125, height: 135)),
    ]

    // Blueprint ConstrainedSizeTests.test_in_atMost; fixtures constrained-size/in-at-most-*
    static let atMostCases: [Case] = [
        Case(
            width: .unconstrained, height: .unconstrained, fixed: CGSize(width: 100, height: 110),
            flexible: CGSize(width: 75, height: 147)),
        Case(
            width: .atMost(85), height: .unconstrained, fixed: CGSize(width: 85, height: 110),
            flexible: CGSize(width: 75, height: 147)),
        Case(
            width: .atMost(85), height: .atMost(85), fixed: CGSize(width: 85, height: 85),
            flexible: CGSize(width: 75, height: 85)),
        Case(
            width: .atLeast(175), height: .unconstrained, fixed: CGSize(width: 175, height: 110),
            flexible: CGSize(width: 175, height: 63)),
        Case(
            width: .atLeast(175), height: .atLeast(150), fixed: CGSize(width: 175, height: 150),
            flexible: CGSize(width: 175, height: 150)),
        Case(
            width: .within(110...120), height: .unconstrained, fixed: CGSize(width: 110, height: 110),
            flexible: CGSize(width: 110, height: 100)),
        Case(
            width: .within(110...120), height: .within(120...130), fixed: CGSize(width: 110, height: 120),
            flexible: CGSize(width: 110, height: 120)),
        Case(
            width: .absolute(125), height: .unconstrained, fixed: CGSize(width: 125, height: 110),
            flexible: CGSize(width: 125, height: 88)),
        Case(
            width: .absolute(125), height: .absolute(135), fixed: CGSize(width: 125, height: 135),
            flexible: CGSize(width: 125, height: 135)),
    ]

    @Test(arguments: unconstrainedCases)
    func inUnconstrained(_ row: Case) {
        let fixed = ConstrainedSize(width: row.width, height: row.height, wrapping: FixedElement())
        let flexible = ConstrainedSize(width: row.width, height: row.height, wrapping: FlexibleElement())
        #expect(fixed.content.measure(in: .unconstrained) == row.fixed)
        #expect(flexible.content.measure(in: .unconstrained) == row.flexible)
    }

    @Test(arguments: atMostCases)
    func inAtMost(_ row: Case) {
        let constraint = SizeConstraint(width: .atMost(75), height: .atMost(300))
        let fixed = ConstrainedSize(width: row.width, height: row.height, wrapping: FixedElement())
        let flexible = ConstrainedSize(width: row.width, height: row.height, wrapping: FlexibleElement())
        for options in [LayoutOptions.default, .noDeductions] {
            #expect(fixed.content.measure(in: constraint, options: options) == row.fixed)
            #expect(flexible.content.measure(in: constraint, options: options) == row.flexible)
        }
    }

    @Test func defaultsAreUnconstrained() {
        let element = ConstrainedSize(wrapping: Empty())
        #expect(element.width == .unconstrained)
        #expect(element.height == .unconstrained)
        let modified = Empty().constrainedTo()
        #expect(modified.width == .unconstrained)
        #expect(modified.height == .unconstrained)
        #expect(Empty().constrainedTo(height: .atLeast(3)).width == .unconstrained)
    }

    @Test func modifiers() {
        let both = Empty().constrainedTo(width: .atMost(10), height: .within(1...2))
        #expect(both.width == .atMost(10))
        #expect(both.height == .within(1...2))

        let absolute = Empty().constrainedTo(width: 30, height: 40)
        #expect(absolute.width == .absolute(30))
        #expect(absolute.height == .absolute(40))

        let size = Empty().constrainedTo(size: CGSize(width: 5, height: 6))
        #expect(size.width == .absolute(5))
        #expect(size.height == .absolute(6))

        let fromConstraint = Empty().constrained(to: SizeConstraint(width: 50))
        #expect(fromConstraint.width == .atMost(50))
        #expect(fromConstraint.height == .unconstrained)
        #expect(
            FixedElement().constrained(to: SizeConstraint(width: 50)).content.measure(in: .unconstrained)
                == CGSize(width: 50, height: 110))
    }

    @Test func childIsOfferedTheConstrainedProposal() {
        func offered(_ width: ConstrainedSize.Constraint, in proposal: SizeConstraint.Axis) -> SizeConstraint.Axis? {
            let recorder = Recorder()
            _ = ConstrainedSize(width: width, wrapping: recorder)
                .content.measure(in: SizeConstraint(width: proposal, height: .unconstrained))
            return recorder.log.constraints.last?.width
        }
        #expect(offered(.unconstrained, in: .unconstrained) == .unconstrained)
        #expect(offered(.unconstrained, in: .atMost(20)) == .atMost(20))
        #expect(offered(.atMost(40), in: .unconstrained) == .atMost(40))
        #expect(offered(.atMost(40), in: .atMost(20)) == .atMost(20))
        #expect(offered(.atLeast(40), in: .unconstrained) == .unconstrained)
        #expect(offered(.atLeast(40), in: .atMost(20)) == .atMost(40))
        #expect(offered(.atLeast(40), in: .atMost(60)) == .atMost(60))
        #expect(offered(.within(10...40), in: .unconstrained) == .atMost(40))
        #expect(offered(.within(10...40), in: .atMost(5)) == .atMost(10))
        #expect(offered(.within(10...40), in: .atMost(25)) == .atMost(25))
        #expect(offered(.absolute(40), in: .unconstrained) == .atMost(40))
        #expect(offered(.absolute(40), in: .atMost(20)) == .atMost(40))
    }

    @Test func absoluteOnBothAxesDoesNotMeasureTheChild() {
        let recorder = Recorder()
        let size = ConstrainedSize(width: .absolute(3), height: .absolute(4), wrapping: recorder)
            .content.measure(in: .unconstrained)
        #expect(size == CGSize(width: 3, height: 4))
        #expect(recorder.log.constraints.isEmpty)
    }

    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func childFillsTheFrame(options: LayoutOptions) {
        let element = FixedElement().constrainedTo(width: 20, height: 30)
        #expect(element.content.measure(in: .unconstrained, options: options) == CGSize(width: 20, height: 30))
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 200, height: 300), options: options)
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test func zeroAndNegativeConstraints() {
        #expect(
            FixedElement().constrainedTo(width: .atMost(0)).content.measure(in: .unconstrained)
                == CGSize(width: 0, height: 110))
        #expect(FixedElement().constrainedTo(width: 0, height: 0).content.measure(in: .unconstrained) == .zero)
        // A negative constraint passes through, as in Blueprint (which proposes them when
        // insets exceed the space).
        #expect(
            FixedElement().constrained(to: SizeConstraint(width: -5)).content.measure(in: .unconstrained)
                == CGSize(width: -5, height: 110))
    }

    #if DEBUG
        /// A negative bound written as one is a mistake a debug build reports (the numeric
        /// boundary's rule 5; the fixture format rejects it too).
        @Test func aNegativeBoundStopsADebugBuild() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = FixedElement().constrainedTo(width: .atMost(-5))
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("ConstrainedSize width atMost cannot be negative, found -5"))
            await #expect(processExitsWith: .failure) { _ = FixedElement().constrainedTo(height: .atLeast(-5)) }
        }
    #endif

    @Test func infiniteConstraints() {
        let atLeast = FixedElement().constrainedTo(width: .atLeast(.infinity))
        #expect(atLeast.content.measure(in: .unconstrained) == CGSize(width: CGFloat.infinity, height: 110))
        let atMost = FlexibleElement().constrainedTo(width: .atMost(.infinity))
        #expect(atMost.content.measure(in: .unconstrained) == CGSize(width: 100, height: 110))
        #expect(atMost.content.measure(in: SizeConstraint(width: 50)) == CGSize(width: 50, height: 220))
    }

    @Test func nanConstraintsAreIgnored() {
        let nan = CGFloat.nan
        let cases: [(ConstrainedSize.Constraint, CGSize)] = [
            (.atMost(nan), CGSize(width: 100, height: 110)),
            (.atLeast(nan), CGSize(width: 100, height: 110)),
            (.absolute(nan), CGSize(width: 100, height: 110)),
            // A `.within` range with a NaN bound traps when it is made (ClosedRange checks its
            // bounds in debug builds), so it cannot be tested here.
        ]
        for (width, expected) in cases {
            let size = FixedElement().constrainedTo(width: width, height: .absolute(nan)).content.measure(
                in: .unconstrained)
            #expect(size == expected, "\(width)")
        }
        #expect(
            FixedElement().constrainedTo(width: nan, height: nan).content.measure(in: .unconstrained)
                == CGSize(width: 100, height: 110))
    }
}

/// Measures to 100 × 110 whatever the constraint.
fileprivate struct FixedElement: Element {
    var content: ElementContent {
        ElementContent { _ in CGSize(width: 100, height: 110) }
    }
}

/// Keeps an area of 100 × 110: takes the offered width (100 when unconstrained) and a rounded height.
fileprivate struct FlexibleElement: Element {
    var content: ElementContent {
        ElementContent { constraint in
            let width = constraint.width.constrainedValue ?? 100
            return CGSize(width: width, height: (100 * 110 / width).rounded())
        }
    }
}

/// Records the constraints it is measured in; measures to 10 × 10.
fileprivate struct Recorder: Element {
    final class Log {
        var constraints: [SizeConstraint] = []
    }

    let log = Log()

    var content: ElementContent {
        let log = log
        return ElementContent { constraint in
            log.constraints.append(constraint)
            return CGSize(width: 10, height: 10)
        }
    }
}

import BlueprintLayout
import Foundation
import Testing

@Suite struct ConstrainedAspectRatioTests {
    static let tall = AspectRatio(width: 1, height: 4)
    static let wide = AspectRatio(width: 4, height: 1)

    /// The eight constraints of each of Blueprint's tables, in order: fixed large, fixed small,
    /// width 100, width 8, height 100, height 8, unconstrained, exact fit (80 × 20, except in the
    /// tall fitParent table, where it is 20 × 80).
    static func constraints(exactFit: CGSize) -> [SizeConstraint] {
        [
            SizeConstraint(width: .atMost(100), height: .atMost(100)),
            SizeConstraint(width: .atMost(8), height: .atMost(8)),
            SizeConstraint(width: 100),
            SizeConstraint(width: 8),
            SizeConstraint(height: 100),
            SizeConstraint(height: 8),
            .unconstrained,
            SizeConstraint(exactFit),
        ]
    }

    private func check(
        _ ratio: AspectRatio,
        _ mode: ConstrainedAspectRatio.ContentMode,
        exactFit: CGSize,
        expected: [CGSize],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let element = TestElement().constrainedTo(aspectRatio: ratio, contentMode: mode)
        for (constraint, size) in zip(Self.constraints(exactFit: exactFit), expected) {
            for options in [LayoutOptions.default, .noDeductions] {
                #expect(
                    element.content.measure(in: constraint, options: options) == size,
                    "ratio \(ratio.ratio), \(mode), in \(constraint)",
                    sourceLocation: sourceLocation
                )
            }
        }
    }

    private static let infinite = CGSize(width: CGFloat.infinity, height: .infinity)

    // Blueprint ConstrainedAspectRatioTests.test_fitParent_wide
    @Test func fitParentWide() {
        check(
            Self.wide, .fitParent, exactFit: CGSize(width: 80, height: 20),
            expected: [
                CGSize(width: 100, height: 25), CGSize(width: 8, height: 2),
                CGSize(width: 100, height: 25), CGSize(width: 8, height: 2),
                CGSize(width: 400, height: 100), CGSize(width: 32, height: 8),
                Self.infinite, CGSize(width: 80, height: 20),
            ])
    }

    // Blueprint ConstrainedAspectRatioTests.test_fitParent_tall
    @Test func fitParentTall() {
        check(
            Self.tall, .fitParent, exactFit: CGSize(width: 20, height: 80),
            expected: [
                CGSize(width: 25, height: 100), CGSize(width: 2, height: 8),
                CGSize(width: 100, height: 400), CGSize(width: 8, height: 32),
                CGSize(width: 25, height: 100), CGSize(width: 2, height: 8),
                Self.infinite, CGSize(width: 20, height: 80),
            ])
    }

    // Blueprint ConstrainedAspectRatioTests.test_fitContent_wide; fixture constrained-aspect-ratio/fit-content-wide
    @Test func fitContentWide() {
        check(
            Self.wide, .fitContent, exactFit: CGSize(width: 80, height: 20),
            expected: Array(repeating: CGSize(width: 40, height: 10), count: 8))
    }

    // Blueprint ConstrainedAspectRatioTests.test_fitContent_tall
    @Test func fitContentTall() {
        check(
            Self.tall, .fitContent, exactFit: CGSize(width: 80, height: 20),
            expected: Array(repeating: CGSize(width: 12, height: 48), count: 8))
    }

    // Blueprint ConstrainedAspectRatioTests.test_shrinkContent_wide
    @Test func shrinkContentWide() {
        check(
            Self.wide, .shrinkContent, exactFit: CGSize(width: 80, height: 20),
            expected: Array(repeating: CGSize(width: 12, height: 3), count: 8))
    }

    // Blueprint ConstrainedAspectRatioTests.test_shrinkContent_tall;
    // fixture constrained-aspect-ratio/shrink-content-tall
    @Test func shrinkContentTall() {
        check(
            Self.tall, .shrinkContent, exactFit: CGSize(width: 80, height: 20),
            expected: Array(repeating: CGSize(width: 2.5, height: 10), count: 8))
    }

    @Test func aspectRatioInitializers() {
        #expect(AspectRatio(width: 16, height: 9).ratio == CGFloat(16) / 9)
        #expect(AspectRatio(ratio: 2).ratio == 2)
        #expect(AspectRatio.square.ratio == 1)
    }

    @Test func defaultContentModeIsFitContent() {
        #expect(ConstrainedAspectRatio(aspectRatio: .square, wrapping: Empty()).contentMode == .fitContent)
        #expect(Empty().constrainedTo(aspectRatio: .square).contentMode == .fitContent)
    }

    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func childFillsTheFrame(options: LayoutOptions) {
        let element = TestElement().constrainedTo(aspectRatio: Self.wide, contentMode: .fitParent)
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 70), options: options)
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 30, height: 70))
    }

    @Test func contentIsMeasuredInTheProposal() {
        // A child that takes the offered width: fitContent grows its height to the ratio.
        let element = Echo().constrainedTo(aspectRatio: Self.tall, contentMode: .fitContent)
        #expect(
            element.content.measure(in: SizeConstraint(CGSize(width: 30, height: 10))) == CGSize(width: 30, height: 120)
        )
        let shrink = Echo().constrainedTo(aspectRatio: Self.tall, contentMode: .shrinkContent)
        #expect(
            shrink.content.measure(in: SizeConstraint(CGSize(width: 30, height: 10))) == CGSize(width: 2.5, height: 10))
    }

    @Test func zeroSizes() {
        let zero = Zero()
        for mode in [ConstrainedAspectRatio.ContentMode.fitContent, .shrinkContent] {
            #expect(
                zero.constrainedTo(aspectRatio: Self.wide, contentMode: mode).content.measure(in: .unconstrained)
                    == .zero)
        }
        let fitParent = zero.constrainedTo(aspectRatio: Self.wide, contentMode: .fitParent)
        #expect(fitParent.content.measure(in: SizeConstraint(.zero)) == .zero)
        #expect(fitParent.content.measure(in: SizeConstraint(width: 0)) == .zero)
        #expect(fitParent.content.measure(in: SizeConstraint(height: 0)) == .zero)
    }

    @Test func negativeProposalsPassThroughAsInBlueprint() {
        let fitParent = TestElement().constrainedTo(aspectRatio: Self.wide, contentMode: .fitParent)
        #expect(fitParent.content.measure(in: SizeConstraint(width: -8)) == CGSize(width: -8, height: -2))
    }

    @Test func fillingContent() {
        let element = Filler().constrainedTo(aspectRatio: Self.wide, contentMode: .fitContent)
        // 40 × ∞ content: the width grows to match the infinite height.
        #expect(element.content.measure(in: SizeConstraint(width: 40)) == Self.infinite)
        #expect(element.content.measure(in: .unconstrained) == Self.infinite)
        let shrink = Filler().constrainedTo(aspectRatio: Self.wide, contentMode: .shrinkContent)
        #expect(shrink.content.measure(in: SizeConstraint(width: 40)) == CGSize(width: 40, height: 10))
        #expect(shrink.content.measure(in: SizeConstraint(height: 40)) == CGSize(width: 160, height: 40))
    }

    @Test(arguments: [
        AspectRatio(width: 1, height: 0), AspectRatio(width: 0, height: 0), AspectRatio(width: 0, height: 1),
        AspectRatio(ratio: .nan), AspectRatio(ratio: .infinity),
    ])
    func unusableRatiosMeasureAsTheContent(ratio: AspectRatio) {
        for mode in [ConstrainedAspectRatio.ContentMode.fitParent, .fitContent, .shrinkContent] {
            let element = TestElement().constrainedTo(aspectRatio: ratio, contentMode: mode)
            #expect(element.content.measure(in: .unconstrained) == CGSize(width: 12, height: 10))
            #expect(
                element.content.measure(in: SizeConstraint(CGSize(width: 5, height: 5)))
                    == CGSize(width: 12, height: 10))
            let result = element.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 30))
            #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 20, height: 30))
        }
    }
}

/// Measures to 12 × 10 whatever the constraint.
fileprivate struct TestElement: Element {
    var content: ElementContent {
        ElementContent(intrinsicSize: CGSize(width: 12, height: 10))
    }
}

/// Measures to zero.
fileprivate struct Zero: Element {
    var content: ElementContent {
        ElementContent(intrinsicSize: .zero)
    }
}

/// Measures to the offer on bounded axes and 1 × 1 on unconstrained ones.
fileprivate struct Echo: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(width: constraint.width.constrainedValue ?? 1, height: constraint.height.constrainedValue ?? 1)
        }
    }
}

/// Fills whatever it is offered: infinite on unconstrained axes.
fileprivate struct Filler: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(
                width: constraint.width.constrainedValue ?? .infinity,
                height: constraint.height.constrainedValue ?? .infinity)
        }
    }
}

import BlueprintLayout
import Foundation
import Testing

@Suite struct AlignedTests {
    private let layoutFrame = CGRect(x: 0, y: 0, width: 5000, height: 6000)

    private func childFrame(
        horizontally: Aligned.HorizontalAlignment = .center,
        vertically: Aligned.VerticalAlignment = .center,
        options: LayoutOptions = .default
    ) -> CGRect? {
        let element = Aligned(
            vertically: vertically, horizontally: horizontally, wrapping: Fixed(width: 100, height: 200))
        let children = element.layout(frame: layoutFrame, options: options).children
        guard children.count == 1, children[0].element is Fixed else { return nil }
        return children[0].frame
    }

    // Blueprint AlignedTests.test_measuring; fixture aligned/measuring
    @Test func measuresAsTheContent() {
        let content = Fixed(width: 100, height: 200)
        #expect(Aligned(wrapping: content).content.measure(in: .unconstrained) == CGSize(width: 100, height: 200))
        #expect(
            Aligned(wrapping: Echo(unconstrained: CGSize(width: 30, height: 20))).content.measure(
                in: SizeConstraint(width: 70)) == CGSize(width: 70, height: 20))
    }

    @Test func defaultsAreCentered() {
        let aligned = Empty().aligned()
        #expect(aligned.verticalAlignment == .center)
        #expect(aligned.horizontalAlignment == .center)
        let explicit = Aligned(wrapping: Empty())
        #expect(explicit.verticalAlignment == .center)
        #expect(explicit.horizontalAlignment == .center)
    }

    // Blueprint AlignedTests.test_horizontal*; fixtures aligned/horizontal-fill, aligned/vertical-fill
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func horizontal(options: LayoutOptions) {
        #expect(childFrame(horizontally: .leading, options: options) == CGRect(x: 0, y: 2900, width: 100, height: 200))
        #expect(
            childFrame(horizontally: .center, options: options) == CGRect(x: 2450, y: 2900, width: 100, height: 200))
        #expect(
            childFrame(horizontally: .trailing, options: options) == CGRect(x: 4900, y: 2900, width: 100, height: 200))
        #expect(childFrame(horizontally: .fill, options: options) == CGRect(x: 0, y: 2900, width: 5000, height: 200))
    }

    // Blueprint AlignedTests.test_vertical*
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func vertical(options: LayoutOptions) {
        #expect(childFrame(vertically: .top, options: options) == CGRect(x: 2450, y: 0, width: 100, height: 200))
        #expect(childFrame(vertically: .center, options: options) == CGRect(x: 2450, y: 2900, width: 100, height: 200))
        #expect(childFrame(vertically: .bottom, options: options) == CGRect(x: 2450, y: 5800, width: 100, height: 200))
        #expect(childFrame(vertically: .fill, options: options) == CGRect(x: 2450, y: 0, width: 100, height: 6000))
    }

    @Test func modifierPassesAlignments() {
        let result = Fixed(width: 10, height: 20)
            .aligned(vertically: .bottom, horizontally: .trailing)
            .layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(result.children[0].frame == CGRect(x: 90, y: 80, width: 10, height: 20))
    }

    @Test func contentLargerThanTheFrameIsCapped() {
        let result = Aligned(vertically: .bottom, horizontally: .center, wrapping: Fixed(width: 300, height: 400))
            .layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func contentIsMeasuredInTheFrameSize() {
        let result = Aligned(vertically: .top, horizontally: .leading, wrapping: HalfOfOffer())
            .layout(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func zeroFrame() {
        let result = Aligned(wrapping: Fixed(width: 10, height: 10)).layout(frame: .zero)
        #expect(result.children[0].frame == .zero)
    }

    @Test func negativeFrameFromAnEnclosingInset() {
        let result = Fixed(width: 10, height: 10).aligned(vertically: .bottom, horizontally: .center)
            .inset(uniform: 20)
            .layout(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        // Relative frames, origin and size apart: CGRect's == and offsetBy standardize negative sizes.
        let aligned = result.children[0]
        #expect(aligned.frame.origin == CGPoint(x: 20, y: 20))
        #expect(aligned.frame.size == CGSize(width: -10, height: -10))
        let child = aligned.children[0]
        #expect(child.element is Fixed)
        #expect(child.frame.origin == .zero)
        #expect(child.frame.size == CGSize(width: -10, height: -10))
    }

    @Test func fillingContentInAnUnconstrainedProposal() {
        #expect(
            Aligned(wrapping: Filler()).content.measure(in: .unconstrained)
                == CGSize(width: CGFloat.infinity, height: .infinity))
    }
}

/// Measures to half of a bounded offer (and 10 × 10 unconstrained).
fileprivate struct HalfOfOffer: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(
                width: (constraint.width.constrainedValue ?? 20) / 2,
                height: (constraint.height.constrainedValue ?? 20) / 2
            )
        }
    }
}

import BlueprintLayout
import Foundation
import Testing

@Suite struct CenteredTests {
    // Blueprint CenteredTests.test_measuring; fixture centered/measuring
    @Test func measuresAsTheContent() {
        #expect(Centered(Fixed(123, 456)).content.measure(in: .unconstrained) == CGSize(width: 123, height: 456))
        #expect(
            Centered(Fixed(123, 456)).content.measure(in: SizeConstraint(CGSize(width: 10, height: 10)))
                == CGSize(width: 123, height: 456))
    }

    // Blueprint CenteredTests.test_layout
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func centersTheContent(options: LayoutOptions) {
        let result = Centered(Fixed(123, 456)).layout(
            frame: CGRect(x: 0, y: 0, width: 5000, height: 6000), options: options)
        let child = result.first { $0.element is Fixed }
        #expect(child?.frame == CGRect(x: 2438.5, y: 2772, width: 123, height: 456))
    }

    @Test func modifierAndRepresentation() {
        let centered = Fixed(123, 456).centered()
        let aligned = centered.elementRepresentation as? Aligned
        #expect(aligned?.verticalAlignment == .center)
        #expect(aligned?.horizontalAlignment == .center)
        #expect(aligned?.wrappedElement is Fixed)

        let result = centered.layout(frame: CGRect(x: 10, y: 10, width: 200, height: 500))
        // As in Blueprint, a proxy's content is its representation's: the Aligned adds no node, and
        // the wrapped element is the Centered's own child.
        #expect(result.element is Centered)
        #expect(result.children.count == 1)
        #expect(result.children.first?.element is Fixed)
        let child = result.first { $0.element is Fixed }
        #expect(child?.frame == CGRect(x: 10 + 38.5, y: 10 + 22, width: 123, height: 456))
    }

    @Test func smallFrameCapsTheContent() {
        let result = Centered(Fixed(123, 456)).layout(frame: CGRect(x: 0, y: 0, width: 100, height: 0))
        let child = result.first { $0.element is Fixed }
        #expect(child?.frame == CGRect(x: 0, y: 0, width: 100, height: 0))
    }
}

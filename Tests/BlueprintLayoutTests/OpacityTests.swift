import BlueprintLayout
import Foundation
import Testing

@Suite struct OpacityTests {
    // Blueprint OpacityTests.test_measuring
    @Test func measuringIsUnaffected() {
        #expect(Spacer().opacity(0.88).content.measure(in: .unconstrained) == .zero)
        #expect(Echo().opacity(0.5).content.measure(in: SizeConstraint(width: 40)) == CGSize(width: 40, height: 5))
    }

    // Blueprint OpacityTests.test_layout
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func layoutSetsAlphaWithoutMovingTheFrame(options: LayoutOptions) {
        let result = Spacer().opacity(0.88).layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100), options: options)
        #expect(result.children.count == 1)
        #expect(result.children[0].layoutAttributes.alpha == 0.88)
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        // Only the child's attributes change.
        #expect(result.layoutAttributes.alpha == 1)
    }

    @Test func initializer() {
        let opacity = Opacity(opacity: 0.25, wrapping: Empty())
        #expect(opacity.opacity == 0.25)
        #expect(opacity.wrappedElement is Empty)
        #expect(opacity.layout(frame: .zero).children[0].layoutAttributes.alpha == 0.25)
    }

    @Test func nestedOpacitiesAreRecordedPerNode() {
        let result = Spacer().opacity(0.5).opacity(0.4).layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let inner = result.children[0]
        #expect(inner.layoutAttributes.alpha == 0.4)
        #expect(inner.children[0].layoutAttributes.alpha == 0.5)
    }

    @Test func outOfRangeValuesAreKeptAndNaNIsOpaque() {
        #expect(Spacer().opacity(1.5).layout(frame: .zero).children[0].layoutAttributes.alpha == 1.5)
        #expect(Spacer().opacity(-1).layout(frame: .zero).children[0].layoutAttributes.alpha == -1)
        #expect(Spacer().opacity(.nan).layout(frame: .zero).children[0].layoutAttributes.alpha == 1)
    }
}

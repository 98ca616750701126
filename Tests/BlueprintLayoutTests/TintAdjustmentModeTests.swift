import BlueprintLayout
import Foundation
import Testing

@Suite struct TintAdjustmentModeTests {
    @Test func setsTheModeOnTheChildWithoutChangingLayout() {
        let content = Spacer(width: 40, height: 10)
        let tinted = content.tintAdjustmentMode(.dimmed)
        #expect(tinted.tintAdjustmentMode == .dimmed)
        #expect(tinted.content.measure(in: .unconstrained) == CGSize(width: 40, height: 10))
        let result = tinted.layout(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(result.children.count == 1)
        #expect(result.children[0].layoutAttributes.tintAdjustmentMode == .dimmed)
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(result.dump() == "TintAdjustmentMode [0, 0, 60, 20]\n  Spacer [0, 0, 60, 20] tint=dimmed")
        // Only the child's attributes change; everything else defaults to automatic.
        #expect(result.layoutAttributes.tintAdjustmentMode == .automatic)
        #expect(LayoutSubelement.Attributes().tintAdjustmentMode == .automatic)
        #expect(LayoutAttributes().tintAdjustmentMode == .automatic)
    }

    @Test func initializer() {
        var tint = TintAdjustmentMode(.normal, wrapping: Empty())
        #expect(tint.wrappedElement is Empty)
        tint.tintAdjustmentMode = .dimmed
        #expect(tint.layout(frame: .zero).children[0].layoutAttributes.tintAdjustmentMode == .dimmed)
    }
}

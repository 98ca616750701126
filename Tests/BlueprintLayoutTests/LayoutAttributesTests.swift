import BlueprintLayout
import Foundation
import Testing

@Suite struct LayoutAttributesTests {
    @Test func initializers() {
        #expect(LayoutAttributes().frame == .zero)
        #expect(LayoutAttributes() == LayoutAttributes(frame: .zero))
        let centered = LayoutAttributes(
            center: CGPoint(x: 50, y: 25), bounds: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(centered.frame == CGRect(x: 0, y: 10, width: 100, height: 30))
        #expect(centered.center == CGPoint(x: 50, y: 25))
        #expect(centered.bounds == CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    @Test func settingCenterMovesTheFrame() {
        var attributes = LayoutAttributes(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        attributes.center = CGPoint(x: 0, y: 0)
        #expect(attributes.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test func settingBoundsResizesAroundTheCenter() {
        var attributes = LayoutAttributes(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        attributes.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(attributes.frame == CGRect(x: 50, y: 40, width: 20, height: 10))
        #expect(attributes.center == CGPoint(x: 60, y: 45))
    }

    @Test func withinAnUntransformedParentOffsetsByItsOrigin() {
        let child = LayoutAttributes(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let parent = LayoutAttributes(frame: CGRect(x: 100, y: 200, width: 50, height: 60))
        let combined = child.within(parent)
        #expect(combined.frame == CGRect(x: 110, y: 220, width: 30, height: 40))
        #expect(combined.transform.isIdentity)
    }

    @Test func withinARotatedParentTurnsTheCenterAndCombinesTransforms() {
        // A 10 × 10 child in the top-left corner of a 100 × 100 parent turned 90° about its center
        // (clockwise on a y-down screen) ends up in the top-right corner.
        let child = LayoutAttributes(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var parent = LayoutAttributes(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = .rotation(degrees: 90)
        let combined = child.within(parent)
        #expect(abs(combined.center.x - 95) < 1e-9)
        #expect(abs(combined.center.y - 5) < 1e-9)
        #expect(combined.bounds.size == CGSize(width: 10, height: 10))
        // The parent's rotation, without its translation, applies to the child.
        let expected = Transform3D.rotation(degrees: 90).m
        #expect(zip(combined.transform.m, expected).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func withinCombinesTheOtherAttributes() {
        var child = LayoutAttributes(frame: .zero)
        child.alpha = 0.5
        var parent = LayoutAttributes(frame: .zero)
        parent.alpha = 0.5
        parent.isHidden = true
        parent.isUserInteractionEnabled = false
        parent.tintAdjustmentMode = .dimmed

        var combined = child.within(parent)
        #expect(combined.alpha == 0.25)
        #expect(combined.isHidden)
        #expect(!combined.isUserInteractionEnabled)
        #expect(combined.tintAdjustmentMode == .dimmed)  // automatic inherits

        child.tintAdjustmentMode = .normal
        combined = child.within(parent)
        #expect(combined.tintAdjustmentMode == .normal)  // an explicit mode wins

        parent = LayoutAttributes(frame: .zero)
        child.isHidden = true
        #expect(child.within(parent).isHidden)
        #expect(child.within(parent).isUserInteractionEnabled)
    }
}

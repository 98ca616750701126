import BlueprintLayout
import Foundation
import Testing

@Suite struct OverlayTests {
    // Fixture overlay/measuring; Blueprint's OverlayTests.test_measuring.
    @Test func measuresToLargestChild() {
        let overlay = Overlay(elements: [
            Fixed(200, 200),
            Fixed(100, 100),
            Fixed(50, 50),
        ])
        #expect(overlay.content.measure(in: .unconstrained) == CGSize(width: 200, height: 200))
    }

    @Test func measuresLargestWidthAndHeightSeparately() {
        let overlay = Overlay(elements: [Fixed(300, 10), Fixed(20, 150)])
        #expect(overlay.content.measure(in: .unconstrained) == CGSize(width: 300, height: 150))
        // Children are offered the overlay's own constraint and may exceed it.
        #expect(
            overlay.content.measure(in: SizeConstraint(CGSize(width: 50, height: 50)))
                == CGSize(width: 300, height: 150))
    }

    @Test func passesConstraintToChildren() {
        let overlay = Overlay(elements: [Filling(), Fixed(10, 10)])
        #expect(overlay.content.measure(in: SizeConstraint(width: 80)) == CGSize(width: 80, height: 10))
        #expect(overlay.content.measure(in: .unconstrained) == CGSize(width: CGFloat.infinity, height: 10))
    }

    @Test func zeroChildrenMeasureToZero() {
        let overlay = Overlay()
        #expect(overlay.children.isEmpty)
        #expect(overlay.content.measure(in: .unconstrained) == .zero)
        #expect(overlay.content.measure(in: SizeConstraint(CGSize(width: 10, height: 10))) == .zero)
        #expect(overlay.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).children.isEmpty)
    }

    @Test func negativeChildSizesMeasureToZero() {
        let overlay = Overlay(elements: [Fixed(-10, -20)])
        #expect(overlay.content.measure(in: .unconstrained) == .zero)
    }

    @Test func followsTheSizingRules() {
        let overlay = Overlay {
            Label(text: "some wrapping words"); Fixed(40, 10)
        }
        let violations = LayoutContract().violations(of: overlay)
        #expect(violations.isEmpty, "\(violations)")
    }

    // Blueprint's OverlayTests.test_layout.
    @Test func everyChildFillsTheFrame() {
        let overlay = Overlay(elements: [Fixed(200, 200), Fixed(100, 100), Fixed(50, 50)])
        let frames = childFrames(of: overlay, in: CGSize(width: 456, height: 789))
        #expect(frames == Array(repeating: CGRect(x: 0, y: 0, width: 456, height: 789), count: 3))
    }

    @Test func zeroSizedFrame() {
        let overlay = Overlay(elements: [Fixed(20, 20), Fixed(5, 5)])
        #expect(childFrames(of: overlay, in: .zero) == [.zero, .zero])
    }

    // Blueprint's OverlayTests.test_keys.
    @Test func configureClosureAddsKeyedChildren() {
        let overlay = Overlay { overlay in
            overlay.add(key: AnyHashable(1), child: Fixed(1, 1))
            overlay.add(key: AnyHashable("foo"), child: Other())
            overlay.add(child: Empty())
        }
        #expect(overlay.children.count == 3)
        #expect(overlay.children[0].key == AnyHashable(1))
        #expect(overlay.children[0].element is Fixed)
        #expect(overlay.children[1].key == AnyHashable("foo"))
        #expect(overlay.children[1].element is Other)
        #expect(overlay.children[2].key == nil)
        #expect(overlay.children[2].element is Empty)
    }

    @Test func elementsAndConfigureCombine() {
        let overlay = Overlay(elements: [Fixed(1, 1)]) { overlay in
            overlay.add(key: "top", child: Other())
        }
        #expect(overlay.children.map(\.key) == [nil, "top"])
    }

    // Blueprint's OverlayTestsResultBuilders.test_resultBuilder (without `.keyed`).
    @Test func resultBuilder() {
        let showsBadge = true
        let overlay = Overlay {
            Fixed(10, 10)
            Other().overlayChild(key: "foo")
            Overlay.Child(element: Empty(), key: "bar")
            if showsBadge {
                Other()
            }
        }
        #expect(overlay.children.count == 4)
        #expect(overlay.children[0].element is Fixed)
        #expect(overlay.children[0].key == nil)
        #expect(overlay.children[1].element is Other)
        #expect(overlay.children[1].key == AnyHashable("foo"))
        #expect(overlay.children[2].element is Empty)
        #expect(overlay.children[2].key == AnyHashable("bar"))
        #expect(overlay.children[3].key == nil)
    }

    @Test func keysReachTheResultTree() {
        let overlay = Overlay {
            Fixed(10, 10).overlayChild(key: "a")
            Fixed(10, 10).overlayChild(key: "b")
        }
        let result = overlay.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(result.frame(forKey: "a") == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(result.frame(forKey: "b") == CGRect(x: 0, y: 0, width: 30, height: 40))
    }
}

// MARK: - Helpers

/// Measures to the constraint's maximum, or infinity on an unconstrained axis.
fileprivate struct Filling: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(
                width: constraint.width.constrainedValue ?? .infinity, height: constraint.height.constrainedValue ?? 0)
        }
    }
}

@Suite struct OverlayKeyedBuilderTests {
    @Test func keyedElementsKeepTheirKeyInTheBuilder() {
        let overlay = Overlay {
            Spacer(10).keyed("foo")
            Spacer(20)
        }
        #expect(overlay.children.map(\.key) == [AnyHashable("foo"), nil])
        let result = overlay.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(result.children.first?.key == AnyHashable("foo"))
        #expect(result.children.first?.typeName == "Spacer")
    }
}

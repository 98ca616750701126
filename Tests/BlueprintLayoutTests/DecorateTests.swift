import BlueprintLayout
import Foundation
import Testing

@Suite struct DecorateTests {
    /// The decoration's frame for `position` on content laid out at 50 × 30: in layout the content
    /// size is the frame's size, so this is the position's frame (Blueprint's `Position.frame(with:)`).
    private func decorationFrame(_ position: Decorate.Position, options: LayoutOptions = .default) -> CGRect? {
        let decorate = Decorate(
            layering: .above, position: position, wrapping: BaseElement(), decoration: DecorationElement())
        let result = decorate.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 30), options: options)
        return result.children.first { $0.element is DecorationElement }?.frame
    }

    // Blueprint Decorate_Position_Tests.test_root_size; fixture decorate/root-size
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func rootSize(options: LayoutOptions) {
        let decorate = Decorate(
            layering: .above,
            position: .corner(.topLeft, .zero),
            wrapping: BaseElement(),
            decoration: DecorationElement()
        )
        let children = decorate.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100), options: options).children
        #expect(children.count == 2)
        #expect(children[0].element is BaseElement)
        #expect(children[0].frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(children[1].element is DecorationElement)
        #expect(children[1].frame == CGRect(x: -5, y: -7.5, width: 10, height: 15))
    }

    // Blueprint Decorate_Position_Tests.test_frame (.inset)
    @Test func inset() {
        #expect(decorationFrame(.inset(EdgeInsets(uniform: 10))) == CGRect(x: -10, y: -10, width: 70, height: 50))
        #expect(decorationFrame(.inset(10)) == CGRect(x: -10, y: -10, width: 70, height: 50))
        #expect(decorationFrame(.inset(horizontal: 2, vertical: 3)) == CGRect(x: -2, y: -3, width: 54, height: 36))
        #expect(decorationFrame(.inset(horizontal: 2)) == CGRect(x: -2, y: 0, width: 54, height: 30))
        #expect(decorationFrame(.inset(vertical: -3)) == CGRect(x: 0, y: 3, width: 50, height: 24))
        #expect(
            decorationFrame(.inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
                == CGRect(x: -2, y: -1, width: 56, height: 34)
        )
    }

    // Blueprint Decorate_Position_Tests.test_frame (.aligned); fixture decorate/frame-aligned-bottom
    @Test func aligned() {
        #expect(decorationFrame(.aligned(to: .bottom)) == CGRect(x: 20, y: 15, width: 10, height: 15))
        #expect(
            decorationFrame(.aligned(to: .bottom, horizontalGuide: { _ in 3 }, verticalGuide: { _ in 4 }))
                == CGRect(x: 22, y: 26, width: 10, height: 15)
        )
        #expect(decorationFrame(.aligned(to: .topLeading)) == CGRect(x: 0, y: 0, width: 10, height: 15))
        #expect(decorationFrame(.aligned(to: .center)) == CGRect(x: 20, y: 7.5, width: 10, height: 15))
        #expect(decorationFrame(.aligned(to: .trailing)) == CGRect(x: 40, y: 7.5, width: 10, height: 15))
        // A guide reads the decoration's dimensions: its top edge on the content's bottom edge.
        #expect(
            decorationFrame(.aligned(to: .bottom, verticalGuide: { d in d[VerticalAlignment.top] }))
                == CGRect(x: 20, y: 30, width: 10, height: 15)
        )
    }

    // Blueprint Decorate_Position_Tests.test_frame (.corner); fixture decorate/frame-corner-top-left
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func corner(options: LayoutOptions) {
        let offset = Decorate.Offset(horizontal: 1, vertical: 2)
        #expect(
            decorationFrame(.corner(.topLeft, offset), options: options)
                == CGRect(x: -4, y: -5.5, width: 10, height: 15))
        #expect(
            decorationFrame(.corner(.topRight, offset), options: options)
                == CGRect(x: 46, y: -5.5, width: 10, height: 15))
        #expect(
            decorationFrame(.corner(.bottomRight, offset), options: options)
                == CGRect(x: 46, y: 24.5, width: 10, height: 15))
        #expect(
            decorationFrame(.corner(.bottomLeft, offset), options: options)
                == CGRect(x: -4, y: 24.5, width: 10, height: 15))
        #expect(decorationFrame(.corner(.bottomRight)) == CGRect(x: 45, y: 22.5, width: 10, height: 15))
        #expect(Decorate.Offset.zero == Decorate.Offset(horizontal: 0, vertical: 0))
    }

    // Blueprint Decorate_Position_Tests.test_frame (.custom)
    @Test func custom() {
        #expect(
            decorationFrame(.custom { _ in CGRect(x: 10, y: 15, width: 20, height: 30) })
                == CGRect(x: 10, y: 15, width: 20, height: 30))
    }

    @Test func positionContext() {
        enum Marker: EnvironmentKey {
            static let defaultValue: CGFloat = 0
        }
        let seen = Seen()
        let decorate = Decorate(
            layering: .below,
            position: .custom { context in
                seen.contexts.append((context.decorationSize, context.contentSize, context.environment[Marker.self]))
                return CGRect(origin: .zero, size: context.decorationSize)
            },
            wrapping: BaseElement(),
            decoration: Echo()
        ).adaptedEnvironment(key: Marker.self, value: 7)
        _ = decorate.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(seen.contexts.count == 1)
        // The decoration is measured in the content's size.
        #expect(seen.contexts.first?.0 == CGSize(width: 50, height: 30))
        #expect(seen.contexts.first?.1 == CGSize(width: 50, height: 30))
        #expect(seen.contexts.first?.2 == 7)
    }

    @Test func measuresAsTheWrappedElementOnly() {
        let decorate = BaseElement().decorate(layering: .above, position: .inset(100)) { DecorationElement() }
        #expect(decorate.content.measure(in: .unconstrained) == CGSize(width: 60, height: 70))
        #expect(
            decorate.content.measure(in: SizeConstraint(CGSize(width: 1, height: 1))) == CGSize(width: 60, height: 70))
        let echoing = Echo().decorate(layering: .above, position: .inset(0)) { BaseElement() }
        #expect(echoing.content.measure(in: SizeConstraint(width: 33)) == CGSize(width: 33, height: 5))
    }

    @Test func layeringOrdersTheChildren() {
        let above = Decorate(
            layering: .above, position: .inset(0), wrapping: BaseElement(), decoration: DecorationElement())
        let aboveChildren = above.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).children
        #expect(aboveChildren.map { $0.element is BaseElement } == [true, false])

        let below = BaseElement().decorate(layering: .below, position: .inset(0)) { DecorationElement() }
        let belowChildren = below.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).children
        #expect(belowChildren.map { $0.element is BaseElement } == [false, true])
        #expect(belowChildren[0].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(belowChildren[1].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// Changing a built `Decorate` (its layering, position, wrapped element or decoration) lays it
    /// out as one built with the new values, and leaves a copy taken before as it was.
    @Test func changesLayOutAsANewDecorate() {
        let frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        let original = Decorate(
            layering: .above, position: .inset(2), wrapping: BaseElement(), decoration: DecorationElement())
        var changed = original
        changed.layering = .below
        #expect(changed.wrapped is BaseElement)
        #expect(changed.decoration is DecorationElement)
        var children = changed.layout(frame: frame).children
        #expect(children.map { $0.element is BaseElement } == [false, true])
        #expect(children[0].frame == CGRect(x: -2, y: -2, width: 54, height: 34))
        #expect(children[1].frame == frame)

        changed.position = .corner(.topLeft)
        changed.wrapped = Spacer(width: 4, height: 6)
        changed.decoration = Spacer(width: 2, height: 2)
        let fresh = Decorate(
            layering: .below, position: .corner(.topLeft), wrapping: Spacer(width: 4, height: 6),
            decoration: Spacer(width: 2, height: 2))
        #expect(changed.content.measure(in: .unconstrained) == CGSize(width: 4, height: 6))
        #expect(changed.layout(frame: frame).dump() == fresh.layout(frame: frame).dump())

        // Back to `.above`: the wrapped element is first again.
        changed.layering = .above
        children = changed.layout(frame: frame).children
        #expect(children[0].element is Spacer && children[0].frame == frame)
        #expect(children[1].frame == CGRect(x: -1, y: -1, width: 2, height: 2))

        // The copy taken before any change is unchanged.
        children = original.layout(frame: frame).children
        #expect(children.map { $0.element is BaseElement } == [true, false])
        #expect(children[1].frame == CGRect(x: -2, y: -2, width: 54, height: 34))
        #expect(original.layering == .above)
    }

    @Test func zeroAndNegativeDecorationFrames() {
        #expect(decorationFrame(.custom { _ in .zero }) == .zero)
        let result = Decorate(
            layering: .above, position: .inset(-30), wrapping: BaseElement(), decoration: DecorationElement()
        )
        .layout(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        // 30 points inside every edge of 50 × 30: a negative size, placed at the inset origin.
        let decoration = result.children[1].frame
        #expect(decoration.origin == CGPoint(x: 30, y: 30))
        #expect(decoration.size == CGSize(width: -10, height: -30))
    }

    @Test func zeroContent() {
        let result = Decorate(
            layering: .above, position: .corner(.bottomRight), wrapping: Empty(), decoration: DecorationElement()
        )
        .layout(frame: .zero)
        #expect(result.children[0].frame == .zero)
        #expect(result.children[1].frame == CGRect(x: -5, y: -7.5, width: 10, height: 15))
    }
}

/// Measures to 60 × 70.
fileprivate struct BaseElement: Element {
    var content: ElementContent {
        ElementContent { _ in CGSize(width: 60, height: 70) }
    }
}

/// Measures to 10 × 15.
fileprivate struct DecorationElement: Element {
    var content: ElementContent {
        ElementContent { _ in CGSize(width: 10, height: 15) }
    }
}

/// Collects what position closures were given.
fileprivate final class Seen {
    var contexts: [(CGSize, CGSize, CGFloat)] = []
}

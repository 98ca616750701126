import BlueprintLayout
import Foundation
import Testing

/// Layout traits reach the parent through every wrapper that lays out as its child, whatever the
/// order of the modifiers; wrappers with a layout of their own (``Inset``) keep them.
@Suite struct TraitForwardingTests {
    private static let frame = CGRect(x: 0, y: 0, width: 100, height: 100)

    /// The x offset the shelf gives its second child (the first is a plain 10-point spacer).
    private func offset(of child: Element) -> CGFloat {
        let shelf = ElementContentHolder(
            content: ElementContent(layout: Shelf()) {
                $0.add(element: Spacer(10))
                $0.add(element: child)
            })
        return shelf.layout(frame: Self.frame).children[1].frame.origin.x
    }

    @Test func aTraitAloneReachesTheParent() {
        #expect(offset(of: Spacer(10)) == 0)
        #expect(offset(of: Spacer(10).layoutTrait(key: ShelfOffset.self, value: 7)) == 7)
    }

    @Test func aTraitReachesTheParentThroughWrappersThatLayOutAsTheirChild() {
        let base = Spacer(10).layoutTrait(key: ShelfOffset.self, value: 7)
        let wrapped: [(String, Element)] = [
            ("keyed", base.keyed("b")),
            ("Keyed(nil)", Keyed(key: nil, wrapping: base)),
            ("opacity", base.opacity(0.5)),
            ("hidden", Hidden(true, wrapping: base)),
            ("userInteraction", UserInteractionEnabled(false, wrapping: base)),
            ("tint", TintAdjustmentMode(.normal, wrapping: base)),
            ("transformed", Transformed(transform: .identity, wrapping: base)),
            ("lifecycle", LifecycleObserver(onAppear: {}, wrapping: base)),
            ("environment", AdaptedEnvironment(by: { _ in }, wrapping: base)),
            ("spacingPreference", base.spacingPreference(leading: 4)),
            ("anchorPreference", AnchorPreference(key: BoundsKey.self, value: .bounds, wrapping: base) { $0 }),
            ("a chain", base.keyed("b").opacity(0.5).spacingPreference(top: 1).keyed("c")),
        ]
        for (name, element) in wrapped {
            #expect(offset(of: element) == 7, "\(name)")
        }
    }

    @Test func theOuterTraitWinsForTheSameKey() {
        let element = Spacer(10).layoutTrait(key: ShelfOffset.self, value: 7).keyed("b")
            .layoutTrait(key: ShelfOffset.self, value: 3)
        #expect(offset(of: element) == 3)
        let deeper = Spacer(10).layoutTrait(key: ShelfOffset.self, value: 7).keyed("b")
            .layoutTrait(key: ShelfOffset.self, value: 5).opacity(0.5)
        #expect(offset(of: deeper) == 5)
    }

    @Test func aWrapperWithALayoutOfItsOwnKeepsTheTrait() {
        // An Inset lays out its child itself: the trait is its child's, as in a container.
        let inset = Spacer(10).layoutTrait(key: ShelfOffset.self, value: 7).inset(uniform: 1)
        #expect(offset(of: inset) == 0)
        #expect(offset(of: inset.layoutTrait(key: ShelfOffset.self, value: 2)) == 2)
    }

    @Test func aLongChainOfWrappersResolvesOnce() {
        var element: Element = Spacer(10).layoutTrait(key: ShelfOffset.self, value: 9)
        for index in 0..<2_000 {
            element = index.isMultiple(of: 2) ? element.keyed(index) : element.opacity(1)
        }
        #expect(offset(of: element) == 9)
    }
}

/// How far right the shelf moves a child.
private enum ShelfOffset: LayoutTraitsKey {
    static let defaultValue: CGFloat = 0
}

private enum BoundsKey: AnchorPreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Places its children side by side from the left, each moved right by its `ShelfOffset` trait,
/// starting over at 0 for each child (so a child's x is its own offset plus nothing).
private struct Shelf: Layout {
    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
    ) -> CGSize {
        CGSize(width: 100, height: 10)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        for subelement in subelements {
            subelement.place(at: CGPoint(x: subelement[ShelfOffset.self], y: 0), size: CGSize(width: 10, height: 10))
        }
    }
}

private struct ElementContentHolder: Element {
    var content: ElementContent
}

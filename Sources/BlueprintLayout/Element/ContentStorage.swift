import Foundation

/// The kinds of content an element can have. Each kind measures and places through the
/// ``LayoutNode`` that the engine made for the element in the current pass.
protocol ContentStorage: AnyObject {
    /// How many child elements the content has.
    var childCount: Int { get }

    /// The content's size for `proposal`, uncached (the node's cache is consulted by the caller).
    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize

    /// Places the children in a frame of `size` and returns their result nodes.
    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode]

    /// Traits and a wrapped element when this content only attaches layout traits to another
    /// element (``Element/layoutTrait(key:value:)``); `nil` for every other kind.
    var traitCarrier: TraitCarryingStorage? { get }

    /// The node of the child whose layout traits this content carries to its parent, because the
    /// content lays out exactly as that child (``Keyed``, ``Opacity``, a spacing preference, an
    /// environment adapter, …); `nil` for content that lays out children of its own. The node is
    /// the one measuring and placing use, made now if it was not yet.
    func traitForwardingNode(of node: LayoutNode) -> LayoutNode?

    /// The element's spacing preferences: zero for content that lays out its own children,
    /// forwarded from the child by transparent wrappers.
    func spacing(node: LayoutNode) -> ElementSpacing

    /// Destroys the layout cache this storage put in the node's cache slot.
    func destroyCache(in node: LayoutNode)
}

extension ContentStorage {
    var traitCarrier: TraitCarryingStorage? { nil }

    func traitForwardingNode(of node: LayoutNode) -> LayoutNode? { nil }

    func spacing(node: LayoutNode) -> ElementSpacing { .zero }

    func destroyCache(in node: LayoutNode) {}
}

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

    /// Whether the content may lay out as one child element (a wrapper that measures as its
    /// child and gives it the whole frame). Cheap, and may say yes too often: the node then asks
    /// ``traitForwardingChild`` when a parent first reads its traits.
    var mayForwardTraits: Bool { get }

    /// The child whose layout traits this content carries to its parent, because the content lays
    /// out exactly as that child (``Keyed``, ``Opacity``, a spacing preference, an environment
    /// adapter, …); `nil` for content that lays out children of its own.
    var traitForwardingChild: Element? { get }

    /// The element's spacing preferences: zero for content that lays out its own children,
    /// forwarded from the child by transparent wrappers.
    func spacing(node: LayoutNode) -> ElementSpacing

    /// Destroys the layout cache this storage put in the node's cache slot.
    func destroyCache(in node: LayoutNode)
}

extension ContentStorage {
    var traitCarrier: TraitCarryingStorage? { nil }

    var mayForwardTraits: Bool { false }

    var traitForwardingChild: Element? { nil }

    func spacing(node: LayoutNode) -> ElementSpacing { .zero }

    func destroyCache(in node: LayoutNode) {}
}

import Foundation

/// The kinds of content an element can have. Each kind measures and places through the
/// ``LayoutNode`` that the engine made for the element in the current pass.
///
/// A class to subclass (each kind is a final subclass) rather than a protocol: a node calls its
/// content's storage without retaining it, through an `Unmanaged` reference (see
/// ``LayoutNodeState/storage(of:)``), which needs a class type.
class ContentStorage {
    init() {}

    /// How many child elements the content has.
    var childCount: Int { Self.subclassMustOverride() }

    /// The content's size for `proposal`, uncached (the node's cache is consulted by the caller).
    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize { Self.subclassMustOverride() }

    /// Places the children in a frame of `size` and returns their result nodes.
    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] { Self.subclassMustOverride() }

    /// Whether this content lays out exactly as one child (``Keyed``, ``Opacity``, a spacing
    /// preference, an environment adapter, …), so that the child's layout traits reach the
    /// content's parent through ``traitForwardingNode(of:)``. `false` for content that lays out
    /// children of its own (the default); the engine asks nothing more of such content.
    var forwardsTraits: Bool { false }

    /// The node of the child whose layout traits this content carries to its parent (asked only
    /// when ``forwardsTraits`` is `true`). The node is the one measuring and placing use, made now
    /// if it was not yet.
    func traitForwardingNode(of node: LayoutNode) -> LayoutNode? { nil }

    /// The element's spacing preferences: zero for content that lays out its own children,
    /// forwarded from the child by transparent wrappers.
    func spacing(node: LayoutNode) -> ElementSpacing { .zero }

    /// Destroys the layout cache this storage put in the node's cache slot.
    func destroyCache(in node: LayoutNode) {}

    private static func subclassMustOverride() -> Never {
        preconditionFailure("BlueprintLayout: a ContentStorage subclass does not override a required member")
    }
}

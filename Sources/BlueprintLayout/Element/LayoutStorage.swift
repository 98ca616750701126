import Foundation

/// A child added through ``ElementContent/Builder``.
struct LayoutChild {
    var traits: LayoutTraits
    var key: ChildKey?
    var element: Element
}

/// Content whose children are measured and placed by a ``Layout``.
final class LayoutStorage<LayoutType: Layout>: ContentStorage {
    let layout: LayoutType
    let children: [LayoutChild]

    /// Whether the layout lays out exactly as its only child (see ``LaysOutAsChild``).
    let forwardsTraits: Bool

    init(layout: LayoutType, children: [LayoutChild], forwardsTraits: Bool = false) {
        self.layout = layout
        self.children = children
        self.forwardsTraits = forwardsTraits
    }

    var childCount: Int { children.count }

    /// The only child's node, when the layout measures as it and gives it the whole frame.
    func traitForwardingNode(of node: LayoutNode) -> LayoutNode? {
        forwardsTraits ? node.childNodes(children)[0] : nil
    }

    // Stacks are most of every tree: their calls run a specialized copy instead of generic code
    // that looks up type metadata on every call. (Rows and columns use `StackChildList`; this
    // covers stacks built with `ElementContent(layout:)`.)
    @_specialize(exported:false,where LayoutType == StackLayout)
    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        LayoutContent.sizeThatFits(proposal, layout: layout, children: children, node: node)
    }

    @_specialize(exported:false,where LayoutType == StackLayout)
    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        LayoutContent.placeChildren(in: size, layout: layout, children: children, node: node)
    }

    /// Zero, except for transparent single-child layouts, which forward their child's.
    func spacing(node: LayoutNode) -> ElementSpacing {
        guard children.count == 1, let host = layout as? any SingleChildHosting,
            host.hostedLayout is PassesSpacingThrough
        else { return .zero }
        return LayoutContent<LayoutType>.subelements(of: node, children: children)[0].spacing
    }

    func destroyCache(in node: LayoutNode) {
        LayoutContent<LayoutType>.destroyCache(in: node)
    }
}

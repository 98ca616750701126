import Foundation

/// Content that measures as its one child and gives it the whole frame. It may state spacing
/// preferences of its own, which combine with the child's.
///
/// Content made with ``ElementContent/init(measuring:)`` is passthrough content that only
/// measures: the element measures as the child but places nothing, has no children and forwards
/// neither traits nor spacing.
final class PassthroughStorage: ContentStorage {
    let child: Element
    let statedSpacing: ElementSpacing?
    /// Whether the content only measures as the child, and places nothing.
    let measuresOnly: Bool

    init(child: Element, spacing: ElementSpacing? = nil) {
        self.child = child
        statedSpacing = spacing
        measuresOnly = false
    }

    init(measuring element: Element) {
        child = element
        statedSpacing = nil
        measuresOnly = true
    }

    override var childCount: Int { measuresOnly ? 0 : 1 }

    // Lays out as its child: the child's layout traits are this element's.
    override var forwardsTraits: Bool { !measuresOnly }
    override func traitForwardingNode(of node: LayoutNode) -> LayoutNode? {
        measuresOnly ? nil : node.passthroughChild(child)
    }

    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        node.passthroughChild(child).measureUncached(proposal)
    }

    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        measuresOnly ? [] : node.passthroughChild(child).passthroughResult(in: size)
    }

    override func spacing(node: LayoutNode) -> ElementSpacing {
        if measuresOnly { return .zero }
        let childSpacing = node.passthroughChild(child).spacing
        return statedSpacing.map { $0.union(childSpacing) } ?? childSpacing
    }
}

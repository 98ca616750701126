import Foundation

/// Content that measures as its one child and gives it the whole frame. It may state spacing
/// preferences of its own, which combine with the child's.
final class PassthroughStorage: ContentStorage {
    let child: Element
    let statedSpacing: ElementSpacing?

    init(child: Element, spacing: ElementSpacing? = nil) {
        self.child = child
        statedSpacing = spacing
    }

    var childCount: Int { 1 }

    // Lays out as its child: the child's layout traits are this element's.
    var forwardsTraits: Bool { true }
    func traitForwardingNode(of node: LayoutNode) -> LayoutNode? { node.passthroughChild(child) }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        node.passthroughChild(child).measureUncached(proposal)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        node.passthroughChild(child).passthroughResult(in: size)
    }

    func spacing(node: LayoutNode) -> ElementSpacing {
        let childSpacing = node.passthroughChild(child).spacing
        return statedSpacing.map { $0.union(childSpacing) } ?? childSpacing
    }
}

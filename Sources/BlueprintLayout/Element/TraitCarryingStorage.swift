import Foundation

/// Content that only attaches traits to another element; unwrapped when a node is made.
final class TraitCarryingStorage: ContentStorage {
    let traits: LayoutTraits
    let wrapped: Element

    init(traits: LayoutTraits, wrapped: Element) {
        self.traits = traits
        self.wrapped = wrapped
    }

    override var childCount: Int { 1 }

    // Lays out as its child: the child's layout traits are this element's.
    override var forwardsTraits: Bool { true }
    override func traitForwardingNode(of node: LayoutNode) -> LayoutNode? { node.passthroughChild(wrapped) }

    // Reached only when the carrier is the root: it then passes through.
    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        node.passthroughChild(wrapped).measureUncached(proposal)
    }

    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        node.passthroughChild(wrapped).passthroughResult(in: size)
    }

    override func spacing(node: LayoutNode) -> ElementSpacing {
        node.passthroughChild(wrapped).spacing
    }
}

import Foundation

/// Content that changes the environment for its one child.
final class EnvironmentAdaptingStorage: ContentStorage {
    let adapter: (inout Environment) -> Void
    let child: Element

    init(adapter: @escaping (inout Environment) -> Void, child: Element) {
        self.adapter = adapter
        self.child = child
    }

    override var childCount: Int { 1 }

    // Lays out as its child: the child's layout traits are this element's.
    override var forwardsTraits: Bool { true }
    override func traitForwardingNode(of node: LayoutNode) -> LayoutNode? { childNode(node) }

    private func childNode(_ node: LayoutNode) -> LayoutNode {
        if let existing = node.singleChild { return existing }
        var environment = node.environment
        adapter(&environment)
        return node.passthroughChild(child, environment: environment)
    }

    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        childNode(node).measureUncached(proposal)
    }

    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        childNode(node).passthroughResult(in: size)
    }

    override func spacing(node: LayoutNode) -> ElementSpacing {
        childNode(node).spacing
    }
}

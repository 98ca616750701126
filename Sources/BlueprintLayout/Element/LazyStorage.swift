import Foundation

/// Content built from the constraint when it is measured or laid out.
final class LazyStorage: ContentStorage {
    let builder: (ElementContent.LayoutPhase, SizeConstraint, Environment) -> Element

    init(builder: @escaping (ElementContent.LayoutPhase, SizeConstraint, Environment) -> Element) {
        self.builder = builder
    }

    override var childCount: Int { 1 }

    /// A fresh node for a freshly built element: caches from an element built for another
    /// constraint would not describe this one.
    private func childNode(for element: Element, _ node: LayoutNode) -> LayoutNode {
        LayoutNode(child: element, traits: .empty, key: nil, environment: node.environment, context: node.context)
    }

    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        let element = builder(.measurement, proposal, node.environment)
        return childNode(for: element, node).measureUncached(proposal)
    }

    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        let element = builder(.layout, SizeConstraint(size), node.environment)
        return childNode(for: element, node).passthroughResult(in: size)
    }
}

import Foundation

/// Runs a ``Layout`` that the engine knows only through the public API (a user's layout, or a
/// built-in one given to ``ElementContent/init(layout:configure:)``): the layout gets the child
/// nodes as subelements, made once per element per pass.
///
/// The layout's type is not known where this runs: the entry points are written here for
/// ``LayoutChild`` arrays, so that the generic code looks up no type but the layout's.
struct SubelementsLayout<Wrapped: Layout>: NodeLayout {
    let layout: Wrapped

    typealias Children = [LayoutChild]
    typealias NodeCache = Wrapped.Cache

    // Not used: the entry points below reach the layout directly.
    func makeCache(nodes: Nodes) -> Wrapped.Cache {
        layout.makeCache(subelements: Self.subelements(of: nodes.parent, nodes.nodes), environment: nodes.environment)
    }

    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        Self.sizeThatFits(proposal, layout: layout, node: nodes.parent, children: nodes.nodes)
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {
        Self.place(in: size, layout: layout, node: nodes.parent, children: nodes.nodes)
    }

    static func measure(_ proposal: SizeConstraint, storage: LayoutStorage<Self, [LayoutChild]>, node: LayoutNode)
        -> CGSize
    {
        sizeThatFits(proposal, layout: storage.layout.layout, node: node, children: node.childNodes(storage.children))
    }

    static func results(in size: CGSize, storage: LayoutStorage<Self, [LayoutChild]>, node: LayoutNode)
        -> [LayoutResultNode]
    {
        let children = storage.children
        guard !children.isEmpty else { return [] }
        let layout = storage.layout.layout
        let nodes = node.childNodes(children)
        return nodes.results(in: size, of: node) {
            place(in: size, layout: layout, node: node, children: nodes)
        }
    }

    static func onlyChildNode(storage: LayoutStorage<Self, [LayoutChild]>, node: LayoutNode) -> LayoutNode {
        node.childNodes(storage.children)[0]
    }

    /// The subelements of `node`'s `children`, made on first use and kept on the node until the
    /// layout has placed them.
    private static func subelements(of node: LayoutNode, _ children: ChildNodes) -> LayoutSubelements {
        if let subelements = node.subelements {
            return subelements
        }
        let lifetime = node.withContext { $0.lifetime }
        let subelements = children.indices.map { LayoutSubelement(node: children[$0], lifetime: lifetime) }
        node.subelements = subelements
        return subelements
    }

    private static func sizeThatFits(
        _ proposal: SizeConstraint, layout: Wrapped, node: LayoutNode, children: ChildNodes
    ) -> CGSize {
        let subelements = subelements(of: node, children)
        let environment = node.environment
        return LayoutCache.withCache(
            node, makeCache: { layout.makeCache(subelements: subelements, environment: environment) }
        ) {
            layout.sizeThatFits(proposal: proposal, subelements: subelements, environment: environment, cache: &$0)
        }
    }

    private static func place(in size: CGSize, layout: Wrapped, node: LayoutNode, children: ChildNodes) {
        let subelements = subelements(of: node, children)
        let environment = node.environment
        LayoutCache.withCache(
            node, makeCache: { layout.makeCache(subelements: subelements, environment: environment) }
        ) {
            layout.placeSubelements(in: size, subelements: subelements, environment: environment, cache: &$0)
        }
    }
}

import Foundation

/// Runs a ``Layout`` that the engine knows only through the public API (a user's layout): the
/// layout gets the child nodes as subelements, made once per element per pass.
///
/// The children are the ``LayoutChild``s of ``ElementContent/Builder`` (`ElementContent(layout:configure:)`)
/// or a ``LayoutContainer``'s own.
///
/// The layout's type is not known where this runs, so the entry points are written here rather
/// than taken from ``NodeLayout``'s: the generic code then calls the layout in place in its storage
/// instead of copying it through the runtime.
struct SubelementsLayout<Wrapped: Layout, ChildList: LayoutChildList>: NodeLayout {
    typealias Children = ChildList
    typealias NodeCache = Wrapped.Cache

    var layout: Wrapped

    // `NodeLayout`'s own requirements, for completeness: the entry points below do not use them.

    func makeCache(nodes: Nodes) -> Wrapped.Cache {
        layout.makeCache(subelements: Self.subelements(of: nodes.parent, nodes.nodes), environment: nodes.environment)
    }

    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        Self.measure(proposal, storage: nodes.storage, node: nodes.parent)
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {
        Self.place(in: size, storage: nodes.storage, node: nodes.parent, children: nodes.nodes)
    }

    // MARK: - Entry points

    static func measure(_ proposal: SizeConstraint, storage: Storage, node: LayoutNode) -> CGSize {
        let subelements = subelements(of: node, node.childNodes(in: storage))
        let environment = node.environment
        return LayoutCache.withCache(
            node, makeCache: { storage.layout.layout.makeCache(subelements: subelements, environment: environment) }
        ) {
            storage.layout.layout.sizeThatFits(
                proposal: proposal, subelements: subelements, environment: environment, cache: &$0)
        }
    }

    static func results(in size: CGSize, storage: Storage, node: LayoutNode) -> [LayoutResultNode] {
        guard storage.children.count > 0 else { return [] }
        let nodes = node.childNodes(in: storage)
        return nodes.results(in: size, of: node) {
            place(in: size, storage: storage, node: node, children: nodes)
        }
    }

    static func onlyChildNode(storage: Storage, node: LayoutNode) -> LayoutNode {
        node.childNodes(in: storage)[0]
    }

    private static func place(in size: CGSize, storage: Storage, node: LayoutNode, children: ChildNodes) {
        let subelements = subelements(of: node, children)
        let environment = node.environment
        LayoutCache.withCache(
            node, makeCache: { storage.layout.layout.makeCache(subelements: subelements, environment: environment) }
        ) {
            storage.layout.layout.placeSubelements(
                in: size, subelements: subelements, environment: environment, cache: &$0)
        }
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
}

import Foundation

/// Content with one child laid out by a ``SingleChildLayout`` (``Inset``, ``ConstrainedSize``,
/// ``ConstrainedAspectRatio``, a user's layout, …; layouts that measure exactly as the child have
/// ``MeasuresAsChildStorage``): the child's node is the node's only child, and the layout gets one
/// subelement for it, with no array of subelements.
///
/// The engine calls the storage through ``ContentStorage``, whose witnesses for a generic class
/// are the generic code: every call then looks up the layout's cache type and copies values
/// through the runtime. The most common wrappers therefore lay out through a subclass for their
/// own layout type that overrides ``sizeThatFits(_:node:)`` and ``placeChildren(in:node:)`` with
/// a call to this class's implementation, which the compiler then specializes for that layout
/// (`InsetStorage`: the `wrappers` bench tree, ten insets per item, lays out in 14% fewer
/// instructions).
class SingleChildStorage<Wrapped: SingleChildLayout>: ContentStorage {
    let layout: Wrapped
    let child: Element
    let key: ChildKey?

    init(layout: Wrapped, child: Element, key: ChildKey?) {
        self.layout = layout
        self.child = child
        self.key = key
    }

    var childCount: Int { 1 }

    /// The child's node, made on first use.
    @inline(__always)
    private func childNode(of node: LayoutNode) -> LayoutNode {
        node.onlyChildNode(child, key: key)
    }

    @inline(__always)
    private func subelement(_ childNode: LayoutNode, of node: LayoutNode) -> LayoutSubelement {
        LayoutSubelement(node: childNode, lifetime: node.withContext { $0.lifetime })
    }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        let subelement = subelement(childNode(of: node), of: node)
        let environment = node.environment
        let layout = layout
        return LayoutCache.withCache(
            node, makeCache: { layout.makeCache(subelement: subelement, environment: environment) }
        ) {
            layout.sizeThatFits(proposal: proposal, subelement: subelement, environment: environment, cache: &$0)
        }
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        let childNode = childNode(of: node)
        let subelement = subelement(childNode, of: node)
        let environment = node.environment
        let layout = layout
        return ChildNodes(first: childNode.state, count: 1).results(in: size, of: node) {
            LayoutCache.withCache(
                node, makeCache: { layout.makeCache(subelement: subelement, environment: environment) }
            ) {
                layout.placeSubelement(in: size, subelement: subelement, environment: environment, cache: &$0)
            }
        }
    }

    func spacing(node: LayoutNode) -> ElementSpacing {
        guard layout is PassesSpacingThrough else { return .zero }
        return subelement(childNode(of: node), of: node).spacing
    }

    func destroyCache(in node: LayoutNode) {
        LayoutCache.destroyCache(of: Wrapped.Cache.self, in: node)
    }
}

import Foundation

/// Content with one child whose layout measures exactly as the child (``MeasuresAsChild``:
/// ``Aligned``, and the layouts that lay out as the child, ``LaysOutAsChild``: ``Keyed``,
/// ``Opacity``, ``Hidden``, ``Transformed``, …). The layout only places the child (by default in
/// the whole frame) or changes its attributes; one that lays out as its child forwards the child's
/// layout traits as its own.
///
/// The class is not generic: its layout is kept as an existential (each of these layouts fits the
/// existential's inline buffer, so nothing is allocated for it), and the engine's calls reach the
/// layout's own specialized code through its conformance, where a generic storage would run the
/// generic code for every call (see ``SingleChildStorage``).
final class MeasuresAsChildStorage: ContentStorage {
    private let layout: any MeasuresAsChild
    private let child: Element
    private let key: ChildKey?
    // Both known when the content is made, from the layout's type.
    let forwardsTraits: Bool
    /// Whether the layout passes the child's spacing preferences through (``Keyed``).
    private let passesSpacing: Bool

    init(layout: some MeasuresAsChild, child: Element, key: ChildKey?) {
        self.layout = layout
        self.child = child
        self.key = key
        forwardsTraits = layout is any LaysOutAsChild
        passesSpacing = layout is PassesSpacingThrough
    }

    var childCount: Int { 1 }

    /// The child's node, made on first use.
    private func childNode(of node: LayoutNode) -> LayoutNode {
        node.onlyChildNode(child, key: key)
    }

    func traitForwardingNode(of node: LayoutNode) -> LayoutNode? {
        forwardsTraits ? childNode(of: node) : nil
    }

    // The layout's size is the child's measurement.
    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        childNode(of: node).measure(proposal)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        let childNode = childNode(of: node)
        let subelement = LayoutSubelement(node: childNode, lifetime: node.withContext { $0.lifetime })
        // The child fills the frame unless the layout places it.
        return ChildNodes(first: childNode.state, count: 1).results(in: size, of: node) {
            var cache: Void = ()
            layout.placeSubelement(in: size, subelement: subelement, environment: node.environment, cache: &cache)
        }
    }

    func spacing(node: LayoutNode) -> ElementSpacing {
        passesSpacing ? childNode(of: node).spacing : .zero
    }
}

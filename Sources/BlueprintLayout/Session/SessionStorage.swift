import Foundation

/// The content of a node made by a layout session: it answers the engine's requests from the
/// trace of the previous pass while they come in the same order, and otherwise passes them to the
/// element's own content, recording them for the next pass.
///
/// Replaying is exact: a content's answers depend only on its element, the environment values it
/// and its subtree read, and the requests it received before (the engine's measurement caches of
/// its subtree fill in request order), so the same element, values and requests give the same
/// answers. When a request differs from the trace, the content first receives for real the
/// requests answered from the trace so far (which brings its subtree's caches to where a fresh
/// pass has them), then the new one.
final class SessionStorage: ContentStorage {
    let node: SessionNode
    let pass: SessionPass
    /// The element's own content storage, made on first need from `element`.
    private var inner: (any ContentStorage)?
    private let element: Element
    /// Whether the node is the root (whose trait carriers are not unwrapped).
    private let isRoot: Bool
    let forwardsTraits: Bool

    init(
        node: SessionNode, pass: SessionPass, inner: (any ContentStorage)?, element: Element, isRoot: Bool,
        forwardsTraits: Bool
    ) {
        self.node = node
        self.pass = pass
        self.inner = inner
        self.element = element
        self.isRoot = isRoot
        self.forwardsTraits = forwardsTraits
    }

    /// The element's own content storage.
    private var content: any ContentStorage {
        if let inner { return inner }
        // The element is the one of the previous pass, unchanged: its content has storage.
        let made = (isRoot ? SessionPass.root(element) : SessionPass.unwrap(element, traits: .empty)).content.storage!
        inner = made
        return made
    }

    var childCount: Int { content.childCount }

    func sizeThatFits(_ proposal: SizeConstraint, node layoutNode: LayoutNode) -> CGSize {
        if let cursor = node.cursor {
            if cursor < node.previousTrace.count, case .measure(let key, let size) = node.previousTrace[cursor],
                key == proposal
            {
                node.cursor = cursor + 1
                node.record(.measure(key, size))
                pass.statistics.measurementsReused += 1
                return size
            }
            catchUp(layoutNode)
        }
        let size = pass.running(node) { content.sizeThatFits(proposal, node: layoutNode) }
        node.record(.measure(proposal, size))
        pass.statistics.measurementsComputed += 1
        return size
    }

    func placeChildren(in size: CGSize, node layoutNode: LayoutNode) -> [LayoutResultNode] {
        if let cursor = node.cursor {
            if node.replaysPlacement, cursor < node.previousTrace.count,
                case .place(let placedSize, let children, let count) = node.previousTrace[cursor], placedSize == size
            {
                node.cursor = cursor + 1
                node.record(.place(placedSize, children, count))
                pass.statistics.placementsReused += 1
                pass.statistics.resultNodesReused += count
                return children
            }
            if content.childCount == 0 {
                // No child has a cache to bring up to date: a placement of nothing is nothing.
                node.cursor = nil
                node.ran = true
            } else {
                catchUp(layoutNode)
            }
        }
        let before = pass.resultNodeCount(layoutNode)
        let children = pass.running(node) { content.placeChildren(in: size, node: layoutNode) }
        node.record(.place(size, children, pass.resultNodeCount(layoutNode) - before))
        pass.statistics.placementsComputed += 1
        return children
    }

    /// Stops replaying: the requests answered from the trace so far go to the content for real.
    private func catchUp(_ layoutNode: LayoutNode) {
        guard let cursor = node.cursor else { return }
        node.cursor = nil
        node.ran = true
        for event in node.previousTrace[..<cursor] {
            guard case .measure(let proposal, let expected) = event else { continue }
            let size = pass.running(node) { content.sizeThatFits(proposal, node: layoutNode) }
            pass.statistics.measurementsComputed += 1
            assert(size == expected, "BlueprintLayout: a layout session replayed a measurement wrongly")
        }
    }

    func traitForwardingNode(of layoutNode: LayoutNode) -> LayoutNode? {
        let child = pass.running(node) { content.traitForwardingNode(of: layoutNode) }
        if let child { node.forwardedTraits = pass.running(node) { child.traits } }
        return child
    }

    func spacing(node layoutNode: LayoutNode) -> ElementSpacing {
        if let spacing = node.spacing { return spacing }
        let spacing = pass.running(node) { content.spacing(node: layoutNode) }
        node.spacing = spacing
        return spacing
    }

    func destroyCache(in layoutNode: LayoutNode) {
        inner?.destroyCache(in: layoutNode)
    }
}

import Foundation

/// A session node is the content of the engine's node for its element while a pass runs: it
/// answers the engine's requests from the trace of the previous pass while they come in the same
/// order, and otherwise passes them to the element's own content, recording them for the next
/// pass. Being the node itself, it costs no allocation per element and pass.
///
/// Replaying is exact: a content's answers depend only on its element, the environment values it
/// and its subtree read, and the requests it received before (the engine's measurement caches of
/// its subtree fill in request order), so the same element, values and requests give the same
/// answers. When a request differs from the trace, the content first receives for real the
/// requests answered from the trace so far (which brings its subtree's caches to where a fresh
/// pass has them), then the new one.
extension SessionNode {
    /// The element's own content storage.
    private var content: ContentStorage {
        if let inner { return inner }
        // The element is the one of the previous pass, unchanged: its content has storage. Asked
        // something new, its children will likely be too: a stack is laid out incrementally only
        // when it keeps records of them, whose children it then lays out apart from their nodes
        // (see `IncrementalStack`).
        var made = (isRoot ? SessionPass.root(element) : SessionPass.unwrap(element, traits: .empty)).content.storage!
        if stackRecords != nil, !detached, runningPass.rules.laysOutApart {
            made = runningPass.storage(made, of: self) ?? made
        }
        inner = made
        return made
    }

    /// The pass running the node.
    private var runningPass: SessionPass { currentPass.unsafelyUnwrapped }

    var contentChildCount: Int { content.childCount }

    func measureContent(_ proposal: SizeConstraint, node layoutNode: LayoutNode) -> CGSize {
        let pass = runningPass
        if let cursor {
            if let size = tracedSize(at: cursor, for: proposal) {
                self.cursor = cursor + 1
                pass.statistics.measurementsReused += 1
                return size
            }
            leaveReplay(layoutNode, pass: pass)
        }
        let size = run(layoutNode, pass: pass) { content.sizeThatFits(proposal, node: layoutNode) }
        record(.measure(proposal, size))
        pass.statistics.measurementsComputed += 1
        return size
    }

    func placeContentChildren(in size: CGSize, node layoutNode: LayoutNode) -> [LayoutResultNode] {
        let pass = runningPass
        if let cursor {
            if replaysPlacement, let (children, count) = tracedPlacement(at: cursor, in: size) {
                self.cursor = cursor + 1
                pass.statistics.placementsReused += 1
                pass.statistics.resultNodesReused += count
                return children
            }
            if content.childCount == 0 {
                // No child has a cache to bring up to date: a placement of nothing is nothing.
                stopReplaying()
            } else {
                leaveReplay(layoutNode, pass: pass)
            }
        }
        let before = pass.resultNodeCount(layoutNode)
        let children = run(layoutNode, pass: pass) { content.placeChildren(in: size, node: layoutNode) }
        let count = pass.resultNodeCount(layoutNode) - before
        record(.place(size, children, count))
        // Detached, each node below was placed by its content too.
        pass.statistics.placementsComputed += detached ? 1 + count : 1
        return children
    }

    /// Runs `body`, a request to the content, with this node's content running. Detached, the
    /// measurements of the nodes below (which have no session node to count them) count as
    /// computed.
    @inline(__always)
    private func run<Result>(_ layoutNode: LayoutNode, pass: SessionPass, _ body: () -> Result) -> Result {
        guard detached else { return pass.running(self, body) }
        let before = layoutNode.withContext { $0.measurements }
        let result = pass.running(self, body)
        pass.statistics.measurementsComputed += layoutNode.withContext { $0.measurements } - before
        return result
    }

    /// Leaves replaying at a request the trace does not answer: the node runs detached (see
    /// ``SessionNode/detached``) when the rules allow, no child was made yet in this pass
    /// (content asked for its traits or spacing may have made some, matched with their records)
    /// and its subtree holds no list (whose rows a later pass may change one by one: laid out
    /// through their records, they answer that pass as they would after any other). Its content
    /// then receives the requests answered so far for real.
    private func leaveReplay(_ layoutNode: LayoutNode, pass: SessionPass) {
        if pass.rules.detachesReruns, madeChildCount == 0, !holdsList {
            detached = true
            pass.detachedNodes += 1
            // Its subtree is laid out as a fresh layout does: a stack's content made already (for
            // its child count, say) is not laid out incrementally.
            if let inner, let stack = IncrementalStack.ran(as: inner) { self.inner = stack.wrappedStorage }
        }
        catchUp(layoutNode, pass: pass)
    }

    /// The size the trace's event at `cursor` answers to a measurement in `proposal`, if it is
    /// that measurement.
    @inline(__always)
    func tracedSize(at cursor: Int, for proposal: SizeConstraint) -> CGSize? {
        guard cursor < trace.count, case .measure(let key, let size) = trace[cursor], key == proposal else {
            return nil
        }
        return size
    }

    /// The children's results, and how many result nodes they hold, that the trace's event at
    /// `cursor` answers to a placement in a frame of `size`, if it is that placement.
    @inline(__always)
    func tracedPlacement(at cursor: Int, in size: CGSize) -> (children: [LayoutResultNode], count: Int)? {
        guard cursor < trace.count, case .place(let placedSize, let children, let count) = trace[cursor],
            placedSize == size
        else { return nil }
        return (children, count)
    }

    /// Stops replaying: the requests answered from the trace so far go to the content for real.
    private func catchUp(_ layoutNode: LayoutNode, pass: SessionPass) {
        guard let cursor else { return }
        stopReplaying()
        for index in 0..<cursor {
            guard case .measure(let proposal, let expected) = trace[index] else { continue }
            let size = run(layoutNode, pass: pass) { content.sizeThatFits(proposal, node: layoutNode) }
            pass.statistics.measurementsComputed += 1
            assert(size == expected, "BlueprintLayout: a layout session replayed a measurement wrongly")
        }
    }

    func contentTraitForwardingNode(of layoutNode: LayoutNode) -> LayoutNode? {
        let pass = runningPass
        let child = pass.running(self) { content.traitForwardingNode(of: layoutNode) }
        if let child { forwardedTraits = pass.running(self) { child.traits } }
        return child
    }

    func contentSpacing(node layoutNode: LayoutNode) -> ElementSpacing {
        if let spacing { return spacing.value }
        let spacing = runningPass.running(self) { content.spacing(node: layoutNode) }
        self.spacing = KeptSpacing(spacing)
        return spacing
    }

    func destroyContentCache(in layoutNode: LayoutNode) {
        inner?.destroyCache(in: layoutNode)
    }
}

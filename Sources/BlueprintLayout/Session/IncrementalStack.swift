import Foundation

/// The content of a row or column that a session pass lays out again: it makes the engine's node
/// only for the children that need one, and answers for the others from their records.
///
/// When a stack's element changed (a row edited, inserted or removed in a long list), the stack
/// runs its algorithm again over every child. Made the usual way, each child gets the engine's
/// node, whose requests its session node then answers from the record. Here a child whose record
/// may be replayed with its element (``SessionPass/Claim/replaysWithoutContent``) gets no node
/// while the record answers: its measurements come from its trace through a size cache of its own,
/// as the node's would, and its result is made from the placement in its trace. At the first
/// request the trace does not answer, the child gets its node, holding that cache, and the node
/// goes on from there exactly as if it had been made at the start (the session node keeps its
/// place in the trace). A child that is the very value of the previous pass, in order, is not even
/// begun (see ``SessionPass/claimUnchanged(child:key:)``). The result is the same, frame for frame;
/// the work saved is the making, retiring and result-making of a node per unchanged child.
///
/// Used for rows and columns of at least ``LayoutSession/Rules/incrementalStackMinimum`` children
/// (8) whose element changed, that laid out children in the previous pass and do not take their
/// gaps from spacing preferences (those read every child's content).
final class IncrementalStack: ContentStorage {
    typealias Storage = LayoutStorage<StackLayout, StackChildList>

    /// A child beside its session node: what claiming it found (kept to make its engine node
    /// later), the measurements answered while it has no engine node (which then takes them), and
    /// its engine node once it has one.
    private struct Slot {
        let reuse: ElementEquivalence.Level?
        let same: Bool
        /// Whether the session node is claimed but not begun (see
        /// ``SessionPass/claimUnchanged(child:key:)``): its trace is replayed from ``cursor``.
        var untouched = false
        var cursor = 0
        var sizeCache = SizeCache()
        var state: UnsafeMutablePointer<LayoutNodeState>?
    }

    private let storage: Storage
    private let pass: SessionPass
    // Per child, in order, from the first request of the pass: the claimed session node and its slot.
    @exclusivity(unchecked) private var nodes: [SessionNode] = []
    @exclusivity(unchecked) private var slots: [Slot] = []
    @exclusivity(unchecked) private var cache: StackLayout.StackCache?
    @exclusivity(unchecked) private var environment = Environment()
    /// Whether no child's element is wrapped by trait carriers (see ``identifier(_:type:key:counting:)``).
    @exclusivity(unchecked) private var noneUnwrapped = false

    private init(_ storage: Storage, pass: SessionPass) {
        self.storage = storage
        self.pass = pass
    }

    /// `storage` as the content of `node` in `pass`: laid out incrementally when it is a row's or
    /// column's that qualifies, else `storage` itself.
    static func storage(
        wrapping storage: any ContentStorage, of node: SessionNode, pass: SessionPass
    ) -> any ContentStorage {
        // The type's identity first, a cast only then: every changed container's storage comes here.
        guard ObjectIdentifier(type(of: storage)) == ObjectIdentifier(Storage.self), let stack = storage as? Storage,
            stack.children.count >= max(2, pass.rules.incrementalStackMinimum),
            stack.layout.spacingMode != .preferences
        else { return storage }
        return IncrementalStack(stack, pass: pass)
    }

    var childCount: Int { storage.children.count }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        let context = node.context
        prepare(node, context: context)
        return storage.layout.size(in: proposal, cache: cache!) {
            measure(child: $0, in: $1, context: context)
        }
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        let context = node.context
        prepare(node, context: context)
        let count = nodes.count
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        storage.layout.frames(in: size, cache: cache!) {
            measure(child: $0, in: $1, context: context)
        } _: { _, frame in
            // A frame the engine would take for "not placed" fills the stack, as there.
            frames.append(LayoutSubelement.Placement.frame(frame, orFilling: size))
        }
        var identifiers = ElementIdentifier.Factory(siblings: count)
        var results: [LayoutResultNode] = []
        results.reserveCapacity(count)
        // Inside an anchor-preference reader, a result's origin counts: engine nodes make them.
        let replays = context.anchorReaders == 0
        let items = storage.children.items
        for index in 0..<count {
            if replays, slots[index].state == nil,
                appendReplayedResult(
                    index, frame: frames[index], key: items[index].key, to: &results, identifiers: &identifiers,
                    context: context)
            {
                continue
            }
            let child = LayoutNode(state: engineNode(index, context: context))
            let identifier = identifier(index, type: child.elementType, key: items[index].key, counting: &identifiers)
            results.append(
                child.result(frame: frames[index], attributes: LayoutSubelement.Attributes(), identifier: identifier))
        }
        return results
    }

    /// At the first request of the pass: claims every child, in order, makes the engine's node of
    /// each that needs one now, and reads the children's traits.
    private func prepare(_ node: LayoutNode, context: LayoutContext) {
        guard cache == nil else { return }
        let count = storage.children.count
        environment = node.environment
        nodes.reserveCapacity(count)
        slots.reserveCapacity(count)
        // The traits as the stack reads them from its nodes; for a child with an engine node, read
        // there once every child is claimed (they may be forwarded from the element it wraps).
        var traits: [StackLayout.Traits] = []
        traits.reserveCapacity(count)
        var needNodes = false
        let items = storage.children.items
        for index in 0..<count {
            let element = items[index].element
            if let node = pass.claimUnchanged(child: element, key: items[index].key) {
                // The common case of a long list: a row as it was, answering from its record alone.
                nodes.append(node)
                slots.append(Slot(reuse: .equal, same: true, untouched: true))
                traits.append(SessionPass.reusedTraits(of: node, items[index].traits)[layout: StackLayout.self])
                continue
            }
            let claim = pass.claimNode(child: element, key: items[index].key, environment: environment, isRoot: false)
            nodes.append(claim.node)
            slots.append(Slot(reuse: claim.reuse, same: claim.same))
            if claim.replaysWithoutContent {
                traits.append(SessionPass.reusedTraits(of: claim.node, items[index].traits)[layout: StackLayout.self])
            } else {
                traits.append(StackLayout.Traits())
                needNodes = true
            }
        }
        if needNodes {
            for index in 0..<count where !replaysWithoutContent(index) {
                traits[index] = LayoutNode(state: engineNode(index, context: context)).traits[layout: StackLayout.self]
            }
        }
        noneUnwrapped = true
        for node in nodes where node.hasUnwrapped { noneUnwrapped = false }
        cache = StackLayout.StackCache(
            traits: StackLayout.TraitList(traits, count: count),
            storage: count > StackLayout.Workspace.stackBufferLimit
                ? StackLayout.WorkspaceStorage(numbers: count * 5, gaps: nil) : nil)
    }

    /// The identifier of the child at `index`, whose engine node's element is of `type`, added with
    /// `key`: the next that `identifiers` counts, or, when no child is wrapped by trait carriers,
    /// the one its session node's path gives. The path's type is then the type of the element the
    /// identifier names (only a carrier's node holds another element than its parent gave), and
    /// its occurrence counts the siblings before it of the same type and key in this pass, as the
    /// identifier's count does from 1: no hashing of keys.
    @inline(__always)
    private func identifier(
        _ index: Int, type: any Element.Type, key: ChildKey?, counting identifiers: inout ElementIdentifier.Factory
    ) -> ElementIdentifier {
        guard noneUnwrapped else { return identifiers.next(for: type, key: key) }
        let identifier = ElementIdentifier(type: type, key: key, count: nodes[index].occurrence + 1)
        assert(
            identifier == identifiers.next(for: type, key: key),
            "BlueprintLayout: an incremental stack's child path disagrees with its identifier")
        return identifier
    }

    /// Begins the pass's part of the session node at `index`, if claimed without beginning it.
    private func begin(_ index: Int) {
        guard slots[index].untouched else { return }
        _ = pass.beginUnchanged(nodes[index], child: storage.children.items[index].element, cursor: slots[index].cursor)
        slots[index].untouched = false
    }

    /// How many events of the trace of the child at `index` the pass replayed, `nil` when it does
    /// not replay.
    @inline(__always)
    private func cursor(_ index: Int) -> Int? {
        slots[index].untouched ? slots[index].cursor : nodes[index].cursor
    }

    /// Records that the pass replayed one more event of the trace of the child at `index`.
    @inline(__always)
    private func advance(_ index: Int, from cursor: Int) {
        if slots[index].untouched {
            slots[index].cursor = cursor + 1
        } else {
            nodes[index].cursor = cursor + 1
        }
    }

    private func claim(_ index: Int) -> SessionPass.Claim {
        SessionPass.Claim(node: nodes[index], reuse: slots[index].reuse, same: slots[index].same)
    }

    private func replaysWithoutContent(_ index: Int) -> Bool { claim(index).replaysWithoutContent }

    /// The engine's node of the child at `index`, made now if it has none: initialized as the pass
    /// initializes any child's, with the measurements answered so far.
    private func engineNode(_ index: Int, context: LayoutContext) -> UnsafeMutablePointer<LayoutNodeState> {
        if let state = slots[index].state { return state }
        begin(index)
        let state = context.allocateNodes(1)
        pass.initializeNode(
            state, claim: claim(index), child: storage.children.items[index].element,
            traits: storage.children.items[index].traits, key: storage.children.items[index].key,
            environment: environment, context: context, isRoot: false)
        state.pointee.sizeCache = slots[index].sizeCache
        slots[index].state = state
        return state
    }

    /// The size of the child at `index` in `proposal`: as its engine node measures (its cache,
    /// then its content, whose session node answers from the trace), without the node while the
    /// trace answers.
    private func measure(child index: Int, in proposal: SizeConstraint, context: LayoutContext) -> CGSize {
        if let state = slots[index].state { return LayoutNode(state: state).measure(proposal) }
        if let size = slots[index].sizeCache.lookup(
            proposal, options: context.options, spill: &context.sizeCacheSpill)
        {
            context.cacheHits += 1
            return size
        }
        if let cursor = cursor(index), let answer = nodes[index].tracedSize(at: cursor, for: proposal) {
            advance(index, from: cursor)
            pass.statistics.measurementsReused += 1
            context.measurements += 1
            let size = NumericBoundary.measured(answer)
            slots[index].sizeCache.insert(proposal, size, spill: &context.sizeCacheSpill)
            return size
        }
        return LayoutNode(state: engineNode(index, context: context)).measure(proposal)
    }

    /// Appends the result of the child at `index`, which has no engine node, placed in `frame`
    /// when its trace holds the placement (the engine node would replay it); `false` otherwise.
    @inline(__always)
    private func appendReplayedResult(
        _ index: Int,
        frame: CGRect,
        key: ChildKey?,
        to results: inout [LayoutResultNode],
        identifiers: inout ElementIdentifier.Factory,
        context: LayoutContext
    ) -> Bool {
        let node = nodes[index]
        // A node claimed without beginning holds the same value: it replays placements.
        guard slots[index].untouched || node.replaysPlacement, let cursor = cursor(index),
            let (placed, count) = node.tracedPlacement(at: cursor, in: frame.size)
        else { return false }
        advance(index, from: cursor)
        pass.statistics.placementsReused += 1
        pass.statistics.resultNodesReused += count
        pass.resultsWithoutNode += 1
        let element = SessionPass.reusedElement(of: node)
        let identifier = identifier(index, type: dynamicType(of: element), key: key, counting: &identifiers)
        // As the engine's node would box its children at this depth (see `LayoutNode.result`).
        let boxed = (context.resultDepth + 1) & 15 == 0 && context.isDeep
        results.append(
            LayoutResultNode(
                element: element,
                identifier: identifier,
                layoutAttributes: LayoutAttributes(frame: frame, attributes: LayoutSubelement.Attributes()),
                children: placed,
                boxed: boxed))
        return true
    }
}

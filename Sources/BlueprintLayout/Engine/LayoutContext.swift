import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numbers lent by ``LayoutContext/takeScratchLease(_:)``: part of the pass's scratch from `base`
/// on, or memory of their own (`base` is -1) when the scratch had no room.
struct ScratchLease {
    let numbers: UnsafeMutablePointer<CGFloat>
    let base: Int
}

/// State shared by every node of one measurement or layout pass: the options, the statistics,
/// the stack limit used to move deep recursion onto a fresh thread, and the nodes' state itself.
final class LayoutContext {
    let options: LayoutOptions
    /// Tells the subelements handed out in this pass whether it still runs.
    let lifetime = LayoutPassLifetime()
    /// Content measurements performed (cache misses, and every read of a leaf of intrinsic size,
    /// which is not cached).
    @exclusivity(unchecked) var measurements = 0
    /// Measurement requests answered from a cache.
    @exclusivity(unchecked) var cacheHits = 0
    /// The measurements of the pass's nodes beyond the ones each node's cache keeps inline.
    @exclusivity(unchecked) var sizeCacheSpill = SizeCacheSpill()
    /// Below this stack address the current thread must hand work to a fresh stack.
    @exclusivity(unchecked) var stackLimit: UInt = 0
    /// Whether the pass went deeper than the calling thread's stack allows (it continued on a
    /// fresh stack at least once): results made from then on count as deep (see `isDeep`).
    @exclusivity(unchecked) var wentDeep = false
    /// How many fresh stacks the recursion running now has continued on, one inside the other
    /// (see ``DeepRecursion``).
    @exclusivity(unchecked) var freshStackDepth = 0

    /// The layout session pass this context runs, if any: it makes the pass's nodes (see
    /// ``LayoutSession``). `nil` for a fresh layout.
    @exclusivity(unchecked) var session: SessionPass?

    /// The environments the pass's node states hold, unretained (see ``KeptEnvironment``):
    /// released with the context, after every state.
    @exclusivity(unchecked) private var environments = EnvironmentKeeper()

    /// `environment` as a node state of the pass holds it: kept until the context is released.
    @inline(__always)
    func keep(_ environment: Environment) -> KeptEnvironment {
        environments.keep(environment)
    }

    /// How many nodes were retired (see ``LayoutNode/retire()``).
    @exclusivity(unchecked) var retiredStates = 0

    /// The bytes of node state above which the pass gives the memory of retired states back to the
    /// system as it goes (see ``releaseRetiredStates(from:to:)``): by default what a thread keeps
    /// between passes, so that passes of the sizes apps lay out keep their memory mapped for the
    /// next one. Tests lower it.
    let retiredStateReleaseThreshold: Int
    /// Whether the memory of retired states goes back to the system as their results are made (see
    /// ``releaseRetiredStates(from:to:)``): set once the pass's chunks hold more states than
    /// ``retiredStateReleaseThreshold`` bytes.
    @exclusivity(unchecked) private(set) var releasesRetiredStates = false
    /// The bytes of state the pass's chunks can hold.
    @exclusivity(unchecked) private var stateBytes = 0
    /// The bytes of retired states given back to the system (for tests).
    @exclusivity(unchecked) private(set) var releasedStateBytes = 0
    /// How many leaf children were let go of after their parent's measurement (see
    /// ``LayoutNode/letGoOfLeafChildren(count:)``; for tests).
    @exclusivity(unchecked) var leafChildrenLetGo = 0

    /// How many results are being made, one inside the other (the depth of the result in the making).
    @exclusivity(unchecked) var resultDepth = 0

    /// How many anchor-preference readers are placing their children, one inside the other. While
    /// there is one, results track ``anchorOrigin`` (see ``LayoutNode/enterAnchorSpace()``).
    @exclusivity(unchecked) var anchorReaders = 0
    /// The origin of the result in the making, in the outermost anchor-preference reader's space.
    @exclusivity(unchecked) var anchorOrigin = CGPoint.zero
    /// The origins of the results around the one in the making, innermost last.
    @exclusivity(unchecked) private var enclosingAnchorOrigins: [CGPoint] = []

    /// Moves ``anchorOrigin`` into a result placed at `origin` in the current one.
    @inline(never)
    func enterAnchorResult(at origin: CGPoint) {
        enclosingAnchorOrigins.append(anchorOrigin)
        anchorOrigin = CGPoint(x: anchorOrigin.x + origin.x, y: anchorOrigin.y + origin.y)
    }

    /// Moves ``anchorOrigin`` back out of the result ``enterAnchorResult(at:)`` entered.
    @inline(never)
    func leaveAnchorResult() {
        anchorOrigin = enclosingAnchorOrigins.removeLast()
    }

    /// The stack position where the pass started.
    @exclusivity(unchecked) var entryPosition: UInt = 0

    // Where layouts placed the children they are placing, innermost parent's last (see
    // `beginPlacing(_:count:)`): the children of one parent, from the time its layout places them
    // until their results are made, which is when parents inside them place theirs. Kept here
    // rather than in every node's state, which it would make 48 bytes larger.
    @exclusivity(unchecked) private var placements: UnsafeMutablePointer<ChildPlacement>?
    @exclusivity(unchecked) private var placementsCapacity = 0
    @exclusivity(unchecked) private var placing = PlacingScope()
    // The transforms layouts set, for the placements that refer to them (most keep the identity,
    // and a placement stays a plain value without one). The first `transformCount` are in use;
    // the rest are left from ended scopes, to be overwritten (so that ending a scope touches no
    // array).
    @exclusivity(unchecked) private var placedTransforms: [Transform3D] = []
    @exclusivity(unchecked) private var transformCount = 0

    // Numbers that stacks of more than `StackLayout.Workspace.stackBufferLimit` children work on
    // while a run of theirs lasts (see `takeScratchLease(_:)`): the first `scratchUsed` are
    // the runs' in progress, one inside the other, outermost first. `scratchWanted` is the most
    // the pass has asked for at once.
    @exclusivity(unchecked) private var scratch: UnsafeMutablePointer<CGFloat>?
    @exclusivity(unchecked) private var scratchCapacity = 0
    @exclusivity(unchecked) private var scratchUsed = 0
    @exclusivity(unchecked) private var scratchWanted = 0

    /// Room for `count` numbers, uninitialized, that nothing else writes until the lease is
    /// given back with ``endScratchLease(_:)``, which must come before any lease taken earlier is
    /// given back (leases nest, as the runs of stacks one inside the other do): the pass's scratch
    /// numbers above those of the leases in progress.
    ///
    /// Stacks of many children take their workspaces here instead of keeping numbers in their
    /// caches from their measurement to their placement: 40 bytes a child of every large stack,
    /// at once, for the whole pass, where this keeps the numbers of the runs in progress only.
    /// The scratch never moves while a lease holds part of it: a request it has no room for then
    /// gets memory of its own, freed when given back, and the scratch grows to what the pass
    /// asked for at once the next time no lease holds it (the thread keeps it for the next pass,
    /// up to ``NodeStatePool/scratchLimit`` numbers). A lease, not a closure: a closure here kept
    /// the stack algorithm from being inlined into a layout session's loops.
    @inline(__always)
    func takeScratchLease(_ count: Int) -> ScratchLease {
        let base = scratchUsed
        guard base + count <= scratchCapacity || makeScratchRoom(count) else {
            return ScratchLease(numbers: .allocate(capacity: count), base: -1)
        }
        scratchUsed = base + count
        return ScratchLease(numbers: scratch.unsafelyUnwrapped + base, base: base)
    }

    /// Gives back the numbers of `lease`, the latest lease not given back yet.
    @inline(__always)
    func endScratchLease(_ lease: ScratchLease) {
        if lease.base < 0 {
            lease.numbers.deallocate()
        } else {
            precondition(
                lease.base <= scratchUsed, "LayoutContext: scratch numbers given back out of order")
            scratchUsed = lease.base
        }
    }

    /// Makes room for `count` more scratch numbers when no run holds any; false when runs do.
    @inline(never)
    private func makeScratchRoom(_ count: Int) -> Bool {
        scratchWanted = max(scratchWanted, scratchUsed + count)
        guard scratchUsed == 0 else { return false }
        if scratch == nil, let kept = NodeStatePool.withCurrent({ $0.keptScratch.take() }) {
            scratch = kept.buffer
            scratchCapacity = kept.capacity
            if count <= scratchCapacity { return true }
        }
        scratch?.deallocate()
        scratch = .allocate(capacity: scratchWanted)
        scratchCapacity = scratchWanted
        return true
    }

    // The state of every node of the pass, in chunks that never move: a node is a pointer into
    // one, and the children of a node lie side by side. Allocating in chunks replaces an
    // allocation per node; a node's state is emptied when its result is made (`LayoutNode.retire()`),
    // and the pass ends by destroying the states that were not, one after another, with no
    // recursion however deep the tree, and gives the chunks to the thread's `NodeStatePool`, where
    // the next pass finds them with their pages still mapped.
    //
    // Small requests fill the current chunk; the children of a large container (more than 64)
    // get a chunk of their own, and the current chunk stays open for the nodes that follow.
    // `chunks` holds every chunk but the current one, with the number of states used in each.
    @exclusivity(unchecked) private var chunks: [(chunk: NodeStatePool.Chunk, used: Int)] = []
    // The current chunk, as the allocation path reads it.
    @exclusivity(unchecked) private var current: UnsafeMutablePointer<LayoutNodeState>?
    @exclusivity(unchecked) private var usedInCurrent = 0
    @exclusivity(unchecked) private var currentCapacity = 0
    private static let firstChunkCapacity = 16
    private static let largestChunkCapacity = 128
    /// Requests of more states than this that do not fit in the current chunk get a chunk of their
    /// own: a new current chunk for them would leave up to half of it unused (the children of
    /// 12,500 Rows of 100 left 28 states of every chunk of 128).
    private static let ownChunkThreshold = 64

    // In a pass that gives retired states back, the children of large containers (more than 64)
    // lie side by side in slabs of 1 MiB that start on a page boundary, so that a page two
    // containers' children share goes back too once both are retired (see
    // `releaseRetiredStates(from:to:)`); separate chunks have the allocator's headers between
    // them, and their shared pages never went back. `slabParts` are the blocks handed out (for
    // the end of the pass, which gives each slab back to the pool whole).
    @exclusivity(unchecked) private var slabs: [NodeStatePool.Chunk] = []
    @exclusivity(unchecked) private var slabUsed = 0
    @exclusivity(unchecked) private var slabParts: [(states: UnsafeMutablePointer<LayoutNodeState>, used: Int)] = []
    /// The bytes of a slab.
    static let slabBytes = 1 << 20
    // The bytes of retired states counted so far in each page that retired states only partly
    // cover yet (see `releaseRetiredStates(from:to:)`), by the page's address.
    @exclusivity(unchecked) private var partlyRetiredPages: [UInt: Int] = [:]

    init(options: LayoutOptions, retiredStateReleaseThreshold: Int = NodeStatePool.limitBytes) {
        self.options = options
        self.retiredStateReleaseThreshold = retiredStateReleaseThreshold
    }

    // The layout records of the pass (see ``LayoutRecord``), and the size caches of its nodes that
    // have one (see `LayoutNodeState.sizeCache`), in chunks of the thread's `NodeStatePool`.
    @exclusivity(unchecked) private var records = ChunkedValues<LayoutRecord>()
    @exclusivity(unchecked) private var sizeCaches = ChunkedValues<SizeCache>()

    // The sizes kept by stacks laid out without child nodes (see `LayoutRecord.leafSizes`), in
    // chunks that never move, each twice the last; `sizesLeft` is the room left in the last. The
    // first is the one the thread's pool kept from its last pass, and the largest goes back to it,
    // as the scratch and the placements do: after a pass or two, passes of a tree allocate none.
    @exclusivity(unchecked) private var sizeChunks: [(sizes: UnsafeMutablePointer<CGSize>, capacity: Int)] = []
    @exclusivity(unchecked) private var nextSize: UnsafeMutablePointer<CGSize>?
    @exclusivity(unchecked) private var sizesLeft = 0
    private static let firstSizeChunkCapacity = 512

    deinit {
        lifetime.end()
        // Records first: a cache in a record's slot is destroyed by its node's content.
        for (index, chunk) in records.chunks.enumerated() {
            let used = records.count(inChunk: index)
            for offset in 0..<used { LayoutRecord.destroySlotCache(of: chunk + offset) }
            chunk.deinitialize(count: used)
        }
        closeCurrentChunk()
        // Nodes are retired when their results are made, and a retired state holds no reference:
        // only the others (a measuring pass's, nodes no result was made for) are destroyed here. In
        // a layout pass every node usually has a result, and then no state is visited again.
        // (A slab's blocks are read where they lie; the slab goes back to the pool whole, below.)
        func destroyLiveStates(_ states: UnsafeMutablePointer<LayoutNodeState>, _ used: Int) {
            for index in 0..<used where states[index].isLive { (states + index).deinitialize(count: 1) }
        }
        if retiredStates < chunks.reduce(0, { $0 + $1.used }) + slabParts.reduce(0, { $0 + $1.used }) {
            for (chunk, used) in chunks { destroyLiveStates(chunk.states, used) }
            for (states, used) in slabParts { destroyLiveStates(states, used) }
        }
        NodeStatePool.withCurrent { pool in
            for (chunk, _) in chunks { pool.give(chunk) }
            for slab in slabs { pool.give(slab) }
            // Size caches hold no reference: their chunks go back as they are.
            for chunk in sizeCaches.chunks { pool.sizeCacheChunks.give(chunk) }
            // Every record was destroyed above: their chunks go back as uninitialized memory.
            for chunk in records.chunks { pool.recordChunks.give(chunk) }
            // Every scope has ended: the buffer holds no placement.
            if let placements { pool.keptPlacements.give(placements, capacity: placementsCapacity) }
            // Every lease has ended: the scratch holds no number in use.
            if let scratch { pool.keptScratch.give(scratch, capacity: scratchCapacity) }
            // Sizes are plain values, and every stack that held some has ended with the pass.
            for chunk in sizeChunks { pool.keptSizes.give(chunk.sizes, capacity: chunk.capacity) }
        }
    }

    /// Uninitialized memory for the states of `count` nodes side by side, valid until the
    /// context is released.
    @inline(__always)
    func allocateNodes(_ count: Int) -> UnsafeMutablePointer<LayoutNodeState> {
        if usedInCurrent + count > currentCapacity { return allocateBeyondCurrentChunk(count) }
        defer { usedInCurrent += count }
        return current.unsafelyUnwrapped + usedInCurrent
    }

    /// Memory for `count` states that do not fit in the current chunk: a chunk of their own when
    /// they are more than 64 (a large container's children), else the start of the next current
    /// chunk. Each is the smallest chunk the thread kept from earlier passes that fits, or new
    /// memory: new current chunks double from 16 states up to 128 (about 31 KB).
    @inline(never)
    private func allocateBeyondCurrentChunk(_ count: Int) -> UnsafeMutablePointer<LayoutNodeState> {
        let kept = NodeStatePool.withCurrent { $0.take(atLeast: count) }
        // A kept chunk of twice the room or more becomes the current chunk instead, so that the
        // rest of it is used.
        if count > Self.ownChunkThreshold, (kept?.capacity ?? 0) < 2 * count {
            if kept == nil, releasesRetiredStates, let states = allocateInSlab(count) { return states }
            let chunk = kept ?? NodeStatePool.Chunk(count: count)
            chunks.append((chunk, count))
            countStates(of: chunk)
            return chunk.states
        }
        closeCurrentChunk()
        let chunk =
            kept
            ?? NodeStatePool.Chunk(
                count: max(count, min(Self.firstChunkCapacity << min(chunks.count, 3), Self.largestChunkCapacity)))
        countStates(of: chunk)
        current = chunk.states
        currentCapacity = chunk.capacity
        usedInCurrent = count
        return chunk.states
    }

    /// Room for `count` states after those the last slab handed out, or at the start of a new
    /// slab; nil when they are more than a slab holds.
    private func allocateInSlab(_ count: Int) -> UnsafeMutablePointer<LayoutNodeState>? {
        let capacity = Self.slabBytes / MemoryLayout<LayoutNodeState>.stride
        guard count <= capacity else { return nil }
        if slabs.isEmpty || slabUsed + count > capacity {
            let memory = UnsafeMutableRawPointer.allocate(byteCount: Self.slabBytes, alignment: Self.pageSize)
            let slab = NodeStatePool.Chunk(
                states: memory.bindMemory(to: LayoutNodeState.self, capacity: capacity), capacity: capacity)
            slabs.append(slab)
            slabUsed = 0
            countStates(of: slab)
        }
        let states = slabs[slabs.count - 1].states + slabUsed
        slabUsed += count
        slabParts.append((states, count))
        return states
    }

    private func countStates(of chunk: NodeStatePool.Chunk) {
        stateBytes += NodeStatePool.bytes(chunk.capacity)
        if stateBytes > retiredStateReleaseThreshold, Self.pageSize > 0 {
            releasesRetiredStates = true
        }
    }

    /// Gives the memory of the retired states from `start` up to `end` (exclusive) back to the
    /// system: the pages they cover whole, and each page they cover in part once retired states
    /// cover all of it. Every retired state is counted once (a container's children, a batch at a
    /// time, when their results are made).
    ///
    /// A pass larger than the thread keeps for the next one (``NodeStatePool/limitBytes``) frees
    /// most of its chunks when it ends, but until then, the state of every node it made stays
    /// mapped while the results, which outlive the pass, are made beside it: a Row of 1,000,000
    /// leaves held 200 MB of retired states and 128 MB of results at once. Given back as results
    /// are made, a retired state's page reads as zeros again when touched, and a zero state reads
    /// as retired (see `LayoutNodeState.isLive`): a subelement kept past its node's retirement
    /// still traps when it is read, and nothing else reads a retired state.
    ///
    /// A page partly covered goes back only when the retired states counted in it fill it: bytes of
    /// anything else (a live state, states never counted, the allocator's headers) keep it. The
    /// children of 1,000,000 leaves in Rows of 100 (12,000 bytes each) left a third of their pages
    /// mapped before their states were counted by the page and put side by side in slabs.
    ///
    /// Only Linux guarantees that memory given back this way (`madvise` with `MADV_DONTNEED` on a
    /// private anonymous mapping, which is where the allocator takes chunks from) reads as zeros;
    /// elsewhere ``pageSize`` is 0 and no pass gives states back.
    func releaseRetiredStates(
        from start: UnsafeMutablePointer<LayoutNodeState>, to end: UnsafeMutablePointer<LayoutNodeState>
    ) {
        let page = UInt(Self.pageSize)
        let low = UInt(bitPattern: UnsafeMutableRawPointer(start))
        let high = UInt(bitPattern: UnsafeMutableRawPointer(end))
        guard page > 0, high > low else { return }
        let firstWhole = (low + page - 1) & ~(page - 1)
        let lastWhole = high & ~(page - 1)
        if firstWhole < lastWhole { givePagesBack(from: firstWhole, count: Int((lastWhole - firstWhole) / page)) }
        if low & (page - 1) != 0 {
            // The page `start` begins in: up to its end, or to `end` when that is in it too.
            countRetired(min(high, firstWhole) - low, inPage: low & ~(page - 1))
        }
        if high & (page - 1) != 0, lastWhole >= firstWhole {
            countRetired(high - lastWhole, inPage: lastWhole)
        }
    }

    /// Counts `bytes` of retired states in the page at `pageAddress`, and gives it back once they fill it.
    private func countRetired(_ bytes: UInt, inPage pageAddress: UInt) {
        let counted = partlyRetiredPages[pageAddress, default: 0] + Int(bytes)
        // More than a page would be a state counted twice, and a page given back under a live one.
        precondition(counted <= Self.pageSize, "LayoutContext: retired states counted twice in a page")
        if counted == Self.pageSize {
            partlyRetiredPages[pageAddress] = nil
            givePagesBack(from: pageAddress, count: 1)
        } else {
            partlyRetiredPages[pageAddress] = counted
        }
    }

    private func givePagesBack(from address: UInt, count: Int) {
        #if os(Linux)
            let bytes = count * Self.pageSize
            let result = madvise(UnsafeMutableRawPointer(bitPattern: address), bytes, MADV_DONTNEED)
            // The memory stays the pass's either way; given back or not, it reads as retired.
            if result == 0 { releasedStateBytes += bytes }
        #endif
    }

    /// The size of a page where retired states can be given back to the system, else 0 (see
    /// ``releaseRetiredStates(from:to:)``).
    static let pageSize: Int = {
        #if os(Linux)
            return max(0, sysconf(Int32(_SC_PAGESIZE)))
        #else
            return 0
        #endif
    }()

    private func closeCurrentChunk() {
        if let current {
            chunks.append((NodeStatePool.Chunk(states: current, capacity: currentCapacity), usedInCurrent))
        }
        current = nil
        currentCapacity = 0
        usedInCurrent = 0
    }

    /// A new, empty size cache, valid until the context is released.
    @inline(__always)
    func allocateSizeCache() -> UnsafeMutablePointer<SizeCache> {
        sizeCaches.make(SizeCache()) { $0.sizeCacheChunks.takeSized() }
    }

    /// Whether rows and columns of leaves of intrinsic size lay them out without child nodes (see
    /// `StackLayout+Leaves.swift`); tests turn it off to compare with the node path.
    @exclusivity(unchecked) var laysOutLeavesWithoutNodes = true

    /// Room for `count` sizes, uninitialized (sizes need no deinitializing), valid until the
    /// context is released.
    func allocateSizes(_ count: Int) -> UnsafeMutablePointer<CGSize> {
        if count > sizesLeft { addSizeChunk(holding: count) }
        let sizes = nextSize.unsafelyUnwrapped
        nextSize = sizes + count
        sizesLeft -= count
        return sizes
    }

    /// Makes a chunk of room for `count` sizes or more the current one: the pool's kept chunk for
    /// the pass's first, else a new one twice the last (the rest of the last is left unused).
    @inline(never)
    private func addSizeChunk(holding count: Int) {
        var chunk = sizeChunks.isEmpty ? NodeStatePool.withCurrent { $0.keptSizes.take() } : nil
        if let kept = chunk, kept.capacity < count {
            kept.buffer.deallocate()
            chunk = nil
        }
        let capacity = chunk?.capacity ?? max(count, 2 * (sizeChunks.last?.capacity ?? Self.firstSizeChunkCapacity / 2))
        let sizes = chunk?.buffer ?? .allocate(capacity: capacity)
        sizeChunks.append((sizes, capacity))
        nextSize = sizes
        sizesLeft = capacity
    }

    /// A new layout record for the node at `node`, valid until the context is released.
    func allocateRecord(for node: UnsafeMutablePointer<LayoutNodeState>) -> UnsafeMutablePointer<LayoutRecord> {
        records.make(LayoutRecord(node: node)) { $0.recordChunks.takeSized() }
    }

    /// Starts placing the `count` children whose states lie side by side from `first`: until
    /// ``endPlacing(restoring:)``, ``setPlacement(_:of:)`` and ``setAttributes(_:of:)`` record
    /// what the parent's layout chooses for them, and every child starts unplaced, with default
    /// attributes. Only the children of the parent placing now can be placed: a placement of any
    /// other node (one a layout places while measuring, say) is ignored, as it was before it
    /// counted.
    ///
    /// - Returns: The enclosing parent's scope, for ``endPlacing(restoring:)``.
    @inline(__always)
    func beginPlacing(_ first: UnsafeMutablePointer<LayoutNodeState>, count: Int) -> PlacingScope {
        let enclosing = placing
        let base = enclosing.base + enclosing.count
        if base + count > placementsCapacity { growPlacements(toHold: base + count) }
        (placements.unsafelyUnwrapped + base).initialize(repeating: .unplaced, count: count)
        placing = PlacingScope(first: first, count: count, base: base, transformsBase: transformCount)
        return enclosing
    }

    /// Whether the children from `first` on are the ones being placed now (the innermost scope).
    func isPlacing(_ first: UnsafeMutablePointer<LayoutNodeState>) -> Bool {
        placing.first == first
    }

    /// Ends the scope that ``beginPlacing(_:count:)`` started, once the children's results are made.
    @inline(__always)
    func endPlacing(restoring enclosing: PlacingScope) {
        transformCount = placing.transformsBase
        placing = enclosing
    }

    /// Makes room for `count` placements: the buffer the thread kept from its last pass, or a
    /// larger one.
    @inline(never)
    private func growPlacements(toHold count: Int) {
        if placements == nil, let kept = NodeStatePool.withCurrent({ $0.keptPlacements.take() }) {
            placements = kept.buffer
            placementsCapacity = kept.capacity
            if count <= kept.capacity { return }
        }
        // Room for a chain of 256 wrappers, or a container of 256 children, from the start.
        let capacity = max(count, 2 * placementsCapacity, 256)
        let grown = UnsafeMutablePointer<ChildPlacement>.allocate(capacity: capacity)
        if let placements {
            let used = placing.base + placing.count
            grown.moveInitialize(from: placements, count: used)
            placements.deallocate()
        }
        placements = grown
        placementsCapacity = capacity
    }

    /// The placement of `node`, when `node` is a child of the parent placing now.
    @inline(__always)
    private func placement(ofChild node: UnsafeMutablePointer<LayoutNodeState>) -> UnsafeMutablePointer<ChildPlacement>?
    {
        // Compared as addresses first: a node of another chunk is never counted from `first`.
        guard let first = placing.first, node >= first, node < first + placing.count else { return nil }
        return placements.unsafelyUnwrapped + placing.base + (node - first)
    }

    /// Records that the layout placing now put `node`, one of its children, in `frame`.
    @inline(__always)
    func setPlacement(_ frame: CGRect, of node: UnsafeMutablePointer<LayoutNodeState>) {
        placement(ofChild: node)?.pointee.frame = frame
    }

    /// Records that the layout placing now put the child at `index` of the nodes from `first` in
    /// `frame`: ``setPlacement(_:of:)`` for a layout that knows the index (ignored, as there,
    /// unless those nodes are the children placing now).
    @inline(__always)
    func setPlacement(_ frame: CGRect, ofChildAt index: Int, from first: UnsafeMutablePointer<LayoutNodeState>) {
        guard placing.first == first, UInt(bitPattern: index) < UInt(bitPattern: placing.count) else { return }
        placements.unsafelyUnwrapped[placing.base + index].frame = frame
    }

    /// Records the attributes the layout placing now gives `node`, one of its children.
    func setAttributes(_ attributes: LayoutSubelement.Attributes, of node: UnsafeMutablePointer<LayoutNodeState>) {
        guard let placement = placement(ofChild: node) else { return }
        placement.pointee.alpha = attributes.alpha
        placement.pointee.isUserInteractionEnabled = attributes.isUserInteractionEnabled
        placement.pointee.isHidden = attributes.isHidden
        placement.pointee.tintAdjustmentMode = attributes.tintAdjustmentMode
        let slot = Int(placement.pointee.transform)
        if slot != 0 {
            placedTransforms[slot - 1] = attributes.transform
        } else if !attributes.transform.isIdentity {
            if transformCount < placedTransforms.count {
                placedTransforms[transformCount] = attributes.transform
            } else {
                placedTransforms.append(attributes.transform)
            }
            transformCount += 1
            placement.pointee.transform = UInt32(transformCount)
        }
    }

    /// The attributes the layout placing now gives `node`: the defaults unless it set some.
    func attributes(of node: UnsafeMutablePointer<LayoutNodeState>) -> LayoutSubelement.Attributes {
        guard let placement = placement(ofChild: node) else { return .init() }
        return attributes(of: placement.pointee)
    }

    @inline(__always)
    private func attributes(of placement: ChildPlacement) -> LayoutSubelement.Attributes {
        var attributes = LayoutSubelement.Attributes()
        if placement.transform != 0 { attributes.transform = placedTransforms[Int(placement.transform) - 1] }
        attributes.alpha = placement.alpha
        attributes.isUserInteractionEnabled = placement.isUserInteractionEnabled
        attributes.isHidden = placement.isHidden
        attributes.tintAdjustmentMode = placement.tintAdjustmentMode
        return attributes
    }

    /// The frame of the child at `index` among those placing now (the whole of `size` when its
    /// layout did not place it) when its layout left its attributes the defaults (as nearly every
    /// child's): `nil` otherwise (see ``placedChild(at:in:)``). One test of the placement, where
    /// making the attributes and asking whether they are the defaults takes a dozen.
    @inline(__always)
    func placedChildWithDefaultAttributes(at index: Int, in size: CGSize) -> CGRect? {
        let placement = placements.unsafelyUnwrapped[placing.base + index]
        guard placement.hasDefaultAttributes else { return nil }
        return LayoutSubelement.Placement.frame(placement.frame, orFilling: size)
    }

    /// The frame of the child at `index` among those placing now (the whole of `size` when its
    /// layout did not place it) and its attributes.
    @inline(__always)
    func placedChild(at index: Int, in size: CGSize) -> (frame: CGRect, attributes: LayoutSubelement.Attributes) {
        let placement = placements.unsafelyUnwrapped[placing.base + index]
        return (LayoutSubelement.Placement.frame(placement.frame, orFilling: size), attributes(of: placement))
    }

    /// Records the calling thread's stack limit; call at the start of a pass.
    func enter() {
        lifetime.owner = pthread_self()
        stackLimit = DeepRecursion.currentThreadLimit()
        entryPosition = DeepRecursion.stackPosition()
    }

    /// Whether results made now lie deep in the tree: their children are then boxed so that
    /// releasing the result tree needs no deep recursion.
    var isDeep: Bool {
        // Releasing a level takes far less stack than laying it out: a quarter of a megabyte of
        // layout recursion is a few dozen kilobytes of release recursion.
        wentDeep || entryPosition &- DeepRecursion.stackPosition() > 256 * 1024
    }
}

/// Where a layout placed one of the children it is placing, and the attributes it gave it (see
/// ``LayoutContext/beginPlacing(_:count:)``): a plain value, 48 bytes.
struct ChildPlacement {
    /// The frame; a NaN x while the child is not placed (a placed frame has passed the numeric
    /// boundary, so it is never NaN).
    var frame: CGRect
    var alpha: CGFloat
    /// The index + 1 of the transform in the context's list; 0: the identity.
    var transform: UInt32
    var isUserInteractionEnabled: Bool
    var isHidden: Bool
    var tintAdjustmentMode: TintAdjustmentMode.Mode

    /// Whether the layout left the child's attributes the defaults.
    @inline(__always)
    var hasDefaultAttributes: Bool {
        transform == 0 && alpha == 1 && isUserInteractionEnabled && !isHidden && tintAdjustmentMode == .automatic
    }

    /// A child not placed, with default attributes (computed, so that using it costs no lazy
    /// global's check).
    static var unplaced: ChildPlacement {
        ChildPlacement(
            frame: CGRect(x: CGFloat.nan, y: 0, width: 0, height: 0), alpha: 1, transform: 0,
            isUserInteractionEnabled: true, isHidden: false, tintAdjustmentMode: .automatic)
    }
}

/// The children a layout is placing: their states from `first` on, where their placements start
/// in the context's stack of placements, and where their transforms start in its list.
struct PlacingScope {
    var first: UnsafeMutablePointer<LayoutNodeState>?
    var count = 0
    var base = 0
    var transformsBase = 0
}

/// Whether a pass still runs, and on which thread, for the ``LayoutSubelement``s it handed out.
///
/// A subelement is a handle to node state that the pass's ``LayoutContext`` owns and frees when the
/// pass ends. Custom layouts get subelements and may keep them (in a static, a closure, a cache of
/// their own) past the pass; each subelement holds this small object, so that it can tell when its
/// node is gone and stop with a clear message instead of reading freed memory. The context holds
/// it too and ends it before freeing any node; nothing in it refers back to the context.
///
/// A pass runs on one thread at a time (the caller's, or a fresh stack's that continues deep
/// recursion while the caller waits), and its node state is not synchronized: a subelement used
/// from any other thread while the pass runs (a layout measuring its subelements concurrently)
/// stops the program too.
final class LayoutPassLifetime {
    private var ended = false
    /// The thread the pass runs on now.
    var owner: pthread_t = pthread_self()

    /// Marks the pass as over; every later use of its subelements traps.
    func end() {
        ended = true
    }

    /// Traps when the pass is over or runs on another thread.
    @inline(__always)
    func checkRunning() {
        if ended {
            preconditionFailure(
                "a LayoutSubelement was used after its layout pass ended: subelements are valid only inside "
                    + "the sizeThatFits or placeSubelements call that received them (or another call of the same pass)"
            )
        }
        if pthread_equal(owner, pthread_self()) == 0 {
            preconditionFailure(
                "a LayoutSubelement was used from another thread than its layout pass runs on: "
                    + "measure and place subelements on the thread that called the layout"
            )
        }
    }
}

import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// State shared by every node of one measurement or layout pass: the options, the statistics,
/// the stack limit used to move deep recursion onto a fresh thread, and the nodes' state itself.
final class LayoutContext {
    let options: LayoutOptions
    /// Tells the subelements handed out in this pass whether it still runs.
    let lifetime = LayoutPassLifetime()
    /// Content measurements performed (cache misses).
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

    // The state of every node of the pass, in chunks that never move: a node is a pointer into
    // one, and the children of a node lie side by side. Allocating in chunks replaces an
    // allocation per node; the pass ends by destroying the states one after another, with no
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

    init(options: LayoutOptions) {
        self.options = options
    }

    // The layout records of the pass (see ``LayoutRecord``), in chunks that never move, every one
    // full but the last, which `nextRecord` points into.
    @exclusivity(unchecked) private var recordChunks: [UnsafeMutablePointer<LayoutRecord>] = []
    @exclusivity(unchecked) private var nextRecord: UnsafeMutablePointer<LayoutRecord>?
    @exclusivity(unchecked) private var recordsLeft = 0
    private static let recordChunkCapacity = 32

    deinit {
        lifetime.end()
        // Records first: a cache in a record's slot is destroyed by its node's content.
        for (index, records) in recordChunks.enumerated() {
            let used = Self.recordChunkCapacity - (index == recordChunks.count - 1 ? recordsLeft : 0)
            for offset in 0..<used { LayoutRecord.destroySlotCache(of: records + offset) }
            records.deinitialize(count: used)
            records.deallocate()
        }
        closeCurrentChunk()
        for (chunk, used) in chunks {
            chunk.states.deinitialize(count: used)
        }
        NodeStatePool.withCurrent { pool in
            for (chunk, _) in chunks { pool.give(chunk) }
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
            let chunk = kept ?? NodeStatePool.Chunk(count: count)
            chunks.append((chunk, count))
            return chunk.states
        }
        closeCurrentChunk()
        let chunk =
            kept
            ?? NodeStatePool.Chunk(
                count: max(count, min(Self.firstChunkCapacity << min(chunks.count, 3), Self.largestChunkCapacity)))
        current = chunk.states
        currentCapacity = chunk.capacity
        usedInCurrent = count
        return chunk.states
    }

    private func closeCurrentChunk() {
        if let current {
            chunks.append((NodeStatePool.Chunk(states: current, capacity: currentCapacity), usedInCurrent))
        }
        current = nil
        currentCapacity = 0
        usedInCurrent = 0
    }

    /// A new layout record for the node at `node`, valid until the context is released.
    func allocateRecord(for node: UnsafeMutablePointer<LayoutNodeState>) -> UnsafeMutablePointer<LayoutRecord> {
        if recordsLeft == 0 {
            let chunk = UnsafeMutablePointer<LayoutRecord>.allocate(capacity: Self.recordChunkCapacity)
            recordChunks.append(chunk)
            nextRecord = chunk
            recordsLeft = Self.recordChunkCapacity
        }
        let record = nextRecord.unsafelyUnwrapped
        record.initialize(to: LayoutRecord(node: node))
        nextRecord = record + 1
        recordsLeft -= 1
        return record
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

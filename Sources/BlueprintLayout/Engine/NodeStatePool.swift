import Foundation

/// Memory for node states that a thread keeps between its layout passes.
///
/// A pass needs a few hundred bytes of node state per element, and gives all of it back when it
/// ends. Handed to the allocator, that memory often goes back to the system (large blocks are
/// mapped and unmapped; the top of the heap is trimmed), and the next pass pays a page fault for
/// every 4 KiB it touches again: on a Row of 10,000 leaves, touching fresh pages took twice as
/// long as the layout itself. So each thread keeps the chunks of its last passes here, holding
/// uninitialized memory only, up to ``limitBytes``, and the next pass on the thread starts with
/// them.
///
/// Chunks are taken and given back by ``LayoutContext`` only, on the thread that runs the pass or
/// ends it. Each thread has its own pool, so nothing is shared and nothing is locked; a thread's
/// pool is freed when the thread exits.
final class NodeStatePool {
    /// Raw memory for `capacity` node states, uninitialized.
    struct Chunk {
        let states: UnsafeMutablePointer<LayoutNodeState>
        let capacity: Int

        /// New memory for `count` states.
        init(count: Int) {
            states = .allocate(capacity: count)
            capacity = count
        }

        /// The chunk of `capacity` states at `states` (memory a chunk already owns).
        init(states: UnsafeMutablePointer<LayoutNodeState>, capacity: Int) {
            self.states = states
            self.capacity = capacity
        }
    }

    /// The most memory one thread keeps: 32 MiB, about 170,000 node states (glibc keeps up to
    /// 64 MiB of freed memory at the top of its heap before returning it).
    static let limitBytes = 32 << 20

    // Kept in decreasing order of capacity, so that the chunks that move when one is taken,
    // given or freed are the few smaller ones after it. Used by one thread only.
    private var chunks: [Chunk] = []
    private(set) var keptBytes = 0

    /// The smallest kept chunk with room for at least `count` states, or nil.
    ///
    /// The smallest that fits, so that a pass taking chunks in the order the previous pass made
    /// them gets them back one for one: the few states of a root never take the chunk that held a
    /// large container's children, which would leave those children to fresh memory.
    func take(atLeast count: Int) -> Chunk? {
        // The last chunk with room enough: the smallest, and the last of those of its capacity.
        let end = firstIndex { $0.capacity < count }
        guard end > 0 else { return nil }
        let chunk = chunks.remove(at: end - 1)
        keptBytes -= Self.bytes(chunk.capacity)
        return chunk
    }

    /// Keeps `chunk` (its states already destroyed or retired) for a later pass, or frees it when the pool
    /// would grow past its limit; the smallest chunks are freed first.
    func give(_ chunk: Chunk) {
        chunks.insert(chunk, at: firstIndex { $0.capacity < chunk.capacity })
        keptBytes += Self.bytes(chunk.capacity)
        while keptBytes > Self.limitBytes, let smallest = chunks.popLast() {
            keptBytes -= Self.bytes(smallest.capacity)
            smallest.states.deallocate()
        }
    }

    /// The index of the first kept chunk for which `isPast` holds (false for a first run of
    /// chunks, then true to the end), or the end: a binary search, so that a pool of thousands of
    /// chunks (the children of many mid-sized Rows) takes a few steps.
    private func firstIndex(where isPast: (Chunk) -> Bool) -> Int {
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(chunks[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    static func bytes(_ capacity: Int) -> Int {
        capacity * MemoryLayout<LayoutNodeState>.stride
    }

    /// The placements buffer of the thread's last pass (see ``LayoutContext/beginPlacing(_:count:)``),
    /// kept like the chunks so that a pass neither allocates nor grows one: uninitialized memory
    /// (placements are plain values), up to ``placementsLimit`` entries. A pass inside another on the
    /// same thread finds none and allocates its own.
    var keptPlacements = KeptBuffer<ChildPlacement>(limit: placementsLimit)

    /// The most placements a thread keeps room for: 16,384 (640 KiB).
    static let placementsLimit = 16_384

    /// The scratch numbers of the thread's last pass (see ``LayoutContext/takeScratchLease(_:)``),
    /// kept like the placements: uninitialized memory, up to ``scratchLimit`` numbers.
    var keptScratch = KeptBuffer<CGFloat>(limit: scratchLimit)

    /// The most scratch numbers a thread keeps: 131,072 (1 MiB, the workspaces of stacks of
    /// 26,214 children in all, one inside the other).
    static let scratchLimit = 131_072

    /// The largest chunk of leaf sizes of the thread's last pass (see
    /// ``LayoutContext/allocateSizes(_:)``), kept like the scratch: uninitialized memory, up to
    /// ``sizesLimit`` sizes.
    var keptSizes = KeptBuffer<CGSize>(limit: sizesLimit)

    /// The most leaf sizes a thread keeps: 65,536 (1 MiB, the leaves of that many children of
    /// stacks of leaves in one pass).
    static let sizesLimit = 65_536

    /// Chunks of size caches (see ``LayoutContext/allocateSizeCache()``) kept from the thread's
    /// last passes, each of ``sizeCacheChunkCapacity``: memory bound to `SizeCache`, whose values
    /// hold no reference, so a chunk is kept or freed as it is.
    var sizeCacheChunks = KeptChunks<SizeCache>(capacity: sizeCacheChunkCapacity, limit: sizeCacheChunksLimit)

    /// How many size caches a chunk holds: 4,096 (288 KiB), so that most passes take one chunk.
    /// (Chunks of 256, 18 KiB, kept among the heap's other blocks, made the allocator's small
    /// requests take its slow path in the trees that followed: `deep` after `flat` and `nested`
    /// took 0.35 ms a layout instead of 0.22 in the Blueprint comparison's process.)
    static let sizeCacheChunkCapacity = 4096
    /// The most size-cache chunks a thread keeps: 8 (2.25 MiB, the caches of 32,768 nodes).
    static let sizeCacheChunksLimit = 8

    /// Chunks of layout records (see ``LayoutContext/allocateRecord(for:)``) kept from the
    /// thread's last passes, each of ``recordChunkCapacity``, uninitialized: a pass's records are
    /// destroyed before their chunks come back. Kept for the same reason as the node states: a
    /// pass of a thousand containers made 63 chunks of 32 records and freed them, and after the
    /// allocator had given the memory back, the next pass faulted in 35 pages for them.
    var recordChunks = KeptChunks<LayoutRecord>(capacity: recordChunkCapacity, limit: recordChunksLimit)

    /// How many records a chunk holds: 1,024 (72 KiB), so that most passes take one or two.
    static let recordChunkCapacity = 1024
    /// The most record chunks a thread keeps: 8 (576 KiB, the records of 8,192 containers).
    static let recordChunksLimit = 8

    deinit {
        for chunk in chunks { chunk.states.deallocate() }
        sizeCacheChunks.deallocate()
        recordChunks.deallocate()
        keptPlacements.deallocate()
        keptScratch.deallocate()
        keptSizes.deallocate()
    }

    /// Calls `body` with the calling thread's pool, which the thread keeps.
    @inline(__always)
    static func withCurrent<R>(_ body: (NodeStatePool) -> R) -> R {
        current.withCurrent(body)
    }

    private static let current = PerThread { NodeStatePool() }
}

/// A buffer of plain values (uninitialized memory) that a thread keeps between passes: the largest
/// given back within a limit.
struct KeptBuffer<Value> {
    let limit: Int
    private var kept: (buffer: UnsafeMutablePointer<Value>, capacity: Int)?

    init(limit: Int) {
        self.limit = limit
    }

    /// The capacity of the kept buffer (0 when none is kept).
    var keptCapacity: Int { kept?.capacity ?? 0 }

    /// The kept buffer, if any, which is no longer kept.
    mutating func take() -> (buffer: UnsafeMutablePointer<Value>, capacity: Int)? {
        defer { kept = nil }
        return kept
    }

    /// Keeps `buffer` when it is larger than the one kept and within the limit (freeing the one
    /// kept); frees it otherwise.
    mutating func give(_ buffer: UnsafeMutablePointer<Value>, capacity: Int) {
        if capacity <= limit, capacity > (kept?.capacity ?? 0) {
            kept?.buffer.deallocate()
            kept = (buffer, capacity)
        } else {
            buffer.deallocate()
        }
    }

    /// Frees the kept buffer (when the pool ends).
    func deallocate() {
        kept?.buffer.deallocate()
    }
}

/// Chunks of one capacity of uninitialized memory (or of values that hold no reference) that a
/// thread keeps between passes: the last given is the first taken, up to a limit.
struct KeptChunks<Value> {
    /// How many values a chunk holds.
    let capacity: Int
    /// The most chunks kept.
    let limit: Int
    private var kept: [UnsafeMutablePointer<Value>] = []

    init(capacity: Int, limit: Int) {
        self.capacity = capacity
        self.limit = limit
    }

    /// How many chunks are kept.
    var count: Int { kept.count }

    /// A kept chunk, or new memory for ``capacity`` values.
    mutating func take() -> UnsafeMutablePointer<Value> {
        kept.popLast() ?? .allocate(capacity: capacity)
    }

    /// ``take()``, with the chunk's capacity, for a ``ChunkedValues`` to fill.
    mutating func takeSized() -> (chunk: UnsafeMutablePointer<Value>, capacity: Int) {
        (take(), capacity)
    }

    /// Keeps `chunk` (from ``take()``), or frees it when ``limit`` chunks are kept.
    mutating func give(_ chunk: UnsafeMutablePointer<Value>) {
        if kept.count < limit {
            kept.append(chunk)
        } else {
            chunk.deallocate()
        }
    }

    /// Frees the kept chunks (when the pool ends).
    func deallocate() {
        for chunk in kept { chunk.deallocate() }
    }
}

/// Values of one kind that a pass makes one after another (its layout records, its size caches), in
/// chunks of the thread's pool (a ``KeptChunks``) that never move: every chunk full but the last.
struct ChunkedValues<Value> {
    /// How many values a chunk holds: told with the first chunk, by what gave it (so that the
    /// capacity filled is always the one allocated).
    private(set) var capacity = 0
    /// The chunks taken, in order.
    private(set) var chunks: [UnsafeMutablePointer<Value>] = []
    private var next: UnsafeMutablePointer<Value>?
    private var left = 0

    init() {}

    /// Memory holding `value`, in the last chunk, or at the start of one that `take` gives from the
    /// thread's pool, with its capacity (``KeptChunks/takeSized()``), when the last is full.
    @inline(__always)
    mutating func make(
        _ value: Value, takingChunk take: (NodeStatePool) -> (chunk: UnsafeMutablePointer<Value>, capacity: Int)
    ) -> UnsafeMutablePointer<Value> {
        if left == 0 { takeChunk(take) }
        let slot = next.unsafelyUnwrapped
        slot.initialize(to: value)
        next = slot + 1
        left -= 1
        return slot
    }

    @inline(never)
    private mutating func takeChunk(
        _ take: (NodeStatePool) -> (chunk: UnsafeMutablePointer<Value>, capacity: Int)
    ) {
        let (chunk, capacity) = NodeStatePool.withCurrent(take)
        precondition(
            capacity > 0 && (chunks.isEmpty || capacity == self.capacity),
            "BlueprintLayout: ChunkedValues was given chunks of another capacity")
        self.capacity = capacity
        chunks.append(chunk)
        next = chunk
        left = capacity
    }

    /// How many values the chunk at `index` in ``chunks`` holds (all but the last are full).
    func count(inChunk index: Int) -> Int {
        index == chunks.count - 1 ? capacity - left : capacity
    }
}

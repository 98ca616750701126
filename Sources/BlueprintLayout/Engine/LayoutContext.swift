import Foundation

/// State shared by every node of one measurement or layout pass: the options, the statistics,
/// the stack limit used to move deep recursion onto a fresh thread, and the nodes' state itself.
final class LayoutContext {
    let options: LayoutOptions
    /// Content measurements performed (cache misses).
    @exclusivity(unchecked) var measurements = 0
    /// Measurement requests answered from a cache.
    @exclusivity(unchecked) var cacheHits = 0
    /// Below this stack address the current thread must hand work to a fresh stack.
    @exclusivity(unchecked) var stackLimit: UInt = 0
    /// Whether the pass went deeper than the calling thread's stack allows (it continued on a
    /// fresh stack at least once): results made from then on count as deep (see `isDeep`).
    @exclusivity(unchecked) var wentDeep = false

    /// How many results are being made, one inside the other (the depth of the result in the making).
    @exclusivity(unchecked) var resultDepth = 0

    /// The stack position where the pass started.
    @exclusivity(unchecked) var entryPosition: UInt = 0

    // The state of every node of the pass, in chunks that never move: a node is a pointer into
    // one. Allocating in chunks replaces an allocation per node; the pass ends by destroying the
    // states one after another, with no recursion however deep the tree.
    @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<LayoutNodeState>] = []
    @exclusivity(unchecked) private var chunkCapacity = 0
    @exclusivity(unchecked) private var usedInChunk = 0
    private static let firstChunkCapacity = 16
    private static let largestChunkCapacity = 128

    init(options: LayoutOptions) {
        self.options = options
    }

    deinit {
        for (index, chunk) in chunks.enumerated() {
            let count = index == chunks.count - 1 ? usedInChunk : Self.capacity(ofChunk: index)
            for offset in 0..<count {
                let node = LayoutNode(state: chunk + offset)
                if node.cacheSlotInitialized { node.state.pointee.content.storage?.destroyCache(in: node) }
            }
            chunk.deinitialize(count: count)
            chunk.deallocate()
        }
    }

    /// Chunks double from 16 node states up to 128 (about 50 KB).
    private static func capacity(ofChunk index: Int) -> Int {
        min(firstChunkCapacity << min(index, 3), largestChunkCapacity)
    }

    /// Uninitialized memory for one node's state, valid until the context is released.
    @inline(__always)
    func allocateNode() -> UnsafeMutablePointer<LayoutNodeState> {
        if usedInChunk == chunkCapacity { addChunk() }
        defer { usedInChunk += 1 }
        return chunks[chunks.count - 1] + usedInChunk
    }

    private func addChunk() {
        chunkCapacity = Self.capacity(ofChunk: chunks.count)
        chunks.append(.allocate(capacity: chunkCapacity))
        usedInChunk = 0
    }

    /// Records the calling thread's stack limit; call at the start of a pass.
    func enter() {
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

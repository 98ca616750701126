import Foundation

/// State shared by every node of one measurement or layout pass: the options, the statistics
/// and the stack limit used to move deep recursion onto a fresh thread.
final class LayoutContext {
    let options: LayoutOptions
    /// Content measurements performed (cache misses).
    @exclusivity(unchecked) var measurements = 0
    /// Measurement requests answered from a cache.
    @exclusivity(unchecked) var cacheHits = 0
    /// Below this stack address the current thread must hand work to a fresh stack.
    @exclusivity(unchecked) var stackLimit: UInt = 0
    /// Whether the pass went deeper than the calling thread's stack allows (it continued on a
    /// fresh stack at least once): its node tree must then be released without recursion.
    @exclusivity(unchecked) var wentDeep = false

    /// The stack position where the pass started.
    @exclusivity(unchecked) var entryPosition: UInt = 0

    /// Every node of the pass. The context owns them; nodes refer to each other (and
    /// ``LayoutSubelement`` to its node) without reference counting, so handing nodes around
    /// costs nothing, and the tree is released with the context, one node after another, with
    /// no recursion however deep it is.
    @exclusivity(unchecked) var nodes: [LayoutNode] = []

    init(options: LayoutOptions) {
        self.options = options
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

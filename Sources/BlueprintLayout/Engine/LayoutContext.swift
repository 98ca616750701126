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

    init(options: LayoutOptions) {
        self.options = options
    }

    /// Records the calling thread's stack limit; call at the start of a pass.
    func enter() {
        stackLimit = DeepRecursion.currentThreadLimit()
    }
}

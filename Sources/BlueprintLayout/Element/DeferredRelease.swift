import Foundation

/// Bounds the recursion of releasing nested element storage: see ``ElementBox`` for the invariant.
/// The children are released right away until ``maximumDepth`` such releases are nested on the
/// thread; deeper ones are handed to the outermost release, which drops them one after another.
enum DeferredRelease {
    /// How many box or list releases may be nested on one thread before deeper ones are deferred.
    /// Each level takes a few hundred bytes of stack.
    static let maximumDepth = 64

    /// Releases `element` (replacing it with ``Empty``), or defers it when releases are already
    /// nested deeply on this thread.
    @inline(__always)
    static func release(_ element: inout Element) {
        ReleaseQueue.withCurrent { queue in
            if queue.depth >= maximumDepth {
                // Kept alive by the queue; the caller's reference goes away with the caller.
                queue.elements.append(element)
                return
            }
            queue.depth += 1
            element = Empty()
            queue.depth -= 1
            if queue.depth == 0, !queue.isEmpty { queue.drain() }
        }
    }

    /// Releases `value` (replacing it with `nil`), or defers it when releases are already nested
    /// deeply on this thread (a ``ClosureBox``'s closure).
    @inline(__always)
    static func release<Value>(_ value: inout Value?) {
        ReleaseQueue.withCurrent { queue in
            if queue.depth >= maximumDepth {
                if let value { queue.childLists.append(value) }
                return
            }
            queue.depth += 1
            value = nil
            queue.depth -= 1
            if queue.depth == 0, !queue.isEmpty { queue.drain() }
        }
    }

    /// Releases `items` (replacing them with no children), or defers them when releases are
    /// already nested deeply on this thread.
    @inline(__always)
    static func release<Item>(_ items: inout [Item]) {
        ReleaseQueue.withCurrent { queue in
            if queue.depth >= maximumDepth {
                // An array fits an existential's inline buffer: deferring it allocates nothing.
                queue.childLists.append(items)
                return
            }
            queue.depth += 1
            items = []
            queue.depth -= 1
            if queue.depth == 0, !queue.isEmpty { queue.drain() }
        }
    }
}

/// One thread's nesting depth of storage releases and the storage deferred by the deepest ones.
private final class ReleaseQueue {
    // Used by one thread only, and never changed while an access to them is in progress.
    @exclusivity(unchecked) var depth = 0
    @exclusivity(unchecked) var elements: [Element] = []
    /// Child lists, and the closures of readers and writers.
    @exclusivity(unchecked) var childLists: [Any] = []

    var isEmpty: Bool { elements.isEmpty && childLists.isEmpty }

    /// Releases everything deferred, one value at a time; releasing one may defer more.
    func drain() {
        depth = 1
        while true {
            if let element = elements.popLast() {
                _ = element
            } else if let items = childLists.popLast() {
                _ = items
            } else {
                break
            }
        }
        depth = 0
    }

    /// Calls `body` with this thread's queue, without retaining it (the thread keeps it).
    @inline(__always)
    static func withCurrent(_ body: (ReleaseQueue) -> Void) {
        current.withCurrent(body)
    }

    private static let current = PerThread { ReleaseQueue() }
}

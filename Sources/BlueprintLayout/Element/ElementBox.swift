import Foundation

/// The child of a single-child wrapper element (``Inset``, ``Keyed``, ``Decorate``, …), kept in a
/// box so that dropping a chain of wrappers of any depth never overflows the stack.
///
/// Invariant: every element that holds another element for the whole of its lifetime, and could
/// therefore be one level of an arbitrarily deep chain, keeps that child in an `ElementBox`
/// (through ``BoxedElement``); containers keep their children in a ``StackChildList`` (``Row``,
/// ``Column``) or a ``ChildrenBox`` (through ``BoxedChildren``: ``Overlay``, ``GridRow``, ``Flow``,
/// ``EqualStack``, ``LayoutContainer``), and readers and writers the closures that build their
/// content, which may capture elements, in a box of their own (``GeometryReader``,
/// ``EnvironmentReader``, ``LayoutWriter``, ``AnchorPreferenceReader``). These classes
/// release their children through ``DeferredRelease`` from their deinits: the children are released
/// right away until ``DeferredRelease/maximumDepth`` such releases are nested on the thread, and
/// deeper ones are handed to the outermost release, which drops them one after another. Releasing
/// a chain therefore recurses at most a fixed number of levels, whatever its depth and whatever mix
/// of wrappers, rows and columns it is made of; releasing an ordinary tree costs one thread-local
/// look-up per box, and nothing per leaf.
///
/// Boxes are shared between copies of an element and replaced, not changed, when a shared copy
/// is mutated (copy on write).
final class ElementBox {
    // Changed only while uniquely referenced.
    @exclusivity(unchecked) var element: Element

    init(_ element: Element) {
        self.element = element
    }

    deinit {
        DeferredRelease.release(&element)
    }
}

/// A wrapper element's child in an ``ElementBox``, with value semantics: a copy of the element
/// shares the box until one of them sets the child. Wrappers keep it in a private stored property
/// behind their public `wrapped` (or `wrappedElement`) property (the fixture library's wrappers
/// too, hence `package`).
package struct BoxedElement {
    private var box: ElementBox

    package init(_ element: Element) {
        box = ElementBox(element)
    }

    package var value: Element {
        get { box.element }
        set {
            if isKnownUniquelyReferenced(&box) {
                box.element = newValue
            } else {
                box = ElementBox(newValue)
            }
        }
    }
}

/// The children of a container element, in a ``ChildrenBox`` so that dropping a chain of
/// containers of any depth never overflows the stack (see ``ElementBox``). Value semantics: copies
/// share the box until one of them changes its children, and changing them in place
/// (`overlay.children.append(…)`) costs no copy when the box is not shared.
struct BoxedChildren<Child> {
    private var box: ChildrenBox<Child>

    init(_ children: [Child]) {
        box = ChildrenBox(children)
    }

    var value: [Child] {
        get { box.children }
        _modify {
            if !isKnownUniquelyReferenced(&box) {
                box = ChildrenBox(box.children)
            }
            yield &box.children
        }
    }
}

/// Holds a container's children for ``BoxedChildren``; releases them through ``DeferredRelease``.
final class ChildrenBox<Child> {
    // Changed only while uniquely referenced.
    var children: [Child]

    init(_ children: [Child]) {
        self.children = children
    }

    deinit {
        DeferredRelease.release(&children)
    }
}

/// Bounds the recursion of releasing nested element storage (``ElementBox``, ``StackChildList``,
/// ``ChildrenBox``, the readers' and writers' closure boxes):
/// see ``ElementBox`` for the invariant.
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

    /// Runs `release`, which drops what a box holds (a closure, by replacing it with one that
    /// captures nothing), or, when releases are already nested deeply on this thread, keeps
    /// `value()` in the thread's queue instead, to be dropped by the outermost release.
    @inline(__always)
    static func release(_ release: () -> Void, orKeep value: () -> Any) {
        ReleaseQueue.withCurrent { queue in
            if queue.depth >= maximumDepth {
                queue.childLists.append(value())
                return
            }
            queue.depth += 1
            release()
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

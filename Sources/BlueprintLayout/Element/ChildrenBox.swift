import Foundation

/// What a ``ChildrenBox`` holds: one element (``WrappedElement``), a list of children (an array), or
/// the only child of a single-child layout's content (``OnlyChild``).
protocol BoxContents {
    /// Lets the contents go when their box is released: through ``DeferredRelease``, so that
    /// releasing a chain of boxes of any depth recurses at most a fixed number of levels.
    mutating func releaseDeferred()
}

/// The box that holds an element's children, and releases them through ``DeferredRelease``.
///
/// Invariant: every element that holds other elements for the whole of its lifetime, and could
/// therefore be one level of an arbitrarily deep chain, keeps them in a `ChildrenBox`: a wrapper
/// (``Inset``, ``Keyed``, ``Decorate``, …) its child through ``BoxedElement``, a container its
/// children in the ``LayoutStorage`` that is also its content (``Row``, ``Column``, ``Overlay``,
/// ``GridRow``, ``Flow``, ``Grid``: see ``ContainerContent``), which releases them the same way, or
/// through ``BoxedChildren`` (``EqualStack``). Releasing a chain therefore recurses at most ``DeferredRelease/maximumDepth``
/// levels, whatever its depth and whatever mix of wrappers and containers it is made of; releasing
/// an ordinary tree costs one thread-local look-up per box, and nothing per leaf.
///
/// Boxes are shared between copies of an element and replaced, not changed, when a shared copy is
/// changed (copy on write): the contents change only while the box is uniquely referenced.
final class ChildrenBox<Contents: BoxContents> {
    // Changed only while uniquely referenced, before the element is laid out; read without
    // dynamic exclusivity checks on every measurement.
    @exclusivity(unchecked) var contents: Contents

    init(_ contents: Contents) {
        self.contents = contents
    }

    deinit {
        contents.releaseDeferred()
    }
}

extension Array: BoxContents {
    mutating func releaseDeferred() {
        DeferredRelease.release(&self)
    }
}

/// The child of a single-child wrapper element, as its ``ChildrenBox`` holds it.
struct WrappedElement: BoxContents {
    var element: Element

    mutating func releaseDeferred() {
        DeferredRelease.release(&element)
    }
}

/// A wrapper element's child in a ``ChildrenBox``, with value semantics: a copy of the element
/// shares the box until one of them sets the child. Wrappers keep it in a private stored property
/// behind their public `wrapped` (or `wrappedElement`) property.
struct BoxedElement {
    private var box: ChildrenBox<WrappedElement>

    init(_ element: Element) {
        box = ChildrenBox(WrappedElement(element: element))
    }

    var value: Element {
        get { box.contents.element }
        set {
            if isKnownUniquelyReferenced(&box) {
                box.contents.element = newValue
            } else {
                box = ChildrenBox(WrappedElement(element: newValue))
            }
        }
    }
}

/// The children of an element in a ``ChildrenBox``, with value semantics: copies share the box
/// until one of them changes its children, and changing them in place (`stack.children.append(…)`)
/// costs no copy when the box is not shared.
struct BoxedChildren<Child> {
    private var box: ChildrenBox<[Child]>

    init(_ children: [Child]) {
        box = ChildrenBox(children)
    }

    var value: [Child] {
        get { box.contents }
        _modify {
            if !isKnownUniquelyReferenced(&box) {
                box = ChildrenBox(box.contents)
            }
            yield &box.contents
        }
    }
}

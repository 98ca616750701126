import Foundation

/// The child of a wrapper element whose content is not a ``LayoutStorage`` (``Decorate``,
/// ``AnchorPreference``, ``LifecycleObserver``, ``AdaptedEnvironment``, …), kept in a box so that
/// dropping a chain of wrappers of any depth never overflows the stack.
///
/// Invariant: every element that holds other elements for the whole of its lifetime, and could
/// therefore be one level of an arbitrarily deep chain, keeps them in a box that releases them
/// through ``DeferredRelease``: containers and wrappers laid out by a layout (``Row``, ``Overlay``,
/// ``Inset``, ``Keyed``, …) in the ``LayoutStorage`` that is also their content (see
/// ``ContainerContent`` and ``LayoutChildList/releaseDeferred()``), the other wrappers in an
/// `ElementBox` (through ``BoxedElement``). Releasing a chain therefore recurses at most
/// ``DeferredRelease/maximumDepth`` levels, whatever its depth and whatever mix of wrappers and
/// containers it is made of; releasing an ordinary tree costs one thread-local look-up per box, and
/// nothing per leaf.
///
/// A box never changes: setting the child makes a new one, so copies of an element share a box
/// safely and reading the child needs no exclusivity check.
final class ElementBox {
    // A `var` only so that the deinit can hand it to the release queue.
    private(set) var element: Element

    init(_ element: Element) {
        self.element = element
    }

    deinit {
        DeferredRelease.release(&element)
    }
}

/// A wrapper element's child in an ``ElementBox``, with value semantics: a copy of the element
/// shares the box; setting the child gives the element a new box. Wrappers keep it in a private stored property
/// behind their public `wrapped` (or `wrappedElement`) property.
struct BoxedElement {
    private var box: ElementBox

    init(_ element: Element) {
        box = ElementBox(element)
    }

    var value: Element {
        get { box.element }
        set { box = ElementBox(newValue) }
    }
}

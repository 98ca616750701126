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
/// `ElementBox` (through ``BoxedElement``); readers and writers keep the closures that build their
/// content, which may capture elements, in a box of their own (``GeometryReader``,
/// ``EnvironmentReader``, ``LayoutWriter``, ``AnchorPreferenceReader``). Releasing a chain therefore recurses at most
/// ``DeferredRelease/maximumDepth`` levels, whatever its depth and whatever mix of wrappers and
/// containers it is made of; releasing an ordinary tree costs one thread-local look-up per box, and
/// nothing per leaf.
///
/// A box never changes: setting the child makes a new one, so copies of an element share a box
/// safely.
final class ElementBox {
    // A `var` only so that the deinit can hand it to the release queue: that is its only change,
    // so reads, on every measurement, skip the dynamic exclusivity check.
    @exclusivity(unchecked) private(set) var element: Element

    init(_ element: Element) {
        self.element = element
    }

    deinit {
        DeferredRelease.release(&element)
    }
}

/// A wrapper element's child in an ``ElementBox``, with value semantics: a copy of the element
/// shares the box; setting the child gives the element a new one. Wrappers keep it in a private
/// stored property behind their public `wrapped` (or `wrappedElement`) property (the fixture
/// library's wrappers too, hence `package`).
package struct BoxedElement {
    private var box: ElementBox

    package init(_ element: Element) {
        box = ElementBox(element)
    }

    package var value: Element {
        get { box.element }
        set { box = ElementBox(newValue) }
    }
}

/// The closure a reader or writer builds its content with (``GeometryReader``,
/// ``EnvironmentReader``, ``LayoutWriter``, ``AnchorPreferenceReader``), in a box that releases it
/// through ``DeferredRelease`` as an ``ElementBox`` releases its element: the closure may capture
/// another reader, whose closure captures another, and so on. A box never changes.
final class ClosureBox<Closure> {
    // Optional only so that the deinit can hand it to the release queue: that is its only change.
    @exclusivity(unchecked) private var stored: Closure?

    init(_ closure: Closure) {
        stored = closure
    }

    /// The closure.
    var closure: Closure { stored! }

    deinit {
        DeferredRelease.release(&stored)
    }
}

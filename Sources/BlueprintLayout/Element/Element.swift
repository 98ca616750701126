import Foundation

/// An immutable description of a piece of UI, as far as layout is concerned.
///
/// An element says how it measures and where its children go through its ``content``. Most
/// elements are built from the ones this library ships:
/// ```swift
/// struct Badge: ProxyElement {
///     var text: String
///     var elementRepresentation: Element {
///         Label(text: text).inset(uniform: 4)
///     }
/// }
/// ```
public protocol Element {
    /// How the element measures and lays out its children.
    var content: ElementContent { get }

    /// The view that would show this element: Blueprint's requirement, kept so that Blueprint
    /// elements compile unchanged. This package has no views; the layout layer never calls it, and
    /// the default returns nil.
    func backingViewDescription(with context: ViewDescriptionContext) -> ViewDescription?
}

extension Element {
    /// No view: nil.
    public func backingViewDescription(with context: ViewDescriptionContext) -> ViewDescription? {
        nil
    }
}

/// An element defined entirely by another element.
///
/// Its content is its ``elementRepresentation``'s content, as in Blueprint: it measures and lays
/// out exactly as the representation, and its result node takes the representation's place (the
/// representation adds no node of its own). A proxy whose representation is another proxy, and so
/// on, makes one node for the whole chain; chains of any depth work on any thread (the engine
/// reads a long chain in a loop rather than one call inside the other).
public protocol ProxyElement: Element {
    /// The element this one stands for.
    var elementRepresentation: Element { get }
}

extension ProxyElement {
    /// The content of ``elementRepresentation``.
    public var content: ElementContent {
        // A chain of proxies reads one representation's content inside the other while the thread
        // has stack to spare; past that, the engine reads the rest of the chain in a loop.
        if DeepRecursion.threadHasRoom() {
            return elementRepresentation.content
        }
        return ElementContent(proxying: elementRepresentation)
    }

    /// The view description of ``elementRepresentation``.
    public func backingViewDescription(with context: ViewDescriptionContext) -> ViewDescription? {
        elementRepresentation.backingViewDescription(with: context)
    }
}

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
}

/// An element defined entirely by another element.
///
/// Its content is its ``elementRepresentation``'s, wrapped in one passthrough node: it measures
/// as the representation does and gives it its whole frame.
public protocol ProxyElement: Element {
    /// The element this one stands for.
    var elementRepresentation: Element { get }
}

extension ProxyElement {
    /// A passthrough content over ``elementRepresentation``.
    public var content: ElementContent {
        ElementContent(child: elementRepresentation)
    }
}

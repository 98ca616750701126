import Foundation

/// Centers its wrapped element inside its own frame.
///
/// It measures as its content and, in layout, gives the content its measured size (capped at the
/// frame) centered on both axes: it stands for `Aligned(vertically: .center, horizontally: .center)`.
///
/// ```swift
/// Centered(spinner)
/// spinner.centered()
/// ```
public struct Centered: ProxyElement {
    /// The element that is centered.
    public var wrapped: Element {
        get { representation.wrappedElement }
        set { representation.wrappedElement = newValue }
    }

    // The representation itself, made once: laying the element out makes nothing (its storage is
    // the content), where making the representation for every read of the content allocated it.
    private var representation: Aligned

    /// Centers `wrapped`.
    public init(_ wrapped: Element) {
        representation = Aligned(vertically: .center, horizontally: .center, wrapping: wrapped)
    }

    /// An ``Aligned`` that centers ``wrapped`` on both axes.
    public var elementRepresentation: Element { representation }

    /// The representation's content.
    public var content: ElementContent { representation.content }
}

extension Element {
    /// Wraps the element in a ``Centered``.
    public func centered() -> Centered {
        Centered(self)
    }
}

extension Centered {
    /// As alike as the elements the two center (a proxy: its content is made anew for every read).
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        { new, old, comparison in
            guard let new = new as? Centered, let old = old as? Centered else { return .different }
            return comparison.container { $0.level(new.wrapped, old.wrapped) }
        }
    }
}

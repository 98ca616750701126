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
        get { _wrapped.value }
        set { _wrapped.value = newValue }
    }
    private var _wrapped: BoxedElement

    /// Centers `wrapped`.
    public init(_ wrapped: Element) {
        _wrapped = BoxedElement(wrapped)
    }

    /// An ``Aligned`` that centers ``wrapped`` on both axes.
    public var elementRepresentation: Element {
        Aligned(vertically: .center, horizontally: .center, wrapping: wrapped)
    }
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

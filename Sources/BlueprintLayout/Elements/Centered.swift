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
    /// How alike this element lays out to `other` (see ``StructuralComparison``): as alike as the
    /// elements they center.
    func structuralLevel(comparedWith other: Centered, in comparison: inout StructuralComparison)
        -> ElementEquivalence.Level
    {
        comparison.container { $0.level(wrapped, other.wrapped) }
    }
}

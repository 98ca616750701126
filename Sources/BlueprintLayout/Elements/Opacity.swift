import Foundation

/// Changes the opacity of its wrapped element.
///
/// It measures as its content and gives it its whole frame; the content's layout attributes get
/// ``opacity`` as their `alpha`.
///
/// ```swift
/// disabledButton.opacity(0.5)
/// ```
///
/// Differs from Blueprint: a NaN opacity is recorded as 1 (fully opaque).
public struct Opacity: Element {
    /// The element whose opacity changes.
    public var wrappedElement: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The layout and the wrapped element, in the storage that is also the content.
    private var container: ContainerContent<OpacityLayout>

    /// The opacity given to the wrapped element (0 is transparent, 1 opaque).
    public var opacity: CGFloat {
        get { container.layout.opacity }
        set { container.layout.opacity = newValue }
    }

    /// Gives `wrappedElement` the opacity `opacity`.
    ///
    /// - Parameters:
    ///   - opacity: The opacity, from 0 (transparent) to 1 (opaque).
    ///   - wrappedElement: The element to fade.
    public init(opacity: CGFloat, wrapping wrappedElement: Element) {
        container = ContainerContent(
            layout: OpacityLayout(opacity: opacity), children: OnlyChild(element: wrappedElement))
    }

    /// Single-child content that sets the child's alpha.
    public var content: ElementContent { container.content }
}

extension Element {
    /// Wraps the element in an ``Opacity`` with `opacity`.
    public func opacity(_ opacity: CGFloat) -> Opacity {
        Opacity(opacity: opacity, wrapping: self)
    }
}

/// Measures as the child, which fills the frame, and sets its alpha.
private struct OpacityLayout: LaysOutAsChild {
    /// The opacity as the element was given it (a NaN one counts as 1).
    var opacity: CGFloat

    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) {
        subelement.attributes.alpha = opacity.isNaN ? 1 : opacity
    }
}

extension Opacity {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        OpacityLayout.Storage.structuralComparator
    }
}

extension OpacityLayout: IdenticalLayoutValue {
    func isIdentical(to other: OpacityLayout) -> Bool { opacity.isIdentical(to: other.opacity) }
}

import Foundation

/// Hides its wrapped element, or not.
///
/// A hidden element still measures and takes part in layout; its layout attributes get
/// `isHidden`, which a renderer applies to it and everything inside it.
///
/// ```swift
/// errorLabel.hidden(!hasError)
/// ```
public struct Hidden: Element {
    /// Whether the wrapped element is hidden.
    public var isHidden: Bool {
        get { container.layout.isHidden }
        set { container.layout.isHidden = newValue }
    }
    /// The element that is hidden or shown.
    public var wrappedElement: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The layout and the wrapped element, in the storage that is also the content.
    private var container: ContainerContent<HiddenLayout>

    /// Hides `element` when `isHidden` is true (the default).
    public init(_ isHidden: Bool = true, wrapping element: Element) {
        container = ContainerContent(layout: HiddenLayout(isHidden: isHidden), children: OnlyChild(element: element))
    }

    /// Single-child content that sets the child's `isHidden`.
    public var content: ElementContent { container.content }
}

extension Element {
    /// Wraps the element in a ``Hidden`` (hidden by default).
    ///
    /// Hidden elements still take part in layout.
    public func hidden(_ hidden: Bool = true) -> Hidden {
        Hidden(hidden, wrapping: self)
    }
}

/// Measures as the child, which fills the frame, and sets its `isHidden`.
private struct HiddenLayout: LaysOutAsChild {
    var isHidden: Bool

    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) {
        subelement.attributes.isHidden = isHidden
    }
}

extension Hidden {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        HiddenLayout.Storage.structuralComparator
    }
}

extension HiddenLayout: IdenticalLayoutValue {
    func isIdentical(to other: HiddenLayout) -> Bool { isHidden == other.isHidden }
}

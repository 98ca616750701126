import Foundation

/// Pads its wrapped element by a distance on each edge.
///
/// The element measures as its content measured in the proposal shrunk by the insets, plus the
/// insets; in layout the content gets the frame shrunk by the insets. Negative insets let the
/// content spill over the edges, and insets larger than the frame give the content a negative
/// size, as in Blueprint.
///
/// ```swift
/// Inset(top: 8, bottom: 8, left: 16, right: 16, wrapping: label)
/// label.inset(uniform: 12)
/// ```
///
/// Differs from Blueprint: an inset that is NaN or infinite counts as 0, so the measured size and
/// the content's frame never become NaN.
public struct Inset: Element {
    /// The element that is inset.
    public var wrappedElement: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The layout and the wrapped element, in the storage that is also the content.
    private var container: ContainerContent<InsetLayout>

    /// The inset from the top edge.
    public var top: CGFloat {
        get { container.layout.insets.top }
        set { container.layout.insets.top = newValue }
    }
    /// The inset from the bottom edge.
    public var bottom: CGFloat {
        get { container.layout.insets.bottom }
        set { container.layout.insets.bottom = newValue }
    }
    /// The inset from the left edge.
    public var left: CGFloat {
        get { container.layout.insets.left }
        set { container.layout.insets.left = newValue }
    }
    /// The inset from the right edge.
    public var right: CGFloat {
        get { container.layout.insets.right }
        set { container.layout.insets.right = newValue }
    }

    /// Insets `element` by the given amount on each edge (each 0 by default).
    public init(
        top: CGFloat = 0.0,
        bottom: CGFloat = 0.0,
        left: CGFloat = 0.0,
        right: CGFloat = 0.0,
        wrapping element: Element
    ) {
        container = ContainerContent(
            layout: InsetLayout(insets: EdgeInsets(top: top, left: left, bottom: bottom, right: right)),
            children: OnlyChild(element: element))
    }

    /// Insets `element` by the same amount on every edge.
    public init(uniformInset: CGFloat, wrapping element: Element) {
        self.init(top: uniformInset, bottom: uniformInset, left: uniformInset, right: uniformInset, wrapping: element)
    }

    /// Insets `element` by `insets`.
    public init(insets: EdgeInsets, wrapping element: Element) {
        self.init(top: insets.top, bottom: insets.bottom, left: insets.left, right: insets.right, wrapping: element)
    }

    /// Insets `element` by `sideInsets` on the left and right edges only.
    public init(sideInsets: CGFloat, wrapping element: Element) {
        self.init(left: sideInsets, right: sideInsets, wrapping: element)
    }

    /// Insets `element` by `vertical` on the top and bottom edges only.
    public init(vertical: CGFloat, wrapping element: Element) {
        self.init(top: vertical, bottom: vertical, wrapping: element)
    }

    /// Single-child content laid out by the inset layout.
    public var content: ElementContent { container.content }
}

extension Element {
    /// Insets the element by the given amount on each edge (each 0 by default).
    ///
    /// ```swift
    /// title.inset(top: 4, bottom: 12)
    /// ```
    public func inset(
        top: CGFloat = 0.0,
        bottom: CGFloat = 0.0,
        left: CGFloat = 0.0,
        right: CGFloat = 0.0
    ) -> Inset {
        Inset(top: top, bottom: bottom, left: left, right: right, wrapping: self)
    }

    /// Insets the element by `edgeInsets`.
    public func inset(by edgeInsets: EdgeInsets) -> Inset {
        Inset(insets: edgeInsets, wrapping: self)
    }

    /// Insets the element by the same amount on every edge.
    public func inset(uniform: CGFloat) -> Inset {
        Inset(uniformInset: uniform, wrapping: self)
    }

    /// Insets the element by `horizontal` on the left and right and `vertical` on the top and bottom.
    ///
    /// ```swift
    /// badge.inset(horizontal: 8, vertical: 2)
    /// ```
    public func inset(
        horizontal: CGFloat = 0.0,
        vertical: CGFloat = 0.0
    ) -> Inset {
        Inset(top: vertical, bottom: vertical, left: horizontal, right: horizontal, wrapping: self)
    }
}

/// Shrinks the proposal by the insets to measure the child, and places the child in the inset frame.
private struct InsetLayout: SingleChildNodeLayout {
    /// The insets as the element was given them.
    var insets: EdgeInsets

    /// The insets past the numeric boundary: a NaN or infinite one counts as 0.
    private var safeInsets: EdgeInsets {
        EdgeInsets(
            top: NumericBoundary.spacing(insets.top),
            left: NumericBoundary.spacing(insets.left),
            bottom: NumericBoundary.spacing(insets.bottom),
            right: NumericBoundary.spacing(insets.right)
        )
    }

    func sizeThatFits(
        proposal: SizeConstraint,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        let insets = safeInsets
        let childSize = subelement.sizeThatFits(proposal.inset(by: insets))
        return CGSize(
            width: childSize.width + insets.left + insets.right,
            height: childSize.height + insets.top + insets.bottom
        )
    }

    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) {
        // Origin and size are given separately: a CGRect with a negative size (insets larger
        // than the frame) would be standardized, moving the child.
        let insets = safeInsets
        subelement.place(
            at: CGPoint(x: insets.left, y: insets.top),
            size: CGSize(
                width: size.width - insets.left - insets.right,
                height: size.height - insets.top - insets.bottom
            )
        )
    }
}

extension Inset {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        InsetLayout.Storage.structuralComparator
    }
}

extension InsetLayout: IdenticalLayoutValue {
    func isIdentical(to other: InsetLayout) -> Bool { insets.isIdentical(to: other.insets) }
}

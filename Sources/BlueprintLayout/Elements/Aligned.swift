import Foundation

/// Positions its wrapped element inside its own frame, with independent horizontal and vertical
/// alignments.
///
/// `Aligned` measures exactly as its content. In layout the content is measured in the frame's
/// size and given that size, capped at the frame, on each axis that is not `.fill`; a `.fill`
/// axis gives the content the frame's whole length on that axis.
///
/// ```swift
/// Aligned(vertically: .bottom, horizontally: .trailing, wrapping: badge)
/// badge.aligned(vertically: .top, horizontally: .fill)
/// ```
public struct Aligned: Element {
    /// Where the content goes on the vertical axis.
    public enum VerticalAlignment: Hashable, Sendable {
        /// Against the top edge.
        case top
        /// Centered vertically.
        case center
        /// Against the bottom edge.
        case bottom
        /// Stretched to the frame's whole height.
        case fill
    }

    /// Where the content goes on the horizontal axis.
    public enum HorizontalAlignment: Hashable, Sendable {
        /// Against the leading edge (the left edge; layout direction is not consulted, as in Blueprint).
        case leading
        /// Centered horizontally.
        case center
        /// Against the trailing edge (the right edge).
        case trailing
        /// Stretched to the frame's whole width.
        case fill
    }

    /// The element that is aligned.
    public var wrappedElement: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The layout and the wrapped element, in the storage that is also the content.
    private var container: ContainerContent<AlignedLayout>
    /// The vertical alignment.
    public var verticalAlignment: VerticalAlignment {
        get { container.layout.verticalAlignment }
        set { container.layout.verticalAlignment = newValue }
    }
    /// The horizontal alignment.
    public var horizontalAlignment: HorizontalAlignment {
        get { container.layout.horizontalAlignment }
        set { container.layout.horizontalAlignment = newValue }
    }

    /// Aligns `wrappedElement` (centered on both axes by default).
    ///
    /// - Parameters:
    ///   - verticalAlignment: The vertical alignment (default `.center`).
    ///   - horizontalAlignment: The horizontal alignment (default `.center`).
    ///   - wrappedElement: The element to align.
    public init(
        vertically verticalAlignment: VerticalAlignment = .center,
        horizontally horizontalAlignment: HorizontalAlignment = .center,
        wrapping wrappedElement: Element
    ) {
        container = ContainerContent(
            layout: AlignedLayout(verticalAlignment: verticalAlignment, horizontalAlignment: horizontalAlignment),
            children: OnlyChild(element: wrappedElement))
    }

    /// Single-child content laid out by the alignment layout.
    public var content: ElementContent { container.content }
}

extension Element {
    /// Wraps the element in an ``Aligned`` (centered on both axes by default).
    ///
    /// ```swift
    /// icon.aligned(vertically: .center, horizontally: .leading)
    /// ```
    public func aligned(
        vertically: Aligned.VerticalAlignment = .center,
        horizontally: Aligned.HorizontalAlignment = .center
    ) -> Aligned {
        Aligned(vertically: vertically, horizontally: horizontally, wrapping: self)
    }
}

/// Measures as the child; places it at its measured size (capped at the frame) or filling an axis.
private struct AlignedLayout: MeasuresAsChild {
    var verticalAlignment: Aligned.VerticalAlignment
    var horizontalAlignment: Aligned.HorizontalAlignment

    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) {
        let measured = subelement.sizeThatFits(SizeConstraint(size))
        let fitted = CGSize(width: min(measured.width, size.width), height: min(measured.height, size.height))

        let (x, width): (CGFloat, CGFloat) =
            switch horizontalAlignment {
            case .leading: (0, fitted.width)
            case .center: (0.5, fitted.width)
            case .trailing: (1, fitted.width)
            case .fill: (0, size.width)
            }

        let (y, height): (CGFloat, CGFloat) =
            switch verticalAlignment {
            case .top: (0, fitted.height)
            case .center: (0.5, fitted.height)
            case .bottom: (1, fitted.height)
            case .fill: (0, size.height)
            }

        subelement.place(
            at: CGPoint(x: x * size.width, y: y * size.height),
            anchor: UnitPoint(x: x, y: y),
            size: CGSize(width: width, height: height)
        )
    }
}

extension Aligned {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        AlignedLayout.Storage.structuralComparator
    }
}

extension AlignedLayout: IdenticalLayoutValue {
    func isIdentical(to other: AlignedLayout) -> Bool {
        verticalAlignment == other.verticalAlignment && horizontalAlignment == other.horizontalAlignment
    }
}

import Foundation

/// Sizes its wrapped element to an ``AspectRatio``.
///
/// How the proportional size is found depends on the ``ContentMode``:
/// - ``ContentMode/fitParent`` ignores the content and takes the largest size of the ratio that
///   fits the proposal; with one axis unconstrained it matches the bounded axis, and with both
///   unconstrained it reports an infinite size.
/// - ``ContentMode/fitContent`` (the default) measures the content and grows one side until the
///   ratio holds.
/// - ``ContentMode/shrinkContent`` measures the content and shrinks one side until the ratio holds.
///
/// The last two do not look at the proposal beyond measuring the content with it, so the result
/// may be larger than the proposal. In layout the content fills the frame.
///
/// ```swift
/// thumbnail.constrainedTo(aspectRatio: AspectRatio(width: 16, height: 9), contentMode: .fitParent)
/// ```
///
/// Differs from Blueprint: a ratio that is zero, negative, infinite or NaN (for example
/// `AspectRatio(width: 1, height: 0)`) imposes no proportion: the element measures as its
/// content in every mode. Blueprint divides by zero and returns infinite, NaN or negative sizes.
public struct ConstrainedAspectRatio: Element {
    /// How the proportional size relates to the parent's proposal and the content's size.
    public enum ContentMode: Hashable, Sendable {
        /// The largest size of the ratio that fits the proposal, whatever the content's size.
        ///
        /// With one axis unconstrained the bounded axis decides; with both unconstrained the
        /// size is infinite.
        case fitParent

        /// The content's size, grown on one axis until the ratio holds (the result contains the
        /// content's size).
        case fitContent

        /// The content's size, shrunk on one axis until the ratio holds (the result fits in the
        /// content's size).
        case shrinkContent

        /// The size for `proposal`, measuring `subelement` when the mode needs its size.
        func constrain(
            subelement: LayoutSubelement,
            to aspectRatio: AspectRatio,
            in proposal: SizeConstraint
        ) -> CGSize {
            guard aspectRatio.isUsable else {
                return subelement.sizeThatFits(proposal)
            }

            switch self {
            case .fitParent:
                switch (proposal.width, proposal.height) {
                case (.unconstrained, .unconstrained):
                    return CGSize(width: CGFloat.infinity, height: .infinity)
                case (.atMost(let maxWidth), .unconstrained):
                    return aspectRatio.size(forWidth: maxWidth)
                case (.unconstrained, .atMost(let maxHeight)):
                    return aspectRatio.size(forHeight: maxHeight)
                case (.atMost(let maxWidth), .atMost(let maxHeight)):
                    // Match the height unless that makes the size too wide; then match the width.
                    if aspectRatio.width(forHeight: maxHeight) > maxWidth {
                        return aspectRatio.size(forWidth: maxWidth)
                    }
                    return aspectRatio.size(forHeight: maxHeight)
                }

            case .fitContent:
                let contentSize = subelement.sizeThatFits(proposal)
                if aspectRatio.width(forHeight: contentSize.height) > contentSize.width {
                    return aspectRatio.size(forHeight: contentSize.height)
                }
                return aspectRatio.size(forWidth: contentSize.width)

            case .shrinkContent:
                let contentSize = subelement.sizeThatFits(proposal)
                if aspectRatio.width(forHeight: contentSize.height) < contentSize.width {
                    return aspectRatio.size(forHeight: contentSize.height)
                }
                return aspectRatio.size(forWidth: contentSize.width)
            }
        }
    }

    /// The element that is sized.
    public var wrappedElement: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The layout and the wrapped element, in the storage that is also the content.
    private var container: ContainerContent<ConstrainedAspectRatioLayout>
    /// The ratio the size keeps.
    public var aspectRatio: AspectRatio {
        get { container.layout.aspectRatio }
        set { container.layout.aspectRatio = newValue }
    }
    /// How the proportional size is found.
    public var contentMode: ContentMode {
        get { container.layout.contentMode }
        set { container.layout.contentMode = newValue }
    }

    /// Sizes `wrappedElement` to `aspectRatio`.
    ///
    /// - Parameters:
    ///   - aspectRatio: The proportion of width to height.
    ///   - contentMode: How the size is found (default ``ContentMode/fitContent``).
    ///   - wrappedElement: The element to size.
    public init(aspectRatio: AspectRatio, contentMode: ContentMode = .fitContent, wrapping wrappedElement: Element) {
        container = ContainerContent(
            layout: ConstrainedAspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode),
            children: OnlyChild(element: wrappedElement))
    }

    /// Single-child content laid out by the aspect ratio layout.
    public var content: ElementContent { container.content }
}

extension Element {
    /// Sizes the element to `aspectRatio` (by growing the content by default).
    ///
    /// ```swift
    /// photo.constrainedTo(aspectRatio: .square, contentMode: .shrinkContent)
    /// ```
    public func constrainedTo(
        aspectRatio: AspectRatio,
        contentMode: ConstrainedAspectRatio.ContentMode = .fitContent
    ) -> ConstrainedAspectRatio {
        ConstrainedAspectRatio(aspectRatio: aspectRatio, contentMode: contentMode, wrapping: self)
    }
}

/// Measures with the content mode; the child fills the frame.
private struct ConstrainedAspectRatioLayout: SingleChildNodeLayout {
    var aspectRatio: AspectRatio
    var contentMode: ConstrainedAspectRatio.ContentMode

    func sizeThatFits(
        proposal: SizeConstraint,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        contentMode.constrain(subelement: subelement, to: aspectRatio, in: proposal)
    }

    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) {
        subelement.place(filling: size)
    }
}

extension ConstrainedAspectRatio {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        ConstrainedAspectRatioLayout.Storage.structuralComparator
    }
}

extension ConstrainedAspectRatioLayout: IdenticalLayoutValue {
    func isIdentical(to other: ConstrainedAspectRatioLayout) -> Bool {
        aspectRatio.ratio.isIdentical(to: other.aspectRatio.ratio) && contentMode == other.contentMode
    }
}

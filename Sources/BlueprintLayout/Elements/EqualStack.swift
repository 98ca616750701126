import Foundation

/// Stacks its children along one axis, giving every child the same length on that axis and the
/// stack's full length on the other.
///
/// Each child is offered an equal share of the constraint along the stack's axis (after the
/// spacing is taken out). The stack measures as its largest child times the number of children,
/// plus the spacing, along the axis, and as its largest child across it.
///
/// ```swift
/// EqualStack(direction: .horizontal, spacing: 8) {
///     Button(title: "Cancel")
///     Button(title: "Save")
/// }
/// ```
///
/// When the frame is shorter than the spacing, the children get negative lengths, as in Blueprint.
///
/// Differs from Blueprint: a non-finite spacing (infinity or NaN) is treated as 0; Blueprint
/// produces NaN sizes and frames.
public struct EqualStack: Element {
    /// The axis along which the children are stacked.
    public var direction: Direction

    /// The gap between adjacent children (0 by default).
    public var spacing: CGFloat = 0

    /// The children, in order (none by default).
    public var children: [Element] {
        get { _children.value }
        _modify { yield &_children.value }
    }

    // Boxed, so that dropping a deep chain of containers does not recurse per level.
    private var _children = BoxedChildren<Element>([])

    /// An empty stack along `direction`, which `configure` may then change.
    ///
    /// ```swift
    /// let stack = EqualStack(direction: .vertical) { stack in
    ///     stack.spacing = 4
    ///     stack.add(child: first)
    ///     stack.add(child: second)
    /// }
    /// ```
    /// - Parameters:
    ///   - direction: The axis along which the children are stacked.
    ///   - configure: Changes the new stack further (spacing, children).
    public init(
        direction: Direction,
        configure: (inout EqualStack) -> Void = { _ in }
    ) {
        self.direction = direction
        configure(&self)
    }

    /// A stack whose children come from a result builder.
    ///
    /// - Parameters:
    ///   - direction: The axis along which the children are stacked.
    ///   - spacing: The gap between adjacent children.
    ///   - elements: The children, in order.
    public init(
        direction: Direction,
        spacing: CGFloat = 0,
        @ElementBuilder<Child> elements: () -> [Child]
    ) {
        self.init(direction: direction)
        self.spacing = spacing
        children = elements().map(\.element)
    }

    /// Appends `child` to the stack.
    public mutating func add(child: Element) {
        children.append(child)
    }

    /// Layout-backed content over the children.
    public var content: ElementContent {
        let layout = EqualStackLayout(direction: direction, spacing: NumericBoundary.spacing(spacing))
        return ElementContent(layout: layout) { builder in
            for child in children {
                builder.add(key: nil, element: child)
            }
        }
    }
}

extension EqualStack {
    /// The axis along which an ``EqualStack`` places its children.
    public enum Direction: Hashable, Sendable {
        /// Top to bottom.
        case vertical
        /// Left to right.
        case horizontal
    }

    /// A child of an ``EqualStack`` built with a result builder; it carries no traits.
    public struct Child: ElementBuilderChild {
        /// The element.
        public let element: Element

        /// Wraps `element`.
        public init(_ element: Element) {
            self.element = element
        }
    }
}

/// Gives every child an equal slice of the stack's axis.
private struct EqualStackLayout: Layout {
    var direction: EqualStack.Direction
    var spacing: CGFloat

    /// The spacing between `count` children in total.
    private func totalSpacing(count: Int) -> CGFloat {
        spacing * CGFloat(count - 1)
    }

    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        guard !subelements.isEmpty else { return .zero }
        let count = CGFloat(subelements.count)
        let spacingTotal = totalSpacing(count: subelements.count)

        // Offer each child its share of the stacking axis and the whole cross axis.
        var itemProposal = proposal
        switch direction {
        case .horizontal:
            itemProposal.width = proposal.width.map { ($0 - spacingTotal) / count }
        case .vertical:
            itemProposal.height = proposal.height.map { ($0 - spacingTotal) / count }
        }

        // The largest child size per axis, from the children's sizes alone (as in Blueprint: not
        // clamped at zero, so negative when every child measures negative).
        var largest: CGSize?
        for subelement in subelements {
            let size = subelement.sizeThatFits(itemProposal)
            guard var current = largest else {
                largest = size
                continue
            }
            if current.width < size.width { current.width = size.width }
            if current.height < size.height { current.height = size.height }
            largest = current
        }
        let largestSize = largest ?? .zero

        switch direction {
        case .horizontal:
            return CGSize(width: largestSize.width * count + spacingTotal, height: largestSize.height)
        case .vertical:
            return CGSize(width: largestSize.width, height: largestSize.height * count + spacingTotal)
        }
    }

    func placeSubelements(
        in size: CGSize,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) {
        guard !subelements.isEmpty else { return }
        let count = CGFloat(subelements.count)
        let spacingTotal = totalSpacing(count: subelements.count)

        for (index, subelement) in subelements.enumerated() {
            let position = CGFloat(index)
            switch direction {
            case .horizontal:
                let width = (size.width - spacingTotal) / count
                subelement.place(
                    at: CGPoint(x: (width + spacing) * position, y: 0),
                    size: CGSize(width: width, height: size.height)
                )
            case .vertical:
                let height = (size.height - spacingTotal) / count
                subelement.place(
                    at: CGPoint(x: 0, y: (height + spacing) * position),
                    size: CGSize(width: size.width, height: height)
                )
            }
        }
    }
}

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
    public var direction: Direction {
        get { container.layout.direction }
        set { container.layout.direction = newValue }
    }

    /// The gap between adjacent children (0 by default).
    public var spacing: CGFloat {
        get { container.layout.spacing }
        set { container.layout.spacing = newValue }
    }

    /// The children, in order (none by default).
    public var children: [Element] {
        get { container.children.elements }
        _modify { yield &container.uniqueStorage().children.elements }
    }

    // The layout and children, in the storage that is also the content.
    private var container: ContainerContent<EqualStackLayout>

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
        container = ContainerContent(
            layout: EqualStackLayout(direction: direction, spacing: 0), children: ElementList())
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
    public var content: ElementContent { container.content }
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
struct EqualStackLayout: Layout, NodeLayout {
    typealias Children = ElementList

    var direction: EqualStack.Direction
    /// The gap between adjacent children, as the stack was given it (the layout makes it safe).
    var spacing: CGFloat

    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        size(in: proposal, children: subelements)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        place(in: size, children: subelements)
    }

    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        size(in: proposal, children: nodes)
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {
        place(in: size, children: nodes)
    }

    // MARK: - The algorithm

    /// The spacing between `count` children in total.
    private func totalSpacing(count: Int) -> CGFloat {
        NumericBoundary.spacing(spacing) * CGFloat(count - 1)
    }

    /// The largest child times the number of children, plus the spacing, along the axis; the
    /// largest child across it.
    private func size(in proposal: SizeConstraint, children: some LayoutNodeSequence) -> CGSize {
        guard children.count > 0 else { return .zero }
        let count = CGFloat(children.count)
        let spacingTotal = totalSpacing(count: children.count)

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
        var largest = children.node(at: 0).measure(itemProposal)
        for index in 1..<children.count {
            let size = children.node(at: index).measure(itemProposal)
            if largest.width < size.width { largest.width = size.width }
            if largest.height < size.height { largest.height = size.height }
        }

        switch direction {
        case .horizontal:
            return CGSize(width: largest.width * count + spacingTotal, height: largest.height)
        case .vertical:
            return CGSize(width: largest.width, height: largest.height * count + spacingTotal)
        }
    }

    /// Every child in an equal slice of the axis.
    private func place(in size: CGSize, children: some LayoutNodeSequence) {
        guard children.count > 0 else { return }
        let count = CGFloat(children.count)
        let spacing = NumericBoundary.spacing(spacing)
        let spacingTotal = totalSpacing(count: children.count)

        for index in 0..<children.count {
            let position = CGFloat(index)
            switch direction {
            case .horizontal:
                let width = (size.width - spacingTotal) / count
                children.node(at: index).place(
                    at: CGPoint(x: (width + spacing) * position, y: 0),
                    size: CGSize(width: width, height: size.height)
                )
            case .vertical:
                let height = (size.height - spacingTotal) / count
                children.node(at: index).place(
                    at: CGPoint(x: 0, y: (height + spacing) * position),
                    size: CGSize(width: size.width, height: height)
                )
            }
        }
    }
}

extension EqualStack {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        EqualStackLayout.Storage.structuralComparator
    }
}

extension EqualStackLayout: IdenticalLayoutValue {
    func isIdentical(to other: EqualStackLayout) -> Bool {
        direction == other.direction && spacing.isIdentical(to: other.spacing)
    }
}

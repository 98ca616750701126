import Foundation

/// Lays out children left to right, starting a new line whenever the next child does not fit.
///
/// Every line holds at least one child. Each child is measured in the flow's constraint and
/// clamped to it. ``lineAlignment`` places a line that is narrower than the flow; ``itemAlignment``
/// places children that are shorter than their line; children with priority ``Priority/grows``
/// share a line's free width in proportion to their widths (a line with such children ignores
/// ``lineAlignment``).
///
/// ```swift
/// Flow(lineSpacing: 8, itemSpacing: 8) {
///     Pill("Food / drink")
///     Pill("Retail goods").flowChild(key: "retail")
///     Pill("Beauty / wellness").flowChild(priority: .grows)
/// }
/// ```
///
/// The flow measures to the rightmost and lowest edges of its children's frames, so in a bounded
/// width a centered or trailing line counts its leading free space too, as in Blueprint.
///
/// Differs from Blueprint: measured without a width limit, a flow with a centered or trailing
/// ``lineAlignment`` or with a growing child measures `.infinity` wide, since it takes up (or,
/// centered, keeps growing with) whatever width it is given, as the sizing rules on ``Layout``
/// ask of a filling element; its height is that of its single line. Blueprint takes the free width
/// to be `greatestFiniteMagnitude` and measures to an enormous finite width. A flow of fixed
/// children aligned to the leading edge measures to its one line's width, as in Blueprint.
///
/// Differs from Blueprint: when every growing child in a line has a width of zero, the free width
/// is split equally among them; Blueprint divides by zero and produces NaN widths.
public struct Flow: Element {
    /// How a line narrower than the flow is placed horizontally.
    public var lineAlignment: LineAlignment {
        get { container.layout.lineAlignment }
        set { container.layout.lineAlignment = newValue }
    }

    /// The vertical gap between lines.
    public var lineSpacing: CGFloat {
        get { container.layout.lineSpacing }
        set { container.layout.lineSpacing = newValue }
    }

    /// How children shorter than their line are placed vertically.
    public var itemAlignment: ItemAlignment {
        get { container.layout.itemAlignment }
        set { container.layout.itemAlignment = newValue }
    }

    /// The horizontal gap between children in a line.
    public var itemSpacing: CGFloat {
        get { container.layout.itemSpacing }
        set { container.layout.itemSpacing = newValue }
    }

    /// The children, in order.
    public var children: [Child] {
        get { container.children }
        _modify { yield &container.uniqueStorage().children }
    }

    // The layout and children, in the storage that is also the content.
    private var container: ContainerContent<FlowLayout>

    /// A flow whose children come from a result builder.
    ///
    /// A plain element becomes a child with priority ``Priority/fixed``; use
    /// ``Element/flowChild(priority:key:)`` to choose another.
    /// - Parameters:
    ///   - lineAlignment: How a line narrower than the flow is placed (`.leading` by default).
    ///   - lineSpacing: The vertical gap between lines (0 by default).
    ///   - itemAlignment: How children shorter than their line are placed (`.center` by default).
    ///   - itemSpacing: The horizontal gap between children in a line (0 by default).
    ///   - children: The children, in order.
    public init(
        lineAlignment: LineAlignment = .leading,
        lineSpacing: CGFloat = 0,
        itemAlignment: ItemAlignment = .center,
        itemSpacing: CGFloat = 0,
        @ElementBuilder<Flow.Child> _ children: () -> [Flow.Child]
    ) {
        container = ContainerContent(
            layout: FlowLayout(
                lineAlignment: lineAlignment, lineSpacing: lineSpacing, itemAlignment: itemAlignment,
                itemSpacing: itemSpacing),
            children: children())
    }

    /// The flow's content: its children, measured and placed by the flow.
    public var content: ElementContent { container.content }
}

extension Flow {
    /// How a line narrower than the flow is placed horizontally.
    public enum LineAlignment: Hashable, Sendable, CaseIterable {
        /// Against the leading edge.
        case leading
        /// Centered in the free width.
        case center
        /// Against the trailing edge.
        case trailing
    }

    /// How children shorter than their line are placed vertically.
    public enum ItemAlignment: Hashable, Sendable, CaseIterable {
        /// Stretched to the line's height.
        case fill
        /// Against the line's top.
        case top
        /// Centered in the line's height.
        case center
        /// Against the line's bottom.
        case bottom
    }

    /// Whether a child takes a share of its line's free width.
    public enum Priority: Hashable, Sendable {
        /// The priority of a child that does not set one: ``fixed``.
        public static let `default` = Self.fixed

        /// The child keeps its measured width.
        case fixed
        /// The child grows into the line's free width, in proportion to its width.
        case grows

        var scales: Bool {
            switch self {
            case .fixed: false
            case .grows: true
            }
        }
    }

    /// One child of a ``Flow``: an element, its traits and an optional key.
    public struct Child: ElementBuilderChild {
        /// Tells this child apart from siblings of the same type across updates.
        public var key: AnyHashable?

        /// How the flow treats the child.
        public var traits: Traits

        /// The element.
        public var element: Element

        /// A child with the default traits and no key.
        public init(_ element: Element) {
            key = nil
            traits = Traits()
            self.element = element
        }

        /// A child with a key and a priority.
        public init(_ element: Element, key: AnyHashable? = nil, priority: Priority = .default) {
            self.key = key
            self.element = element
            traits = Traits(priority: priority)
        }

        /// The per-child values a ``Flow`` reads.
        public struct Traits: Hashable, Sendable {
            /// Whether the child grows into its line's free width.
            public var priority: Priority

            /// Traits with a priority (``Priority/default`` by default).
            public init(priority: Flow.Priority = .default) {
                self.priority = priority
            }
        }
    }
}

extension Element {
    /// Wraps the element as a ``Flow`` child with a priority and a key.
    ///
    /// ```swift
    /// Flow {
    ///     tag.flowChild(priority: .grows, key: tagID)
    /// }
    /// ```
    public func flowChild(priority: Flow.Priority = .default, key: AnyHashable? = nil) -> Flow.Child {
        Flow.Child(self, key: key, priority: priority)
    }
}

/// A flow's layout: children left to right in lines, a new line whenever the next child does not
/// fit.
///
/// Run with subelements, it reads each child's priority from its trait (``Flow/Child/Traits``); run
/// by the engine for a ``Flow``, from the flow's own ``Flow/Child`` values.
struct FlowLayout: Layout, SingleTraitLayout, NodeLayout {
    typealias Traits = Flow.Child.Traits
    typealias Children = [Flow.Child]

    /// A child without traits keeps its width.
    static var defaultTraits: Flow.Child.Traits { Flow.Child.Traits() }

    var lineAlignment: Flow.LineAlignment
    /// The vertical gap between lines, as the flow was given it (the layout makes it safe).
    var lineSpacing: CGFloat
    var itemAlignment: Flow.ItemAlignment
    /// The horizontal gap between children, as the flow was given it (the layout makes it safe).
    var itemSpacing: CGFloat

    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        size(in: proposal, children: subelements)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        _ = layOut(in: SizeConstraint(size), children: subelements, placing: true)
    }

    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        size(in: proposal, children: nodes)
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {
        _ = layOut(in: SizeConstraint(size), children: nodes, placing: true)
    }

    // MARK: - The algorithm

    /// To the rightmost and lowest edges of the children's frames; lines that share out free width
    /// fill an unlimited width.
    private func size(in proposal: SizeConstraint, children: some FlowChildren) -> CGSize {
        var size = layOut(in: proposal, children: children, placing: false)
        if proposal.width == .unconstrained && children.count > 0
            && (lineAlignment != .leading || (0..<children.count).contains { children.grows(at: $0) })
        {
            size.width = .infinity
        }
        return size
    }

    /// Measures every child and makes its frame, line by line (a line takes children while they fit
    /// the width, and always its first one), placing the child there when `placing`, else returning
    /// the extent of the frames: their rightmost and lowest edges.
    @inline(__always)
    private func layOut(in constraint: SizeConstraint, children: some FlowChildren, placing: Bool) -> CGSize {
        let count = children.count
        guard count > 0 else { return .zero }
        let itemSpacing = NumericBoundary.spacing(itemSpacing)
        let lineSpacing = NumericBoundary.spacing(lineSpacing)
        let maximum = constraint.maximum
        // Without a width limit every child fits on one line, and the frames are computed without
        // free width (the measured width is then made infinite when the line would fill it).
        let freeWidthLimit = constraint.width.constrainedValue
        return ChildScratch<CGSize>.with(capacity: count) { sizes in
            // Every child is measured first, in order, so that the line breaking below keeps its
            // state in registers rather than across the measurements' calls.
            for index in 0..<count {
                let measured = children.node(at: index).measure(constraint)
                sizes.append(
                    CGSize(width: min(measured.width, maximum.width), height: min(measured.height, maximum.height)))
            }
            var extent = CGSize.zero
            var line = Line(start: 0, top: 0)
            for index in 0..<count {
                let size = sizes[index]
                // A line always takes its first child, however wide.
                let fits = CGFloat(index - line.start) * itemSpacing + line.itemsWidth + size.width <= maximum.width
                if index > line.start && !fits {
                    layOutLine(
                        line, end: index, sizes, children, itemSpacing: itemSpacing, freeWidthLimit: freeWidthLimit,
                        placing: placing, extent: &extent)
                    line = Line(start: index, top: line.top + line.height + lineSpacing)
                }
                line.itemsWidth += size.width
                line.height = max(size.height, line.height)
            }
            layOutLine(
                line, end: count, sizes, children, itemSpacing: itemSpacing, freeWidthLimit: freeWidthLimit,
                placing: placing, extent: &extent)
            return extent
        }
    }

    /// One line of children in progress: where it starts, and its width and height so far.
    private struct Line {
        let start: Int
        let top: CGFloat
        var height: CGFloat = 0
        var itemsWidth: CGFloat = 0

        init(start: Int, top: CGFloat) {
            self.start = start
            self.top = top
        }
    }

    /// The frames of the children `line.start..<end`: growing children share the free width in
    /// proportion to their widths (evenly when those are all 0); without growing children the line
    /// is aligned. Each frame is the child's placement when `placing`, else it widens `extent`.
    @inline(__always)
    private func layOutLine(
        _ line: Line,
        end: Int,
        _ sizes: borrowing ChildScratch<CGSize>,
        _ children: some FlowChildren,
        itemSpacing: CGFloat,
        freeWidthLimit: CGFloat?,
        placing: Bool,
        extent: inout CGSize
    ) {
        let range = line.start..<end
        let spacingTotal = CGFloat(range.count - 1) * itemSpacing
        let freeWidth = freeWidthLimit.map { $0 - line.itemsWidth - spacingTotal } ?? 0

        var growingCount = 0
        var growingWidth: CGFloat = 0
        for index in range where children.grows(at: index) {
            growingCount += 1
            growingWidth += sizes[index].width
        }

        var x: CGFloat
        if growingCount > 0 {
            x = 0
        } else {
            switch lineAlignment {
            case .leading: x = 0
            case .center: x = freeWidth / 2
            case .trailing: x = freeWidth
            }
        }

        for index in range {
            let size = sizes[index]
            var width = size.width
            if growingCount > 0 && children.grows(at: index) {
                let share = growingWidth > 0 ? size.width / growingWidth : 1 / CGFloat(growingCount)
                width += freeWidth * share
            }

            let y: CGFloat
            let height: CGFloat
            switch itemAlignment {
            case .fill:
                (y, height) = (line.top, line.height)
            case .top:
                (y, height) = (line.top, size.height)
            case .center:
                (y, height) = (line.top + (line.height - size.height) / 2, size.height)
            case .bottom:
                (y, height) = (line.top + (line.height - size.height), size.height)
            }

            let frame = CGRect(x: x, y: y, width: width, height: height)
            if placing {
                children.node(at: index).place(at: frame.origin, size: frame.size)
            } else {
                extent = CGSize(width: max(frame.maxX, extent.width), height: max(extent.height, frame.maxY))
            }
            x = frame.maxX + itemSpacing
        }
    }
}

/// The children of a flow as its layout's algorithm reads them: measured and placed, and asked
/// whether they grow (``Flow/Priority``).
protocol FlowChildren: LayoutNodeSequence {
    /// Whether the child at `index` takes a share of its line's free width.
    func grows(at index: Int) -> Bool
}

extension LayoutSubelements: FlowChildren {
    func grows(at index: Int) -> Bool {
        self[index].traits(forLayoutType: FlowLayout.self).priority.scales
    }
}

extension LayoutNodes: FlowChildren where LayoutType == FlowLayout {
    func grows(at index: Int) -> Bool {
        children[index].traits.priority.scales
    }
}

extension Flow.Child: ContainerChild {}

extension Flow {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        FlowLayout.Storage.structuralComparator
    }
}

extension FlowLayout: IdenticalLayoutValue {
    func isIdentical(to other: FlowLayout) -> Bool {
        lineAlignment == other.lineAlignment && lineSpacing.isIdentical(to: other.lineSpacing)
            && itemAlignment == other.itemAlignment && itemSpacing.isIdentical(to: other.itemSpacing)
    }
}

extension Flow.Child: StructurallyComparableChild {
    func keyAndValuesAreIdentical(to other: Flow.Child) -> Bool { key == other.key && traits == other.traits }
}

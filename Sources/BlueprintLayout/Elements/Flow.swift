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
    public var lineAlignment: LineAlignment

    /// The vertical gap between lines.
    public var lineSpacing: CGFloat

    /// How children shorter than their line are placed vertically.
    public var itemAlignment: ItemAlignment

    /// The horizontal gap between children in a line.
    public var itemSpacing: CGFloat

    /// The children, in order.
    public var children: [Child] {
        get { _children.value }
        _modify { yield &_children.value }
    }

    // Boxed, so that dropping a deep chain of containers does not recurse per level.
    private var _children = BoxedChildren<Child>([])

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
        self.lineAlignment = lineAlignment
        self.lineSpacing = lineSpacing
        self.itemAlignment = itemAlignment
        self.itemSpacing = itemSpacing
        self.children = children()
    }

    /// Layout-backed content with each child's traits.
    public var content: ElementContent {
        let layout = FlowLayout(
            lineAlignment: lineAlignment,
            lineSpacing: NumericBoundary.spacing(lineSpacing),
            itemAlignment: itemAlignment,
            itemSpacing: NumericBoundary.spacing(itemSpacing)
        )
        return ElementContent(layout: layout) { builder in
            for child in children {
                builder.add(traits: child.traits, key: child.key, element: child.element)
            }
        }
    }
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

/// Breaks children into lines and computes their frames.
private struct FlowLayout: Layout, SingleTraitLayout {
    typealias Traits = Flow.Child.Traits

    var lineAlignment: Flow.LineAlignment
    var lineSpacing: CGFloat
    var itemAlignment: Flow.ItemAlignment
    var itemSpacing: CGFloat

    static var defaultTraits: Traits { Traits() }

    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        var size = frames(for: subelements, in: proposal).reduce(CGSize.zero) { size, frame in
            CGSize(width: max(frame.maxX, size.width), height: max(size.height, frame.maxY))
        }
        if proposal.width == .unconstrained && fillsFreeWidth(subelements) {
            size.width = .infinity
        }
        return size
    }

    /// Whether the lines take up free width: they are not leading-aligned or a child grows.
    private func fillsFreeWidth(_ subelements: Subelements) -> Bool {
        guard !subelements.isEmpty else { return false }
        return lineAlignment != .leading
            || subelements.contains { $0.traits(forLayoutType: FlowLayout.self).priority.scales }
    }

    func placeSubelements(
        in size: CGSize,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) {
        for (frame, subelement) in zip(frames(for: subelements, in: SizeConstraint(size)), subelements) {
            subelement.place(at: frame.origin, size: frame.size)
        }
    }

    /// The children's frames: each child is measured and clamped to the constraint, then added
    /// to the current line, or to a new one below when it does not fit.
    private func frames(for subelements: Subelements, in constraint: SizeConstraint) -> [CGRect] {
        let maximum = constraint.maximum
        // Without a width limit every child fits on one line, and the frames are computed without
        // free width (the measured width is then made infinite when the line would fill it).
        let freeWidthLimit = constraint.width.constrainedValue
        var frames: [CGRect] = []
        frames.reserveCapacity(subelements.count)
        var line = Line(top: 0, maxWidth: maximum.width, itemSpacing: itemSpacing)

        for subelement in subelements {
            let measured = subelement.sizeThatFits(constraint)
            let size = CGSize(width: min(measured.width, maximum.width), height: min(measured.height, maximum.height))

            // A line always takes its first child, however wide.
            if !line.items.isEmpty && !line.canFit(width: size.width) {
                frames += lineFrames(line, freeWidthLimit: freeWidthLimit)
                line = Line(
                    top: line.top + line.height + lineSpacing, maxWidth: maximum.width, itemSpacing: itemSpacing)
            }
            line.add(Line.Item(size: size, priority: subelement.traits(forLayoutType: FlowLayout.self).priority))
        }
        return frames + lineFrames(line, freeWidthLimit: freeWidthLimit)
    }

    /// The frames of one line's children.
    ///
    /// The free width is `freeWidthLimit` less the children and their spacing (0 without a
    /// limit). Growing children share it in proportion to their widths (equally when those are
    /// all zero); otherwise ``lineAlignment`` offsets the line by it.
    private func lineFrames(_ line: Line, freeWidthLimit: CGFloat?) -> [CGRect] {
        let items = line.items
        guard !items.isEmpty else { return [] }

        let spacingTotal = CGFloat(items.count - 1) * itemSpacing
        let freeWidth = freeWidthLimit.map { $0 - line.itemsWidth - spacingTotal } ?? 0

        let growing = items.filter(\.priority.scales)
        let growingWidth = growing.reduce(0) { $0 + $1.size.width }

        var x: CGFloat
        if !growing.isEmpty {
            x = 0
        } else {
            switch lineAlignment {
            case .leading: x = 0
            case .center: x = freeWidth / 2
            case .trailing: x = freeWidth
            }
        }

        return items.map { item in
            var width = item.size.width
            if item.priority.scales {
                let share = growingWidth > 0 ? item.size.width / growingWidth : 1 / CGFloat(growing.count)
                width += freeWidth * share
            }

            let y: CGFloat
            let height: CGFloat
            switch itemAlignment {
            case .fill:
                (y, height) = (line.top, line.height)
            case .top:
                (y, height) = (line.top, item.size.height)
            case .center:
                (y, height) = (line.top + (line.height - item.size.height) / 2, item.size.height)
            case .bottom:
                (y, height) = (line.top + (line.height - item.size.height), item.size.height)
            }

            let frame = CGRect(x: x, y: y, width: width, height: height)
            x = frame.maxX + itemSpacing
            return frame
        }
    }

    /// The children of one line as they are added.
    private struct Line {
        struct Item {
            var size: CGSize
            var priority: Flow.Priority
        }

        /// The line's y origin.
        let top: CGFloat
        /// The width children may take before the line is full.
        let maxWidth: CGFloat
        let itemSpacing: CGFloat

        private(set) var items: [Item] = []
        /// The tallest child's height.
        private(set) var height: CGFloat = 0
        /// The children's widths, without spacing.
        private(set) var itemsWidth: CGFloat = 0

        init(top: CGFloat, maxWidth: CGFloat, itemSpacing: CGFloat) {
            self.top = top
            self.maxWidth = maxWidth
            self.itemSpacing = itemSpacing
        }

        /// Whether a child of `width` fits after the children already in the line.
        func canFit(width: CGFloat) -> Bool {
            CGFloat(items.count) * itemSpacing + itemsWidth + width <= maxWidth
        }

        mutating func add(_ item: Item) {
            items.append(item)
            itemsWidth += item.size.width
            height = max(item.size.height, height)
        }
    }
}

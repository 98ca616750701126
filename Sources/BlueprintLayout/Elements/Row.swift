import Foundation

/// Lays out children left to right, distributing space by grow and shrink priorities.
///
/// ```swift
/// Row(alignment: .center, underflow: .growUniformly, minimumSpacing: 8) {
///     Spacer(20).stackLayoutChild(priority: .fixed)
///     Label(text: "Grows to fill")
/// }
/// ```
/// **Free space, by default:** Blueprint's default `underflow` is
/// ``StackLayout/UnderflowDistribution/spaceEvenly``: children keep their widths and the free space
/// goes into the gaps between them, so the first child starts at the leading edge and the last one
/// ends at the trailing edge (a lone child stays at the start). To pack children at the start,
/// pass `underflow: .justifyToStart`; to let them grow, `.growUniformly` or `.growProportionally`
/// with their grow priorities.
///
/// See ``StackLayout`` for the algorithm.
public struct Row: StackElement {
    /// How children are sized and positioned on the vertical axis.
    public enum RowAlignment: Equatable {
        /// Every child takes the whole vertical length.
        case fill
        /// Children keep their measured length and line up on a guide.
        case align(to: VerticalAlignment)

        /// Children line up on their top edges.
        public static var top: RowAlignment { .align(to: .top) }
        /// Children are centered vertically.
        public static var center: RowAlignment { .align(to: .center) }
        /// Children line up on their bottom edges.
        public static var bottom: RowAlignment { .align(to: .bottom) }
        /// Children line up on their top edges: Blueprint's old name for ``top``.
        @available(*, deprecated, renamed: "top")
        public static var leading: RowAlignment { .top }
        /// Children line up on their bottom edges: Blueprint's old name for ``bottom``.
        @available(*, deprecated, renamed: "bottom")
        public static var trailing: RowAlignment { .bottom }

        init(_ alignment: StackLayout.Alignment) {
            switch alignment {
            case .fill: self = .fill
            case .align(let id): self = .align(to: VerticalAlignment(id))
            }
        }

        var stackAlignment: StackLayout.Alignment {
            switch self {
            case .fill: .fill
            case .align(let alignment): .align(to: alignment.id)
            }
        }
    }

    /// The children with their traits and keys, in order.
    ///
    /// Changing the children in place costs what it costs on an array: appending one is constant
    /// amortized time, so a row can be built in a loop.
    /// ```swift
    /// var row = Row()
    /// for item in items {
    ///     row.children.append((element: Label(text: item.title), traits: .init(), key: item.id))
    /// }
    /// ```
    /// ``add(growPriority:shrinkPriority:alignmentGuide:key:child:)`` and the result builder
    /// store children in the form the layout reads, which lays out faster: a row whose
    /// children were changed in place converts them, in one linear pass, each time it is laid out.
    public var children: [(element: Element, traits: StackLayout.Traits, key: AnyHashable?)] {
        get { storage.tuples }
        set { storage.setChildren(newValue) }
        _modify { yield &storage.tuples }
    }

    var storage = StackChildren(layout: StackLayout(axis: .horizontal, alignment: RowAlignment.top.stackAlignment))

    /// The stack's layout.
    public private(set) var layout: StackLayout {
        get { storage.layout }
        set { storage.layout = newValue }
    }

    /// An empty Row with Blueprint's defaults: `.top` alignment, `.spaceEvenly` underflow,
    /// `.condenseProportionally` overflow, no spacing.
    public init() {}

    /// A Row whose children come from a result builder.
    public init(
        alignment: RowAlignment = .top,
        underflow: StackLayout.UnderflowDistribution = .spaceEvenly,
        overflow: StackLayout.OverflowDistribution = .condenseProportionally,
        minimumSpacing: CGFloat = 0,
        @ElementBuilder<StackLayout.Child> elements: () -> [StackLayout.Child]
    ) {
        self.init()
        storage.setChildren(elements())
        layout.alignment = alignment.stackAlignment
        layout.underflow = underflow
        layout.overflow = overflow
        layout.minimumSpacing = minimumSpacing
    }

    /// What to do with free space along the axis.
    public var horizontalUnderflow: StackLayout.UnderflowDistribution {
        get { layout.underflow }
        set { layout.underflow = newValue }
    }

    /// What to do when the children do not fit along the axis.
    public var horizontalOverflow: StackLayout.OverflowDistribution {
        get { layout.overflow }
        set { layout.overflow = newValue }
    }

    /// How children are sized and positioned on the vertical axis.
    public var verticalAlignment: RowAlignment {
        get { RowAlignment(layout.alignment) }
        set { layout.alignment = newValue.stackAlignment }
    }

    /// Layout-backed content with every child and its stack traits.
    public var content: ElementContent { storage.content }

    /// Makes room for `count` children in all, so that adding them one by one with
    /// ``add(growPriority:shrinkPriority:alignmentGuide:key:child:)`` never regrows the storage.
    package mutating func reserveChildCapacity(_ count: Int) {
        storage.reserveCapacity(count)
    }

    /// Adds a child with the given priorities (default 1 and 1: flexible).
    public mutating func add(
        growPriority: CGFloat = 1.0,
        shrinkPriority: CGFloat = 1.0,
        alignmentGuide: ((ElementDimensions) -> CGFloat)? = nil,
        key: AnyHashable? = nil,
        child: Element
    ) {
        storage.add(
            growPriority: growPriority, shrinkPriority: shrinkPriority, alignmentGuide: alignmentGuide, key: key,
            child: child)
    }

    /// Adds a child that neither grows nor shrinks.
    public mutating func addFixed(
        alignmentGuide: ((ElementDimensions) -> CGFloat)? = nil,
        key: AnyHashable? = nil,
        child: Element
    ) {
        storage.add(growPriority: 0, shrinkPriority: 0, alignmentGuide: alignmentGuide, key: key, child: child)
    }

    /// Adds a child that grows and shrinks (priorities 1 and 1).
    public mutating func addFlexible(
        alignmentGuide: ((ElementDimensions) -> CGFloat)? = nil,
        key: AnyHashable? = nil,
        child: Element
    ) {
        storage.add(growPriority: 1, shrinkPriority: 1, alignmentGuide: alignmentGuide, key: key, child: child)
    }

    /// Where the gaps between children come from: ``minimumHorizontalSpacing`` (default) or the children's
    /// spacing preferences (``Element/spacingPreference(top:leading:bottom:trailing:)``).
    public var spacingMode: StackLayout.SpacingMode {
        get { layout.spacingMode }
        set { layout.spacingMode = newValue }
    }

    /// The smallest gap between adjacent children.
    public var minimumHorizontalSpacing: CGFloat {
        get { layout.minimumSpacing }
        set { layout.minimumSpacing = newValue }
    }
}

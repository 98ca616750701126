import Foundation

/// Lays out children top to bottom, distributing space by grow and shrink priorities.
///
/// ```swift
/// Column(alignment: .center, underflow: .growUniformly, minimumSpacing: 8) {
///     Spacer(20).stackLayoutChild(priority: .fixed)
///     Label(text: "Grows to fill")
/// }
/// ```
/// **Free space, by default:** as for ``Row``, Blueprint's default `underflow` is
/// ``StackLayout/UnderflowDistribution/spaceEvenly``: children keep their heights and the free
/// space goes into the gaps between them, the last child ending at the bottom. Pass
/// `underflow: .justifyToStart` to stack them from the top.
///
/// See ``StackLayout`` for the algorithm.
public struct Column: StackElement {
    /// How children are sized and positioned on the horizontal axis.
    public enum ColumnAlignment: Equatable {
        /// Every child takes the whole horizontal length.
        case fill
        /// Children keep their measured length and line up on a guide.
        case align(to: HorizontalAlignment)

        /// Children line up on their leading edges.
        public static var leading: ColumnAlignment { .align(to: .leading) }
        /// Children are centered horizontally.
        public static var center: ColumnAlignment { .align(to: .center) }
        /// Children line up on their trailing edges.
        public static var trailing: ColumnAlignment { .align(to: .trailing) }

        init(_ alignment: StackLayout.Alignment) {
            switch alignment {
            case .fill: self = .fill
            case .align(let id): self = .align(to: HorizontalAlignment(id))
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
    /// amortized time, so a column can be built in a loop.
    /// ```swift
    /// var column = Column()
    /// for item in items {
    ///     column.children.append((element: Label(text: item.title), traits: .init(), key: item.id))
    /// }
    /// ```
    /// ``add(growPriority:shrinkPriority:alignmentGuide:key:child:)`` and the result builder
    /// store children in the form the layout reads, which lays out faster: a column whose
    /// children were changed in place converts them, in one linear pass, each time it is laid out.
    public var children: [(element: Element, traits: StackLayout.Traits, key: AnyHashable?)] {
        get { storage.tuples }
        set { storage.setChildren(newValue) }
        _modify { yield &storage.tuples }
    }

    var storage = StackChildren(layout: StackLayout(axis: .vertical, alignment: ColumnAlignment.leading.stackAlignment))

    /// The stack's layout.
    public private(set) var layout: StackLayout {
        get { storage.layout }
        set { storage.layout = newValue }
    }

    /// An empty Column with Blueprint's defaults: `.leading` alignment, `.spaceEvenly` underflow,
    /// `.condenseProportionally` overflow, no spacing.
    public init() {}

    /// A Column whose children come from a result builder.
    public init(
        alignment: ColumnAlignment = .leading,
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
    public var verticalUnderflow: StackLayout.UnderflowDistribution {
        get { layout.underflow }
        set { layout.underflow = newValue }
    }

    /// What to do when the children do not fit along the axis.
    public var verticalOverflow: StackLayout.OverflowDistribution {
        get { layout.overflow }
        set { layout.overflow = newValue }
    }

    /// How children are sized and positioned on the horizontal axis.
    public var horizontalAlignment: ColumnAlignment {
        get { ColumnAlignment(layout.alignment) }
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

    /// Where the gaps between children come from: ``minimumVerticalSpacing`` (default) or the children's
    /// spacing preferences (``Element/spacingPreference(top:leading:bottom:trailing:)``).
    public var spacingMode: StackLayout.SpacingMode {
        get { layout.spacingMode }
        set { layout.spacingMode = newValue }
    }

    /// The smallest gap between adjacent children.
    public var minimumVerticalSpacing: CGFloat {
        get { layout.minimumSpacing }
        set { layout.minimumSpacing = newValue }
    }
}

import Foundation

/// Lays out children left to right in columns of absolute or proportional widths.
///
/// Absolutely sized children get exactly their width. Proportionally sized children share what
/// is left of the row's width once the absolute widths and the spacing are taken out, in
/// proportion to their values. Measured without a width limit, proportional children are made just
/// wide enough that every one of them gets at least its measured width while keeping the
/// proportions. Vertically, children fill the row or keep their measured height and align to the
/// top, center or bottom.
///
/// ```swift
/// GridRow(spacing: 8) {
///     name.gridRowChild(width: .proportional(0.75))
///     number.gridRowChild(width: .proportional(0.25))
///     status.gridRowChild(width: .absolute(100))
/// }
/// // In a width of 316: name 150, number 50, status 100.
/// ```
///
/// The row measures as wide as its columns and as tall as its tallest child. When the absolute
/// widths and spacing exceed the width, proportional children get a width of 0 and the row
/// overflows.
///
/// Differs from Blueprint: a vertical alignment other than fill, top, center and bottom (a custom
/// ``VerticalAlignment``) lines up that guide of each child with the same guide of its column
/// (a rectangle of the child's width and the row's height), where Blueprint stops with a fatal
/// error.
///
/// Differs from Blueprint: when the proportions sum to zero or less, or a proportion is not finite,
/// Blueprint fails a precondition (or produces NaN widths); here those children get a width of 0.
/// Measured without a width limit, children with a proportion of 0 get a width of 0 and do not
/// take part in finding the scale, where Blueprint produces infinite or NaN widths.
public struct GridRow: Element {
    /// How children are sized and positioned vertically (`.fill` by default).
    public var verticalAlignment: Row.RowAlignment = .fill

    /// The gap between adjacent children (0 by default).
    public var spacing: CGFloat = 0

    /// The children, left to right (none by default).
    public var children: [Child] {
        get { _children.value }
        _modify { yield &_children.value }
    }

    // Boxed, so that dropping a deep chain of containers does not recurse per level.
    private var _children = BoxedChildren<Child>([])

    /// An empty row with the defaults, which `configure` may then change.
    ///
    /// ```swift
    /// let row = GridRow { row in
    ///     row.spacing = 8
    ///     row.add(width: .proportional(1), child: name)
    ///     row.add(width: .absolute(100), child: status)
    /// }
    /// ```
    public init(configure: (inout GridRow) -> Void = { _ in }) {
        configure(&self)
    }

    /// A row whose children come from a result builder.
    ///
    /// A plain element becomes a child of width `.proportional(1)`; use
    /// ``Element/gridRowChild(key:width:)`` to choose another.
    /// - Parameters:
    ///   - verticalAlignment: How children are sized and positioned vertically.
    ///   - spacing: The gap between adjacent children.
    ///   - elements: The children, left to right.
    public init(
        verticalAlignment: Row.RowAlignment = .fill,
        spacing: CGFloat = 0,
        @ElementBuilder<Child> _ elements: () -> [Child]
    ) {
        children = elements()
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
    }

    /// Appends a child of the given width.
    ///
    /// - Parameters:
    ///   - width: The child's absolute or proportional width.
    ///   - key: Tells this child apart from siblings of the same type across updates.
    ///   - child: The element to add.
    public mutating func add(width: Width, key: AnyHashable? = nil, child: Element) {
        children.append(Child(width: width, key: key, element: child))
    }

    /// Layout-backed content with each child's width as its trait.
    public var content: ElementContent {
        ElementContent(
            layout: GridRowLayout(verticalAlignment: verticalAlignment, spacing: NumericBoundary.spacing(spacing))
        ) { builder in
            for child in children {
                builder.add(traits: child.width, key: child.key, element: child.element)
            }
        }
    }
}

extension GridRow {
    /// One child of a ``GridRow``: an element, its width and an optional key.
    public struct Child: ElementBuilderChild {
        /// The element.
        public var element: Element
        /// Tells this child apart from siblings of the same type across updates.
        public var key: AnyHashable?
        /// The child's absolute or proportional width.
        public var width: Width

        /// A child of the given width.
        public init(width: Width, key: AnyHashable? = nil, element: Element) {
            self.element = element
            self.key = key
            self.width = width
        }

        /// A child of width `.proportional(1)` (what a result builder makes of a plain element).
        public init(_ element: Element) {
            self.init(width: .proportional(1), element: element)
        }
    }

    /// How wide a ``GridRow`` child is.
    public enum Width: Equatable, Sendable {
        /// Exactly this many points.
        case absolute(CGFloat)

        /// A share of the width left after absolute children and spacing, in proportion to the
        /// other proportional children: `.proportional(1)` and `.proportional(3)` in 100 points
        /// get 25 and 75, as do `.proportional(0.25)` and `.proportional(0.75)`.
        case proportional(CGFloat)
    }
}

extension Element {
    /// Wraps the element as a ``GridRow`` child with a width and a key.
    ///
    /// ```swift
    /// GridRow {
    ///     icon.gridRowChild(width: .absolute(24))
    ///     title.gridRowChild(key: "title", width: .proportional(1))
    /// }
    /// ```
    public func gridRowChild(key: AnyHashable? = nil, width: GridRow.Width) -> GridRow.Child {
        GridRow.Child(width: width, key: key, element: self)
    }
}

/// Computes column frames from the children's widths and the vertical alignment.
private struct GridRowLayout: Layout, SingleTraitLayout {
    typealias Traits = GridRow.Width

    var verticalAlignment: Row.RowAlignment
    var spacing: CGFloat

    static var defaultTraits: GridRow.Width { .absolute(0) }

    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        guard !subelements.isEmpty else { return .zero }
        let frames = frames(in: proposal, rowHeight: nil, subelements: subelements)
        // As wide as the last column reaches, as tall as the tallest child.
        return frames.reduce(CGSize.zero) { size, frame in
            CGSize(width: frame.maxX, height: max(size.height, frame.height))
        }
    }

    func placeSubelements(
        in size: CGSize,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) {
        guard !subelements.isEmpty else { return }
        let frames = frames(in: SizeConstraint(size), rowHeight: size.height, subelements: subelements)
        for (frame, subelement) in zip(frames, subelements) {
            subelement.place(at: frame.origin, size: frame.size)
        }
    }

    /// The children's frames, left to right.
    ///
    /// 1. Absolute children are measured in their width to find their heights.
    /// 2. Proportional children get their widths (``constrainedSizes(in:available:items:)`` or
    ///    ``unconstrainedSizes(in:items:)``) and are measured in them.
    /// 3. Each child is placed in its column by the vertical alignment, in `rowHeight` when laying
    ///    out, or in the tallest child's height when measuring.
    private func frames(in constraint: SizeConstraint, rowHeight: CGFloat?, subelements: Subelements) -> [CGRect] {
        var sizes = Array(repeating: CGSize.zero, count: subelements.count)
        var proportional: [ProportionalItem] = []

        for (index, subelement) in subelements.enumerated() {
            switch subelement.traits(forLayoutType: GridRowLayout.self) {
            case .absolute(let width):
                let measured = subelement.sizeThatFits(SizeConstraint(width: .atMost(width), height: constraint.height))
                sizes[index] = CGSize(width: width, height: measured.height)
            case .proportional(let proportion):
                proportional.append(ProportionalItem(index: index, proportion: proportion, subelement: subelement))
            }
        }

        let proportionalSizes: [CGSize]
        switch constraint.width {
        case .atMost(let width):
            // Absolute children are the only ones sized so far.
            let absoluteWidth = sizes.reduce(0) { $0 + $1.width }
            let available = width - absoluteWidth - spacing * CGFloat(subelements.count - 1)
            proportionalSizes = constrainedSizes(in: constraint, available: available, items: proportional)
        case .unconstrained:
            proportionalSizes = unconstrainedSizes(in: constraint, items: proportional)
        }
        for (item, size) in zip(proportional, proportionalSizes) {
            sizes[item.index] = size
        }

        let height = rowHeight ?? sizes.reduce(0) { max($0, $1.height) }
        var x: CGFloat = 0
        return sizes.map { size in
            defer { x += size.width + spacing }
            let (y, childHeight) = verticalPlacement(of: size, rowHeight: height)
            return CGRect(x: x, y: y, width: size.width, height: childHeight)
        }
    }

    /// A proportional child and its position among all children.
    private struct ProportionalItem {
        var index: Int
        var proportion: CGFloat
        var subelement: LayoutSubelement

        /// The proportion, or 0 when it is not finite.
        var usableProportion: CGFloat { proportion.isFinite ? proportion : 0 }
    }

    /// With a bounded width, proportional children split `available` by their proportions.
    ///
    /// Without room (`available <= 0`) they are all zero-sized and not measured, as in Blueprint;
    /// with proportions summing to zero or less they get zero widths and are measured in them.
    private func constrainedSizes(
        in constraint: SizeConstraint,
        available: CGFloat,
        items: [ProportionalItem]
    ) -> [CGSize] {
        guard available > 0 else {
            return items.map { _ in .zero }
        }
        let sum = items.reduce(0) { $0 + $1.usableProportion }
        let scale = sum > 0 ? available / sum : 0
        return items.map { item in
            let width = scale * item.usableProportion
            let measured = item.subelement.sizeThatFits(
                SizeConstraint(width: .atMost(width), height: constraint.height))
            return CGSize(width: width, height: measured.height)
        }
    }

    /// Without a width limit, proportional children share the smallest scale (points per unit
    /// of proportion) that gives each at least its measured width.
    ///
    /// For proportions 1, 2, 3 and measured widths 10, 25, 24 the scales are 10, 12.5 and 8;
    /// with the largest, 12.5, the widths are 12.5, 25 and 37.5. A child's height is its height
    /// measured unconstrained, since its width is at least the one it measured.
    private func unconstrainedSizes(in constraint: SizeConstraint, items: [ProportionalItem]) -> [CGSize] {
        var scale: CGFloat = 0
        var measured: [CGSize] = []
        measured.reserveCapacity(items.count)
        for item in items {
            let size = item.subelement.sizeThatFits(constraint)
            measured.append(size)
            // A zero proportion would give an infinite or NaN scale; it takes no width instead.
            if item.usableProportion != 0 {
                scale = max(scale, size.width / item.usableProportion)
            }
        }
        return zip(items, measured).map { item, size in
            let proportion = item.usableProportion
            return CGSize(width: proportion == 0 ? 0 : scale * proportion, height: size.height)
        }
    }

    /// The y origin and height of a child of `size` in a row of `rowHeight`.
    private func verticalPlacement(of size: CGSize, rowHeight: CGFloat) -> (y: CGFloat, height: CGFloat) {
        switch verticalAlignment {
        case .fill:
            return (0, rowHeight)
        case .align(let alignment) where alignment == .top:
            return (0, size.height)
        case .align(let alignment) where alignment == .center:
            return ((rowHeight - size.height) / 2, size.height)
        case .align(let alignment) where alignment == .bottom:
            return (rowHeight - size.height, size.height)
        case .align(let alignment):
            let column = ElementDimensions(size: CGSize(width: size.width, height: rowHeight))
            let child = ElementDimensions(size: size)
            return (alignment.value(in: column) - alignment.value(in: child), size.height)
        }
    }
}

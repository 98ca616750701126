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

    /// The row's content: its children, measured and placed by the row.
    public var content: ElementContent {
        ElementContent(
            storage: GridRowStorage(
                children: _children, verticalAlignment: verticalAlignment, spacing: NumericBoundary.spacing(spacing)))
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

        /// A child of the given width. A negative width stops a debug build with a message (the
        /// fixture format rejects it too); a release build keeps it, as Blueprint does (README,
        /// "Numbers at the boundary").
        public init(width: Width, key: AnyHashable? = nil, element: Element) {
            self.element = element
            self.key = key
            switch width {
            case .absolute(let value): _ = NumericBoundary.checkedLength(value, "GridRow child absolute width")
            case .proportional(let value): _ = NumericBoundary.checkedLength(value, "GridRow child proportional width")
            }
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

/// A ``GridRow``'s content: its children and settings, measured and placed on the child nodes
/// directly (no subelements, traits or intermediate arrays: a grid of many rows lays out as fast
/// as a stack).
private final class GridRowStorage: ContentStorage {
    let children: BoxedChildren<GridRow.Child>
    let verticalAlignment: Row.RowAlignment
    let spacing: CGFloat

    init(children: BoxedChildren<GridRow.Child>, verticalAlignment: Row.RowAlignment, spacing: CGFloat) {
        self.children = children
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
    }

    var childCount: Int { children.value.count }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        let children = children.value
        guard !children.isEmpty else { return .zero }
        // As wide as the last column reaches, as tall as the tallest child.
        var size = CGSize.zero
        frames(in: proposal, rowHeight: nil, children: children, nodes: node.childNodes(of: children)) { _, frame in
            size = CGSize(width: frame.maxX, height: max(size.height, frame.height))
        }
        return size
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        let children = children.value
        guard !children.isEmpty else { return [] }
        let nodes = node.childNodes(of: children)
        return nodes.results(in: size, of: node) {
            frames(in: SizeConstraint(size), rowHeight: size.height, children: children, nodes: nodes) { index, frame in
                nodes[index].place(
                    LayoutSubelement.Placement(
                        position: frame.origin, anchor: .topLeading, size: frame.size))
            }
        }
    }

    /// Sizes every child and reports its frame, left to right: absolute children first (measured
    /// in their width), then proportional ones (sharing what is left, or, without a width limit,
    /// as wide as the widest needs at their proportion).
    private func frames(
        in constraint: SizeConstraint,
        rowHeight: CGFloat?,
        children: [GridRow.Child],
        nodes: ChildNodes,
        _ frame: (Int, CGRect) -> Void
    ) {
        let count = children.count
        withUnsafeTemporaryAllocation(of: CGSize.self, capacity: count) { sizes in
            var absoluteWidth: CGFloat = 0
            var proportionSum: CGFloat = 0
            for index in 0..<count {
                switch children[index].width {
                case .absolute(let width):
                    let measured = nodes[index].measure(
                        SizeConstraint(width: .atMost(width), height: constraint.height))
                    sizes[index] = CGSize(width: width, height: measured.height)
                    absoluteWidth += width
                case .proportional(let proportion):
                    sizes[index] = .zero
                    proportionSum += Self.usable(proportion)
                }
            }

            switch constraint.width {
            case .atMost(let width):
                let available = width - absoluteWidth - spacing * CGFloat(count - 1)
                // Without room, proportional children get no width and are not measured.
                guard available > 0 else { break }
                let scale = proportionSum > 0 ? available / proportionSum : 0
                for index in 0..<count {
                    guard case .proportional(let proportion) = children[index].width else { continue }
                    let width = scale * Self.usable(proportion)
                    let measured = nodes[index].measure(
                        SizeConstraint(width: .atMost(width), height: constraint.height))
                    sizes[index] = CGSize(width: width, height: measured.height)
                }
            case .unconstrained:
                var scale: CGFloat = 0
                for index in 0..<count {
                    guard case .proportional(let proportion) = children[index].width else { continue }
                    let measured = nodes[index].measure(constraint)
                    sizes[index] = measured
                    // A zero proportion would give an infinite or NaN scale; it takes no width instead.
                    let usable = Self.usable(proportion)
                    if usable != 0 { scale = max(scale, measured.width / usable) }
                }
                for index in 0..<count {
                    guard case .proportional(let proportion) = children[index].width else { continue }
                    let usable = Self.usable(proportion)
                    sizes[index].width = usable == 0 ? 0 : scale * usable
                }
            }

            var height: CGFloat = 0
            if let rowHeight {
                height = rowHeight
            } else {
                for index in 0..<count { height = max(height, sizes[index].height) }
            }
            var x: CGFloat = 0
            for index in 0..<count {
                let size = sizes[index]
                let (y, childHeight) = verticalPlacement(of: size, rowHeight: height)
                frame(index, CGRect(x: x, y: y, width: size.width, height: childHeight))
                x += size.width + spacing
            }
        }
    }

    /// A proportion that takes part in sharing: a non-finite one counts as 0.
    private static func usable(_ proportion: CGFloat) -> CGFloat {
        proportion.isFinite ? proportion : 0
    }

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

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
    public var verticalAlignment: Row.RowAlignment {
        get { container.layout.verticalAlignment }
        set { container.layout.verticalAlignment = newValue }
    }

    /// The gap between adjacent children (0 by default).
    public var spacing: CGFloat {
        get { container.layout.spacing }
        set { container.layout.spacing = newValue }
    }

    /// The children, left to right (none by default).
    public var children: [Child] {
        get { container.children }
        _modify { yield &container.uniqueStorage().children }
    }

    // The layout and children, in the storage that is also the content.
    private var container = ContainerContent(layout: GridRowLayout(verticalAlignment: .fill, spacing: 0), children: [])

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
    public var content: ElementContent { container.content }
}

extension GridRow {
    /// One child of a ``GridRow``: an element, its width and an optional key.
    public struct Child: ElementBuilderChild {
        /// The element.
        public var element: Element
        /// Tells this child apart from siblings of the same type across updates.
        public var key: AnyHashable? {
            get { boxedKey?.value }
            set { boxedKey = ChildKey.make(newValue) }
        }
        /// The child's absolute or proportional width.
        public var width: Width

        // The key, boxed once when it is set: each pass reads it as a pointer, where an optional
        // `AnyHashable` is copied through the runtime even when absent.
        fileprivate var boxedKey: ChildKey?

        /// A child of the given width. A negative width stops a debug build with a message (the
        /// fixture format rejects it too); a release build keeps it, as Blueprint does
        /// (the SizingRules article, "Numbers at the boundary").
        public init(width: Width, key: AnyHashable? = nil, element: Element) {
            self.element = element
            boxedKey = ChildKey.make(key)
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

/// A grid row's layout: absolute widths first, proportional ones sharing the rest, the row as tall
/// as its tallest child.
///
/// Run with subelements, it reads each child's width as its trait (``GridRow/Width``); run by the
/// engine for a ``GridRow``, from the row's own ``GridRow/Child`` values.
struct GridRowLayout: Layout, SingleTraitLayout, NodeLayout {
    typealias Traits = GridRow.Width
    typealias Children = [GridRow.Child]

    /// A child without a width trait is `.proportional(1)`, as a result builder's plain element.
    static var defaultTraits: GridRow.Width { .proportional(1) }

    var verticalAlignment: Row.RowAlignment
    /// The gap between adjacent children, as the row was given it (the layout makes it safe).
    var spacing: CGFloat

    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        layOut(in: proposal, rowHeight: nil, children: subelements, placing: false)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        _ = layOut(in: SizeConstraint(size), rowHeight: size.height, children: subelements, placing: true)
    }

    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        layOut(in: proposal, rowHeight: nil, children: nodes, placing: false)
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {
        _ = layOut(in: SizeConstraint(size), rowHeight: size.height, children: nodes, placing: true)
    }

    // MARK: - The algorithm

    /// Sizes every child and makes its frame, left to right: absolute children first (measured
    /// in their width), then proportional ones (sharing what is left, or, without a width limit,
    /// as wide as the widest needs at their proportion); the child is placed there when `placing`.
    /// Returns the row's size: as wide as the last column reaches, as tall as the tallest child.
    @inline(__always)
    private func layOut(
        in constraint: SizeConstraint,
        rowHeight: CGFloat?,
        children: some GridRowChildren,
        placing: Bool
    ) -> CGSize {
        let count = children.count
        guard count > 0 else { return .zero }
        let spacing = NumericBoundary.spacing(spacing)
        return ChildScratch.with(count: count, repeating: CGSize.zero) { sizes in
            var absoluteWidth: CGFloat = 0
            var proportionSum: CGFloat = 0
            for index in 0..<count {
                switch children.width(at: index) {
                case .absolute(let width):
                    let measured = children.node(at: index).measure(
                        SizeConstraint(width: .atMost(width), height: constraint.height))
                    sizes[index] = CGSize(width: width, height: measured.height)
                    absoluteWidth += width
                case .proportional(let proportion):
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
                    guard case .proportional(let proportion) = children.width(at: index) else { continue }
                    let width = scale * Self.usable(proportion)
                    let measured = children.node(at: index).measure(
                        SizeConstraint(width: .atMost(width), height: constraint.height))
                    sizes[index] = CGSize(width: width, height: measured.height)
                }
            case .unconstrained:
                var scale: CGFloat = 0
                for index in 0..<count {
                    guard case .proportional(let proportion) = children.width(at: index) else { continue }
                    let measured = children.node(at: index).measure(constraint)
                    sizes[index] = measured
                    // A zero proportion would give an infinite or NaN scale; it takes no width instead.
                    let usable = Self.usable(proportion)
                    if usable != 0 { scale = max(scale, measured.width / usable) }
                }
                for index in 0..<count {
                    guard case .proportional(let proportion) = children.width(at: index) else { continue }
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
            var extent = CGSize.zero
            for index in 0..<count {
                let size = sizes[index]
                let (y, childHeight) = verticalPlacement(of: size, rowHeight: height)
                let frame = CGRect(x: x, y: y, width: size.width, height: childHeight)
                extent = CGSize(width: frame.maxX, height: max(extent.height, frame.height))
                if placing { children.node(at: index).place(at: frame.origin, size: frame.size) }
                x += size.width + spacing
            }
            return extent
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

/// The children of a grid row as its layout's algorithm reads them: measured and placed, and read
/// for their widths.
protocol GridRowChildren: LayoutNodeSequence {
    /// The width of the child at `index`.
    func width(at index: Int) -> GridRow.Width
}

extension LayoutSubelements: GridRowChildren {
    func width(at index: Int) -> GridRow.Width {
        self[index].traits(forLayoutType: GridRowLayout.self)
    }
}

extension LayoutNodes: GridRowChildren where LayoutType == GridRowLayout {
    func width(at index: Int) -> GridRow.Width {
        children[index].width
    }
}

extension GridRow.Child: ContainerChild {
    var layoutKey: ChildKey? {
        @inline(__always) get { boxedKey }
    }
}

extension GridRow {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        GridRowLayout.Storage.structuralComparator
    }
}

extension GridRowLayout: IdenticalLayoutValue {
    func isIdentical(to other: GridRowLayout) -> Bool {
        verticalAlignment == other.verticalAlignment && spacing.isIdentical(to: other.spacing)
    }
}

extension GridRow.Child: StructurallyComparableChild {
    func keyAndValuesAreIdentical(to other: GridRow.Child) -> Bool {
        guard ChildKey.equal(boxedKey, other.boxedKey) else { return false }
        switch (width, other.width) {
        case (.absolute(let a), .absolute(let b)), (.proportional(let a), .proportional(let b)):
            return a.isIdentical(to: b)
        default: return false
        }
    }
}

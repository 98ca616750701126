import Foundation

/// Lays out cells in rows and columns, each column as wide as the widest cell in it and each row as
/// tall as the tallest cell in it.
///
/// Rows are ``Grid/Row`` values; the cells of a row fill its columns from the leading edge, one
/// column each unless ``Grid/CellTraits/columnSpan`` says more. A plain element among the rows is a
/// full-width row: one cell that spans every column. Rows may have different lengths: missing
/// cells leave their columns empty.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4,
///      columns: [.fit(), .flexible(), .fit(alignment: .trailing)]) {
///     Grid.Row { Label(text: "Qty"); Label(text: "Item"); Label(text: "Price") }
///     Spacer(height: 1)                                      // a full-width row
///     Grid.Row { Label(text: "2"); Label(text: "Coffee"); Label(text: "$7.00") }
///     Grid.Row {
///         Label(text: "Total").gridCell(columnSpan: 2)
///         Label(text: "$7.00")
///     }
/// }
/// ```
///
/// **Columns.** A column sized ``Column/Sizing/fit`` (the default) is as wide as its widest cell;
/// one sized ``Column/Sizing/flexible(growPriority:)`` is too, and also takes a share of the width
/// left over when the grid is laid out wider than its columns (by grow priority); one sized
/// ``Column/Sizing/fixed(_:)`` is exactly that wide. Cells are measured for this without limits
/// (text on one line), and a cell wider than the grid's width counts as that wide. A cell spanning
/// several columns that is wider than them widens the fit and flexible columns it spans, equally
/// (cells of fewer columns are settled first).
///
/// **Constrained width.** When the columns do not fit the width on offer, the flexible columns
/// shrink first, in proportion to their widths, down to zero; then the fit columns shrink the same
/// way; fixed columns never shrink. Every cell is then measured in its columns' width, so text wraps
/// and rows grow taller. A grid measures as wide as its columns and spacing (so exactly the width
/// on offer when it had to shrink) and as tall as its rows and spacing; measuring never grows
/// flexible columns, laying out in a wider frame does. Cells are measured without a height limit:
/// rows are as tall as their cells need, whatever the height on offer (a cell that fills an
/// unconstrained height should not size its row: see ``CellTraits/unsizedAxes``).
///
/// **Alignment.** A cell keeps its measured size (clamped to its columns' width) and is placed in
/// its area by its horizontal and vertical alignment: the cell's own, else its row's (vertical) or
/// its first column's (horizontal), else the grid's. As in SwiftUI, the cells of a row that share a
/// vertical alignment line up that guide with each other, and the cells of a column that share a
/// horizontal alignment line up theirs: a custom guide, with per-cell values from
/// ``CellTraits/verticalGuide``, aligns first baselines across a row. Such an aligned group is
/// placed in the row (or column) as one block by its alignment. Row heights and column widths make
/// room for each group.
///
/// Rows keep their heights whatever the height of the frame: the grid sits at the top of a taller
/// frame and overflows a shorter one. An empty row is 0 tall and still spaced from its neighbours. A grid laid out wider than its columns, with no flexible
/// column to grow, leaves the free width at its trailing edge.
///
/// Differences from SwiftUI's `Grid`: see the LayingOutAGrid article. In short: spacing defaults to
/// 0 (as in Blueprint's stacks), columns can be sized (`fit`, `fixed`, `flexible`), and a cell is
/// never proposed more than its columns' width.
public struct Grid: Element {
    /// The column span of a cell that spans every column from its own to the last (a full-width
    /// row's cell spans them all).
    ///
    /// ```swift
    /// Label(text: "Notes").gridCell(columnSpan: Grid.allColumns)
    /// ```
    public static let allColumns = Int.max

    // The layout (settings and rows) and the cells, in the storage that is also the content.
    private var container = ContainerContent(layout: GridLayout(), children: [])

    /// An empty grid with the defaults (center alignment, no spacing, no declared columns), which
    /// `configure` may then change.
    ///
    /// ```swift
    /// let grid = Grid { grid in
    ///     grid.horizontalSpacing = 8
    ///     grid.columns = [.fit(alignment: .trailing), .flexible()]
    ///     grid.addRow { Label(text: "Name"); nameField }
    ///     grid.addRow(cells: [Grid.Cell(Label(text: "Email")), Grid.Cell(emailField)])
    /// }
    /// ```
    public init(_ configure: (inout Grid) -> Void = { _ in }) {
        configure(&self)
    }

    /// A grid whose rows come from a result builder.
    ///
    /// Each ``Row`` is a row of cells; a plain element (or a ``Cell``) is a full-width row.
    /// - Parameters:
    ///   - alignment: How cells are placed in their areas unless a column, row or cell says
    ///     otherwise (`.center` by default, as in SwiftUI).
    ///   - horizontalSpacing: The gap between adjacent columns (0 by default; never negative).
    ///   - verticalSpacing: The gap between adjacent rows (0 by default; never negative).
    ///   - columns: Sizing and alignment of the first columns; columns beyond these are
    ///     ``Column/Sizing/fit`` with no alignment of their own.
    ///   - rows: The rows, top to bottom.
    ///
    /// A negative spacing, column width or grow priority, or a column span below 1, stops the
    /// program with a message naming it, as the fixture format rejects it (the SizingRules article,
    /// "Numbers at the boundary").
    public init(
        alignment: Alignment = .center,
        horizontalSpacing: CGFloat = 0,
        verticalSpacing: CGFloat = 0,
        columns: [Column] = [],
        @ElementBuilder<Row> rows: () -> [Row]
    ) {
        container.layout.alignment = alignment
        container.layout.horizontalSpacing = NumericBoundary.checkedLength(
            horizontalSpacing, "Grid horizontalSpacing", alwaysChecked: true)
        container.layout.verticalSpacing = NumericBoundary.checkedLength(
            verticalSpacing, "Grid verticalSpacing", alwaysChecked: true)
        container.layout.columns = columns
        setRows(rows())
    }

    /// How cells are placed in their areas unless a column, row or cell says otherwise
    /// (`.center` by default).
    public var alignment: Alignment {
        get { container.layout.alignment }
        set { container.layout.alignment = newValue }
    }

    /// The gap between adjacent columns (0 by default; a negative one stops the program).
    public var horizontalSpacing: CGFloat {
        get { container.layout.horizontalSpacing }
        set {
            container.layout.horizontalSpacing = NumericBoundary.checkedLength(
                newValue, "Grid horizontalSpacing", alwaysChecked: true)
        }
    }

    /// The gap between adjacent rows (0 by default; a negative one stops the program).
    public var verticalSpacing: CGFloat {
        get { container.layout.verticalSpacing }
        set {
            container.layout.verticalSpacing = NumericBoundary.checkedLength(
                newValue, "Grid verticalSpacing", alwaysChecked: true)
        }
    }

    /// Sizing and alignment of the first columns (none by default); columns beyond these are
    /// ``Column/Sizing/fit`` with no alignment of their own. Declared columns exist even when no
    /// row reaches them (a fixed one then still takes its width).
    public var columns: [Column] {
        get { container.layout.columns }
        set { container.layout.columns = newValue }
    }

    /// The rows, top to bottom.
    public var rows: [Row] {
        get {
            var rows: [Row] = []
            rows.reserveCapacity(container.layout.rows.count)
            var next = 0
            for row in container.layout.rows {
                let cells = container.children[next..<next + row.cellCount].map { child in
                    Cell(element: child.element, traits: child.traits[CellTraitsKey.self], key: child.key?.value)
                }
                rows.append(Row(alignment: row.alignment, cells: cells))
                next += row.cellCount
            }
            return rows
        }
        set { setRows(newValue) }
    }

    /// Appends a row.
    public mutating func add(row: Row) {
        append(row)
    }

    /// Appends a row of cells.
    ///
    /// - Parameters:
    ///   - alignment: The row's vertical alignment, replacing the grid's for its cells.
    ///   - cells: The cells, leading to trailing.
    public mutating func addRow(alignment: VerticalAlignment? = nil, cells: [Cell]) {
        append(Row(alignment: alignment, cells: cells))
    }

    /// Appends a row whose cells come from a result builder.
    ///
    /// ```swift
    /// grid.addRow(alignment: .top) { title; subtitle.gridCell(columnSpan: 2) }
    /// ```
    public mutating func addRow(alignment: VerticalAlignment? = nil, @ElementBuilder<Cell> _ cells: () -> [Cell]) {
        append(Row(alignment: alignment, cells: cells()))
    }

    /// Appends a full-width row: one cell spanning every column.
    ///
    /// - Parameters:
    ///   - traits: The cell's traits (its column span is set to ``Grid/allColumns``).
    ///   - key: Tells this cell apart from siblings of the same type across updates.
    ///   - child: The element.
    public mutating func addFullWidthRow(traits: CellTraits = CellTraits(), key: AnyHashable? = nil, child: Element) {
        append(Row(fullWidth: Cell(element: child, traits: traits, key: key)))
    }

    /// Layout-backed content whose children are the cells, row by row.
    public var content: ElementContent { container.content }

    private mutating func setRows(_ rows: [Row]) {
        container.layout.rows = []
        container.children = []
        for row in rows { append(row) }
    }

    private mutating func append(_ row: Row) {
        container.layout.rows.append(GridLayout.RowInfo(alignment: row.alignment, cellCount: row.cells.count))
        for cell in row.cells {
            container.children.append(
                LayoutChild(
                    // Default traits read the same when absent, and leave room for traits the
                    // element carries itself (`layoutTrait(key:value:)`).
                    traits: cell.traits.isDefault ? .empty : LayoutTraits(key: CellTraitsKey.self, value: cell.traits),
                    key: ChildKey.make(cell.key),
                    element: cell.element
                ))
        }
    }
}

// MARK: - Rows, cells and columns

extension Grid {
    /// One row of a ``Grid``: cells and an optional vertical alignment.
    ///
    /// ```swift
    /// Grid.Row(alignment: .top) {
    ///     Label(text: "Address")
    ///     address.gridCell(columnSpan: 2)
    /// }
    /// ```
    ///
    /// SwiftUI calls this `GridRow`; that name is Blueprint's one-row element here.
    public struct Row: ElementBuilderChild {
        /// The row's vertical alignment, replacing the grid's for its cells (a cell's own wins).
        public var alignment: VerticalAlignment?
        /// The cells, leading to trailing.
        public var cells: [Cell]

        /// A row whose cells come from a result builder.
        ///
        /// - Parameters:
        ///   - alignment: The row's vertical alignment (by default the grid's).
        ///   - cells: The cells, leading to trailing.
        public init(alignment: VerticalAlignment? = nil, @ElementBuilder<Cell> _ cells: () -> [Cell]) {
            self.alignment = alignment
            self.cells = cells()
        }

        /// A row of the given cells.
        public init(alignment: VerticalAlignment? = nil, cells: [Cell]) {
            self.alignment = alignment
            self.cells = cells
        }

        /// A full-width row: `cell` spanning every column (its column span is set to
        /// ``Grid/allColumns``).
        public init(fullWidth cell: Cell) {
            var cell = cell
            cell.traits.columnSpan = Grid.allColumns
            alignment = nil
            cells = [cell]
        }

        /// A full-width row of `element` (what the grid's result builder makes of a plain element).
        public init(_ element: Element) {
            self.init(fullWidth: Cell(element))
        }
    }

    /// One cell of a ``Grid``: an element, its traits and an optional key.
    public struct Cell: ElementBuilderChild {
        /// The element.
        public var element: Element
        /// How the grid places the cell.
        public var traits: CellTraits
        /// Tells this cell apart from siblings of the same type across updates.
        public var key: AnyHashable?

        /// A cell with traits and a key.
        public init(element: Element, traits: CellTraits = CellTraits(), key: AnyHashable? = nil) {
            self.element = element
            self.traits = traits
            self.key = key
        }

        /// A cell with the default traits (what a result builder makes of a plain element).
        public init(_ element: Element) {
            self.init(element: element)
        }
    }

    /// How a ``Grid`` places one cell. The defaults read as "no opinion": one column, the
    /// alignment of the column, row or grid.
    ///
    /// Attach them with ``Element/gridCell(columnSpan:horizontalAlignment:verticalAlignment:horizontalGuide:verticalGuide:unsizedAxes:key:)``,
    /// or to an element anywhere in a cell's builder with
    /// `element.layoutTrait(key: Grid.CellTraitsKey.self, value: traits)`.
    public struct CellTraits {
        /// How many columns the cell spans, from the column after the previous cell's (1 by
        /// default; at least 1 — ``init(columnSpan:horizontalAlignment:verticalAlignment:horizontalGuide:verticalGuide:unsizedAxes:)``
        /// stops the program for less). ``Grid/allColumns`` spans to the last column.
        /// SwiftUI's `gridCellColumns(_:)`.
        public var columnSpan: Int
        /// Replaces the column's and grid's horizontal alignment for this cell.
        public var horizontalAlignment: HorizontalAlignment?
        /// Replaces the row's and grid's vertical alignment for this cell.
        public var verticalAlignment: VerticalAlignment?
        /// The cell's own value for its horizontal alignment guide (by default the guide's default
        /// value for the cell's size), as a stack child's `alignmentGuide`.
        public var horizontalGuide: ((ElementDimensions) -> CGFloat)?
        /// The cell's own value for its vertical alignment guide: a first baseline, for example.
        ///
        /// ```swift
        /// enum FirstBaseline: AlignmentID {
        ///     static func defaultValue(in d: ElementDimensions) -> CGFloat { d.height }
        /// }
        /// Grid.Row(alignment: VerticalAlignment(FirstBaseline.self)) {
        ///     title.gridCell(verticalGuide: { _ in 24 })   // 32-point lines
        ///     detail.gridCell(verticalGuide: { _ in 12 })  // 16-point lines
        /// }
        /// ```
        public var verticalGuide: ((ElementDimensions) -> CGFloat)?
        /// The axes along which the cell does not size its columns or row, and instead takes the
        /// whole width of its columns or height of its row (SwiftUI's `gridCellUnsizedAxes(_:)`):
        /// a divider or a background that should not make the grid wider.
        public var unsizedAxes: Axes

        /// Creates cell traits (defaults: one column, no alignment or guide of its own, sized on
        /// both axes).
        public init(
            columnSpan: Int = 1,
            horizontalAlignment: HorizontalAlignment? = nil,
            verticalAlignment: VerticalAlignment? = nil,
            horizontalGuide: ((ElementDimensions) -> CGFloat)? = nil,
            verticalGuide: ((ElementDimensions) -> CGFloat)? = nil,
            unsizedAxes: Axes = []
        ) {
            precondition(
                columnSpan >= 1,
                "Grid cell columnSpan must be at least 1, found \(columnSpan) (the SizingRules article, \"Numbers at the boundary\")"
            )
            self.columnSpan = columnSpan
            self.horizontalAlignment = horizontalAlignment
            self.verticalAlignment = verticalAlignment
            self.horizontalGuide = horizontalGuide
            self.verticalGuide = verticalGuide
            self.unsizedAxes = unsizedAxes
        }

        /// Whether every trait has its default value (such traits are not stored).
        var isDefault: Bool {
            columnSpan == 1 && horizontalAlignment == nil && verticalAlignment == nil && horizontalGuide == nil
                && verticalGuide == nil && unsizedAxes.isEmpty
        }
    }

    /// The trait key under which a cell's ``CellTraits`` are stored; a cell without traits reads
    /// the defaults.
    public enum CellTraitsKey: LayoutTraitsKey {
        /// The default traits.
        public static var defaultValue: CellTraits { CellTraits() }
    }

    /// A set of axes: ``horizontal``, ``vertical``, both or none.
    public struct Axes: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public var rawValue: UInt8

        /// Creates a set from its bits.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The horizontal axis (width, columns).
        public static let horizontal = Axes(rawValue: 1)
        /// The vertical axis (height, rows).
        public static let vertical = Axes(rawValue: 2)
    }

    /// How one column of a ``Grid`` is sized and aligned.
    ///
    /// ```swift
    /// Grid(columns: [.fixed(24), .flexible(growPriority: 2), .fit(alignment: .trailing)]) { … }
    /// ```
    public struct Column: Equatable {
        /// How the column's width is found.
        public var sizing: Sizing
        /// The horizontal alignment of the column's cells, replacing the grid's (a cell's own
        /// wins). SwiftUI's `gridColumnAlignment(_:)`.
        public var alignment: HorizontalAlignment?

        /// Creates a column description. A negative fixed width or grow priority stops the
        /// program with a message naming it, as the fixture format rejects it.
        public init(_ sizing: Sizing = .fit, alignment: HorizontalAlignment? = nil) {
            switch sizing {
            case .fit: break
            case .fixed(let width):
                _ = NumericBoundary.checkedLength(width, "Grid.Column.fixed width", alwaysChecked: true)
            case .flexible(let priority):
                _ = NumericBoundary.checkedLength(priority, "Grid.Column.flexible growPriority", alwaysChecked: true)
            }
            self.sizing = sizing
            self.alignment = alignment
        }

        /// A column as wide as its widest cell.
        public static func fit(alignment: HorizontalAlignment? = nil) -> Column {
            Column(.fit, alignment: alignment)
        }

        /// A column exactly `width` wide.
        public static func fixed(_ width: CGFloat, alignment: HorizontalAlignment? = nil) -> Column {
            Column(.fixed(width), alignment: alignment)
        }

        /// A column as wide as its widest cell that grows into free width by `growPriority` and
        /// shrinks first when the columns do not fit.
        public static func flexible(growPriority: CGFloat = 1, alignment: HorizontalAlignment? = nil) -> Column {
            Column(.flexible(growPriority: growPriority), alignment: alignment)
        }

        /// How a column's width is found.
        public enum Sizing: Equatable, Sendable {
            /// As wide as the widest cell in it (spanning cells share their width over their
            /// columns). Shrinks, after the flexible columns, when the columns do not fit.
            case fit
            /// Exactly this many points (never negative; a non-finite width counts as 0); cells are
            /// measured in it. Never grows or shrinks.
            case fixed(CGFloat)
            /// As wide as the widest cell in it, plus a share of the free width when the grid is
            /// laid out wider than its columns, in proportion to `growPriority` among the flexible
            /// columns (0 takes none). Shrinks first when the columns do not fit.
            case flexible(growPriority: CGFloat)
        }
    }
}

// MARK: - Modifiers

extension Element {
    /// Wraps the element as a ``Grid`` cell with traits and a key.
    ///
    /// ```swift
    /// Grid {
    ///     Grid.Row {
    ///         Label(text: "Total").gridCell(columnSpan: 2, horizontalAlignment: .trailing)
    ///         price.gridCell(key: "total")
    ///     }
    ///     Spacer(height: 1).gridCell(unsizedAxes: .horizontal)  // full width, without widening the grid
    /// }
    /// ```
    /// - Parameters:
    ///   - columnSpan: How many columns the cell spans (``Grid/allColumns``: to the last).
    ///   - horizontalAlignment: Replaces the column's and grid's horizontal alignment.
    ///   - verticalAlignment: Replaces the row's and grid's vertical alignment.
    ///   - horizontalGuide: The cell's own value for its horizontal alignment guide.
    ///   - verticalGuide: The cell's own value for its vertical alignment guide (a baseline).
    ///   - unsizedAxes: Axes along which the cell takes its area's length instead of sizing it.
    ///   - key: Tells this cell apart from siblings of the same type across updates.
    public func gridCell(
        columnSpan: Int = 1,
        horizontalAlignment: HorizontalAlignment? = nil,
        verticalAlignment: VerticalAlignment? = nil,
        horizontalGuide: ((ElementDimensions) -> CGFloat)? = nil,
        verticalGuide: ((ElementDimensions) -> CGFloat)? = nil,
        unsizedAxes: Grid.Axes = [],
        key: AnyHashable? = nil
    ) -> Grid.Cell {
        Grid.Cell(
            element: self,
            traits: Grid.CellTraits(
                columnSpan: columnSpan,
                horizontalAlignment: horizontalAlignment,
                verticalAlignment: verticalAlignment,
                horizontalGuide: horizontalGuide,
                verticalGuide: verticalGuide,
                unsizedAxes: unsizedAxes
            ),
            key: key
        )
    }
}

// MARK: - Result builder

extension Builder where Child == Grid.Row {
    /// A cell among the rows: a full-width row of that cell.
    public static func buildExpression(_ cell: Grid.Cell) -> Children { [Grid.Row(fullWidth: cell)] }

    /// A stack ``Row`` among a grid's rows is a full-width row holding that stack, not a row of
    /// cells: write `Grid.Row { … }` for that, or `Grid.Row(fullWidth: Grid.Cell(row))` to keep it.
    @available(*, deprecated, message: "a stack Row here is one full-width cell; did you mean Grid.Row { … }?")
    public static func buildExpression(_ row: BlueprintLayout.Row) -> Children { [Grid.Row(row)] }

    /// Blueprint's one-row ``GridRow`` among a grid's rows is a full-width row holding it, not a row
    /// of cells as SwiftUI's `GridRow` would be: write `Grid.Row { … }` for that.
    @available(*, deprecated, message: "a GridRow here is one full-width cell; did you mean Grid.Row { … }?")
    public static func buildExpression(_ row: GridRow) -> Children { [Grid.Row(row)] }
}

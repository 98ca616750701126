import Foundation

/// A grid's layout: its settings, its rows, and the grid algorithm, which measures and places the
/// cells (the element's children, row by row) by a ``GridPlan`` made once per pass.
///
/// Run with subelements, it reads each cell's traits from its ``Grid/CellTraitsKey`` trait, as it
/// does run by the engine for a ``Grid`` (whose cells carry their ``Grid/CellTraits`` as traits).
struct GridLayout: Layout, NodeLayout {
    /// One row of the grid: its cells are the next `cellCount` children.
    struct RowInfo {
        var alignment: VerticalAlignment?
        var cellCount: Int
    }

    var alignment: Alignment = .center
    /// The gap between columns, as the grid was given it (the layout makes it safe).
    var horizontalSpacing: CGFloat = 0
    /// The gap between rows, as the grid was given it (the layout makes it safe).
    var verticalSpacing: CGFloat = 0
    var columns: [Grid.Column] = []
    var rows: [RowInfo] = []

    func makeCache(subelements: Subelements, environment: Environment) -> GridPlan {
        GridPlan(layout: self, cellCount: subelements.count) { subelements[$0][Grid.CellTraitsKey.self] }
    }

    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout GridPlan
    ) -> CGSize {
        size(in: proposal, plan: cache, children: subelements)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout GridPlan) {
        place(in: size, plan: cache, children: subelements)
    }

    func makeCache(nodes: Nodes) -> GridPlan {
        GridPlan(layout: self, cellCount: nodes.count) { nodes[$0].trait(Grid.CellTraitsKey.self) }
    }

    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        // An empty grid needs no plan.
        guard nodes.count > 0 || !rows.isEmpty || !columns.isEmpty else { return .zero }
        return nodes.withCache(of: self) { size(in: proposal, plan: $0, children: nodes) }
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {
        nodes.withCache(of: self) { place(in: size, plan: $0, children: nodes) }
    }

    /// The grid's size in `proposal`: its columns fitted to the width without growing, its rows.
    private func size(in proposal: SizeConstraint, plan: GridPlan, children: some LayoutNodeSequence) -> CGSize {
        Run(plan: plan, layout: self).size(in: proposal) { children.node(at: $0).measure($1) }
    }

    /// Places every cell in its area.
    private func place(in size: CGSize, plan: GridPlan, children: some LayoutNodeSequence) {
        let frames = Run(plan: plan, layout: self).frames(in: size) { children.node(at: $0).measure($1) }
        for index in 0..<children.count {
            children.node(at: index).place(at: frames[index].origin, size: frames[index].size)
        }
    }
}

// The grid algorithm in its named steps, each over plain arrays: natural column widths, spanning
// cells, fitting the columns to the width, cell sizes in the columns, row extents, frames. Cells are
// measured through `measure(index, constraint)`, which the engine answers from each cell's cache.
// Every step visits each cell once (a spanning cell once per column it spans), so a run is linear in
// the number of cells and columns.

/// What a grid's structure resolves to, independent of constraints: each cell's column, span and
/// alignments, each column's sizing. Made once per grid per pass and kept on its node.
final class GridPlan {
    /// How a column is sized, with its numbers made safe (non-finite or negative counts as 0).
    enum ColumnKind {
        case fit
        case fixed(CGFloat)
        case flexible(growPriority: CGFloat)
    }

    /// One cell, resolved.
    struct Cell {
        /// The first column the cell covers, and how many it covers (at least 1).
        var column: Int
        var span: Int
        /// The row the cell is in.
        var row: Int
        /// The alignments in effect for the cell: its own, else its row's or first column's,
        /// else the grid's.
        var horizontal: any AlignmentID.Type
        var vertical: any AlignmentID.Type
        /// The cell's own guide values, replacing the alignments' default values.
        var horizontalGuide: ((ElementDimensions) -> CGFloat)?
        var verticalGuide: ((ElementDimensions) -> CGFloat)?
        /// Whether the cell's measured width (height) counts towards its columns (row).
        var sizesWidth: Bool
        var sizesHeight: Bool

        /// The cell's horizontal guide value for a cell of `size`.
        func horizontalValue(_ size: CGSize) -> CGFloat {
            let dimensions = ElementDimensions(size: size)
            return horizontalGuide?(dimensions) ?? horizontal.defaultValue(in: dimensions)
        }

        /// The cell's vertical guide value for a cell of `size`.
        func verticalValue(_ size: CGSize) -> CGFloat {
            let dimensions = ElementDimensions(size: size)
            return verticalGuide?(dimensions) ?? vertical.defaultValue(in: dimensions)
        }
    }

    let columns: [ColumnKind]
    let cells: [Cell]
    /// The index of each row's first cell, and the cell count at the end (`rowCount + 1` values).
    let rowStarts: [Int]
    /// The cells spanning more than one column, fewest columns first.
    let spanningCells: [Int]

    var rowCount: Int { rowStarts.count - 1 }

    /// Resolves the grid: the column count is the larger of the declared columns and the most
    /// columns any row's cells cover (a cell spanning ``Grid/allColumns`` counting as one).
    init(layout: GridLayout, cellCount: Int, traits: (Int) -> Grid.CellTraits) {
        let rows = layout.rows
        var cellTraits: [Grid.CellTraits] = []
        cellTraits.reserveCapacity(cellCount)
        for index in 0..<cellCount {
            cellTraits.append(traits(index))
        }

        var rowStarts: [Int] = [0]
        rowStarts.reserveCapacity(rows.count + 1)
        var columnCount = layout.columns.count
        var next = 0
        for row in rows {
            var covered = 0
            for index in next..<next + row.cellCount {
                let span = cellTraits[index].columnSpan
                covered += span == Grid.allColumns ? 1 : max(1, span)
            }
            columnCount = max(columnCount, covered)
            next += row.cellCount
            rowStarts.append(next)
        }

        columns = (0..<columnCount).map { index in
            guard index < layout.columns.count else { return .fit }
            switch layout.columns[index].sizing {
            case .fit: return .fit
            case .fixed(let width): return .fixed(width.isFinite ? max(0, width) : 0)
            case .flexible(let priority): return .flexible(growPriority: priority.isFinite ? max(0, priority) : 0)
            }
        }

        var cells: [Cell] = []
        cells.reserveCapacity(cellCount)
        var spansByLength: [Int: [Int]] = [:]
        for (rowIndex, row) in rows.enumerated() {
            var column = 0
            for index in rowStarts[rowIndex]..<rowStarts[rowIndex + 1] {
                let traits = cellTraits[index]
                let span =
                    traits.columnSpan == Grid.allColumns
                    ? max(1, columnCount - column) : min(max(1, traits.columnSpan), columnCount - column)
                let columnAlignment = column < layout.columns.count ? layout.columns[column].alignment : nil
                let horizontal = traits.horizontalAlignment ?? columnAlignment ?? layout.alignment.horizontal
                let vertical = traits.verticalAlignment ?? row.alignment ?? layout.alignment.vertical
                cells.append(
                    Cell(
                        column: column, span: span, row: rowIndex,
                        horizontal: horizontal.id, vertical: vertical.id,
                        horizontalGuide: traits.horizontalGuide, verticalGuide: traits.verticalGuide,
                        sizesWidth: !traits.unsizedAxes.contains(.horizontal),
                        sizesHeight: !traits.unsizedAxes.contains(.vertical)
                    ))
                if span > 1 { spansByLength[span, default: []].append(index) }
                column += span
            }
        }
        self.cells = cells
        self.rowStarts = rowStarts
        // Bucketed by span: sorting the distinct spans only.
        spanningCells = spansByLength.keys.sorted().flatMap { spansByLength[$0]! }
    }
}

/// The extents of the aligned groups of one column or row: for each alignment, how far its cells
/// reach before and after their shared guide line. Most columns and rows have one group, kept inline.
struct AlignmentExtents {
    struct Group {
        var id: ObjectIdentifier
        var before: CGFloat
        var after: CGFloat
    }

    private var first: Group?
    private var others: [Group] = []

    /// Adds a cell reaching `before` ahead of its guide line and `after` past it.
    mutating func add(_ id: ObjectIdentifier, before: CGFloat, after: CGFloat) {
        if first == nil {
            first = Group(id: id, before: before, after: after)
        } else if first!.id == id {
            first!.before = max(first!.before, before)
            first!.after = max(first!.after, after)
        } else if let index = others.firstIndex(where: { $0.id == id }) {
            others[index].before = max(others[index].before, before)
            others[index].after = max(others[index].after, after)
        } else {
            others.append(Group(id: id, before: before, after: after))
        }
    }

    /// The length that holds every group: the longest group (0 without cells).
    var length: CGFloat {
        guard let first else { return 0 }
        return others.reduce(max(0, first.before + first.after)) { max($0, $1.before + $1.after) }
    }

    /// The group of alignment `id` (which a cell of it was added to).
    func group(_ id: ObjectIdentifier) -> Group {
        if let first, first.id == id { return first }
        return others.first { $0.id == id } ?? Group(id: id, before: 0, after: 0)
    }
}

extension GridLayout {
    /// One run of the grid algorithm: measures and places a grid's cells by its plan.
    struct Run {
        typealias Measure = (Int, SizeConstraint) -> CGSize

        let plan: GridPlan
        let horizontalSpacing: CGFloat
        let verticalSpacing: CGFloat

        init(plan: GridPlan, layout: GridLayout) {
            self.plan = plan
            horizontalSpacing = layout.horizontalSpacing.isFinite ? layout.horizontalSpacing : 0
            verticalSpacing = layout.verticalSpacing.isFinite ? layout.verticalSpacing : 0
        }

        /// The columns' widths and leading edges, and the width they take with their spacing.
        struct Columns {
            var widths: [CGFloat]
            var origins: [CGFloat]
            var totalWidth: CGFloat

            /// The width of `span` columns from `column`, with the spacing between them.
            func width(from column: Int, span: Int) -> CGFloat {
                guard span > 0 else { return 0 }
                let last = column + span - 1
                return origins[last] + widths[last] - origins[column]
            }
        }

        /// The rows' heights and top edges, the aligned groups of each row, and the height they take
        /// with their spacing.
        struct Rows {
            var heights: [CGFloat]
            var origins: [CGFloat]
            var groups: [AlignmentExtents]
            var totalHeight: CGFloat
        }

        // MARK: Measuring and placing

        /// The grid's size in `proposal`: its columns fitted to the width without growing, its rows.
        func size(in proposal: SizeConstraint, measure: Measure) -> CGSize {
            let columns = fittedColumns(to: proposal.width.constrainedValue, growing: false, measure: measure)
            let sizes = cellSizes(in: columns, measure: measure)
            let rows = rowExtents(sizes)
            return CGSize(width: columns.totalWidth, height: rows.totalHeight)
        }

        /// The cells' frames in a grid of `size`: flexible columns grow into free width.
        func frames(in size: CGSize, measure: Measure) -> [CGRect] {
            let columns = fittedColumns(to: size.width, growing: true, measure: measure)
            let sizes = cellSizes(in: columns, measure: measure)
            let rows = rowExtents(sizes)
            return cellFrames(sizes: sizes, columns: columns, rows: rows)
        }

        /// Steps 1 to 3: natural widths, spanning cells, fitting to `limit` (none: unconstrained).
        func fittedColumns(to limit: CGFloat?, growing: Bool, measure: Measure) -> Columns {
            var widths = naturalColumnWidths(limit: limit, measure: measure)
            widenForSpanningCells(&widths, limit: limit, measure: measure)
            let total = fitColumns(&widths, to: limit, growing: growing)
            var origins: [CGFloat] = []
            origins.reserveCapacity(widths.count)
            var x: CGFloat = 0
            for width in widths {
                origins.append(x)
                x += width + horizontalSpacing
            }
            return Columns(widths: widths, origins: origins, totalWidth: total)
        }

        // MARK: Step 1: natural column widths

        /// Each fit or flexible column as wide as its single-column cells need with their horizontal
        /// alignments (for the built-in guides, the widest cell); each fixed column its width. Cells
        /// are measured without limits (their widest: text on one line), and a cell wider than
        /// `limit` counts as `limit` wide. Cells that do not size their width are not measured.
        ///
        /// Measuring in one constraint whatever the grid is offered keeps the measurements a nested
        /// grid asks of its cells the same at every level: each is measured a bounded number of
        /// times, however deep the nesting.
        func naturalColumnWidths(limit: CGFloat?, measure: Measure) -> [CGFloat] {
            var extents = [AlignmentExtents](repeating: AlignmentExtents(), count: plan.columns.count)
            for (index, cell) in plan.cells.enumerated() where cell.span == 1 && cell.sizesWidth {
                if case .fixed = plan.columns[cell.column] { continue }
                var size = measure(index, .unconstrained)
                if let limit, size.width > limit { size.width = limit }
                let guide = cell.horizontalValue(size)
                extents[cell.column].add(ObjectIdentifier(cell.horizontal), before: guide, after: size.width - guide)
            }
            return plan.columns.indices.map { column in
                if case .fixed(let width) = plan.columns[column] { return width }
                return extents[column].length
            }
        }

        // MARK: Step 2: spanning cells

        /// A spanning cell wider than the columns it spans (with the spacing between them) widens the
        /// fit and flexible ones among them equally by the difference. Cells of fewer columns go
        /// first, so a wide cell over many columns adds only what the narrower ones left missing. A cell
        /// spanning only fixed columns overflows them.
        func widenForSpanningCells(_ widths: inout [CGFloat], limit: CGFloat?, measure: Measure) {
            for index in plan.spanningCells {
                let cell = plan.cells[index]
                guard cell.sizesWidth else { continue }
                let range = cell.column..<cell.column + cell.span
                let growable = range.filter { if case .fixed = plan.columns[$0] { false } else { true } }
                guard !growable.isEmpty else { continue }
                let measured = measure(index, .unconstrained).width
                let needed = limit.map { min($0, measured) } ?? measured
                let available = range.reduce(CGFloat(cell.span - 1) * horizontalSpacing) { $0 + widths[$1] }
                guard needed > available else { continue }
                let share = (needed - available) / CGFloat(growable.count)
                for column in growable { widths[column] += share }
            }
        }

        // MARK: Step 3: fitting the width

        /// Fits the columns to `limit` (none: unconstrained) and returns the width they take with
        /// their spacing.
        ///
        /// Over the limit, flexible columns shrink first, in proportion to their widths, down to 0;
        /// then fit columns the same way; fixed columns never shrink. When that absorbs the excess the
        /// grid is exactly `limit` wide. Under the limit and `growing` (laying out, never measuring),
        /// flexible columns share the free width by grow priority.
        func fitColumns(_ widths: inout [CGFloat], to limit: CGFloat?, growing: Bool) -> CGFloat {
            let spacing = CGFloat(max(0, widths.count - 1)) * horizontalSpacing
            let total = widths.reduce(spacing, +)
            guard let limit, total != limit else { return total }

            if total > limit {
                var excess = total - limit
                excess = shrink(&widths, by: excess) { if case .flexible = $0 { true } else { false } }
                excess = shrink(&widths, by: excess) { if case .fit = $0 { true } else { false } }
                return excess > 0 ? limit + excess : limit
            }

            guard growing else { return total }
            var prioritySum: CGFloat = 0
            for kind in plan.columns {
                if case .flexible(let priority) = kind { prioritySum += priority }
            }
            guard prioritySum > 0 else { return total }
            let free = limit - total
            for (column, kind) in plan.columns.enumerated() {
                if case .flexible(let priority) = kind { widths[column] += free * priority / prioritySum }
            }
            return limit
        }

        /// Shrinks the columns `selected` picks by up to `excess`, in proportion to their widths, and
        /// returns what is left of the excess.
        private func shrink(
            _ widths: inout [CGFloat], by excess: CGFloat, selected: (GridPlan.ColumnKind) -> Bool
        ) -> CGFloat {
            guard excess > 0 else { return 0 }
            var sum: CGFloat = 0
            for column in widths.indices where selected(plan.columns[column]) { sum += widths[column] }
            guard sum > 0 else { return excess }
            if excess >= sum {
                for column in widths.indices where selected(plan.columns[column]) { widths[column] = 0 }
                return excess - sum
            }
            for column in widths.indices where selected(plan.columns[column]) {
                widths[column] -= excess * widths[column] / sum
            }
            return 0
        }

        // MARK: Step 4: cells in their columns

        /// Every cell measured in the width of its columns, without a height limit (rows take the
        /// height their cells need). A cell's width is clamped to its columns' width, and a cell that
        /// does not size its width takes all of it.
        func cellSizes(in columns: Columns, measure: Measure) -> [CGSize] {
            plan.cells.indices.map { index in
                let cell = plan.cells[index]
                let width = columns.width(from: cell.column, span: cell.span)
                let measured = measure(index, SizeConstraint(width: .atMost(max(0, width)), height: .unconstrained))
                return CGSize(width: cell.sizesWidth ? min(measured.width, width) : width, height: measured.height)
            }
        }

        // MARK: Step 5: rows

        /// Each row as tall as its cells need with their vertical alignments (for the built-in
        /// guides, the tallest cell); cells that do not size their height do not count. An empty row
        /// is 0 tall and still spaced.
        func rowExtents(_ sizes: [CGSize]) -> Rows {
            var groups = [AlignmentExtents](repeating: AlignmentExtents(), count: plan.rowCount)
            for (index, cell) in plan.cells.enumerated() where cell.sizesHeight {
                let size = sizes[index]
                let guide = cell.verticalValue(size)
                groups[cell.row].add(ObjectIdentifier(cell.vertical), before: guide, after: size.height - guide)
            }
            var heights: [CGFloat] = []
            var origins: [CGFloat] = []
            heights.reserveCapacity(plan.rowCount)
            origins.reserveCapacity(plan.rowCount)
            var y: CGFloat = 0
            for row in 0..<plan.rowCount {
                let height = groups[row].length
                origins.append(y)
                heights.append(height)
                y += height + (row + 1 < plan.rowCount ? verticalSpacing : 0)
            }
            return Rows(heights: heights, origins: origins, groups: groups, totalHeight: y)
        }

        // MARK: Step 6: frames

        /// Each cell placed in its area (its columns' width, its row's height) by its alignments. The
        /// cells of a column (row) that share an alignment line up their guides and sit in the column
        /// (row) as one block placed by that alignment; a spanning cell is aligned alone in its area.
        func cellFrames(sizes: [CGSize], columns: Columns, rows: Rows) -> [CGRect] {
            var columnGroups = [AlignmentExtents](repeating: AlignmentExtents(), count: plan.columns.count)
            for (index, cell) in plan.cells.enumerated() where cell.span == 1 && cell.sizesWidth {
                let size = sizes[index]
                let guide = cell.horizontalValue(size)
                columnGroups[cell.column].add(
                    ObjectIdentifier(cell.horizontal), before: guide, after: size.width - guide)
            }

            return plan.cells.indices.map { index in
                let cell = plan.cells[index]
                let size = sizes[index]
                let areaWidth = columns.width(from: cell.column, span: cell.span)
                let rowHeight = rows.heights[cell.row]

                var x = cell.column < columns.origins.count ? columns.origins[cell.column] : 0
                if cell.sizesWidth {
                    if cell.span == 1 {
                        let group = columnGroups[cell.column].group(ObjectIdentifier(cell.horizontal))
                        let block = CGSize(width: group.before + group.after, height: size.height)
                        let area = CGSize(width: areaWidth, height: size.height)
                        x +=
                            cell.horizontal.defaultValue(in: ElementDimensions(size: area))
                            - cell.horizontal.defaultValue(in: ElementDimensions(size: block))
                            + group.before - cell.horizontalValue(size)
                    } else {
                        let area = CGSize(width: areaWidth, height: size.height)
                        x +=
                            cell.horizontal.defaultValue(in: ElementDimensions(size: area))
                            - cell.horizontal.defaultValue(in: ElementDimensions(size: size))
                    }
                }

                var y = rows.origins[cell.row]
                var height = rowHeight
                if cell.sizesHeight {
                    height = size.height
                    let group = rows.groups[cell.row].group(ObjectIdentifier(cell.vertical))
                    let block = CGSize(width: size.width, height: group.before + group.after)
                    let area = CGSize(width: size.width, height: rowHeight)
                    y +=
                        cell.vertical.defaultValue(in: ElementDimensions(size: area))
                        - cell.vertical.defaultValue(in: ElementDimensions(size: block))
                        + group.before - cell.verticalValue(size)
                }
                return CGRect(x: x, y: y, width: size.width, height: height)
            }
        }
    }
}

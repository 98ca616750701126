import Foundation

/// A grid's settings other than its cells.
struct GridSpec {
    var alignment: Alignment = .center
    var horizontalSpacing: CGFloat = 0
    var verticalSpacing: CGFloat = 0
    var columns: [Grid.Column] = []
}

/// One row of a grid's storage: its cells are the next `cellCount` children.
struct GridRowInfo {
    var alignment: VerticalAlignment?
    var cellCount: Int
}

/// The settings, rows and cells of a ``Grid``, kept in one box that is also the element's content
/// (as ``StackChildren`` does for rows and columns). Copies share the box until one of them changes
/// (copy on write).
struct GridStorage {
    private var box = GridContent(spec: GridSpec(), rows: [], items: [])

    var spec: GridSpec {
        get { box.spec }
        set {
            makeUnique()
            box.spec = newValue
        }
    }

    /// The rows, rebuilt from the cells.
    var rows: [Grid.Row] {
        var rows: [Grid.Row] = []
        rows.reserveCapacity(box.rows.count)
        var next = 0
        for row in box.rows {
            let cells = box.items[next..<next + row.cellCount].map { child in
                Grid.Cell(element: child.element, traits: child.traits[Grid.CellTraitsKey.self], key: child.key?.value)
            }
            rows.append(Grid.Row(alignment: row.alignment, cells: cells))
            next += row.cellCount
        }
        return rows
    }

    mutating func setRows(_ rows: [Grid.Row]) {
        makeUnique()
        box.rows = []
        box.items = []
        for row in rows { appendUnchecked(row) }
    }

    mutating func append(_ row: Grid.Row) {
        makeUnique()
        appendUnchecked(row)
    }

    private func appendUnchecked(_ row: Grid.Row) {
        box.rows.append(GridRowInfo(alignment: row.alignment, cellCount: row.cells.count))
        for cell in row.cells {
            box.items.append(
                LayoutChild(
                    // Default traits read the same when absent, and leave room for traits the
                    // element carries itself (`layoutTrait(key:value:)`).
                    traits: cell.traits.isDefault
                        ? .empty : LayoutTraits(key: Grid.CellTraitsKey.self, value: cell.traits),
                    key: ChildKey.make(cell.key),
                    element: cell.element
                ))
        }
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) {
            box = GridContent(spec: box.spec, rows: box.rows, items: box.items)
        }
    }

    /// The content: the box itself.
    var content: ElementContent { ElementContent(storage: box) }
}

/// A grid's settings, rows and cells, and its content. Its deinit releases the cells through
/// ``DeferredRelease`` (see ``ElementBox``), so releasing deeply nested grids never recurses per
/// level.
final class GridContent: ContentStorage {
    // Changed only while uniquely referenced, before the element is laid out.
    @exclusivity(unchecked) var spec: GridSpec
    @exclusivity(unchecked) var rows: [GridRowInfo]
    @exclusivity(unchecked) var items: [LayoutChild]

    init(spec: GridSpec, rows: [GridRowInfo], items: [LayoutChild]) {
        self.spec = spec
        self.rows = rows
        self.items = items
    }

    var childCount: Int { items.count }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        guard !items.isEmpty || !rows.isEmpty || !spec.columns.isEmpty else { return .zero }
        let children = node.childNodes(items)
        let layout = GridLayout(plan: plan(node, children), spec: spec)
        return layout.size(in: proposal) { children[$0].measure($1) }
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        guard !items.isEmpty else { return [] }
        let children = node.childNodes(items)
        let layout = GridLayout(plan: plan(node, children), spec: spec)
        return children.results(in: size, of: node) {
            let frames = layout.frames(in: size) { children[$0].measure($1) }
            for index in children.indices {
                children[index].place(
                    LayoutSubelement.Placement(
                        position: frames[index].origin, anchor: .topLeading, size: frames[index].size))
            }
        }
    }

    /// The grid's plan for this pass, made on first use and kept on the node.
    private func plan(_ node: LayoutNode, _ children: ChildNodes) -> GridPlan {
        if let existing = node.associatedCache {
            // Only this content writes the cache of its node.
            return unsafeDowncast(existing, to: GridPlan.self)
        }
        let plan = GridPlan(spec: spec, rows: rows, cellCount: children.count) { children[$0].traits }
        node.associatedCache = plan
        return plan
    }

    deinit {
        // Nested grids, stacks and wrappers are released without recursing per level.
        DeferredRelease.release(&items)
    }
}

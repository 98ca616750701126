import BlueprintLayout
import Dispatch
import Foundation
import Testing

/// Every expected size and frame here is worked out by hand in the comment above it.
@Suite struct GridTests {
    @Test func defaults() {
        let grid = Grid()
        #expect(grid.alignment == .center)
        #expect(grid.horizontalSpacing == 0)
        #expect(grid.verticalSpacing == 0)
        #expect(grid.columns.isEmpty)
        #expect(grid.rows.isEmpty)
        #expect(Grid.Column() == .fit())
    }

    // MARK: Natural columns and rows

    // Columns 20 and 30 (widest cells), rows 10 and 20 (tallest cells); centered in their areas.
    @Test func naturalColumnsAndRowsCentered() {
        let grid = Grid {
            Grid.Row {
                Fixed(10, 10); Fixed(30, 5)
            }
            Grid.Row {
                Fixed(20, 20); Fixed(5, 5)
            }
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 50, height: 30))
        #expect(measure(grid, in: SizeConstraint(width: 100)) == CGSize(width: 50, height: 30))
        #expect(
            childFrames(of: grid, in: CGSize(width: 50, height: 30)) == [
                CGRect(x: 5, y: 0, width: 10, height: 10),  // (20 - 10) / 2
                CGRect(x: 20, y: 2.5, width: 30, height: 5),  // (10 - 5) / 2
                CGRect(x: 0, y: 10, width: 20, height: 20),
                CGRect(x: 32.5, y: 17.5, width: 5, height: 5),  // 20 + 12.5, 10 + 7.5
            ])
    }

    // Spacing 4 between columns, 2 between rows: columns at 0 and 24, rows at 0 and 12.
    @Test func spacingAndTopLeadingAlignment() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 4, verticalSpacing: 2) {
            Grid.Row {
                Fixed(10, 10); Fixed(30, 5)
            }
            Grid.Row {
                Fixed(20, 20); Fixed(5, 5)
            }
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 54, height: 32))
        #expect(
            childFrames(of: grid, in: CGSize(width: 54, height: 32)) == [
                CGRect(x: 0, y: 0, width: 10, height: 10),
                CGRect(x: 24, y: 0, width: 30, height: 5),
                CGRect(x: 0, y: 12, width: 20, height: 20),
                CGRect(x: 24, y: 12, width: 5, height: 5),
            ])
    }

    @Test func emptyGridAndEmptyRows() {
        #expect(measure(Grid(), in: .unconstrained) == .zero)
        #expect(Grid().layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).children.isEmpty)

        // An empty row is 0 tall and still spaced: rows 0 and 10 with 4 between.
        let grid = Grid(alignment: .topLeading, verticalSpacing: 4) {
            Grid.Row {}
            Grid.Row { Fixed(10, 10) }
            Grid.Row {}
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 10, height: 18))
        #expect(childFrames(of: grid, in: CGSize(width: 10, height: 18)) == [CGRect(x: 0, y: 4, width: 10, height: 10)])
    }

    // A declared fixed column exists without cells: 10 + 30.
    @Test func declaredColumnsWithoutCells() {
        let grid = Grid(columns: [.fit(), .fixed(30)]) { Grid.Row { Fixed(10, 10) } }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 40, height: 10))
    }

    // MARK: Spans, ragged and full-width rows

    // Columns 20 and 30 with 10 between make 60; the spanning cell needs 100, so each column gets
    // 20 more: 40 and 50.
    @Test func spanningCellWidensItsColumnsEqually() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 10) {
            Grid.Row { Fixed(100, 10).gridCell(columnSpan: 2) }
            Grid.Row {
                Fixed(20, 10); Fixed(30, 10)
            }
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 100, height: 20))
        #expect(
            childFrames(of: grid, in: CGSize(width: 100, height: 20)) == [
                CGRect(x: 0, y: 0, width: 100, height: 10),
                CGRect(x: 0, y: 10, width: 20, height: 10),
                CGRect(x: 50, y: 10, width: 30, height: 10),
            ])
    }

    // Spans settle narrowest first: the two-column cell (30) makes columns 0 and 1 15 each; then
    // the three-column cell (60) finds 15 + 15 + 10 = 40 and adds 20 / 3 to each.
    @Test func narrowerSpansSettleFirst() {
        let grid = Grid(alignment: .topLeading) {
            Grid.Row { Fixed(60, 10).gridCell(columnSpan: 3) }
            Grid.Row {
                Fixed(30, 10).gridCell(columnSpan: 2); Fixed(10, 10)
            }
        }
        let frames = childFrames(of: grid, in: CGSize(width: 60, height: 20))
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 60, height: 20))
        // The last cell sits after columns of 15 + 20 / 3 each.
        #expect(abs(frames[2].minX - (30 + 40.0 / 3)) < 1e-9)
    }

    // Rows of 3, 1 and a full-width cell: columns 10, 20, 30 (70 with spacing); the full-width
    // cell needs 100 and adds 10 to each: 20, 30, 40 at 0, 25, 60.
    @Test func raggedRowsAndAFullWidthRow() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 5, verticalSpacing: 2) {
            Grid.Row {
                Fixed(10, 10); Fixed(20, 10); Fixed(30, 10)
            }
            Grid.Row { Fixed(10, 10) }
            Fixed(100, 5)
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 100, height: 29))
        #expect(
            childFrames(of: grid, in: CGSize(width: 100, height: 29)) == [
                CGRect(x: 0, y: 0, width: 10, height: 10),
                CGRect(x: 25, y: 0, width: 20, height: 10),
                CGRect(x: 60, y: 0, width: 30, height: 10),
                CGRect(x: 0, y: 12, width: 10, height: 10),
                CGRect(x: 0, y: 24, width: 100, height: 5),
            ])
    }

    // A full-width cell that does not size the width takes the columns' 70 and widens nothing.
    @Test func unsizedFullWidthRowTakesTheGridsWidth() {
        let grid = Grid(alignment: .topLeading, horizontalSpacing: 5) {
            Grid.Row {
                Fixed(10, 10); Fixed(20, 10); Fixed(30, 10)
            }
            Fixed(100, 5).gridCell(unsizedAxes: .horizontal)
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 70, height: 15))
        #expect(
            childFrames(of: grid, in: CGSize(width: 70, height: 15))[3] == CGRect(x: 0, y: 10, width: 70, height: 5))
    }

    // A cell that does not size the height takes the row's height (20), set by its neighbour.
    @Test func unsizedHeightTakesTheRowsHeight() {
        let grid = Grid(alignment: .topLeading) {
            Grid.Row {
                Fixed(10, 100).gridCell(unsizedAxes: .vertical); Fixed(10, 20)
            }
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 20, height: 20))
        #expect(
            childFrames(of: grid, in: CGSize(width: 20, height: 20))[0] == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    // `allColumns` in the middle of a row spans to the last column: columns 1 and 2 (10 + 10).
    @Test func allColumnsSpansToTheLastColumn() {
        let grid = Grid(alignment: .topLeading) {
            Grid.Row {
                Fixed(10, 10); Fixed(10, 10); Fixed(10, 10)
            }
            Grid.Row {
                Fixed(5, 5); Fixed(20, 5).gridCell(columnSpan: Grid.allColumns)
            }
        }
        #expect(
            childFrames(of: grid, in: CGSize(width: 30, height: 15))[4] == CGRect(x: 10, y: 10, width: 20, height: 5))
    }

    // MARK: Column sizing

    // Natural widths 50 (fixed), 10, 10, 10: 80. Measuring never grows; laying out in 200 shares
    // 120 by grow priorities 1 and 3: 30 and 90.
    @Test func fixedFlexibleAndFitColumns() {
        let grid = Grid(
            alignment: .topLeading,
            columns: [.fixed(50), .flexible(growPriority: 1), .flexible(growPriority: 3), .fit()]
        ) {
            Grid.Row {
                Fixed(10, 10); Fixed(10, 10); Fixed(10, 10); Fixed(10, 10)
            }
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 80, height: 10))
        #expect(measure(grid, in: SizeConstraint(width: 200)) == CGSize(width: 80, height: 10))
        #expect(
            childFrames(of: grid, in: CGSize(width: 200, height: 10)).map(\.minX) == [0, 50, 90, 190])
    }

    // Without flexible columns the free width is left at the trailing edge.
    @Test func underflowWithoutFlexibleColumns() {
        let grid = Grid(alignment: .topLeading) {
            Grid.Row {
                Fixed(10, 10); Fixed(10, 10)
            }
        }
        #expect(childFrames(of: grid, in: CGSize(width: 100, height: 10)).map(\.minX) == [0, 10])
    }

    // 100 in 80: the flexible column (40) gives up the 20 first: 20, 30, 30; its 40-wide cell is
    // clamped to 20.
    @Test func overflowShrinksFlexibleColumnsFirst() {
        let grid = Grid(alignment: .topLeading, columns: [.flexible(), .fit(), .fit()]) {
            Grid.Row {
                Fixed(40, 10); Fixed(30, 10); Fixed(30, 10)
            }
        }
        #expect(measure(grid, in: SizeConstraint(width: 80)) == CGSize(width: 80, height: 10))
        #expect(
            childFrames(of: grid, in: CGSize(width: 80, height: 10)) == [
                CGRect(x: 0, y: 0, width: 20, height: 10),
                CGRect(x: 20, y: 0, width: 30, height: 10),
                CGRect(x: 50, y: 0, width: 30, height: 10),
            ])
        // 100 in 50: the flexible column goes to 0, then the fit columns give up the other 10 in
        // proportion to their widths: 25 and 25.
        #expect(measure(grid, in: SizeConstraint(width: 50)) == CGSize(width: 50, height: 10))
        #expect(
            childFrames(of: grid, in: CGSize(width: 50, height: 10)).map(\.width) == [0, 25, 25])
    }

    // Fixed columns never shrink: 60 + a flexible 10 in 50 measures 60 (the flexible one goes to 0).
    @Test func fixedColumnsOverflow() {
        let grid = Grid(columns: [.fixed(60), .flexible()]) {
            Grid.Row {
                Fixed(10, 10); Fixed(10, 10)
            }
        }
        #expect(measure(grid, in: SizeConstraint(width: 50)) == CGSize(width: 60, height: 10))
    }

    // Natural (one-line) widths 72 and 40, the first counting as the grid's 56: 96 in 56. The fit
    // columns give up the 40 in proportion: 56 - 40 * 56 / 96 = 98 / 3 (4 characters) and
    // 40 - 40 * 40 / 96 = 70 / 3 (2 characters). "aaaa bbbb" wraps to two lines 32 wide, "cc dd" to
    // two lines 16 wide: the row is 32 tall.
    @Test func overflowWrapsTextInItsColumn() {
        let grid = Grid(alignment: .topLeading) {
            Grid.Row {
                Label(text: "aaaa bbbb"); Label(text: "cc dd")
            }
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 112, height: 16))
        #expect(measure(grid, in: SizeConstraint(width: 56)) == CGSize(width: 56, height: 32))
        let frames = childFrames(of: grid, in: CGSize(width: 56, height: 32))
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 32, height: 32))
        #expect(abs(frames[1].minX - 98.0 / 3) < 1e-9)
        #expect(frames[1].size == CGSize(width: 16, height: 32))
    }

    // A cell wider than the grid counts as the grid's width: 200 in 50 is 50, and the other
    // column's 30 makes 80; the fit columns shrink from 80 to 50 in proportion: 31.25 and 18.75.
    @Test func cellsWiderThanTheGridCountAsItsWidth() {
        let grid = Grid(alignment: .topLeading) {
            Grid.Row {
                Fixed(200, 10); Fixed(30, 10)
            }
        }
        #expect(childFrames(of: grid, in: CGSize(width: 50, height: 10)).map(\.minX) == [0, 31.25])
    }

    // MARK: Alignment

    // Column trailing; the third cell centers itself. Trailing cells end at 30; the centered group
    // (20 wide) sits centered in 30: 5.
    @Test func columnAndCellHorizontalAlignment() {
        let grid = Grid(alignment: .topLeading, columns: [.fit(alignment: .trailing)]) {
            Grid.Row { Fixed(10, 10) }
            Grid.Row { Fixed(30, 10) }
            Grid.Row { Fixed(20, 10).gridCell(horizontalAlignment: .center) }
        }
        #expect(
            childFrames(of: grid, in: CGSize(width: 30, height: 30)).map(\.minX) == [20, 0, 5])
    }

    // Row bottom; the third cell tops itself. The row is 30 tall (the tallest bottom cell).
    @Test func rowAndCellVerticalAlignment() {
        let grid = Grid(alignment: .topLeading) {
            Grid.Row(alignment: .bottom) {
                Fixed(10, 30)
                Fixed(10, 10)
                Fixed(10, 10).gridCell(verticalAlignment: .top)
            }
        }
        #expect(childFrames(of: grid, in: CGSize(width: 30, height: 30)).map(\.minY) == [0, 20, 0])
    }

    // A first-baseline guide: baselines at 24, 12 and (by default, the bottom) 10 line up at 24:
    // the row reaches 24 above and 8 below it, 32 in all.
    @Test func customGuideAlignsBaselinesAcrossARow() {
        let grid = Grid(alignment: .topLeading) {
            Grid.Row(alignment: VerticalAlignment(FirstBaseline.self)) {
                Fixed(40, 32).gridCell(verticalGuide: { _ in 24 })
                Fixed(40, 16).gridCell(verticalGuide: { _ in 12 })
                Fixed(10, 10)
            }
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 90, height: 32))
        #expect(childFrames(of: grid, in: CGSize(width: 90, height: 32)).map(\.minY) == [0, 12, 14])
    }

    // A custom horizontal guide (a decimal point) lines up a column: points at 30, 10 and 20 from
    // each cell's leading edge; the column reaches 30 before and 20 after: 50 wide.
    @Test func customGuideAlignsAColumn() {
        let grid = Grid(alignment: .topLeading, columns: [.fit(alignment: HorizontalAlignment(DecimalPoint.self))]) {
            Grid.Row { Fixed(40, 10).gridCell(horizontalGuide: { _ in 30 }) }
            Grid.Row { Fixed(30, 10).gridCell(horizontalGuide: { _ in 10 }) }
            Grid.Row { Fixed(20, 10).gridCell(horizontalGuide: { _ in 20 }) }
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 50, height: 30))
        #expect(childFrames(of: grid, in: CGSize(width: 50, height: 30)).map(\.minX) == [0, 20, 10])
    }

    // MARK: Building

    @Test func configureClosureAndBuilderAgree() {
        let built = Grid(alignment: .bottomTrailing, horizontalSpacing: 3, verticalSpacing: 4, columns: [.flexible()]) {
            Grid.Row(alignment: .top) {
                Fixed(10, 10); Fixed(5, 20).gridCell(key: "b")
            }
            Fixed(30, 5)
        }
        let configured = Grid { grid in
            grid.alignment = .bottomTrailing
            grid.horizontalSpacing = 3
            grid.verticalSpacing = 4
            grid.columns = [.flexible()]
            grid.addRow(alignment: .top) {
                Fixed(10, 10)
                Fixed(5, 20).gridCell(key: "b")
            }
            grid.addFullWidthRow(child: Fixed(30, 5))
        }
        let size = CGSize(width: 60, height: 40)
        #expect(childFrames(of: built, in: size) == childFrames(of: configured, in: size))
        #expect(configured.rows.count == 2)
        #expect(configured.rows[0].cells[1].key == AnyHashable("b"))
        #expect(configured.rows[1].cells[0].traits.columnSpan == Grid.allColumns)
        #expect(built.layout(frame: CGRect(origin: .zero, size: size)).frame(forKey: "b") != nil)
    }

    @Test func layoutTraitOnAPlainElementIsACellTrait() {
        let grid = Grid(alignment: .topLeading) {
            Grid.Row {
                Fixed(30, 10).layoutTrait(key: Grid.CellTraitsKey.self, value: Grid.CellTraits(columnSpan: 2))
            }
            Grid.Row {
                Fixed(10, 10); Fixed(10, 10)
            }
        }
        // The span widens columns 10 and 10 to 15 and 15.
        #expect(childFrames(of: grid, in: CGSize(width: 30, height: 20)).map(\.minX) == [0, 0, 15])
    }

    @Test func copiesAreIndependent() {
        let original = Grid { Grid.Row { Fixed(10, 10) } }
        var copy = original
        copy.addRow(cells: [Grid.Cell(Fixed(20, 20))])
        copy.horizontalSpacing = 5
        #expect(original.rows.count == 1)
        #expect(original.horizontalSpacing == 0)
        #expect(measure(original, in: .unconstrained) == CGSize(width: 10, height: 10))
        #expect(measure(copy, in: .unconstrained) == CGSize(width: 20, height: 30))
    }

    // Non-finite numbers count as 0.
    @Test func nonFiniteNumbersAreSafe() {
        let grid = Grid(
            horizontalSpacing: .nan, verticalSpacing: .infinity,
            columns: [.fixed(.nan), .flexible(growPriority: .infinity)]
        ) {
            Grid.Row {
                Fixed(10, 10); Fixed(10, 10)
            }
            Grid.Row { Fixed(10, 10) }
        }
        #expect(measure(grid, in: .unconstrained) == CGSize(width: 10, height: 20))
        let result = grid.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(result.checkInvariants().isEmpty)
    }

    // MARK: Sizing rules and cost

    @Test func followsTheSizingRules() {
        let grids: [Grid] = [
            Grid {
                Grid.Row {
                    Fixed(10, 10); Label(text: "some words that wrap")
                }
            },
            Grid(horizontalSpacing: 8, verticalSpacing: 4, columns: [.fit(), .flexible(), .fixed(40)]) {
                Grid.Row {
                    Label(text: "Name"); Label(text: "a long value that wraps"); Fixed(10, 30)
                }
                Grid.Row {
                    Label(text: "Address line"); Label(text: "short")
                }
                Label(text: "a full width note across every column of the grid")
                Grid.Row { Label(text: "Total").gridCell(columnSpan: 2, horizontalAlignment: .trailing) }
            },
            Grid(alignment: .bottomTrailing, columns: [.flexible(growPriority: 2), .flexible()]) {
                Grid.Row(alignment: VerticalAlignment(FirstBaseline.self)) {
                    Label(text: "big title here").gridCell(verticalGuide: { _ in 12 })
                    Label(text: "x y z").gridCell(verticalGuide: { $0.height - 4 })
                }
                Fixed(50, 2).gridCell(unsizedAxes: .horizontal)
                Grid.Row {
                    Fixed(5, 5); Label(text: "wrapping words again").gridCell(unsizedAxes: .vertical)
                }
            },
            Grid {},
        ]
        for grid in grids {
            let violations = LayoutContract().violations(of: grid)
            #expect(violations.isEmpty, "\(violations.prefix(3))")
        }
    }

    // Seeded random grids of wrapping labels and fixed leaves, with every kind of column, spans,
    // full-width and empty rows, alignments and unsized cells, follow the sizing rules and lay out
    // alike with and without the cache's deductions.
    @Test func randomGridsFollowTheSizingRules() {
        var random = SeededRandom(seed: 0x6D1D)
        let words = ["a", "bb", "ccc", "dddd", "eeeee", "total", "item", "price"]
        let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        let vertical: [VerticalAlignment] = [.top, .center, .bottom, VerticalAlignment(FirstBaseline.self)]
        for _ in 0..<40 {
            var grid = Grid()
            grid.horizontalSpacing = CGFloat(random.int(0...8))
            grid.verticalSpacing = CGFloat(random.int(0...4))
            grid.alignment = Alignment(
                horizontal: horizontal[random.int(0...2)], vertical: vertical[random.int(0...3)])
            grid.columns = (0..<random.int(0...4)).map { _ in
                switch random.int(0...2) {
                case 0: .fit(alignment: random.int(0...1) == 0 ? nil : horizontal[random.int(0...2)])
                case 1: .fixed(CGFloat(random.int(0...60)))
                default: .flexible(growPriority: CGFloat(random.int(0...3)))
                }
            }
            for _ in 0..<random.int(0...5) {
                func leaf() -> Element {
                    if random.int(0...2) == 0 { return Fixed(CGFloat(random.int(0...40)), CGFloat(random.int(0...30))) }
                    return Label(
                        text: (0..<random.int(1...6)).map { _ in words[random.int(0...7)] }.joined(separator: " "))
                }
                func cell() -> Grid.Cell {
                    let unsized: Grid.Axes = [[], [], [], .horizontal, .vertical][random.int(0...4)]
                    return leaf().gridCell(
                        columnSpan: random.int(0...5) == 0 ? random.int(2...3) : 1,
                        horizontalAlignment: random.int(0...3) == 0 ? horizontal[random.int(0...2)] : nil,
                        verticalAlignment: random.int(0...3) == 0 ? vertical[random.int(0...3)] : nil,
                        verticalGuide: random.int(0...3) == 0 ? { $0.height / 2 } : nil,
                        unsizedAxes: unsized
                    )
                }
                switch random.int(0...5) {
                case 0: grid.add(row: Grid.Row(fullWidth: cell()))
                case 1: grid.addRow(cells: [])
                default: grid.addRow(cells: (0..<random.int(1...4)).map { _ in cell() })
                }
            }
            let violations = LayoutContract().violations(of: grid)
            #expect(violations.isEmpty, "\(violations.prefix(2))")
            for width in [0, 37, 150, 600] as [CGFloat] {
                _ = childFrames(of: grid, in: CGSize(width: width, height: 100))
            }
        }
    }

    // The grid follows the rules, so every set of cache deductions gives the same frames.
    @Test func everyLayoutOptionGivesTheSameFrames() {
        let grid = Grid(horizontalSpacing: 8, verticalSpacing: 4, columns: [.fit(), .flexible(), .fixed(30)]) {
            Grid.Row {
                Label(text: "Name"); Label(text: "a long value that wraps in the middle"); Fixed(10, 30)
            }
            Label(text: "a full width note").gridCell(horizontalAlignment: .trailing)
            Grid.Row {
                Grid {
                    Grid.Row {
                        Label(text: "nested grid cell"); Fixed(5, 5)
                    }
                }.gridCell(columnSpan: 2)
            }
        }
        for width in [40, 120, 200, 400] as [CGFloat] {
            let frame = CGRect(x: 0, y: 0, width: width, height: 200)
            var frames: [[CGRect]] = []
            for options in [LayoutOptions.default, .stairStep, .noDeductions] {
                var all: [CGRect] = []
                grid.layout(frame: frame, options: options).forEachNode { _, frame, _ in
                    all.append(frame)
                    return true
                }
                frames.append(all)
            }
            #expect(frames[0] == frames[1])
            #expect(frames[0] == frames[2])
        }
    }

    // Each leaf is measured a bounded number of times, whatever the row count.
    @Test func measurementsPerCellDoNotGrowWithTheGrid() {
        func measurementsPerCell(rows: Int) -> Double {
            let counter = Counter()
            let grid = Grid(horizontalSpacing: 4, columns: [.fit(), .flexible(), .fit(), .fixed(60)]) {
                for row in 0..<rows {
                    Grid.Row {
                        for column in 0..<4 {
                            CountingText(words: (row + column) % 7 + 1, counter: counter)
                        }
                    }
                }
            }
            _ = grid.layout(frame: CGRect(x: 0, y: 0, width: 300, height: 100_000))
            return Double(counter.count) / Double(rows * 4)
        }
        let small = measurementsPerCell(rows: 50)
        let large = measurementsPerCell(rows: 400)
        #expect(small <= 3)
        #expect(large <= small + 0.01)
    }

    // MARK: Deep trees

    @Test func deeplyNestedGridsLayOutAndRelease() async {
        await #expect(processExitsWith: .success) {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                do {
                    var element: Element = Fixed(10, 10)
                    for level in 0..<100_000 {
                        element = level % 2 == 0 ? Grid { Grid.Row { element } } : Grid { element }
                    }
                    _ = element
                }
                do {
                    var element: Element = Fixed(10, 10)
                    for _ in 0..<5_000 {
                        element = Grid(alignment: .topLeading) {
                            Grid.Row {
                                element; Fixed(1, 1)
                            }
                        }
                    }
                    let result = element.layout(frame: CGRect(x: 0, y: 0, width: 10_000, height: 20))
                    precondition(result.nodeCount == 1 + 2 * 5_000)
                }
                done.signal()
            }
            thread.stackSize = 512 * 1024
            thread.start()
            done.wait()
        }
    }
}

fileprivate enum FirstBaseline: AlignmentID {
    static func defaultValue(in context: ElementDimensions) -> CGFloat { context.height }
}

fileprivate enum DecimalPoint: AlignmentID {
    static func defaultValue(in context: ElementDimensions) -> CGFloat { context.width }
}

fileprivate final class Counter: @unchecked Sendable {
    var count = 0
}

/// Monospaced words of five letters, counting its measurements.
fileprivate struct CountingText: Element {
    var words: Int
    var counter: Counter

    var content: ElementContent {
        let label = Label(text: Array(repeating: "abcde", count: words).joined(separator: " "))
        let counter = counter
        return ElementContent { constraint, environment in
            counter.count += 1
            return label.content.measure(in: constraint, environment: environment)
        }
    }
}

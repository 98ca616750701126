import Foundation
import Testing

@testable import BlueprintLayout

/// Trees whose nodes span many of the engine's storage chunks: containers wider than a chunk,
/// stacks mixed with custom layouts, passthrough and lazy content, all in one pass.
@Suite struct WideAndMixedTreeTests {
    /// 300 flexible children share a 3,000-point row equally; each is then measured on the cross
    /// axis (fill keeps the row's height).
    @Test(arguments: [1, 127, 128, 129, 300])
    func aRowWiderThanAChunkGivesEveryChildItsShare(count: Int) {
        var row = Row()
        row.horizontalUnderflow = .growUniformly
        row.verticalAlignment = .fill
        for index in 0..<count { row.add(key: index, child: Spacer(width: 1, height: 1)) }
        let width = CGFloat(count) * 10
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: width, height: 20))
        #expect(result.children.count == count)
        for (index, child) in result.children.enumerated() {
            #expect(child.frame == CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 20))
            #expect(child.key == AnyHashable(index))
        }
    }

    /// Columns of rows of wide rows, a custom layout in every row and passthrough and lazy
    /// content at the leaves: every frame is where the arithmetic puts it, whatever chunk each
    /// node landed in.
    @Test func nestedWideStacksWithCustomLayoutsAndLazyContent() {
        let columns = 3
        let rows = 40
        let cells = 20
        var outer = Row()
        outer.horizontalUnderflow = .growUniformly
        outer.verticalAlignment = .fill
        for _ in 0..<columns {
            var column = Column()
            column.verticalUnderflow = .growUniformly
            column.horizontalAlignment = .fill
            for _ in 0..<rows {
                var row = Row()
                row.horizontalUnderflow = .growUniformly
                row.verticalAlignment = .fill
                for cell in 0..<cells {
                    // Both leaves measure 2 × 2, so every cell has the same basis.
                    let leaf: Element =
                        cell.isMultiple(of: 2)
                        ? GeometryReader { _ in Spacer(2) }
                        : Centered(Spacer(width: 2, height: 2))
                    row.add(child: HalfWidth { leaf })
                }
                column.add(child: row)
            }
            outer.add(child: column)
        }
        let width = CGFloat(columns * cells * 10)
        let height = CGFloat(rows * 5)
        let result = outer.layout(frame: CGRect(x: 0, y: 0, width: width, height: height))
        #expect(result.children.count == columns)
        for (columnIndex, column) in result.children.enumerated() {
            #expect(column.children.count == rows)
            #expect(
                column.frame
                    == CGRect(x: CGFloat(columnIndex * cells * 10), y: 0, width: CGFloat(cells * 10), height: height))
            for (rowIndex, row) in column.children.enumerated() {
                #expect(row.frame == CGRect(x: 0, y: CGFloat(rowIndex * 5), width: CGFloat(cells * 10), height: 5))
                #expect(row.children.count == cells)
                for (cellIndex, cell) in row.children.enumerated() {
                    #expect(cell.frame == CGRect(x: CGFloat(cellIndex * 10), y: 0, width: 10, height: 5))
                    // HalfWidth places its one child in the left half.
                    #expect(cell.children.map(\.frame) == [CGRect(x: 0, y: 0, width: 5, height: 5)])
                }
            }
        }
    }
}

/// A custom layout: its single child takes the left half of the frame.
private struct HalfWidthLayout: Layout {
    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
    ) -> CGSize {
        let size = subelements[0].sizeThatFits(proposal)
        return CGSize(width: size.width * 2, height: size.height)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        subelements[0].place(at: .zero, size: CGSize(width: size.width / 2, height: size.height))
    }
}

private struct HalfWidth: Element {
    var child: Element

    init(_ child: () -> Element) {
        self.child = child()
    }

    var content: ElementContent {
        ElementContent(layout: HalfWidthLayout()) { $0.add(element: child) }
    }
}

import BlueprintLayout
import Foundation
import Testing

@Suite struct ColumnTests {
    /// Blueprint's StackTests.test_defaults.
    @Test func defaults() {
        let column = Column()
        #expect(column.minimumVerticalSpacing == 0)
        #expect(column.horizontalAlignment == .leading)
        #expect(column.verticalOverflow == .condenseProportionally)
        #expect(column.verticalUnderflow == .spaceEvenly)
    }

    /// Blueprint's StackTests.test_vertical.
    @Test func vertical() {
        var column = Column()
        column.add(child: Fixed100())
        column.add(child: Fixed100())
        #expect(column.content.measure(in: .unconstrained) == CGSize(width: 100, height: 200))
        let frames = column.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 200)).children.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 100, width: 100, height: 100)])
    }

    /// Blueprint's StackTests.test_columnAlignment, every case.
    @Test func alignment() {
        let cases: [(Column.ColumnAlignment, CGRect)] = [
            (.leading, CGRect(x: 0, y: 0, width: 100, height: 100)),
            (.center, CGRect(x: 50, y: 0, width: 100, height: 100)),
            (.trailing, CGRect(x: 100, y: 0, width: 100, height: 100)),
            (.fill, CGRect(x: 0, y: 0, width: 200, height: 100)),
            (.align(to: .quarter), CGRect(x: 25, y: 0, width: 100, height: 100)),
        ]
        for (alignment, expected) in cases {
            var column = Column()
            column.horizontalAlignment = alignment
            column.add(child: Fixed100())
            let frame = column.layout(frame: CGRect(x: 0, y: 0, width: 200, height: 100)).children[0].frame
            #expect(frame == expected, "\(alignment)")
        }
    }

    /// Blueprint's StackTests.test_crossConstraints: a filling column is as wide as its widest
    /// child, but no wider than the constraint.
    @Test func crossConstraints() {
        let column = Column(alignment: .fill) { Fixed100() }
        #expect(column.content.measure(in: .unconstrained) == CGSize(width: 100, height: 100))
        #expect(column.content.measure(in: SizeConstraint(width: 50)) == CGSize(width: 50, height: 100))
        let frame = column.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 100)).children[0].frame
        #expect(frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    }

    /// Blueprint's StackTests+ResultBuilders (column half).
    @Test func resultBuilder() {
        let includeLast = false
        let column = Column(
            alignment: .trailing, underflow: .justifyToEnd, overflow: .condenseUniformly, minimumSpacing: 8
        ) {
            Spacer(1)
            Spacer(2).stackLayoutChild(priority: .grows)
            if includeLast { Spacer(3) }
        }
        #expect(column.children.count == 2)
        #expect(column.children[1].traits.growPriority == 1 && column.children[1].traits.shrinkPriority == 0)
        #expect(column.horizontalAlignment == .trailing)
        #expect(column.verticalUnderflow == .justifyToEnd)
        #expect(column.verticalOverflow == .condenseUniformly)
        #expect(column.minimumVerticalSpacing == 8)
        // 11 long in 50: justified to the end (39 down), right-aligned in 10.
        let frames = column.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 50)).children.map(\.frame)
        #expect(frames == [CGRect(x: 9, y: 39, width: 1, height: 1), CGRect(x: 8, y: 48, width: 2, height: 2)])
    }

    @Test func labelsWrapToTheColumnWidth() {
        let column = Column(alignment: .leading, underflow: .justifyToStart) {
            Label(text: "hello world").stackLayoutChild(key: "a")
            Label(text: "x").stackLayoutChild(key: "b")
        }
        let result = column.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(result.frame(forKey: "a") == CGRect(x: 0, y: 0, width: 40, height: 32))
        #expect(result.frame(forKey: "b") == CGRect(x: 0, y: 32, width: 8, height: 16))
    }
}

/// Blueprint's StackTests `TestElement`: always 100 × 100.
fileprivate struct Fixed100: Element {
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 100, height: 100)) }
}

extension HorizontalAlignment {
    fileprivate enum Quarter: AlignmentID {
        static func defaultValue(in dimensions: ElementDimensions) -> CGFloat { dimensions.width / 4 }
    }

    fileprivate static var quarter: HorizontalAlignment { HorizontalAlignment(Quarter.self) }
}

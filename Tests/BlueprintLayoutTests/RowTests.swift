import BlueprintLayout
import Foundation
import Testing

@Suite struct RowTests {
    /// Rows share their layout and children between copies until one copy changes.
    @Test func copiesAreIndependentValues() {
        var original = Row { Spacer(10) }
        original.horizontalUnderflow = .justifyToStart
        let content = original.content
        var copy = original
        copy.horizontalUnderflow = .justifyToEnd
        copy.minimumHorizontalSpacing = 5
        copy.add(child: Spacer(20))
        #expect(original.horizontalUnderflow == .justifyToStart)
        #expect(original.minimumHorizontalSpacing == 0)
        #expect(original.children.count == 1)
        #expect(copy.children.count == 2)
        #expect(content.childCount == 1)
        let frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        #expect(original.layout(frame: frame).children.map(\.frame.minX) == [0])
        #expect(copy.layout(frame: frame).children.map(\.frame.minX) == [65, 80])
        var replaced = copy
        replaced.children = [(element: Spacer(1), traits: StackLayout.Traits(), key: nil)]
        #expect(copy.children.count == 2)
        #expect(replaced.children.count == 1)
        #expect(replaced.horizontalUnderflow == .justifyToEnd)
    }

    @Test func defaults() {
        let row = Row()
        #expect(row.minimumHorizontalSpacing == 0)
        #expect(row.verticalAlignment == .top)
        #expect(row.horizontalOverflow == .condenseProportionally)
        #expect(row.horizontalUnderflow == .spaceEvenly)
    }

    /// Blueprint's StackTests.test_horizontal.
    @Test func horizontal() {
        var row = Row()
        row.add(child: Fixed100())
        row.add(child: Fixed100())
        #expect(row.content.measure(in: .unconstrained) == CGSize(width: 200, height: 100))
        let frames = row.layout(frame: CGRect(x: 0, y: 0, width: 200, height: 100)).children.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100)])
    }

    /// Blueprint's StackTests.test_minimumSpacing.
    @Test func minimumSpacing() {
        var row = Row()
        row.add(child: Fixed100())
        row.add(child: Fixed100())
        row.minimumHorizontalSpacing = 10
        #expect(row.content.measure(in: .unconstrained) == CGSize(width: 210, height: 100))
        let frames = row.layout(frame: CGRect(x: 0, y: 0, width: 210, height: 100)).children.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100)])
    }

    /// Blueprint's StackTests.test_fixed_elements_overflow_behavior: fixed children keep their
    /// size, the flexible one gives up everything.
    @Test func fixedChildrenOverflow() {
        let row = Row(alignment: .fill, underflow: .growUniformly, overflow: .condenseUniformly) {
            Spacer(width: 10, height: 10).stackLayoutChild(priority: .fixed)
            Spacer(width: 10, height: 10).stackLayoutChild(priority: .fixed)
            Spacer(width: 10, height: 10).stackLayoutChild(priority: .fixed)
            Spacer(width: 10, height: 10).stackLayoutChild(priority: .flexible)
        }
        let sizes = row.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 10)).children.map(\.frame.size)
        #expect(
            sizes == [
                CGSize(width: 10, height: 10), CGSize(width: 10, height: 10),
                CGSize(width: 10, height: 10), CGSize(width: 0, height: 10),
            ])
    }

    /// A custom vertical alignment: a quarter of the way down each child.
    @Test func customAlignment() {
        let row = Row(alignment: .align(to: .quarter), underflow: .justifyToStart) {
            Spacer(width: 10, height: 40).stackLayoutChild(key: "a")
            Spacer(width: 10, height: 80).stackLayoutChild(key: "b")
        }
        // Guides 10 and 20: the contents span 80, a starts 10 below b.
        #expect(row.content.measure(in: .unconstrained) == CGSize(width: 20, height: 80))
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 160))
        // The stack's quarter (40) meets the contents' quarter (20): 20 down.
        #expect(result.frame(forKey: "a") == CGRect(x: 0, y: 30, width: 10, height: 40))
        #expect(result.frame(forKey: "b") == CGRect(x: 10, y: 20, width: 10, height: 80))
    }

    /// Blueprint's StackTests+ResultBuilders (row half), plus every builder construct.
    @Test func resultBuilder() {
        let showsOptional = true
        let hidden: Element? = nil
        let choice = 2
        let row = Row(alignment: .center, underflow: .growUniformly, overflow: .condenseUniformly, minimumSpacing: 5) {
            Spacer(1)
            if showsOptional {
                Spacer(2)
            } else {
                Spacer(99)
            }
            if !showsOptional { Spacer(99) }
            switch choice {
            case 1: Spacer(99)
            default: Spacer(3)
            }
            hidden
            Optional<Element>.some(Spacer(4))
            for value in [5, 6] as [CGFloat] {
                Spacer(value)
            }
            if #available(macOS 10.15, iOS 13, *) {
                Spacer(7)
            }
            [Spacer(8), Spacer(9)] as [Element]
            Spacer(10).stackLayoutChild(priority: .fixed, key: "fixed")
        }
        #expect(row.children.map { ($0.element as? Spacer)?.size.width } == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(row.children.last?.key == AnyHashable("fixed"))
        #expect(row.children.last?.traits.growPriority == 0)
        #expect(row.children.first?.traits.growPriority == 1)
        #expect(row.verticalAlignment == .center)
        #expect(row.horizontalUnderflow == .growUniformly)
        #expect(row.horizontalOverflow == .condenseUniformly)
        #expect(row.minimumHorizontalSpacing == 5)
    }

    @Test func configureClosureAndAddVariants() {
        let row = Row { row in
            row.horizontalUnderflow = .growUniformly
            row.addFixed(child: Spacer(10))
            row.add(growPriority: 3, shrinkPriority: 2, key: "three", child: Spacer(10))
            row.addFlexible(child: Spacer(10))
        }
        #expect(row.children.map(\.traits.growPriority) == [0, 3, 1])
        #expect(row.children.map(\.traits.shrinkPriority) == [0, 2, 1])
        // 30 free: shares 0, 22.5, 7.5.
        let frames = row.layout(frame: CGRect(x: 0, y: 0, width: 60, height: 10)).children.map(\.frame)
        #expect(frames.map(\.width) == [10, 32.5, 17.5])
        #expect(frames.map(\.minX) == [0, 10, 42.5])
    }
}

/// Blueprint's StackTests `TestElement`: always 100 × 100.
fileprivate struct Fixed100: Element {
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 100, height: 100)) }
}

extension VerticalAlignment {
    fileprivate enum Quarter: AlignmentID {
        static func defaultValue(in dimensions: ElementDimensions) -> CGFloat { dimensions.height / 4 }
    }

    fileprivate static var quarter: VerticalAlignment { VerticalAlignment(Quarter.self) }
}

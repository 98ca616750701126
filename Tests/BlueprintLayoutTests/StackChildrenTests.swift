import BlueprintLayout
import Foundation
import Testing

/// `Row.children` and `Column.children`: changed in place (`children.append(…)`, subscripts,
/// `insert`, `removeAll`, …), set whole, or filled by `add(…)` and the result builder, a stack
/// reads, measures and lays out the same, and copies never see each other's changes.
@Suite struct StackChildrenTests {
    typealias Child = (element: Element, traits: StackLayout.Traits, key: AnyHashable?)

    private static let frame = CGRect(x: 0, y: 0, width: 200, height: 90)

    /// Children with every kind of trait (fixed, default, priorities, an alignment guide) and key
    /// (none, a repeated string, an integer).
    private static func sample() -> [Child] {
        [
            (
                element: Spacer(width: 10, height: 20), traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 0),
                key: nil
            ),
            (element: Spacer(width: 30, height: 10), traits: StackLayout.Traits(), key: "title"),
            (
                element: Spacer(width: 20, height: 40),
                traits: StackLayout.Traits(
                    growPriority: 2, shrinkPriority: 1, alignmentGuide: .init { $0.height / 4 }),
                key: 7
            ),
            (
                element: Label(text: "a few words"), traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 3),
                key: nil
            ),
            (element: Spacer(width: 5, height: 5), traits: StackLayout.Traits(), key: "title"),
        ]
    }

    /// A stack's children as text: element type and size, priorities, guide, key.
    private static func describe(_ children: [Child]) -> [String] {
        children.map { child in
            let size = child.element.content.measure(in: .unconstrained)
            let guide = child.traits.alignmentGuide.map { _ in " guide" } ?? ""
            let key = child.key.map { " key=\($0)" } ?? ""
            return "\(type(of: child.element)) \(size.width)x\(size.height) grow=\(child.traits.growPriority)"
                + " shrink=\(child.traits.shrinkPriority)\(guide)\(key)"
        }
    }

    /// A row with the settings every test uses, so that traits and guides change frames.
    private static func row() -> Row {
        Row(alignment: .center, underflow: .growProportionally, minimumSpacing: 4) {}
    }

    /// A column with the settings every test uses.
    private static func column() -> Column {
        Column(alignment: .center, underflow: .growProportionally, minimumSpacing: 4) {}
    }

    /// The same children given through the result builder.
    private static func builderRow(_ children: [Child]) -> Row {
        Row(alignment: .center, underflow: .growProportionally, minimumSpacing: 4) {
            for child in children {
                StackLayout.Child(element: child.element, traits: child.traits, key: child.key)
            }
        }
    }

    /// Checks that `stack` has exactly `expected` as its children and lays out as a stack built
    /// with the result builder from them.
    private static func expectSame<Stack: StackElement>(
        _ stack: Stack, as expected: [Child], builder: ([Child]) -> Stack,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let reference = builder(expected)
        #expect(describe(stack.children) == describe(expected), sourceLocation: sourceLocation)
        #expect(stack.content.childCount == expected.count, sourceLocation: sourceLocation)
        #expect(
            stack.content.measure(in: .unconstrained) == reference.content.measure(in: .unconstrained),
            sourceLocation: sourceLocation)
        #expect(
            stack.layout(frame: frame).dump() == reference.layout(frame: frame).dump(), sourceLocation: sourceLocation)
    }

    private static func expectSame(
        _ row: Row, as expected: [Child], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectSame(row, as: expected, builder: builderRow, sourceLocation: sourceLocation)
    }

    // MARK: - Every way of changing the children

    @Test func appendingInPlaceLaysOutAsTheBuilderAddAndTheSetter() {
        let children = Self.sample()

        var appended = Self.row()
        for child in children { appended.children.append(child) }

        var added = Self.row()
        for child in children {
            added.add(
                growPriority: child.traits.growPriority, shrinkPriority: child.traits.shrinkPriority,
                alignmentGuide: child.traits.alignmentGuide?.computeValue, key: child.key, child: child.element)
        }

        var set = Self.row()
        set.children = children

        var appendedAll = Self.row()
        appendedAll.children += children

        for row in [appended, added, set, appendedAll] {
            Self.expectSame(row, as: children)
        }
        #expect(Self.builderRow(children).layout(frame: Self.frame).children.map(\.key) == children.map(\.key))
    }

    @Test func aColumnAppendedInPlaceLaysOutAsTheBuilder() {
        let children = Self.sample()
        var column = Self.column()
        for child in children { column.children.append(child) }
        Self.expectSame(column, as: children) { children in
            Column(alignment: .center, underflow: .growProportionally, minimumSpacing: 4) {
                for child in children {
                    StackLayout.Child(element: child.element, traits: child.traits, key: child.key)
                }
            }
        }
    }

    /// Each change is made to a row and to a plain array; after each, the row reads and lays
    /// out as a row built from the array. Starts from a row built with `add(…)`.
    @Test func everyInPlaceChangeIsSeenInReadingAndLayout() {
        let sample = Self.sample()
        var row = Self.row()
        var expected: [Child] = []
        row.add(child: sample[0].element)
        expected.append((element: sample[0].element, traits: StackLayout.Traits(), key: nil))
        row.addFixed(key: "fixed", child: sample[1].element)
        expected.append(
            (element: sample[1].element, traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 0), key: "fixed"))
        Self.expectSame(row, as: expected)

        func change(_ body: (inout [Child]) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
            body(&row.children)
            body(&expected)
            Self.expectSame(row, as: expected, sourceLocation: sourceLocation)
        }

        change { $0.append(sample[2]) }
        change { $0[0].key = "first" }
        change { $0[1].traits.growPriority = 3 }
        change { $0[1].element = Spacer(width: 44, height: 4) }
        change { $0[2] = sample[3] }
        change { $0.insert(sample[4], at: 0) }
        change { $0.insert(contentsOf: sample.prefix(2), at: 2) }
        change { $0.swapAt(0, 3) }
        change { _ = $0.remove(at: 1) }
        change { _ = $0.removeLast() }
        change { $0.reverse() }
        change { $0.removeAll(where: { $0.key == AnyHashable("first") }) }

        // `add(…)` after an in-place change appends in the same order.
        row.add(growPriority: 2, shrinkPriority: 0, key: 9, child: sample[4].element)
        expected.append(
            (element: sample[4].element, traits: StackLayout.Traits(growPriority: 2, shrinkPriority: 0), key: 9))
        row.addFixed(child: sample[0].element)
        expected.append(
            (element: sample[0].element, traits: StackLayout.Traits(growPriority: 0, shrinkPriority: 0), key: nil))
        Self.expectSame(row, as: expected)

        change { $0.removeAll() }
        #expect(row.children.isEmpty)
        #expect(row.content.measure(in: .unconstrained) == CGSize(width: 0, height: 0))

        // Emptied, then filled again by each path in turn.
        row.add(key: "again", child: sample[2].element)
        expected.append((element: sample[2].element, traits: StackLayout.Traits(), key: "again"))
        change { $0.append(sample[3]) }
        row.children = sample
        expected = sample
        Self.expectSame(row, as: expected)
        change { $0.append(sample[1]) }
        row.horizontalUnderflow = .justifyToEnd
        var reference = Self.builderRow(expected)
        reference.horizontalUnderflow = .justifyToEnd
        #expect(row.layout(frame: Self.frame).dump() == reference.layout(frame: Self.frame).dump())
    }

    @Test func aStackChangedThroughTheProtocolChangesInPlace() {
        func appendAll<Stack: StackElement>(_ children: [Child], to stack: inout Stack) {
            for child in children { stack.children.append(child) }
            stack.children[0].key = "changed"
        }
        var row = Self.row()
        appendAll(Self.sample(), to: &row)
        var expected = Self.sample()
        expected[0].key = "changed"
        Self.expectSame(row, as: expected)
    }

    // MARK: - Copies

    @Test func aCopyNeverSeesALaterChangeOfTheOriginal() {
        let sample = Self.sample()
        var row = Self.row()
        row.add(child: sample[0].element)
        // Made while the children are the layout's own.
        let beforeAppending = row
        let contentBeforeAppending = row.content
        row.children.append(sample[1])
        // Made while they are tuples.
        let afterAppending = row
        let contentAfterAppending = row.content
        row.children[0].key = "changed"
        row.children.append(sample[2])
        let afterChanging = row
        row.add(child: sample[3].element)
        row.minimumHorizontalSpacing = 10
        row.children = [sample[4]]

        let first: [Child] = [(element: sample[0].element, traits: StackLayout.Traits(), key: nil)]
        Self.expectSame(beforeAppending, as: first)
        Self.expectSame(afterAppending, as: first + [sample[1]])
        var changed = first + [sample[1], sample[2]]
        changed[0].key = "changed"
        Self.expectSame(afterChanging, as: changed)
        #expect(contentBeforeAppending.childCount == 1)
        #expect(contentAfterAppending.childCount == 2)
        #expect(row.children.count == 1)
        #expect(row.minimumHorizontalSpacing == 10)
        #expect(afterChanging.minimumHorizontalSpacing == 4)

        // Changing the copy in place leaves the original as it was.
        var copy = afterChanging
        copy.children.removeAll()
        copy.children.append(sample[3])
        Self.expectSame(afterChanging, as: changed)
        Self.expectSame(copy, as: [sample[3]])
    }

    @Test func aRowOfAppendedChildrenLaysOutTheSameEveryTime() {
        var row = Self.row()
        for child in Self.sample() { row.children.append(child) }
        let first = row.layout(frame: Self.frame).dump()
        #expect(row.layout(frame: Self.frame).dump() == first)
        #expect(
            row.content.measure(in: SizeConstraint(width: 50)) == row.content.measure(in: SizeConstraint(width: 50)))
    }

    /// Fixed children share one trait box: changing one row's child leaves every other fixed
    /// child, in that row and in others, fixed.
    @Test func fixedChildrenKeepTheirTraitsWhenAnotherFixedChildChanges() {
        var first = Row()
        first.horizontalUnderflow = .growProportionally
        first.addFixed(child: Spacer(width: 10, height: 10))
        first.addFixed(child: Spacer(width: 20, height: 10))
        var second = Row()
        second.addFixed(child: Spacer(width: 30, height: 10))
        first.children[0].traits.growPriority = 1

        #expect(first.children.map(\.traits.growPriority) == [1, 0])
        #expect(first.children.map(\.traits.shrinkPriority) == [0, 0])
        #expect(second.children.map(\.traits.growPriority) == [0])
        // 70 points to spare: only the first child grows.
        let frames = first.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10)).children.map(\.frame.width)
        #expect(frames == [80, 20])
    }
}

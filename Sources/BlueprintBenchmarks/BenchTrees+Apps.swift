import BlueprintLayout
import Foundation

/// The trees with the shapes apps build: keyed lists, proxy cards, wrappers, overlays, flows,
/// grid rows and preferences. Shapes follow the comparison against real Blueprint in the oracle's
/// `bench/` where the two have a tree of the same name.
extension BenchTrees {
    /// How the rows of a list are identified.
    enum ListKeys {
        /// No keys.
        case none
        /// A distinct key per row, given to the column: `add(key:child:)`.
        case add
        /// A distinct key per row, given by wrapping the row: `.keyed(_:)`.
        case modifier
        /// Element types alternate (Row, Inset, Keyed) and keys repeat (ten rows share each key).
        case mixed
    }

    /// The root Column of list-like trees: fill, justify to start, condense, spacing 0.
    static func listColumn() -> Column {
        var column = Column()
        column.horizontalAlignment = .fill
        column.verticalUnderflow = .justifyToStart
        column.verticalOverflow = .condenseProportionally
        column.minimumVerticalSpacing = 0
        return column
    }

    /// A text leaf, counting into `counter` when it is given.
    static func text(words: [Int], counter: MeasureCounter?) -> Element {
        let text = WrappingText(words: words)
        return counter.map { CountingText(text: text, counter: $0) } ?? text
    }

    /// A Column of `rows` Rows (a fixed icon, a flexible leaf), identified as `keys` says.
    static func list(rows: Int, keys: ListKeys, counter: MeasureCounter?) -> Element {
        var column = listColumn()
        for index in 0..<rows {
            var row = Self.row()
            row.addFixed(child: leaf(counter))
            row.add(growPriority: 1, shrinkPriority: 1, child: leaf(counter))
            switch keys {
            case .none:
                column.add(growPriority: 1, shrinkPriority: 1, child: row)
            case .add:
                column.add(growPriority: 1, shrinkPriority: 1, key: index, child: row)
            case .modifier:
                column.add(growPriority: 1, shrinkPriority: 1, child: row.keyed(index))
            case .mixed:
                let key = index / 10
                switch index % 3 {
                case 0: column.add(growPriority: 1, shrinkPriority: 1, key: key, child: row)
                case 1: column.add(growPriority: 1, shrinkPriority: 1, key: key, child: row.inset(uniform: 1))
                default: column.add(growPriority: 1, shrinkPriority: 1, child: row.keyed("\(key)"))
                }
            }
        }
        return column
    }

    /// The `keyed-add` list (a fixed icon and a flexible leaf per row, a distinct key per row), built
    /// by appending to `children` instead of calling `add(…)`.
    static func appendedList(rows: Int, counter: MeasureCounter?) -> Element {
        let fixed = StackLayout.Traits(growPriority: 0, shrinkPriority: 0)
        let flexible = StackLayout.Traits(growPriority: 1, shrinkPriority: 1)
        var column = listColumn()
        for index in 0..<rows {
            var row = Self.row()
            row.children.append((element: leaf(counter), traits: fixed, key: nil))
            row.children.append((element: leaf(counter), traits: flexible, key: nil))
            column.children.append((element: row, traits: flexible, key: index))
        }
        return column
    }

    /// A Column of `count` feed cards with seeded texts.
    static func cards(_ count: Int, counter: MeasureCounter?) -> Element {
        var random = SplitMix64(seed: 0xFEED)
        var column = listColumn()
        for _ in 0..<count {
            let card = BenchCard(
                title: text(words: randomWords(totalLength: 20 + Int(random.next() % 41), &random), counter: counter),
                subtitle: text(
                    words: randomWords(totalLength: 40 + Int(random.next() % 121), &random), counter: counter),
                badge: text(words: randomWords(totalLength: 2 + Int(random.next() % 5), &random), counter: counter),
                counter: counter
            )
            column.add(growPriority: 1, shrinkPriority: 1, child: card)
        }
        return column
    }

    /// A Column of `items` leaves, each wrapped `depth` times in `inset(uniform: 1)`.
    static func wrappers(items: Int, depth: Int, counter: MeasureCounter?) -> Element {
        var column = listColumn()
        for _ in 0..<items {
            var element = leaf(counter)
            for _ in 0..<depth {
                element = element.inset(uniform: 1)
            }
            column.add(growPriority: 1, shrinkPriority: 1, child: element)
        }
        return column
    }

    /// One chain of `depth` wrappers, cycling through every kind of wrapper, around one leaf.
    static func wrapperChain(depth: Int, counter: MeasureCounter?) -> Element {
        var element = leaf(counter)
        for level in 0..<depth {
            switch level % 11 {
            case 0: element = element.inset(uniform: 0.25)
            case 1: element = element.keyed(level)
            case 2: element = element.aligned(vertically: .top, horizontally: .leading)
            case 3: element = element.constrainedTo(width: .atMost(100_000))
            case 4: element = element.opacity(0.99)
            case 5: element = element.scaled(scaleX: 1, scaleY: 1)
            case 6: element = element.adaptedEnvironment(keyPath: \.displayScale, value: 2)
            case 7: element = element.spacingPreference(leading: 1)
            case 8: element = element.anchorPreference(key: BenchSelectionKey.self, value: .bounds)
            case 9: element = element.decorate(layering: .below, position: .inset(1)) { FixedLeaf() }
            default: element = element.centered()
            }
        }
        return element
    }

    /// A Column of `count` Overlays of three leaves (10×10, 20×5, 5×20).
    static func overlays(_ count: Int, counter: MeasureCounter?) -> Element {
        var column = listColumn()
        for _ in 0..<count {
            let overlay = Overlay(elements: [
                sized(10, 10, counter), sized(20, 5, counter), sized(5, 20, counter),
            ])
            column.add(growPriority: 1, shrinkPriority: 1, child: overlay)
        }
        return column
    }

    /// A Flow (leading lines, 4 pt spacing) of `items` leaves 10–60 wide, 10/15/20 tall.
    static func flow(items: Int, counter: MeasureCounter?) -> Element {
        var random = SplitMix64(seed: 0xF10)
        var children: [Flow.Child] = []
        children.reserveCapacity(items)
        for _ in 0..<items {
            let width = CGFloat(10 + Int(random.next() % 51))
            let height = CGFloat(10 + 5 * Int(random.next() % 3))
            children.append(Flow.Child(sized(width, height, counter)))
        }
        return Flow(lineSpacing: 4, itemSpacing: 4) { children }
    }

    /// A Column of `rows` GridRows (spacing 8) of four texts with proportional widths 1, 2, 1, 3.
    static func grid(rows: Int, counter: MeasureCounter?) -> Element {
        var random = SplitMix64(seed: 0x6A1D)
        var column = listColumn()
        for _ in 0..<rows {
            var row = GridRow()
            row.spacing = 8
            for proportion in [1, 2, 1, 3] {
                let words = randomWords(totalLength: 10 + Int(random.next() % 51), &random)
                row.add(width: .proportional(CGFloat(proportion)), child: text(words: words, counter: counter))
            }
            column.add(growPriority: 1, shrinkPriority: 1, child: row)
        }
        return column
    }

    /// A receipt-like `Grid` of `rows` rows of four seeded texts: a label (3–12 characters, fit),
    /// a description (10–60, flexible), a quantity (1–3, fit, trailing) and a price (4–7, fixed 80,
    /// trailing); horizontal spacing 8, vertical 4, first baselines of the row lined up.
    static func grid2D(rows: Int, counter: MeasureCounter?) -> Element {
        var random = SplitMix64(seed: 0x6D2D)
        var grid = Grid()
        grid.alignment = .topLeading
        grid.horizontalSpacing = 8
        grid.verticalSpacing = 4
        grid.columns = [.fit(), .flexible(), .fit(alignment: .trailing), .fixed(80, alignment: .trailing)]
        let firstBaseline = VerticalAlignment(BenchFirstBaseline.self)
        for _ in 0..<rows {
            let lengths = [
                3 + random.next() % 10, 10 + random.next() % 51, 1 + random.next() % 3, 4 + random.next() % 4,
            ]
            grid.addRow(
                alignment: firstBaseline,
                cells: lengths.map { length in
                    Grid.Cell(text(words: randomWords(totalLength: Int(length), &random), counter: counter))
                })
        }
        return grid
    }

    /// A reader over a Column of `rows` rows; every tenth row publishes its bounds under its index,
    /// and the reader draws a highlight over the row in the middle.
    static func anchors(rows: Int, counter: MeasureCounter?) -> Element {
        var column = listColumn()
        for index in 0..<rows {
            let row = leaf(counter).inset(uniform: 2)
            if index % 10 == 0 {
                column.add(
                    growPriority: 1, shrinkPriority: 1,
                    child: row.anchorPreference(key: BenchRowBoundsKey.self, value: .bounds) { [index: $0] }
                )
            } else {
                column.add(growPriority: 1, shrinkPriority: 1, child: row)
            }
        }
        let selected = rows / 20 * 10
        return column.overlayPreferenceValue(BenchRowBoundsKey.self) { bounds, resolver in
            guard let anchor = bounds[selected] else { return Empty() }
            return resolver.positioned(FixedLeaf(), in: resolver[anchor])
        }
    }

    /// `levels` readers one inside the other, as nested sections: each over an Overlay of the next
    /// reader inset by 44 points at the top and a Column of three leaf rows and a fourth that
    /// publishes its bounds as the selection. Each reader draws a highlight over the last
    /// selection published inside it, its own section's.
    static func nestedAnchors(levels: Int, counter: MeasureCounter?) -> Element {
        var element: Element = leaf(counter)
        for _ in 0..<levels {
            var header = listColumn()
            for _ in 0..<3 {
                header.add(growPriority: 1, shrinkPriority: 1, child: leaf(counter).inset(uniform: 1))
            }
            header.add(
                growPriority: 1, shrinkPriority: 1,
                child: leaf(counter).inset(uniform: 1).anchorPreference(key: BenchSelectionKey.self, value: .bounds)
            )
            element = Overlay(elements: [element.inset(top: 44, bottom: 0, left: 0, right: 0), header])
                .overlayPreferenceValue(BenchSelectionKey.self) { selection, resolver in
                    guard let selection else { return Empty() }
                    return resolver.positioned(FixedLeaf(), in: resolver[selection])
                }
        }
        return element
    }

    /// A Row of `items` leaves spaced by their spacing preferences (2 to 8 points each side).
    static func spacing(items: Int, counter: MeasureCounter?) -> Element {
        var row = Row()
        row.verticalAlignment = .fill
        row.horizontalUnderflow = .justifyToStart
        row.horizontalOverflow = .condenseProportionally
        row.spacingMode = .preferences
        for index in 0..<items {
            let side = CGFloat(2 + index % 4 * 2)
            row.add(
                growPriority: 1, shrinkPriority: 1,
                child: leaf(counter).spacingPreference(leading: side, trailing: side))
        }
        return row
    }

    /// A `width`×`height` leaf, counting its measurements when `counter` is given.
    static func sized(_ width: CGFloat, _ height: CGFloat, _ counter: MeasureCounter?) -> Element {
        let size = CGSize(width: width, height: height)
        guard let counter else { return SizedLeaf(size: size) }
        return ElementContentLeaf(size: size, counter: counter)
    }
}

/// A feed card: a `ProxyElement` whose representation is built during layout.
struct BenchCard: ProxyElement {
    var title: Element
    var subtitle: Element
    var badge: Element
    var counter: MeasureCounter?

    var elementRepresentation: Element {
        var texts = Column()
        texts.horizontalAlignment = .leading
        texts.verticalUnderflow = .justifyToStart
        texts.verticalOverflow = .condenseProportionally
        texts.minimumVerticalSpacing = 4
        texts.add(growPriority: 0, shrinkPriority: 1, child: title)
        texts.add(growPriority: 0, shrinkPriority: 1, child: subtitle)

        var row = Row()
        row.verticalAlignment = .top
        row.horizontalUnderflow = .growUniformly
        row.horizontalOverflow = .condenseProportionally
        row.minimumHorizontalSpacing = 8
        row.addFixed(child: BenchTrees.sized(40, 40, counter))
        row.add(growPriority: 1, shrinkPriority: 1, child: texts)
        row.addFixed(child: badge)

        let counter = counter
        return
            row
            .inset(uniform: 12)
            .decorate(layering: .above, position: .corner(.topRight)) { BenchTrees.sized(8, 8, counter) }
            .constrainedTo(height: .atLeast(44))
    }
}

/// The first baseline of a benchmark text: 12 points below its top (16-point lines).
enum BenchFirstBaseline: AlignmentID {
    static func defaultValue(in context: ElementDimensions) -> CGFloat { min(12, context.height) }
}

/// The bounds of the one selected element (the last published wins).
enum BenchSelectionKey: AnchorPreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = nextValue() ?? value
    }
}

/// The bounds of published rows, by index.
enum BenchRowBoundsKey: AnchorPreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] { [:] }

    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { _, new in new }
    }
}

/// A leaf of a fixed size.
struct SizedLeaf: Element {
    let size: CGSize

    var content: ElementContent { ElementContent(intrinsicSize: size) }
}

/// A leaf of a fixed size that counts its measurements.
struct ElementContentLeaf: Element {
    let size: CGSize
    let counter: MeasureCounter

    var content: ElementContent {
        let size = size
        let counter = counter
        return ElementContent { _ in
            counter.count += 1
            return size
        }
    }
}

import BlueprintLayout
import Foundation

/// The benchmark's named element trees.
///
/// The first five are synthetic stacks: every container is a `Row` or `Column` with alignment
/// `fill`, underflow `growUniformly`, overflow `condenseProportionally` and spacing 0; every child is
/// added with grow and shrink priority 1 unless stated; leaves measure to a fixed 10×10; the root
/// is laid out in exactly 1000×1000. The others have the shapes apps build (keyed lists, proxy
/// cards with text and decorations, wrapper chains, overlays, flows, grid rows, a two-dimensional
/// grid, preference readers):
/// a root Column that justifies to the start in a frame taller than its content (1000 wide, 390 for
/// the cards), so nothing is squeezed. `BenchTrees+Apps.swift` builds those.
///
/// Every tree takes a `scale`: `--scaling` lays each out at scale 1 and 4, which multiplies its
/// size (children of the list, items of the flow, depth of the chains, the top-level fan-out of the
/// nested stacks) by 4.
enum BenchTree: String, CaseIterable {
    /// One Row with 10,000 leaves.
    case flat
    /// Alternating Row/Column, depth 4, fan-out 10: 10,000 leaves, 11,111 nodes.
    case nested
    /// A chain of 1,000 nested Columns with one child each, ending in one leaf.
    case deep
    /// Alternating Row/Column, depth 3, fan-out 30: 27,000 leaves, 27,931 nodes.
    case nestedWide = "nested-wide"
    /// A Column of 2,000 Rows, each a fixed icon, a wrapping text of 40–200 characters (grow 1)
    /// and a fixed badge: the shape of a feed.
    case text
    /// The `text` feed with each text a `Label` in 15-point Noto Sans (`FontTextMetrics`): 2,000
    /// labels of 40–200 characters shaped, broken by UAX #14 and wrapped.
    case textFont = "text-font"
    /// A Column of 5,000 Rows (a fixed icon and a flexible leaf), without keys: the baseline of
    /// the keyed lists.
    case list
    /// The same list, every row added with a distinct key (`add(key:child:)`).
    case keyedAdd = "keyed-add"
    /// The same list, every row wrapped with `.keyed(_:)`.
    case keyedModifier = "keyed-modifier"
    /// The same list with mixed element types and keys that repeat (every tenth key is shared by
    /// ten rows; rows alternate between Row, Inset and Keyed-wrapped Row).
    case keyedMixed = "keyed-mixed"
    /// The `keyed-add` list built through `children`: each row's two children and each keyed row
    /// appended with `children.append(…)`, as ported code builds lists.
    case keyedAppend = "keyed-append"
    /// A Column of 1,000 `ProxyElement` cards: icon, title and subtitle texts, badge, inset,
    /// a corner decoration and a minimum height.
    case cards
    /// A Column of 1,000 leaves, each in 10 `inset(uniform:)` wrappers.
    case wrappers
    /// One chain of 1,000 wrappers of every kind (inset, keyed, aligned, constrained, opacity,
    /// transformed, environment, spacing and anchor preferences, decorate), ending in one leaf.
    case wrapperChain = "wrapper-chain"
    /// A Column of 1,000 Overlays of three leaves.
    case overlays
    /// A Flow of 5,000 leaves 10–60 wide, 10, 15 or 20 tall.
    case flow
    /// A Column of 500 GridRows of four texts with proportional widths 1, 2, 1, 3.
    case grid
    /// A two-dimensional `Grid` of 500 rows × 4 cells shaped like a receipt: a fit label, a
    /// flexible description that wraps (the 500-point frame is narrower than the one-line
    /// texts), a trailing quantity and a fixed-width trailing price; spacing 8 and 4.
    case grid2d
    /// An anchor-preference reader over a Column of 5,000 rows, every tenth publishing its bounds;
    /// the reader draws a highlight over one of them.
    case anchors
    /// 1,000 anchor-preference readers, one inside the other, as nested sections: each over the
    /// next one and a header of four rows, the last publishing its bounds; each highlights that row.
    case nestedAnchors = "nested-anchors"
    /// A Row of 5,000 leaves whose spacing comes from their spacing preferences.
    case spacing
    /// The relayout trees (`BenchTrees+Relayout.swift`): a Column of 5,000 keyed feed rows, laid
    /// out by a `LayoutSession` and laid out again: unchanged;
    case relayoutSame = "relayout-same"
    /// with one row's text changed;
    case relayoutOneRow = "relayout-one-row"
    /// with a keyed row inserted at the top;
    case relayoutInsertTop = "relayout-insert-top"
    /// with an environment value that no element reads changed;
    case relayoutEnvironmentUnread = "relayout-env-unread"
    /// in a frame 10% narrower (nothing can be reused);
    case relayoutWidth = "relayout-width"
    /// in a frame 10% narrower (untimed), then with one row's text changed: the first edit after
    /// a change of width.
    case relayoutWidthRow = "relayout-width-row"
    /// `relayout-one-row` with the previous result held through the pass, as
    /// `result = session.layout(…)` holds it: the Column's results are copied, not changed in place;
    case relayoutOneRowHeld = "relayout-one-row-held"
    /// `relayout-width` with the previous result held through the pass.
    case relayoutWidthHeld = "relayout-width-held"
    /// the feed made anew (every element a new value, equal to the previous pass's), as an app
    /// that builds its elements from its state on every update;
    case relayoutRebuilt = "relayout-rebuilt"
    /// the feed made anew with one row's text changed;
    case relayoutRebuiltRow = "relayout-rebuilt-row"
    /// with the keyed rows in reverse order;
    case relayoutReverse = "relayout-reverse"
    /// the feed without keys, a row inserted at the top: every row meets the record of the row
    /// that was before it.
    case relayoutUnkeyedInsertTop = "relayout-unkeyed-insert-top"

    /// The trees `Benchmarks/limit/floor.c` also builds, at scale 1.
    static let floorTrees: [BenchTree] = [.flat, .nested, .nestedWide]

    /// The frame `nested` and `deep` trees are laid out in (also the `serve` mode's frames).
    static let rootFrame = CGRect(x: 0, y: 0, width: 1000, height: 1000)

    /// The frame this tree is laid out in at `scale`. Trees whose root Row grows wider with the
    /// scale get a frame as many times wider, so that every child gets the same space at every
    /// scale and the layout does the same work per node.
    func frame(scale: Int = 1) -> CGRect {
        switch self {
        case .flat, .nested, .nestedWide: CGRect(x: 0, y: 0, width: 1000 * CGFloat(scale), height: 1000)
        case .deep: Self.rootFrame
        case .text, .textFont: CGRect(x: 0, y: 0, width: 1000, height: 1000 * CGFloat(scale))
        case .cards: CGRect(x: 0, y: 0, width: 390, height: 10_000_000 * CGFloat(scale))
        case .spacing: CGRect(x: 0, y: 0, width: 100_000 * CGFloat(scale), height: 1000)
        case .grid2d: CGRect(x: 0, y: 0, width: 500, height: 10_000_000 * CGFloat(scale))
        default: CGRect(x: 0, y: 0, width: 1000, height: 10_000_000 * CGFloat(scale))
        }
    }

    /// Why this tree cannot be built here (nil: it can): `text-font` needs the checkout's font.
    var unavailable: String? {
        guard self == .textFont, case .failure(let failure) = BenchTrees.benchFontLoad else { return nil }
        return failure.message
    }

    /// Builds the tree at `scale` (1: the sizes above). With a `counter`, leaves count their
    /// content measurements in it (used for the untimed statistics pass only; timed passes use
    /// plain intrinsic-size leaves; text leaves of the app trees always count into a counter of
    /// their own).
    func build(scale: Int = 1, counter: MeasureCounter? = nil) -> Element {
        switch self {
        case .flat: BenchTrees.nested(depth: 1, fanOut: 10_000 * scale, counter: counter)
        case .nested: BenchTrees.nested(depth: 4, fanOut: 10, topFanOut: 10 * scale, counter: counter)
        case .deep: BenchTrees.chain(depth: 1_000 * scale, counter: counter)
        case .nestedWide: BenchTrees.nested(depth: 3, fanOut: 30, topFanOut: 30 * scale, counter: counter)
        case .text: BenchTrees.feed(rows: 2_000 * scale, seed: 0x5EED, counter: counter)
        case .textFont: BenchTrees.fontFeed(rows: 2_000 * scale, seed: 0x5EED, counter: counter)
        case .list: BenchTrees.list(rows: 5_000 * scale, keys: .none, counter: counter)
        case .keyedAdd: BenchTrees.list(rows: 5_000 * scale, keys: .add, counter: counter)
        case .keyedModifier: BenchTrees.list(rows: 5_000 * scale, keys: .modifier, counter: counter)
        case .keyedMixed: BenchTrees.list(rows: 5_000 * scale, keys: .mixed, counter: counter)
        case .keyedAppend: BenchTrees.appendedList(rows: 5_000 * scale, counter: counter)
        case .cards: BenchTrees.cards(1_000 * scale, counter: counter)
        case .wrappers: BenchTrees.wrappers(items: 1_000 * scale, depth: 10, counter: counter)
        case .wrapperChain: BenchTrees.wrapperChain(depth: 1_000 * scale, counter: counter)
        case .overlays: BenchTrees.overlays(1_000 * scale, counter: counter)
        case .flow: BenchTrees.flow(items: 5_000 * scale, counter: counter)
        case .grid: BenchTrees.grid(rows: 500 * scale, counter: counter)
        case .grid2d: BenchTrees.grid2D(rows: 500 * scale, counter: counter)
        case .anchors: BenchTrees.anchors(rows: 5_000 * scale, counter: counter)
        case .nestedAnchors: BenchTrees.nestedAnchors(levels: 1_000 * scale, counter: counter)
        case .spacing: BenchTrees.spacing(items: 5_000 * scale, counter: counter)
        case .relayoutSame, .relayoutOneRow, .relayoutInsertTop, .relayoutEnvironmentUnread, .relayoutWidth,
            .relayoutWidthRow, .relayoutOneRowHeld, .relayoutWidthHeld, .relayoutRebuilt, .relayoutRebuiltRow,
            .relayoutReverse, .relayoutUnkeyedInsertTop:
            RelayoutFeed(rows: 5_000 * scale, counter: counter).element
        }
    }
}

/// Counts content measurements of benchmark leaves (not thread-safe; one pass at a time).
final class MeasureCounter: @unchecked Sendable {
    /// Measurements counted so far.
    var count = 0
}

/// Builders of the benchmark shapes; also used by the `serve` mode's small frame checks.
enum BenchTrees {
    /// A Row (even levels from the root: 0, 2, …) or Column (odd levels) with the benchmark's
    /// stack settings.
    static func stack(horizontal: Bool, children: [Element]) -> Element {
        if horizontal {
            var row = Self.row()
            for child in children {
                row.add(growPriority: 1, shrinkPriority: 1, child: child)
            }
            return row
        } else {
            var column = Column()
            column.horizontalAlignment = .fill
            column.verticalUnderflow = .growUniformly
            column.verticalOverflow = .condenseProportionally
            column.minimumVerticalSpacing = 0
            for child in children {
                column.add(growPriority: 1, shrinkPriority: 1, child: child)
            }
            return column
        }
    }

    /// An empty Row with the benchmark's stack settings: fill, grow uniformly, condense
    /// proportionally, spacing 0.
    static func row() -> Row {
        var row = Row()
        row.verticalAlignment = .fill
        row.horizontalUnderflow = .growUniformly
        row.horizontalOverflow = .condenseProportionally
        row.minimumHorizontalSpacing = 0
        return row
    }

    /// A 10×10 leaf, counting its measurements when `counter` is given.
    static func leaf(_ counter: MeasureCounter?) -> Element {
        if let counter { return CountingLeaf(counter: counter) }
        return FixedLeaf()
    }

    /// Alternating Row/Column (a Row at the root), `depth` container levels of `fanOut` children
    /// (`topFanOut` at the root), leaves at the bottom. Every subtree is built afresh (no shared
    /// values), as an app would.
    static func nested(
        depth: Int, fanOut: Int, topFanOut: Int? = nil, counter: MeasureCounter?, level: Int = 0
    ) -> Element {
        let count = level == 0 ? topFanOut ?? fanOut : fanOut
        var children: [Element] = []
        children.reserveCapacity(count)
        for _ in 0..<count {
            children.append(
                level == depth - 1
                    ? leaf(counter) : nested(depth: depth, fanOut: fanOut, counter: counter, level: level + 1)
            )
        }
        return stack(horizontal: level % 2 == 0, children: children)
    }

    /// A chain of `depth` Columns with one child each, ending in one leaf.
    static func chain(depth: Int, counter: MeasureCounter?) -> Element {
        var element = leaf(counter)
        for _ in 0..<depth {
            element = stack(horizontal: false, children: [element])
        }
        return element
    }

    /// A Column of `rows` Rows: fixed icon, wrapping text (grow 1, shrink 1), fixed badge.
    static func feed(rows: Int, seed: UInt64, counter: MeasureCounter?) -> Element {
        feed(rows: rows, seed: seed, counter: counter) { words, _ in text(words: words, counter: counter) }
    }

    /// A Column of `rows` Rows: fixed icon, `label(words, &random)` (grow 1, shrink 1), fixed
    /// badge, where `words` are seeded random word lengths, 40–200 characters in all.
    static func feed(
        rows: Int, seed: UInt64, counter: MeasureCounter?, label: ([Int], inout SplitMix64) -> Element
    ) -> Element {
        var random = SplitMix64(seed: seed)
        var column = Column()
        column.horizontalAlignment = .fill
        column.verticalUnderflow = .growUniformly
        column.verticalOverflow = .condenseProportionally
        column.minimumVerticalSpacing = 0
        for _ in 0..<rows {
            var row = Self.row()
            row.addFixed(child: leaf(counter))
            let words = randomWords(totalLength: 40 + Int(random.next() % 161), &random)
            row.add(growPriority: 1, shrinkPriority: 1, child: label(words, &random))
            row.addFixed(child: leaf(counter))
            column.add(growPriority: 1, shrinkPriority: 1, child: row)
        }
        return column
    }

    /// Word lengths (2–10 letters, single spaces) making a text of exactly `totalLength` characters.
    static func randomWords(totalLength: Int, _ random: inout SplitMix64) -> [Int] {
        var words: [Int] = []
        var length = 0
        while length < totalLength {
            let separator = words.isEmpty ? 0 : 1
            let remaining = totalLength - length - separator
            if remaining <= 0 { break }
            let word = min(remaining, 2 + Int(random.next() % 9))
            words.append(word)
            length += separator + word
        }
        return words
    }
}

/// A leaf that always measures 10×10.
struct FixedLeaf: Element, Equatable {
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 10, height: 10)) }
}

/// A 10×10 leaf that counts how often its content is measured.
struct CountingLeaf: Element {
    let counter: MeasureCounter

    var content: ElementContent {
        let counter = counter
        return ElementContent { _ in
            counter.count += 1
            return CGSize(width: 10, height: 10)
        }
    }
}

/// A monospaced text leaf: 8 pt per character, 16 pt per line, greedy word wrap.
///
/// The words are stored as lengths (the text's "shaping" is done when the element is built);
/// measuring walks them once. A word longer than a line is broken across lines.
struct WrappingText: Element, Equatable {
    /// The length of each word, in characters; words are separated by one space.
    let words: [Int]

    static let characterWidth: CGFloat = 8
    static let lineHeight: CGFloat = 16

    var content: ElementContent {
        let words = words
        return ElementContent { constraint in Self.size(words: words, in: constraint) }
    }

    /// The wrapped size of `words` within `constraint`'s width.
    static func size(words: [Int], in constraint: SizeConstraint) -> CGSize {
        guard !words.isEmpty else { return .zero }
        let maxWidth = constraint.width.maximum
        let lineCapacity = maxWidth >= CGFloat(Int.max / 2) ? Int.max / 2 : max(1, Int(maxWidth / characterWidth))
        var lines = 0
        var widest = 0
        var current = 0
        for word in words {
            if current > 0 && current + 1 + word <= lineCapacity {
                current += 1 + word
                continue
            }
            if current > 0 {
                lines += 1
                widest = max(widest, current)
            }
            var rest = word
            while rest > lineCapacity {
                lines += 1
                widest = lineCapacity
                rest -= lineCapacity
            }
            current = rest
        }
        lines += 1
        widest = max(widest, current)
        return CGSize(width: CGFloat(widest) * characterWidth, height: CGFloat(lines) * lineHeight)
    }
}

/// ``WrappingText`` that counts its measurements.
struct CountingText: Element {
    let text: WrappingText
    let counter: MeasureCounter

    var content: ElementContent {
        let words = text.words
        let counter = counter
        return ElementContent { constraint in
            counter.count += 1
            return WrappingText.size(words: words, in: constraint)
        }
    }
}

import BlueprintLayout
import Foundation

/// The benchmark's named element trees.
///
/// Every container is a ``Row`` or ``Column`` with alignment `fill`, underflow `growUniformly`,
/// overflow `condenseProportionally` and spacing 0; every child is added with grow and shrink
/// priority 1 unless stated; leaves measure to a fixed 10×10. The root is laid out in exactly
/// 1000×1000.
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

    /// The frame every tree is laid out in.
    static let rootFrame = CGRect(x: 0, y: 0, width: 1000, height: 1000)

    /// Builds the tree. With a `counter`, leaves count their content measurements in it (used for
    /// the untimed statistics pass only; timed passes use plain intrinsic-size leaves).
    func build(counter: MeasureCounter? = nil) -> Element {
        switch self {
        case .flat: BenchTrees.nested(depth: 1, fanOut: 10_000, counter: counter)
        case .nested: BenchTrees.nested(depth: 4, fanOut: 10, counter: counter)
        case .deep: BenchTrees.chain(depth: 1_000, counter: counter)
        case .nestedWide: BenchTrees.nested(depth: 3, fanOut: 30, counter: counter)
        case .text: BenchTrees.feed(rows: 2_000, seed: 0x5EED, counter: counter)
        }
    }

    /// Nodes in the element tree (containers and leaves).
    var nodeCount: Int {
        switch self {
        case .flat: 10_001
        case .nested: 11_111
        case .deep: 1_001
        case .nestedWide: 27_931
        case .text: 8_001
        }
    }

    /// Leaves in the element tree.
    var leafCount: Int {
        switch self {
        case .flat: 10_000
        case .nested: 10_000
        case .deep: 1
        case .nestedWide: 27_000
        case .text: 6_000
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
            var row = Row()
            row.verticalAlignment = .fill
            row.horizontalUnderflow = .growUniformly
            row.horizontalOverflow = .condenseProportionally
            row.minimumHorizontalSpacing = 0
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

    /// A 10×10 leaf, counting its measurements when `counter` is given.
    static func leaf(_ counter: MeasureCounter?) -> Element {
        if let counter { return CountingLeaf(counter: counter) }
        return FixedLeaf()
    }

    /// Alternating Row/Column (a Row at the root), `depth` container levels of `fanOut` children,
    /// leaves at the bottom. Every subtree is built afresh (no shared values), as an app would.
    static func nested(depth: Int, fanOut: Int, counter: MeasureCounter?, level: Int = 0) -> Element {
        var children: [Element] = []
        children.reserveCapacity(fanOut)
        for _ in 0..<fanOut {
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
        var random = SplitMix64(seed: seed)
        var column = Column()
        column.horizontalAlignment = .fill
        column.verticalUnderflow = .growUniformly
        column.verticalOverflow = .condenseProportionally
        column.minimumVerticalSpacing = 0
        for _ in 0..<rows {
            var row = Row()
            row.verticalAlignment = .fill
            row.horizontalUnderflow = .growUniformly
            row.horizontalOverflow = .condenseProportionally
            row.minimumHorizontalSpacing = 0
            row.addFixed(child: leaf(counter))
            let text = WrappingText(words: randomWords(totalLength: 40 + Int(random.next() % 161), &random))
            row.add(
                growPriority: 1, shrinkPriority: 1, child: counter.map { CountingText(text: text, counter: $0) } ?? text
            )
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

/// Sebastiano Vigna's SplitMix64: a tiny, seedable, portable pseudo-random generator.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A leaf that always measures 10×10.
struct FixedLeaf: Element {
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
struct WrappingText: Element {
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

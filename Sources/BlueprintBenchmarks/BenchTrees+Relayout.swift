import BlueprintLayout
import Foundation

/// The feed of the relayout trees: a Column of Rows added with keys (a fixed icon, a wrapping text that
/// grows, a fixed badge), kept as rows so that a change makes a new Column that shares every
/// unchanged row, as an app that keeps its rows' elements does.
struct RelayoutFeed {
    var rows: [Element]
    var keys: [Int]
    /// Whether the rows are added with their keys (else matched by their positions).
    var keyed = true
    private var nextKey: Int

    init(rows count: Int, counter: MeasureCounter? = nil) {
        var random = SplitMix64(seed: 0xFEED)
        rows = (0..<count).map { index in Self.row(key: index, random: &random, counter: counter) }
        keys = Array(0..<count)
        nextKey = count
    }

    static func row(key: Int, random: inout SplitMix64, counter: MeasureCounter?) -> Element {
        var row = BenchTrees.row()
        row.addFixed(child: BenchTrees.leaf(counter))
        let words = BenchTrees.randomWords(totalLength: 40 + Int(random.next() % 161), &random)
        row.add(growPriority: 1, shrinkPriority: 1, child: BenchTrees.text(words: words, counter: counter))
        row.addFixed(child: BenchTrees.leaf(counter))
        return row
    }

    /// The Column of the rows.
    var element: Element {
        var column = Column()
        column.horizontalAlignment = .fill
        column.minimumVerticalSpacing = 0
        for (row, key) in zip(rows, keys) {
            column.add(growPriority: 0, shrinkPriority: 0, key: keyed ? key : nil, child: row)
        }
        return column
    }

    /// Changes the text of the middle row.
    mutating func changeOneRow() {
        var random = SplitMix64(seed: 0xC4A6)
        rows[rows.count / 2] = Self.row(key: rows.count / 2, random: &random, counter: nil)
    }

    /// Reverses the rows' order (each keeps its key).
    mutating func reverse() {
        rows.reverse()
        keys.reverse()
    }

    /// Inserts a row with a new key at the top.
    mutating func insertAtTop() {
        var random = SplitMix64(seed: 0x7095)
        rows.insert(Self.row(key: nextKey, random: &random, counter: nil), at: 0)
        keys.insert(nextKey, at: 0)
        nextKey += 1
    }
}

/// An environment key that no element of the benchmark reads.
enum UnreadBenchKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension BenchRunner {
    /// For a relayout tree, one run's timings in milliseconds: a fresh first layout of the feed,
    /// and the session's relayout after the tree's change (the session's first pass, and the pass
    /// after a tree's first change if it has two, untimed).
    static func relayoutRun(_ tree: BenchTree, scale: Int) -> (fresh: Double, relayout: Double)? {
        typealias Edit = (inout RelayoutFeed, inout Environment, inout CGRect) -> Void
        let narrower: Edit = { _, _, frame in frame.size.width *= 0.9 }
        let changeOneRow: Edit = { feed, _, _ in feed.changeOneRow() }
        var untimed: Edit?
        let edit: Edit
        switch tree {
        case .relayoutSame: edit = { _, _, _ in }
        case .relayoutOneRow, .relayoutOneRowHeld: edit = changeOneRow
        case .relayoutInsertTop: edit = { feed, _, _ in feed.insertAtTop() }
        case .relayoutEnvironmentUnread: edit = { _, environment, _ in environment[UnreadBenchKey.self] = 1 }
        case .relayoutWidth, .relayoutWidthHeld: edit = narrower
        case .relayoutReverse: edit = { feed, _, _ in feed.reverse() }
        case .relayoutUnkeyedInsertTop:
            edit = { feed, _, _ in feed.insertAtTop() }
        case .relayoutRebuilt: edit = { feed, _, _ in feed = RelayoutFeed(rows: feed.rows.count) }
        case .relayoutRebuiltRow:
            edit = { feed, _, _ in
                feed = RelayoutFeed(rows: feed.rows.count)
                feed.changeOneRow()
            }
        case .relayoutWidthRow:
            untimed = narrower
            edit = changeOneRow
        default: return nil
        }
        var feed = RelayoutFeed(rows: 5_000 * scale)
        feed.keyed = tree != .relayoutUnkeyedInsertTop
        var environment = Environment()
        var frame = tree.frame(scale: scale)
        let element = feed.element
        let t0 = BenchSystem.now()
        var result: LayoutResultNode? = element.layout(frame: frame, environment: environment)
        let t1 = BenchSystem.now()
        result = nil
        let session = LayoutSession()
        result = session.layout(element, frame: frame, environment: environment)
        if let untimed {
            untimed(&feed, &environment, &frame)
            result = session.layout(element, frame: frame, environment: environment)
        }
        edit(&feed, &environment, &frame)
        // A tree whose rows did not change is the same element value, as an app that keeps it
        // passes it; a changed one is a new Column sharing the unchanged rows.
        let edited =
            [
                .relayoutOneRow, .relayoutInsertTop, .relayoutWidthRow, .relayoutOneRowHeld, .relayoutRebuilt,
                .relayoutRebuiltRow, .relayoutReverse, .relayoutUnkeyedInsertTop,
            ].contains(tree)
            ? feed.element : element
        // The previous result is let go of before the pass (as `layout(_:frame:replacing:)` does),
        // or held through it (as `result = session.layout(…)` holds it).
        let held = [.relayoutOneRowHeld, .relayoutWidthHeld].contains(tree) ? result : nil
        result = nil
        let t2 = BenchSystem.now()
        result = session.layout(edited, frame: frame, environment: environment)
        let t3 = BenchSystem.now()
        withExtendedLifetime(held) {}
        precondition(
            result?.frame == frame, "bench: \(tree.rawValue) relayout frame is \(String(describing: result?.frame))")
        return (BenchSystem.milliseconds(t0, t1), BenchSystem.milliseconds(t2, t3))
    }
}

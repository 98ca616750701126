import Foundation

/// What the session node of a long row or column keeps of each child, side by side, so that the
/// next pass's ``IncrementalStack`` can answer for an unchanged child without reading the child's
/// own record: a long list's rows are scattered in memory, and reading each one's record, trace
/// and result is most of the cost of relaying out the list when one row changed.
///
/// An entry copies what the child's session node says (the element's bits, the key, whether the
/// record answers alone, the first two events of the trace), as the node ended the pass or as a
/// stack that laid the child out apart from its node wrote it (see ``IncrementalStack``);
/// ``results`` are the stack's children's results of its last placement, one per entry. Entries
/// stay true while the child's node is not begun in a pass: a pass that begins one ends the
/// stack's node too, which then makes the records again or drops them (see
/// ``SessionNode/end(recordsMinimum:listMinimum:)``). The node keeps the child's element alive, so
/// equal bits are the same value (see ``ElementEquivalence/Bits``).
///
/// An entry is ``bytesPerChild`` bytes; the results are shared with the stack's trace and the
/// last result tree.
final class StackRecords {
    /// One child, as its session node was when the records were made.
    struct Entry {
        // The fields that claiming a child reads come first, the measurement last: 96 bytes, of
        // which claiming reads the first 64 (NodeSizeTests).

        /// The element's bits.
        let element: ElementEquivalence.Bits
        /// 0 without a key, 1 for an `Int` (``keyValue``), 2 for another key (read from the node).
        let keyKind: UInt8
        /// Whether the record answers every request of the two events without the content, the
        /// values it read being unchanged: a pure subtree whose content has storage, holding
        /// the element it was given and forwarding no traits (as
        /// ``SessionPass/claimUnchanged(child:key:)`` requires), whose trace is one measurement
        /// and one placement (so the stack's last placement placed the child once, in that size).
        private(set) var answersAlone: Bool
        /// Whether the subtree read nothing from the environment (else ``StackRecords/childReads``
        /// holds what it read).
        private(set) var readsNothing: Bool
        /// Whether the child's subtree holds a list (see ``SessionNode/holdsList``).
        let holdsList: Bool
        /// How many earlier siblings have the same type and key (the path's occurrence).
        let occurrence: Int32
        /// The second event of the trace: a placement with `placedCount` result nodes, in a frame
        /// of the size of the child's result among the records' results (which is all a stack
        /// compares: the result's own size).
        private(set) var placedCount: Int32
        /// The key when it is an `Int` (``keyKind`` 1).
        let keyValue: Int
        /// The first event of the trace: a measurement in `proposal`, answered `size` (past the
        /// numeric boundary, as the engine's node takes the answer: see ``NumericBoundary``).
        private(set) var proposal: SizeConstraint
        private(set) var size: CGSize

        /// An entry that never answers: a child whose record does not, or the place of an entry
        /// to be made.
        static let placeholder = Entry(
            element: .none, keyKind: 0, answersAlone: false, readsNothing: false, holdsList: false, occurrence: 0,
            placedCount: 0, keyValue: 0, proposal: SizeConstraint(CGSize.zero), size: .zero)

        /// Makes the entry's events a measurement in `proposal` answered `size`, then a placement
        /// with `placedCount` result nodes, which a pass that laid the child out apart from its node
        /// wrote in the node's trace (see ``IncrementalStack``); `readsNothing` when its subtree read
        /// nothing then. Changed in place: a new width rewrites every row's entry.
        @inline(__always)
        mutating func answer(_ proposal: SizeConstraint, _ size: CGSize, placedCount: Int32, readsNothing: Bool) {
            answersAlone = true
            self.readsNothing = readsNothing
            self.placedCount = placedCount
            self.proposal = proposal
            self.size = NumericBoundary.measured(size)
        }

        /// Whether `key` is the key of the entry's node, decided without the node: `nil` when the
        /// node's key must be read (a key that is not an `Int`).
        @inline(__always)
        func keyMatches(_ key: ChildKey?) -> Bool? {
            switch keyKind {
            case 0: return key == nil
            case 1:
                guard let key else { return false }
                // Another numeric type equal to the `Int` is left to the node's comparison.
                guard let value = key.intValue else { return nil }
                return value == keyValue
            default: return key == nil ? false : nil
            }
        }
    }

    /// One per child of the stack's node, in order.
    private(set) var entries: EntryList
    /// When every entry holds an `Int` key, a range that holds all of them (perhaps more: see
    /// ``intKeys(of:at:within:)``); `nil` otherwise. A key outside it is no previous child's,
    /// told without reading the entries (a row inserted with a key above every other).
    let intKeys: ClosedRange<Int>?
    /// The environment values the children's subtrees read (those of every child, together):
    /// while they read the same, no child's values changed.
    let childReads: [EnvironmentRead]
    /// The children's results of the stack's last placement, one per entry; empty when the pass
    /// that made the records did not place the stack. A pass that lays the stack out again takes
    /// them (see ``takeResults()``), to make its results in their place.
    private(set) var results: [LayoutResultNode]
    /// Whether each result's identifier counts its siblings of the same type and key as the
    /// child's path does (its occurrence, plus one): true when no child of the stack was wrapped
    /// by trait carriers in the pass that made the results. A result moved into the next pass then
    /// keeps its identifier as it is.
    let resultsCountedByPath: Bool

    init(
        entries: EntryList, results: [LayoutResultNode], childReads: [EnvironmentRead], resultsCountedByPath: Bool,
        intKeys: ClosedRange<Int>?
    ) {
        self.entries = entries
        self.intKeys = entries.isEmpty ? nil : intKeys
        self.childReads = childReads
        self.results = results.count == entries.count ? results : []
        self.resultsCountedByPath = resultsCountedByPath
    }

    /// The results, which the records then no longer hold.
    func takeResults() -> [LayoutResultNode] { exchange(&results, with: []) }

    /// The entries, which the records then no longer hold (for new records made in their place).
    func takeEntries() -> EntryList { exchange(&entries, with: EntryList()) }

    /// Lets go of the results.
    func dropResults() {
        if !results.isEmpty { results = [] }
    }

    /// The range of the `Int` keys of the entries at `indices`, joined to `range` (the range of
    /// the other entries' keys, or of more), or `nil` when one of them holds no `Int` key.
    static func intKeys(
        of entries: EntryList, at indices: some Sequence<Int>, within range: ClosedRange<Int>?
    ) -> ClosedRange<Int>? {
        guard var lower = range?.lowerBound, var upper = range?.upperBound else { return nil }
        for index in indices {
            guard entries[index].keyKind == 1 else { return nil }
            lower = min(lower, entries[index].keyValue)
            upper = max(upper, entries[index].keyValue)
        }
        return lower...upper
    }

    /// The range of the `Int` keys of `entries`, or `nil` when one holds no `Int` key (or there
    /// are none).
    static func intKeys(of entries: EntryList) -> ClosedRange<Int>? {
        guard !entries.isEmpty, entries[0].keyKind == 1 else { return nil }
        return intKeys(of: entries, at: 0..<entries.count, within: entries[0].keyValue...entries[0].keyValue)
    }

    /// The room made for `count` entries or results: a few more, so that a later pass that inserts
    /// rows can move them within the same memory.
    static func capacity(for count: Int) -> Int { count + count / 32 + 4 }

    /// The bytes an entry takes.
    static let bytesPerChild = MemoryLayout<Entry>.stride
}

extension StackRecords {
    /// The entries, one per child in order, with room before the first: rows inserted at the top
    /// of a long list (or removed there) move no entry, the first index moving instead, as rows
    /// added at the end use the room after the last (see ``realign(shift:count:)``).
    ///
    /// The entries lie in `storage` from `start` on, to its end; the room before `start` holds
    /// placeholders. An entry holds no reference, so none of this counts references.
    struct EntryList {
        private var storage: [Entry] = []
        private var start = 0

        /// An empty list.
        init() {}

        /// An empty list with room for `count` entries and for rows inserted before them.
        init(reservingFor count: Int) {
            let room = Self.room(for: count)
            storage.reserveCapacity(room + StackRecords.capacity(for: count))
            storage.append(contentsOf: repeatElement(.placeholder, count: room))
            start = room
        }

        /// The room kept before the first of `count` entries: as many rows as
        /// ``StackRecords/capacity(for:)`` leaves after the last.
        private static func room(for count: Int) -> Int { count / 32 + 4 }

        var count: Int { storage.count - start }
        /// The entries and the room before them: what the list keeps in memory.
        var storedCount: Int { storage.count }
        var isEmpty: Bool { storage.count == start }

        /// The entry at `index`, from 0. An index past the last traps (the storage's bounds); the
        /// callers index only their claimed entries (every entry is a plain value: one in the room
        /// before the first is a placeholder).
        subscript(index: Int) -> Entry {
            @inline(__always) get { storage[start &+ index] }
            @inline(__always) set { storage[start &+ index] = newValue }
        }

        mutating func append(_ entry: Entry) { storage.append(entry) }

        /// Calls `body` with the entries' buffer (the first entry at its index 0).
        func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Entry>) throws -> R) rethrows -> R {
            try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[start...])) }
        }

        /// Calls `body` with the entries' buffer to change them in place (the first entry at its
        /// index 0).
        mutating func withUnsafeMutableBufferPointer<R>(
            _ body: (UnsafeMutableBufferPointer<Entry>) throws -> R
        ) rethrows -> R {
            let start = self.start
            return try storage.withUnsafeMutableBufferPointer {
                try body(UnsafeMutableBufferPointer(rebasing: $0[start...]))
            }
        }

        /// Whether ``realign(shift:count:)`` with these arguments moves the entries within their own
        /// memory: grown, the storage would be copied to new memory (its pages new to the
        /// process), which costs more than making the entries anew.
        func realignsInPlace(shift: Int, count newCount: Int) -> Bool {
            let first = shift <= start ? start - shift : Self.room(for: newCount)
            return first + newCount <= storage.capacity
        }

        /// Moves each entry from `i` to `i + shift` (the ones moved below 0 are dropped, the places
        /// left are placeholders), and makes the list `count` long. Rows inserted before the first
        /// take the room there; only when it is too small are the entries moved, leaving room
        /// again. Rows removed there leave their places as room, up to a bound (beyond it the
        /// entries move back, so the storage never holds much more than the entries).
        mutating func realign(shift: Int, count newCount: Int) {
            if shift > 0 {
                if shift <= start {
                    start -= shift
                } else {
                    // Room for the new rows and as much again before them.
                    let room = Self.room(for: newCount)
                    storage.insert(contentsOf: repeatElement(.placeholder, count: shift - start + room), at: 0)
                    start = room
                }
                for index in start..<(start + shift) { storage[index] = .placeholder }
            } else if shift < 0 {
                let dropped = min(-shift, count)
                for index in start..<(start + dropped) { storage[index] = .placeholder }
                start += dropped
                if start > 2 * Self.room(for: newCount) {
                    let room = Self.room(for: newCount)
                    storage.removeFirst(start - room)
                    start = room
                }
            }
            let end = start + newCount
            if storage.count > end {
                storage.removeLast(storage.count - end)
            } else if storage.count < end {
                storage.append(contentsOf: repeatElement(.placeholder, count: end - storage.count))
            }
        }
    }
}

extension StackRecords.Entry {
    /// The entry of `node`, as it ends a pass.
    init(_ node: SessionNode) {
        guard node.hasElement, node.pure, node.hasStorage, !node.hasUnwrapped, !node.forwardsTraits,
            node.trace.count == 2, node.occurrence <= Int(Int32.max),
            case .measure(let proposal, let size) = node.trace[0],
            case .place(_, _, let count) = node.trace[1], count <= Int(Int32.max)
        else {
            self = .placeholder
            return
        }
        let keyKind: UInt8
        let keyValue: Int
        if let key = node.key {
            keyKind = key.intValue == nil ? 2 : 1
            keyValue = key.intValue ?? 0
        } else {
            keyKind = 0
            keyValue = 0
        }
        self.init(
            element: ElementEquivalence.bits(of: &node.element), keyKind: keyKind, answersAlone: true,
            readsNothing: node.subtreeReads.isEmpty, holdsList: node.holdsList, occurrence: Int32(node.occurrence),
            placedCount: Int32(count), keyValue: keyValue, proposal: proposal, size: NumericBoundary.measured(size))
    }
}

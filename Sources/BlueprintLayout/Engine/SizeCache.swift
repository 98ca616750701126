import Foundation

/// One element's measurements in one pass, with Blueprint's deductions derived at lookup.
///
/// Entries are kept newest last. A lookup scans newest first and returns the first entry that
/// answers the key, which reproduces the "last write wins" behaviour of a dictionary into which
/// each measurement also writes its hinted keys:
/// - an entry measured in constraint `C` with size `s` answers a key `K` when, on each axis,
///   `K` equals `C`, or (with `hintRangeBoundaries`) `K` is `.atMost(s)` and `s` is below `C`'s
///   bound — the boundary keys Blueprint's `HintingSizeCache` writes;
/// - entries made by the unconstrained-key search answer only their own key.
struct SizeCache {
    fileprivate struct Entry {
        var key: SizeConstraint
        var size: CGSize
        var hints: Bool
    }

    /// An entry as kept inline; whether it gives hints is a bit of `flags`.
    private struct InlineEntry {
        static let empty = InlineEntry(key: .unconstrained, size: .zero)
        var key: SizeConstraint
        var size: CGSize
    }

    // Most elements are measured in one or two constraints per pass: those entries are kept
    // inline (without optionals, so a node stays small), the rest in the pass's spill.
    private var first = InlineEntry.empty
    private var second = InlineEntry.empty
    // The small fields take six bytes of the last word (70 bytes in all), so that a node state
    // keeps its own flags in the other two (see `LayoutNodeState`).
    /// The newest of this cache's entries in the spill, as its index + 1 (0: none).
    private var newestSpilled: UInt32 = 0
    private var inlineCount: UInt8 = 0
    /// Bits: whether inline entry 0 or 1 gives hints, and whether an unconstrained width or
    /// height was looked up (see `Flag`).
    private var flags: UInt8 = 0

    /// The bits of `flags`.
    private enum Flag {
        /// Inline entry `index`'s hint bit is `1 << index`.
        static let unconstrainedWidth: UInt8 = 1 << 2
        static let unconstrainedHeight: UInt8 = 1 << 3
    }

    /// Inline entry `index` (0 or 1).
    private func inline(_ index: Int) -> Entry {
        let entry = index == 0 ? first : second
        return Entry(key: entry.key, size: entry.size, hints: flags & (1 << index) != 0)
    }

    /// How far a measurement answers other constraints.
    enum Reach {
        /// Its own constraint only.
        case exact
        /// Also the boundary of its range (Blueprint's hints).
        case boundary
        /// Every constraint between the measured size and the measured constraint.
        case range

        init(_ options: LayoutOptions) {
            self = options.answerWithinRange ? .range : options.hintRangeBoundaries ? .boundary : .exact
        }
    }

    /// The cached or deduced size for `key`, or `nil`.
    @inline(__always)
    func lookup(_ key: SizeConstraint, hints: Reach, spill: SizeCacheSpill) -> CGSize? {
        guard inlineCount > 0 else { return nil }
        // Newest first: the spilled entries are newer than the inline ones.
        var spilled = newestSpilled
        while spilled != 0 {
            let entry = spill.entries[Int(spilled) - 1]
            if Self.answers(entry.entry, key, hints: hints) { return entry.entry.size }
            spilled = entry.previous
        }
        var index = Int(inlineCount) - 1
        while index >= 0 {
            let entry = inline(index)
            if Self.answers(entry, key, hints: hints) { return entry.size }
            index -= 1
        }
        return nil
    }

    @inline(__always)
    private static func answers(_ entry: Entry, _ key: SizeConstraint, hints: Reach) -> Bool {
        if entry.key == key { return true }
        guard hints != .exact, entry.hints else { return false }
        return axisAnswers(entry.key.widthBound, entry.size.width, key.widthBound, hints)
            && axisAnswers(entry.key.heightBound, entry.size.height, key.heightBound, hints)
    }

    @inline(__always)
    private static func axisAnswers(
        _ measured: CGFloat,
        _ size: CGFloat,
        _ key: CGFloat,
        _ reach: Reach
    ) -> Bool {
        // Bounds as stored by `SizeConstraint`: `.infinity` is unconstrained.
        if measured.bitPattern == key.bitPattern { return true }
        guard key != .infinity else { return false }
        let measuredMaximum = measured == .infinity ? CGFloat.greatestFiniteMagnitude : measured
        switch reach {
        case .exact: return false
        case .boundary: return key == size && size < measuredMaximum
        case .range: return size <= key && key <= measuredMaximum
        }
    }

    /// The cached or deduced size for `key` under the options' deductions, or `nil` on a miss.
    ///
    /// An answer found by the unconstrained-key search is remembered under `key`.
    mutating func lookup(_ key: SizeConstraint, options: LayoutOptions, spill: inout SizeCacheSpill) -> CGSize? {
        let hints = Reach(options)
        if let size = lookup(key, hints: hints, spill: spill) { return size }
        guard options.searchUnconstrainedKeys else { return nil }
        defer {
            if key.width == .unconstrained { flags |= Flag.unconstrainedWidth }
            if key.height == .unconstrained { flags |= Flag.unconstrainedHeight }
        }
        if flags & Flag.unconstrainedHeight != 0, case .atMost = key.width, case .atMost(let maxHeight) = key.height,
            let size = lookup(SizeConstraint(width: key.width, height: .unconstrained), hints: hints, spill: spill),
            size.height <= maxHeight
        {
            append(Entry(key: key, size: size, hints: false), spill: &spill)
            return size
        }
        if flags & Flag.unconstrainedWidth != 0, case .atMost = key.height, case .atMost(let maxWidth) = key.width,
            let size = lookup(SizeConstraint(width: .unconstrained, height: key.height), hints: hints, spill: spill),
            size.width <= maxWidth
        {
            append(Entry(key: key, size: size, hints: false), spill: &spill)
            return size
        }
        return nil
    }

    /// Whether looking `key` up in an empty cache changes it: the cache remembers that a key with an
    /// unconstrained axis was looked up, for later deductions. Otherwise an empty cache's lookup
    /// finds nothing and changes nothing, and a caller may skip it.
    static func lookupChangesEmptyCache(_ key: SizeConstraint, options: LayoutOptions) -> Bool {
        options.searchUnconstrainedKeys && (key.width == .unconstrained || key.height == .unconstrained)
    }

    /// Records a measurement.
    mutating func insert(_ key: SizeConstraint, _ size: CGSize, spill: inout SizeCacheSpill) {
        append(Entry(key: key, size: size, hints: true), spill: &spill)
    }

    private mutating func append(_ entry: Entry, spill: inout SizeCacheSpill) {
        switch inlineCount {
        case 0: first = InlineEntry(key: entry.key, size: entry.size)
        case 1: second = InlineEntry(key: entry.key, size: entry.size)
        default:
            newestSpilled = spill.append(entry, after: newestSpilled)
            return
        }
        if entry.hints { flags |= 1 << inlineCount }
        inlineCount += 1
    }
}

/// The measurements of a pass's caches beyond their inline entries, kept once for the pass by its
/// ``LayoutContext``: an element measured in a third constraint (a stack's children in some
/// distributions) adds a linked entry here instead of memory of its own.
struct SizeCacheSpill {
    fileprivate struct Spilled {
        var entry: SizeCache.Entry
        /// The same cache's previous entry, as its index + 1 (0: none).
        var previous: UInt32
    }

    fileprivate private(set) var entries: [Spilled] = []

    /// How many measurements were spilled.
    var count: Int { entries.count }

    /// Adds `entry` after the one at `previous` (an index + 1, or 0) and returns its index + 1.
    fileprivate mutating func append(_ entry: SizeCache.Entry, after previous: UInt32) -> UInt32 {
        precondition(
            entries.count < Int(UInt32.max), "SizeCacheSpill: more than 2^32 - 1 spilled measurements in one pass")
        entries.append(Spilled(entry: entry, previous: previous))
        return UInt32(entries.count)
    }
}

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
    private struct Entry {
        var key: SizeConstraint
        var size: CGSize
        var hints: Bool
    }

    /// An entry as kept inline; whether it gives hints is a bit of `inlineHints`.
    private struct InlineEntry {
        static let empty = InlineEntry(key: .unconstrained, size: .zero)
        var key: SizeConstraint
        var size: CGSize
    }

    // Most elements are measured in one to three constraints per pass: those entries are kept
    // inline (without optionals, so a node stays small), the rest in an array.
    private var first = InlineEntry.empty
    private var second = InlineEntry.empty
    private var third = InlineEntry.empty
    // The one-byte fields share one word (112 bytes in all).
    private var inlineCount: UInt8 = 0
    private var inlineHints: UInt8 = 0
    private var hasUnconstrainedWidth = false
    private var hasUnconstrainedHeight = false
    private var more: [Entry]?

    /// Inline entry `index` (0, 1 or 2).
    private func inline(_ index: Int) -> Entry {
        let entry = index == 0 ? first : index == 1 ? second : third
        return Entry(key: entry.key, size: entry.size, hints: inlineHints & (1 << index) != 0)
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
    func lookup(_ key: SizeConstraint, hints: Reach) -> CGSize? {
        guard inlineCount > 0 else { return nil }
        if let more {
            var index = more.count - 1
            while index >= 0 {
                let entry = more[index]
                if Self.answers(entry, key, hints: hints) { return entry.size }
                index -= 1
            }
        }
        // Newest first.
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
    mutating func lookup(_ key: SizeConstraint, options: LayoutOptions) -> CGSize? {
        let hints = Reach(options)
        if let size = lookup(key, hints: hints) { return size }
        guard options.searchUnconstrainedKeys else { return nil }
        defer {
            if key.width == .unconstrained { hasUnconstrainedWidth = true }
            if key.height == .unconstrained { hasUnconstrainedHeight = true }
        }
        if hasUnconstrainedHeight, case .atMost = key.width, case .atMost(let maxHeight) = key.height,
            let size = lookup(SizeConstraint(width: key.width, height: .unconstrained), hints: hints),
            size.height <= maxHeight
        {
            append(Entry(key: key, size: size, hints: false))
            return size
        }
        if hasUnconstrainedWidth, case .atMost = key.height, case .atMost(let maxWidth) = key.width,
            let size = lookup(SizeConstraint(width: .unconstrained, height: key.height), hints: hints),
            size.width <= maxWidth
        {
            append(Entry(key: key, size: size, hints: false))
            return size
        }
        return nil
    }

    /// Records a measurement.
    mutating func insert(_ key: SizeConstraint, _ size: CGSize) {
        append(Entry(key: key, size: size, hints: true))
    }

    private mutating func append(_ entry: Entry) {
        let inlineEntry = InlineEntry(key: entry.key, size: entry.size)
        switch inlineCount {
        case 0: first = inlineEntry
        case 1: second = inlineEntry
        case 2: third = inlineEntry
        default:
            if more == nil {
                more = [entry]
            } else {
                more!.append(entry)
            }
            return
        }
        if entry.hints { inlineHints |= 1 << inlineCount }
        inlineCount += 1
    }
}

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

    private var first: Entry?
    private var more: [Entry] = []
    private var hasUnconstrainedWidth = false
    private var hasUnconstrainedHeight = false

    /// The cached or deduced size for `key`, or `nil`.
    func lookup(_ key: SizeConstraint, hints: Bool) -> CGSize? {
        var index = more.count - 1
        while index >= 0 {
            let entry = more[index]
            if Self.answers(entry, key, hints: hints) { return entry.size }
            index -= 1
        }
        if let first, Self.answers(first, key, hints: hints) { return first.size }
        return nil
    }

    @inline(__always)
    private static func answers(_ entry: Entry, _ key: SizeConstraint, hints: Bool) -> Bool {
        if entry.key == key { return true }
        guard hints, entry.hints else { return false }
        return axisAnswers(entry.key.width, entry.size.width, key.width)
            && axisAnswers(entry.key.height, entry.size.height, key.height)
    }

    @inline(__always)
    private static func axisAnswers(_ measured: SizeConstraint.Axis, _ size: CGFloat, _ key: SizeConstraint.Axis) -> Bool {
        if measured == key { return true }
        guard case .atMost(let bound) = key, bound == size else { return false }
        return size < measured.maximum
    }

    /// Looks up with the options' deductions, measuring with `measure` on a miss.
    ///
    /// Prefer ``cachedSize(_:options:context:)`` and ``store(_:size:)`` when the cache is a
    /// stored property of a class: a mutating call that measures holds an exclusive access to the
    /// cache for the whole nested measurement, and nested accesses make Swift's dynamic
    /// exclusivity checks quadratic in the depth of the tree.
    mutating func get(
        _ key: SizeConstraint,
        options: LayoutOptions,
        context: LayoutContext,
        measure: (SizeConstraint) -> CGSize
    ) -> CGSize {
        if let size = cachedSize(key, options: options, context: context) {
            return size
        }
        let size = measure(key)
        store(key, size: size)
        return size
    }

    /// The cached or deduced size for `key`, recording a deduction; `nil` when `key` must be
    /// measured (then call ``store(_:size:)`` with the result).
    mutating func cachedSize(_ key: SizeConstraint, options: LayoutOptions, context: LayoutContext) -> CGSize? {
        let hints = options.hintRangeBoundaries
        if let size = lookup(key, hints: hints) {
            context.cacheHits += 1
            return size
        }
        if options.searchUnconstrainedKeys {
            defer {
                if key.width == .unconstrained { hasUnconstrainedWidth = true }
                if key.height == .unconstrained { hasUnconstrainedHeight = true }
            }
            if hasUnconstrainedHeight, case .atMost = key.width, case .atMost(let maxHeight) = key.height,
                let size = lookup(SizeConstraint(width: key.width, height: .unconstrained), hints: hints),
                size.height <= maxHeight
            {
                append(Entry(key: key, size: size, hints: false))
                context.cacheHits += 1
                return size
            }
            if hasUnconstrainedWidth, case .atMost = key.height, case .atMost(let maxWidth) = key.width,
                let size = lookup(SizeConstraint(width: .unconstrained, height: key.height), hints: hints),
                size.width <= maxWidth
            {
                append(Entry(key: key, size: size, hints: false))
                context.cacheHits += 1
                return size
            }
        }
        return nil
    }

    /// Records a size measured for `key`.
    mutating func store(_ key: SizeConstraint, size: CGSize) {
        append(Entry(key: key, size: size, hints: true))
    }

    private mutating func append(_ entry: Entry) {
        if first == nil {
            first = entry
        } else {
            more.append(entry)
        }
    }
}

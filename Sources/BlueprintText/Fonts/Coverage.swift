/// An OpenType Coverage table compiled: the glyphs a subtable applies to, each with its coverage
/// index (its position in the sorted list).
final class Coverage: Sendable {
    /// Format 1: the glyphs, sorted; a glyph's index is its position. Format 2: the first glyph of
    /// each range, sorted, with ``rangeEnds`` and ``rangeIndices``.
    private let starts: [UInt16]
    private let rangeEnds: [UInt16]
    private let rangeIndices: [UInt16]
    private let isRanges: Bool
    /// The smallest and largest covered glyph, to turn most glyphs away at once.
    private let low: UInt16
    private let high: UInt16

    /// How many glyphs are covered.
    let count: Int

    init(_ bytes: FontBytes) throws {
        switch try bytes.uint16(at: 0) {
        case 1:
            let count = Int(try bytes.uint16(at: 2))
            starts = try bytes.uint16Array(at: 4, count: count)
            rangeEnds = []
            rangeIndices = []
            isRanges = false
            self.count = count
        case 2:
            let rangeCount = Int(try bytes.uint16(at: 2))
            try bytes.require(6 * rangeCount, at: 4, for: "the \(rangeCount) coverage ranges")
            var starts: [UInt16] = []
            var ends: [UInt16] = []
            var indices: [UInt16] = []
            starts.reserveCapacity(rangeCount)
            ends.reserveCapacity(rangeCount)
            indices.reserveCapacity(rangeCount)
            var total = 0
            for index in 0..<rangeCount {
                let first = try bytes.uint16(at: 4 + 6 * index)
                let last = try bytes.uint16(at: 6 + 6 * index)
                guard first <= last else { continue }
                starts.append(first)
                ends.append(last)
                indices.append(try bytes.uint16(at: 8 + 6 * index))
                total = max(total, Int(indices[indices.count - 1]) + Int(last - first) + 1)
            }
            self.starts = starts
            rangeEnds = ends
            rangeIndices = indices
            isRanges = true
            count = total
        case let format:
            throw bytes.error(at: 0, "has coverage format \(format) (1 or 2 expected)")
        }
        low = starts.min() ?? 1
        high = (isRanges ? rangeEnds.max() : starts.max()) ?? 0
    }

    /// The coverage index of `glyph`, or nil when it is not covered.
    @inline(__always)
    func index(of glyph: UInt16) -> Int? {
        guard glyph >= low, glyph <= high else { return nil }
        var lower = 0
        var upper = starts.count
        if !isRanges {
            while lower < upper {
                let middle = (lower + upper) >> 1
                let value = starts[middle]
                if value == glyph { return middle }
                if value < glyph { lower = middle + 1 } else { upper = middle }
            }
            return nil
        }
        while lower < upper {
            let middle = (lower + upper) >> 1
            if rangeEnds[middle] < glyph { lower = middle + 1 } else { upper = middle }
        }
        guard lower < starts.count, starts[lower] <= glyph else { return nil }
        return Int(rangeIndices[lower]) + Int(glyph - starts[lower])
    }

    /// Calls `body` with every covered glyph.
    func forEachGlyph(_ body: (UInt16) -> Void) {
        if !isRanges {
            starts.forEach(body)
            return
        }
        for index in starts.indices {
            for glyph in starts[index]...rangeEnds[index] { body(glyph) }
        }
    }

    /// Whether `glyph` is covered.
    @inline(__always)
    func contains(_ glyph: UInt16) -> Bool { index(of: glyph) != nil }
}

/// An OpenType ClassDef table compiled: the class of each glyph (0 for glyphs not listed).
final class ClassDefinition: Sendable {
    /// Classes of glyphs `first ..< first + classes.count`.
    private let first: Int
    private let classes: [UInt16]
    /// Format 2 ranges too sparse for a flat table: first glyphs, last glyphs and classes, sorted.
    private let rangeStarts: [UInt16]
    private let rangeEnds: [UInt16]
    private let rangeClasses: [UInt16]

    /// A definition that puts every glyph in class 0 (a missing ClassDef).
    static let empty = ClassDefinition()

    private init() {
        first = 0
        classes = []
        rangeStarts = []
        rangeEnds = []
        rangeClasses = []
    }

    init(_ bytes: FontBytes) throws {
        switch try bytes.uint16(at: 0) {
        case 1:
            first = Int(try bytes.uint16(at: 2))
            let count = Int(try bytes.uint16(at: 4))
            classes = try bytes.uint16Array(at: 6, count: count)
            rangeStarts = []
            rangeEnds = []
            rangeClasses = []
        case 2:
            let rangeCount = Int(try bytes.uint16(at: 2))
            try bytes.require(6 * rangeCount, at: 4, for: "the \(rangeCount) class ranges")
            var starts: [UInt16] = []
            var ends: [UInt16] = []
            var values: [UInt16] = []
            for index in 0..<rangeCount {
                let low = try bytes.uint16(at: 4 + 6 * index)
                let high = try bytes.uint16(at: 6 + 6 * index)
                guard low <= high else { continue }
                starts.append(low)
                ends.append(high)
                values.append(try bytes.uint16(at: 8 + 6 * index))
            }
            let low = Int(starts.min() ?? 0)
            let high = Int(ends.max() ?? 0)
            let covered = starts.indices.reduce(0) { $0 + Int(ends[$1]) - Int(starts[$1]) + 1 }
            // Flat when small and not overlapping much (overlapping ranges could make filling slow).
            if !starts.isEmpty, high - low < 16_384, covered <= 2 * (high - low + 1) {
                // Flat: one lookup per glyph.
                var flat = [UInt16](repeating: 0, count: high - low + 1)
                for index in starts.indices {
                    for glyph in Int(starts[index])...Int(ends[index]) {
                        flat[glyph - low] = values[index]
                    }
                }
                first = low
                classes = flat
                rangeStarts = []
                rangeEnds = []
                rangeClasses = []
            } else {
                let order = starts.indices.sorted { starts[$0] < starts[$1] }
                first = 0
                classes = []
                rangeStarts = order.map { starts[$0] }
                rangeEnds = order.map { ends[$0] }
                rangeClasses = order.map { values[$0] }
            }
        case let format:
            throw bytes.error(at: 0, "has class definition format \(format) (1 or 2 expected)")
        }
    }

    /// The class of `glyph`.
    @inline(__always)
    func classOf(_ glyph: UInt16) -> UInt16 {
        let index = Int(glyph) - first
        if index >= 0, index < classes.count { return classes[index] }
        guard !rangeStarts.isEmpty else { return 0 }
        var lower = 0
        var upper = rangeStarts.count
        while lower < upper {
            let middle = (lower + upper) >> 1
            if rangeEnds[middle] < glyph { lower = middle + 1 } else { upper = middle }
        }
        guard lower < rangeStarts.count, rangeStarts[lower] <= glyph else { return 0 }
        return rangeClasses[lower]
    }
}

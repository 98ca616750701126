/// One lookup of `GSUB` or `GPOS`, compiled: its flags and subtables (extension subtables
/// resolved to the subtables they wrap).
struct Lookup: Sendable {
    /// The lookup type, after extensions (GSUB 1–6, 8; GPOS 1–8).
    let type: Int
    /// The lookup flags: which glyph classes the lookup skips.
    let flag: UInt16
    /// The mark filtering set, when ``flag`` has `UseMarkFilteringSet`.
    let markFilteringSet: Int
    /// The subtables, tried in order until one applies.
    let subtables: [LookupSubtable]

    /// Lookup flag bits.
    enum Flag {
        static let ignoreBaseGlyphs: UInt16 = 0x02
        static let ignoreLigatures: UInt16 = 0x04
        static let ignoreMarks: UInt16 = 0x08
        static let ignoreFlags: UInt16 = 0x0E
        static let useMarkFilteringSet: UInt16 = 0x10
        static let markAttachmentType: UInt16 = 0xFF00
    }

    init(_ bytes: FontBytes, isPositioning: Bool) throws {
        var type = Int(try bytes.uint16(at: 0))
        flag = try bytes.uint16(at: 2)
        let count = Int(try bytes.uint16(at: 4))
        try bytes.require(2 * count, at: 6, for: "the lookup's \(count) subtable offsets")
        markFilteringSet = flag & Flag.useMarkFilteringSet != 0 ? Int(try bytes.uint16(at: 6 + 2 * count)) : 0
        let extensionType = isPositioning ? 9 : 7
        var subtables: [LookupSubtable] = []
        subtables.reserveCapacity(count)
        var resolvedType = type
        for index in 0..<count {
            var subtable = try bytes.sub(at: Int(try bytes.uint16(at: 6 + 2 * index)))
            var subtableType = type
            if type == extensionType {
                let format = try subtable.uint16(at: 0)
                guard format == 1 else { throw subtable.error(at: 0, "has extension format \(format) (1 expected)") }
                subtableType = Int(try subtable.uint16(at: 2))
                guard subtableType != extensionType else {
                    throw subtable.error(at: 2, "is an extension of an extension")
                }
                subtable = try subtable.sub(at: Int(try subtable.uint32(at: 4)))
                resolvedType = subtableType
            }
            subtables.append(
                isPositioning
                    ? try LookupSubtable(positioning: subtable, type: subtableType)
                    : try LookupSubtable(substitution: subtable, type: subtableType)
            )
        }
        if type == extensionType { type = resolvedType }
        self.type = type
        self.subtables = subtables
    }

    /// Whether no subtable can change advances or glyphs (mark and cursive attachment only).
    var isInert: Bool {
        subtables.allSatisfy {
            if case .inert = $0 { return true }
            return false
        }
    }

    /// The glyphs the lookup may start to apply at: the union of its subtables' coverages, as a
    /// bit set over `glyphCount` glyphs.
    func firstGlyphs(glyphCount: Int) -> GlyphSet {
        var set = GlyphSet(glyphCount: glyphCount)
        for subtable in subtables {
            switch subtable {
            case .singleSubstitution(let coverage, _, _), .multipleSubstitution(let coverage, _),
                .alternateSubstitution(let coverage, _), .ligatureSubstitution(let coverage, _),
                .singleAdjustment(let coverage, _):
                coverage.forEachGlyph { set.insert($0) }
            case .pairGlyphs(let pairs):
                pairs.coverage.forEachGlyph { set.insert($0) }
            case .pairClasses(let pairs):
                pairs.coverage.forEachGlyph { set.insert($0) }
            case .context(let context):
                context.coverage.forEachGlyph { set.insert($0) }
            case .inert:
                break
            }
        }
        return set
    }

    /// The lookups that context subtables of this lookup apply.
    var nestedLookupIndices: [Int] {
        subtables.flatMap { subtable -> [Int] in
            if case .context(let context) = subtable { return context.nestedLookupIndices }
            return []
        }
    }
}

/// A compiled lookup subtable. Positioning keeps only horizontal advance adjustments: the shaper
/// measures, and placements (mark attachment, offsets) do not change a run's width.
enum LookupSubtable: Sendable {
    /// GSUB 1: each covered glyph becomes another.
    case singleSubstitution(Coverage, delta: Int?, substitutes: [UInt16])
    /// GSUB 2: each covered glyph becomes a sequence (possibly empty).
    case multipleSubstitution(Coverage, sequences: [[UInt16]])
    /// GSUB 3: each covered glyph becomes its first alternate (feature value 1, as HarfBuzz).
    case alternateSubstitution(Coverage, alternates: [[UInt16]])
    /// GSUB 4: sequences starting with a covered glyph become one glyph.
    case ligatureSubstitution(Coverage, ligatures: [[LigatureRule]])
    /// GPOS 1: covered glyphs' advances change by a value (one for all, or one per glyph).
    case singleAdjustment(Coverage, advances: [Int32])
    /// GPOS 2 format 1: specific pairs.
    case pairGlyphs(PairGlyphs)
    /// GPOS 2 format 2: pairs by class.
    case pairClasses(PairClasses)
    /// GSUB 5/6, GPOS 7/8: lookups applied where a sequence and its context match.
    case context(ContextSubtable)
    /// A subtable that does not change advances (mark attachment, cursive attachment, reverse
    /// chaining substitution): never applies.
    case inert

    init(substitution bytes: FontBytes, type: Int) throws {
        let format = try bytes.uint16(at: 0)
        switch (type, format) {
        case (1, 1):
            let coverage = try Coverage(bytes.sub(at: Int(try bytes.uint16(at: 2))))
            self = .singleSubstitution(coverage, delta: Int(try bytes.int16(at: 4)), substitutes: [])
        case (1, 2):
            let coverage = try Coverage(bytes.sub(at: Int(try bytes.uint16(at: 2))))
            let count = Int(try bytes.uint16(at: 4))
            self = .singleSubstitution(coverage, delta: nil, substitutes: try bytes.uint16Array(at: 6, count: count))
        case (2, 1), (3, 1):
            let coverage = try Coverage(bytes.sub(at: Int(try bytes.uint16(at: 2))))
            let count = Int(try bytes.uint16(at: 4))
            let offsets = try bytes.uint16Array(at: 6, count: count)
            let sequences = try offsets.map { offset -> [UInt16] in
                let sequence = try bytes.sub(at: Int(offset))
                return try sequence.uint16Array(at: 2, count: Int(try sequence.uint16(at: 0)))
            }
            self =
                type == 2
                ? .multipleSubstitution(coverage, sequences: sequences)
                : .alternateSubstitution(coverage, alternates: sequences)
        case (4, 1):
            let coverage = try Coverage(bytes.sub(at: Int(try bytes.uint16(at: 2))))
            let count = Int(try bytes.uint16(at: 4))
            let sets = try bytes.uint16Array(at: 6, count: count).map { setOffset -> [LigatureRule] in
                let set = try bytes.sub(at: Int(setOffset))
                let ligatureCount = Int(try set.uint16(at: 0))
                return try set.uint16Array(at: 2, count: ligatureCount).map { offset in
                    let ligature = try set.sub(at: Int(offset))
                    let glyph = try ligature.uint16(at: 0)
                    let components = Int(try ligature.uint16(at: 2))
                    guard components >= 1 else {
                        throw ligature.error(at: 2, "has a ligature of 0 components")
                    }
                    return LigatureRule(
                        glyph: glyph, components: try ligature.uint16Array(at: 4, count: components - 1))
                }
            }
            self = .ligatureSubstitution(coverage, ligatures: sets)
        case (5, _), (6, _):
            self = .context(try ContextSubtable(bytes, chained: type == 6))
        case (8, 1):
            self = .inert
        default:
            throw bytes.error(at: 0, "has GSUB lookup type \(type) format \(format), which does not exist")
        }
    }

    init(positioning bytes: FontBytes, type: Int) throws {
        let format = try bytes.uint16(at: 0)
        switch (type, format) {
        case (1, 1), (1, 2):
            let coverage = try Coverage(bytes.sub(at: Int(try bytes.uint16(at: 2))))
            let valueFormat = try bytes.uint16(at: 4)
            let size = ValueRecord.size(valueFormat)
            if format == 1 {
                self = .singleAdjustment(
                    coverage, advances: [try ValueRecord.xAdvance(bytes, at: 6, format: valueFormat)]
                )
            } else {
                let count = Int(try bytes.uint16(at: 6))
                try bytes.require(size * count, at: 8, for: "the \(count) value records")
                self = .singleAdjustment(
                    coverage,
                    advances: try (0..<count).map {
                        try ValueRecord.xAdvance(bytes, at: 8 + size * $0, format: valueFormat)
                    }
                )
            }
        case (2, 1):
            self = .pairGlyphs(try PairGlyphs(bytes))
        case (2, 2):
            self = .pairClasses(try PairClasses(bytes))
        case (3, 1), (4, 1), (5, 1), (6, 1):
            self = .inert
        case (7, _), (8, _):
            self = .context(try ContextSubtable(bytes, chained: type == 8))
        default:
            throw bytes.error(at: 0, "has GPOS lookup type \(type) format \(format), which does not exist")
        }
    }
}

/// One ligature of a ligature set: the glyphs after the first, and the glyph they become.
struct LigatureRule: Sendable {
    let glyph: UInt16
    let components: [UInt16]
}

/// GPOS value records: only the horizontal advance is kept.
enum ValueRecord {
    /// The size of a record of `format` in bytes (two per bit set, as HarfBuzz counts them).
    static func size(_ format: UInt16) -> Int { 2 * format.nonzeroBitCount }

    /// The `xAdvance` of the record at `offset` (0 when the format has none).
    static func xAdvance(_ bytes: FontBytes, at offset: Int, format: UInt16) throws -> Int32 {
        guard format & 0x04 != 0 else {
            try bytes.require(size(format), at: offset, for: "a value record")
            return 0
        }
        return Int32(try bytes.int16(at: offset + 2 * (format & 0x03).nonzeroBitCount))
    }
}

/// GPOS pair adjustment format 1: for each covered first glyph, the second glyphs it kerns with.
final class PairGlyphs: Sendable {
    let coverage: Coverage
    /// Whether records carry a value for the second glyph (then the pair consumes it).
    let hasSecondValue: Bool
    /// Pair set `i` is `seconds[setStarts[i] ..< setStarts[i + 1]]`, sorted.
    private let setStarts: [Int32]
    private let seconds: [UInt16]
    private let firstAdvances: [Int32]
    private let secondAdvances: [Int32]

    init(_ bytes: FontBytes) throws {
        coverage = try Coverage(bytes.sub(at: Int(try bytes.uint16(at: 2))))
        let format1 = try bytes.uint16(at: 4)
        let format2 = try bytes.uint16(at: 6)
        hasSecondValue = format2 != 0
        let count = Int(try bytes.uint16(at: 8))
        let offsets = try bytes.uint16Array(at: 10, count: count)
        let recordSize = 2 + ValueRecord.size(format1) + ValueRecord.size(format2)
        var starts: [Int32] = [0]
        var seconds: [UInt16] = []
        var firsts: [Int32] = []
        var lasts: [Int32] = []
        for offset in offsets {
            let set = try bytes.sub(at: Int(offset))
            let pairs = Int(try set.uint16(at: 0))
            try set.require(recordSize * pairs, at: 2, for: "the pair set's \(pairs) records")
            for pair in 0..<pairs {
                let at = 2 + recordSize * pair
                seconds.append(try set.uint16(at: at))
                firsts.append(try ValueRecord.xAdvance(set, at: at + 2, format: format1))
                lasts.append(
                    try ValueRecord.xAdvance(set, at: at + 2 + ValueRecord.size(format1), format: format2)
                )
            }
            starts.append(Int32(seconds.count))
        }
        setStarts = starts
        self.seconds = seconds
        firstAdvances = firsts
        secondAdvances = lasts
    }

    /// The advance adjustments of the pair (`first`'s coverage index, `second`), or nil when
    /// the set does not list `second`.
    @inline(__always)
    func adjustment(set: Int, second: UInt16) -> (first: Int32, second: Int32)? {
        guard set + 1 < setStarts.count else { return nil }
        var lower = Int(setStarts[set])
        var upper = Int(setStarts[set + 1])
        while lower < upper {
            let middle = (lower + upper) >> 1
            let value = seconds[middle]
            if value == second { return (firstAdvances[middle], secondAdvances[middle]) }
            if value < second { lower = middle + 1 } else { upper = middle }
        }
        return nil
    }
}

/// GPOS pair adjustment format 2: adjustments by the classes of the two glyphs.
final class PairClasses: Sendable {
    let coverage: Coverage
    let firstClasses: ClassDefinition
    let secondClasses: ClassDefinition
    let firstClassCount: Int
    let secondClassCount: Int
    let hasSecondValue: Bool
    /// Adjustments by `firstClass * secondClassCount + secondClass`.
    private let firstAdvances: [Int32]
    private let secondAdvances: [Int32]

    init(_ bytes: FontBytes) throws {
        coverage = try Coverage(bytes.sub(at: Int(try bytes.uint16(at: 2))))
        let format1 = try bytes.uint16(at: 4)
        let format2 = try bytes.uint16(at: 6)
        hasSecondValue = format2 != 0
        firstClasses = try ClassDefinition(bytes.sub(at: Int(try bytes.uint16(at: 8))))
        secondClasses = try ClassDefinition(bytes.sub(at: Int(try bytes.uint16(at: 10))))
        firstClassCount = Int(try bytes.uint16(at: 12))
        secondClassCount = Int(try bytes.uint16(at: 14))
        let size1 = ValueRecord.size(format1)
        let recordSize = size1 + ValueRecord.size(format2)
        let count = firstClassCount * secondClassCount
        try bytes.require(
            recordSize * count, at: 16, for: "the \(firstClassCount)×\(secondClassCount) class pair records")
        let hasAdvances = format1 & 0x04 != 0 || format2 & 0x04 != 0
        // Without advances there is nothing to keep (and the record size may be 0, so the
        // counts, up to 65,535 × 65,535, are not bounded by the table's length).
        var firsts = [Int32](repeating: 0, count: hasAdvances ? count : 0)
        var seconds = [Int32](repeating: 0, count: hasAdvances ? count : 0)
        if hasAdvances {
            for index in 0..<count {
                let at = 16 + recordSize * index
                firsts[index] = try ValueRecord.xAdvance(bytes, at: at, format: format1)
                seconds[index] = try ValueRecord.xAdvance(bytes, at: at + size1, format: format2)
            }
        }
        firstAdvances = firsts
        secondAdvances = seconds
    }

    /// The adjustments for glyph classes (`first`, `second`), or nil when a class is out of range.
    @inline(__always)
    func adjustment(firstGlyph: UInt16, secondGlyph: UInt16) -> (first: Int32, second: Int32)? {
        let first = Int(firstClasses.classOf(firstGlyph))
        let second = Int(secondClasses.classOf(secondGlyph))
        guard first < firstClassCount, second < secondClassCount else { return nil }
        let index = first * secondClassCount + second
        guard index < firstAdvances.count else { return (0, 0) }
        return (firstAdvances[index], secondAdvances[index])
    }
}

/// A set of glyph ids as bits, for turning glyphs away from a lookup with one test.
struct GlyphSet: Sendable {
    private var words: [UInt64]

    /// An empty set for glyphs below `glyphCount` (larger ids are never members).
    init(glyphCount: Int) {
        words = [UInt64](repeating: 0, count: (max(glyphCount, 1) + 63) / 64)
    }

    mutating func insert(_ glyph: UInt16) {
        let word = Int(glyph) >> 6
        guard word < words.count else { return }
        words[word] |= 1 << UInt64(glyph & 63)
    }

    @inline(__always)
    func contains(_ glyph: UInt16) -> Bool {
        let word = Int(glyph) >> 6
        return word < words.count && words[word] & (1 << UInt64(glyph & 63)) != 0
    }
}

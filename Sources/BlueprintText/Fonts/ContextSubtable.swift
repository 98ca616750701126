/// A (chained) sequence context subtable compiled — GSUB 5 and 6, GPOS 7 and 8, formats 1–3:
/// rules that match a glyph sequence, with the glyphs before it (backtrack) and after it
/// (lookahead), and apply other lookups at positions of the sequence.
final class ContextSubtable: Sendable {
    /// How rule values match glyphs.
    enum Matching: Sendable {
        /// Values are glyph ids (format 1).
        case glyphs
        /// Values are classes of these class definitions (format 2).
        case classes(backtrack: ClassDefinition, input: ClassDefinition, lookahead: ClassDefinition)
        /// Values are indices into these coverages (format 3).
        case coverages(backtrack: [Coverage], input: [Coverage], lookahead: [Coverage])
    }

    /// A rule: the sequence after its first glyph, the context, and the lookups to apply.
    struct Rule: Sendable {
        /// Closest glyph first.
        let backtrack: [UInt16]
        /// The input sequence after its first glyph.
        let input: [UInt16]
        let lookahead: [UInt16]
        /// (sequence index, lookup index) pairs, applied in order.
        let actions: [(sequenceIndex: Int, lookupIndex: Int)]
    }

    /// The first glyphs the subtable applies to.
    let coverage: Coverage
    let matching: Matching
    /// Format 1: the rules for each coverage index; format 2: for each class of the first glyph;
    /// format 3: one rule.
    let ruleSets: [[Rule]]

    private init(coverage: Coverage, matching: Matching, ruleSets: [[Rule]]) {
        self.coverage = coverage
        self.matching = matching
        self.ruleSets = ruleSets
    }

    convenience init(_ bytes: FontBytes, chained: Bool) throws {
        let format = try bytes.uint16(at: 0)
        switch format {
        case 1, 2:
            let coverage = try Coverage(bytes.sub(at: Int(try bytes.uint16(at: 2))))
            var setsAt = 4
            let matching: Matching
            if format == 2 {
                func classes(_ at: Int) throws -> ClassDefinition {
                    let offset = Int(try bytes.uint16(at: at))
                    return offset == 0 ? .empty : try ClassDefinition(bytes.sub(at: offset))
                }
                if chained {
                    matching = .classes(backtrack: try classes(4), input: try classes(6), lookahead: try classes(8))
                    setsAt = 10
                } else {
                    matching = .classes(backtrack: .empty, input: try classes(4), lookahead: .empty)
                    setsAt = 6
                }
            } else {
                matching = .glyphs
            }
            let count = Int(try bytes.uint16(at: setsAt))
            let ruleSets = try bytes.uint16Array(at: setsAt + 2, count: count).map { offset -> [Rule] in
                guard offset != 0 else { return [] }
                let set = try bytes.sub(at: Int(offset))
                let rules = Int(try set.uint16(at: 0))
                return try set.uint16Array(at: 2, count: rules).map {
                    try Self.rule(set.sub(at: Int($0)), chained: chained)
                }
            }
            self.init(coverage: coverage, matching: matching, ruleSets: ruleSets)
        case 3:
            var at = 2
            func coverages() throws -> [Coverage] {
                let count = Int(try bytes.uint16(at: at))
                let offsets = try bytes.uint16Array(at: at + 2, count: count)
                at += 2 + 2 * count
                return try offsets.map { try Coverage(bytes.sub(at: Int($0))) }
            }
            let backtrack: [Coverage]
            let input: [Coverage]
            let lookahead: [Coverage]
            let lookups: Int
            if chained {
                backtrack = try coverages()
                input = try coverages()
                lookahead = try coverages()
                lookups = Int(try bytes.uint16(at: at))
                at += 2
            } else {
                let count = Int(try bytes.uint16(at: 2))
                lookups = Int(try bytes.uint16(at: 4))
                input = try bytes.uint16Array(at: 6, count: count).map { try Coverage(bytes.sub(at: Int($0))) }
                backtrack = []
                lookahead = []
                at = 6 + 2 * count
            }
            let actions = try Self.actions(bytes, at: at, count: lookups)
            guard let first = input.first else {
                throw bytes.error(at: 2, "has a context rule with no input glyphs")
            }
            let rule = Rule(
                backtrack: (0..<backtrack.count).map { UInt16($0) },
                input: (1..<input.count).map { UInt16($0) },
                lookahead: (0..<lookahead.count).map { UInt16($0) },
                actions: actions
            )
            self.init(
                coverage: first, matching: .coverages(backtrack: backtrack, input: input, lookahead: lookahead),
                ruleSets: [[rule]]
            )
        default:
            throw bytes.error(at: 0, "has context format \(format) (1, 2 or 3 expected)")
        }
    }

    private static func rule(_ bytes: FontBytes, chained: Bool) throws -> Rule {
        if !chained {
            let count = Int(try bytes.uint16(at: 0))
            let lookups = Int(try bytes.uint16(at: 2))
            guard count >= 1 else { throw bytes.error(at: 0, "has a context rule with no input glyphs") }
            let input = try bytes.uint16Array(at: 4, count: count - 1)
            return Rule(
                backtrack: [], input: input, lookahead: [],
                actions: try actions(bytes, at: 4 + 2 * (count - 1), count: lookups)
            )
        }
        var at = 0
        let backtrackCount = Int(try bytes.uint16(at: at))
        let backtrack = try bytes.uint16Array(at: at + 2, count: backtrackCount)
        at += 2 + 2 * backtrackCount
        let inputCount = Int(try bytes.uint16(at: at))
        guard inputCount >= 1 else { throw bytes.error(at: at, "has a context rule with no input glyphs") }
        let input = try bytes.uint16Array(at: at + 2, count: inputCount - 1)
        at += 2 + 2 * (inputCount - 1)
        let lookaheadCount = Int(try bytes.uint16(at: at))
        let lookahead = try bytes.uint16Array(at: at + 2, count: lookaheadCount)
        at += 2 + 2 * lookaheadCount
        let lookups = Int(try bytes.uint16(at: at))
        return Rule(
            backtrack: backtrack, input: input, lookahead: lookahead,
            actions: try actions(bytes, at: at + 2, count: lookups)
        )
    }

    private static func actions(_ bytes: FontBytes, at: Int, count: Int) throws -> [(
        sequenceIndex: Int, lookupIndex: Int
    )] {
        let values = try bytes.uint16Array(at: at, count: 2 * count)
        return (0..<count).map { (Int(values[2 * $0]), Int(values[2 * $0 + 1])) }
    }

    /// The rules that may apply to `glyph` (empty when it is not covered).
    @inline(__always)
    func rules(for glyph: UInt16) -> [Rule] {
        guard let index = coverage.index(of: glyph) else { return [] }
        switch matching {
        case .glyphs:
            return index < ruleSets.count ? ruleSets[index] : []
        case .classes(_, let input, _):
            let value = Int(input.classOf(glyph))
            return value < ruleSets.count ? ruleSets[value] : []
        case .coverages:
            return ruleSets[0]
        }
    }

    /// Every lookup index an action of a rule names.
    var nestedLookupIndices: [Int] {
        ruleSets.flatMap { $0.flatMap { $0.actions.map(\.lookupIndex) } }
    }
}

/// One glyph while a run is shaped: its glyph id, the character it came from, and the properties
/// lookups test.
struct ShapingGlyph {
    var glyph: UInt16
    /// The index of the `Character` (in the whole text) the glyph belongs to; merged glyphs
    /// (ligatures, compositions) take the smallest.
    var cluster: Int32
    /// The scalar the glyph was made from (the first one, for ligatures).
    var codepoint: UInt32
    /// Glyph class bits (``GlyphProperties``) and the mark attachment class in bits 8–15.
    var properties: UInt16
    var flags: UInt16
    var combiningClass: UInt8
    /// How a space the font lacked is sized (``UnicodeProperties/SpaceFallback``), 0 for none.
    var spaceFallback: UInt8
    /// The advance in font units.
    var advance: Int32

    enum Flag {
        static let defaultIgnorable: UInt16 = 0x01
        static let zeroWidthJoiner: UInt16 = 0x02
        static let zeroWidthNonJoiner: UInt16 = 0x04
        static let hidden: UInt16 = 0x08
        static let unicodeMark: UInt16 = 0x10
        static let unicodeSpace: UInt16 = 0x20
        static let ligated: UInt16 = 0x40
        static let nonspacingMark: UInt16 = 0x80
    }

    /// A glyph for `scalar`, with its Unicode properties.
    init(scalar: UInt32, cluster: Int32) {
        glyph = 0
        self.cluster = cluster
        codepoint = scalar
        properties = 0
        flags = 0
        combiningClass = 0
        spaceFallback = 0
        advance = 0
        setUnicodeProperties(scalar)
    }

    /// Replaces the scalar's properties with those of `scalar` (after a composition or
    /// decomposition changed it).
    mutating func setUnicodeProperties(_ scalar: UInt32) {
        codepoint = scalar
        flags &= ShapingGlyph.Flag.ligated
        combiningClass = 0
        guard scalar >= 0x80 else { return }
        let category = UnicodeProperties.generalCategory(scalar)
        if UnicodeProperties.isDefaultIgnorable(scalar) {
            flags |= Flag.defaultIgnorable
            if scalar == 0x200C {
                flags |= Flag.zeroWidthNonJoiner
            } else if scalar == 0x200D {
                flags |= Flag.zeroWidthJoiner
            } else if UnicodeProperties.isHidden(scalar) {
                flags |= Flag.hidden
            }
        }
        if UnicodeProperties.isMark(category) {
            flags |= Flag.unicodeMark
            combiningClass = UnicodeProperties.combiningClass(scalar)
        }
        if category == .nonspacingMark { flags |= Flag.nonspacingMark }
        if category == .spaceSeparator { flags |= Flag.unicodeSpace }
    }

    var isDefaultIgnorable: Bool { flags & Flag.defaultIgnorable != 0 }
    var isUnicodeMark: Bool { flags & Flag.unicodeMark != 0 }
    var isMark: Bool { properties & GlyphProperties.mark != 0 }
}

/// The glyphs of one run while it is shaped, with what the shaper learns about character
/// boundaries: pair adjustments between glyphs of different characters (kerning), and
/// boundaries a substitution or context spans (unsafe to break: text cut there shapes
/// differently on each side).
struct ShapingBuffer {
    var glyphs: [ShapingGlyph]
    let plan: ShapingPlan
    /// Advance adjustments made because of a neighbouring glyph of another character: the glyph,
    /// the character boundary the adjustment belongs to (the one before the later character), and
    /// the amount.
    var crossAdjustments: [CrossAdjustment] = []

    /// An advance adjustment of glyph `glyph` that belongs to character boundary `boundary`.
    struct CrossAdjustment {
        let glyph: Int
        let boundary: Int32
        let amount: Int32
    }
    /// Character boundaries (the index of the character after it) that are unsafe to break.
    var unsafeBoundaries: Set<Int32> = []
    /// The longest the buffer may grow to (substitutions that would grow it further do not apply).
    var maximumCount: Int
    /// How many more lookups contexts may apply (a font whose contexts apply lookups that apply
    /// contexts could otherwise take exponential time); when it runs out, contexts do nothing.
    var nestedBudget: Int

    init(glyphs: [ShapingGlyph], plan: ShapingPlan) {
        self.glyphs = glyphs
        self.plan = plan
        maximumCount = max(64 * glyphs.count, 1024)
        nestedBudget = 0
    }

    /// Sets the glyphs and the budgets that grow with their number.
    mutating func reset(_ glyphs: [ShapingGlyph]) {
        self.glyphs = glyphs
        maximumCount = max(64 * glyphs.count, 1024)
        nestedBudget = max(64 * glyphs.count, 4096)
    }

    /// Marks the boundaries between the characters of glyphs `first...last` unsafe.
    mutating func markUnsafe(_ first: Int, _ last: Int) {
        guard first < last, first >= 0, last < glyphs.count else { return }
        var low = Int32.max
        var high = Int32.min
        for index in first...last {
            low = min(low, glyphs[index].cluster)
            high = max(high, glyphs[index].cluster)
        }
        guard low < high else { return }
        for boundary in (low + 1)...high { unsafeBoundaries.insert(boundary) }
    }

    // MARK: - Skipping glyphs

    enum Skip { case no, yes, maybe }

    /// Whether `lookup` skips glyph `index`: its class is ignored by the lookup flags (yes), or it
    /// is a default ignorable the matching may look past (maybe).
    @inline(__always)
    func skip(
        _ index: Int, flag: UInt16, markSet: Int, ignoreNonJoiner: Bool, ignoreJoiner: Bool, ignoreHidden: Bool
    ) -> Skip {
        let glyph = glyphs[index]
        if !passesFlags(glyph, flag: flag, markSet: markSet) { return .yes }
        if glyph.flags & ShapingGlyph.Flag.defaultIgnorable != 0,
            ignoreNonJoiner || glyph.flags & ShapingGlyph.Flag.zeroWidthNonJoiner == 0,
            ignoreJoiner || glyph.flags & ShapingGlyph.Flag.zeroWidthJoiner == 0,
            ignoreHidden || glyph.flags & ShapingGlyph.Flag.hidden == 0
        {
            return .maybe
        }
        return .no
    }

    /// Whether a lookup with `flag` (and mark filtering set `markSet`) applies to `glyph`.
    @inline(__always)
    func passesFlags(_ glyph: ShapingGlyph, flag: UInt16, markSet: Int) -> Bool {
        let properties = glyph.properties
        if properties & flag & Lookup.Flag.ignoreFlags != 0 { return false }
        if properties & GlyphProperties.mark != 0 {
            if flag & Lookup.Flag.useMarkFilteringSet != 0 {
                return plan.definitions.markSet(markSet, contains: glyph.glyph)
            }
            if flag & Lookup.Flag.markAttachmentType != 0 {
                return flag & Lookup.Flag.markAttachmentType == properties & Lookup.Flag.markAttachmentType
            }
        }
        return true
    }

    /// How the iterator treats joiners and hidden glyphs.
    struct Matching {
        let flag: UInt16
        let markSet: Int
        let ignoreNonJoiner: Bool
        let ignoreJoiner: Bool
        let ignoreHidden: Bool
    }

    /// The matching of `lookup` in this table: for input sequences (`context: false`) or for the
    /// glyphs around them (`context: true`).
    func matching(_ lookup: Lookup, positioning: Bool, context: Bool) -> Matching {
        Matching(
            flag: lookup.flag, markSet: lookup.markFilteringSet,
            ignoreNonJoiner: positioning || context, ignoreJoiner: true, ignoreHidden: positioning
        )
    }

    /// The next glyph after `index` that `matches` (or, with no test, the next one not skipped);
    /// nil when a glyph that may not be skipped does not match, or the run ends.
    @inline(__always)
    func next(after index: Int, _ matching: Matching, _ matches: ((ShapingGlyph) -> Bool)? = nil) -> Int? {
        var position = index
        while position + 1 < glyphs.count {
            position += 1
            if let found = step(position, matching, matches) {
                if found { return position }
                return nil
            }
        }
        return nil
    }

    /// The previous glyph before `index` that `matches`, as ``next(after:_:_:)``.
    @inline(__always)
    func previous(before index: Int, _ matching: Matching, _ matches: ((ShapingGlyph) -> Bool)? = nil) -> Int? {
        var position = index
        while position > 0 {
            position -= 1
            if let found = step(position, matching, matches) {
                if found { return position }
                return nil
            }
        }
        return nil
    }

    /// true: match; false: no match (stop); nil: skip it.
    @inline(__always)
    private func step(_ position: Int, _ matching: Matching, _ matches: ((ShapingGlyph) -> Bool)?) -> Bool? {
        let skip = skip(
            position, flag: matching.flag, markSet: matching.markSet, ignoreNonJoiner: matching.ignoreNonJoiner,
            ignoreJoiner: matching.ignoreJoiner, ignoreHidden: matching.ignoreHidden
        )
        if skip == .yes { return nil }
        if let matches {
            if matches(glyphs[position]) { return true }
        } else if skip == .no {
            return true
        }
        if skip == .no { return false }
        return nil
    }

    // MARK: - Context rules

    /// Matches `rule` of `subtable` with its first input glyph at `index`: the positions of the
    /// input glyphs and the span from the first backtrack glyph to the last lookahead glyph.
    func match(
        _ rule: ContextSubtable.Rule, of subtable: ContextSubtable, at index: Int, lookup: Lookup, positioning: Bool
    ) -> (positions: [Int], first: Int, last: Int)? {
        let input = matching(lookup, positioning: positioning, context: false)
        let around = matching(lookup, positioning: positioning, context: true)
        var positions = [index]
        positions.reserveCapacity(rule.input.count + 1)
        var position = index
        for value in rule.input {
            let test = Self.test(subtable.matching, part: .input, value: value)
            guard let found = next(after: position, input, test) else { return nil }
            positions.append(found)
            position = found
        }
        var last = position
        for value in rule.lookahead {
            let test = Self.test(subtable.matching, part: .lookahead, value: value)
            guard let found = next(after: last, around, test) else { return nil }
            last = found
        }
        var first = index
        for value in rule.backtrack {
            let test = Self.test(subtable.matching, part: .backtrack, value: value)
            guard let found = previous(before: first, around, test) else { return nil }
            first = found
        }
        return (positions, first, last)
    }

    enum Part { case backtrack, input, lookahead }

    /// The test a rule value makes of a glyph.
    static func test(_ matching: ContextSubtable.Matching, part: Part, value: UInt16) -> (ShapingGlyph) -> Bool {
        switch matching {
        case .glyphs:
            return { $0.glyph == value }
        case .classes(let backtrack, let input, let lookahead):
            let classes = part == .backtrack ? backtrack : part == .input ? input : lookahead
            return { classes.classOf($0.glyph) == value }
        case .coverages(let backtrack, let input, let lookahead):
            let coverages = part == .backtrack ? backtrack : part == .input ? input : lookahead
            let index = Int(value)
            guard index < coverages.count else { return { _ in false } }
            let coverage = coverages[index]
            return { coverage.contains($0.glyph) }
        }
    }

    /// Applies the actions of a matched context rule, adjusting the input positions as nested
    /// substitutions change the glyph count; returns where the main loop continues.
    mutating func applyActions(
        _ actions: [(sequenceIndex: Int, lookupIndex: Int)], positions matched: [Int], depth: Int,
        positioning: Bool
    ) -> Int {
        var positions = matched
        var end = (positions.last ?? 0) + 1
        for action in actions {
            let index = action.sequenceIndex
            guard index < positions.count else { continue }
            let position = positions[index]
            guard position < glyphs.count else { continue }
            let before = glyphs.count
            guard nestedBudget > 0 else { break }
            nestedBudget -= 1
            if positioning {
                _ = applyPositioning(lookupIndex: action.lookupIndex, at: position, depth: depth + 1)
            } else {
                _ = applySubstitution(lookupIndex: action.lookupIndex, at: position, depth: depth + 1)
            }
            var delta = glyphs.count - before
            guard delta != 0 else { continue }
            end += delta
            if end < position {
                delta += position - end
                end = position
            }
            let count = positions.count
            if delta == 0 { continue }
            if delta > 0 {
                guard count + delta <= 64 else { break }
                // New glyphs right after the position: they join the sequence.
                let added = (1...delta).map { position + $0 }
                let rest = positions[(index + 1)..<count].map { $0 + delta }
                positions = Array(positions[0...index]) + added + rest
            } else {
                // Glyphs removed after the position: as many sequence positions go.
                let removed = min(-delta, count - index - 1)
                let rest = positions[(index + 1 + removed)..<count].map { $0 + delta }
                positions = Array(positions[0...index]) + rest
            }
        }
        return min(max(end, 0), glyphs.count)
    }
}

extension ShapingBuffer {
    /// Gives each glyph its class: from `GDEF`, or — for fonts without glyph classes — mark for
    /// nonspacing marks that are not default ignorables, base for everything else (HarfBuzz's rule).
    mutating func classifyGlyphs() {
        if plan.definitions.hasGlyphClasses {
            for index in glyphs.indices {
                glyphs[index].properties = plan.definitions.properties(of: glyphs[index].glyph)
            }
        } else {
            for index in glyphs.indices {
                let glyph = glyphs[index]
                glyphs[index].properties =
                    glyph.flags & ShapingGlyph.Flag.nonspacingMark != 0 && !glyph.isDefaultIgnorable
                    ? GlyphProperties.mark : GlyphProperties.base
            }
        }
    }

    /// Advances for a run measured unshaped: `hmtx`, then zero for marks and default ignorables.
    mutating func positionUnshaped() {
        for index in glyphs.indices {
            let glyph = glyphs[index]
            glyphs[index].advance =
                glyph.isMark || glyph.isDefaultIgnorable ? 0 : plan.horizontalMetrics.advance(of: glyph.glyph)
        }
    }
}

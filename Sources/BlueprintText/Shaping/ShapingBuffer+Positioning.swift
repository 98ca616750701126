/// `GPOS` (or the legacy `kern` table): advances from `hmtx`, then the plan's positioning
/// lookups, then zero-width marks and default ignorables — the order HarfBuzz uses.
extension ShapingBuffer {
    /// Sets every glyph's advance and applies positioning.
    mutating func position() {
        for index in glyphs.indices {
            glyphs[index].advance = plan.horizontalMetrics.advance(of: glyphs[index].glyph)
        }
        applySpaceFallbacks()
        for planned in plan.positioningOrder {
            let lookup = planned.lookup
            var position = 0
            while position < glyphs.count {
                if planned.firstGlyphs.contains(glyphs[position].glyph),
                    passesFlags(glyphs[position], flag: lookup.flag, markSet: lookup.markFilteringSet),
                    let next = applyPositioning(lookup, at: position, depth: 0)
                {
                    position = max(next, position + 1)
                } else {
                    position += 1
                }
            }
        }
        if let kerning = plan.kerning { applyKerningTable(kerning) }
        // Marks (by GDEF class, or nonspacing marks without GDEF) and default ignorables take no
        // width, whatever the font's advances and the positioning said.
        var zeroed = false
        for index in glyphs.indices where glyphs[index].isMark || glyphs[index].isDefaultIgnorable {
            glyphs[index].advance = 0
            zeroed = true
        }
        if zeroed {
            crossAdjustments.removeAll {
                glyphs[$0.glyph].advance == 0 && (glyphs[$0.glyph].isMark || glyphs[$0.glyph].isDefaultIgnorable)
            }
        }
        // Default ignorables are drawn as the space glyph (invisible, zero width).
        if let space = plan.spaceGlyph {
            for index in glyphs.indices where glyphs[index].isDefaultIgnorable {
                glyphs[index].glyph = space
            }
        }
    }

    /// Spaces the font lacked, drawn with its space glyph, get the width their kind of space has.
    private mutating func applySpaceFallbacks() {
        let em = plan.unitsPerEm
        for index in glyphs.indices where glyphs[index].spaceFallback != 0 {
            let glyph = glyphs[index]
            guard glyph.flags & ShapingGlyph.Flag.ligated == 0,
                let kind = UnicodeProperties.SpaceFallback(code: glyph.spaceFallback)
            else { continue }
            switch kind {
            case .space:
                break
            case .emDivided(let divisor):
                glyphs[index].advance = (em + divisor / 2) / divisor
            case .fourEighteenthsEm:
                glyphs[index].advance = em * 4 / 18
            case .figure:
                let map = plan.characterMap
                if let digit = (0x30...0x39).lazy.compactMap({ map.glyph(for: $0) }).first {
                    glyphs[index].advance = plan.horizontalMetrics.advance(of: digit)
                }
            case .punctuation:
                if let point = plan.characterMap.glyph(for: 0x2E) ?? plan.characterMap.glyph(for: 0x2C) {
                    glyphs[index].advance = plan.horizontalMetrics.advance(of: point)
                }
            case .narrow:
                glyphs[index].advance /= 2
            }
        }
    }

    /// Applies lookup `lookupIndex` once at `position` (from a context rule).
    mutating func applyPositioning(lookupIndex: Int, at position: Int, depth: Int) -> Int? {
        guard depth < Self.maximumNesting, let lookup = plan.positioningLookups[lookupIndex] else { return nil }
        return applyPositioning(lookup, at: position, depth: depth)
    }

    /// Tries the subtables of `lookup` at `position` until one applies; returns where the lookup
    /// continues (a pair continues at its second glyph), or nil when none applied.
    mutating func applyPositioning(_ lookup: Lookup, at position: Int, depth: Int) -> Int? {
        let glyph = glyphs[position].glyph
        for subtable in lookup.subtables {
            switch subtable {
            case .singleAdjustment(let coverage, let advances):
                guard let index = coverage.index(of: glyph), !advances.isEmpty else { continue }
                glyphs[position].advance &+=
                    advances.count == 1 ? advances[0] : index < advances.count ? advances[index] : 0
                return position + 1
            case .pairGlyphs(let pairs):
                guard let index = pairs.coverage.index(of: glyph) else { continue }
                let matching = matching(lookup, positioning: true, context: false)
                guard let second = next(after: position, matching),
                    let adjustment = pairs.adjustment(set: index, second: glyphs[second].glyph)
                else { continue }
                adjust(position, second, adjustment)
                return pairs.hasSecondValue ? second + 1 : second
            case .pairClasses(let pairs):
                guard pairs.coverage.contains(glyph) else { continue }
                let matching = matching(lookup, positioning: true, context: false)
                guard let second = next(after: position, matching),
                    let adjustment = pairs.adjustment(firstGlyph: glyph, secondGlyph: glyphs[second].glyph)
                else { continue }
                adjust(position, second, adjustment)
                return pairs.hasSecondValue ? second + 1 : second
            case .context(let context):
                for rule in context.rules(for: glyph) {
                    guard let match = match(rule, of: context, at: position, lookup: lookup, positioning: true) else {
                        continue
                    }
                    markUnsafe(match.first, match.last)
                    return applyActions(rule.actions, positions: match.positions, depth: depth, positioning: true)
                }
            case .singleSubstitution, .multipleSubstitution, .alternateSubstitution, .ligatureSubstitution, .inert:
                continue
            }
        }
        return nil
    }

    /// Adds a pair adjustment to glyphs `first` and `second`.
    private mutating func adjust(_ first: Int, _ second: Int, _ adjustment: (first: Int32, second: Int32)) {
        adjustPair(first, second, adjustment.first, adjustment.second)
    }

    /// Adds `amountFirst` to the first glyph's advance and `amountSecond` to the second's; when
    /// they belong to different characters, the adjustments are kerning at the boundary before the
    /// second glyph's character, and the boundaries between them (if any) are unsafe.
    mutating func adjustPair(_ first: Int, _ second: Int, _ amountFirst: Int32, _ amountSecond: Int32) {
        glyphs[first].advance &+= amountFirst
        glyphs[second].advance &+= amountSecond
        let low = min(glyphs[first].cluster, glyphs[second].cluster)
        let high = max(glyphs[first].cluster, glyphs[second].cluster)
        guard low != high else { return }
        if amountFirst != 0 {
            crossAdjustments.append(CrossAdjustment(glyph: first, boundary: high, amount: amountFirst))
        }
        if amountSecond != 0 {
            crossAdjustments.append(CrossAdjustment(glyph: second, boundary: high, amount: amountSecond))
        }
        if high - low > 1 {
            for boundary in (low + 1)..<high { unsafeBoundaries.insert(boundary) }
        }
    }

    /// The legacy `kern` table: each glyph kerns with the next glyph that is not a mark, the
    /// value split between the two advances as HarfBuzz splits it (the sum is what counts).
    private mutating func applyKerningTable(_ table: KerningTable) {
        let matching = Matching(
            flag: Lookup.Flag.ignoreMarks, markSet: 0, ignoreNonJoiner: true, ignoreJoiner: true, ignoreHidden: true
        )
        var position = 0
        while position < glyphs.count {
            guard let second = next(after: position, matching) else {
                position += 1
                continue
            }
            let value = table.kerning(glyphs[position].glyph, glyphs[second].glyph)
            if value != 0 {
                let first = value >> 1
                adjustPair(position, second, first, value - first)
            }
            position = second
        }
    }
}

extension UnicodeProperties.SpaceFallback {
    /// The fallback stored in a glyph (``code``), or nil for 0.
    init?(code: UInt8) {
        switch code {
        case 1: self = .space
        case 2...17: self = .emDivided(Int32(code - 1))
        case 18: self = .fourEighteenthsEm
        case 19: self = .figure
        case 20: self = .punctuation
        case 21: self = .narrow
        default: return nil
        }
    }

    /// The fallback as a glyph stores it (never 0).
    var code: UInt8 {
        switch self {
        case .space: 1
        case .emDivided(let divisor): UInt8(divisor + 1)
        case .fourEighteenthsEm: 18
        case .figure: 19
        case .punctuation: 20
        case .narrow: 21
        }
    }
}

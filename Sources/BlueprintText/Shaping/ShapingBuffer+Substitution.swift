/// `GSUB`: the plan's substitution lookups applied to the run, stage by stage, each lookup over
/// the whole run from its start.
extension ShapingBuffer {
    /// The deepest context lookups may nest (a font whose lookups apply each other stops here).
    static let maximumNesting = 16

    mutating func substitute() {
        for stage in plan.substitutionStages {
            for planned in stage {
                let lookup = planned.lookup
                var position = 0
                while position < glyphs.count {
                    let count = glyphs.count
                    if planned.firstGlyphs.contains(glyphs[position].glyph),
                        passesFlags(glyphs[position], flag: lookup.flag, markSet: lookup.markFilteringSet),
                        let next = applySubstitution(lookup, at: position, depth: 0)
                    {
                        // A deletion leaves the next glyph at `position`; anything else moves on.
                        position = next > position || glyphs.count < count ? next : position + 1
                    } else {
                        position += 1
                    }
                }
            }
        }
    }

    /// Applies lookup `lookupIndex` once at `position` (from a context rule).
    mutating func applySubstitution(lookupIndex: Int, at position: Int, depth: Int) -> Int? {
        guard depth < Self.maximumNesting, let lookup = plan.substitutionLookups[lookupIndex] else { return nil }
        return applySubstitution(lookup, at: position, depth: depth)
    }

    /// Tries the subtables of `lookup` at `position` until one applies; returns the position
    /// after what it changed, or nil when none applied.
    mutating func applySubstitution(_ lookup: Lookup, at position: Int, depth: Int) -> Int? {
        let glyph = glyphs[position].glyph
        for subtable in lookup.subtables {
            switch subtable {
            case .singleSubstitution(let coverage, let delta, let substitutes):
                guard let index = coverage.index(of: glyph) else { continue }
                if let delta {
                    replace(position, with: UInt16(truncatingIfNeeded: Int(glyph) + delta))
                } else {
                    guard index < substitutes.count else { continue }
                    replace(position, with: substitutes[index])
                }
                return position + 1
            case .multipleSubstitution(let coverage, let sequences):
                guard let index = coverage.index(of: glyph), index < sequences.count else { continue }
                let sequence = sequences[index]
                if sequence.count == 1 {
                    replace(position, with: sequence[0])
                    return position + 1
                }
                guard glyphs.count - 1 + sequence.count <= maximumCount else { continue }
                let original = glyphs[position]
                var replacement: [ShapingGlyph] = []
                for substitute in sequence {
                    var copy = original
                    copy.glyph = substitute
                    if plan.definitions.hasGlyphClasses {
                        copy.properties = plan.definitions.properties(of: substitute)
                    }
                    replacement.append(copy)
                }
                glyphs.replaceSubrange(position...position, with: replacement)
                return position + sequence.count
            case .alternateSubstitution(let coverage, let alternates):
                guard let index = coverage.index(of: glyph), index < alternates.count,
                    let first = alternates[index].first
                else { continue }
                replace(position, with: first)
                return position + 1
            case .ligatureSubstitution(let coverage, let ligatures):
                guard let index = coverage.index(of: glyph), index < ligatures.count else { continue }
                let matching = matching(lookup, positioning: false, context: false)
                for rule in ligatures[index] {
                    var positions = [position]
                    var last = position
                    var matched = true
                    for component in rule.components {
                        guard let found = next(after: last, matching, { $0.glyph == component }) else {
                            matched = false
                            break
                        }
                        positions.append(found)
                        last = found
                    }
                    if matched { return ligate(positions, into: rule.glyph) }
                }
            case .context(let context):
                for rule in context.rules(for: glyph) {
                    guard let match = match(rule, of: context, at: position, lookup: lookup, positioning: false) else {
                        continue
                    }
                    markUnsafe(match.first, match.last)
                    return applyActions(rule.actions, positions: match.positions, depth: depth, positioning: false)
                }
            case .singleAdjustment, .pairGlyphs, .pairClasses, .inert:
                continue
            }
        }
        return nil
    }

    /// Glyph `position` becomes `glyph`, taking its class from `GDEF` when the font has one.
    private mutating func replace(_ position: Int, with glyph: UInt16) {
        glyphs[position].glyph = glyph
        if plan.definitions.hasGlyphClasses {
            glyphs[position].properties = plan.definitions.properties(of: glyph)
        }
    }

    /// The glyphs at `positions` become one `ligature` glyph at the first position; glyphs the
    /// match skipped between them (marks) stay, after it. All of them join the first cluster.
    private mutating func ligate(_ positions: [Int], into ligature: UInt16) -> Int {
        let first = positions[0]
        let last = positions[positions.count - 1]
        markUnsafe(first, last)
        var cluster = glyphs[first].cluster
        for index in first...last { cluster = min(cluster, glyphs[index].cluster) }
        for index in first...last { glyphs[index].cluster = cluster }
        let allMarks = positions.allSatisfy { glyphs[$0].isMark }
        glyphs[first].glyph = ligature
        glyphs[first].flags |= ShapingGlyph.Flag.ligated
        if plan.definitions.hasGlyphClasses {
            glyphs[first].properties = plan.definitions.properties(of: ligature)
        } else if !allMarks {
            glyphs[first].properties = GlyphProperties.ligature
        }
        for index in positions.dropFirst().reversed() {
            glyphs.remove(at: index)
        }
        return last - (positions.count - 1) + 1
    }
}

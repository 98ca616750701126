/// Maps a run's scalars to the font's glyphs the way HarfBuzz's normaliser does, so that a
/// character the font lacks can still show through its canonical decomposition, and a base with
/// combining marks through a precomposed glyph:
///
/// 1. Decompose. A character with no mark after it keeps its glyph when the font has one; else
///    it is replaced by its canonical decomposition (one level at a time, the shortest the font
///    has); else a space separator becomes the font's space (sized later by its kind); else
///    U+2011 NON-BREAKING HYPHEN becomes U+2010's glyph; else `.notdef` (glyph 0). A base
///    followed by marks is decomposed as far as the font allows; a cluster with a variation
///    selector is left as it is.
/// 2. Reorder: runs of marks are sorted by canonical combining class.
/// 3. Recompose: each mark composes with the base before it when the font has the composite
///    and no mark of the same or a higher class stands between them.
///
/// Variation sequences (`cmap` format 14) are not read: a variation selector is a zero-width
/// default ignorable.
struct ShapingNormalizer {
    let characterMap: CharacterMap
    let spaceGlyph: UInt16?

    /// Maps `glyphs` (one per scalar, each with its character index) to the font's glyphs.
    func normalize(_ glyphs: inout [ShapingGlyph]) {
        // Most text: no marks, and the font has every character. Nothing to decompose or compose.
        var simple = true
        for index in glyphs.indices {
            guard !glyphs[index].isUnicodeMark, let glyph = characterMap.glyph(for: glyphs[index].codepoint) else {
                simple = false
                break
            }
            glyphs[index].glyph = glyph
        }
        if !simple { glyphs = self.glyphs(for: glyphs) }
    }

    /// The glyphs of `input` (one per scalar, each with its character index).
    func glyphs(for input: [ShapingGlyph]) -> [ShapingGlyph] {
        var output: [ShapingGlyph] = []
        output.reserveCapacity(input.count)
        var index = 0
        var allSimple = true
        let count = input.count
        while index < count {
            // Characters without marks after them, up to (not including) the base of the next marks.
            var end = index + 1
            while end < count, !input[end].isUnicodeMark { end += 1 }
            if end < count { end -= 1 }
            while index < end {
                decompose(input[index], shortest: true, into: &output)
                index += 1
            }
            guard index < count else { break }
            allSimple = false
            end = index + 1
            while end < count, input[end].isUnicodeMark { end += 1 }
            if input[index..<end].contains(where: { UnicodeProperties.isVariationSelector($0.codepoint) }) {
                for var glyph in input[index..<end] {
                    glyph.glyph = characterMap.glyph(for: glyph.codepoint) ?? 0
                    output.append(glyph)
                }
            } else {
                for glyph in input[index..<end] {
                    decompose(glyph, shortest: false, into: &output)
                }
            }
            index = end
        }
        guard !allSimple else { return output }
        reorderMarks(&output)
        return recompose(output)
    }

    private func decompose(_ glyph: ShapingGlyph, shortest: Bool, into output: inout [ShapingGlyph]) {
        let scalar = glyph.codepoint
        if shortest, let found = characterMap.glyph(for: scalar) {
            var copy = glyph
            copy.glyph = found
            output.append(copy)
            return
        }
        var parts: [(UInt32, UInt16)] = []
        if decompose(scalar, shortest: shortest, into: &parts) {
            for (part, partGlyph) in parts {
                var copy = glyph
                copy.setUnicodeProperties(part)
                copy.glyph = partGlyph
                output.append(copy)
            }
            return
        }
        var copy = glyph
        if !shortest, let found = characterMap.glyph(for: scalar) {
            copy.glyph = found
        } else if glyph.flags & ShapingGlyph.Flag.unicodeSpace != 0,
            let fallback = UnicodeProperties.spaceFallback(scalar), let space = spaceGlyph
        {
            copy.glyph = space
            copy.spaceFallback = fallback.code
        } else if scalar == 0x2011, let hyphen = characterMap.glyph(for: 0x2010) {
            copy.glyph = hyphen
        } else {
            copy.glyph = 0
        }
        output.append(copy)
    }

    /// Appends the decomposition of `scalar` the font can show to `parts`; false when there is none.
    private func decompose(_ scalar: UInt32, shortest: Bool, into parts: inout [(UInt32, UInt16)]) -> Bool {
        guard let (first, second) = UnicodeProperties.decompose(scalar) else { return false }
        var secondGlyph: UInt16 = 0
        if second != 0 {
            guard let found = characterMap.glyph(for: second) else { return false }
            secondGlyph = found
        }
        let firstGlyph = characterMap.glyph(for: first)
        if shortest, let firstGlyph {
            parts.append((first, firstGlyph))
            if second != 0 { parts.append((second, secondGlyph)) }
            return true
        }
        var nested: [(UInt32, UInt16)] = []
        if decompose(first, shortest: shortest, into: &nested) {
            parts.append(contentsOf: nested)
            if second != 0 { parts.append((second, secondGlyph)) }
            return true
        }
        if let firstGlyph {
            parts.append((first, firstGlyph))
            if second != 0 { parts.append((second, secondGlyph)) }
            return true
        }
        return false
    }

    /// Sorts each run of marks (nonzero combining class, at most 32) by class, stably.
    private func reorderMarks(_ glyphs: inout [ShapingGlyph]) {
        var index = 0
        while index < glyphs.count {
            guard glyphs[index].combiningClass != 0 else {
                index += 1
                continue
            }
            var end = index + 1
            while end < glyphs.count, glyphs[end].combiningClass != 0 { end += 1 }
            if end - index <= 32 {
                let sorted = glyphs[index..<end].enumerated().sorted {
                    ($0.element.combiningClass, $0.offset) < ($1.element.combiningClass, $1.offset)
                }.map(\.element)
                if zip(sorted, glyphs[index..<end]).contains(where: { $0.codepoint != $1.codepoint }) {
                    let cluster = glyphs[index..<end].map(\.cluster).min() ?? 0
                    glyphs.replaceSubrange(
                        index..<end,
                        with: sorted.map { glyph -> ShapingGlyph in
                            var copy = glyph
                            copy.cluster = cluster
                            return copy
                        })
                }
            }
            index = end + 1
        }
    }

    /// Composes marks with the base before them where the font has the composite.
    private func recompose(_ glyphs: [ShapingGlyph]) -> [ShapingGlyph] {
        guard var previous = glyphs.first else { return [] }
        var output: [ShapingGlyph] = [previous]
        output.reserveCapacity(glyphs.count)
        var starter = 0
        for glyph in glyphs.dropFirst() {
            previous = output[output.count - 1]
            if glyph.isUnicodeMark,
                starter == output.count - 1 || previous.combiningClass < glyph.combiningClass,
                let composed = UnicodeProperties.compose(output[starter].codepoint, glyph.codepoint),
                let composedGlyph = characterMap.glyph(for: composed)
            {
                let cluster = min(output[starter].cluster, glyph.cluster)
                for index in starter..<output.count { output[index].cluster = cluster }
                output[starter].setUnicodeProperties(composed)
                output[starter].glyph = composedGlyph
                continue
            }
            output.append(glyph)
            if glyph.combiningClass == 0 { starter = output.count - 1 }
        }
        return output
    }
}

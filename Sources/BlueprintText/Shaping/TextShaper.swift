import Foundation

/// Shapes text with a font and its fallbacks: Unicode scalars to glyphs, ligatures, advances and
/// kerning, as HarfBuzz shapes scripts without complex shaping.
///
/// For each run of text of one script and one font (see ``GlyphRun``) the shaper:
///
/// 1. maps the scalars to glyphs through the font's `cmap`, decomposing characters the font lacks
///    and composing base–mark pairs it has precomposed, as HarfBuzz's normaliser does (spaces the
///    font lacks take its space glyph, sized by their kind; anything else missing is `.notdef`);
/// 2. applies the `GSUB` lookups of HarfBuzz's default features (`ccmp`, `locl`, `rlig`, `calt`,
///    `clig`, `liga`, `rclt`, …; see ``ShapedText`` for what is not applied) in the default
///    language system of the run's script — ligatures, single, multiple and contextual
///    substitutions;
/// 3. takes each glyph's advance from `hmtx`, scaled by `size / unitsPerEm`;
/// 4. applies `GPOS` pair and single adjustments (directly, through extension lookups or through
///    contexts) of the `kern` and other default features — or, when the font's `GPOS` has no
///    `kern` feature for the script, the legacy `kern` table;
/// 5. gives marks (by `GDEF` class, or nonspacing marks in fonts without one) and default
///    ignorables (joiners, variation selectors, soft hyphens, …) zero width.
///
/// A character that the first font cannot show (including through decomposition) is shaped with
/// the first fallback that can; when none can, with the first font (as `.notdef`). Text of a
/// script that needs complex shaping (Arabic, Hebrew, Indic scripts, Thai, …) is measured
/// unshaped: glyphs from the `cmap`, advances from `hmtx`, nothing else (``GlyphRun/isShaped``).
///
/// The script of a run picks the OpenType script of its lookups as HarfBuzz picks it: the
/// script's tag (`latn`, `grek`, `cyrl`, `hani`, `kana` for Hiragana and Katakana, `hang`, …) if
/// the font lists it, else `DFLT`, else `dflt`, else `latn`; a run of characters of no particular
/// script uses `DFLT` (then `dflt`, `latn`). Within that script the default language system
/// applies (as HarfBuzz's with no language, or one the font does not list); language-specific
/// systems (`locl` forms for Turkish, Serbian, …) are not chosen. Characters of no particular
/// script (spaces, digits, punctuation) join the run before them, or the first run after them at
/// the start of a line. Scripts come from Unicode 15's Scripts.txt.
///
/// A shaper holds only its fonts; fonts cache what they read, so shaping with a font the second
/// time skips reading its tables. Shaping is thread-safe.
///
/// ```swift
/// let font = try Font(contentsOf: URL(fileURLWithPath: "Fonts/NotoSans-Regular.ttf"))
/// let shaper = TextShaper(font: font)
/// let shaped = try shaper.shape("Waffle Tea", size: 17)
/// shaped.width                              // the single-line advance width in points
/// shaped.width(ofCharacters: 0..<6)         // "Waffle" on a line of its own
/// ```
public struct TextShaper: Sendable, Hashable {
    /// The first font, then the fallbacks, in the order they are tried.
    public let fonts: [Font]

    /// A shaper with `font` and, for characters it lacks, `fallbacks` in order.
    public init(font: Font, fallbacks: [Font] = []) {
        fonts = [font] + fallbacks
    }

    /// Shapes `text` on one line at `size` points per em.
    ///
    /// - Throws: ``FontError`` when a table the text needs is malformed (`Font/validate()`
    ///   finds every such error up front).
    public func shape(_ text: String, size: CGFloat) throws -> ShapedText {
        let characters = TextCharacters(text)
        let items = try itemize(characters)
        var advances = [Int32](repeating: 0, count: characters.count)
        var advancesInPoints = [CGFloat](repeating: 0, count: characters.count)
        var kerning = [CGFloat](repeating: 0, count: max(0, characters.count - 1))
        var unsafe = [Bool](repeating: false, count: characters.count + 1)
        var runs: [GlyphRun] = []
        runs.reserveCapacity(items.count)
        var runOfCharacter = [Int32](repeating: 0, count: characters.count)
        // The plans used so far (a text has few): font index, script, plan.
        var plans: [(font: Int, script: UInt8?, plan: ShapingPlan)] = []
        for item in items {
            let font = fonts[item.fontIndex]
            let scale = size / CGFloat(font.metrics.unitsPerEm)
            var scalars: [ShapingGlyph] = []
            scalars.reserveCapacity(item.characters.count)
            for position in item.characters {
                runOfCharacter[position] = Int32(runs.count)
                for scalar in characters.scalars(of: position) {
                    scalars.append(ShapingGlyph(scalar: scalar, cluster: Int32(position)))
                }
            }
            let scriptCode = item.script.map { UnicodeTables.scriptCodes[Int($0)] }
            let shaped = item.script.map { ScriptInfo.isComplex[Int($0)] } != true
            let tags = item.script.map { ScriptInfo.tagsByIndex[Int($0)] } ?? []
            let plan: ShapingPlan
            if let known = plans.first(where: { $0.font == item.fontIndex && $0.script == item.script }) {
                plan = known.plan
            } else {
                plan = try font.plan(for: tags)
                plans.append((item.fontIndex, item.script, plan))
            }
            let normalizer = ShapingNormalizer(characterMap: plan.characterMap, spaceGlyph: plan.spaceGlyph)
            var buffer = ShapingBuffer(glyphs: [], plan: plan)
            if shaped {
                normalizer.normalize(&scalars)
                buffer.reset(consume scalars)
                buffer.classifyGlyphs()
                buffer.substitute()
                buffer.position()
            } else {
                buffer.glyphs = scalars.map { entry in
                    var glyph = entry
                    glyph.glyph = plan.characterMap.glyph(for: entry.codepoint) ?? 0
                    return glyph
                }
                buffer.classifyGlyphs()
                buffer.positionUnshaped()
            }
            // Kerning at boundaries is kept apart from the glyphs' advances.
            var crossAmounts: [Int32] = []
            if !buffer.crossAdjustments.isEmpty {
                crossAmounts = [Int32](repeating: 0, count: buffer.glyphs.count)
            }
            for adjustment in buffer.crossAdjustments {
                crossAmounts[adjustment.glyph] &+= adjustment.amount
                let boundary = Int(adjustment.boundary)
                if boundary > 0, boundary <= kerning.count {
                    kerning[boundary - 1] += CGFloat(adjustment.amount) * scale
                }
            }
            var glyphs: [ShapedGlyph] = []
            glyphs.reserveCapacity(buffer.glyphs.count)
            for (position, glyph) in buffer.glyphs.enumerated() {
                let cluster = Int(glyph.cluster)
                advances[cluster] &+= glyph.advance &- (crossAmounts.isEmpty ? 0 : crossAmounts[position])
                glyphs.append(
                    ShapedGlyph(glyph: glyph.glyph, cluster: cluster, advance: CGFloat(glyph.advance) * scale))
            }
            for position in item.characters {
                advancesInPoints[position] = CGFloat(advances[position]) * scale
            }
            for boundary in buffer.unsafeBoundaries where boundary > 0 && Int(boundary) < characters.count {
                unsafe[Int(boundary)] = true
            }
            runs.append(
                GlyphRun(
                    font: font, fontIndex: item.fontIndex, script: scriptCode, isShaped: shaped,
                    characters: item.characters, glyphs: glyphs
                )
            )
        }
        return ShapedText(
            text: text, size: size, shaper: self, runs: runs, characterAdvances: advancesInPoints, kerning: kerning,
            unsafeBoundaries: unsafe, runOfCharacter: runOfCharacter, characters: characters
        )
    }

    /// The single-line advance width of `text` at `size` points: ``ShapedText/width`` of
    /// ``shape(_:size:)``.
    public func width(of text: String, size: CGFloat) throws -> CGFloat {
        try shape(text, size: size).width
    }
}

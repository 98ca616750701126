/// What shaping a run of one script with one font needs, compiled once per font and script: the
/// tables, and the `GSUB` and `GPOS` lookups of the default features in the order they apply.
///
/// The features are HarfBuzz's defaults for horizontal left-to-right text with its default shaper:
/// `rvrn` in a stage of its own, then `ltra`, `ltrm`, `ccmp`, `locl`, `rlig`, `calt`, `clig`,
/// `liga`, `rclt` (and `abvm`, `blwm`, `mark`, `mkmk`, `curs`, `dist`, `kern` where a font lists
/// them in `GSUB`); in `GPOS` the same list, of which `kern` changes advances. They are looked up
/// in the default language system of the run's script (the script's OpenType tag, else `DFLT`,
/// else `dflt`, else `latn`). The required feature of that language system applies too.
///
/// Not applied: the fraction features (`frac`, `numr`, `dnom`, which HarfBuzz applies only
/// around U+2044 FRACTION SLASH), `rand`, and `GSUB` reverse chaining substitution. Positioning
/// keeps only advance adjustments (single and pair adjustment, directly or through contexts);
/// cursive attachment (`curs`), which can change advances in HarfBuzz, is not applied.
///
/// The legacy `kern` table applies when the font has no `GPOS` table or its `GPOS` has no `kern`
/// feature for the script (as in HarfBuzz).
final class ShapingPlan: Sendable {
    let characterMap: CharacterMap
    let horizontalMetrics: HorizontalMetrics
    let definitions: GlyphDefinitions
    let unitsPerEm: Int32
    /// The glyph of U+0020, which space fallbacks and hidden characters use.
    let spaceGlyph: UInt16?
    /// GSUB lookups, stage by stage, each stage sorted by lookup index.
    let substitutionStages: [[PlannedLookup]]
    /// GPOS lookups that can change advances, sorted by lookup index.
    let positioningOrder: [PlannedLookup]
    /// Compiled lookups by index (the plan's own and those their contexts apply).
    let substitutionLookups: [Int: Lookup]
    let positioningLookups: [Int: Lookup]
    /// The legacy `kern` table, when it applies.
    let kerning: KerningTable?
    /// The OpenType script the lookups were chosen for in each table (nil: none found).
    let substitutionScript: UInt32?
    let positioningScript: UInt32?

    static let features: Set<UInt32> = Set(
        [
            "ltra", "ltrm", "abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist",
            "kern", "liga", "rclt",
        ].map(Tag.from)
    )
    static let variationFeature: Set<UInt32> = [Tag.from("rvrn")]

    init(font: Font, scripts: [UInt32]) throws {
        characterMap = try font.characterMap()
        horizontalMetrics = try font.horizontalMetrics()
        definitions = try font.glyphDefinitions()
        unitsPerEm = Int32(font.metrics.unitsPerEm)
        spaceGlyph = characterMap.glyph(for: 0x20)

        var substitutionStages: [[PlannedLookup]] = []
        var substitutionLookups: [Int: Lookup] = [:]
        var substitutionScript: UInt32?
        if let table = try font.substitutionTable(), let script = try table.chooseScript(scripts) {
            substitutionScript = script
            let stage0 = try table.lookupIndices(script: script, features: Self.variationFeature).lookups
            let stage1 = try table.lookupIndices(script: script, features: Self.features).lookups
            substitutionLookups = try Self.compile(stage0 + stage1, of: table, font: font)
            substitutionStages = [stage0, stage1].filter { !$0.isEmpty }.map {
                Self.planned($0, substitutionLookups, glyphCount: font.glyphCount)
            }
        }
        var positioningOrder: [PlannedLookup] = []
        var positioningLookups: [Int: Lookup] = [:]
        var hasPositioningKern = false
        var positioningScript: UInt32?
        let positioning = try font.positioningTable()
        if let table = positioning, let script = try table.chooseScript(scripts) {
            positioningScript = script
            let (lookups, found) = try table.lookupIndices(script: script, features: Self.features)
            hasPositioningKern = found.contains(Tag.kern)
            positioningLookups = try Self.compile(lookups, of: table, font: font)
            positioningOrder = Self.planned(lookups, positioningLookups, glyphCount: font.glyphCount)
        }
        kerning = positioning != nil && hasPositioningKern ? nil : try font.kerningTable()
        self.substitutionStages = substitutionStages
        self.substitutionLookups = substitutionLookups
        self.positioningOrder = positioningOrder
        self.positioningLookups = positioningLookups
        self.substitutionScript = substitutionScript
        self.positioningScript = positioningScript
    }

    /// The lookups `indices` that can change something, with the glyphs each may start at.
    private static func planned(_ indices: [Int], _ lookups: [Int: Lookup], glyphCount: Int) -> [PlannedLookup] {
        indices.compactMap { index in
            guard let lookup = lookups[index], !lookup.isInert else { return nil }
            return PlannedLookup(lookup: lookup, firstGlyphs: lookup.firstGlyphs(glyphCount: glyphCount))
        }
    }

    /// `indices` and every lookup their contexts apply, compiled.
    private static func compile(_ indices: [Int], of table: LayoutTable, font: Font) throws -> [Int: Lookup] {
        var lookups: [Int: Lookup] = [:]
        var pending = indices
        while let index = pending.popLast() {
            guard lookups[index] == nil, index < table.lookupCount else { continue }
            let lookup = try font.lookup(index, of: table)
            lookups[index] = lookup
            pending.append(contentsOf: lookup.nestedLookupIndices)
        }
        return lookups
    }
}

/// A lookup of a plan, with the glyphs it may start to apply at.
struct PlannedLookup: Sendable {
    let lookup: Lookup
    let firstGlyphs: GlyphSet
}

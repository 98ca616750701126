/// The `GDEF` table compiled: each glyph's class (base, ligature, mark, component) and mark
/// attachment class, and the mark filtering sets, which decide the glyphs a lookup skips.
struct GlyphDefinitions: Sendable {
    /// Whether the font classifies its glyphs (`GDEF` with a glyph class definition). Without it,
    /// the shaper classifies glyphs from their characters (nonspacing marks are marks), as
    /// HarfBuzz does.
    let hasGlyphClasses: Bool
    private let glyphClasses: ClassDefinition
    private let markAttachmentClasses: ClassDefinition
    private let markGlyphSets: [Coverage]

    /// No `GDEF` table.
    static let none = GlyphDefinitions()

    private init() {
        hasGlyphClasses = false
        glyphClasses = .empty
        markAttachmentClasses = .empty
        markGlyphSets = []
    }

    init(_ bytes: FontBytes) throws {
        let major = try bytes.uint16(at: 0)
        let minor = try bytes.uint16(at: 2)
        guard major == 1 else {
            throw bytes.error(at: 0, "has GDEF version \(major).\(minor) (1.x expected)")
        }
        let classOffset = Int(try bytes.uint16(at: 4))
        glyphClasses = classOffset == 0 ? .empty : try ClassDefinition(bytes.sub(at: classOffset))
        hasGlyphClasses = classOffset != 0
        let markClassOffset = Int(try bytes.uint16(at: 10))
        markAttachmentClasses = markClassOffset == 0 ? .empty : try ClassDefinition(bytes.sub(at: markClassOffset))
        var sets: [Coverage] = []
        if minor >= 2 {
            let setsOffset = Int(try bytes.uint16(at: 12))
            if setsOffset != 0 {
                let table = try bytes.sub(at: setsOffset)
                let count = Int(try table.uint16(at: 2))
                try table.require(4 * count, at: 4, for: "the \(count) mark glyph set offsets")
                for index in 0..<count {
                    sets.append(try Coverage(table.sub(at: Int(try table.uint32(at: 4 + 4 * index)))))
                }
            }
        }
        markGlyphSets = sets
    }

    /// The glyph's properties as lookup flags test them: ``GlyphProperties/base``, `ligature` or
    /// `mark` (with the mark attachment class in bits 8–15), or none for class 0 and components.
    @inline(__always)
    func properties(of glyph: UInt16) -> UInt16 {
        switch glyphClasses.classOf(glyph) {
        case 1: return GlyphProperties.base
        case 2: return GlyphProperties.ligature
        case 3: return GlyphProperties.mark | (markAttachmentClasses.classOf(glyph) & 0xFF) << 8
        default: return 0
        }
    }

    /// Whether mark filtering set `set` holds `glyph` (false for a set the table does not have).
    @inline(__always)
    func markSet(_ set: Int, contains glyph: UInt16) -> Bool {
        set < markGlyphSets.count && markGlyphSets[set].contains(glyph)
    }
}

/// Glyph property bits, laid out like the lookup flags that skip them.
enum GlyphProperties {
    static let base: UInt16 = 0x02
    static let ligature: UInt16 = 0x04
    static let mark: UInt16 = 0x08
    /// The class bits.
    static let classMask: UInt16 = 0x0E
}

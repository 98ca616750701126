/// The `head` table: the font's design grid.
struct HeadTable: Sendable {
    /// Font units per em (16…16,384).
    let unitsPerEm: Int

    init(_ bytes: FontBytes) throws {
        let units = Int(try bytes.uint16(at: 18))
        guard (16...16_384).contains(units) else {
            throw bytes.error(at: 18, "has unitsPerEm \(units), outside 16…16384")
        }
        unitsPerEm = units
    }
}

/// The `maxp` table: how many glyphs the font has.
struct MaximumProfileTable: Sendable {
    let glyphCount: Int

    init(_ bytes: FontBytes) throws {
        glyphCount = Int(try bytes.uint16(at: 4))
    }
}

/// The `hhea` table: the horizontal line metrics and how many advances `hmtx` stores.
struct HorizontalHeaderTable: Sendable {
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let numberOfHMetrics: Int

    init(_ bytes: FontBytes) throws {
        ascender = Int(try bytes.int16(at: 4))
        descender = Int(try bytes.int16(at: 6))
        lineGap = Int(try bytes.int16(at: 8))
        numberOfHMetrics = Int(try bytes.uint16(at: 34))
    }
}

/// The parts of the `OS/2` table that decide line metrics.
struct OS2Table: Sendable {
    /// `fsSelection` bit 7: the typographic metrics are the font's line metrics.
    let useTypographicMetrics: Bool
    let typographicAscender: Int
    let typographicDescender: Int
    let typographicLineGap: Int

    /// The smallest `OS/2` table with the typographic metrics (version 0 as Microsoft defines it);
    /// HarfBuzz ignores shorter ones (Apple's 68-byte version 0), and so does this reader.
    static let minimumLength = 78

    init?(_ bytes: FontBytes) throws {
        guard bytes.count >= Self.minimumLength else { return nil }
        useTypographicMetrics = try bytes.uint16(at: 62) & 0x80 != 0
        typographicAscender = Int(try bytes.int16(at: 68))
        typographicDescender = Int(try bytes.int16(at: 70))
        typographicLineGap = Int(try bytes.int16(at: 72))
    }
}

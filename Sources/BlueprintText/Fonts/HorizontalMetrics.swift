/// The `hmtx` table compiled: every glyph's advance width in font units.
struct HorizontalMetrics: Sendable {
    /// The advance of each glyph id below the font's glyph count.
    let advances: [UInt16]

    /// Reads `numberOfHMetrics` long records (advance, left side bearing); glyphs after them
    /// repeat the last advance, as the format says.
    init(_ bytes: FontBytes, numberOfHMetrics: Int, glyphCount: Int) throws {
        guard numberOfHMetrics > 0 || glyphCount == 0 else {
            throw bytes.error(at: 0, "follows an hhea table with numberOfHMetrics 0 for \(glyphCount) glyphs")
        }
        let stored = min(numberOfHMetrics, glyphCount)
        if stored > 0 {
            try bytes.require(4 * stored, at: 0, for: "the \(stored) advance records")
        }
        var advances = [UInt16](repeating: 0, count: glyphCount)
        var last: UInt16 = 0
        for glyph in 0..<stored {
            last = try bytes.uint16(at: 4 * glyph)
            advances[glyph] = last
        }
        for glyph in stored..<glyphCount {
            advances[glyph] = last
        }
        self.advances = advances
    }

    /// The advance of `glyph` in font units (0 for a glyph id the font does not have).
    @inline(__always)
    func advance(of glyph: UInt16) -> Int32 {
        let index = Int(glyph)
        return index < advances.count ? Int32(advances[index]) : 0
    }
}

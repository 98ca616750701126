import Foundation

/// Builds small OpenType fonts byte by byte, for tests of tables the shipped fonts do not have
/// (a legacy `kern` table, extension lookups, `cmap` format 12, typographic metrics) and of
/// collections.
///
/// The synthetic font has 1000 units per em and these glyphs: 0 `.notdef` (500), 1 "A" (600),
/// 2 "V" (550), 3 space (250), 4 "f" (300), 5 "i" (250), 6 the "fi" ligature (the advance of
/// glyph 5 repeated when `numberOfHMetrics` is 6), 7 U+1F600 through `cmap` format 12 (700).
struct FontBuilder {
    var kernTable: [(UInt16, UInt16, Int16)] = []
    /// Pair kerning through a GPOS extension lookup (type 9 wrapping type 2 format 1).
    var positioningPairs: [(UInt16, UInt16, Int16)]?
    /// An "fi" ligature through a GSUB extension lookup (type 7 wrapping type 4).
    var ligature = false
    var useTypographicMetrics = false
    var numberOfHMetrics: UInt16 = 8
    var characterMapFormat12 = false

    static let advances: [UInt16] = [500, 600, 550, 250, 300, 250, 520, 700]
    static let characters: [(UInt32, UInt16)] = [(0x20, 3), (0x41, 1), (0x56, 2), (0x66, 4), (0x69, 5)]

    /// The font file.
    func build() -> Data {
        var tables: [(String, [UInt8])] = [
            ("head", head()), ("hhea", hhea()), ("maxp", maxp()), ("hmtx", hmtx()), ("cmap", cmap()), ("OS/2", os2()),
        ]
        if !kernTable.isEmpty { tables.append(("kern", kern())) }
        if let positioningPairs { tables.append(("GPOS", gpos(positioningPairs))) }
        if ligature { tables.append(("GSUB", gsub())) }
        return Data(Self.file(tables.sorted { $0.0 < $1.0 }, at: 0))
    }

    /// A collection of `fonts` (each a font of this builder), tables not shared.
    static func collection(_ fonts: [FontBuilder]) -> Data {
        var header = Writer()
        header.tag("ttcf")
        header.u32(0x0001_0000)
        header.u32(UInt32(fonts.count))
        var offset = 12 + 4 * fonts.count
        var bodies: [[UInt8]] = []
        for font in fonts {
            header.u32(UInt32(offset))
            let tables = font.tables()
            let body = file(tables.sorted { $0.0 < $1.0 }, at: offset)
            bodies.append(body)
            offset += body.count
        }
        return Data(header.bytes + bodies.joined())
    }

    private func tables() -> [(String, [UInt8])] {
        var tables: [(String, [UInt8])] = [
            ("head", head()), ("hhea", hhea()), ("maxp", maxp()), ("hmtx", hmtx()), ("cmap", cmap()), ("OS/2", os2()),
        ]
        if !kernTable.isEmpty { tables.append(("kern", kern())) }
        return tables
    }

    /// A table directory and tables, with table offsets counted from `base` (the directory's
    /// place in the whole file).
    static func file(_ tables: [(String, [UInt8])], at base: Int) -> [UInt8] {
        var directory = Writer()
        directory.u32(0x0001_0000)
        directory.u16(UInt16(tables.count))
        directory.u16(0)
        directory.u16(0)
        directory.u16(0)
        var body: [UInt8] = []
        var offset = base + 12 + 16 * tables.count
        for (tag, bytes) in tables {
            directory.tag(tag)
            directory.u32(0)
            directory.u32(UInt32(offset))
            directory.u32(UInt32(bytes.count))
            var padded = bytes
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        return directory.bytes + body
    }

    private func head() -> [UInt8] {
        var w = Writer()
        w.u32(0x0001_0000)
        w.u32(0x0001_0000)
        w.u32(0)
        w.u32(0x5F0F_3CF5)
        w.u16(0)
        w.u16(1000)
        w.zeros(16 + 8 + 10)
        w.u16(0)
        w.u16(0)
        return w.bytes
    }

    private func hhea() -> [UInt8] {
        var w = Writer()
        w.u32(0x0001_0000)
        w.i16(800)
        w.i16(-200)
        w.i16(90)
        w.zeros(24)
        w.u16(numberOfHMetrics)
        return w.bytes
    }

    private func maxp() -> [UInt8] {
        var w = Writer()
        w.u32(0x0000_5000)
        w.u16(UInt16(Self.advances.count))
        return w.bytes
    }

    private func hmtx() -> [UInt8] {
        var w = Writer()
        for glyph in 0..<Int(numberOfHMetrics) {
            w.u16(Self.advances[glyph])
            w.i16(0)
        }
        for _ in Int(numberOfHMetrics)..<Self.advances.count { w.i16(0) }
        return w.bytes
    }

    private func os2() -> [UInt8] {
        var w = Writer()
        w.u16(4)
        w.zeros(60)
        w.u16(useTypographicMetrics ? 0x80 : 0)
        w.zeros(4)
        w.i16(700)
        w.i16(-300)
        w.i16(100)
        w.zeros(96 - 74)
        return w.bytes
    }

    private func cmap() -> [UInt8] {
        var w = Writer()
        w.u16(0)
        w.u16(1)
        if characterMapFormat12 {
            w.u16(3)
            w.u16(10)
            w.u32(12)
            var groups = Self.characters.map { ($0.0, $0.0, UInt32($0.1)) }
            groups.append((0x1F600, 0x1F600, 7))
            w.u16(12)
            w.u16(0)
            w.u32(UInt32(16 + 12 * groups.count))
            w.u32(0)
            w.u32(UInt32(groups.count))
            for (first, last, glyph) in groups {
                w.u32(first)
                w.u32(last)
                w.u32(glyph)
            }
        } else {
            w.u16(3)
            w.u16(1)
            w.u32(12)
            let segments = Self.characters.map { (UInt16($0.0), $0.1) } + [(0xFFFF, 0)]
            let count = segments.count
            w.u16(4)
            w.u16(UInt16(16 + 8 * count))
            w.u16(0)
            w.u16(UInt16(2 * count))
            w.zeros(6)
            for (code, _) in segments { w.u16(code) }
            w.u16(0)
            for (code, _) in segments { w.u16(code) }
            for (code, glyph) in segments { w.u16(code == 0xFFFF ? 1 : glyph &- code) }
            for _ in segments { w.u16(0) }
        }
        return w.bytes
    }

    private func kern() -> [UInt8] {
        var w = Writer()
        w.u16(0)
        w.u16(1)
        w.u16(0)
        w.u16(UInt16(6 + 8 + 6 * kernTable.count))
        w.u16(0x0001)
        w.u16(UInt16(kernTable.count))
        w.zeros(6)
        for (left, right, value) in kernTable.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            w.u16(left)
            w.u16(right)
            w.i16(value)
        }
        return w.bytes
    }

    /// A GSUB or GPOS table with one script (DFLT), one feature and one extension lookup whose
    /// subtable is `subtable`.
    private static func layout(feature: String, extensionType: UInt16, wrapped: UInt16, subtable: [UInt8]) -> [UInt8] {
        var w = Writer()
        w.u32(0x0001_0000)
        w.u16(10)  // script list
        w.u16(30)  // feature list
        w.u16(44)  // lookup list
        // Script list at 10: one record, DFLT, script table at 8 (→ 18).
        w.u16(1)
        w.tag("DFLT")
        w.u16(8)
        // Script at 18: default language system at 4 (→ 22), no other languages.
        w.u16(4)
        w.u16(0)
        // Language system at 22: no reordering, no required feature, feature 0.
        w.u16(0)
        w.u16(0xFFFF)
        w.u16(1)
        w.u16(0)
        // Feature list at 30: one record, feature at 8 (→ 38).
        w.u16(1)
        w.tag(feature)
        w.u16(8)
        // Feature at 38: no parameters, lookup 0.
        w.u16(0)
        w.u16(1)
        w.u16(0)
        // Lookup list at 44: one lookup at 4 (→ 48).
        w.u16(1)
        w.u16(4)
        // Lookup at 48: extension type, no flags, one subtable at 8 (→ 56).
        w.u16(extensionType)
        w.u16(0)
        w.u16(1)
        w.u16(8)
        // Extension subtable at 56: format 1, the wrapped type, the subtable at 8 (→ 64).
        w.u16(1)
        w.u16(wrapped)
        w.u32(8)
        return w.bytes + subtable
    }

    private func gpos(_ pairs: [(UInt16, UInt16, Int16)]) -> [UInt8] {
        // Pair adjustment format 1, value format 1 xAdvance, value format 2 none.
        let firsts = Array(Set(pairs.map(\.0))).sorted()
        var w = Writer()
        w.u16(1)
        let coverageOffset = 10 + 2 * firsts.count
        w.u16(UInt16(coverageOffset))
        w.u16(0x0004)
        w.u16(0)
        w.u16(UInt16(firsts.count))
        var sets: [[UInt8]] = []
        var setOffset = coverageOffset + 4 + 2 * firsts.count
        for first in firsts {
            w.u16(UInt16(setOffset))
            var set = Writer()
            let seconds = pairs.filter { $0.0 == first }.sorted { $0.1 < $1.1 }
            set.u16(UInt16(seconds.count))
            for pair in seconds {
                set.u16(pair.1)
                set.i16(pair.2)
            }
            sets.append(set.bytes)
            setOffset += set.bytes.count
        }
        w.u16(1)
        w.u16(UInt16(firsts.count))
        for first in firsts { w.u16(first) }
        let subtable = w.bytes + sets.joined()
        return Self.layout(feature: "kern", extensionType: 9, wrapped: 2, subtable: subtable)
    }

    private func gsub() -> [UInt8] {
        // Ligature substitution format 1: f (4) + i (5) → fi (6).
        var w = Writer()
        w.u16(1)
        w.u16(8)  // coverage
        w.u16(1)
        w.u16(14)  // ligature set
        // Coverage at 8: format 1, glyph 4.
        w.u16(1)
        w.u16(1)
        w.u16(4)
        // Ligature set at 14: one ligature at 4 (→ 18).
        w.u16(1)
        w.u16(4)
        // Ligature at 18: glyph 6, two components, the second is 5.
        w.u16(6)
        w.u16(2)
        w.u16(5)
        return Self.layout(feature: "liga", extensionType: 7, wrapped: 4, subtable: w.bytes)
    }
}

/// Big-endian bytes.
struct Writer {
    var bytes: [UInt8] = []
    mutating func u16(_ value: UInt16) { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    mutating func i16(_ value: Int16) { u16(UInt16(bitPattern: value)) }
    mutating func u32(_ value: UInt32) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
    mutating func tag(_ text: String) {
        bytes += Array(text.utf8.prefix(4)) + [UInt8](repeating: 0x20, count: max(0, 4 - text.utf8.count))
    }
    mutating func zeros(_ count: Int) { bytes += [UInt8](repeating: 0, count: count) }
}

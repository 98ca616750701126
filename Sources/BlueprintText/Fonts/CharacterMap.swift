/// The `cmap` table compiled for lookups: which glyph shows each Unicode scalar.
///
/// Of the subtables, the one HarfBuzz prefers is used: the full Unicode repertoire first —
/// Windows (3, 10), then Unicode (0, 6) and (0, 4) — then the Basic Multilingual Plane —
/// Windows (3, 1), then Unicode (0, 3), (0, 2), (0, 1), (0, 0). Formats 4 (segments, BMP) and 12
/// (groups, all planes) are read; a preferred subtable of another format is a ``FontError``.
/// Variation sequences (format 14) and symbol fonts (3, 0) are not read.
///
/// The BMP is compiled into a table of 65,536 glyph ids (128 KiB, built once per font when text
/// is first shaped); scalars above it are found by binary search in the groups.
struct CharacterMap: Sendable {
    /// The glyph of each BMP scalar (0: none).
    private let basic: [UInt16]
    /// Groups above the BMP: first scalar, last scalar and first glyph, sorted.
    private let supplementaryStarts: [UInt32]
    private let supplementaryEnds: [UInt32]
    private let supplementaryGlyphs: [UInt32]

    /// The glyph of `scalar`, or nil when the font has none.
    @inline(__always)
    func glyph(for scalar: UInt32) -> UInt16? {
        if scalar < 0x1_0000 {
            let glyph = basic[Int(scalar)]
            return glyph == 0 ? nil : glyph
        }
        var low = 0
        var high = supplementaryStarts.count
        while low < high {
            let middle = (low + high) / 2
            if supplementaryEnds[middle] < scalar {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < supplementaryStarts.count, supplementaryStarts[low] <= scalar else { return nil }
        let glyph = supplementaryGlyphs[low] &+ (scalar - supplementaryStarts[low])
        return glyph == 0 || glyph > 0xFFFF ? nil : UInt16(glyph)
    }

    init(_ bytes: FontBytes) throws {
        let count = Int(try bytes.uint16(at: 2))
        try bytes.require(8 * count, at: 4, for: "the \(count) encoding records")
        var offsets: [UInt32: Int] = [:]
        for index in 0..<count {
            let platform = UInt32(try bytes.uint16(at: 4 + 8 * index))
            let encoding = UInt32(try bytes.uint16(at: 6 + 8 * index))
            let offset = Int(try bytes.uint32(at: 8 + 8 * index))
            if offsets[platform << 16 | encoding] == nil {
                offsets[platform << 16 | encoding] = offset
            }
        }
        let preference: [(UInt32, UInt32)] = [(3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0)]
        guard let offset = preference.lazy.compactMap({ offsets[$0.0 << 16 | $0.1] }).first else {
            throw bytes.error(at: 0, "has no Unicode subtable (platform 0, or platform 3 encoding 1 or 10)")
        }
        let subtable = try bytes.sub(at: offset)
        var basic = [UInt16](repeating: 0, count: 0x1_0000)
        var starts: [UInt32] = []
        var ends: [UInt32] = []
        var glyphs: [UInt32] = []
        switch try subtable.uint16(at: 0) {
        case 4:
            try Self.readFormat4(subtable, into: &basic)
        case 12:
            let groupCount = Int(try subtable.uint32(at: 12))
            try subtable.require(12 * groupCount, at: 16, for: "the \(groupCount) groups")
            var covered = 0
            for index in 0..<groupCount {
                let at = 16 + 12 * index
                let first = try subtable.uint32(at: at)
                let last = try subtable.uint32(at: at + 4)
                let glyph = try subtable.uint32(at: at + 8)
                guard first <= last, last <= 0x10_FFFF else {
                    throw subtable.error(at: at, "has a group \(first)…\(last) that is not a range of Unicode scalars")
                }
                if first < 0x1_0000 {
                    covered += Int(min(last, 0xFFFF) - first) + 1
                    guard covered <= 0x2_0000 else {
                        throw subtable.error(
                            at: at,
                            "starts a group that overlaps others: the groups cover more than 131072 scalars of the BMP")
                    }
                    for scalar in first...min(last, 0xFFFF) {
                        let value = glyph &+ (scalar - first)
                        basic[Int(scalar)] = value > 0xFFFF ? 0 : UInt16(value)
                    }
                }
                if last >= 0x1_0000 {
                    let start = max(first, 0x1_0000)
                    starts.append(start)
                    ends.append(last)
                    glyphs.append(glyph &+ (start - first))
                }
            }
            // Sorted, and without overlaps, for the binary search.
            let order = starts.indices.sorted { starts[$0] < starts[$1] }
            starts = order.map { starts[$0] }
            ends = order.map { ends[$0] }
            glyphs = order.map { glyphs[$0] }
            for index in starts.indices.dropFirst() where starts[index] <= ends[index - 1] {
                starts[index] = ends[index - 1] + 1
                if starts[index] > ends[index] { ends[index] = starts[index] - 1 }
            }
        case let format:
            throw subtable.error(at: 0, "has cmap format \(format), which is not supported (formats 4 and 12 are)")
        }
        self.basic = basic
        supplementaryStarts = starts
        supplementaryEnds = ends
        supplementaryGlyphs = glyphs
    }

    /// Segment mapping to delta values (format 4).
    private static func readFormat4(_ subtable: FontBytes, into basic: inout [UInt16]) throws {
        let segmentCount = Int(try subtable.uint16(at: 6)) / 2
        let ends = 14
        let starts = ends + 2 * segmentCount + 2
        let deltas = starts + 2 * segmentCount
        let rangeOffsets = deltas + 2 * segmentCount
        try subtable.require(2 * segmentCount, at: rangeOffsets, for: "the \(segmentCount) segments' range offsets")
        var covered = 0
        for segment in 0..<segmentCount {
            let last = Int(try subtable.uint16(at: ends + 2 * segment))
            let first = Int(try subtable.uint16(at: starts + 2 * segment))
            covered += max(0, last - first + 1)
            guard covered <= 0x2_0000 else {
                throw subtable.error(
                    at: starts + 2 * segment,
                    "starts a segment that overlaps others: the segments cover more than 131072 scalars")
            }
            let delta = Int(try subtable.uint16(at: deltas + 2 * segment))
            let rangeOffset = Int(try subtable.uint16(at: rangeOffsets + 2 * segment))
            guard first <= last else { continue }
            for scalar in first...last {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (scalar + delta) & 0xFFFF
                } else {
                    let at = rangeOffsets + 2 * segment + rangeOffset + 2 * (scalar - first)
                    glyph = Int(try subtable.uint16(at: at))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                basic[scalar] = UInt16(glyph)
            }
        }
    }
}

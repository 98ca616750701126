/// The legacy `kern` table compiled: horizontal pair kerning from format 0 subtables.
///
/// Both headers are read: OpenType's (version 0: 16-bit version and count, 6-byte subtable
/// headers) and Apple's (version 1.0: 32-bit version and count, 8-byte subtable headers).
/// Subtables that are vertical, cross-stream, variation or not format 0 are skipped, as HarfBuzz
/// does; the values of every remaining subtable add up. The shaper uses this table only when the
/// font's `GPOS` has no `kern` feature for the run's script.
struct KerningTable: Sendable {
    /// The pairs of each subtable: `first << 16 | second`, sorted, and their values.
    private let subtables: [(pairs: [UInt32], values: [Int16])]

    /// Whether any subtable has pairs.
    var isEmpty: Bool { subtables.allSatisfy { $0.pairs.isEmpty } }

    init(_ bytes: FontBytes) throws {
        let version = try bytes.uint16(at: 0)
        let isApple = version == 1
        let count = isApple ? Int(try bytes.uint32(at: 4)) : Int(try bytes.uint16(at: 2))
        var at = isApple ? 8 : 4
        var subtables: [(pairs: [UInt32], values: [Int16])] = []
        for _ in 0..<min(count, 0xFFFF) {
            let length = isApple ? Int(try bytes.uint32(at: at)) : Int(try bytes.uint16(at: at + 2))
            let coverage = try bytes.uint16(at: isApple ? at + 4 : at + 4)
            let headerSize = isApple ? 8 : 6
            let format: UInt16
            let usable: Bool
            if isApple {
                // Apple coverage: bit 15 vertical, 14 cross-stream, 13 variation; low byte format.
                format = coverage & 0xFF
                usable = coverage & 0xE000 == 0
            } else {
                // OpenType coverage: bit 0 horizontal, 2 cross-stream; high byte format.
                format = coverage >> 8
                usable = coverage & 0x01 != 0 && coverage & 0x04 == 0
            }
            if usable, format == 0 {
                let pairCount = Int(try bytes.uint16(at: at + headerSize))
                try bytes.require(6 * pairCount, at: at + headerSize + 8, for: "the \(pairCount) kerning pairs")
                var pairs: [UInt32] = []
                var values: [Int16] = []
                pairs.reserveCapacity(pairCount)
                values.reserveCapacity(pairCount)
                for pair in 0..<pairCount {
                    let record = at + headerSize + 8 + 6 * pair
                    pairs.append(try bytes.uint32(at: record))
                    values.append(try bytes.int16(at: record + 4))
                }
                let order = pairs.indices.sorted { pairs[$0] < pairs[$1] }
                subtables.append((order.map { pairs[$0] }, order.map { values[$0] }))
            }
            guard length >= headerSize else {
                throw bytes.error(at: at, "has a kern subtable of \(length) bytes, shorter than its header")
            }
            at += length
            // OpenType's 16-bit length overflows for large subtables; the last one runs to the end.
            if at > bytes.count { break }
        }
        self.subtables = subtables
    }

    /// The kerning of the pair (`left`, `right`) in font units: the sum over the subtables.
    @inline(__always)
    func kerning(_ left: UInt16, _ right: UInt16) -> Int32 {
        let key = UInt32(left) << 16 | UInt32(right)
        var total: Int32 = 0
        for subtable in subtables {
            var lower = 0
            var upper = subtable.pairs.count
            while lower < upper {
                let middle = (lower + upper) >> 1
                let value = subtable.pairs[middle]
                if value == key {
                    total += Int32(subtable.values[middle])
                    break
                }
                if value < key { lower = middle + 1 } else { upper = middle }
            }
        }
        return total
    }
}

import Foundation

/// The tables of one face of a font file: where each table is, read from the OpenType table
/// directory (or, in a `.ttc` collection, from the directory of the chosen face).
struct TableDirectory: Sendable {
    /// Where a table lies in the file.
    struct Record: Sendable {
        let offset: Int
        let length: Int
    }

    /// The tables by tag.
    let records: [UInt32: Record]

    /// How many faces `data` holds: the count of a `ttcf` collection header, or 1 for a single font.
    static func faceCount(in data: Data) throws -> Int {
        let header = try FontBytes(data: data, table: "file", offset: 0, length: data.count)
        let tag = try header.uint32(at: 0)
        if tag == Self.collectionTag {
            let count = Int(try header.uint32(at: 8))
            try header.require(4 * count, at: 12, for: "the collection's \(count) face offsets")
            return count
        }
        try checkVersion(tag, header, at: 0)
        return 1
    }

    /// The directory of face `faceIndex` of `data`.
    init(data: Data, faceIndex: Int) throws {
        let file = try FontBytes(data: data, table: "file", offset: 0, length: data.count)
        var start = 0
        let tag = try file.uint32(at: 0)
        if tag == Self.collectionTag {
            let count = Int(try file.uint32(at: 8))
            guard faceIndex >= 0, faceIndex < count else {
                throw file.error(at: 8, "counts \(count) faces in the collection; face \(faceIndex) does not exist")
            }
            start = Int(try file.uint32(at: 12 + 4 * faceIndex))
            try Self.checkVersion(try file.uint32(at: start), file, at: start)
        } else {
            try Self.checkVersion(tag, file, at: 0)
            guard faceIndex == 0 else {
                throw file.error(at: 0, "starts a single font, not a collection; face \(faceIndex) does not exist")
            }
        }
        let tableCount = Int(try file.uint16(at: start + 4))
        try file.require(16 * tableCount, at: start + 12, for: "the table directory's \(tableCount) records")
        var records: [UInt32: Record] = [:]
        records.reserveCapacity(tableCount)
        for index in 0..<tableCount {
            let at = start + 12 + 16 * index
            let tag = try file.uint32(at: at)
            let offset = Int(try file.uint32(at: at + 8))
            let length = Int(try file.uint32(at: at + 12))
            guard offset <= data.count, length <= data.count - offset else {
                throw file.error(
                    at: at + 8,
                    "places table '\(FontBytes.tagString(tag))' at \(offset)…\(offset + length), past the end of the file (\(data.count) bytes)"
                )
            }
            if records[tag] == nil {
                records[tag] = Record(offset: offset, length: length)
            }
        }
        self.records = records
    }

    /// `ttcf`.
    static let collectionTag: UInt32 = 0x7474_6366

    private static func checkVersion(_ tag: UInt32, _ file: FontBytes, at offset: Int) throws {
        // TrueType 1.0, 'true' (old Apple TrueType), 'OTTO' (CFF outlines).
        guard tag == 0x0001_0000 || tag == 0x7472_7565 || tag == 0x4F54_544F else {
            throw file.error(
                at: offset,
                "has '\(FontBytes.tagString(tag))', which starts no TrueType or OpenType font or collection"
            )
        }
    }
}

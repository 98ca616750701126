import Foundation

/// A bounds-checked, big-endian view of one table (or the file header) of a font: every read of
/// font data goes through here, and a read past the end is a ``FontError`` naming the table and
/// the offset.
///
/// Offsets are relative to the start of the table, so that errors name the offset a font tool
/// shows for that table; ``sub(at:)`` narrows the view to a subtable without changing how its
/// offsets are reported.
struct FontBytes: Sendable {
    /// The whole file.
    let data: Data
    /// The table's tag, for errors.
    let table: String
    /// Where the table starts in `data` (an index of `data`).
    private let tableStart: Int
    /// Where this view starts, relative to the table's start.
    let base: Int
    /// The table's length in bytes.
    let tableLength: Int

    /// A view of `length` bytes at `offset` of `data` (relative to `data.startIndex`), named `table`.
    init(data: Data, table: String, offset: Int, length: Int) throws {
        self.data = data
        self.table = table
        self.tableStart = data.startIndex + offset
        self.base = 0
        self.tableLength = length
        guard offset >= 0, length >= 0, offset <= data.count, length <= data.count - offset else {
            throw FontError(
                table: "file", offset: offset,
                problem:
                    "is where table '\(table)' of \(length) bytes starts, past the end of the file (\(data.count) bytes)"
            )
        }
    }

    private init(_ parent: FontBytes, base: Int) {
        self.data = parent.data
        self.table = parent.table
        self.tableStart = parent.tableStart
        self.base = base
        self.tableLength = parent.tableLength
    }

    /// Bytes from this view's start to the end of the table.
    var count: Int { tableLength - base }

    /// The view from `offset` (relative to this view) to the end of the table.
    func sub(at offset: Int) throws -> FontBytes {
        try check(offset, 0)
        return FontBytes(self, base: base + offset)
    }

    /// A ``FontError`` at `offset` of this view.
    func error(at offset: Int, _ problem: String) -> FontError {
        FontError(table: table, offset: base + offset, problem: problem)
    }

    @inline(__always)
    private func check(_ offset: Int, _ size: Int) throws {
        guard offset >= 0, size <= tableLength, base + offset <= tableLength - size else {
            throw FontError(
                table: table, offset: base &+ offset,
                problem: "is past the end of the table (\(tableLength) bytes)"
            )
        }
    }

    func uint8(at offset: Int) throws -> UInt8 {
        try check(offset, 1)
        return data[tableStart + base + offset]
    }

    func uint16(at offset: Int) throws -> UInt16 {
        try check(offset, 2)
        let index = tableStart + base + offset
        return UInt16(data[index]) << 8 | UInt16(data[index + 1])
    }

    func int16(at offset: Int) throws -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    func uint32(at offset: Int) throws -> UInt32 {
        try check(offset, 4)
        let index = tableStart + base + offset
        return UInt32(data[index]) << 24 | UInt32(data[index + 1]) << 16 | UInt32(data[index + 2]) << 8
            | UInt32(data[index + 3])
    }

    /// A four-character tag.
    func tag(at offset: Int) throws -> String {
        let value = try uint32(at: offset)
        return FontBytes.tagString(value)
    }

    /// `count` consecutive 16-bit values starting at `offset`.
    func uint16Array(at offset: Int, count: Int) throws -> [UInt16] {
        guard count >= 0 else { throw error(at: offset, "has a negative count (\(count))") }
        try check(offset, 0)
        guard count <= (tableLength - base - offset) / 2 else {
            throw FontError(
                table: table, offset: base + offset + 2 * count,
                problem:
                    "is past the end of the table (\(tableLength) bytes): \(count) 16-bit values start at offset \(base + offset)"
            )
        }
        let start = tableStart + base + offset
        var values = [UInt16](repeating: 0, count: count)
        for i in 0..<count {
            values[i] = UInt16(data[start + 2 * i]) << 8 | UInt16(data[start + 2 * i + 1])
        }
        return values
    }

    /// Checks that `size` bytes at `offset` lie inside the table, so that a loop over a counted
    /// array fails before its first read, naming where the array would end:
    /// "hmtx: offset 1204 is past the end of the table (1200 bytes): the 301 advance records end there".
    func require(_ size: Int, at offset: Int, for what: String) throws {
        guard offset >= 0, base + offset <= tableLength else {
            throw FontError(
                table: table, offset: base &+ offset,
                problem: "is past the end of the table (\(tableLength) bytes): \(what) start there"
            )
        }
        guard size >= 0, size <= tableLength - base - offset else {
            throw FontError(
                table: table, offset: base + offset + max(0, size),
                problem: "is past the end of the table (\(tableLength) bytes): \(what) end there"
            )
        }
    }

    /// The tag `value` as four characters ("GPOS"); bytes outside printable ASCII as `?`.
    static func tagString(_ value: UInt32) -> String {
        var characters = ""
        for shift in stride(from: 24, through: 0, by: -8) {
            let byte = UInt8((value >> UInt32(shift)) & 0xFF)
            characters.append((32..<127).contains(byte) ? Character(UnicodeScalar(byte)) : "?")
        }
        return characters
    }
}

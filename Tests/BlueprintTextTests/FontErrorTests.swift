import Foundation
import Testing

@testable import BlueprintText

/// Bad font data is a ``FontError`` naming the table and offset.
@Suite struct FontErrorTests {
    func error(_ body: () throws -> Void) -> FontError? {
        do {
            try body()
            return nil
        } catch let error as FontError {
            return error
        } catch {
            Issue.record("not a FontError: \(error)")
            return nil
        }
    }

    @Test func notAFont() {
        let found = error { _ = try Font(data: Data("hello world!".utf8)) }
        #expect(
            found?.description == "file: offset 0 has 'hell', which starts no TrueType or OpenType font or collection")
        #expect(found?.table == "file")
    }

    @Test func emptyAndTinyData() {
        #expect(
            error { _ = try Font(data: Data()) }?.description == "file: offset 0 is past the end of the table (0 bytes)"
        )
        #expect(
            error { _ = try Font(data: Data([0, 1, 0, 0])) }?.description
                == "file: offset 4 is past the end of the table (4 bytes)")
    }

    @Test func missingFile() {
        let found = error { _ = try Font(contentsOf: URL(fileURLWithPath: "/nonexistent/font.ttf")) }
        #expect(found?.table == "file")
        #expect(found?.problem.contains("/nonexistent/font.ttf") == true)
    }

    @Test func truncatedHorizontalMetricsNameTheirEnd() throws {
        // hmtx cut to 1200 bytes: 301 long records (numberOfHMetrics) end at 1204.
        var data = try TestFonts.data("Fonts/NotoSans-Regular.ttf")
        let (recordOffset, _) = try Self.directoryRecord("hmtx", in: data)
        Self.write32(1200, at: recordOffset + 12, in: &data)
        let font = try Font(data: data)
        let numberOfHMetrics = font.numberOfHMetrics
        let found = error { _ = try font.advance(ofGlyph: 1) }
        #expect(
            found?.description
                == "hmtx: offset \(4 * numberOfHMetrics) is past the end of the table (1200 bytes): the \(numberOfHMetrics) advance records end there"
        )
        // Shaping needs hmtx too.
        #expect(throws: FontError.self) { try TextShaper(font: font).shape("A", size: 17) }
    }

    @Test func aTableBeyondTheFileIsNamed() throws {
        var data = try TestFonts.data("Fonts/NotoSans-Regular.ttf")
        let (recordOffset, _) = try Self.directoryRecord("GPOS", in: data)
        Self.write32(UInt32(data.count - 10), at: recordOffset + 8, in: &data)
        let found = error { _ = try Font(data: data) }
        #expect(found?.table == "file")
        #expect(found?.offset == recordOffset + 8)
        #expect(found?.problem.hasPrefix("places table 'GPOS' at ") == true)
    }

    @Test func missingRequiredTable() throws {
        var data = try TestFonts.data("Fonts/NotoSans-Regular.ttf")
        let (recordOffset, _) = try Self.directoryRecord("hhea", in: data)
        for (index, byte) in "hhex".utf8.enumerated() { data[recordOffset + index] = byte }
        #expect(
            error { _ = try Font(data: data) }?.description
                == "file: offset 0 has no 'hhea' table, which every font needs")
    }

    @Test func unsupportedCharacterMapFormat() throws {
        var data = FontBuilder().build()
        let (_, cmap) = try Self.directoryRecord("cmap", in: data)
        data[cmap + 12] = 0
        data[cmap + 13] = 7
        let font = try Font(data: data)
        #expect(
            error { _ = try font.glyph(for: "A") }?.description
                == "cmap: offset 12 has cmap format 7, which is not supported (formats 4 and 12 are)"
        )
    }

    @Test func badUnitsPerEm() throws {
        var data = FontBuilder().build()
        let (_, head) = try Self.directoryRecord("head", in: data)
        data[head + 18] = 0
        data[head + 19] = 1
        #expect(error { _ = try Font(data: data) }?.description == "head: offset 18 has unitsPerEm 1, outside 16…16384")
    }

    // MARK: - Helpers

    /// The offset of table `tag`'s directory record and of the table itself.
    static func directoryRecord(_ tag: String, in data: Data) throws -> (record: Int, table: Int) {
        let count = Int(data[4]) << 8 | Int(data[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            if String(decoding: data[record..<(record + 4)], as: UTF8.self) == tag {
                let offset = data[(record + 8)..<(record + 12)].reduce(0) { $0 << 8 | Int($1) }
                return (record, offset)
            }
        }
        throw FontError(table: tag, offset: 0, problem: "missing in test font")
    }

    static func write32(_ value: UInt32, at offset: Int, in data: inout Data) {
        for index in 0..<4 { data[offset + index] = UInt8((value >> UInt32(24 - 8 * index)) & 0xFF) }
    }
}

import BlueprintLayout
import Foundation
import Testing

@testable import BlueprintText

/// Corrupted fonts: every case loads, validates and shapes, or throws a ``FontError`` — never
/// crashes, never reads outside the data (`.ci/run` runs the suite under the address sanitizer).
///
/// Seeded (SplitMix64), so every run corrupts the same bytes: truncations at many lengths, random
/// bytes in the table directory, in the collection header and in every table, 16-bit fields set
/// to 0xFFFF (huge counts) and to 0, and table offsets and lengths pointing elsewhere.
@Suite struct FontFuzzTests {
    /// A small seeded generator (SplitMix64).
    struct Random {
        private var generator: SplitMix64
        init(state: UInt64) { generator = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { generator.next() }
        mutating func below(_ bound: Int) -> Int { generator.next(below: bound) }
    }

    static let text = "office AVATAR Τυπογραφία Привет 中文「か」한 😀 e\u{301} x\u{AD}y a\u{2009}b שלום"

    /// Loads face `face` of `data`, validates half the time (so lazy reads are fuzzed too), and
    /// shapes; returns whether it worked, and records an issue for any error but a FontError.
    ///
    /// A font that validates must then shape without an error, and measure as a label
    /// (`FontTextMetrics` relies on it).
    static func exercise(_ data: Data, face: Int, validate: Bool, note: String) -> Bool {
        var validated = false
        do {
            let font = try Font(data: data, faceIndex: face)
            if validate {
                try font.validate()
                validated = true
            }
            let shaped = try TextShaper(font: font, fallbacks: [TestFonts.notoSansCJK]).shape(text, size: 17)
            _ = shaped.width(ofCharacters: 3..<20)
            _ = try TextShaper(font: font).width(of: "fi To", size: 17)
            if validated {
                let metrics = try FontTextMetrics(font: font, fallbacks: [TestFonts.notoSansCJK], size: 17, cache: nil)
                let size = metrics.size(of: text, in: SizeConstraint(width: 60))
                #expect(
                    size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0,
                    "\(note): \(size)")
            }
            return true
        } catch let error as FontError {
            #expect(!validated, "\(note): validated, then failed to shape: \(error)")
            #expect(!error.table.isEmpty && error.offset >= 0 && !error.problem.isEmpty, "\(note): \(error)")
            return false
        } catch {
            Issue.record("\(note): not a FontError: \(error)")
            return false
        }
    }

    /// The tables of face `face` of `data`: tag, offset, length.
    static func tables(_ data: Data, face: Int) throws -> [(tag: String, offset: Int, length: Int)] {
        var start = 0
        if String(decoding: data[0..<4], as: UTF8.self) == "ttcf" { start = read32(data, 12 + 4 * face) }
        let count = Int(data[start + 4]) << 8 | Int(data[start + 5])
        return (0..<count).map { index in
            let record = start + 12 + 16 * index
            return (
                String(decoding: data[record..<(record + 4)], as: UTF8.self), read32(data, record + 8),
                read32(data, record + 12)
            )
        }
    }

    static func read32(_ data: Data, _ offset: Int) -> Int {
        data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }

    static let files: [(path: String, face: Int, seed: UInt64)] = [
        ("Fonts/NotoSans-Regular.ttf", 0, 0xF0_0001),
        ("Fonts/NotoSansCJK-Subset.ttc", 1, 0xF0_0002),
    ]

    @Test(arguments: 0..<2)
    func corruptedFontsFailCleanly(_ fileIndex: Int) throws {
        let file = Self.files[fileIndex]
        let original = try TestFonts.data(file.path)
        #expect(Self.exercise(original, face: file.face, validate: true, note: "unchanged"))
        var random = Random(state: file.seed)
        var worked = 0
        var failed = 0
        func run(_ data: Data, _ note: String) {
            if Self.exercise(data, face: file.face, validate: random.below(2) == 0, note: note) {
                worked += 1
            } else {
                failed += 1
            }
        }
        // Truncations: every length in the header and directory, then 150 across the file.
        let tables = try Self.tables(original, face: file.face)
        let directoryEnd = (tables.map(\.offset).min() ?? 64)
        for length in stride(from: 0, to: min(directoryEnd, 400), by: 3) {
            run(original.prefix(length), "truncated to \(length)")
        }
        for _ in 0..<150 {
            let length = random.below(original.count)
            run(original.prefix(length), "truncated to \(length)")
        }
        // The directory (and collection header): random bytes, and offsets/lengths elsewhere.
        for round in 0..<120 {
            var data = original
            for _ in 0..<(1 + random.below(3)) {
                let at = random.below(directoryEnd)
                data[at] = UInt8(truncatingIfNeeded: random.next())
            }
            run(data, "directory bytes, round \(round)")
        }
        for (index, table) in tables.enumerated() {
            var data = original
            let record =
                (String(decoding: original[0..<4], as: UTF8.self) == "ttcf"
                    ? Self.read32(original, 12 + 4 * file.face) : 0) + 12 + 16 * index
            let value = UInt32(truncatingIfNeeded: random.below(original.count + 100))
            for byte in 0..<4 {
                data[record + 8 + random.below(2) * 4 + byte] = UInt8((value >> UInt32(24 - 8 * byte)) & 0xFF)
            }
            run(data, "directory record of \(table.tag)")
        }
        // Each table: random bytes, 0xFFFF and 0 in 16-bit fields, concentrated in its first bytes
        // (headers, counts, offsets) and spread over the rest.
        for table in tables where table.length > 0 {
            for round in 0..<(table.tag == "GSUB" || table.tag == "GPOS" || table.tag == "cmap" ? 60 : 20) {
                var data = original
                for _ in 0..<(1 + random.below(4)) {
                    let near = random.below(2) == 0
                    let at = table.offset + (near ? random.below(min(table.length, 64)) : random.below(table.length))
                    guard at + 1 < data.count else { continue }
                    switch random.below(3) {
                    case 0:
                        data[at] = UInt8(truncatingIfNeeded: random.next())
                    case 1:
                        data[at] = 0xFF
                        data[at + 1] = 0xFF
                    default:
                        data[at] = 0
                        data[at + 1] = 0
                    }
                }
                run(data, "\(table.tag), round \(round)")
            }
        }
        print("\(file.path): \(worked + failed) corrupted fonts, \(worked) shaped, \(failed) threw FontError")
        #expect(failed > 0)
        #expect(worked + failed > 800)
    }

    @Test func corruptedSyntheticFontsFailCleanly() {
        var builder = FontBuilder()
        builder.kernTable = [(1, 2, -80)]
        builder.ligature = true
        var random = Random(state: 0xF0_0003)
        for variant in 0..<2 {
            builder.positioningPairs = variant == 0 ? nil : [(1, 2, -120)]
            builder.characterMapFormat12 = variant == 1
            let original = builder.build()
            for round in 0..<400 {
                var data = original
                for _ in 0..<(1 + random.below(3)) {
                    data[random.below(data.count)] = UInt8(truncatingIfNeeded: random.next())
                }
                _ = Self.exercise(data, face: 0, validate: round % 2 == 0, note: "synthetic \(variant), round \(round)")
            }
        }
        let collection = FontBuilder.collection([FontBuilder(), builder])
        for round in 0..<200 {
            var data = collection
            data[random.below(64)] = UInt8(truncatingIfNeeded: random.next())
            _ = Self.exercise(data, face: round % 3, validate: true, note: "collection, round \(round)")
        }
    }
}

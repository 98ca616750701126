import Testing

@testable import BlueprintText

/// The generated class data and its decoded table.
@Suite struct LineBreakTableTests {
    @Test func eachClassHasItsLetter() {
        let letters = Array(LineBreakClass.letters.utf8)
        #expect(letters.count == LineBreakClass.allCases.count)
        for lineBreakClass in LineBreakClass.allCases {
            #expect(LineBreakTable.lineBreakClass(ofLetter: letters[Int(lineBreakClass.rawValue)]) == lineBreakClass)
        }
    }

    @Test func theRunsCoverEveryCodePointOnce() {
        var total = 0
        var length = 0
        for byte in LineBreakClass.encodedRuns.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): length = length * 16 + Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): length = length * 16 + Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "\n"), UInt8(ascii: " "): break
            default:
                total += length
                length = 0
            }
        }
        total += length
        #expect(total == 0x11_0000)
    }

    @Test func classesOfKnownCodePoints() {
        let expected: [(UInt32, LineBreakClass)] = [
            (0x61, .al), (0x20, .sp), (0x0A, .lf), (0x0D, .cr), (0x0C, .bk), (0x85, .nl), (0x2028, .bk),
            (0x200B, .zw), (0x200D, .zwj), (0x301, .cm), (0x2060, .wj), (0xA0, .gl), (0x2D, .hy), (0x2010, .hh),
            (0x28, .op), (0xFF08, .opEastAsian), (0x29, .cp), (0xFF09, .cl), (0x5D, .cp), (0x2C, .infix),
            (0x2026, .inseparable), (0x30, .nu), (0x24, .pr), (0x25, .po), (0x22, .qu), (0x2F, .sy),
            (0x21, .ex), (0x2014, .b2), (0xFFFC, .cb), (0xB4, .bb), (0x5D0, .hl), (0x4E00, .id), (0xAC00, .h2),
            (0xAC01, .h3), (0x1100, .jl), (0x1160, .jv), (0x11A8, .jt), (0x1F1E6, .ri), (0x1F466, .eb),
            (0x1F3FB, .em), (0x1F0D0, .idPictographic),
            // LB1: AI, XX, SA letters as AL; SA marks as CM; CJ as NS.
            (0xA7, .al), (0x378, .al), (0x10_FFFF, .al), (0xE01, .al), (0xE31, .cm), (0x3041, .ns),
        ]
        for (value, lineBreakClass) in expected {
            #expect(LineBreakTable.shared.lineBreakClass(of: Unicode.Scalar(value)!) == lineBreakClass, "U+\(value)")
        }
    }

    @Test func identicalBlocksAreStoredOnce() {
        #expect(LineBreakTable.shared.distinctBlockCount < 0x11_0000 / LineBreakTable.blockSize / 4)
    }

    @Test func malformedRunsStopDecodingAndTheRestIsAlphabetic() {
        let table = LineBreakTable(encodedRuns: "A2E1?B5")
        #expect(table.lineBreakClass(of: "\u{0}") == .bk)
        #expect(table.lineBreakClass(of: "\u{1}") == .bk)
        #expect(table.lineBreakClass(of: "\u{2}") == .sp)
        #expect(table.lineBreakClass(of: "\u{3}") == .al)
        #expect(table.lineBreakClass(of: "\u{10FFFF}") == .al)
        #expect(LineBreakTable(encodedRuns: "").lineBreakClass(of: "a") == .al)
    }
}

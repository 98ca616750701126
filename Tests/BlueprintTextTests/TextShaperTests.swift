import Foundation
import Testing

@testable import BlueprintText

/// Shaping single strings; expected glyphs and advances are HarfBuzz 15.0.0's for the same font
/// (uharfbuzz 0.57.0, scale = units per em), so at size 1000 points one font unit is one point.
@Suite struct TextShaperTests {
    let shaper = TextShaper(font: TestFonts.notoSans)

    func glyphs(_ text: String, _ shaper: TextShaper? = nil) throws -> [[Int]] {
        try (shaper ?? self.shaper).shape(text, size: 1000).runs.flatMap(\.glyphs).map {
            [Int($0.glyph), $0.cluster, Int($0.advance)]
        }
    }

    @Test func ligaturesBelongToTheirFirstCharacter() throws {
        #expect(try glyphs("office") == [[82, 0, 605], [1969, 1, 946], [70, 4, 480], [72, 5, 564]])
        #expect(try glyphs("fi") == [[1967, 0, 602]])
        let shaped = try shaper.shape("office", size: 1000)
        #expect(shaped.characterAdvances == [605, 946, 0, 0, 480, 564])
        #expect(!shaped.isSafeToBreak(beforeCharacter: 2))
        #expect(!shaped.isSafeToBreak(beforeCharacter: 3))
        #expect(shaped.isSafeToBreak(beforeCharacter: 4))
    }

    @Test func pairKerningIsKeptAtTheBoundary() throws {
        #expect(
            try glyphs("AVATAR") == [
                [36, 0, 599], [57, 1, 560], [36, 2, 569], [55, 3, 486], [36, 4, 639], [53, 5, 622],
            ])
        let shaped = try shaper.shape("To", size: 1000)
        #expect(shaped.width == 1091)
        // "T" alone is 556 and "o" 605: the pair's −70 is the boundary's.
        #expect(shaped.characterAdvances == [556, 605])
        #expect(shaped.kerning == [-70])
        #expect(shaped.width(ofCharacters: 0..<1) == 556)
        #expect(shaped.width(ofCharacters: 1..<2) == 605)
    }

    @Test func combiningMarksComposeWhenTheFontHasTheComposite() throws {
        #expect(try glyphs("e\u{301}") == [[171, 0, 564]])
        #expect(try glyphs("é") == [[171, 0, 564]])
    }

    @Test func spacesAndInvisibleCharacters() throws {
        // U+00A0 is in the font; U+2009 THIN SPACE is 1/5 em as HarfBuzz sizes a missing one.
        #expect(try shaper.width(of: "a\u{A0}b", size: 1000) == 1436)
        #expect(try glyphs("a\u{2009}b") == [[68, 0, 561], [564, 1, 166], [69, 2, 615]])
        // A soft hyphen is a default ignorable: zero width, drawn as the space glyph.
        #expect(try glyphs("x\u{AD}z") == [[91, 0, 529], [3, 1, 0], [93, 2, 470]])
    }

    @Test func cjkWithTheCollectionFace() throws {
        let cjk = TextShaper(font: TestFonts.notoSansCJK)
        #expect(try glyphs("「中」", cjk) == [[234, 0, 1000], [776, 1, 1000], [235, 2, 1000]])
        // 文 (U+6587) is outside the subset: .notdef.
        #expect(try glyphs("中文", cjk) == [[776, 0, 1000], [0, 1, 1000]])
    }

    @Test func fallbackFontsShowWhatTheFirstLacks() throws {
        let shaper = TextShaper(font: TestFonts.notoSans, fallbacks: [TestFonts.notoSansCJK])
        let shaped = try shaper.shape("To 中丈", size: 1000)
        #expect(shaped.runs.map(\.fontIndex) == [0, 1])
        #expect(shaped.runs.map(\.script) == ["Latn", "Hani"])
        #expect(shaped.runs.map(\.characters) == [0..<3, 3..<5])
        let latin = try TextShaper(font: TestFonts.notoSans).width(of: "To ", size: 1000)
        let cjk = try TextShaper(font: TestFonts.notoSansCJK).width(of: "中丈", size: 1000)
        #expect(shaped.width == latin + cjk)
        // Without the fallback, the CJK characters are .notdef in Noto Sans.
        #expect(try self.shaper.shape("中", size: 1000).runs[0].glyphs[0].glyph == 0)
    }

    @Test func scriptsSplitRunsAndNeutralCharactersJoinTheRunBefore() throws {
        let shaped = try shaper.shape("Hi, Мир! 12", size: 17)
        #expect(shaped.runs.map(\.script) == ["Latn", "Cyrl"])
        #expect(shaped.runs.map(\.characters) == [0..<4, 4..<11])
        let leading = try shaper.shape("12 Ab", size: 17)
        #expect(leading.runs.map(\.script) == ["Latn"])
        let none = try shaper.shape("12 + 3", size: 17)
        #expect(none.runs.map(\.script) == [nil])
    }

    @Test func newlinesEndRuns() throws {
        let shaped = try shaper.shape("Ab\n12 Γδ", size: 17)
        #expect(shaped.runs.map(\.characters) == [0..<3, 3..<8])
        #expect(shaped.runs.map(\.script) == ["Latn", "Grek"])
    }

    @Test func complexScriptsAreMeasuredUnshaped() throws {
        let shaped = try shaper.shape("abc שלום", size: 1000)
        #expect(shaped.runs.map(\.isShaped) == [true, false])
        let font = TestFonts.notoSans
        var expected: CGFloat = 0
        for scalar in "שלום".unicodeScalars {
            expected += CGFloat(try font.advance(ofGlyph: try font.glyph(for: scalar) ?? 0))
        }
        #expect(shaped.width(ofCharacters: 4..<8) == expected)
    }

    @Test func legacyKernTableAppliesWithoutGPOSKerning() throws {
        var builder = FontBuilder()
        builder.kernTable = [(1, 2, -80)]
        let font = try Font(data: builder.build())
        let shaped = try TextShaper(font: font).shape("AVA", size: 1000)
        #expect(shaped.width == CGFloat(600 + 550 + 600 - 80))
        #expect(shaped.kerning == [-80, 0])
        // With a GPOS kern feature (through an extension lookup), the kern table is ignored.
        builder.positioningPairs = [(1, 2, -120), (2, 1, -30)]
        let positioned = try TextShaper(font: try Font(data: builder.build())).shape("AVA", size: 1000)
        #expect(positioned.width == CGFloat(600 + 550 + 600 - 120 - 30))
        #expect(positioned.kerning == [-120, -30])
    }

    @Test func extensionLigatureSubstitution() throws {
        var builder = FontBuilder()
        builder.ligature = true
        builder.numberOfHMetrics = 8
        let shaped = try TextShaper(font: try Font(data: builder.build())).shape("fifi", size: 1000)
        #expect(shaped.runs[0].glyphs.map(\.glyph) == [6, 6])
        #expect(shaped.characterAdvances == [520, 0, 520, 0])
        #expect(shaped.width == 1040)
    }

    @Test func sizesScaleWidths() throws {
        let at17 = try shaper.width(of: "Hello world", size: 17)
        #expect(abs(at17 - 5363 * 17 / 1000) < 1e-9)
    }
}

import Foundation
import Testing

@testable import BlueprintText

/// Loading fonts and reading their tables; reference values are HarfBuzz's (`hb_font_get_h_extents`,
/// `hb_font_get_nominal_glyph`, `hb_font_get_glyph_h_advance` through uharfbuzz 0.57.0).
@Suite struct FontTests {
    @Test func notoSansMetricsAreHarfBuzzs() {
        let metrics = TestFonts.notoSans.metrics
        #expect(metrics.unitsPerEm == 1000)
        #expect(metrics.ascender == 1069)
        #expect(metrics.descender == -293)
        #expect(metrics.lineGap == 0)
        #expect(metrics.source == .horizontalHeader)
        #expect(metrics.lineHeightInUnits == 1362)
        #expect(metrics.lineHeight(atSize: 10) == 13.62)
        #expect(TestFonts.notoSans.glyphCount == 3317)
    }

    @Test func glyphsAndAdvances() throws {
        let font = TestFonts.notoSans
        #expect(try font.glyph(for: "A") == 36)
        #expect(try font.advance(ofGlyph: 36) == 639)
        #expect(try font.glyph(for: "中") == nil)
        #expect(try font.advance(ofGlyph: 60_000) == 0)
    }

    @Test func collectionFacesArePickedByIndex() throws {
        let data = try TestFonts.data("Fonts/NotoSansCJK-Subset.ttc")
        #expect(try Font.faceCount(in: data) == 2)
        let japanese = try Font(data: data, faceIndex: 0)
        let chinese = try Font(data: data, faceIndex: 1)
        #expect(japanese.glyphCount == 2457)
        #expect(chinese.glyphCount == 2450)
        #expect(try japanese.glyph(for: "中") == 777)
        #expect(try chinese.glyph(for: "中") == 776)
        #expect(chinese.metrics.ascender == 1160)
        #expect(chinese.metrics.descender == -288)
        #expect(throws: FontError.self) { try Font(data: data, faceIndex: 2) }
        #expect(try Font.faceCount(in: try TestFonts.data("Fonts/NotoSans-Regular.ttf")) == 1)
    }

    @Test func typographicMetricsDecideWhenTheFontAsks() throws {
        let plain = try Font(data: FontBuilder().build())
        #expect(
            plain.metrics
                == FontMetrics(unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 90, source: .horizontalHeader)
        )
        var builder = FontBuilder()
        builder.useTypographicMetrics = true
        let typographic = try Font(data: builder.build())
        #expect(
            typographic.metrics
                == FontMetrics(unitsPerEm: 1000, ascender: 700, descender: -300, lineGap: 100, source: .typographic)
        )
    }

    @Test func advancesAfterTheLastLongMetricRepeatIt() throws {
        var builder = FontBuilder()
        builder.numberOfHMetrics = 6
        let font = try Font(data: builder.build())
        #expect(try font.advance(ofGlyph: 5) == 250)
        #expect(try font.advance(ofGlyph: 6) == 250)
        #expect(try font.advance(ofGlyph: 7) == 250)
        #expect(try Font(data: FontBuilder().build()).advance(ofGlyph: 7) == 700)
    }

    @Test func characterMapFormat12ReachesAboveTheBasicPlane() throws {
        var builder = FontBuilder()
        builder.characterMapFormat12 = true
        let font = try Font(data: builder.build())
        #expect(try font.glyph(for: "\u{1F600}") == 7)
        #expect(try font.glyph(for: "A") == 1)
        #expect(try font.glyph(for: "\u{1F601}") == nil)
    }

    @Test func fontsValidateAndAreSharedByIdentity() throws {
        try TestFonts.notoSans.validate()
        try TestFonts.notoSansCJK.validate()
        let data = try TestFonts.data("Fonts/NotoSans-Regular.ttf")
        let first = try Font(data: data)
        let second = try Font(data: data)
        #expect(first == first)
        #expect(first != second)
        #expect(TestFonts.notoSansCJK.description == "Font(NotoSansCJK-Subset.ttc, face 1)")
    }
}

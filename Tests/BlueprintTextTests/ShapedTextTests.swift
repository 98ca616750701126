import Foundation
import Testing

@testable import BlueprintText

/// Measuring ranges and lines of shaped text.
@Suite struct ShapedTextTests {
    let shaper = TextShaper(font: TestFonts.notoSans)

    @Test func rangesMeasureAsTheTextShapedAlone() throws {
        let text = "Waffle office AVATAR To affluent Tokyo"
        let shaped = try shaper.shape(text, size: 17)
        let characters = Array(text)
        for start in 0..<characters.count {
            for end in (start + 1)...characters.count {
                let alone = try shaper.width(of: String(characters[start..<end]), size: 17)
                #expect(abs(shaped.width(ofCharacters: start..<end) - alone) < 1e-9, "\(start)..<\(end)")
            }
        }
    }

    /// Random ranges of the differential strings, shaped with Noto Sans and the CJK font as a
    /// fallback: a range measures as its text shaped alone (the reshaping at unsafe boundaries and
    /// at script changes included).
    @Test func randomRangesMeasureAsTheirTextShapedAlone() throws {
        let data = try Data(contentsOf: TestFonts.url("Tests/Data/harfbuzz-widths-noto-sans.json"))
        let recording = try JSONDecoder().decode(HarfBuzzDifferentialTests.Recording.self, from: data)
        let shaper = TextShaper(font: TestFonts.notoSans, fallbacks: [TestFonts.notoSansCJK])
        var random = FontFuzzTests.Random(state: 0x5A4E_0001)
        var checked = 0
        var reshaped = 0
        for testCase in recording.cases.prefix(600) {
            let characters = Array(testCase.text)
            guard characters.count > 1 else { continue }
            let shaped = try shaper.shape(testCase.text, size: 17)
            for _ in 0..<4 {
                let start = random.below(characters.count)
                let end = start + 1 + random.below(characters.count - start)
                let alone = try shaper.width(of: String(characters[start..<end]), size: 17)
                let fromRange = shaped.width(ofCharacters: start..<end)
                #expect(abs(fromRange - alone) < 1e-6, "\(testCase.text.debugDescription) \(start)..<\(end)")
                checked += 1
                if !shaped.isSafeToBreak(beforeCharacter: start) || !shaped.isSafeToBreak(beforeCharacter: end) {
                    reshaped += 1
                }
            }
        }
        #expect(checked > 2000)
        #expect(reshaped > 0)
    }

    @Test func lineWidthsLeaveOutTrailingWhitespace() throws {
        let shaped = try shaper.shape("Hello world  \n", size: 1000)
        #expect(shaped.lineWidth(ofCharacters: 0..<6) == 2426)
        #expect(shaped.width(ofCharacters: 0..<6) == 2686)
        #expect(shaped.lineWidth(ofCharacters: 0..<14) == 5363)
        #expect(shaped.trimmingTrailingWhitespace(6..<14) == 11)
        // A no-break space is text.
        #expect(!ShapedText.isTrailingWhitespace("\u{A0}"))
        #expect(ShapedText.isTrailingWhitespace("\r\n"))
        #expect(ShapedText.isTrailingWhitespace("\u{3000}"))
    }

    @Test func stringRangesOfCharacters() throws {
        let text = "e\u{301}👍🏽x"
        let shaped = try shaper.shape(text, size: 17)
        #expect(shaped.characterCount == 3)
        #expect(text[shaped.stringRange(ofCharacters: 1..<2)] == "👍🏽")
        #expect(shaped.width(ofCharacters: 1..<1) == 0)
    }

    @Test func emptyText() throws {
        let shaped = try shaper.shape("", size: 17)
        #expect(shaped.width == 0)
        #expect(shaped.runs.isEmpty)
        #expect(shaped.kerning.isEmpty)
    }
}

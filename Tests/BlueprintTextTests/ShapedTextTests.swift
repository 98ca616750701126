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

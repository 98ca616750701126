import BlueprintFixtures
import BlueprintLayout
import BlueprintText
import Foundation
import Testing

/// The `font` extension of `Text`: text measured from a font file named relative to the fixture.
@Suite struct TextFontVocabularyTests {
    static let root = TestSupport.packageRoot
    static let notoSans = #""file": "Fonts/NotoSans-Regular.ttf""#

    /// Decodes `element` in a fixture at the repository's root.
    static func decode(_ element: String) throws(FixtureError) -> Fixture {
        try FixtureDecoder().decode(
            text: TestSupport.fixture(element: element, measurements: #"[{"constraint": {}, "size": [null, null]}]"#),
            file: "test.json", directory: root)
    }

    /// The metrics the decoded root `Text` measures with.
    static func font(_ element: String) throws -> FontTextMetrics {
        let text = try #require(try decode(element).element as? Text)
        return try #require(text.font)
    }

    @Test func textWithAFontMeasuresWithIt() throws {
        let metrics = try Self.font(
            #"{"type": "Text", "text": "Waffles and coffee", "font": {\#(Self.notoSans), "size": 17}}"#)
        let font = try Font(contentsOf: Self.root.appendingPathComponent("Fonts/NotoSans-Regular.ttf"))
        let expected = try FontTextMetrics(font: font, size: 17, cache: nil)
        #expect(metrics.size == 17)
        #expect(metrics.lineHeight == expected.lineHeight)
        #expect(metrics.fallbacks.isEmpty)
        let fixture = try Self.decode(
            #"{"type": "Text", "text": "Waffles and coffee", "font": {\#(Self.notoSans), "size": 17}}"#)
        for constraint in [SizeConstraint.unconstrained, SizeConstraint(width: 100), SizeConstraint(width: 10)] {
            #expect(
                fixture.element.content.measure(in: constraint)
                    == expected.size(of: "Waffles and coffee", in: constraint))
        }
        // The page's example: Noto Sans's advances and kerning, and its line height.
        let size = fixture.element.content.measure(in: .unconstrained)
        #expect(abs(size.width - 147.475) < 0.0005 && abs(size.height - 23.154) < 1e-9, "\(size)")
    }

    @Test func theFontObjectsKeys() throws {
        let metrics = try Self.font(
            #"""
            {"type": "Text", "text": "Tokyo 中京", "numberOfLines": 1, "lineBreakMode": "byCharWrapping",
             "font": {\#(Self.notoSans), "size": 15, "face": 0, "lineHeight": 20,
                      "fallbacks": [{"file": "Fonts/NotoSansCJK-Subset.ttc", "face": 1}]}}
            """#)
        #expect(metrics.size == 15)
        #expect(metrics.lineHeight == 20)
        #expect(metrics.fallbacks.count == 1)
        #expect(metrics.fallbacks[0].faceIndex == 1)
        #expect(metrics.fallbacks[0].url?.lastPathComponent == "NotoSansCJK-Subset.ttc")
    }

    @Test func pathsAreRelativeToTheFixtureFile() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("Fonts/NotoSans-Regular.ttf"),
            to: fonts.appendingPathComponent("Body.ttf"))
        let sub = folder.appendingPathComponent("cases")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let url = try TestSupport.write(
            TestSupport.fixture(
                element: #"{"type": "Text", "text": "hi", "font": {"file": "../fonts/Body.ttf", "size": 17}}"#,
                measurements: #"[{"constraint": {}, "size": [null, null]}]"#),
            to: "text.json", in: sub)
        let fixture = try FixtureDecoder().decode(fileAt: url)
        let text = try #require(fixture.element as? Text)
        #expect(text.font?.font.url?.lastPathComponent == "Body.ttf")
        // Loaded once per file for the process: decoding again shares the font.
        let again = try #require(try FixtureDecoder().decode(fileAt: url).element as? Text)
        #expect(again.font?.font === text.font?.font)
    }

    @Test func badFontObjectsAreRejectedWhereTheyAre() throws {
        let cases: [(element: String, message: String)] = [
            (
                #"{"type": "Text", "text": "hi", "font": {\#(Self.notoSans), "size": 17, "weight": 400}}"#,
                #"test.json: $.element.font.weight: unknown key "weight" for a font (expected one of "size", "lineHeight", "file", "face", "fallbacks")"#
            ),
            (
                #"{"type": "Text", "text": "hi", "font": {\#(Self.notoSans), "size": 0}}"#,
                #"test.json: $.element.font.size: expected a positive number, found 0"#
            ),
            (
                #"{"type": "Text", "text": "hi", "font": {"file": "Fonts/NotoSansCJK-Subset.ttc", "face": 2, "size": 17}}"#,
                #"test.json: $.element.font.face: expected a face below 2: "Fonts/NotoSansCJK-Subset.ttc" has 2 faces"#
            ),
            (
                #"{"type": "Text", "text": "hi", "font": {\#(Self.notoSans), "size": 17, "fallbacks": {"file": "x"}}}"#,
                #"test.json: $.element.font.fallbacks: expected an array of fonts ({"file": …, "face": …}), found an object"#
            ),
            (
                #"{"type": "Text", "text": "hi", "font": {\#(Self.notoSans), "size": 17, "fallbacks": [{"fil": "x"}]}}"#,
                #"test.json: $.element.font.fallbacks[0]: missing required key "file" for a fallback font; found "fil", did you mean "file"?"#
            ),
            (
                #"{"type": "Text", "text": "hi", "lineHeight": 20, "font": {\#(Self.notoSans), "size": 17}}"#,
                #"test.json: $.element.lineHeight: "lineHeight" does not apply to text measured with a font (give the font a "lineHeight")"#
            ),
            (
                #"{"type": "Text", "text": "hi", "font": {"file": "Fonts", "size": 17}}"#,
                #"test.json: $.element.font.file: no font file at "Fonts" (paths are relative to the fixture file's directory)"#
            ),
        ]
        for (element, message) in cases {
            do {
                _ = try Self.decode(element)
                Issue.record("\(element) decoded")
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func textWithoutAFontIsMonospaced() throws {
        let text = try #require(try Self.decode(#"{"type": "Text", "text": "hello big world"}"#).element as? Text)
        #expect(text.font == nil)
        #expect(text.content.measure(in: SizeConstraint(width: 80)) == CGSize(width: 72, height: 32))
    }
}

import BlueprintFixtures
import BlueprintLayout
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing

@Suite struct SVGRendererTests {
    static let fixtureText = TestSupport.fixture(
        element:
            #"{"type": "Column", "id": "column", "underflow": "justifyToStart", "children": [{"type": "Fixed", "id": "a", "size": [10, 10]}, {"type": "Row", "children": [{"type": "Text", "id": "t", "text": "a <b> & c"}, {"type": "Spacer", "size": [3, 3]}]}]}"#,
        layouts: #"[{"size": [100, 60], "frames": {"a": [0, 0, 10, 10], "t": [0, 10, 72, 16]}}]"#
    )

    @Test func oneRectPerNodeAndWellFormed() throws {
        let fixture = try TestSupport.decode(Self.fixtureText)
        let svg = SVGRenderer().render(fixture)
        let counts = try Self.parse(svg)
        // Column, Fixed, Row, Text, Spacer: the ID wrappers are not drawn.
        #expect(counts.nodeRects == 5)
        #expect(counts.expectedRects == 0)
        #expect(counts.texts == ["column (Column)", "a (Fixed)", "Row", "t (Text)", "Spacer"])
    }

    @Test func diffDrawsExpectedFramesOverActualOnes() throws {
        let fixture = try TestSupport.decode(Self.fixtureText)
        let counts = try Self.parse(SVGRenderer().render(fixture, layoutIndex: 0, diff: true))
        #expect(counts.nodeRects == 5)
        #expect(counts.expectedRects == 2)
    }

    @Test func htmlIndexShowsEveryFixtureWithItsStatus() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(Self.fixtureText, to: "a/good.json", in: folder)
        try TestSupport.write(
            Self.fixtureText.replacingOccurrences(of: "[0, 10, 72, 16]", with: "[0, 10, 70, 16]"), to: "b/bad.json",
            in: folder)
        try TestSupport.write("{", to: "c/broken.json", in: folder)
        let page = HTMLIndex().render(folder: folder)
        #expect(page.contains("<h1>1 passed, 2 failed</h1>"))
        #expect(page.contains("a/good.json"))
        #expect(page.contains("FAIL test layouts[0]"))
        #expect(page.contains("c/broken.json: line 1, column 2"))
        #expect(page.components(separatedBy: "<svg").count - 1 == 2)
    }

    /// Counts node and expected rects and collects labels, failing on malformed XML.
    static func parse(_ svg: String) throws -> (nodeRects: Int, expectedRects: Int, texts: [String]) {
        let delegate = SVGCounter()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        let ok = parser.parse()
        #expect(ok, "malformed SVG: \(parser.parserError.map { "\($0)" } ?? "")")
        return (delegate.nodeRects, delegate.expectedRects, delegate.texts)
    }
}

fileprivate final class SVGCounter: NSObject, XMLParserDelegate {
    var nodeRects = 0
    var expectedRects = 0
    var texts: [String] = []
    private var inText = false

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "rect" {
            if attributes["class"] == "node" { nodeRects += 1 }
            if attributes["class"] == "expected" { expectedRects += 1 }
        }
        if elementName == "text" {
            inText = true
            texts.append("")
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts[texts.count - 1] += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text" { inText = false }
    }
}

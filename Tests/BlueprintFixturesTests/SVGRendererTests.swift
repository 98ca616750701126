@testable import BlueprintFixtures
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
        let drawing = try Self.parse(svg)
        // Column, Fixed, Row, Text, Spacer: the ID wrappers are not drawn.
        #expect(drawing.nodeRects == 5)
        #expect(drawing.expectedRects == 0)
        #expect(drawing.labels.map(\.text) == ["column (Column)", "a (Fixed)", "Row", "t (Text)", "Spacer"])
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<style>"))
    }

    @Test func diffDrawsExpectedFramesOverActualOnes() throws {
        let fixture = try TestSupport.decode(Self.fixtureText)
        let svg = SVGRenderer().render(fixture, layoutIndex: 0, diff: true)
        let drawing = try Self.parse(svg)
        #expect(drawing.nodeRects == 5)
        #expect(drawing.expectedRects == 2)
        #expect(!svg.contains("expected mismatch"))
        let wrong = try TestSupport.decode(
            Self.fixtureText.replacingOccurrences(of: "[0, 10, 72, 16]", with: "[0, 9, 72, 16]"))
        let mismatches = try Self.parse(SVGRenderer().render(wrong, layoutIndex: 0, diff: true)).groups.filter {
            $0.className == "expected mismatch"
        }
        #expect(mismatches.map(\.attributes["data-id"]) == ["t"])
        #expect(mismatches.first?.attributes["data-frame"] == "[0, 9, 72, 16]")
    }

    @Test func textLeavesShowTheirTextLineByLine() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"{"type": "Text", "id": "t", "text": "a <b> & \"c\" 'd'\nsecond line"}"#,
                layouts: #"[{"size": [136, 40], "frames": {}}]"#))
        let drawing = try Self.parse(SVGRenderer().render(fixture))
        #expect(drawing.lines == [#"a <b> & "c" 'd'"#, "second line"])
        // The text leaf's label would cover its text: it shows on hover only.
        #expect(drawing.labels.map(\.className) == ["label more"])
    }

    @Test func labelsNeverOverlap() throws {
        // Eight children at the same origin, and a row of narrow ones with long IDs.
        let stacked = (0..<8).map { #"{"type": "Fixed", "id": "stacked-\#($0)", "size": [40, 40]}"# }
        let narrow = (0..<8).map { #"{"type": "Fixed", "id": "a-rather-long-id-\#($0)", "size": [6, 6]}"# }
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"""
                    {"type": "Column", "underflow": "justifyToStart", "children": [
                      {"type": "Overlay", "children": [\#(stacked.joined(separator: ", "))]},
                      {"type": "Row", "underflow": "justifyToStart", "children": [\#(narrow.joined(separator: ", "))]}
                    ]}
                    """#,
                layouts: #"[{"size": [100, 100], "frames": {}}]"#))
        let renderer = SVGRenderer()
        let svg = renderer.render(fixture)
        let drawing = try Self.parse(svg)
        #expect(drawing.labels.count == 19)
        let fontSize = try #require(drawing.fontSize)
        let shown = drawing.labels.filter { $0.className == "label" }
        let hidden = drawing.labels.filter { $0.className == "label more" }
        #expect(shown.count >= 3)
        #expect(hidden.count >= 7)
        // Each label's box: its characters at 0.6 em, one line tall, above its baseline.
        let boxes = shown.map { label in
            CGRect(
                x: label.x, y: label.y - fontSize, width: CGFloat(label.text.count) * fontSize * 0.6,
                height: fontSize)
        }
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                let overlaps =
                    box.minX < other.maxX - 0.001 && other.minX < box.maxX - 0.001
                    && box.minY < other.maxY - 0.001 && other.minY < box.maxY - 0.001
                #expect(!overlaps, "\(box) overlaps \(other)")
            }
        }
    }

    @Test func groupsCarryTheInspectorsData() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"""
                    {"type": "Row", "id": "row", "children": [
                      {"type": "Fixed", "id": "a", "size": [10, 10], "traits": {"growPriority": 2, "key": "k"}},
                      {"type": "Opacity", "opacity": 0.5, "child": {"type": "Spacer", "size": [3, 3]}}
                    ]}
                    """#,
                layouts: #"[{"size": [100, 10], "frames": {"a": [0, 0, 10, 10]}}]"#))
        let result = fixture.element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        var renderer = SVGRenderer()
        renderer.standalone = false
        let svg = renderer.render(result, title: "t", details: .init(traits: ["a": "growPriority: 2, key: \"k\""]))
        #expect(!svg.hasPrefix("<?xml"))
        #expect(!svg.contains("<style>"))
        let groups = try Self.parse(svg).groups.filter { $0.className.hasPrefix("el ") }
        #expect(groups.map { $0.attributes["data-type"] } == ["Row", "Fixed", "Opacity", "Spacer"])
        #expect(groups.map { $0.attributes["data-id"] } == ["row", "a", nil, nil])
        #expect(groups.map { $0.attributes["data-parent"] } == [nil, "0", "0", "2"])
        #expect(groups[1].attributes["data-frame"] == "[0, 0, 10, 10]")
        #expect(groups[1].attributes["data-traits"] == #"growPriority: 2, key: "k""#)
        #expect(groups[1].attributes["data-key"] == "k")
        #expect(groups[2].attributes["data-attrs"] == nil)
        #expect(groups[3].attributes["data-attrs"] == "alpha=0.5")
        #expect(groups.map(\.className) == ["el d0", "el d1", "el d1", "el d2"])
    }

    @Test func escapesIDsTextAndTitles() throws {
        let hostile = #"<a href='x'>&amp; "q""#
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element:
                    #"{"type": "Column", "id": "<&\"'>", "children": [{"type": "Text", "id": "t", "text": "</svg><script>x</script>"}]}"#,
                layouts: #"[{"size": [200, 20], "frames": {"<&\"'>": [0, 0, 200, 20]}}]"#
            ).replacingOccurrences(of: #""name": "test""#, with: "\"name\": \(JSONWriter.quoted(hostile))"))
        let svg = SVGRenderer().render(fixture, layoutIndex: 0, diff: true)
        let drawing = try Self.parse(svg)  // well-formed XML
        #expect(drawing.title == hostile + " layouts[0]")
        #expect(drawing.lines == ["</svg><script>x</script>"])
        #expect(drawing.groups.first { $0.className == "el d0" }?.attributes["data-id"] == #"<&"'>"#)
        #expect(!svg.contains("<script"))
    }

    @Test func emptyElementsGetADotToHover() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element:
                    #"{"type": "Row", "children": [{"type": "Empty", "id": "e"}, {"type": "Spacer", "size": [5, 5]}]}"#,
                layouts: #"[{"size": [20, 10], "frames": {}}]"#))
        let svg = SVGRenderer().render(fixture)
        _ = try Self.parse(svg)
        #expect(svg.components(separatedBy: "<circle class=\"empty\"").count - 1 == 1)
    }

    @Test func largeTreesAreCutAtTheNodeLimit() throws {
        let children = (0..<50).map { #"{"type": "Spacer", "id": "s\#($0)", "size": [1, 1]}"# }
        // Every frame expected, the last one wrongly: its element is not drawn, its frame is.
        var frames = (0..<50).map { #""s\#($0)": [\#($0), 0, 1, 1]"# }
        frames[49] = #""s49": [0, 0, 1, 1]"#
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element:
                    #"{"type": "Row", "underflow": "justifyToStart", "children": [\#(children.joined(separator: ", "))]}"#,
                layouts: #"[{"size": [100, 10], "frames": {\#(frames.joined(separator: ", "))}}]"#))
        #expect(FixtureRunner().run(fixture).checks[0].failures.map(\.id) == ["s49"])
        var renderer = SVGRenderer()
        renderer.maximumNodes = 10
        let svg = renderer.render(fixture, layoutIndex: 0, diff: true)
        let drawing = try Self.parse(svg)
        #expect(drawing.nodeRects == 10)
        #expect(drawing.expectedRects == 10)
        let expected = drawing.groups.filter { $0.className.hasPrefix("expected") }
        #expect(expected.filter { $0.className == "expected mismatch" }.map { $0.attributes["data-id"] } == ["s49"])
        #expect(svg.contains("only the first 10 elements (and expected frames) are drawn"))
    }

    @Test func failingElementsAreLabelledFirstWithTheirDifference() throws {
        // Eight elements at the same origin, three of them wrong: one label per failing element,
        // placed before any other, none over another, those whose corner is taken beside their
        // element with a leader line.
        let stacked = (0..<8).map { #"{"type": "Fixed", "id": "s\#($0)", "size": [40, 40]}"# }
        var frames = (0..<8).map { #""s\#($0)": [0, 0, 40, 40]"# }
        frames[2] = #""s2": [0, 0, 37, 40]"#
        frames[5] = #""s5": [1, 0, 40, 40]"#
        frames[6] = #""s6": [0, 0, 40, 44]"#
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"{"type": "Overlay", "children": [\#(stacked.joined(separator: ", "))]}"#,
                layouts: #"[{"size": [40, 40], "frames": {\#(frames.joined(separator: ", "))}}]"#))
        let svg = SVGRenderer().render(fixture, layoutIndex: 0, diff: true)
        let drawing = try Self.parse(svg)
        #expect(
            drawing.failureLabels.map(\.text) == ["s2 Δ [0, 0, 3, 0]", "s5 Δ [-1, 0, 0, 0]", "s6 Δ [0, 0, 0, -4]"])
        #expect(drawing.failureLabels.map(\.id) == ["s2", "s5", "s6"])
        // Each touches its element (the expected and the actual frame), or a leader line joins them.
        let anchors = [
            CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 0, y: 0, width: 41, height: 40),
            CGRect(x: 0, y: 0, width: 40, height: 44),
        ]
        for (label, anchor) in zip(drawing.failureLabels, anchors) {
            #expect(label.hasLeader || label.box.insetBy(dx: -0.5, dy: -0.5).intersects(anchor), "\(label)")
        }
        #expect(!drawing.failureLabels.filter(\.hasLeader).isEmpty)
        // A failing element's own label is left to hover: the failure label names it.
        let shown = drawing.labels.filter { $0.className == "label" }.map(\.text)
        #expect(!shown.contains { ["s2 (Fixed)", "s5 (Fixed)", "s6 (Fixed)"].contains($0) })
        let fontSize = try #require(drawing.fontSize)
        let boxes =
            drawing.failureLabels.map(\.box)
            + drawing.labels.filter { $0.className == "label" }.map { label in
                CGRect(
                    x: label.x, y: label.y - fontSize, width: CGFloat(label.text.count) * fontSize * 0.6,
                    height: fontSize)
            }
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] {
                #expect(!box.insetBy(dx: 0.001, dy: 0.001).intersects(other), "\(box) overlaps \(other)")
            }
        }
        // A missing element is named too.
        let missing = try TestSupport.decode(
            Self.fixtureText.replacingOccurrences(of: #""t": [0, 10, 72, 16]"#, with: #""ghost": [0, 10, 72, 16]"#))
        let labels = try Self.parse(SVGRenderer().render(missing, layoutIndex: 0, diff: true)).failureLabels
        #expect(labels.map(\.text) == ["ghost not found"])
    }

    @Test func aLeaderLineJoinsTheNearestPoints() {
        let anchor = CGRect(x: 10, y: 10, width: 20, height: 20)
        let above = LabelPlacement.leader(from: CGRect(x: 0, y: -10, width: 30, height: 5), to: anchor)
        #expect(above.from == CGPoint(x: 15, y: -5) && above.to == CGPoint(x: 15, y: 10))
        let right = LabelPlacement.leader(from: CGRect(x: 50, y: 12, width: 10, height: 4), to: anchor)
        #expect(right.from == CGPoint(x: 50, y: 14) && right.to == CGPoint(x: 30, y: 14))
    }

    /// What a drawing holds, failing on malformed XML.
    static func parse(_ svg: String) throws -> SVGDrawing {
        let delegate = SVGDrawing()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        let ok = parser.parse()
        #expect(ok, "malformed SVG: \(parser.parserError.map { "\($0)" } ?? "")")
        return delegate
    }
}

/// The parts of a drawing the tests look at.
final class SVGDrawing: NSObject, XMLParserDelegate {
    struct Label {
        var text: String
        var className: String
        var x: CGFloat
        var y: CGFloat
    }

    struct Group {
        var className: String
        var attributes: [String: String]
    }

    /// A failing element's label: its ID, text, box and whether a leader line joins it to the
    /// element.
    struct FailureLabel {
        var id: String
        var text = ""
        var box = CGRect.null
        var hasLeader = false
    }

    var nodeRects = 0
    var expectedRects = 0
    var labels: [Label] = []
    var failureLabels: [FailureLabel] = []
    private var inFailureLabel = false
    var lines: [String] = []
    var groups: [Group] = []
    var title: String?
    var fontSize: CGFloat?
    private var text: (kind: String, value: String)?

    func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let className = attributes["class"] ?? ""
        if inFailureLabel {
            switch elementName {
            case "rect":
                func number(_ name: String) -> CGFloat { CGFloat(Double(attributes[name] ?? "") ?? .nan) }
                failureLabels[failureLabels.count - 1].box = CGRect(
                    x: number("x"), y: number("y"), width: number("width"), height: number("height"))
            case "line":
                failureLabels[failureLabels.count - 1].hasLeader = className == "leader"
            case "text":
                text = ("failure", "")
            default:
                break
            }
            return
        }
        if elementName == "g", className == "failure-label" {
            inFailureLabel = true
            failureLabels.append(FailureLabel(id: attributes["data-id"] ?? ""))
            return
        }
        switch elementName {
        case "svg":
            fontSize = attributes["font-size"].flatMap(Double.init).map { CGFloat($0) }
        case "rect":
            if className == "node" { nodeRects += 1 }
            if className.hasPrefix("expected") {
                expectedRects += 1
                groups.append(Group(className: className, attributes: attributes))
            }
        case "g":
            groups.append(Group(className: className, attributes: attributes))
        case "text":
            text = (className, "")
            if className.hasPrefix("label") {
                labels.append(
                    Label(
                        text: "", className: className, x: CGFloat(Double(attributes["x"] ?? "") ?? 0),
                        y: CGFloat(Double(attributes["y"] ?? "") ?? 0)))
            }
        case "title":
            text = ("title", "")
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text?.value += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if inFailureLabel, elementName == "g" { inFailureLabel = false }
        guard let (kind, value) = text, elementName == "text" || elementName == "title" else { return }
        if kind == "failure" { failureLabels[failureLabels.count - 1].text = value }
        if kind.hasPrefix("label") { labels[labels.count - 1].text = value }
        if kind == "line" { lines.append(value) }
        if kind == "title", title == nil { title = value }
        text = nil
    }
}

@testable import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

@Suite struct HTMLIndexTests {
    /// A folder of four fixtures: two passing (one with two layout checks and a text leaf), one
    /// failing in its second layout check, one that does not decode.
    static func suite() throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        let good = TestSupport.fixture(
            element: #"""
                {"type": "Column", "id": "column", "underflow": "justifyToStart", "children": [
                  {"type": "Fixed", "id": "a", "size": [10, 10], "traits": {"growPriority": 2}},
                  {"type": "Text", "id": "t", "text": "hello text leaf"}
                ]}
                """#,
            layouts: #"""
                [{"size": [200, 60], "frames": {"a": [0, 0, 10, 10], "t": [0, 10, 120, 16]}},
                 {"size": [96, 60], "frames": {"t": [0, 10, 80, 32]}}]
                """#)
        try TestSupport.write(
            good.replacingOccurrences(of: #""name": "test""#, with: #""name": "b/good""#), to: "b/good.json", in: folder
        )
        try TestSupport.write(
            good.replacingOccurrences(of: #""name": "test""#, with: #""name": "b/bad""#)
                .replacingOccurrences(of: "[0, 10, 80, 32]", with: "[0, 10, 60, 32]"),
            to: "b/bad.json", in: folder)
        try TestSupport.write(
            TestSupport.fixture(
                element: #"{"type": "Spacer", "size": [5, 5]}"#, layouts: #"[{"size": [5, 5], "frames": {}}]"#
            )
            .replacingOccurrences(of: #""name": "test""#, with: #""name": "a/spacer""#),
            to: "a/spacer.json", in: folder)
        try TestSupport.write("{", to: "c/broken.json", in: folder)
        return folder
    }

    /// The page's sections as (`id`, `class`, the section's text), in page order.
    static func sections(_ page: String) -> [(id: String, className: String, html: String)] {
        page.components(separatedBy: "<section ").dropFirst().map { chunk in
            let html = String(chunk[..<(chunk.range(of: "</section>")?.lowerBound ?? chunk.endIndex)])
            return (attribute("id", in: html) ?? "", attribute("class", in: html) ?? "", html)
        }
    }

    /// The value of the first `name="…"` in `html`.
    static func attribute(_ name: String, in html: String) -> String? {
        let prefix = "\(name)=\""
        guard let start = html.hasPrefix(prefix) ? html.range(of: prefix) : html.range(of: " \(prefix)") else {
            return nil
        }
        let rest = html[start.upperBound...]
        return rest.range(of: "\"").map { String(rest[..<$0.lowerBound]) }
    }

    @Test func summaryCountsFixturesAndFolders() throws {
        let page = HTMLIndex().render(folder: try Self.suite())
        #expect(page.contains("<h1>2 passed, 2 failed</h1>"))
        #expect(page.contains("4 fixtures in"))
        // Folders with failures first, each with its counts.
        let folders = page.components(separatedBy: "<li class=\"").dropFirst().compactMap { chunk -> String? in
            guard chunk.prefix(while: { $0 != ">" }).contains("data-folder") else { return nil }
            return String(chunk[..<(chunk.range(of: "</li>")?.lowerBound ?? chunk.endIndex)])
        }
        #expect(folders.count == 3)
        #expect(folders[0].hasPrefix("fail\" data-folder=\"b\""))
        #expect(folders[0].contains("1 passed") && folders[0].contains("1 failed"))
        #expect(folders[1].hasPrefix("fail\" data-folder=\"c\""))
        #expect(folders[2].hasPrefix("pass\" data-folder=\"a\""))
        #expect(folders[2].contains("1 passed") && !folders[2].contains("failed"))
    }

    @Test func oneSectionPerFixtureFailuresFirst() throws {
        let page = HTMLIndex().render(folder: try Self.suite())
        let sections = Self.sections(page)
        #expect(sections.map(\.id) == ["fixture=b/bad", "fixture=c/broken.json", "fixture=a/spacer", "fixture=b/good"])
        #expect(sections.map(\.className) == ["fixture fail", "fixture fail", "fixture pass", "fixture pass"])
        #expect(Set(sections.map(\.id)).count == sections.count)
        // Each opens by its `#fixture=` link and closes back to its card.
        #expect(sections[0].html.contains("href=\"#fixture=b/bad\""))
        #expect(sections[0].html.contains("id=\"card=b/bad\""))
        #expect(sections[0].html.contains("class=\"close\" href=\"#card=b/bad\""))
        #expect(Self.attribute("data-types", in: sections[0].html) == "Column Fixed Text")
        #expect(Self.attribute("data-status", in: sections[0].html) == "fail")
        #expect(Self.attribute("data-folder", in: sections[0].html) == "b")
    }

    @Test func failuresAndChecksAreText() throws {
        let sections = Self.sections(HTMLIndex().render(folder: try Self.suite()))
        let bad = sections[0].html
        #expect(bad.contains("<pre class=\"failures\">FAIL b/bad layouts[1] (layout in 96 × 60): t: frame expected"))
        #expect(bad.contains("<li class=\"pass\" data-check=\"0\">layouts[0] (layout in 200 × 60): ok</li>"))
        #expect(bad.contains("<li class=\"fail\" data-check=\"1\">layouts[1]"))
        #expect(sections[1].html.contains("c/broken.json: line 1, column 2"))
        #expect(!sections[2].html.contains("failures"))
    }

    @Test func everyLayoutCheckIsDrawnThePrimaryOneFailing() throws {
        let sections = Self.sections(HTMLIndex().render(folder: try Self.suite()))
        let figures = sections[0].html.components(separatedBy: "<figure ").dropFirst()
        #expect(figures.count == 2)
        #expect(figures.map { Self.attribute("class", in: "<figure " + $0) } == ["check pass", "check fail primary"])
        #expect(figures.allSatisfy { $0.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"drawing\"") })
        #expect(sections[3].html.components(separatedBy: "<figure class=\"check pass primary\"").count == 2)
        // A fixture that did not decode has nothing to draw.
        #expect(!sections[1].html.contains("<svg"))
        // Every drawing is well-formed SVG of its own.
        for section in sections {
            for chunk in section.html.components(separatedBy: "<svg ").dropFirst() {
                let svg = "<svg " + chunk[..<chunk.range(of: "</svg>")!.upperBound]
                _ = try SVGRendererTests.parse(String(svg))
            }
        }
    }

    @Test func elementsCarryHoverDataAndTextLeavesTheirText() throws {
        let sections = Self.sections(HTMLIndex().render(folder: try Self.suite()))
        let good = sections[3].html
        let drawing = try SVGRendererTests.parse(
            String(good[good.range(of: "<svg ")!.lowerBound..<good.range(of: "</svg>")!.upperBound]))
        let groups = drawing.groups.filter { $0.className.hasPrefix("el ") }
        #expect(groups.map { $0.attributes["data-type"] } == ["Column", "Fixed", "Text"])
        #expect(groups.map { $0.attributes["data-id"] } == ["column", "a", "t"])
        #expect(groups.map { $0.attributes["data-parent"] } == [nil, "0", "0"])
        #expect(
            groups.map { $0.attributes["data-frame"] } == ["[0, 0, 200, 60]", "[0, 0, 10, 10]", "[0, 10, 120, 16]"])
        #expect(groups[1].attributes["data-traits"] == "growPriority: 2")
        #expect(drawing.lines == ["hello text leaf"])
        // The second check wraps the text in its narrower width.
        #expect(good.contains(">hello text</text>") && good.contains(">leaf</text>"))
    }

    @Test func selfContainedWithoutExternalURLs() throws {
        let page = HTMLIndex().render(folder: try Self.suite())
        let urls = try Regex(#"(https?:)?//[A-Za-z0-9.-]+\.[A-Za-z]{2,}[^\s"'<>)]*"#)
        let found = Set(page.matches(of: urls).map { String(page[$0.range]) })
        #expect(found == ["http://www.w3.org/2000/svg"])
        for pattern in ["<link", " src=", "@import", "url(", "<iframe", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(pattern), "\(pattern)")
        }
        #expect(page.components(separatedBy: "<style>").count == 2)
        #expect(page.components(separatedBy: "<script>").count == 2)
        // The script writes fixture text as text only.
        #expect(!HTMLIndex.script.contains("innerHTML"))
        #expect(!HTMLIndex.script.contains("</"))
    }

    @Test func fixtureTextIsEscapedEverywhere() throws {
        let folder = try TestSupport.temporaryFolder()
        let hostile = #"x</script><script>alert("&")</script>'"#
        try TestSupport.write(
            TestSupport.fixture(
                element:
                    #"{"type": "Row", "id": "<id&\"'>", "children": [{"type": "Text", "id": "</svg>", "text": "<b>&amp;\"'</b>", "traits": {"key": "</script>"}}]}"#,
                layouts: #"[{"size": [300, 20], "frames": {"<id&\"'>": [0, 0, 1, 1]}}]"#,
                extra: "\"description\": \(JSONWriter.quoted(hostile))"
            ).replacingOccurrences(of: #""name": "test""#, with: "\"name\": \(JSONWriter.quoted(hostile))"),
            to: "evil.json", in: folder)
        let page = HTMLIndex().render(folder: folder)
        // Markup only where the page puts it.
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(page.components(separatedBy: "</script").count == 2)
        #expect(!page.contains("<b>&") && !page.contains("</b>\""))
        #expect(!page.contains("</svg>\"") && !page.contains("\"</svg>"))
        let escaped = #"x&lt;/script&gt;&lt;script&gt;alert(&quot;&amp;&quot;)&lt;/script&gt;&#39;"#
        #expect(page.contains("<p class=\"description\">\(escaped)</p>"))
        #expect(page.contains("data-name=\"\(escaped)\""))
        #expect(page.contains("data-id=\"&lt;id&amp;&quot;&#39;&gt;\""))
        #expect(page.contains("data-traits=\"key: &quot;&lt;/script&gt;&quot;\""))
        #expect(page.contains(">&lt;b&gt;&amp;amp;&quot;&#39;&lt;/b&gt;</text>"))
        // The anchor is the name, escaped in the id; links percent-encode it.
        #expect(page.contains("<section id=\"fixture=\(escaped)\""))
        #expect(page.contains("href=\"#fixture=x%3C/script%3E%3Cscript%3Ealert%28%22%26%22%29%3C/script%3E%27\""))
        #expect(HTMLIndex.fragment(#"a b/<&"'>"#) == "fixture=a%20b/%3C%26%22%27%3E")
        #expect(HTMLIndex.fragment("ü") == "fixture=%C3%BC")
    }
}

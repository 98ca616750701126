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

    /// The folder chips as (`data-folder`, the chip's class, its text), in page order.
    static func chips(_ page: String) -> [(folder: String, className: String, text: String)] {
        page.components(separatedBy: "<li class=\"chip ").dropFirst().compactMap { chunk in
            let html = "<li class=\"chip " + chunk[..<(chunk.range(of: "</li>")?.lowerBound ?? chunk.endIndex)]
            guard let folder = attribute("data-folder", in: html) else { return nil }
            let text = html.replacing(/<[^>]*>/, with: "")
            return (folder, attribute("class", in: html) ?? "", text)
        }
    }

    @Test func summaryCountsFixturesAndFolders() throws {
        let page = HTMLIndex().render(folder: try Self.suite())
        #expect(page.contains("<h1>2 passed, 1 failed, 1 error</h1>"))
        #expect(page.contains("4 fixtures in"))
        // Folders with failures or errors first, each with its counts.
        let chips = Self.chips(page)
        #expect(chips.map(\.folder) == ["b", "c", "a"])
        #expect(chips.map(\.className) == ["chip chip-0 fail", "chip chip-1 fail", "chip chip-2"])
        #expect(chips.map(\.text) == ["b 1 passed 1 failed", "c 1 error", "a 1 passed"])
        #expect(page.contains("<li class=\"chip all\" id=\"all-folders\"><a href=\"#all-folders\">all folders"))
    }

    @Test func thePageSaysWhatCouldNotBeRead() throws {
        let folder = try Self.suite()
        let page = HTMLIndex().page(for: folder)
        #expect(page.passed == 2)
        #expect(page.failed == 1)
        #expect(page.errors.map(\.file) == [folder.relativePath + "/c/broken.json"])
        #expect(page.errors.map(\.location) == ["line 1, column 2"])
        #expect(page.html == HTMLIndex().render(folder: folder))
    }

    @Test func oneSectionPerFixtureFailuresFirst() throws {
        let page = HTMLIndex().render(folder: try Self.suite())
        let sections = Self.sections(page)
        #expect(sections.map(\.id) == ["fixture=b/bad", "fixture=c/broken.json", "fixture=a/spacer", "fixture=b/good"])
        // The status, then the folder's number (the chips' order: b, c, a).
        #expect(
            sections.map(\.className) == [
                "fixture fail in-0", "fixture error in-1", "fixture pass in-2", "fixture pass in-0",
            ])
        #expect(Set(sections.map(\.id)).count == sections.count)
        // Each opens by its `#fixture=` link and closes back to its card.
        #expect(sections[0].html.contains("href=\"#fixture=b/bad\""))
        #expect(sections[0].html.contains("id=\"card=b/bad\""))
        #expect(sections[0].html.contains("class=\"close\" href=\"#card=b/bad\""))
        #expect(Self.attribute("data-types", in: sections[0].html) == "Column Fixed Text")
        #expect(Self.attribute("data-ids", in: sections[0].html) == "column a t")
        #expect(Self.attribute("data-status", in: sections[0].html) == "fail")
        #expect(Self.attribute("data-folder", in: sections[0].html) == "b")
        #expect(Self.attribute("data-status", in: sections[1].html) == "error")
    }

    @Test func failuresAndChecksAreText() throws {
        let sections = Self.sections(HTMLIndex().render(folder: try Self.suite()))
        let bad = sections[0].html
        #expect(bad.contains("<pre class=\"failures\">FAIL b/bad layouts[1] (layout in 96 × 60): t: frame expected"))
        #expect(
            bad.contains(
                "<li class=\"pass\" data-check=\"0\"><span class=\"check-label\">layouts[0]</span> layout in 200 × 60"
                    + " <b class=\"verdict\">ok</b></li>"))
        #expect(bad.contains("<li class=\"fail\" data-check=\"1\"><span class=\"check-label\">layouts[1]</span>"))
        // Each mismatch is a line of its own, by element.
        #expect(
            bad.contains(
                "<ul class=\"mismatches\">\n<li data-id=\"t\">t: frame expected [0, 10, 60, 32], actual [0, 10, 80, 32],"
                    + " delta [0, 0, 20, 0]</li>\n</ul>"))
        #expect(!sections[2].html.contains("failures"))
    }

    @Test func aFileThatDoesNotDecodeIsAnErrorWithItsPlace() throws {
        let folder = try Self.suite()
        try TestSupport.write(
            TestSupport.fixture(
                element: #"{"type": "Fixed", "size": "big"}"#, layouts: #"[{"size": [5, 5], "frames": {}}]"#),
            to: "d/wrong.json",
            in: folder)
        let sections = Self.sections(HTMLIndex().render(folder: folder))
        for (file, location, message) in [
            ("c/broken.json", "line 1, column 2", nil),
            ("d/wrong.json", "$.element.size", "expected a size [width, height], found &quot;big&quot;"),
        ] {
            let section = try #require(sections.first { Self.attribute("data-file", in: $0.html) == file })
            #expect(section.className.hasPrefix("fixture error "))
            #expect(section.html.contains("<span class=\"badge\">ERROR</span> \(file)</a>"))
            #expect(section.html.contains("<p class=\"what\">This file could not be decoded.</p>"))
            let label = location.hasPrefix("$") ? "JSON path" : "where"
            #expect(section.html.contains("<dt>\(label)</dt><dd class=\"location\"><code>\(location)</code></dd>"))
            if let message {
                #expect(section.html.components(separatedBy: message).count == 2, "the message once")
            }
            // Nothing that belongs to a drawing.
            for absent in ["<svg", "<figure", "class=\"failures\"", "class=\"checks\"", "FAIL"] {
                #expect(!section.html.contains(absent), "\(absent)")
            }
        }
    }

    @Test func whatCannotBeReadIsAnErrorToo() throws {
        let folder = try Self.suite()
        #expect(symlink("gone.json", folder.appendingPathComponent("a/broken-link.json").path) == 0)
        let page = HTMLIndex().page(for: folder)
        #expect(page.errors.map(\.message).contains { $0.hasPrefix("broken symbolic link") })
        let section = try #require(
            Self.sections(page.html).first { Self.attribute("data-file", in: $0.html) == "a/broken-link.json" })
        #expect(section.className == "fixture error in-0")
        #expect(section.html.contains("This file could not be read."))
    }

    @Test func folderChipsAreExactAndWorkWithoutTheScript() throws {
        let folder = try TestSupport.temporaryFolder()
        for (file, name) in [("grid/a.json", "g"), ("grid-row/b.json", "gr"), ("top.json", "top")] {
            try TestSupport.write(
                TestSupport.fixture(
                    element: #"{"type": "Spacer", "size": [5, 5]}"#, layouts: #"[{"size": [5, 5], "frames": {}}]"#
                )
                .replacingOccurrences(of: #""name": "test""#, with: "\"name\": \"\(name)\""),
                to: file, in: folder)
        }
        let page = HTMLIndex().render(folder: folder)
        let chips = Self.chips(page)
        #expect(chips.map(\.folder) == [".", "grid", "grid-row"])
        #expect(chips.map(\.text) == ["top level 1 passed", "grid 1 passed", "grid-row 1 passed"])
        #expect(page.contains("<a href=\"#folder=.\"><b>top level</b>"))
        for (index, chip) in chips.enumerated() {
            // The link's target, and the rules that show that folder's cards only.
            #expect(
                page.contains(
                    "<span class=\"folder-target ft-\(index)\" id=\"folder=\(chip.folder)\"></span>"))
            #expect(
                page.contains(
                    ":root:not(.js) .ft-\(index):target ~ #grid > .fixture:not(.in-\(index)) { display: none; }"))
            #expect(page.contains(":root:not(.js) header:has(~ .ft-\(index):target) .chip-\(index) a {"))
            // Exactly the cards of that folder are in it.
            let cards = Self.sections(page).filter { $0.className.hasSuffix(" in-\(index)") }
            #expect(cards.map { Self.attribute("data-folder", in: $0.html) } == [chip.folder])
        }
        // The compact selector has the same folders.
        #expect(
            page.contains("<option value=\"grid\">grid (1)</option>\n<option value=\"grid-row\">grid-row (1)</option>"))
    }

    @Test func theLegendExplainsTheDrawing() throws {
        let page = HTMLIndex().render(folder: try Self.suite())
        let legend = try #require(page.firstRange(of: "<details class=\"legend\" id=\"legend\">")).lowerBound
        let text = String(page[legend..<page.range(of: "</details>", range: legend..<page.endIndex)!.upperBound])
            .replacing(/<[^>]*>/, with: "")
        for item in [
            "actual frame", "expected frame, matching", "expected frame, differing", "actual − expected",
            "selected element", "hidden element", "zero width or height", "colour = depth in the tree", "0 (root)",
            "then again from 0",
        ] {
            #expect(text.contains(item), "\(item)")
        }
        // Its swatches use the drawings' own classes.
        for swatch in ["<rect class=\"expected mismatch\"", "<g class=\"el d1 sel\">", "<g class=\"el d7\">"] {
            #expect(page.contains(swatch), "\(swatch)")
        }
    }

    @Test func failingElementsAreLabelledWithTheirDifference() throws {
        let sections = Self.sections(HTMLIndex().render(folder: try Self.suite()))
        let bad = sections[0].html
        let figure = String(bad[bad.range(of: "<figure class=\"check fail primary\"")!.lowerBound...])
        #expect(figure.contains("<g class=\"failure-label\" data-id=\"t\">"))
        #expect(figure.contains(">t Δ [0, 0, 20, 0]</text></g>"))
        #expect(
            figure.contains(
                "class=\"expected mismatch\" data-id=\"t\" data-frame=\"[0, 10, 60, 32]\" data-note=\"Δ [0, 0, 20, 0]\""
            ))
        // The passing check has none.
        let passing = String(bad[..<bad.range(of: "<figure class=\"check fail primary\"")!.lowerBound])
        #expect(!passing.contains("failure-label"))
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

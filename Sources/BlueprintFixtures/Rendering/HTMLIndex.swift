import BlueprintLayout
import Foundation

/// An HTML page for inspecting every fixture of a folder: a summary, a filterable grid of
/// thumbnails with failures first, and a large drawing for each fixture.
///
/// ```swift
/// let page = HTMLIndex().render(folder: URL(fileURLWithPath: "Fixtures"))
/// try page.write(toFile: "index.html", atomically: true, encoding: .utf8)
/// ```
/// The page is one self-contained file (inline CSS and JavaScript, nothing fetched) and readable
/// without JavaScript: the summary, every fixture's failures and checks as text, and its drawings
/// as plain SVG (``SVGRenderer``, one `<figure>` per layout check). A fixture's card opens as a
/// large drawing through its link, `#fixture=NAME` (CSS `:target`, so without JavaScript too).
/// The script adds the filter box (name, folder, element type, passed or failed), a choice among
/// the layout checks, a toggle for the expected frames, keyboard navigation (Esc, ← and →) and,
/// on hover, the element's path, type, ID, frame, traits and attributes. The script reads the
/// page's data attributes only: no fixture text is ever placed in a script.
public struct HTMLIndex: Sendable {
    /// Runs and decodes the fixtures shown.
    public var runner: FixtureRunner
    /// Draws the layout checks (embedded: the page carries the style sheet once).
    public var renderer: SVGRenderer
    /// At most this many layout checks are drawn per fixture (default 24); the others are listed
    /// as text.
    public var maximumDrawnChecks = 24

    /// An index with `registry` (default: the built-in vocabulary).
    public init(registry: ElementDecoderRegistry = .standard) {
        runner = FixtureRunner(registry: registry)
        renderer = SVGRenderer()
        renderer.standalone = false
        // Drawn about as large as the open drawing shows them, so labels read at about 11 px.
        renderer.targetSize = 800
        renderer.labelSize = 11
        renderer.maximumZoom = 64
    }

    /// The page for every fixture under `folder` (recursively): failures first, each group
    /// sorted by path.
    public func render(folder: URL) -> String {
        let files = FixtureFiles.find(in: folder)
        let base = folder.standardizedFileURL.path
        let slots = Slots<Entry>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            var relative = files[index].standardizedFileURL.path
            if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
            slots[index] = entry(fileAt: files[index], relativePath: relative)
        }
        var entries = slots.values
        entries.sort { ($0.passed ? 1 : 0, $0.relativePath) < ($1.passed ? 1 : 0, $1.relativePath) }
        return page(title: folder.lastPathComponent, entries: entries)
    }

    // MARK: - One fixture

    /// What the page shows of one file.
    struct Entry: Sendable {
        var relativePath: String
        var name: String
        var passed: Bool
        /// The section's class and data attributes.
        var attributes: String
        /// The section's contents after its title (which ``HTMLIndex/page(title:entries:)`` writes
        /// once the fixture's anchor is known).
        var body: String
        /// The folder, `.` for the top.
        var folder: String { HTMLIndex.folder(of: relativePath) }
    }

    /// The folder of a relative path, `.` for the top.
    static func folder(of relativePath: String) -> String {
        let parts = relativePath.split(separator: "/")
        return parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
    }

    /// Runs, draws and describes the fixture file at `url`.
    func entry(fileAt url: URL, relativePath: String) -> Entry {
        let fixture: Fixture?
        let result: FixtureResult
        do {
            let decoded = try runner.decoder.decode(fileAt: url, displayName: relativePath)
            fixture = decoded
            result = runner.run(decoded)
        } catch {
            fixture = nil
            result = FixtureResult(file: relativePath, name: relativePath, decodingError: error, checks: [])
        }
        let summary = FixtureJSONSummary(fixture?.json["element"])
        let (attributes, body) = Self.section(
            for: result, fixture: fixture, relativePath: relativePath, types: summary.types,
            drawings: fixture.map { drawings(of: $0, result: result, traits: summary.traits) } ?? [])
        return Entry(
            relativePath: relativePath, name: result.name, passed: result.passed, attributes: attributes, body: body)
    }

    /// A drawn layout check: its index (nil for a fixture without layout checks), status and SVG.
    struct Drawing {
        var index: Int?
        var caption: String
        var passed: Bool
        var svg: String
    }

    /// The drawings of `fixture`'s layout checks (at most ``maximumDrawnChecks``), or one drawing
    /// in its measured size when it has none; `traits` are the fixture's by ID.
    func drawings(of fixture: Fixture, result: FixtureResult, traits: [String: String]) -> [Drawing] {
        let details = SVGRenderer.Details(traits: traits)
        guard !fixture.layouts.isEmpty else {
            let svg = renderer.render(fixture, layoutIndex: nil, diff: false, details: details, runner: runner)
            return [Drawing(index: nil, caption: "laid out in its measured size", passed: result.passed, svg: svg)]
        }
        var drawings: [Drawing] = []
        for check in fixture.layouts.prefix(maximumDrawnChecks) {
            let outcome = result.checks.first { $0.label == check.label }
            var details = details
            details.mismatchedIDs = Set(outcome?.failures.filter { $0.property == "frame" }.compactMap(\.id) ?? [])
            drawings.append(
                Drawing(
                    index: check.index,
                    caption: outcome.map { "\($0.label) \($0.summary)" } ?? check.label,
                    passed: outcome?.passed ?? true,
                    svg: renderer.render(
                        fixture, layoutIndex: check.index, diff: true, details: details, runner: runner)
                )
            )
        }
        return drawings
    }

    /// The `<section>` of one fixture: its class and data attributes, and its contents after the
    /// title.
    static func section(
        for result: FixtureResult, fixture: Fixture?, relativePath: String, types: [String], drawings: [Drawing]
    ) -> (attributes: String, body: String) {
        let status = result.passed ? "pass" : "fail"
        var attributes = "class=\"fixture \(status)\" data-name=\"\(e(result.name))\""
        attributes += " data-file=\"\(e(relativePath))\" data-folder=\"\(e(folder(of: relativePath)))\""
        attributes += " data-status=\"\(status)\" data-types=\"\(e(types.joined(separator: " ")))\""
        var html = "<div class=\"side\">\n<p class=\"file\">\(e(relativePath))</p>\n"
        if let summary = fixture?.summary, !summary.isEmpty {
            html += "<p class=\"description\">\(e(summary))</p>\n"
        }
        let lines = result.failureLines
        if !lines.isEmpty {
            html += "<pre class=\"failures\">" + lines.map(e).joined(separator: "\n") + "</pre>\n"
        }
        if !result.checks.isEmpty {
            html += "<ul class=\"checks\">\n"
            for check in result.checks {
                let layoutIndex = drawings.first { $0.index.map { "layouts[\($0)]" } == check.label }?.index
                html += "<li class=\"\(check.passed ? "pass" : "fail")\""
                if let layoutIndex { html += " data-check=\"\(layoutIndex)\"" }
                html += ">\(e(check.description))</li>\n"
            }
            html += "</ul>\n"
        }
        if let fixture, fixture.layouts.count > drawings.count {
            html +=
                "<p class=\"note\">\(drawings.count) of \(fixture.layouts.count) layout checks are drawn.</p>\n"
        }
        html += "</div>\n"
        let primary = drawings.firstIndex { !$0.passed } ?? 0
        html += "<div class=\"drawings\">\n"
        for (position, drawing) in drawings.enumerated() {
            html += "<figure class=\"check \(drawing.passed ? "pass" : "fail")"
            html += position == primary ? " primary\"" : "\""
            if let index = drawing.index { html += " data-check=\"\(index)\"" }
            html += "><figcaption>\(e(drawing.caption)) · \(drawing.passed ? "ok" : "FAIL")</figcaption>\n"
            html += drawing.svg
            html += "</figure>\n"
        }
        html += "</div>\n"
        return (attributes, html)
    }

    // MARK: - The page

    /// The whole page around the fixtures' sections.
    func page(title: String, entries: [Entry]) -> String {
        let passed = entries.filter(\.passed).count
        let failed = entries.count - passed
        var folders: [String: (passed: Int, failed: Int)] = [:]
        for entry in entries {
            folders[entry.folder, default: (0, 0)].passed += entry.passed ? 1 : 0
            folders[entry.folder, default: (0, 0)].failed += entry.passed ? 0 : 1
        }
        let folderRows = folders.sorted {
            ($0.value.failed == 0 ? 1 : 0, $0.key) < ($1.value.failed == 0 ? 1 : 0, $1.key)
        }

        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Fixtures: \(Self.e(title))</title>
            <style>
            \(Self.pageStyle)\(SVGRenderer.styleSheet)</style>
            </head>
            <body>
            <header id="top">
            <h1>\(passed) passed, \(failed) failed</h1>
            <p class="totals">\(entries.count) fixtures in <code>\(Self.e(title))</code>, failures first. \
            Open a fixture for its large drawing; hover an element for its details.</p>
            <ul class="folders">

            """
        for (folder, counts) in folderRows {
            html += "<li class=\"\(counts.failed > 0 ? "fail" : "pass")\" data-folder=\"\(Self.e(folder))\">"
            html += "<a href=\"#\(Self.fragment(folder, prefix: "folder="))\"><b>\(Self.e(folder))</b> "
            html += "<span class=\"passed\">\(counts.passed) passed</span>"
            html += counts.failed > 0 ? " <span class=\"failed\">\(counts.failed) failed</span>" : ""
            html += "</a></li>\n"
        }
        html += """
            </ul>
            </header>
            <div class="filters">
            <input type="search" id="filter" placeholder="Filter: name, folder, type:Row" \
            aria-label="Filter by name, folder or element type (type:Row)">
            <select id="status" aria-label="Status">
            <option value="">passed and failed</option><option value="fail">failed</option><option value="pass">passed</option>
            </select>
            <span id="count"></span>
            </div>
            <main id="grid">

            """
        var usedAnchors = Set<String>()
        for entry in entries {
            // The anchor is the name, or the file when the name is taken or has spaces (which an
            // `id` cannot have).
            var anchor = entry.name
            if usedAnchors.contains(anchor) || anchor.isEmpty || anchor.contains(where: \.isWhitespace) {
                anchor = entry.relativePath
            }
            usedAnchors.insert(anchor)
            let status = entry.passed ? "PASS" : "FAIL"
            html += "<section id=\"fixture=\(Self.e(anchor))\" \(entry.attributes)>\n"
            html += "<span class=\"anchor\" id=\"card=\(Self.e(anchor))\"></span>\n"
            html += "<h2><a class=\"open-link\" href=\"#\(Self.fragment(anchor))\">"
            html += "<span class=\"badge\">\(status)</span> \(Self.e(entry.name))</a></h2>\n"
            html +=
                "<a class=\"close\" href=\"#\(Self.fragment(anchor, prefix: "card="))\" title=\"Close (Esc)\">×</a>\n"
            html += entry.body
            html += "</section>\n"
        }
        html += "</main>\n<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// HTML-escaped text.
    static func e(_ text: String) -> String { SVGRenderer.escape(text) }

    /// `fixture=NAME` for a URL's fragment, NAME percent-encoded (all but letters, digits, `-._~/`).
    static func fragment(_ name: String, prefix: String = "fixture=") -> String {
        var result = prefix
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.append(Character(UnicodeScalar(byte)))
            default:
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}

/// What the page reads from a fixture's element JSON: the element types used, and each
/// identified node's traits as compact text (`growPriority: 1, key: "a"`).
struct FixtureJSONSummary {
    var types: [String] = []
    var traits: [String: String] = [:]

    init(_ element: JSONValue?) {
        guard let element else { return }
        var seen = Set<String>()
        var pending = [element]
        while let value = pending.popLast() {
            switch value {
            case .array(let items):
                pending.append(contentsOf: items)
            case .object(let node):
                let object = node.materialized()
                if case .string(let type)? = object["type"], seen.insert(type).inserted { types.append(type) }
                if case .string(let id)? = object["id"], case .object(let traits)? = object["traits"] {
                    self.traits[id] = traits.members.map { "\($0.key): \(Self.compact($0.value))" }
                        .joined(separator: ", ")
                }
                for member in object.members where member.key != "traits" { pending.append(member.value) }
            default:
                break
            }
        }
        types.sort()
    }

    /// One-line JSON.
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case .array(let items): "[" + items.map(compact).joined(separator: ", ") + "]"
        case .object(let object):
            "{" + object.members.map { "\($0.key): \(compact($0.value))" }.joined(separator: ", ") + "}"
        default: value.errorDescription
        }
    }
}

/// Results filled in concurrently, one slot each.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}

/// Finds fixture files.
public enum FixtureFiles {
    /// Every `.json` file under `folder` (recursively, hidden files skipped), sorted by path.
    /// What cannot be read is left out without a word; ``FixtureFileScan`` reports it.
    public static func find(in folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder,
                includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "json" {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

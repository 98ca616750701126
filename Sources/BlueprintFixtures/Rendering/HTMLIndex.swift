import BlueprintLayout
import Foundation

/// An HTML page for inspecting every fixture of a folder: a summary, a filterable grid of
/// thumbnails with failures first, and a large drawing for each fixture.
///
/// ```swift
/// let page = HTMLIndex().page(for: URL(fileURLWithPath: "Fixtures"))
/// try page.html.write(toFile: "index.html", atomically: true, encoding: .utf8)
/// for error in page.errors { print("error: \(error)") }
/// ```
/// The page is one self-contained file (inline CSS and JavaScript, nothing fetched) and readable
/// without JavaScript: the summary, a chip per folder that shows that folder's fixtures
/// (`#folder=PATH`), every fixture's failures and checks as text, and its drawings as plain SVG
/// (``SVGRenderer``, one `<figure>` per layout check, each failing element labelled with its ID
/// and difference). A fixture's card opens as a large drawing through its link, `#fixture=NAME`
/// (CSS `:target`, so without JavaScript too). A file that cannot be read or decoded is a card
/// of its own kind, `ERROR`, with the message and where in the file.
///
/// The script adds the filter box (name, folder, element type or ID, failure text; passed,
/// failed or error), a compact folder selector on small screens, and in the open drawing: zoom
/// and pan (wheel, pinch, drag, buttons, keys), a view fitted to the failing elements, labels
/// placed so that none overlaps another, a choice among the layout checks, a toggle for the
/// expected frames, the element's path, type, ID, frame, traits and attributes on hover or tap,
/// and deep links that follow what is shown (`#fixture=NAME&check=K&element=ID`). The script
/// reads the page's data attributes only: no fixture text is ever placed in a script.
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
    /// sorted by path. ``page(for:)`` also says which files could not be read or decoded.
    public func render(folder: URL) -> String {
        page(for: folder).html
    }

    /// The page for every fixture under `folder` (recursively) and its counts.
    ///
    /// Files are found as ``FixtureFileScan`` finds them: a folder that cannot be opened, a
    /// broken link or a special file named `*.json` is on the page as an error, as is a file that
    /// does not decode.
    /// ```swift
    /// let page = HTMLIndex().page(for: URL(fileURLWithPath: "Fixtures"))
    /// print("\(page.passed) passed, \(page.failed) failed, \(page.errors.count) errors")
    /// ```
    public func page(for folder: URL) -> Page {
        var base = folder.relativePath
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        let scan = FixtureFileScan([base])
        let entries = scan.entries + scan.missing.map { .problem(FileProblem(path: $0, message: "no such folder")) }
        let prefix = base
        @Sendable func relative(_ name: String) -> String {
            if prefix == "." || prefix.isEmpty { return name }
            if name == prefix { return "." }
            return name.hasPrefix(prefix + "/") ? String(name.dropFirst(prefix.count + 1)) : name
        }
        let slots = Slots<Entry>(count: entries.count)
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            switch entries[index] {
            case .file(let file):
                slots[index] = entry(
                    fileAt: URL(fileURLWithPath: file.path), relativePath: relative(file.name), shownAs: file.name)
            case .problem(let problem):
                let error = FixtureError(file: problem.path, location: "", message: problem.message)
                slots[index] = Self.errorEntry(error, relativePath: relative(problem.path), decoding: false)
            }
        }
        var shown = slots.values
        shown.sort { ($0.passed ? 1 : 0, $0.relativePath) < ($1.passed ? 1 : 0, $1.relativePath) }
        let folderName = URL(fileURLWithPath: base).lastPathComponent
        return Page(
            html: html(title: folderName, entries: shown),
            passed: shown.filter(\.passed).count,
            failed: shown.filter { $0.status == .fail }.count,
            errors: shown.compactMap(\.error))
    }

    // MARK: - One fixture

    /// What the page shows of one file.
    struct Entry: Sendable {
        /// A fixture's state on the page.
        enum Status: String, Sendable {
            case pass, fail, error

            /// The card's badge.
            var badge: String { rawValue.uppercased() }
        }

        var relativePath: String
        var name: String
        var status: Status
        /// Why the file could not be read or decoded, named as the file scan names it.
        var error: FixtureError?
        /// The section's data attributes.
        var attributes: String
        /// The section's contents after its head (which ``HTMLIndex/html(title:entries:)``
        /// writes once the fixture's anchor is known).
        var body: String
        /// The folder, `.` for the top.
        var folder: String { HTMLIndex.folder(of: relativePath) }
        var passed: Bool { status == .pass }
    }

    /// The folder of a relative path, `.` for the top.
    static func folder(of relativePath: String) -> String {
        let parts = relativePath.split(separator: "/")
        return parts.count > 1 ? parts.dropLast().joined(separator: "/") : "."
    }

    /// Runs, draws and describes the fixture file at `url`; `shownAs` names it in errors.
    func entry(fileAt url: URL, relativePath: String, shownAs: String) -> Entry {
        let fixture: Fixture
        do {
            fixture = try runner.decoder.decode(fileAt: url, displayName: relativePath)
        } catch {
            var named = error
            named.file = shownAs
            return Self.errorEntry(named, relativePath: relativePath, decoding: true)
        }
        let result = runner.run(fixture)
        let summary = FixtureJSONSummary(fixture.json["element"])
        let drawings = drawings(of: fixture, result: result, traits: summary.traits)
        let status: Entry.Status = result.passed ? .pass : .fail
        var attributes = Self.dataAttributes(name: result.name, relativePath: relativePath, status: status)
        attributes += " data-types=\"\(Self.e(summary.types.joined(separator: " ")))\""
        attributes += " data-ids=\"\(Self.e(summary.ids.joined(separator: " ")))\""
        return Entry(
            relativePath: relativePath, name: result.name, status: status, error: nil, attributes: attributes,
            body: Self.body(for: result, fixture: fixture, relativePath: relativePath, drawings: drawings))
    }

    /// The entry of a file that could not be read (`decoding` false) or decoded.
    static func errorEntry(_ error: FixtureError, relativePath: String, decoding: Bool) -> Entry {
        // The card's title is the file: no line of its own.
        var body = "<div class=\"side\">\n<div class=\"decode-error\">\n"
        body += "<p class=\"what\">This file could not be \(decoding ? "decoded" : "read").</p>\n<dl>\n"
        if !error.location.isEmpty {
            let label = error.location.hasPrefix("$") ? "JSON path" : "where"
            body += "<dt>\(label)</dt><dd class=\"location\"><code>\(e(error.location))</code></dd>\n"
        }
        body += "<dt>problem</dt><dd class=\"message\">\(e(error.message))</dd>\n</dl>\n</div>\n</div>\n"
        return Entry(
            relativePath: relativePath, name: relativePath, status: .error, error: error,
            attributes: dataAttributes(name: relativePath, relativePath: relativePath, status: .error)
                + " data-types=\"\" data-ids=\"\"",
            body: body)
    }

    /// `data-name`, `data-file`, `data-folder` and `data-status`.
    static func dataAttributes(name: String, relativePath: String, status: Entry.Status) -> String {
        "data-name=\"\(e(name))\" data-file=\"\(e(relativePath))\" data-folder=\"\(e(folder(of: relativePath)))\""
            + " data-status=\"\(status.rawValue)\""
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
            details.note(outcome?.failures ?? [])
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

    /// A decoded fixture's contents after its head: the side column (file, description,
    /// failures, checks) and the drawings.
    static func body(for result: FixtureResult, fixture: Fixture, relativePath: String, drawings: [Drawing]) -> String {
        var html = "<div class=\"side\">\n<p class=\"file\">\(e(relativePath))</p>\n"
        if let summary = fixture.summary, !summary.isEmpty {
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
                html += "><span class=\"check-label\">\(e(check.label))</span> \(e(check.summary))"
                html += " <b class=\"verdict\">\(check.passed ? "ok" : "FAIL")</b>"
                if !check.failures.isEmpty {
                    html += "\n<ul class=\"mismatches\">\n"
                    for failure in check.failures {
                        html += "<li" + (failure.id.map { " data-id=\"\(e($0))\"" } ?? "")
                        html += ">\(e(failure.description))</li>\n"
                    }
                    html += "</ul>\n"
                }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        if fixture.layouts.count > drawings.count {
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
        return html
    }

    // MARK: - The page

    /// The whole page around the fixtures' sections.
    func html(title: String, entries: [Entry]) -> String {
        let passed = entries.filter(\.passed).count
        let failed = entries.filter { $0.status == .fail }.count
        let errors = entries.count - passed - failed
        var counts: [String: [Entry.Status: Int]] = [:]
        for entry in entries { counts[entry.folder, default: [:]][entry.status, default: 0] += 1 }
        // Folders with failures or errors first, then by path.
        func failing(_ folder: String) -> Bool { (counts[folder]?[.fail] ?? 0) + (counts[folder]?[.error] ?? 0) > 0 }
        let folders = counts.keys.sorted { (failing($0) ? 0 : 1, $0) < (failing($1) ? 0 : 1, $1) }
        let folderIndex = Dictionary(uniqueKeysWithValues: folders.enumerated().map { ($1, $0) })

        var heading = "\(passed) passed, \(failed) failed"
        if errors > 0 { heading += ", \(errors) \(errors == 1 ? "error" : "errors")" }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Fixtures: \(Self.e(title))</title>
            <style>
            \(Self.pageStyle)\(SVGRenderer.styleSheet)\(Self.folderRules(count: folders.count))</style>
            </head>
            <body>
            <header id="top">
            <h1>\(heading)</h1>
            <p class="totals">\(entries.count) fixtures in <code>\(Self.e(title))</code>, failures first\
            \(errors > 0 ? " (an error is a file that could not be read or decoded)" : ""). \
            Open a fixture for its drawing, fitted to what differs.</p>
            <nav class="folders" aria-label="Folders">
            <ul>
            <li class="chip all" id="all-folders"><a href="#all-folders">all folders <span class="n">\(entries.count)\
            </span></a></li>

            """
        for folder in folders {
            let folderCounts = counts[folder] ?? [:]
            html += "<li class=\"chip chip-\(folderIndex[folder] ?? 0)\(failing(folder) ? " fail" : "")\""
            html += " data-folder=\"\(Self.e(folder))\">"
            html +=
                "<a href=\"#\(Self.fragment(folder, prefix: "folder="))\"><b>\(Self.e(Self.folderLabel(folder)))</b>"
            html += Self.countSpans(folderCounts)
            html += "</a></li>\n"
        }
        html += "</ul>\n</nav>\n\(Self.legend)</header>\n"
        // What a folder link targets: without JavaScript, the style sheet shows that folder's
        // cards only (``folderRules(count:)``).
        for folder in folders {
            html +=
                "<span class=\"folder-target ft-\(folderIndex[folder] ?? 0)\" id=\"\(Self.e("folder=" + folder))\"></span>\n"
        }
        html += """
            <div class="filters">
            <input type="search" id="filter" placeholder="Filter: name, type:Row, id:title, folder:row, failure text" \
            aria-label="Filter by name, path, element type (type:Row), id (id:title), folder (folder:row) or failure text">
            <select id="status" aria-label="Status">
            <option value="">all statuses</option><option value="failing">failed or error</option>\
            <option value="error">errors</option><option value="pass">passed</option>
            </select>
            <select id="folder-select" aria-label="Folder">
            <option value="">all folders (\(entries.count))</option>

            """
        for folder in folders {
            let folderCounts = counts[folder] ?? [:]
            let total = folderCounts.values.reduce(0, +)
            html += "<option value=\"\(Self.e(folder))\">\(Self.e(Self.folderLabel(folder))) (\(total)"
            if let failing = folderCounts[.fail] { html += ", \(failing) failed" }
            if let errors = folderCounts[.error] { html += ", \(errors) \(errors == 1 ? "error" : "errors")" }
            html += ")</option>\n"
        }
        html += """
            </select>
            <span id="count" role="status"></span>
            </div>
            <div id="notice" role="alert" hidden><span class="text"></span> \
            <button type="button" class="dismiss" aria-label="Dismiss">×</button></div>
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
            html += "<section id=\"fixture=\(Self.e(anchor))\" class=\"fixture \(entry.status.rawValue)"
            html += " in-\(folderIndex[entry.folder] ?? 0)\" \(entry.attributes)>\n"
            html += "<span class=\"anchor\" id=\"card=\(Self.e(anchor))\"></span>\n"
            html += "<div class=\"head\"><h2><a class=\"open-link\" href=\"#\(Self.fragment(anchor))\">"
            html += "<span class=\"badge\">\(entry.status.badge)</span> \(Self.e(entry.name))</a></h2>"
            html += "<a class=\"close\" href=\"#\(Self.fragment(anchor, prefix: "card="))\" title=\"Close (Esc)\""
            html += " aria-label=\"Close\">×</a></div>\n"
            html += entry.body
            html += "</section>\n"
        }
        html += "</main>\n<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// How a folder is named on the page: `top level` for the folder itself.
    static func folderLabel(_ folder: String) -> String {
        folder == "." ? "top level" : folder
    }

    /// ` <span class="passed">1 passed</span> <span class="failed">2 failed</span>` and errors.
    static func countSpans(_ counts: [Entry.Status: Int]) -> String {
        var html = ""
        if let passed = counts[.pass] { html += " <span class=\"passed\">\(passed) passed</span>" }
        if let failed = counts[.fail] { html += " <span class=\"failed\">\(failed) failed</span>" }
        if let errors = counts[.error] {
            html += " <span class=\"errored\">\(errors) \(errors == 1 ? "error" : "errors")</span>"
        }
        return html
    }

    /// Without JavaScript, a folder's target (`#folder=PATH`, an empty element before the grid)
    /// shows that folder's cards only and its chip as selected: two rules per folder, by the
    /// folder's number (never its name), with sibling selectors, which stay cheap on a page of
    /// hundreds of drawings.
    static func folderRules(count: Int) -> String {
        (0..<count).map {
            ":root:not(.js) .ft-\($0):target ~ #grid > .fixture:not(.in-\($0)) { display: none; }\n"
                + ":root:not(.js) header:has(~ .ft-\($0):target) .chip-\($0) a { background: #1f2937; "
                + "border-color: #1f2937; color: #fff; }\n"
        }.joined()
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

/// What the page reads from a fixture's element JSON: the element types and IDs used, and each
/// identified node's traits as compact text (`growPriority: 1, key: "a"`).
struct FixtureJSONSummary {
    var types: [String] = []
    var ids: [String] = []
    var traits: [String: String] = [:]

    init(_ element: JSONValue?) {
        guard let element else { return }
        var seenTypes = Set<String>()
        var seenIDs = Set<String>()
        var pending = [element]
        while let value = pending.popLast() {
            switch value {
            case .array(let items):
                pending.append(contentsOf: items.reversed())
            case .object(let node):
                let object = node.materialized()
                if case .string(let type)? = object["type"], seenTypes.insert(type).inserted { types.append(type) }
                if case .string(let id)? = object["id"] {
                    if seenIDs.insert(id).inserted { ids.append(id) }
                    if case .object(let traits)? = object["traits"] {
                        self.traits[id] = traits.members.map { "\($0.key): \(Self.compact($0.value))" }
                            .joined(separator: ", ")
                    }
                }
                for member in object.members.reversed() where member.key != "traits" { pending.append(member.value) }
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

import BlueprintLayout
import Foundation

/// An HTML page showing every fixture of a folder: its picture (expected frames dashed over the
/// actual ones) and whether it passed, failures listed.
///
/// ```swift
/// let page = HTMLIndex().render(folder: URL(fileURLWithPath: "Fixtures"))
/// try page.write(toFile: "index.html", atomically: true, encoding: .utf8)
/// ```
public struct HTMLIndex: Sendable {
    /// Runs and decodes the fixtures shown.
    public var runner: FixtureRunner

    /// An index with `registry` (default: the built-in vocabulary).
    public init(registry: ElementDecoderRegistry = .standard) {
        runner = FixtureRunner(registry: registry)
    }

    /// The page for every fixture under `folder` (recursively, sorted by path).
    public func render(folder: URL) -> String {
        let files = FixtureFiles.find(in: folder)
        let base = folder.standardizedFileURL.path
        var sections: [String] = []
        var passed = 0
        for file in files {
            var relative = file.standardizedFileURL.path
            if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
            let result = runner.run(fileAt: file, displayName: relative)
            if result.passed { passed += 1 }
            var picture = ""
            if let fixture = try? runner.decoder.decode(fileAt: file, displayName: relative) {
                let failing = fixture.layouts.firstIndex { check in
                    result.checks.contains { $0.label == check.label && !$0.passed }
                }
                picture = SVGRenderer().render(fixture, layoutIndex: failing ?? 0, diff: true)
                if let start = picture.range(of: "<svg") { picture = String(picture[start.lowerBound...]) }
            }
            let status = result.passed ? "pass" : "fail"
            var section = "<section class=\"\(status)\">\n"
            section +=
                "  <h2><span class=\"badge\">\(status.uppercased())</span> \(SVGRenderer.escape(result.name))</h2>\n"
            section += "  <p class=\"file\">\(SVGRenderer.escape(relative))</p>\n"
            let lines = result.failureLines
            if !lines.isEmpty {
                section += "  <pre>" + lines.map(SVGRenderer.escape).joined(separator: "\n") + "</pre>\n"
            }
            section += "  <div class=\"picture\">\(picture)</div>\n</section>\n"
            sections.append(section)
        }
        let failed = files.count - passed
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Fixtures: \(SVGRenderer.escape(folder.lastPathComponent))</title>
            <style>
            body { font-family: -apple-system, Helvetica, sans-serif; margin: 2em; }
            section { border-top: 1px solid #ccc; padding: 1em 0; }
            .badge { font-size: 0.7em; padding: 0.1em 0.4em; border-radius: 0.3em; color: white; }
            .pass .badge { background: #2ca02c; } .fail .badge { background: #d62728; }
            .file { color: #666; font-family: Menlo, monospace; }
            pre { background: #fff4f4; padding: 0.5em; white-space: pre-wrap; }
            </style>
            </head>
            <body>
            <h1>\(passed) passed, \(failed) failed</h1>
            \(sections.joined())</body>
            </html>

            """
    }
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

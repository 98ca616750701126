import BlueprintLayout
import Foundation

/// The one report of a failing layout, whichever tool found it — `blueprint-layout check`,
/// ``FixtureSuite``, ``FixtureAssertions`` and `BlueprintFixturesTesting`'s `expectLayout`:
///
/// ```
/// FAIL receipt layouts[0] (layout in 384 × 212 (height measured)): receipt/total: frame expected …
/// layouts[0] (layout in 384 × 212 (height measured)) does not match:
///   name           expected            actual              delta
///   logo           [0, 0, 40, 40]      [0, 0, 40, 40]      ok
///   receipt/total  [0, 180, 384, 16]   [0, 192, 384, 16]   [0, 12, 0, 0]
/// Laid out:
///   Column #receipt [0, 0, 384, 212]
///     …
/// SVG diff of layouts[0] (expected frames dashed over the actual layout): .build/fixture-diffs/receipt.svg
/// ```
/// First the failing checks, one line each (a fixture's), then for each failing layout check
/// (the first three) every frame it lists — expected, actual and their difference, or why the
/// name finds nothing — and the tree as laid out (``FixtureDump``, frames in root coordinates),
/// then where the SVG diff of the first one was written: the actual layout with the expected
/// frames dashed over it, mismatches in red.
package struct FailureReport {
    /// The report's lines.
    package private(set) var lines: [String] = []
    /// Where the SVG diff was written, if it was.
    package private(set) var diffPath: String?

    /// At most this many rows a table and lines a tree (a note says how many were left out).
    static let maximumRows = 40
    /// At most this many failing layout checks are shown in detail.
    static let maximumChecks = 3

    package init(lines: [String] = []) {
        self.lines = lines
    }

    /// The report's text.
    package var text: String { lines.joined(separator: "\n") }

    /// Adds a table of `expected` frames against the elements `placed` finds for their names.
    mutating func addFrames(
        title: String,
        expected: [(id: String, frame: ExpectedFrame)],
        placed: IdentifiedNodes,
        tolerance: CGFloat,
        missing: inout MissingNames
    ) {
        lines.append(title)
        var rows: [[String]] = [["name", "expected", "actual", "delta"]]
        for (name, frame) in expected.prefix(Self.maximumRows) {
            let expectedText = ReportFormat.list(frame.components)
            let lookup = placed.lookup(name)
            guard case .found(let node) = lookup else {
                rows.append([name, expectedText, "missing", missing.message(for: name, lookup: lookup, in: placed)])
                continue
            }
            let actual = node.frame.rawComponents
            let failure = Comparison.compare(
                frame.components, actual, tolerance: tolerance, property: "frame", id: nil)
            rows.append([name, expectedText, ReportFormat.list(actual), failure.map { $0.delta ?? "" } ?? "ok"])
        }
        lines += Self.columns(rows).map { "  " + $0 }
        if expected.count > Self.maximumRows {
            lines.append("  … and \(expected.count - Self.maximumRows) more")
        }
    }

    /// Adds the tree as laid out.
    mutating func addTree(_ result: LayoutResultNode) {
        lines.append("Laid out:")
        let tree = result.dump().split(separator: "\n", omittingEmptySubsequences: false)
        lines += tree.prefix(Self.maximumRows * 2).map { "  " + $0 }
        if tree.count > Self.maximumRows * 2 {
            lines.append("  … and \(tree.count - Self.maximumRows * 2) more elements")
        }
    }

    /// Writes `svg` to `path` (making its folders) and says where, or why it could not.
    mutating func addDiff(_ svg: String, of label: String?, to path: String) {
        do {
            try FileSystem.makeFolders(FileSystem.folder(of: path))
            try SafeFileWriter.write(Data(svg.utf8), to: path)
            diffPath = path
            lines.append(
                "SVG diff\(label.map { " of \($0)" } ?? "") (expected frames dashed over the actual layout): \(path)")
        } catch {
            lines.append("The SVG diff could not be written: \(error)")
        }
    }

    /// Lines with the cells of `rows` in columns two spaces apart (no trailing spaces).
    static func columns(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line +=
                    column == row.count - 1
                    ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    // MARK: - Fixtures

    /// The report of running `fixture`'s checks against `element` (its own, or one built in
    /// Swift when `matchingKeys`): the result's failure lines, the table and tree of each
    /// failing layout check, and the SVG diff of the first written to `diffPath` (none when nil).
    package static func fixture(
        _ fixture: Fixture,
        result: FixtureResult,
        element: Element,
        runner: FixtureRunner,
        matchingKeys: Bool,
        diffPath: String?
    ) -> FailureReport {
        var report = FailureReport(lines: result.failureLines)
        guard result.decodingError == nil else { return report }
        let failing = fixture.layouts.filter { check in
            result.checks.contains { $0.label == check.label && !$0.passed }
        }
        for check in failing.prefix(maximumChecks) {
            let size = runner.layoutSize(of: element, in: check, fixture: fixture)
            if size.problem != nil { continue }
            let laidOut = runner.layoutResult(of: element, in: check, fixture: fixture, size: size.size)
            let placed = runner.identifiedNodes(laidOut, for: check, of: fixture, matchingKeys: matchingKeys)
            var missing = MissingNames(declaredIDs: matchingKeys ? nil : fixture.ids)
            let summary = FixtureRunner.summary(of: check, size: size.size, displayScale: fixture.displayScale)
            if !check.expectedFrames.isEmpty {
                report.addFrames(
                    title: "\(check.label) (\(summary)) does not match:", expected: check.frames, placed: placed,
                    tolerance: check.tolerance ?? fixture.tolerance, missing: &missing)
            }
            report.addTree(laidOut)
        }
        if let diffPath, let first = failing.first,
            runner.layoutSize(of: element, in: first, fixture: fixture).problem == nil
        {
            let outcome = result.checks.first { $0.label == first.label }
            var details = SVGRenderer.Details(tolerance: first.tolerance ?? fixture.tolerance)
            details.mismatchedIDs = Set(outcome?.failures.compactMap(\.id) ?? [])
            let laidOut = runner.layoutResult(of: element, in: first, fixture: fixture)
            let svg = SVGRenderer().render(
                laidOut, expected: first.frames, title: "\(fixture.name) \(first.label)", details: details)
            report.addDiff(svg, of: first.label, to: diffPath)
        }
        return report
    }

    // MARK: - Where diffs go

    /// The folder SVG diffs go to: `$BLUEPRINT_FIXTURE_DIFFS` when set, else `fallback`.
    package static func diffFolder(fallback: @autoclosure () -> String) -> String {
        if let folder = ProcessInfo.processInfo.environment["BLUEPRINT_FIXTURE_DIFFS"], !folder.isEmpty {
            return folder
        }
        return fallback()
    }

    /// `name` made safe as a relative path inside a diff folder: `/`-separated steps of letters,
    /// digits, `-`, `_` and `.`, without `..`.
    package static func diffFileName(_ name: String) -> String {
        let steps = name.split(separator: "/").map { step in
            String(step.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
        }.filter { !$0.isEmpty && $0 != "." && $0 != ".." }
        return (steps.isEmpty ? ["layout"] : steps).joined(separator: "/")
    }
}

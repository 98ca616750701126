import BlueprintLayout
import Foundation

/// Checks Swift-built elements against expected frames or a fixture file, for use in your tests.
///
/// Each function returns nil when everything matches, or a readable message with the expected and
/// actual values side by side. Elements are identified by the key passed to `add(key:)` (or
/// `Keyed`), read as `LayoutResultNode.key`, or by ``FixtureIdentified`` (`.fixtureID(_:)`).
///
/// With Swift Testing, use `BlueprintFixturesTesting`'s `expectLayout(…)`, which records the
/// message as one issue (`#expect(failure == nil, "\(failure ?? "")")` prints it twice: as the
/// expression's value and as the comment). These functions serve any other test framework:
/// ```swift
/// func testHeader() {
///     let header = Row {
///         Spacer(10).fixtureID("icon")
///         Spacer(20).fixtureID("title")
///     }
///     let failure = FixtureAssertions.check(
///         header,
///         size: CGSize(width: 100, height: 10),
///         frames: ["icon": CGRect(x: 0, y: 0, width: 10, height: 10)]
///     )
///     if let failure { XCTFail(failure) }
/// }
/// ```
public enum FixtureAssertions {
    /// Lays `element` out in `size` and compares the absolute frames of the keyed or identified
    /// elements.
    ///
    /// - Parameters:
    ///   - element: The element to lay out at `(0, 0)`.
    ///   - size: The root's size.
    ///   - frames: Expected frames in the root's coordinate space, by key or fixture ID.
    ///   - tolerance: The largest allowed difference per number.
    ///   - environment: The environment to lay out in.
    /// - Returns: nil when all frames match; otherwise a table of expected and actual frames.
    public static func check(
        _ element: Element,
        size: CGSize,
        frames: [AnyHashable: CGRect],
        tolerance: CGFloat = 0.001,
        environment: Environment = .empty
    ) -> String? {
        let result = element.layout(frame: CGRect(origin: .zero, size: size), environment: environment)
        var found: [AnyHashable: CGRect] = [:]
        result.forEachNode { node, frame, _ in
            if let id = node.fixtureID, found[AnyHashable(id)] == nil { found[AnyHashable(id)] = frame }
            if let key = node.key, found[key] == nil { found[key] = frame }
            return true
        }
        let keys = frames.keys.sorted { "\($0.base)" < "\($1.base)" }
        var rows: [(key: String, expected: String, actual: String, note: String)] = []
        var failed = false
        for key in keys {
            let expected = frames[key]!
            let expectedText = SVGRenderer.describe(expected)
            guard let actual = found[key] else {
                failed = true
                rows.append(("\(key.base)", expectedText, "missing", "no element has this key or id"))
                continue
            }
            let failure = Comparison.compare(
                expected.rawComponents,
                actual.rawComponents,
                tolerance: tolerance,
                property: "frame",
                id: nil
            )
            if failure != nil { failed = true }
            rows.append(
                (
                    "\(key.base)", expectedText, SVGRenderer.describe(actual),
                    failure.map { "delta \($0.delta ?? "")" } ?? "ok"
                ))
        }
        guard failed else { return nil }
        return table(
            title: "Layout in \(ReportFormat.number(size.width)) × \(ReportFormat.number(size.height)) does not match:",
            rows: rows,
            tree: FixtureDump.dump(result)
        )
    }

    /// Runs the checks of the fixture file at `url` against `element` instead of the fixture's
    /// own element tree; the fixture's IDs are matched against keys and fixture IDs.
    ///
    /// - Returns: nil when every check passes; otherwise one line per failing check.
    public static func check(
        _ element: Element,
        againstFixtureAt url: URL,
        registry: ElementDecoderRegistry = .standard
    ) -> String? {
        let runner = FixtureRunner(registry: registry)
        let fixture: Fixture
        do {
            fixture = try runner.decoder.decode(fileAt: url, displayName: url.lastPathComponent)
        } catch {
            return "\(error)"
        }
        let result = runner.run(fixture, element: element, matchingKeys: true)
        guard !result.passed else { return nil }
        return result.failedChecks.map { "\(fixture.name) \($0)" }.joined(separator: "\n")
    }

    /// Runs a fixture file as it is (its own element tree).
    ///
    /// - Returns: nil when every check passes; otherwise the failure lines.
    public static func check(fixtureAt url: URL, registry: ElementDecoderRegistry = .standard) -> String? {
        let result = FixtureRunner(registry: registry).run(fileAt: url, displayName: url.lastPathComponent)
        return result.passed ? nil : result.failureLines.joined(separator: "\n")
    }

    /// A side-by-side table: key, expected, actual, note; then the laid-out tree.
    static func table(
        title: String, rows: [(key: String, expected: String, actual: String, note: String)], tree: String
    ) -> String {
        let header = (key: "key", expected: "expected", actual: "actual", note: "")
        let all = [header] + rows
        let keyWidth = all.map(\.key.count).max() ?? 0
        let expectedWidth = all.map(\.expected.count).max() ?? 0
        let actualWidth = all.map(\.actual.count).max() ?? 0
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var lines = [title]
        for row in all {
            let line =
                "  " + pad(row.key, keyWidth) + "  " + pad(row.expected, expectedWidth) + "  "
                + pad(row.actual, actualWidth) + "  " + row.note
            lines.append(line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
        }
        lines.append("Laid out:")
        lines.append(contentsOf: tree.split(separator: "\n").map { "  " + $0 })
        return lines.joined(separator: "\n")
    }
}

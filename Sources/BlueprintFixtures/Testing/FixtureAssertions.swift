import BlueprintLayout
import Foundation

/// Checks Swift-built elements against expected frames or a fixture file, for use in your tests.
///
/// Each function returns nil when everything matches, or the failure report every fixture tool
/// prints (`blueprint-layout check`, ``FixtureSuite``): the failing checks, each listed frame with
/// expected, actual and delta, the tree as laid out, and the path of an SVG diff when given one.
/// Elements are named as everywhere in the fixture tools: by fixture ID (``FixtureIdentified``,
/// `.fixtureID(_:)`), or by key path — the keys from the nearest ancestor with an ID down to the
/// element, joined with `/` (`receipt/total`), shortened to the last steps while only one element
/// fits (`total`).
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
    /// Lays `element` out in `size` and compares the absolute frames of the named elements.
    ///
    /// Elements are named by the one naming rule of the fixture tools: a fixture ID
    /// (`fixtureID(_:)`), or a key path — the keys from the nearest ancestor with an ID down to
    /// the element, joined with `/` (`receipt/total`), which may be shortened to its last steps
    /// while only one element fits (`total`). Keys are compared as text.
    ///
    /// - Parameters:
    ///   - element: The element to lay out at `(0, 0)`.
    ///   - size: The root's size.
    ///   - frames: Expected frames in the root's coordinate space, by fixture ID or key path.
    ///   - tolerance: The largest allowed difference per number.
    ///   - environment: The environment to lay out in.
    ///   - diffPath: Where to write an SVG diff on failure (the actual layout with the expected
    ///     frames dashed over it); nil writes none.
    /// - Returns: nil when all frames match; otherwise the report: a table of expected, actual and
    ///   delta for each name, the tree as laid out, and where the SVG diff is.
    public static func check(
        _ element: Element,
        size: CGSize,
        frames: [AnyHashable: CGRect],
        tolerance: CGFloat = 0.001,
        environment: Environment = .empty,
        diffPath: String? = nil
    ) -> String? {
        let result = element.layout(frame: CGRect(origin: .zero, size: size), environment: environment)
        let expected = frames.map { (id: Self.name($0.key), frame: ExpectedFrame($0.value)) }.sorted { $0.id < $1.id }
        let placed = IdentifiedNodes(result, keyPathNames: Set(expected.map(\.id)))
        let failed = expected.contains { name, frame in
            guard case .found(let node) = placed.lookup(name) else { return true }
            return !frame.matches(node.frame, tolerance: tolerance)
        }
        guard failed else { return nil }
        var report = FailureReport()
        var missing = MissingNames(declaredIDs: nil)
        report.addFrames(
            title: "Layout in \(ReportFormat.number(size.width)) × \(ReportFormat.number(size.height)) does not match:",
            expected: expected, placed: placed, tolerance: tolerance, missing: &missing)
        report.addTree(result)
        if let diffPath {
            var details = SVGRenderer.Details(tolerance: tolerance)
            details.mismatchedIDs = Set(
                expected.filter { name, frame in
                    guard case .found(let node) = placed.lookup(name) else { return true }
                    return !frame.matches(node.frame, tolerance: tolerance)
                }.map(\.id))
            let svg = SVGRenderer().render(result, expected: expected, title: "expected layout", details: details)
            report.addDiff(svg, of: nil, to: diffPath)
        }
        return report.text
    }

    /// A key or ID as the name checks use: a string as it is, anything else as text.
    static func name(_ key: AnyHashable) -> String {
        (key.base as? String) ?? "\(key.base)"
    }

    /// Runs the checks of the fixture file at `url` against `element` instead of the fixture's
    /// own element tree.
    ///
    /// The fixture's names are matched by the naming rule (fixture IDs, then key paths) against
    /// `element`, whose IDs are its own (`fixtureID(_:)`).
    ///
    /// - Parameters:
    ///   - element: The element to check (built in Swift).
    ///   - url: The fixture file whose checks are run.
    ///   - registry: The element types the fixture's own tree may use: pass your registry
    ///     (`.myApp`) when the fixture uses your types, or it does not decode.
    ///   - diffPath: Where to write the SVG diff of the first failing layout check; nil writes
    ///     none.
    /// - Returns: nil when every check passes; otherwise the report: the failing checks, the
    ///   table and tree of each failing layout check, and where the SVG diff is.
    public static func check(
        _ element: Element,
        againstFixtureAt url: URL,
        registry: ElementDecoderRegistry = .standard,
        diffPath: String? = nil
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
        return FailureReport.fixture(
            fixture, result: result, element: element, runner: runner, matchingKeys: true, diffPath: diffPath
        ).text
    }

    /// Runs a fixture file as it is (its own element tree).
    ///
    /// - Parameters:
    ///   - url: The fixture file.
    ///   - registry: The element types it may use (your registry, for your own types).
    ///   - diffPath: Where to write the SVG diff of the first failing layout check; nil writes
    ///     none.
    /// - Returns: nil when every check passes; otherwise the report, as ``check(_:againstFixtureAt:registry:diffPath:)``.
    public static func check(
        fixtureAt url: URL, registry: ElementDecoderRegistry = .standard, diffPath: String? = nil
    ) -> String? {
        let runner = FixtureRunner(registry: registry)
        let fixture: Fixture
        do {
            fixture = try runner.decoder.decode(fileAt: url, displayName: url.lastPathComponent)
        } catch {
            return error.allErrors.map { "FAIL \($0)" }.joined(separator: "\n")
        }
        let result = runner.run(fixture)
        guard !result.passed else { return nil }
        return FailureReport.fixture(
            fixture, result: result, element: fixture.element, runner: runner, matchingKeys: false,
            diffPath: diffPath
        ).text
    }

    /// Where the test helpers write SVG diffs: `fixture-diffs/` beside the test build's products
    /// (`.build/debug/fixture-diffs`), or `$BLUEPRINT_FIXTURE_DIFFS`.
    public static var diffFolder: String { FixtureSuiteReport.diffFolder }
}

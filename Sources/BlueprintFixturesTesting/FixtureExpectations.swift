import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

extension FixtureSuite.Case {
    /// Checks the fixture (or records it when `BLUEPRINT_RECORD_FIXTURES=1`) and records one
    /// issue when it does not pass.
    ///
    /// The issue is the failure report every fixture tool prints: the failing checks, each listed
    /// frame with expected, actual and delta, the tree as laid out, and the path of an SVG diff
    /// (expected frames dashed over the actual layout) written to `fixture-diffs/` beside the
    /// test build's products. A recorded fixture, a missing or empty folder and a wrong number of
    /// fixtures fail too. A check that checks nothing (`"frames": {}`, a size of `[null, null]`)
    /// is a warning issue, which does not fail the test.
    /// ```swift
    /// @Test(arguments: FixtureSuite("Fixtures", registry: .myApp).cases)
    /// func fixture(_ fixture: FixtureSuite.Case) {
    ///     fixture.expectToPass()
    /// }
    /// ```
    public func expectToPass(sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = run()
        #if compiler(>=6.2)
            // A check that checks nothing passes, but says so.
            for warning in outcome.warnings {
                Issue.record(
                    Comment(rawValue: "warning: \(warning)"), severity: .warning, sourceLocation: sourceLocation)
            }
        #endif
        guard !outcome.passed else { return }
        Issue.record(Comment(rawValue: outcome.report ?? "\(name) failed"), sourceLocation: sourceLocation)
    }
}

/// Lays `element` out in `size` and records one issue when a frame differs from `frames` by more
/// than `tolerance`: the failure report every fixture tool prints — each listed frame with
/// expected, actual and delta, the tree as laid out, and the path of an SVG diff (the actual
/// layout with the expected frames dashed over it) written to `fixture-diffs/expectLayout/` beside
/// the test build's products.
///
/// Elements are named by fixture ID (`.fixtureID(_:)`) or by key path (`add(key:)`, `keyed(_:)`,
/// `gridCell(key:)`): the keys from the nearest ancestor with an ID down to the element, joined
/// with `/` (`receipt/total`), or only the last steps while one element fits (`total`). Frames
/// are in the root's coordinates. Unlike `#expect(failure == nil, "\(failure ?? "")")`, the
/// message appears once.
/// ```swift
/// @Test func header() {
///     let header = Row { Spacer(10).fixtureID("icon"); Spacer(20).keyed("title") }
///     expectLayout(header, size: CGSize(width: 100, height: 20),
///                  frames: ["icon": CGRect(x: 0, y: 0, width: 10, height: 20)])
/// }
/// ```
/// - Parameters:
///   - element: The element to lay out at `(0, 0)`.
///   - size: The root's size.
///   - frames: Expected frames in the root's coordinate space, by fixture ID or key path.
///   - tolerance: The largest allowed difference per number.
///   - environment: The environment to lay out in.
///   - sourceLocation: Where the issue is reported (the caller); it also names the SVG diff.
public func expectLayout(
    _ element: Element,
    size: CGSize,
    frames: [AnyHashable: CGRect],
    tolerance: CGFloat = 0.001,
    environment: Environment = .empty,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let name = "\(sourceLocation.fileName.replacingOccurrences(of: ".swift", with: ""))-\(sourceLocation.line).svg"
    guard
        let failure = FixtureAssertions.check(
            element, size: size, frames: frames, tolerance: tolerance, environment: environment,
            diffPath: diffPath(name))
    else { return }
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

/// Runs the checks of the fixture file at `url` against `element` (built in Swift) instead of
/// the fixture's own element tree, and records one issue with the failure report every fixture
/// tool prints: the failing checks, each listed frame with expected, actual and delta, the tree
/// as laid out, and the path of an SVG diff written to `fixture-diffs/expectLayout/` beside the
/// test build's products.
///
/// The fixture's names are found in `element` by fixture ID (`.fixtureID(_:)`) or key path, as
/// everywhere. The fixture is decoded with `registry`: when its own tree uses your element types,
/// pass the registry that knows them (the one your `FixtureSuite` and CLI use), or it does not
/// decode.
/// ```swift
/// expectLayout(Receipt(order: .sample), matchesFixtureAt: url, registry: .myApp)
/// ```
/// - Parameters:
///   - element: The element to check.
///   - url: The fixture file whose checks are run.
///   - registry: The element types the fixture may use (default: the built-in vocabulary).
///   - sourceLocation: Where the issue is reported (the caller).
public func expectLayout(
    _ element: Element,
    matchesFixtureAt url: URL,
    registry: ElementDecoderRegistry = .standard,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let name = url.deletingPathExtension().lastPathComponent + ".svg"
    guard
        let failure = FixtureAssertions.check(
            element, againstFixtureAt: url, registry: registry, diffPath: diffPath(name))
    else { return }
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

/// `fixture-diffs/expectLayout/NAME` in the test helpers' diff folder.
private func diffPath(_ name: String) -> String {
    FixtureAssertions.diffFolder + "/expectLayout/" + name
}

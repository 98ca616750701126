import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

extension FixtureSuite.Case {
    /// Checks the fixture (or records it when `BLUEPRINT_RECORD_FIXTURES=1`) and records one
    /// issue when it does not pass.
    ///
    /// The issue lists every mismatch with expected, actual and delta, the fixture's element and
    /// expected frames beside the tree as laid out, and the path of an SVG diff (expected frames
    /// dashed over the actual layout) written to `fixture-diffs/` beside the test build's
    /// products. A recorded fixture, a missing or empty folder and a wrong number of fixtures
    /// fail too.
    /// ```swift
    /// @Test(arguments: FixtureSuite("Fixtures", registry: .myApp).cases)
    /// func fixture(_ fixture: FixtureSuite.Case) {
    ///     fixture.expectToPass()
    /// }
    /// ```
    public func expectToPass(sourceLocation: SourceLocation = #_sourceLocation) {
        let outcome = run()
        guard !outcome.passed else { return }
        Issue.record(Comment(rawValue: outcome.report ?? "\(name) failed"), sourceLocation: sourceLocation)
    }
}

/// Lays `element` out in `size` and records one issue, with expected and actual frames side by
/// side and the laid-out tree, when a frame differs from `frames` by more than `tolerance`.
///
/// Elements are found by the key given to `add(key:)` or `Keyed`, or by `.fixtureID(_:)`; frames
/// are in the root's coordinates. Unlike `#expect(failure == nil, "\(failure ?? "")")`, the
/// message appears once.
/// ```swift
/// @Test func header() {
///     let header = Row { Spacer(10).fixtureID("icon"); Spacer(20).fixtureID("title") }
///     expectLayout(header, size: CGSize(width: 100, height: 20),
///                  frames: ["icon": CGRect(x: 0, y: 0, width: 10, height: 20)])
/// }
/// ```
/// - Parameters:
///   - element: The element to lay out at `(0, 0)`.
///   - size: The root's size.
///   - frames: Expected frames in the root's coordinate space, by key or fixture ID.
///   - tolerance: The largest allowed difference per number.
///   - environment: The environment to lay out in.
///   - sourceLocation: Where the issue is reported (the caller).
public func expectLayout(
    _ element: Element,
    size: CGSize,
    frames: [AnyHashable: CGRect],
    tolerance: CGFloat = 0.001,
    environment: Environment = .empty,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard
        let failure = FixtureAssertions.check(
            element, size: size, frames: frames, tolerance: tolerance, environment: environment)
    else { return }
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

/// Runs the checks of the fixture file at `url` against `element` (built in Swift) instead of
/// the fixture's own element tree, and records one issue listing every failing check.
///
/// The fixture's IDs are matched against keys and fixture IDs.
/// ```swift
/// expectLayout(InboxRow(title: "Inbox", count: 12), matchesFixtureAt: url)
/// ```
/// - Parameters:
///   - element: The element to check.
///   - url: The fixture file whose checks are run.
///   - registry: The element types the fixture may use.
///   - sourceLocation: Where the issue is reported (the caller).
public func expectLayout(
    _ element: Element,
    matchesFixtureAt url: URL,
    registry: ElementDecoderRegistry = .standard,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let failure = FixtureAssertions.check(element, againstFixtureAt: url, registry: registry) else { return }
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

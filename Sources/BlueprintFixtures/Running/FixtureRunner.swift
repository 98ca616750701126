import BlueprintLayout
import Foundation

/// Runs fixtures against the engine: every measurement and layout check from a fresh engine
/// state, comparing within the tolerance.
///
/// ```swift
/// let result = FixtureRunner().run(fileAt: URL(fileURLWithPath: "Fixtures/stack/row.json"))
/// result.failureLines.forEach { print($0) }
/// ```
/// Measurements use `ElementContent.measure(in:environment:options:)`, layouts
/// `Element.layout(frame:environment:options:)`; frames are compared in the root's
/// coordinate space, snapped to the pixel grid first when a check sets `"rounded": true`
/// (`LayoutResultNode.rounded(scale:)`). A NaN anywhere it is compared is a failure.
public struct FixtureRunner: Sendable {
    /// Decodes the files run.
    public var decoder: FixtureDecoder
    /// The measurement cache's deductions (default: Blueprint's, so results are Blueprint's). A
    /// fixture whose elements all follow the sizing rules gives the same results with any options.
    public var options: LayoutOptions = .default
    /// Whether each ``CheckResult`` keeps every value it compared (``CheckResult/values``), for
    /// `check --json`; off by default, since a check may compare a frame per node.
    package var collectsValues = false
    /// Whether every layout check also runs through a `LayoutSession` (see
    /// ``relayoutFailures(of:in:fixture:)``) and fails when the session's frames differ.
    public var relayout = false

    /// A runner with `registry` (default: the built-in vocabulary).
    public init(registry: ElementDecoderRegistry = .standard) {
        decoder = FixtureDecoder(registry: registry)
    }

    /// Decodes and runs the file at `url`; a decoding error is part of the result.
    public func run(fileAt url: URL, displayName: String? = nil) -> FixtureResult {
        let name = displayName ?? url.relativePath
        do {
            var fixture = try decoder.decode(fileAt: url, displayName: name)
            // Running never needs the document (and the file's bytes it holds): free it first.
            fixture.json = .null
            return run(fixture)
        } catch {
            return FixtureResult(file: name, name: name, decodingError: error, checks: [])
        }
    }

    /// Runs every check of `fixture`.
    public func run(_ fixture: Fixture) -> FixtureResult {
        run(fixture, element: fixture.element, matchingKeys: false)
    }

    /// Runs `fixture`'s checks against another element, such as one built in Swift; IDs are
    /// found as ``FixtureIdentified`` wrappers and, when `matchingKeys` is true, as keys passed
    /// to `add(key:)` (`LayoutResultNode.key`).
    public func run(_ fixture: Fixture, element: Element, matchingKeys: Bool) -> FixtureResult {
        var checks: [CheckResult] = []
        for check in fixture.measurements {
            checks.append(runMeasurement(check, of: fixture, element: element))
        }
        for check in fixture.layouts {
            checks.append(runLayout(check, of: fixture, element: element, matchingKeys: matchingKeys))
        }
        return FixtureResult(file: fixture.file, name: fixture.name, decodingError: nil, checks: checks)
    }

    // MARK: - Measurement

    func runMeasurement(_ check: MeasurementCheck, of fixture: Fixture, element: Element) -> CheckResult {
        let tolerance = check.tolerance ?? fixture.tolerance
        let actual = element.content.measure(in: check.constraint, environment: fixture.environment, options: options)
        let summary =
            "measure in \(ReportFormat.axis(check.constraint.width)) × \(ReportFormat.axis(check.constraint.height))"
        var failures: [CheckFailure] = []
        let expected = [check.size.width, check.size.height]
        let values = [actual.width, actual.height]
        if let failure = Comparison.compare(expected, values, tolerance: tolerance, property: "size", id: nil) {
            failures.append(failure)
        }
        var result = CheckResult(label: check.label, summary: summary, failures: failures)
        if collectsValues {
            result.values = [
                CheckedValue(id: nil, property: "size", expected: .numbers(expected), actual: .numbers(values))
            ]
        }
        return result
    }

    // MARK: - Layout

    func runLayout(_ check: LayoutCheck, of fixture: Fixture, element: Element, matchingKeys: Bool) -> CheckResult {
        let tolerance = check.tolerance ?? fixture.tolerance
        // The result tree is released once its identified nodes are collected.
        let placed = IdentifiedNodes(
            layoutResult(of: element, in: check, fixture: fixture), matchingKeys: matchingKeys,
            expectedCount: fixture.ids.count)
        let summary =
            "layout in \(ReportFormat.number(check.size.width)) × \(ReportFormat.number(check.size.height))"
            + (check.rounded ? " rounded at scale \(ReportFormat.number(fixture.displayScale))" : "")

        var failures: [CheckFailure] = []
        var values: [CheckedValue] = []
        var missingIDs = MissingIDs(fixture: fixture, matchingKeys: matchingKeys)
        for (id, expected) in check.frames {
            guard let node = placed[id] else {
                failures.append(missingIDs.failure(id, property: "frame"))
                if collectsValues {
                    values.append(
                        CheckedValue(
                            id: id, property: "frame", expected: .numbers(expected.components), actual: .missing))
                }
                continue
            }
            let frame = node.frame
            if collectsValues {
                values.append(
                    CheckedValue(
                        id: id, property: "frame", expected: .numbers(expected.components),
                        actual: .numbers(frame.rawComponents)))
            }
            if expected.matches(frame, tolerance: tolerance) { continue }
            if let failure = Comparison.compare(
                expected.components,
                frame.rawComponents,
                tolerance: tolerance,
                property: "frame",
                id: id
            ) {
                failures.append(failure)
            }
        }
        for (id, expected) in check.attributes {
            guard let node = placed[id] else {
                failures.append(missingIDs.failure(id, property: "attributes"))
                if collectsValues {
                    values.append(contentsOf: Self.attributeValues(id, expected, nil))
                }
                continue
            }
            let attributes = node.attributes
            if collectsValues {
                values.append(contentsOf: Self.attributeValues(id, expected, attributes))
            }
            if let alpha = expected.alpha,
                let failure = Comparison.compare(
                    [alpha], [attributes.alpha], tolerance: tolerance, property: "alpha", id: id)
            {
                failures.append(failure)
            }
            if let hidden = expected.isHidden, hidden != attributes.isHidden {
                failures.append(
                    CheckFailure(id: id, property: "isHidden", expected: "\(hidden)", actual: "\(attributes.isHidden)")
                )
            }
            if let enabled = expected.isUserInteractionEnabled, enabled != attributes.isUserInteractionEnabled {
                failures.append(
                    CheckFailure(
                        id: id,
                        property: "isUserInteractionEnabled",
                        expected: "\(enabled)",
                        actual: "\(attributes.isUserInteractionEnabled)"
                    )
                )
            }
        }
        if relayout { failures += relayoutFailures(of: element, in: check, fixture: fixture) }
        var result = CheckResult(label: check.label, summary: summary, failures: failures)
        result.values = values
        return result
    }

    /// The attributes a check compares for `id`, expected and actual (missing without a node).
    private static func attributeValues(
        _ id: String, _ expected: ExpectedAttributes, _ actual: IdentifiedNodes.Attributes?
    ) -> [CheckedValue] {
        var values: [CheckedValue] = []
        if let alpha = expected.alpha {
            values.append(
                CheckedValue(
                    id: id, property: "alpha", expected: .numbers([alpha]),
                    actual: actual.map { .numbers([$0.alpha]) } ?? .missing))
        }
        if let hidden = expected.isHidden {
            values.append(
                CheckedValue(
                    id: id, property: "isHidden", expected: .flag(hidden),
                    actual: actual.map { .flag($0.isHidden) } ?? .missing))
        }
        if let enabled = expected.isUserInteractionEnabled {
            values.append(
                CheckedValue(
                    id: id, property: "isUserInteractionEnabled", expected: .flag(enabled),
                    actual: actual.map { .flag($0.isUserInteractionEnabled) } ?? .missing))
        }
        return values
    }

    /// The result tree for a layout check, rounded when the check asks for it.
    func layoutResult(of element: Element, in check: LayoutCheck, fixture: Fixture) -> LayoutResultNode {
        let result = element.layout(
            frame: CGRect(origin: .zero, size: check.size), environment: fixture.environment, options: options)
        return check.rounded ? result.rounded(scale: fixture.displayScale) : result
    }
}

/// Failures for IDs a check lists that have no node in the result: the fixture's IDs are put in
/// a set the first time one is missing, and "did you mean" (a scan of every ID) is offered for
/// the first few only, so a check with many missing IDs stays linear.
struct MissingIDs {
    let fixture: Fixture
    let matchingKeys: Bool
    private var ids: Set<String>?
    private var suggestionsLeft = 10

    init(fixture: Fixture, matchingKeys: Bool) {
        self.fixture = fixture
        self.matchingKeys = matchingKeys
    }

    mutating func failure(_ id: String, property: String) -> CheckFailure {
        if ids == nil { ids = Set(fixture.ids) }
        let message: String
        if ids!.contains(id) {
            message = "was not laid out (the element with this id is in the tree but has no node in the layout result)"
        } else if matchingKeys {
            message = "not found (no element has this id or key)"
        } else if suggestionsLeft > 0 {
            suggestionsLeft -= 1
            message =
                "not found (no element has this id)"
                + Suggestions.didYouMean(id, among: fixture.ids).replacingOccurrences(of: "; ", with: ", ")
        } else {
            message = "not found (no element has this id)"
        }
        return CheckFailure(id: id, property: property, message: message)
    }
}

/// The identified nodes of a result tree: absolute frame and attributes by ID (first wins).
struct IdentifiedNodes {
    /// What a check compares of a node (not the whole `LayoutAttributes`, whose transform alone
    /// is 128 bytes: this table has an entry per identified node).
    struct Node {
        var frame: CGRect
        var attributes: Attributes
    }

    /// The attributes a layout check can compare.
    struct Attributes {
        var alpha: CGFloat
        var isHidden: Bool
        var isUserInteractionEnabled: Bool
    }

    /// The identified nodes in tree order, one per ID.
    private(set) var entries: [(id: String, node: Node)] = []
    /// Where each ID's entry is. Indices instead of nodes keep the table small: a dictionary keeps
    /// its keys and its values in buffers sized for its capacity, up to 2.7 times the count, so
    /// 48-byte nodes took 168 bytes an ID with their keys, and 4-byte indices take about 55.
    private var positions: [String: Int32] = [:]

    init(_ result: LayoutResultNode, matchingKeys: Bool, expectedCount: Int = 0) {
        positions.reserveCapacity(expectedCount)
        entries.reserveCapacity(expectedCount)
        result.forEachNode { node, frame, _ in
            if let id = node.fixtureID { add(id, frame: frame, node: node) }
            if matchingKeys, let key = node.key {
                add((key.base as? String) ?? "\(key.base)", frame: frame, node: node)
            }
            return true
        }
    }

    /// The node with `id`, the first in tree order when several have it.
    subscript(id: String) -> Node? {
        positions[id].map { entries[Int($0)].node }
    }

    private mutating func add(_ name: String, frame: CGRect, node: LayoutResultNode) {
        guard positions[name] == nil else { return }
        let attributes = node.layoutAttributes
        positions[name] = Int32(entries.count)
        entries.append(
            (
                name,
                Node(
                    frame: frame,
                    attributes: Attributes(
                        alpha: attributes.alpha,
                        isHidden: attributes.isHidden,
                        isUserInteractionEnabled: attributes.isUserInteractionEnabled
                    )
                )
            ))
    }
}

/// Component-wise comparison within a tolerance.
enum Comparison {
    /// A failure when any checked component differs by more than `tolerance`, or any actual value
    /// is NaN; nil otherwise. Expected infinities match actual infinities of the same sign.
    static func compare(
        _ expected: [CGFloat?],
        _ actual: [CGFloat],
        tolerance: CGFloat,
        property: String,
        id: String?
    ) -> CheckFailure? {
        // Fast path, without building any text: every component within the tolerance.
        var matches = expected.count == actual.count
        if matches {
            for (want, got) in zip(expected, actual) {
                guard let want else { continue }
                if got.isNaN || (want.isInfinite || got.isInfinite ? want != got : abs(got - want) > tolerance) {
                    matches = false
                    break
                }
            }
        }
        if matches && !actual.contains(where: \.isNaN) { return nil }
        var mismatch = false
        var delta: [CGFloat?] = []
        for (want, got) in zip(expected, actual) {
            guard let want else {
                delta.append(nil)
                continue
            }
            if got.isNaN {
                mismatch = true
                delta.append(.nan)
            } else if want.isInfinite || got.isInfinite {
                if want != got { mismatch = true }
                delta.append(want == got ? 0 : got - want)
            } else {
                let difference = got - want
                if abs(difference) > tolerance { mismatch = true }
                delta.append(difference)
            }
        }
        let hasNaN = actual.contains { $0.isNaN }
        guard mismatch || hasNaN else { return nil }
        let single = expected.count == 1
        return CheckFailure(
            id: id,
            property: property,
            expected: single ? ReportFormat.number(expected[0]) : ReportFormat.list(expected),
            actual: single ? ReportFormat.number(actual[0]) : ReportFormat.list(actual.map { $0 }),
            delta: single ? ReportFormat.number(delta[0]) : ReportFormat.list(delta),
            message: hasNaN ? "the engine produced NaN" : nil
        )
    }
}

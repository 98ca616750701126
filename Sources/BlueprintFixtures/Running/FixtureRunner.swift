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
    /// Whether a check with a warning (it checks nothing, or holds a blank for `record`) fails, as
    /// `blueprint-layout check --strict` asks; off by default, when warnings are only reported
    /// (``FixtureResult/warnings``).
    public var treatsWarningsAsFailures = false
    /// Whether each ``CheckResult`` keeps every value it compared (``CheckResult/values``), for
    /// `check --json`; off by default, since a check may compare a frame per node.
    package var collectsValues = false
    /// Whether every layout check also runs through a `LayoutSession` (see
    /// ``relayoutFailures(of:in:fixture:madeAnew:)``) and fails when the session's frames differ.
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
            return run(fixture, madeAnew: try elementMadeAnew(fileAt: url, displayName: name))
        } catch {
            return FixtureResult(file: name, name: name, decodingError: error, checks: [])
        }
    }

    /// Runs every check of `fixture`.
    public func run(_ fixture: Fixture) -> FixtureResult {
        run(fixture, element: fixture.element, matchingKeys: false)
    }

    /// Runs `fixture`'s checks against another element, such as one built in Swift.
    ///
    /// Checks name elements by the one naming rule (``FixtureIdentified`` and fixture IDs, then
    /// key paths: see "Naming elements" in `Docs/FixtureFormat.md`) whatever `matchingKeys` says;
    /// with `matchingKeys`, every name may be a key path (the element is not the fixture's, so
    /// its IDs say nothing about it).
    public func run(_ fixture: Fixture, element: Element, matchingKeys: Bool) -> FixtureResult {
        run(fixture, element: element, matchingKeys: matchingKeys, madeAnew: nil)
    }

    /// With ``relayout``, the element of the fixture at `url` decoded again: equal values made anew,
    /// as an app rebuilds its tree, for the pass ``relayout`` adds; `nil` otherwise.
    package func elementMadeAnew(fileAt url: URL, displayName: String) throws(FixtureError) -> Element? {
        guard relayout else { return nil }
        return try decoder.decode(fileAt: url, displayName: displayName).element
    }

    /// Runs every check of `fixture`, with `madeAnew` (its element decoded again: equal values,
    /// made anew) for the pass ``relayout`` adds (see ``relayoutFailures(of:in:fixture:madeAnew:)``).
    package func run(_ fixture: Fixture, madeAnew: Element?) -> FixtureResult {
        run(fixture, element: fixture.element, matchingKeys: false, madeAnew: madeAnew)
    }

    /// ``run(_:element:matchingKeys:)``, with `madeAnew`, a value equal to `element` but made
    /// anew, for the passes ``relayout`` adds.
    func run(_ fixture: Fixture, element: Element, matchingKeys: Bool, madeAnew: Element?) -> FixtureResult {
        var checks: [CheckResult] = []
        for check in fixture.measurements {
            checks.append(runMeasurement(check, of: fixture, element: element))
        }
        for check in fixture.layouts {
            checks.append(
                runLayout(check, of: fixture, element: element, matchingKeys: matchingKeys, madeAnew: madeAnew))
        }
        if treatsWarningsAsFailures {
            for warning in fixture.warnings {
                guard let index = checks.firstIndex(where: { $0.label == warning.check }) else { continue }
                checks[index].failures.append(
                    CheckFailure(id: nil, property: warning.location, message: "\(warning.message) (--strict)"))
            }
        }
        var result = FixtureResult(file: fixture.file, name: fixture.name, decodingError: nil, checks: checks)
        result.warnings = fixture.warnings
        return result
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

    func runLayout(
        _ check: LayoutCheck, of fixture: Fixture, element: Element, matchingKeys: Bool, madeAnew: Element? = nil
    ) -> CheckResult {
        let tolerance = check.tolerance ?? fixture.tolerance
        // The result tree is released once its named nodes are collected.
        let size = layoutSize(of: element, in: check, fixture: fixture)
        let summary = Self.summary(of: check, size: size.size, displayScale: fixture.displayScale)
        if let problem = size.problem {
            return CheckResult(
                label: check.label, summary: summary,
                failures: [CheckFailure(id: nil, property: "size", message: problem)])
        }
        let placed = identifiedNodes(
            layoutResult(of: element, in: check, fixture: fixture, size: size.size), for: check, of: fixture,
            matchingKeys: matchingKeys)

        var failures: [CheckFailure] = []
        var values: [CheckedValue] = []
        var missing = MissingNames(declaredIDs: matchingKeys ? nil : fixture.ids)
        func find(_ id: String, property: String) -> IdentifiedNodes.Node? {
            let lookup = placed.lookup(id)
            if case .found(let node) = lookup { return node }
            failures.append(
                CheckFailure(id: id, property: property, message: missing.message(for: id, lookup: lookup, in: placed)))
            return nil
        }
        let frames = check.expectedFrames
        for index in frames.indices {
            let id = frames.id(at: index)
            let expected = frames.frame(at: index)
            guard let node = find(id, property: "frame") else {
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
            guard let node = find(id, property: "attributes") else {
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
        if relayout { failures += relayoutFailures(of: element, in: check, fixture: fixture, madeAnew: madeAnew) }
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

    /// The named elements of a check's result: its IDs, and the elements its other names find by
    /// key path (every name, for an element that is not the fixture's own).
    func identifiedNodes(
        _ result: LayoutResultNode, for check: LayoutCheck, of fixture: Fixture, matchingKeys: Bool
    ) -> IdentifiedNodes {
        let names = matchingKeys ? Set(check.expectedFrames.map(\.id) + check.attributes.map(\.id)) : check.keyPathNames
        return IdentifiedNodes(result, keyPathNames: names, expectedCount: fixture.ids.count)
    }

    /// `layout in 100 × 10`, `layout in 384 × 212 (height measured)`, `… rounded at scale 2`.
    static func summary(of check: LayoutCheck, size: CGSize, displayScale: CGFloat) -> String {
        let measured = check.isMeasured
        let axes = [measured.width ? "width" : nil, measured.height ? "height" : nil].compactMap { $0 }
        return "layout in \(ReportFormat.number(size.width)) × \(ReportFormat.number(size.height))"
            + (axes.isEmpty ? "" : " (\(axes.joined(separator: " and ")) measured)")
            + (check.rounded ? " rounded at scale \(ReportFormat.number(displayScale))" : "")
    }

    /// The size a layout check lays the root out in: its `size`, with each measured axis (see
    /// ``LayoutCheck/size``) the size the element measures to there, the other axis as given.
    ///
    /// - Returns: The size, and why it cannot be used when the element measures to an infinite
    ///   or negative length on a measured axis (the axis is then 0).
    package func layoutSize(of element: Element, in check: LayoutCheck, fixture: Fixture) -> (
        size: CGSize, problem: String?
    ) {
        let measured = check.isMeasured
        guard measured.width || measured.height else { return (check.size, nil) }
        let constraint = SizeConstraint(
            width: measured.width ? .unconstrained : .atMost(check.size.width),
            height: measured.height ? .unconstrained : .atMost(check.size.height))
        let natural = element.content.measure(in: constraint, environment: fixture.environment, options: options)
        var size = check.size
        var problems: [String] = []
        for (axis, isMeasured, value) in [
            ("width", measured.width, natural.width), ("height", measured.height, natural.height),
        ] where isMeasured {
            var usable = value
            if !value.isFinite || value < 0 {
                usable = 0
                problems.append(
                    "the element measures to a \(axis) of \(ReportFormat.number(value)) in \(ReportFormat.axis(constraint.width)) × \(ReportFormat.axis(constraint.height)), which cannot be laid out: give the \(axis) (\"size\" has null there)"
                )
            }
            if axis == "width" { size.width = usable } else { size.height = usable }
        }
        return (size, problems.isEmpty ? nil : problems.joined(separator: "; "))
    }

    /// The result tree for a layout check (in its size, measured axes measured), rounded when the
    /// check asks for it.
    package func layoutResult(of element: Element, in check: LayoutCheck, fixture: Fixture) -> LayoutResultNode {
        layoutResult(
            of: element, in: check, fixture: fixture, size: layoutSize(of: element, in: check, fixture: fixture).size)
    }

    /// The result tree for a layout check in `size`, rounded when the check asks for it.
    func layoutResult(of element: Element, in check: LayoutCheck, fixture: Fixture, size: CGSize) -> LayoutResultNode {
        let result = element.layout(
            frame: CGRect(origin: .zero, size: size), environment: fixture.environment, options: options)
        return check.rounded ? result.rounded(scale: fixture.displayScale) : result
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

import BlueprintLayout
import Foundation

/// The outcome of running one fixture file: a decoding error, or the result of every check.
public struct FixtureResult {
    /// The file's name or path.
    public var file: String
    /// The fixture's `name` (the file when it did not decode).
    public var name: String
    /// Why the file could not be decoded, if it could not.
    public var decodingError: FixtureError?
    /// The checks, measurements first, in file order.
    public var checks: [CheckResult]
    /// The fixture's warnings: checks that check nothing, blanks left for `record`. They fail a
    /// check only when the runner treats warnings as failures (`check --strict`).
    public var warnings: [FixtureWarning] = []

    /// Creates a result.
    public init(file: String, name: String, decodingError: FixtureError?, checks: [CheckResult]) {
        self.file = file
        self.name = name
        self.decodingError = decodingError
        self.checks = checks
    }

    /// Whether the fixture decoded and every check passed.
    public var passed: Bool { decodingError == nil && checks.allSatisfy(\.passed) }

    /// The failing checks.
    public var failedChecks: [CheckResult] { checks.filter { !$0.passed } }

    /// One line per failing check (or one per decoding error), as `blueprint-layout check`
    /// prints them.
    public var failureLines: [String] {
        if let decodingError { return decodingError.allErrors.map { "FAIL \($0)" } }
        return failedChecks.map { "FAIL \(name) \($0.description)" }
    }
}

/// The outcome of one measurement or layout check.
public struct CheckResult: CustomStringConvertible {
    /// `measurements[0]` or `layouts[1]`.
    public var label: String
    /// What the check did: `measure in atMost(15) × unconstrained`, `layout in 100 × 10 (rounded)`.
    public var summary: String
    /// Everything that did not match; empty when the check passed.
    public var failures: [CheckFailure]
    /// Every value the check compared, expected and actual; filled only by a runner that
    /// collects them (``FixtureRunner/collectsValues``), for machine-readable reports.
    package var values: [CheckedValue] = []

    /// Whether everything matched.
    public var passed: Bool { failures.isEmpty }

    /// `layouts[0] (layout in 100 × 10): a: expected …, actual …, delta …; b: …`.
    public var description: String {
        let details = failures.map(\.description).joined(separator: "; ")
        return failures.isEmpty ? "\(label) (\(summary)): ok" : "\(label) (\(summary)): \(details)"
    }
}

/// One value a check compared: a measured size, a frame, or an attribute of an identified node.
package struct CheckedValue: Sendable {
    /// What a value is: numbers (a size, a frame, an alpha), a flag, or nothing (the node is
    /// missing from the result).
    package enum Value: Sendable {
        /// Numbers; nil components are not checked.
        case numbers([CGFloat?])
        /// A boolean attribute.
        case flag(Bool)
        /// No node has the id.
        case missing
    }

    /// The node's id; nil for a measured size.
    package var id: String?
    /// `size`, `frame`, `alpha`, `isHidden` or `isUserInteractionEnabled`.
    package var property: String
    /// What the fixture expects.
    package var expected: Value
    /// What the engine produced.
    package var actual: Value
}

/// One mismatch in a check: what was compared, expected and actual values, and their difference.
public struct CheckFailure: CustomStringConvertible {
    /// The ID compared, or nil for a measured size.
    public var id: String?
    /// What was compared: `size`, `frame`, `alpha`, `isHidden`, `isUserInteractionEnabled`.
    public var property: String
    /// The expected value as text (nil when the failure is not a comparison).
    public var expected: String?
    /// The actual value as text.
    public var actual: String?
    /// Actual minus expected, per component (nil when not numeric).
    public var delta: String?
    /// A message for failures that are not a plain mismatch (a missing ID, a NaN).
    public var message: String?

    /// `a: frame expected [0, 0, 30, 10], actual [0, 0, 50, 10], delta [0, 0, 20, 0]`.
    public var description: String {
        var text = id.map { "\($0): " } ?? ""
        text += property
        if let expected, let actual {
            text += " expected \(expected), actual \(actual)"
            if let delta { text += ", delta \(delta)" }
        }
        if let message { text += expected == nil ? " \(message)" : " (\(message))" }
        return text
    }
}

/// Number formatting for reports: whole numbers without a fraction, others to four decimals
/// (`NumberFormat`, the package's one number formatter); a missing number is `null`.
enum ReportFormat {
    static func number(_ value: CGFloat?) -> String {
        guard let value else { return "null" }
        return NumberFormat.string(value, fractionDigits: 4)
    }

    static func list(_ values: [CGFloat?]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    static func axis(_ axis: SizeConstraint.Axis) -> String {
        switch axis {
        case .atMost(let value): "atMost(\(number(value)))"
        case .unconstrained: "unconstrained"
        }
    }
}

import BlueprintFixtures
import Foundation

/// `check --json`: one JSON object per line for every check, for scripts.
///
/// ```
/// {"file": "row.json", "name": "demo/row", "check": "layouts[0]", "summary": "layout in 100 × 10",
///  "passed": false, "expected": {"frames": {"b": [30, 0, 60, 10]}}, "actual": {"frames": {"b": [30, 0, 70, 10]}},
///  "failures": ["b: frame expected [30, 0, 60, 10], actual [30, 0, 70, 10], delta [0, 0, 10, 0]"]}
/// ```
/// (one line in the output). `expected` and `actual` are `{"size": [w, h]}` for a measurement and
/// `{"frames": {ID: [x, y, w, h]}, "attributes": {ID: {"alpha": a, "isHidden": h,
/// "isUserInteractionEnabled": e}}}` for a layout (members present only when the check compares
/// them); an ID with no node is `null` in `actual`. Numbers are JSON numbers; a component the
/// fixture leaves unchecked is `null`; infinities and NaN are the strings `"infinity"`,
/// `"-infinity"` and `"NaN"`. A file that cannot be read or decoded is one record with
/// `"check": null`, `"summary"`, `"expected"` and `"actual"` null, and its error in `failures`.
enum CheckRecords {
    /// The lines for one fixture's result.
    static func records(for result: FixtureResult) -> [String] {
        if let error = result.decodingError {
            return [
                record(
                    result, check: nil, summary: nil, passed: false, expected: .null, actual: .null,
                    failures: error.allErrors.map(\.description))
            ]
        }
        return result.checks.map { check in
            let (expected, actual) = values(check)
            return record(
                result, check: check.label, summary: check.summary, passed: check.passed, expected: expected,
                actual: actual, failures: check.failures.map(\.description))
        }
    }

    private static func record(
        _ result: FixtureResult, check: String?, summary: String?, passed: Bool, expected: JSONValue,
        actual: JSONValue, failures: [String]
    ) -> String {
        JSONWriter.compact(
            .object(
                JSONObject([
                    ("file", .string(result.file)),
                    ("name", .string(result.name)),
                    ("check", check.map(JSONValue.string) ?? .null),
                    ("summary", summary.map(JSONValue.string) ?? .null),
                    ("passed", .bool(passed)),
                    ("expected", expected),
                    ("actual", actual),
                    ("failures", .array(failures.map(JSONValue.string))),
                ])))
    }

    /// `expected` and `actual` of a check, from the values it compared.
    static func values(_ check: CheckResult) -> (expected: JSONValue, actual: JSONValue) {
        var expected = JSONObject()
        var actual = JSONObject()
        var expectedFrames = JSONObject()
        var actualFrames = JSONObject()
        var expectedAttributes = JSONObject()
        var actualAttributes = JSONObject()
        for value in check.values {
            guard let id = value.id else {
                expected[value.property] = json(value.expected)
                actual[value.property] = json(value.actual)
                continue
            }
            if value.property == "frame" {
                expectedFrames[id] = json(value.expected)
                actualFrames[id] = json(value.actual)
                continue
            }
            var wanted = expectedAttributes[id]?.objectValue ?? JSONObject()
            wanted[value.property] = json(value.expected)
            expectedAttributes[id] = .object(wanted)
            if case .missing = value.actual {
                actualAttributes[id] = .null
            } else {
                var got = actualAttributes[id]?.objectValue ?? JSONObject()
                got[value.property] = json(value.actual)
                actualAttributes[id] = .object(got)
            }
        }
        if !expectedFrames.isEmpty {
            expected["frames"] = .object(expectedFrames)
            actual["frames"] = .object(actualFrames)
        }
        if !expectedAttributes.isEmpty {
            expected["attributes"] = .object(expectedAttributes)
            actual["attributes"] = .object(actualAttributes)
        }
        return (.object(expected), .object(actual))
    }

    private static func json(_ value: CheckedValue.Value) -> JSONValue {
        switch value {
        case .missing: .null
        case .flag(let flag): .bool(flag)
        case .numbers(let numbers) where numbers.count == 1: number(numbers[0])
        case .numbers(let numbers): .array(numbers.map(number))
        }
    }

    private static func number(_ value: CGFloat?) -> JSONValue {
        guard let value else { return .null }
        if value.isNaN { return .string("NaN") }
        if value.isInfinite { return .string(value > 0 ? "infinity" : "-infinity") }
        return .number(Double(value))
    }
}

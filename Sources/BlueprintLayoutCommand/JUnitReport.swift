import BlueprintFixtures
import Foundation

/// `check --junit FILE`: the JUnit XML that CI servers read (and `swift test --xunit-output`
/// writes).
///
/// ```xml
/// <testsuites name="blueprint-layout check" tests="2" failures="1" errors="0" time="0.004">
///   <testsuite name="demo/row" file="row.json" tests="2" failures="1" errors="0" time="0.001">
///     <testcase classname="demo/row" name="measurements[0] (measure in …)" file="row.json"/>
///     <testcase classname="demo/row" name="layouts[0] (layout in 100 × 10)" file="row.json">
///       <failure type="mismatch" message="b: frame expected [30, 0, 60, 10], actual …, delta …">…</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
/// A fixture is a `<testsuite>` and each of its checks a `<testcase>`; a failing check has a
/// `<failure>` whose message lists every mismatch with expected, actual and delta. A file that
/// cannot be read or decoded is a suite with one test case, `decode`, holding an `<error>`.
enum JUnitReport {
    /// The whole document for `outcomes` (in path order) that took `seconds` in all.
    static func document(_ outcomes: [CheckCommand.Outcome], seconds: Double) -> String {
        var suites: [String] = []
        var tests = 0
        var failures = 0
        var errors = 0
        for outcome in outcomes {
            let result = outcome.result
            let name = attribute(result.name)
            let file = attribute(result.file)
            let time = format(outcome.seconds)
            if let error = result.decodingError {
                tests += 1
                errors += 1
                suites.append(
                    """
                      <testsuite name="\(name)" file="\(file)" tests="1" failures="0" errors="1" time="\(time)">
                        <testcase classname="\(name)" name="decode" file="\(file)">
                          <error type="FixtureError" message="\(attribute("\(error)"))">\(text("\(error)"))</error>
                        </testcase>
                      </testsuite>
                    """)
                continue
            }
            let failed = result.checks.filter { !$0.passed }.count
            tests += result.checks.count
            failures += failed
            var lines = [
                "  <testsuite name=\"\(name)\" file=\"\(file)\" tests=\"\(result.checks.count)\" failures=\"\(failed)\" errors=\"0\" time=\"\(time)\">"
            ]
            for check in result.checks {
                let opening =
                    "    <testcase classname=\"\(name)\" name=\"\(attribute("\(check.label) (\(check.summary))"))\" file=\"\(file)\""
                if check.passed {
                    lines.append(opening + "/>")
                    continue
                }
                let details = check.failures.map(\.description)
                lines.append(opening + ">")
                lines.append(
                    "      <failure type=\"mismatch\" message=\"\(attribute(details.joined(separator: "; ")))\">"
                        + text(details.joined(separator: "\n")) + "</failure>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
            suites.append(lines.joined(separator: "\n"))
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="blueprint-layout check" tests="\(tests)" failures="\(failures)" errors="\(errors)" time="\(format(seconds))">
            \(suites.joined(separator: "\n"))
            </testsuites>

            """
    }

    /// Seconds with millisecond precision.
    static func format(_ seconds: Double) -> String {
        String(format: "%.3f", seconds)
    }

    /// `value` escaped for a double-quoted attribute (line breaks and tabs as character
    /// references, so they survive attribute normalization).
    static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    /// `value` escaped for element content.
    static func text(_ value: String) -> String {
        escape(value, inAttribute: false)
    }

    /// Escapes markup characters; characters XML 1.0 cannot hold at all (control characters
    /// other than tab, line feed and carriage return, U+FFFE and U+FFFF) are written as `\u{XX}`.
    static func escape(_ value: String, inAttribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += inAttribute ? "&quot;" : "\""
            case "'": result += inAttribute ? "&apos;" : "'"
            case "\n": result += inAttribute ? "&#10;" : "\n"
            case "\r": result += "&#13;"
            case "\t": result += inAttribute ? "&#9;" : "\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

import Foundation

/// The one number formatter of the package's text: dumps, descriptions, check reports and
/// drawings all format numbers here.
///
/// Whole numbers are written without a fraction (`100`, not `100.0`), negative zero as `0`, and
/// the special values as `infinity`, `-infinity` and `NaN` (the fixture format's spelling). Other
/// numbers are written exactly (the shortest text that reads back as the same `Double`), or
/// rounded to at most `fractionDigits` decimals without trailing zeros:
/// ```swift
/// NumberFormat.string(12.5)                        // "12.5"
/// NumberFormat.string(1.0 / 3)                     // "0.3333333333333333"
/// NumberFormat.string(1.0 / 3, fractionDigits: 4)  // "0.3333"
/// ```
package enum NumberFormat {
    /// `value` as text: exact when `fractionDigits` is nil, else rounded to that many decimals.
    package static func string(_ value: CGFloat, fractionDigits: Int? = nil) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "infinity" : "-infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        guard let fractionDigits else { return "\(Double(value))" }
        var text = String(format: "%.\(fractionDigits)f", Double(value))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}

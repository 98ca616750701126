import BlueprintLayout
import Foundation

/// Writes JSON in a stable, diff-friendly form: keys sorted, two-space indent, and arrays of
/// scalars (sizes, frames) on one line.
///
/// ```swift
/// JSONWriter.write(.object(JSONObject([("size", .array([.number(10), .number(20)]))])))
/// // {
/// //   "size": [10, 20]
/// // }
/// ```
package enum JSONWriter {
    /// The text of `value`, ending with a newline.
    package static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, stackLimit: StackRoom.currentLimit(), into: &output)
        output += "\n"
        return output
    }

    /// The text of `value` on one line, members in their order (for JSON lines), without a
    /// newline at the end.
    package static func compact(_ value: JSONValue) -> String {
        compact(value, stackLimit: StackRoom.currentLimit())
    }

    /// ``compact(_:)``, one call a level: a deep value continues on a fresh stack (``StackRoom``).
    private static func compact(_ value: JSONValue, stackLimit: UInt) -> String {
        guard StackRoom.isLow(stackLimit) else { return compactHere(value, stackLimit: stackLimit) }
        return StackRoom.onNewThread { limit in compactHere(value, stackLimit: limit) }
    }

    private static func compactHere(_ value: JSONValue, stackLimit: UInt) -> String {
        switch value {
        case .null, .bool, .number, .string:
            return scalarText(value)
        case .array(let elements):
            return "[" + elements.map { compact($0, stackLimit: stackLimit) }.joined(separator: ", ") + "]"
        case .object(let object):
            let members = object.members.map { quoted($0.key) + ": " + compact($0.value, stackLimit: stackLimit) }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }

    /// Writes `value`, one call a level: a deep value continues on a fresh stack (``StackRoom``).
    private static func write(_ value: JSONValue, indent: Int, stackLimit: UInt, into output: inout String) {
        guard StackRoom.isLow(stackLimit) else {
            return writeHere(value, indent: indent, stackLimit: stackLimit, into: &output)
        }
        StackRoom.onNewThread { limit in writeHere(value, indent: indent, stackLimit: limit, into: &output) }
    }

    private static func writeHere(_ value: JSONValue, indent: Int, stackLimit: UInt, into output: inout String) {
        switch value {
        case .null, .bool, .number, .string:
            output += scalarText(value)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
            } else if elements.allSatisfy(isScalar) {
                output += "[" + elements.map(scalarText).joined(separator: ", ") + "]"
            } else {
                let inner = String(repeating: "  ", count: indent + 1)
                output += "[\n"
                for (position, element) in elements.enumerated() {
                    output += inner
                    write(element, indent: indent + 1, stackLimit: stackLimit, into: &output)
                    output += position == elements.count - 1 ? "\n" : ",\n"
                }
                output += String(repeating: "  ", count: indent) + "]"
            }
        case .object(let object):
            if object.isEmpty {
                output += "{}"
                return
            }
            let inner = String(repeating: "  ", count: indent + 1)
            let members = object.members.sorted { $0.key < $1.key }
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += inner + quoted(member.key) + ": "
                write(member.value, indent: indent + 1, stackLimit: stackLimit, into: &output)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }

    private static func scalarText(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): number.literal
        case .string(let string): quoted(string)
        case .array, .object: ""
        }
    }

    /// `string` as a JSON string literal, with quotes and escapes.
    package static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\u%04x", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

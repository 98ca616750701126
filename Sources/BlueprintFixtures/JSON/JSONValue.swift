import Foundation

/// A JSON value that keeps what fixtures need and `JSONSerialization` loses: the order of object
/// members, numbers apart from booleans, and each number's literal text.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"size": [10, 20.5]}"#)
/// value["size"]?.arrayValue?.count // 2
/// ```
///
/// Arrays and objects keep their elements in heap storage of their own, so the enum is not
/// `indirect`: a value is stored inline, and a large document costs one allocation per array or
/// object rather than one per value.
package enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its value and literal text.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in source order.
    case object(JSONObject)

    /// A number value from a Double, written in its shortest form.
    package static func number(_ value: Double) -> JSONValue {
        .number(JSONNumber(value))
    }

    /// The member for `key` when this is an object.
    package subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The elements when this is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The object when this is an object.
    package var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The number's value when this is a number.
    package var doubleValue: Double? {
        if case .number(let number) = self { return number.value }
        return nil
    }

    /// The string when this is a string.
    package var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// A short description of the value for error messages: `"x"`, `12`, `true`, `null`,
    /// `an array`, `an object`.
    package var errorDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let number): number.literal
        case .string(let string): JSONWriter.quoted(string)
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON number: its value and the literal it was written as.
///
/// A literal that is the number's shortest form (`10`, `0.5`) is not stored but written from the
/// value, so most numbers take two words.
package struct JSONNumber: Equatable, Sendable {
    /// The value (infinite when the literal is out of `Double`'s range).
    package var value: Double
    /// The literal, when it is not ``format(_:)`` of the value.
    private var writtenLiteral: Literal?

    private final class Literal: Sendable {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// The literal text, written back unchanged.
    package var literal: String {
        get { writtenLiteral?.text ?? JSONNumber.format(value) }
        set { writtenLiteral = newValue == JSONNumber.format(value) ? nil : Literal(newValue) }
    }

    /// A number parsed from `literal`.
    package init(value: Double, literal: String) {
        self.value = value
        self.literal = literal
    }

    /// A number written in its shortest exact form (`10`, `0.5`, `36.666666666666664`).
    package init(_ value: Double) {
        self.value = value
    }

    /// A number whose literal is its shortest form (`canonical`) or `literal`, without
    /// comparing the two (for the parser, which knows).
    init(value: Double, literal: String?) {
        self.value = value
        writtenLiteral = literal.map(Literal.init)
    }

    /// Whether the literal is an integer (no fraction or exponent).
    package var isIntegerLiteral: Bool {
        !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
    }

    /// Numbers are equal when their values are.
    package static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.value == rhs.value
    }

    /// The shortest text that reads back as `value`, without a trailing `.0`.
    package static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}

/// A JSON object: members in source order, looked up by key.
///
/// Lookups and insertions take constant time on average: objects with more than a few members
/// keep an index from key to position beside the ordered members.
package struct JSONObject: Equatable, Sendable {
    /// The members, in order.
    package private(set) var members: [(key: String, value: JSONValue)]
    /// Position of each key in `members`; built once the object has more than
    /// `indexThreshold` members (a short linear scan is cheaper below that).
    private var index: [String: Int]?

    private static let indexThreshold = 8

    /// An object with `members` (keys must be distinct).
    package init(_ members: [(key: String, value: JSONValue)] = []) {
        self.members = members
        rebuildIndex()
    }

    /// The keys, in order.
    package var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    package var isEmpty: Bool { members.isEmpty }

    /// The number of members.
    package var count: Int { members.count }

    /// The member for `key`; setting `nil` removes it, setting a new key appends it.
    package subscript(key: String) -> JSONValue? {
        get { position(of: key).map { members[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                members[position].value = value
            case (let position?, nil):
                members.remove(at: position)
                rebuildIndex()
            case (nil, let value?):
                members.append((key, value))
                if index != nil {
                    index![key] = members.count - 1
                } else if members.count > Self.indexThreshold {
                    rebuildIndex()
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Appends a member whose key the object does not have yet (the parser has checked).
    mutating func appendNew(_ key: String, _ value: JSONValue) {
        members.append((key, value))
        if index != nil {
            index![key] = members.count - 1
        } else if members.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Reserves room for `capacity` members (for building large objects).
    package mutating func reserveCapacity(_ capacity: Int) {
        members.reserveCapacity(capacity)
        index?.reserveCapacity(capacity)
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    private mutating func rebuildIndex() {
        guard members.count > Self.indexThreshold else {
            index = nil
            return
        }
        var positions = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() where positions[member.key] == nil {
            positions[member.key] = position
        }
        index = positions
    }

    /// Objects are equal when they have the same members in the same order.
    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

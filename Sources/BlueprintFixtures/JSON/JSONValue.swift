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

    /// Values are equal when they are of the same kind with equal contents: arrays element by
    /// element, objects member by member in order. Nested values are compared from a work list,
    /// not one call inside the other, so values of any depth compare on any thread.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var pending: [(JSONValue, JSONValue)] = []
        var next: (JSONValue, JSONValue)? = (lhs, rhs)
        while let (left, right) = next {
            switch (left, right) {
            case (.null, .null): break
            case (.bool(let a), .bool(let b)): guard a == b else { return false }
            case (.number(let a), .number(let b)): guard a == b else { return false }
            case (.string(let a), .string(let b)): guard a == b else { return false }
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                pending.append(contentsOf: zip(a, b))
            case (.object(let a), .object(let b)):
                let (aMembers, bMembers) = (a.members, b.members)
                guard aMembers.count == bMembers.count else { return false }
                for (aMember, bMember) in zip(aMembers, bMembers) {
                    guard aMember.key == bMember.key else { return false }
                    pending.append((aMember.value, bMember.value))
                }
            default: return false
            }
            next = pending.popLast()
        }
        return true
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
///
/// An object of a document parsed lazily (``JSONParser/parseLazily(bytes:)``) is read from the
/// document's text when first asked: ``materialized()`` makes an object of its members (nested
/// objects lazy in turn), and ``forEachMember(_:)`` reads them one by one without keeping them.
/// Every other accessor works too, reading the text each time; mutating makes the object an
/// ordinary one.
package struct JSONObject: Equatable, Sendable {
    private enum Storage: Sendable {
        /// The members, in order, and the position of each key once there are more than
        /// `indexThreshold` members (a short linear scan is cheaper below that).
        case parsed(members: [(key: String, value: JSONValue)], index: [String: Int]?)
        /// The object starting at `start` in a lazily parsed document, its `object`th object.
        case unparsed(JSONDocument, start: UInt32, object: UInt32)
    }

    private var storage: Storage

    private static let indexThreshold = 8

    /// An object with `members` (keys must be distinct).
    package init(_ members: [(key: String, value: JSONValue)] = []) {
        storage = .parsed(members: members, index: Self.index(of: members))
    }

    /// The `object`th object of `document`, which starts at `start` (read when asked).
    init(document: JSONDocument, start: Int, object: Int) {
        storage = .unparsed(document, start: UInt32(start), object: UInt32(object))
    }

    /// The members, in order.
    package var members: [(key: String, value: JSONValue)] {
        switch storage {
        case .parsed(let members, _): members
        case .unparsed(let document, let start, let object):
            document.members(ofObjectAt: Int(start), number: Int(object))
        }
    }

    /// Whether the object is read from a document's text when asked (see ``materialized()``).
    package var isUnparsed: Bool { unparsedDocument != nil }

    /// The document an unparsed object is read from (which it keeps).
    var unparsedDocument: JSONDocument? {
        if case .unparsed(let document, _, _) = storage { return document }
        return nil
    }

    /// The object with its members parsed: itself when they are, else an ordinary object made
    /// from the document's text (its nested objects still unparsed). Read a lazily parsed object
    /// this way when asking it more than one thing.
    package func materialized() -> JSONObject {
        guard case .unparsed = storage else { return self }
        return JSONObject(members)
    }

    /// Calls `body` with each member in order; an unparsed object is read one member at a time,
    /// keeping none (for objects with a member per node, such as a layout check's frames).
    package func forEachMember(_ body: (String, JSONValue) throws -> Void) rethrows {
        switch storage {
        case .parsed(let members, _):
            for member in members { try body(member.key, member.value) }
        case .unparsed(let document, let start, let object):
            try document.forEachMember(ofObjectAt: Int(start), number: Int(object), body)
        }
    }

    /// The keys, in order.
    package var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    package var isEmpty: Bool { count == 0 }

    /// The number of members (an unparsed object knows it without being read).
    package var count: Int {
        switch storage {
        case .parsed(let members, _): members.count
        case .unparsed(let document, _, let object): document.memberCount(ofObject: Int(object))
        }
    }

    /// The member for `key`; setting `nil` removes it, setting a new key appends it.
    package subscript(key: String) -> JSONValue? {
        get {
            switch storage {
            case .parsed(let members, let index):
                if let index { return index[key].map { members[$0].value } }
                return members.first { $0.key == key }?.value
            case .unparsed:
                return members.first { $0.key == key }?.value
            }
        }
        set {
            var (members, index) = takeParsed()
            switch (Self.position(of: key, in: members, index: index), newValue) {
            case (let position?, let value?):
                members[position].value = value
            case (let position?, nil):
                members.remove(at: position)
                index = Self.index(of: members)
            case (nil, let value?):
                members.append((key, value))
                Self.indexAppended(key, in: members, index: &index)
            case (nil, nil):
                break
            }
            storage = .parsed(members: members, index: index)
        }
    }

    /// Reserves room for `capacity` members (for building large objects).
    package mutating func reserveCapacity(_ capacity: Int) {
        var (members, index) = takeParsed()
        members.reserveCapacity(capacity)
        index?.reserveCapacity(capacity)
        storage = .parsed(members: members, index: index)
    }

    /// The parsed members and index, leaving the storage empty so that they are uniquely
    /// referenced while they change.
    private mutating func takeParsed() -> (members: [(key: String, value: JSONValue)], index: [String: Int]?) {
        switch storage {
        case .parsed(let members, let index):
            storage = .parsed(members: [], index: nil)
            return (members, index)
        case .unparsed:
            let members = members
            return (members, Self.index(of: members))
        }
    }

    private static func position(
        of key: String, in members: [(key: String, value: JSONValue)], index: [String: Int]?
    ) -> Int? {
        if let index { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    /// Keeps the index of `members` up to date after `key` was appended.
    private static func indexAppended(
        _ key: String, in members: [(key: String, value: JSONValue)], index: inout [String: Int]?
    ) {
        if index != nil {
            index![key] = members.count - 1
        } else if members.count > indexThreshold {
            index = Self.index(of: members)
        }
    }

    /// Position of each key in `members`, or nil when there are too few to need one.
    private static func index(of members: [(key: String, value: JSONValue)]) -> [String: Int]? {
        guard members.count > indexThreshold else { return nil }
        var positions = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() where positions[member.key] == nil {
            positions[member.key] = position
        }
        return positions
    }

    /// Objects are equal when they have the same members in the same order (compared as
    /// ``JSONValue``s are, at any depth).
    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        JSONValue.object(lhs) == .object(rhs)
    }
}

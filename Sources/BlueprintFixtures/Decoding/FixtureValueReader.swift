import BlueprintLayout
import Foundation

/// One JSON value of a fixture — an element of an array (``FixtureObjectReader/array(_:)``), or
/// an element of that — read with typed accessors that throw a ``FixtureError`` at the value's
/// path (`$.element.items[2]: expected a number, found "x"`).
///
/// ```swift
/// for (index, item) in try context.properties.array("items").enumerated() {
///     switch item.kind {
///     case .string: lines.append(.text(try item.string()))
///     case .object: lines.append(try LineItem(try item.object(owner: "a line item")))
///     default: throw item.error("expected a string or a line item object")
///     }
/// }
/// ```
public struct FixtureValueReader {
    /// The value.
    let value: JSONValue
    /// The value's path in the document: `$.element.items[2]`.
    public let path: JSONPath
    /// The reader whose unknown keys checks also check objects read from this value.
    let parent: FixtureObjectReader

    /// What kind of value it is.
    public var kind: FixtureValueKind {
        switch value {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// A finite number.
    public func number() throws -> CGFloat { try FixtureValue.number(value, at: path) }

    /// A finite number that is zero or more.
    public func nonNegativeNumber() throws -> CGFloat { try FixtureValue.nonNegativeNumber(value, at: path) }

    /// A whole number of at least `minimum`.
    public func integer(minimum: Int = 0) throws -> Int {
        try FixtureValue.integer(value, minimum: minimum, at: path)
    }

    /// `true` or `false`.
    public func bool() throws -> Bool { try FixtureValue.bool(value, at: path) }

    /// A string.
    public func string() throws -> String { try FixtureValue.string(value, at: path) }

    /// A string naming one of `cases`.
    public func choice<T>(_ cases: KeyValuePairs<String, T>) throws -> T {
        try FixtureValue.choice(value, cases, at: path)
    }

    /// `[width, height]` with finite, non-negative components.
    public func size() throws -> CGSize { try FixtureValue.size(value, at: path) }

    /// `[x, y]`.
    public func point() throws -> CGPoint { try FixtureValue.point(value, at: path) }

    /// An object, as a reader whose unknown keys are reported with those of the reader the
    /// value came from. `owner` names it in messages (`"a line item"`).
    public func object(owner: String) throws -> FixtureObjectReader {
        guard case .object(let object) = value else {
            throw FixtureError(at: path, "expected \(owner) (an object), found \(value.errorDescription)")
        }
        let reader = FixtureObjectReader(object: object, path: path, owner: owner)
        parent.adopt(reader)
        return reader
    }

    /// An array: a reader per element.
    public func array() throws -> [FixtureValueReader] {
        try FixtureValue.array(value, of: "values", at: path).enumerated().map { index, element in
            FixtureValueReader(value: element, path: path.appending(index: index), parent: parent)
        }
    }

    /// An error at this value.
    public func error(_ message: String) -> FixtureError {
        FixtureError(at: path, message)
    }
}

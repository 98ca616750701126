import BlueprintLayout
import Foundation

/// Decoders for single JSON values in the fixture format's encodings, each throwing a
/// ``FixtureError`` at the value's path that says what was expected and what was found.
package enum FixtureValue {
    /// A finite number.
    package static func number(_ value: JSONValue, at path: JSONPath) throws -> CGFloat {
        guard case .number(let number) = value else {
            throw FixtureError(at: path, "expected a number, found \(value.errorDescription)")
        }
        guard number.value.isFinite else {
            throw FixtureError(at: path, "expected a finite number, found \(number.literal)")
        }
        return CGFloat(number.value)
    }

    /// A finite number that is zero or more.
    package static func nonNegativeNumber(_ value: JSONValue, at path: JSONPath) throws -> CGFloat {
        let number = try number(value, at: path)
        guard number >= 0 else {
            throw FixtureError(at: path, "expected a non-negative number, found \(value.errorDescription)")
        }
        return number
    }

    /// A finite number greater than zero.
    package static func positiveNumber(_ value: JSONValue, at path: JSONPath) throws -> CGFloat {
        let number = try number(value, at: path)
        guard number > 0 else {
            throw FixtureError(at: path, "expected a positive number, found \(value.errorDescription)")
        }
        return number
    }

    /// A whole number of at least `minimum`.
    package static func integer(_ value: JSONValue, minimum: Int = 0, at path: JSONPath) throws -> Int {
        guard case .number(let number) = value, number.value.isFinite, number.value == number.value.rounded(),
            abs(number.value) < 1e15
        else {
            throw FixtureError(at: path, "expected a whole number, found \(value.errorDescription)")
        }
        let integer = Int(number.value)
        guard integer >= minimum else {
            throw FixtureError(at: path, "expected a whole number of at least \(minimum), found \(number.literal)")
        }
        return integer
    }

    /// `true` or `false`.
    package static func bool(_ value: JSONValue, at path: JSONPath) throws -> Bool {
        guard case .bool(let flag) = value else {
            throw FixtureError(at: path, "expected true or false, found \(value.errorDescription)")
        }
        return flag
    }

    /// A string.
    package static func string(_ value: JSONValue, at path: JSONPath) throws -> String {
        guard case .string(let string) = value else {
            throw FixtureError(at: path, "expected a string, found \(value.errorDescription)")
        }
        return string
    }

    /// A string naming one of `cases`.
    package static func choice<T>(_ value: JSONValue, _ cases: KeyValuePairs<String, T>, at path: JSONPath) throws -> T
    {
        let names = cases.map(\.key)
        let expected = names.map { JSONWriter.quoted($0) }.joined(separator: ", ")
        guard case .string(let string) = value else {
            throw FixtureError(at: path, "expected one of \(expected), found \(value.errorDescription)")
        }
        guard let match = cases.first(where: { $0.key == string }) else {
            throw FixtureError(
                at: path,
                "expected one of \(expected), found \(value.errorDescription)"
                    + Suggestions.didYouMean(string, among: names)
            )
        }
        return match.value
    }

    /// The elements of an array; `what` says what its elements are, for the error.
    package static func array(_ value: JSONValue, of what: String, at path: JSONPath) throws -> [JSONValue] {
        guard case .array(let elements) = value else {
            throw FixtureError(at: path, "expected an array of \(what), found \(value.errorDescription)")
        }
        return elements
    }

    /// An array of exactly `count` finite numbers.
    package static func numbers(_ value: JSONValue, count: Int, what: String, at path: JSONPath) throws -> [CGFloat] {
        guard case .array(let elements) = value, elements.count == count else {
            throw FixtureError(at: path, "expected \(what), found \(describeShape(value))")
        }
        var numbers: [CGFloat] = []
        numbers.reserveCapacity(count)
        for (index, element) in elements.enumerated() {
            // The element's path is made only for an error.
            if case .number(let number) = element, number.value.isFinite {
                numbers.append(CGFloat(number.value))
            } else {
                numbers.append(try number(element, at: path.appending(index: index)))
            }
        }
        return numbers
    }

    /// `[width, height]` with finite, non-negative components.
    package static func size(_ value: JSONValue, at path: JSONPath) throws -> CGSize {
        let components = try numbers(value, count: 2, what: "a size [width, height]", at: path)
        for (index, component) in components.enumerated() where component < 0 {
            throw FixtureError(
                at: path.appending(index: index),
                "expected a non-negative \(index == 0 ? "width" : "height"), found \(JSONNumber(component).literal)"
            )
        }
        return CGSize(width: components[0], height: components[1])
    }

    /// `[x, y]`.
    package static func point(_ value: JSONValue, at path: JSONPath) throws -> CGPoint {
        let components = try numbers(value, count: 2, what: "a point [x, y]", at: path)
        return CGPoint(x: components[0], y: components[1])
    }

    /// `[x, y, width, height]` with a non-negative size.
    package static func rect(_ value: JSONValue, at path: JSONPath) throws -> CGRect {
        let components = try numbers(value, count: 4, what: "a frame [x, y, width, height]", at: path)
        for index in 2..<4 where components[index] < 0 {
            throw FixtureError(
                at: path.appending(index: index),
                "expected a non-negative \(index == 2 ? "width" : "height"), found \(JSONNumber(components[index]).literal)"
            )
        }
        return CGRect(x: components[0], y: components[1], width: components[2], height: components[3])
    }

    /// `{"top": t, "left": l, "bottom": b, "right": r}`, absent edges 0.
    package static func edgeInsets(_ value: JSONValue, at path: JSONPath) throws -> EdgeInsets {
        guard case .object(let object) = value else {
            throw FixtureError(
                at: path,
                "expected edge insets {\"top\", \"left\", \"bottom\", \"right\"}, found \(value.errorDescription)")
        }
        let reader = FixtureObjectReader(object: object, path: path, owner: "edge insets")
        let insets = EdgeInsets(
            top: try reader.number("top", default: 0),
            left: try reader.number("left", default: 0),
            bottom: try reader.number("bottom", default: 0),
            right: try reader.number("right", default: 0)
        )
        try reader.checkForUnknownKeys()
        return insets
    }

    /// An alignment guide `{"fraction": f, "offset": o}`, both optional (0).
    package static func guide(_ value: JSONValue, at path: JSONPath) throws -> FixtureGuide {
        guard case .object(let object) = value else {
            throw FixtureError(
                at: path,
                "expected an alignment guide {\"fraction\": f, \"offset\": o}, found \(value.errorDescription)")
        }
        let reader = FixtureObjectReader(object: object, path: path, owner: "an alignment guide")
        let guide = FixtureGuide(
            fraction: try reader.number("fraction", default: 0),
            offset: try reader.number("offset", default: 0)
        )
        try reader.checkForUnknownKeys()
        return guide
    }

    /// The nine named unit points.
    package static let unitPointNames: KeyValuePairs<String, UnitPoint> = [
        "topLeading": .topLeading,
        "top": .top,
        "topTrailing": .topTrailing,
        "leading": .leading,
        "center": .center,
        "trailing": .trailing,
        "bottomLeading": .bottomLeading,
        "bottom": .bottom,
        "bottomTrailing": .bottomTrailing,
    ]

    /// A `UnitPoint`: `[x, y]` or one of the nine names.
    package static func unitPoint(_ value: JSONValue, at path: JSONPath) throws -> UnitPoint {
        if case .array = value {
            let point = try point(value, at: path)
            return UnitPoint(x: point.x, y: point.y)
        }
        return try choice(value, unitPointNames, at: path)
    }

    /// `an array of 3 elements`, `"x"`, `an object`.
    static func describeShape(_ value: JSONValue) -> String {
        if case .array(let elements) = value {
            return elements.count == 1 ? "an array of 1 element" : "an array of \(elements.count) elements"
        }
        return value.errorDescription
    }
}

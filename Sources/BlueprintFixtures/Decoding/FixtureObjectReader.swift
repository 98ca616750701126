import BlueprintLayout
import Foundation

/// Reads the members of one JSON object with typed accessors, remembering which keys were asked
/// for, so that any other key can be reported as unknown (with a "did you mean" suggestion).
///
/// Element decoders get one for the node's properties (``ElementDecodingContext/properties``) and
/// one for each child's traits (``DecodedChild/traits``):
/// ```swift
/// let spacing = try context.properties.number("spacing", default: 0)
/// let priority = try child.traits.number("weight", default: 1)
/// ```
/// Every accessor throws a ``FixtureError`` naming the member's JSON path and what was expected.
public final class FixtureObjectReader {
    /// The object read.
    package let object: JSONObject
    /// The object's path in the document.
    public let path: JSONPath
    /// What the object is, for messages: `Row`, `a layout check`, `traits of a Row child`.
    public let owner: String

    /// The keys asked for, in the order first asked (for messages).
    private(set) var knownKeys: [String] = []
    /// The same keys for constant-time membership tests, once there are more than a few (a
    /// short array is faster to search than a set is to build).
    private var knownKeySet: Set<String>?
    private var nested: [FixtureObjectReader] = []

    /// A reader over `object` at `path`.
    package init(object: JSONObject, path: JSONPath, owner: String) {
        // A lazily parsed object is read once, here, rather than on every question.
        self.object = object.materialized()
        self.path = path
        self.owner = owner
    }

    /// Whether anything was asked of this reader.
    private(set) var wasQueried = false

    /// Whether every key is known (an object keyed by ids, such as a layout check's frames).
    private var allowsEveryKey = false

    /// Declares every key known: the object's keys are names (ids), not properties. Costs
    /// nothing per key, where ``allow(_:)`` would remember each one.
    func allowEveryKey() {
        wasQueried = true
        allowsEveryKey = true
    }

    /// Records that the reader was read without naming a key (its owner takes it, but found
    /// nothing in it to ask for).
    func markQueried() {
        wasQueried = true
    }

    /// The keys every element node may have besides its properties.
    private static let elementNodeKeys = ["type", "id", "traits"]

    /// Declares `type`, `id` and `traits` known (sharing one array: this runs once per node).
    func allowElementNodeKeys() {
        wasQueried = true
        if knownKeys.isEmpty {
            knownKeys = Self.elementNodeKeys
        } else {
            for key in Self.elementNodeKeys { markKnown(key) }
        }
    }

    /// Declares `keys` as known without reading them.
    public func allow(_ keys: String...) {
        for key in keys { markKnown(key) }
    }

    private func markKnown(_ key: String) {
        wasQueried = true
        // An empty object has no unknown keys to report: nothing to remember (the traits of
        // most children are empty, and read by their container for every key it knows).
        if object.isEmpty || allowsEveryKey || isKnown(key) { return }
        knownKeys.append(key)
        if knownKeySet != nil {
            knownKeySet!.insert(key)
        } else if knownKeys.count > 8 {
            knownKeySet = Set(knownKeys)
        }
    }

    private func isKnown(_ key: String) -> Bool {
        allowsEveryKey || (knownKeySet?.contains(key) ?? knownKeys.contains(key))
    }

    /// The path of the member `key`.
    public func path(_ key: String) -> JSONPath { path.appending(key) }

    /// Whether the object has a member `key` (declares the key known).
    public func contains(_ key: String) -> Bool {
        markKnown(key)
        return object[key] != nil
    }

    /// What kind of value member `key` holds, or nil when it is absent (declares the key known).
    ///
    /// For a key that takes one of several shapes; read it with the accessor for its kind:
    /// ```swift
    /// let properties = context.properties
    /// let width: Width
    /// switch properties.kind(of: "width") {
    /// case .string?: width = try properties.choice("width", ["fill": Width.fill])
    /// case .number?: width = .points(try properties.number("width"))
    /// default: throw properties.error("expected \"fill\" or a number", at: "width")
    /// }
    /// ```
    public func kind(of key: String) -> FixtureValueKind? {
        switch value(key) {
        case nil: nil
        case .null?: .null
        case .bool?: .bool
        case .number?: .number
        case .string?: .string
        case .array?: .array
        case .object?: .object
        }
    }

    /// The raw value of member `key`, if present (declares the key known).
    package func value(_ key: String) -> JSONValue? {
        markKnown(key)
        return object[key]
    }

    /// The value of a required member.
    package func requiredValue(_ key: String) throws -> JSONValue {
        guard let value = value(key) else {
            throw missingKeyError(key)
        }
        return value
    }

    /// `missing required key "size" for Fixed`, suggesting a misspelled key that is present.
    func missingKeyError(_ key: String) -> FixtureError {
        var message = "missing required key \(JSONWriter.quoted(key)) for \(owner)"
        let unknown = object.keys.filter { !isKnown($0) }
        for candidate in unknown where Suggestions.closest(to: candidate, among: [key]) != nil {
            message += "; found \(JSONWriter.quoted(candidate)), did you mean \(JSONWriter.quoted(key))?"
            break
        }
        return FixtureError(at: path, message)
    }

    /// An error at member `key` (or at the object when `key` is nil).
    public func error(_ message: String, at key: String? = nil) -> FixtureError {
        FixtureError(at: key.map(path(_:)) ?? path, message)
    }

    // MARK: Numbers

    /// A required finite number.
    public func number(_ key: String) throws -> CGFloat {
        let value = try requiredValue(key)
        if let number = Self.finiteNumber(value) { return number }
        return try FixtureValue.number(value, at: path(key))
    }

    /// The value when it is a finite number: the accessors' fast path, which needs no path
    /// (a path is made only to report an error).
    private static func finiteNumber(_ value: JSONValue) -> CGFloat? {
        if case .number(let number) = value, number.value.isFinite { return CGFloat(number.value) }
        return nil
    }

    /// A finite number, or `defaultValue` when absent.
    public func number(_ key: String, default defaultValue: CGFloat) throws -> CGFloat {
        try optionalNumber(key) ?? defaultValue
    }

    /// A finite number, or nil when absent.
    public func optionalNumber(_ key: String) throws -> CGFloat? {
        guard let value = value(key) else { return nil }
        if let number = Self.finiteNumber(value) { return number }
        return try FixtureValue.number(value, at: path(key))
    }

    /// A required finite number that is zero or more (a size).
    public func nonNegativeNumber(_ key: String) throws -> CGFloat {
        try FixtureValue.nonNegativeNumber(requiredValue(key), at: path(key))
    }

    /// A finite number that is zero or more, or `defaultValue` when absent.
    public func nonNegativeNumber(_ key: String, default defaultValue: CGFloat) throws -> CGFloat {
        try optionalNonNegativeNumber(key) ?? defaultValue
    }

    /// A finite number that is zero or more, or nil when absent.
    public func optionalNonNegativeNumber(_ key: String) throws -> CGFloat? {
        guard let value = value(key) else { return nil }
        return try FixtureValue.nonNegativeNumber(value, at: path(key))
    }

    /// A required finite number greater than zero.
    public func positiveNumber(_ key: String) throws -> CGFloat {
        try FixtureValue.positiveNumber(requiredValue(key), at: path(key))
    }

    /// A required whole number of at least `minimum`.
    public func integer(_ key: String, minimum: Int = 0) throws -> Int {
        try FixtureValue.integer(requiredValue(key), minimum: minimum, at: path(key))
    }

    /// A whole number of at least `minimum`, or `defaultValue` when absent.
    public func integer(_ key: String, default defaultValue: Int, minimum: Int = 0) throws -> Int {
        guard let value = value(key) else { return defaultValue }
        return try FixtureValue.integer(value, minimum: minimum, at: path(key))
    }

    // MARK: Other scalars

    /// A required boolean.
    public func bool(_ key: String) throws -> Bool {
        try FixtureValue.bool(requiredValue(key), at: path(key))
    }

    /// A boolean, or `defaultValue` when absent.
    public func bool(_ key: String, default defaultValue: Bool) throws -> Bool {
        guard let value = value(key) else { return defaultValue }
        return try FixtureValue.bool(value, at: path(key))
    }

    /// A required string.
    public func string(_ key: String) throws -> String {
        let value = try requiredValue(key)
        if case .string(let string) = value { return string }
        return try FixtureValue.string(value, at: path(key))
    }

    /// A string, or nil when absent.
    public func optionalString(_ key: String) throws -> String? {
        guard let value = value(key) else { return nil }
        return try FixtureValue.string(value, at: path(key))
    }

    /// A required string naming one of `cases` (an enum case name).
    ///
    /// ```swift
    /// let axis = try properties.choice("axis", ["horizontal": Axis.horizontal, "vertical": .vertical])
    /// ```
    public func choice<T>(_ key: String, _ cases: KeyValuePairs<String, T>) throws -> T {
        try FixtureValue.choice(requiredValue(key), cases, at: path(key))
    }

    /// One of `cases`, or `defaultValue` when absent.
    public func choice<T>(_ key: String, _ cases: KeyValuePairs<String, T>, default defaultValue: T) throws -> T {
        guard let value = value(key) else { return defaultValue }
        return try FixtureValue.choice(value, cases, at: path(key))
    }

    // MARK: Geometry

    /// A required `[width, height]` with finite, non-negative components.
    public func size(_ key: String) throws -> CGSize {
        let value = try requiredValue(key)
        if case .array(let components) = value, components.count == 2,
            let width = Self.finiteNumber(components[0]), let height = Self.finiteNumber(components[1]),
            width >= 0, height >= 0
        {
            return CGSize(width: width, height: height)
        }
        return try FixtureValue.size(value, at: path(key))
    }

    /// A `[width, height]` with finite, non-negative components, or nil when absent.
    public func optionalSize(_ key: String) throws -> CGSize? {
        guard let value = value(key) else { return nil }
        return try FixtureValue.size(value, at: path(key))
    }

    /// A required `[x, y]`.
    public func point(_ key: String) throws -> CGPoint {
        try FixtureValue.point(requiredValue(key), at: path(key))
    }

    /// A `[x, y]`, or `defaultValue` when absent.
    public func point(_ key: String, default defaultValue: CGPoint) throws -> CGPoint {
        guard let value = value(key) else { return defaultValue }
        return try FixtureValue.point(value, at: path(key))
    }

    /// A required frame `[x, y, width, height]` with a non-negative size.
    public func rect(_ key: String) throws -> CGRect {
        try FixtureValue.rect(requiredValue(key), at: path(key))
    }

    /// Edge insets `{"top": t, "left": l, "bottom": b, "right": r}` (absent edges 0), or nil.
    public func optionalEdgeInsets(_ key: String) throws -> EdgeInsets? {
        guard let value = value(key) else { return nil }
        return try FixtureValue.edgeInsets(value, at: path(key))
    }

    /// An alignment guide `{"fraction": f, "offset": o}` as a function of a length, or nil.
    public func optionalGuide(_ key: String) throws -> FixtureGuide? {
        guard let value = value(key) else { return nil }
        return try FixtureValue.guide(value, at: path(key))
    }

    /// A `UnitPoint` (`[x, y]` or one of the nine names), or nil when absent.
    public func optionalUnitPoint(_ key: String) throws -> UnitPoint? {
        guard let value = value(key) else { return nil }
        return try FixtureValue.unitPoint(value, at: path(key))
    }

    // MARK: Nested

    /// A nested object member as its own reader (its unknown keys are reported too), or nil.
    public func optionalObject(_ key: String, owner: String) throws -> FixtureObjectReader? {
        guard let value = value(key) else { return nil }
        guard case .object(let object) = value else {
            throw FixtureError(at: path(key), "expected an object, found \(value.errorDescription)")
        }
        let reader = FixtureObjectReader(object: object, path: path(key), owner: owner)
        nested.append(reader)
        return reader
    }

    /// A required nested object member as its own reader.
    public func object(_ key: String, owner: String) throws -> FixtureObjectReader {
        guard let reader = try optionalObject(key, owner: owner) else {
            throw missingKeyError(key)
        }
        return reader
    }

    // MARK: Arrays

    /// A required array: one ``FixtureValueReader`` per element, each at its own path
    /// (`$.element.items[2]`), to read with the accessor for its kind. Objects read from the
    /// elements are checked for unknown keys with this reader.
    ///
    /// ```swift
    /// let widths = try properties.array("columns").map { try $0.nonNegativeNumber() }
    /// ```
    public func array(_ key: String) throws -> [FixtureValueReader] {
        let elements = try FixtureValue.array(requiredValue(key), of: "values", at: path(key))
        return Self.readers(elements, at: path(key), parent: self)
    }

    /// An array (see ``array(_:)``), or nil when absent.
    public func optionalArray(_ key: String) throws -> [FixtureValueReader]? {
        guard let value = value(key) else { return nil }
        return Self.readers(try FixtureValue.array(value, of: "values", at: path(key)), at: path(key), parent: self)
    }

    /// A required array of objects — a list of line items, of rows — each as a reader of its own
    /// (its unknown keys reported, at their paths: `$.element.items[1].prise`). `owner` names one
    /// element in messages (`"a line item"`).
    ///
    /// ```swift
    /// let items = try context.properties.objects("items", owner: "a line item").map { item in
    ///     LineItem(quantity: try item.integer("quantity", minimum: 1), name: try item.string("name"))
    /// }
    /// ```
    public func objects(_ key: String, owner: String) throws -> [FixtureObjectReader] {
        try array(key).map { try $0.object(owner: owner) }
    }

    /// An array of objects (see ``objects(_:owner:)``), or `[]` when absent.
    public func objects(_ key: String, owner: String, default defaultValue: [FixtureObjectReader]) throws
        -> [FixtureObjectReader]
    {
        guard let elements = try optionalArray(key) else { return defaultValue }
        return try elements.map { try $0.object(owner: owner) }
    }

    /// A required array of finite numbers.
    public func numbers(_ key: String) throws -> [CGFloat] {
        try array(key).map { try $0.number() }
    }

    /// A required array of strings.
    public func strings(_ key: String) throws -> [String] {
        try array(key).map { try $0.string() }
    }

    private static func readers(_ elements: [JSONValue], at path: JSONPath, parent: FixtureObjectReader)
        -> [FixtureValueReader]
    {
        elements.enumerated().map { index, element in
            FixtureValueReader(value: element, path: path.appending(index: index), parent: parent)
        }
    }

    /// Checks `reader` for unknown keys with this one.
    fileprivate func adopt(_ reader: FixtureObjectReader) {
        nested.append(reader)
    }

    /// A reader over an object value found elsewhere (for example inside an enum-like object),
    /// checked for unknown keys with this reader.
    package func nestedReader(for value: JSONValue, at path: JSONPath, owner: String) throws -> FixtureObjectReader {
        guard case .object(let object) = value else {
            throw FixtureError(at: path, "expected an object, found \(value.errorDescription)")
        }
        let reader = FixtureObjectReader(object: object, path: path, owner: owner)
        nested.append(reader)
        return reader
    }

    // MARK: Checking

    /// Throws for the first member that no accessor asked for, then checks nested readers.
    public func checkForUnknownKeys() throws {
        if let first = unknownKeyErrors(limit: 1).first { throw first }
    }

    /// An error for each member that no accessor asked for (at most `limit`), then for those of
    /// nested readers: the fixture decoder reports them all at once.
    func unknownKeyErrors(limit: Int = FixtureError.maximumCount) -> [FixtureError] {
        var errors: [FixtureError] = []
        for (key, _) in object.members where !isKnown(key) {
            guard errors.count < limit else { return errors }
            let expected = knownKeys.map { JSONWriter.quoted($0) }.joined(separator: ", ")
            let expectation = knownKeys.isEmpty ? "no keys are allowed here" : "expected one of \(expected)"
            errors.append(
                FixtureError(
                    at: path(key),
                    "unknown key \(JSONWriter.quoted(key)) for \(owner) (\(expectation))"
                        + Suggestions.didYouMean(key, among: knownKeys)
                ))
        }
        for reader in nested where errors.count < limit {
            errors += reader.unknownKeyErrors(limit: limit - errors.count)
        }
        return errors
    }

    /// Throws when more than one of `keys` is present.
    public func requireAtMostOne(of keys: [String]) throws {
        let present = keys.filter { object[$0] != nil }
        if present.count > 1 {
            let names = present.map { JSONWriter.quoted($0) }
            throw FixtureError(
                at: path(present[1]),
                "\(names[1]) cannot be combined with \(names[0]) for \(owner)"
            )
        }
    }
}

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

/// An alignment guide from a fixture: `dimension * fraction + offset`.
public struct FixtureGuide: Equatable, Sendable {
    /// The fraction of the element's length along the axis.
    public var fraction: CGFloat
    /// Points added to the fraction's value.
    public var offset: CGFloat

    /// Creates a guide.
    public init(fraction: CGFloat = 0, offset: CGFloat = 0) {
        self.fraction = fraction
        self.offset = offset
    }

    /// The guide's value for a length along its axis.
    public func value(forLength length: CGFloat) -> CGFloat {
        length * fraction + offset
    }
}

/// The kind of a JSON value in a fixture, as ``FixtureObjectReader/kind(of:)`` reports it.
public enum FixtureValueKind: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool
    /// A number.
    case number
    /// A string.
    case string
    /// An array.
    case array
    /// An object.
    case object
}

import BlueprintLayout
import Foundation

/// The element types a fixture may use, each with the closure that decodes its JSON node.
///
/// ``standard`` holds the built-in vocabulary of the fixture format and this repository's
/// extensions (`Docs/FixtureFormat.md`). Register your own element types on a copy; they get the same strict
/// checking and error messages as the built-ins:
/// ```swift
/// var registry = ElementDecoderRegistry.standard
/// registry.register("Badge") { context in
///     Badge(
///         count: try context.properties.integer("count"),
///         wrapping: try context.child()
///     )
/// }
/// let fixture = try FixtureDecoder(registry: registry).decode(fileAt: url)
/// ```
/// A decoder reads its properties from ``ElementDecodingContext/properties``, its children with
/// ``ElementDecodingContext/child(_:)`` or ``ElementDecodingContext/children(_:)``, and each
/// child's traits from ``DecodedChild/traits``. Keys it never asks for are reported as unknown;
/// a child carrying traits that the decoder never reads is reported too.
///
/// Give a type a ``ElementTypeDescription`` when you register it, and `blueprint-layout types`
/// (of a command built with `BlueprintLayoutCommand`) lists it with its keys and child traits
/// beside the built-in types:
/// ```swift
/// registry.register(
///     "Badge",
///     description: ElementTypeDescription(
///         summary: "A count in a bubble, drawn over the corner of its child",
///         keys: [.init("count", "a whole number (required)"), .init("child", "an element node")]
///     )
/// ) { context in
///     Badge(count: try context.properties.integer("count"), wrapping: try context.child())
/// }
/// ```
public struct ElementDecoderRegistry: Sendable {
    /// Decodes one element node.
    public typealias Decode = @Sendable (ElementDecodingContext) throws -> Element

    private var decoders: [String: Decode] = [:]
    private var descriptions: [String: ElementTypeDescription] = [:]

    /// A registry with no element types.
    public static var empty: ElementDecoderRegistry { ElementDecoderRegistry() }

    /// A registry with every built-in element type and fixture leaf.
    public static var standard: ElementDecoderRegistry {
        var registry = ElementDecoderRegistry()
        registry.registerBuiltIns()
        return registry
    }

    private init() {}

    /// Registers (or replaces) the decoder for `typeName`.
    ///
    /// - Parameters:
    ///   - typeName: The node's `"type"`.
    ///   - description: What the type is, its keys and the traits it reads from its children,
    ///     for `blueprint-layout types`; nil leaves the type undescribed (replacing a type keeps
    ///     its description unless a new one is given).
    ///   - decode: Makes the element from the node.
    public mutating func register(
        _ typeName: String,
        description: ElementTypeDescription? = nil,
        decode: @escaping Decode
    ) {
        decoders[typeName] = decode
        if let description { descriptions[typeName] = description }
    }

    /// Removes the decoder for `typeName`, and its description.
    public mutating func unregister(_ typeName: String) {
        decoders[typeName] = nil
        descriptions[typeName] = nil
    }

    /// The description registered for `typeName`, if any.
    public func typeDescription(for typeName: String) -> ElementTypeDescription? {
        descriptions[typeName]
    }

    /// Sets the description of registered types (the built-ins' come from one table).
    mutating func describe(_ table: [String: ElementTypeDescription]) {
        for (name, description) in table where decoders[name] != nil {
            descriptions[name] = description
        }
    }

    /// The registered type names, sorted.
    public var typeNames: [String] { decoders.keys.sorted() }

    /// The decoder for `typeName`.
    public func decoder(for typeName: String) -> Decode? { decoders[typeName] }
}

/// A child element decoded by ``ElementDecodingContext/children(_:)``: the element (wrapped for
/// its `id` when it has one) and the traits its node carries for the container.
public struct DecodedChild {
    /// The element to add to the container.
    public var element: Element
    /// The child's `"traits"` object (empty when absent); read the keys the container knows.
    public var traits: FixtureObjectReader
    /// The child's `id`, if it has one.
    public var id: String?
    /// The child node's path.
    public var path: JSONPath
}

/// What an element decoder gets: the node's type, path and properties, and the means to decode
/// its children.
///
/// ```swift
/// registry.register("Stripes") { context in
///     let spacing = try context.properties.number("spacing", default: 0)
///     var stripes = Stripes(spacing: spacing)
///     for child in try context.children() {
///         stripes.add(weight: try child.traits.number("weight", default: 1), child.element)
///     }
///     return stripes
/// }
/// ```
public final class ElementDecodingContext {
    /// The node's `"type"`.
    public let type: String
    /// The node's `"id"`, if it has one, as frame checks name it (inside an anchor reader's
    /// marker, with the marker's prefix).
    public let id: String?
    /// The node's path, `$.element.children[1]`.
    public let path: JSONPath
    /// The node's members other than `type`, `id` and `traits`.
    public let properties: FixtureObjectReader

    let tree: ElementTreeDecoder
    /// The children decoded so far that carry traits, in order: those whose traits are still to
    /// be checked, and the failed checks of those checked early (see ``forEachChild(_:_:)``).
    var decodedChildren: [TraitsCheck] = []

    /// A child's traits, to check once the node's decoder has read them.
    enum TraitsCheck {
        /// Still to be checked.
        case pending(traits: FixtureObjectReader, path: JSONPath)
        /// Checked early; the error to report when the node's children are checked.
        case failed(any Error)
    }

    init(type: String, id: String?, path: JSONPath, properties: FixtureObjectReader, tree: ElementTreeDecoder) {
        self.type = type
        self.id = id
        self.path = path
        self.properties = properties
        self.tree = tree
    }

    /// The required single child node under `key` (default `"child"`).
    public func child(_ key: String = "child") throws -> Element {
        let value = try properties.requiredValue(key)
        return try decodeChild(value, at: properties.path(key)).element
    }

    /// The child node under `key`, or nil when absent.
    public func optionalChild(_ key: String) throws -> Element? {
        guard let value = properties.value(key) else { return nil }
        return try decodeChild(value, at: properties.path(key)).element
    }

    /// The required array of child nodes under `key` (default `"children"`; may be empty).
    public func children(_ key: String = "children") throws -> [DecodedChild] {
        let value = try properties.requiredValue(key)
        let arrayPath = properties.path(key)
        guard case .array(let elements) = value else {
            throw FixtureError(at: arrayPath, "expected an array of element nodes, found \(value.errorDescription)")
        }
        var children: [DecodedChild] = []
        children.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            children.append(try decodeChild(element, at: arrayPath.appending(index: index)))
        }
        return children
    }

    /// How many child nodes the array under `key` holds (0 when there is no array there; see
    /// ``forEachChild(_:_:)`` for the error).
    func childCount(_ key: String = "children") -> Int {
        if case .array(let elements)? = properties.value(key) { return elements.count }
        return 0
    }

    /// Decodes the required array of child nodes under `key` one by one, handing each to
    /// `body` as soon as it is decoded: nothing is kept per child (but the traits that must be
    /// checked afterwards), where ``children(_:)`` holds them all.
    func forEachChild(_ key: String = "children", _ body: (DecodedChild) throws -> Void) throws {
        let value = try properties.requiredValue(key)
        let arrayPath = properties.path(key)
        guard case .array(let elements) = value else {
            throw FixtureError(at: arrayPath, "expected an array of element nodes, found \(value.errorDescription)")
        }
        for (index, element) in elements.enumerated() {
            let pendingBefore = decodedChildren.count
            try body(try decodeChild(element, at: arrayPath.appending(index: index)))
            // `body` has read the child's traits (and reads no child's traits later): check them
            // now, keeping only a failure to report in its turn, not the traits of every child.
            if decodedChildren.count > pendingBefore, case .pending(let traits, let path) = decodedChildren.last {
                decodedChildren.removeLast()
                do {
                    try Self.checkTraits(traits, at: path, of: type)
                } catch {
                    decodedChildren.append(.failed(error))
                }
            }
        }
    }

    /// An error at the node (or at one of its properties).
    public func error(_ message: String, at key: String? = nil) -> FixtureError {
        properties.error(message, at: key)
    }

    /// Decodes one child node found anywhere in this node (a grid's cells sit in row objects),
    /// remembering its traits to check that this node's decoder read them.
    func decodeChild(_ value: JSONValue, at childPath: JSONPath) throws -> DecodedChild {
        let decoded = try tree.decodeNode(value, at: childPath, parentType: type)
        if decoded.traitsPresent {
            decodedChildren.append(.pending(traits: decoded.child.traits, path: childPath))
        }
        return decoded.child
    }

    /// Rejects traits on children that this node's decoder never read, and unknown trait keys:
    /// every such error is recorded (the element itself is fine).
    func checkChildTraits() throws {
        for child in decodedChildren {
            switch child {
            case .pending(let traits, let path):
                do {
                    try Self.checkTraits(traits, at: path, of: type)
                } catch {
                    try tree.record(error)
                }
            case .failed(let error): try tree.record(error)
            }
        }
    }

    /// Rejects `traits` of the child at `path` of a `type` node when the node's decoder never
    /// read them, or when they have an unknown key.
    private static func checkTraits(_ traits: FixtureObjectReader, at path: JSONPath, of type: String) throws {
        if !traits.wasQueried {
            throw FixtureError(
                at: path.appending("traits"),
                "\(type) does not take child traits; remove \"traits\" from this node"
            )
        }
        let unknown = traits.unknownKeyErrors()
        if !unknown.isEmpty { throw FixtureError.combining(unknown) }
    }
}

/// Decodes an element tree with a registry, tracking IDs.
final class ElementTreeDecoder {
    let registry: ElementDecoderRegistry
    /// An ID and where the node that carries it is: its path, kept as its parent's and its last
    /// step (see ``JSONPath/parentAndLastStep``).
    struct IdentifiedNode {
        let id: String
        private let parent: JSONPath
        private let last: JSONPath.Component?

        init(id: String, path: JSONPath) {
            self.id = id
            let split = path.parentAndLastStep
            parent = split?.parent ?? path
            last = split?.last
        }

        /// The path of the node.
        var path: JSONPath { last.map { parent.appending($0) } ?? parent }
    }

    /// IDs in document order, with where the node that carries each is (inside a marker: the
    /// marker's own IDs, without its prefix).
    private(set) var ids: [IdentifiedNode] = []
    /// The position in `ids` of each ID, to find duplicates in constant time.
    private var idPositions: [String: Int] = [:]
    /// Prepended to every ID decoded (non-empty while decoding an instance of a marker).
    private(set) var idPrefix = ""
    /// Whether the nodes decoded are inside an anchor reader's marker.
    private(set) var isInsideMarker = false
    /// What the anchor vocabulary declared so far, checked once the tree is decoded.
    var anchors = AnchorBookkeeping()
    /// The errors found so far. A node whose decoding fails is recorded here and stands as an
    /// `Empty` element, so that the rest of the tree (and the checks) are still read and every
    /// independent error is reported in one run, up to `FixtureError.maximumCount`.
    private(set) var errors: [FixtureError] = []
    /// The warnings found so far (checks that check nothing, blanks for `record`).
    var warnings: [FixtureWarning] = []

    /// Thrown once `FixtureError.maximumCount` errors are recorded: decoding stops there.
    struct TooManyErrors: Error {}

    init(registry: ElementDecoderRegistry) {
        self.registry = registry
    }

    /// Whether a node decoded so far (outside markers) has the ID `id`.
    func hasID(_ id: String) -> Bool {
        idPositions[id] != nil
    }

    /// Records `error` (each of its errors, when it holds several), to be reported with the
    /// others once the file is read.
    /// - Throws: ``TooManyErrors`` when the limit is reached.
    func record(_ error: any Error) throws {
        if error is TooManyErrors { throw error }
        let found =
            (error as? FixtureError)?.allErrors ?? [FixtureError(at: .root, "\(error)")]
        for error in found {
            errors.append(error)
            if errors.count >= FixtureError.maximumCount {
                errors.append(
                    FixtureError(
                        file: "", location: "",
                        message: "stopped after \(FixtureError.maximumCount) errors; fix these and run again"))
                throw TooManyErrors()
            }
        }
    }

    /// Decodes the root node (which may not carry traits).
    func decodeRoot(_ value: JSONValue, at path: JSONPath) throws -> Element {
        let decoded = try decodeNode(value, at: path, parentType: nil)
        if decoded.traitsPresent {
            try record(
                FixtureError(at: path.appending("traits"), "the root element has no container to read its traits"))
        }
        // Whether readers' keys are published depends on every node: checked only when all decoded.
        if errors.isEmpty {
            do {
                try anchors.check(ids: ids)
            } catch {
                try record(error)
            }
        }
        return decoded.child.element
    }

    /// Decodes an anchor reader's marker: a node without `id` or `traits` whose IDs are its own
    /// (unique within the marker, free to repeat IDs used elsewhere) and get `idPrefix`.
    func decodeMarker(_ value: JSONValue, at path: JSONPath, readerType: String, idPrefix: String) throws -> Element {
        if case .object(let object) = value {
            if object["id"] != nil {
                throw FixtureError(
                    at: path.appending("id"),
                    "a marker cannot carry an \"id\": each marker \(readerType) builds is named \"<reader id>/<publisher id>\""
                )
            }
            if object["traits"] != nil {
                throw FixtureError(
                    at: path.appending("traits"), "\(readerType) does not take traits for its marker; remove \"traits\""
                )
            }
        }
        let saved = (ids, idPositions, self.idPrefix, isInsideMarker)
        ids = []
        idPositions = [:]
        self.idPrefix = idPrefix
        isInsideMarker = true
        defer { (ids, idPositions, self.idPrefix, isInsideMarker) = saved }
        return try decodeNode(value, at: path, parentType: readerType).child.element
    }

    /// `traits of a Row child`, made once per container type and shared by every child.
    private var traitsOwners: [String: String] = [:]

    private var lastTraitsOwner: (parentType: String, owner: String)?

    private func traitsOwner(of parentType: String) -> String {
        if let last = lastTraitsOwner, last.parentType == parentType { return last.owner }
        let owner = traitsOwners[parentType] ?? "traits of a \(parentType) child"
        traitsOwners[parentType] = owner
        lastTraitsOwner = (parentType, owner)
        return owner
    }

    /// `; did you mean "Row"?` (also for names other frameworks use, such as `HStack`), or the
    /// list of known types when nothing is close.
    static func typeSuggestion(_ type: String, among names: [String]) -> String {
        let suggestion = ElementTypeSuggestions.didYouMean(type, among: names)
        if !suggestion.isEmpty { return suggestion }
        return " (known types: \(names.joined(separator: ", ")))"
    }

    /// Below this stack address, the next node is decoded on a new thread (see ``StackRoom``).
    private var stackLimit = StackRoom.currentLimit()

    /// Decodes one element node. An error in it is recorded and the node stands as an `Empty`
    /// element (its `traits` still read by its container), so that decoding goes on. Nodes inside
    /// it are decoded from the decoders it calls, one call a level: a deep tree continues on a
    /// fresh stack.
    func decodeNode(
        _ value: JSONValue,
        at path: JSONPath,
        parentType: String?
    ) throws -> (child: DecodedChild, traitsPresent: Bool) {
        guard StackRoom.isLow(stackLimit) else { return try decodeNodeHere(value, at: path, parentType: parentType) }
        let saved = stackLimit
        defer { stackLimit = saved }
        return try StackRoom.onNewThread { limit throws -> (child: DecodedChild, traitsPresent: Bool) in
            stackLimit = limit
            return try decodeNodeHere(value, at: path, parentType: parentType)
        }
    }

    private func decodeNodeHere(
        _ value: JSONValue,
        at path: JSONPath,
        parentType: String?
    ) throws -> (child: DecodedChild, traitsPresent: Bool) {
        guard case .object(let node) = value else {
            try record(
                FixtureError(
                    at: path, "expected an element node (an object with \"type\"), found \(value.errorDescription)"))
            return (Self.failed(at: path, traits: nil, owner: ""), false)
        }
        // Read once (a lazily parsed node is read from the document's text here): the node's
        // members live while it is decoded, and the next node's after them.
        let object = node.materialized()

        // The traits first: a node that fails still hands its container the traits it carries.
        let traitsPath = path.appending("traits")
        let traitsObject: JSONObject
        let traitsPresent: Bool
        switch object["traits"] {
        case nil:
            traitsObject = JSONObject()
            traitsPresent = false
        case .object(let traits)?:
            traitsObject = traits
            traitsPresent = true
        case let other?:
            try record(FixtureError(at: traitsPath, "expected a traits object, found \(other.errorDescription)"))
            traitsObject = JSONObject()
            traitsPresent = false
        }
        let traitsOwner = parentType.map(traitsOwner(of:)) ?? "traits"
        let traits = FixtureObjectReader(object: traitsObject, path: traitsPath, owner: traitsOwner)

        do {
            let child = try decodeNode(object, at: path, traits: traits)
            return (child, traitsPresent)
        } catch {
            try record(error)
            return (Self.failed(at: path, traits: traits, owner: traitsOwner), traitsPresent)
        }
    }

    /// What stands for a node that could not be decoded: an `Empty` element with the node's traits.
    private static func failed(at path: JSONPath, traits: FixtureObjectReader?, owner: String) -> DecodedChild {
        DecodedChild(
            element: Empty(),
            traits: traits ?? FixtureObjectReader(object: JSONObject(), path: path.appending("traits"), owner: owner),
            id: nil, path: path)
    }

    /// Decodes the node `object` (materialized), whose traits are `traits`; throws its first error.
    private func decodeNode(_ object: JSONObject, at path: JSONPath, traits: FixtureObjectReader) throws
        -> DecodedChild
    {
        // `type` and `id` are read straight from the object (a reader is made only to word a
        // missing type): this runs once per node.
        guard let typeValue = object["type"] else {
            throw FixtureObjectReader(object: object, path: path, owner: "an element node").missingKeyError("type")
        }
        // Paths are made for errors only (each is an allocation, and this runs once per node).
        let type: String
        if case .string(let string) = typeValue {
            type = string
        } else {
            type = try FixtureValue.string(typeValue, at: path.appending("type"))
        }
        guard let decode = registry.decoder(for: type) else {
            throw FixtureError(
                at: path.appending("type"),
                "unknown element type \(JSONWriter.quoted(type))" + Self.typeSuggestion(type, among: registry.typeNames)
            )
        }
        let properties = FixtureObjectReader(object: object, path: path, owner: type)
        properties.allowElementNodeKeys()

        let localID: String?
        switch object["id"] {
        case nil: localID = nil
        case .string(let id)?: localID = id
        case let other?: localID = try FixtureValue.string(other, at: path.appending("id"))
        }
        if let id = localID {
            if isInsideMarker && id.contains("/") {
                throw FixtureError(
                    at: path.appending("id"),
                    "an id inside a marker cannot contain \"/\", found \(JSONWriter.quoted(id))"
                )
            }
            if let first = idPositions[id] {
                throw FixtureError(
                    at: path.appending("id"),
                    "duplicate id \(JSONWriter.quoted(id)) (already used at \(ids[first].path.appending("id")))"
                )
            }
            idPositions[id] = ids.count
            ids.append(IdentifiedNode(id: id, path: path))
        }
        let id = localID.map { idPrefix + $0 }

        let context = ElementDecodingContext(type: type, id: id, path: path, properties: properties, tree: self)
        var element: Element
        do {
            element = try decode(context)
        } catch let error as FixtureError {
            throw error
        } catch let error as TooManyErrors {
            throw error
        } catch {
            throw FixtureError(at: path, "\(type): \(error)")
        }
        try context.checkChildTraits()
        for error in properties.unknownKeyErrors() { try record(error) }

        if let id {
            element = IdentifiedInPlace.identify(element, id: id)
        }
        return DecodedChild(element: element, traits: traits, id: id, path: path)
    }
}

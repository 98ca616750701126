import BlueprintLayout
import Foundation

/// Decodes an element tree with a registry, tracking IDs.
final class ElementTreeDecoder {
    let registry: ElementDecoderRegistry
    /// The fixture file's directory, for paths in it (nil: the current directory).
    let directory: URL?
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

    init(registry: ElementDecoderRegistry, directory: URL? = nil) {
        self.registry = registry
        self.directory = directory
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

    /// The keys `type` declares for its nodes, looked up once per run of nodes of one type.
    private var lastDeclaredKeys: (type: String, keys: DeclaredKeys?)?

    private func declaredKeys(of type: String) -> DeclaredKeys? {
        if let last = lastDeclaredKeys, last.type == type { return last.keys }
        let keys = registry.declaredKeys(of: type)?.keys
        lastDeclaredKeys = (type, keys)
        return keys
    }

    /// The child traits `parentType` declares, looked up once per run of siblings.
    private var lastDeclaredChildTraits: (parentType: String, keys: DeclaredKeys?)?

    private func declaredChildTraits(of parentType: String) -> DeclaredKeys? {
        if let last = lastDeclaredChildTraits, last.parentType == parentType { return last.keys }
        let keys = registry.declaredKeys(of: parentType)?.childTraits
        lastDeclaredChildTraits = (parentType, keys)
        return keys
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
        if let parentType { traits.declared = declaredChildTraits(of: parentType) }

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
        properties.declared = declaredKeys(of: type)
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

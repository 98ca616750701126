import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// The preferences vocabulary (`Docs/FixtureFormat.md`, "Preferences"): `SpacingPreference`, `AnchorPublisher`,
    /// `AnchorOverlay` and `AnchorBackground`.
    mutating func registerPreferences() {
        register("SpacingPreference") { context in
            let properties = context.properties
            let spacing = ElementSpacing(
                top: try properties.number("top", default: 0),
                leading: try properties.number("leading", default: 0),
                bottom: try properties.number("bottom", default: 0),
                trailing: try properties.number("trailing", default: 0)
            )
            return SpacingPreference(spacing, wrapping: try context.child())
        }

        register("AnchorPublisher") { context in
            try AnchorDecoding.publisher(context)
        }

        register("AnchorOverlay") { context in
            try AnchorDecoding.reader(context, layering: .above)
        }

        register("AnchorBackground") { context in
            try AnchorDecoding.reader(context, layering: .below)
        }
    }
}

/// The anchor vocabulary's declarations in one fixture, checked once the tree is decoded.
struct AnchorBookkeeping {
    /// Every key string an `AnchorPublisher` publishes under.
    var publishedKeys: [String] = []
    /// Every reader: its ID and type, and the key it reads with the key's path.
    var readers: [(id: String, type: String, key: String, keyPath: JSONPath)] = []

    /// Rejects readers of keys that nothing publishes and IDs that could clash with generated ones.
    func check(ids: [ElementTreeDecoder.IdentifiedNode]) throws {
        let published = Set(publishedKeys)
        for reader in readers where !published.contains(reader.key) {
            throw FixtureError(
                at: reader.keyPath,
                "\(reader.type) reads key \(JSONWriter.quoted(reader.key)), which no AnchorPublisher in this fixture publishes"
                    + Suggestions.didYouMean(reader.key, among: publishedKeys)
            )
        }
        guard !readers.isEmpty else { return }
        // The first reader with each ID; an ID clashes when a prefix of it ending before a "/"
        // is a reader's ID (looked up, so this is linear in the total length of the IDs).
        var readerPositions: [String: Int] = [:]
        for (position, reader) in readers.enumerated() where readerPositions[reader.id] == nil {
            readerPositions[reader.id] = position
        }
        for node in ids {
            let id = node.id
            let clashing = id.indices.filter { id[$0] == "/" }.compactMap { readerPositions[String(id[..<$0])] }
            if let position = clashing.min() {
                let reader = readers[position]
                throw FixtureError(
                    at: node.path.appending("id"),
                    "id \(JSONWriter.quoted(id)) begins with \(JSONWriter.quoted(reader.id + "/")), which is reserved for the markers that \(reader.type) \(JSONWriter.quoted(reader.id)) builds"
                )
            }
        }
    }
}

/// Decoders of the anchor vocabulary.
enum AnchorDecoding {
    /// `AnchorPublisher`: `key`, `source` (`"bounds"` or a `UnitPoint`), `child`; an `id` without `/`.
    static func publisher(_ context: ElementDecodingContext) throws -> Element {
        if context.tree.isInsideMarker {
            throw context.error("an AnchorPublisher cannot be used inside a marker")
        }
        let id = try requiredID(context, because: "readers name the markers they build after it")
        if id.contains("/") {
            throw FixtureError(
                at: context.path.appending("id"),
                "the id of an AnchorPublisher cannot contain \"/\" (it is part of generated ids), found \(JSONWriter.quoted(id))"
            )
        }
        let properties = context.properties
        let key = try properties.string("key")
        let point = try source(properties)
        let child = try context.child()
        context.tree.anchors.publishedKeys.append(key)
        guard let point else {
            return child.anchorPreference(key: FixtureAnchorKey.self, value: .bounds) { anchor in
                [key: [FixtureAnchor(publisherID: id, anchor: anchor)]]
            }
        }
        return child.anchorPreference(key: FixtureAnchorKey.self, value: .unitPoint(point)) { anchor in
            [key: [FixtureAnchor(publisherID: id, anchor: anchor)]]
        }
    }

    /// `"source"`: `"bounds"` (nil, the default) or a `UnitPoint` (a name or `[x, y]`).
    static func source(_ properties: FixtureObjectReader) throws -> UnitPoint? {
        guard let value = properties.value("source") else { return nil }
        let path = properties.path("source")
        switch value {
        case .string("bounds"):
            return nil
        case .string(let name):
            let names = ["bounds"] + FixtureValue.unitPointNames.map(\.key)
            guard let match = FixtureValue.unitPointNames.first(where: { $0.key == name }) else {
                throw FixtureError(
                    at: path,
                    "expected \"bounds\", a unit point name (\(FixtureValue.unitPointNames.map { JSONWriter.quoted($0.key) }.joined(separator: ", "))) or [x, y], found \(value.errorDescription)"
                        + Suggestions.didYouMean(name, among: names)
                )
            }
            return match.value
        case .array:
            return try FixtureValue.unitPoint(value, at: path)
        default:
            throw FixtureError(
                at: path, "expected \"bounds\", a unit point name or [x, y], found \(value.errorDescription)")
        }
    }

    /// `AnchorOverlay` / `AnchorBackground`: `key`, `child`, optional `marker`; an `id`.
    static func reader(
        _ context: ElementDecodingContext,
        layering: AnchorPreferenceReader<FixtureAnchorKey>.Layering
    ) throws -> Element {
        if context.tree.isInsideMarker {
            throw context.error("an \(context.type) cannot be used inside a marker")
        }
        let readerID = try requiredID(context, because: "the markers it builds are named after it")
        let properties = context.properties
        let key = try properties.string("key")
        let child = try context.child()
        let marker = properties.value("marker")
        let markerPath = properties.path("marker")
        let readerType = context.type
        let registry = context.tree.registry
        let directory = context.tree.directory
        if let marker {
            // Checked once here; each layout decodes a fresh instance per anchor, with its IDs.
            _ = try context.tree.decodeMarker(marker, at: markerPath, readerType: readerType, idPrefix: "")
        }
        context.tree.anchors.readers.append((readerID, readerType, key, properties.path("key")))

        return AnchorPreferenceReader(key: FixtureAnchorKey.self, layering: layering, wrapping: child) {
            value, resolver in
            let anchors = value[key] ?? []
            return Overlay(
                elements: anchors.map { published in
                    let name = readerID + "/" + published.publisherID
                    var element: Element = Empty()
                    if let marker {
                        let tree = ElementTreeDecoder(registry: registry, directory: directory)
                        element =
                            (try? tree.decodeMarker(
                                marker, at: markerPath, readerType: readerType, idPrefix: name + "/")) ?? Empty()
                    }
                    return resolver.positioned(
                        FixtureIdentified(id: name, wrapping: element), in: published.rect(in: resolver))
                }
            )
        }
    }

    /// The node's `id`, required for the anchor vocabulary's elements.
    static func requiredID(_ context: ElementDecodingContext, because reason: String) throws -> String {
        guard let id = context.id else {
            throw context.error("missing required key \"id\" for \(context.type) (\(reason))")
        }
        return id
    }
}

import BlueprintLayout
import Foundation

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

    /// The directory of the fixture file being decoded, against which paths in it are resolved;
    /// nil for a fixture decoded from text or data without one (paths then resolve against the
    /// current directory).
    public var fixtureDirectory: URL? { tree.directory }

    /// The file a path written in the fixture names: relative to the fixture file's directory
    /// (``fixtureDirectory``), or absolute.
    ///
    /// ```swift
    /// // In Fixtures/text/title.json, "Fonts/NotoSans-Regular.ttf" names
    /// // Fixtures/text/Fonts/NotoSans-Regular.ttf; "../../Fonts/NotoSans-Regular.ttf" the shipped font.
    /// let url = context.fileURL(forPath: try context.properties.string("image"))
    /// ```
    public func fileURL(forPath path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        guard let directory = tree.directory else { return URL(fileURLWithPath: path).standardizedFileURL }
        return directory.appendingPathComponent(path).standardizedFileURL
    }

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
    /// read them (and the type declares no child traits), or when they have an unknown key.
    private static func checkTraits(_ traits: FixtureObjectReader, at path: JSONPath, of type: String) throws {
        if !traits.wasQueried && traits.declared?.isEmpty ?? true {
            throw FixtureError(
                at: path.appending("traits"),
                "\(type) does not take child traits; remove \"traits\" from this node"
            )
        }
        let unknown = traits.unknownKeyErrors()
        if !unknown.isEmpty { throw FixtureError.combining(unknown) }
    }
}

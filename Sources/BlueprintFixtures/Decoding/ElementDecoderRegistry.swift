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
/// Give a type an ``ElementTypeDescription`` when you register it: its keys and child traits are
/// then the type's schema, declared once. Nodes are checked against it (a key it does not declare
/// is unknown, and the message lists the declared ones), the decoder is held to it (reading an
/// undeclared key is an error naming it), and `blueprint-layout types` (of a command built with
/// `BlueprintLayoutCommand`) lists it beside the built-in types:
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
    /// The keys each described type declares, for its nodes and for its children's traits.
    private var declarations: [String: (keys: DeclaredKeys, childTraits: DeclaredKeys)] = [:]

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
    ///   - description: What the type is, its keys and the traits it reads from its children:
    ///     the schema nodes and the decoder are checked against, and what `blueprint-layout types`
    ///     prints; nil leaves the type undescribed, checked by what the decoder reads (replacing a
    ///     type keeps its description unless a new one is given).
    ///   - decode: Makes the element from the node.
    public mutating func register(
        _ typeName: String,
        description: ElementTypeDescription? = nil,
        decode: @escaping Decode
    ) {
        decoders[typeName] = decode
        if let description { setDescription(description, of: typeName) }
    }

    /// Removes the decoder for `typeName`, and its description.
    public mutating func unregister(_ typeName: String) {
        decoders[typeName] = nil
        descriptions[typeName] = nil
        declarations[typeName] = nil
    }

    /// The description registered for `typeName`, if any.
    public func typeDescription(for typeName: String) -> ElementTypeDescription? {
        descriptions[typeName]
    }

    /// Sets the description of registered types (the built-ins' come from one table).
    mutating func describe(_ table: [String: ElementTypeDescription]) {
        for (name, description) in table where decoders[name] != nil {
            setDescription(description, of: name)
        }
    }

    private mutating func setDescription(_ description: ElementTypeDescription, of typeName: String) {
        descriptions[typeName] = description
        declarations[typeName] = (
            DeclaredKeys(description, type: typeName, ofChildTraits: false),
            DeclaredKeys(description, type: typeName, ofChildTraits: true)
        )
    }

    /// The keys `typeName` declares for its nodes and its children's traits; nil when it has no
    /// description.
    func declaredKeys(of typeName: String) -> (keys: DeclaredKeys, childTraits: DeclaredKeys)? {
        declarations[typeName]
    }

    /// The registered type names, sorted.
    public var typeNames: [String] { decoders.keys.sorted() }

    /// The decoder for `typeName`.
    public func decoder(for typeName: String) -> Decode? { decoders[typeName] }
}

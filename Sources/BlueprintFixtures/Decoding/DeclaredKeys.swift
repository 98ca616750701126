/// The keys an element type declares in its ``ElementTypeDescription``: the node's keys, or the
/// traits it reads from its children. A reader bound to them (``FixtureObjectReader``) reports a
/// key outside them as unknown, listing them, and a key its decoder reads without declaring it as
/// a mistake of the decoder's.
///
/// Made once per type when the type is described (``ElementDecoderRegistry``), and shared by
/// every node of that type.
final class DeclaredKeys: Sendable {
    /// The declared names, in the description's order, each key of a shared entry
    /// (`top, bottom, left, right`) on its own: what "expected one of" lists.
    let names: [String]
    /// The names and the keys every node may carry besides them (`type`, `id`, `traits` for a
    /// node's own keys), for membership.
    private let allowed: Set<String>
    /// The element type that declares them.
    let type: String
    /// Whether they are the traits the type reads from its children (else its node's keys).
    let isChildTraits: Bool

    /// The keys of `description`'s node (`ofChildTraits` false) or of its child traits.
    init(_ description: ElementTypeDescription, type: String, ofChildTraits: Bool) {
        var names = ofChildTraits ? [] : FixtureObjectReader.elementNodeKeys
        for key in (ofChildTraits ? description.childTraits : description.keys) {
            for name in key.names where !names.contains(name) { names.append(name) }
        }
        self.names = names
        allowed = Set(names)
        self.type = type
        isChildTraits = ofChildTraits
    }

    /// Whether `key` is declared (or is one every node may carry). Asked for every key a node's
    /// decoder reads: a few names are searched, more are hashed.
    func contains(_ key: String) -> Bool {
        names.count <= 12 ? names.contains(key) : allowed.contains(key)
    }

    /// Whether nothing is declared (the element node's own keys aside).
    var isEmpty: Bool { names.allSatisfy(FixtureObjectReader.elementNodeKeys.contains) }

    /// `its keys` or `its child traits`, for messages.
    var what: String { isChildTraits ? "its child traits" : "its keys" }
}

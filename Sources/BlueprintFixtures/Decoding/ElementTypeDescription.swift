/// What an element type of the fixture vocabulary is: a summary, the keys its node takes, and the
/// traits it reads from its children's `"traits"` objects — the type's schema, declared once.
///
/// Registered with a type (``ElementDecoderRegistry/register(_:description:decode:)``), it is
/// what `blueprint-layout types` lists and what the decoder checks nodes against: a key (or a
/// child's trait) that the description does not declare is reported as unknown, with the
/// declared keys as what was expected; a declared key present in a node that the decoder did not
/// read is reported as having no effect; and a decoder that reads a key its description does not
/// declare makes every node of its type an error, naming the key, so the two cannot drift apart.
/// (A type registered without a description is checked by what its decoder reads: any key it
/// never asks for is unknown.) The repository's format document, `Docs/FixtureFormat.md`, is
/// tested against the built-in descriptions key by key.
/// ```swift
/// ElementTypeDescription(
///     summary: "Children weighted along a line",
///     keys: [.init("spacing", "number (default 0)"), .init("children", "element nodes")],
///     childTraits: [.init("weight", "number (default 1)")]
/// )
/// ```
public struct ElementTypeDescription: Equatable, Sendable {
    /// A key and what it takes: its values, default and whether it is required.
    public struct Key: Equatable, Sendable {
        /// The JSON key, `underflow`, or several keys that take the same values, separated by
        /// `", "`: `top, bottom, left, right`.
        public var name: String
        /// What it takes: `"spaceEvenly" (default), "growProportionally", …`.
        public var meaning: String

        /// A key called `name` that takes `meaning`.
        public init(_ name: String, _ meaning: String) {
            self.name = name
            self.meaning = meaning
        }

        /// The JSON keys this entry declares: `["top", "bottom", "left", "right"]` for
        /// `top, bottom, left, right`.
        public var names: [String] { name.components(separatedBy: ", ") }
    }

    /// One line: what the element does.
    public var summary: String
    /// The node's keys besides `type`, `id` and `traits` (which every node may carry), including
    /// `child` or `children`: every key the decoder reads, and no other.
    public var keys: [Key]
    /// The keys a child node may carry in its `"traits"` object for this container: every trait
    /// the decoder reads, and no other; empty when it reads none (a child with traits is then an
    /// error).
    public var childTraits: [Key]

    /// A description with a summary, the node's keys and the traits it reads from its children.
    public init(summary: String, keys: [Key] = [], childTraits: [Key] = []) {
        self.summary = summary
        self.keys = keys
        self.childTraits = childTraits
    }
}

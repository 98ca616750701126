/// What an element type of the fixture vocabulary is, for people: a summary, the keys its node
/// takes, and the traits it reads from its children's `"traits"` objects.
///
/// Registered with a type (``ElementDecoderRegistry/register(_:description:decode:)``) and
/// listed by `blueprint-layout types`. The decoder stays the authority on what is accepted; the
/// description tells a person what to write.
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
        /// The JSON key: `underflow`.
        public var name: String
        /// What it takes: `"spaceEvenly" (default), "growProportionally", …`.
        public var meaning: String

        /// A key called `name` that takes `meaning`.
        public init(_ name: String, _ meaning: String) {
            self.name = name
            self.meaning = meaning
        }
    }

    /// One line: what the element does.
    public var summary: String
    /// The node's keys besides `type`, `id` and `traits`, including `child` or `children`.
    public var keys: [Key]
    /// The keys a child node may carry in its `"traits"` object for this container; empty when
    /// it reads none (a child with traits is then an error).
    public var childTraits: [Key]

    /// A description with a summary, the node's keys and the traits it reads from its children.
    public init(summary: String, keys: [Key] = [], childTraits: [Key] = []) {
        self.summary = summary
        self.keys = keys
        self.childTraits = childTraits
    }
}

import Foundation

/// The content of a proxy's representation, not read yet: what a ``ProxyElement``'s content is
/// when the thread's stack runs low in a chain of proxies, each reading the next one's content
/// (see ``ElementContent/init(proxying:)``).
///
/// A node never holds it: the engine reads the representation's content, in a loop, before it
/// makes a node (``ElementContent/resolved``), so a chain of any depth costs no recursion once per
/// proxy. The layout methods are therefore never called.
final class ProxyStorage: ContentStorage {
    /// The element whose content this stands for.
    let representation: Element

    init(representation: Element) {
        self.representation = representation
    }

    override var childCount: Int { representation.content.resolved.childCount }

    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        Self.unresolved()
    }

    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        Self.unresolved()
    }

    private static func unresolved() -> Never {
        preconditionFailure("BlueprintLayout: a node was made of a proxy's content before it was read")
    }
}

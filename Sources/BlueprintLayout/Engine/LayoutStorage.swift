import Foundation

/// The content of every element laid out by a layout: the layout and the element's children.
///
/// One storage runs every layout: the built-in containers' and wrappers' (``NodeLayout``s, on
/// their child nodes directly) and a user's ``Layout`` or ``SingleChildLayout`` (through
/// subelements, by ``SubelementsLayout`` and ``SingleChildSubelementLayout``). Its methods only
/// forward to the layout type's entry points, written once below and specialized for each layout.
///
/// A container element keeps its layout and children in its storage, which is then also its
/// content (``ContainerContent``): laying it out allocates nothing for its content. Like an
/// ``ElementBox``, the storage releases its children through ``DeferredRelease``.
///
/// The children's type is a parameter of its own, though it is always the layout's `Children`:
/// code that does not know the layout's type (the deinit of a generic class is such code) then
/// finds it in the storage's type instead of looking it up through the layout's conformance, which
/// costs hundreds of instructions.
final class LayoutStorage<LayoutType: NodeLayout, Children>: ContentStorage
where LayoutType.Children == Children {
    // Changed only while uniquely referenced, before the element is laid out (see `ElementBox`);
    // read without dynamic exclusivity checks on every measurement.
    @exclusivity(unchecked) var layout: LayoutType
    @exclusivity(unchecked) var children: Children

    init(layout: LayoutType, children: Children) {
        self.layout = layout
        self.children = children
    }

    deinit {
        // Through the layout's conformance, which the storage's type carries: the children's own
        // conformance would be looked up on every release.
        LayoutType.releaseChildren(&children)
    }

    // Through the layout's conformance, specialized: read here, the generic children were copied
    // in and out through the runtime (about 180 instructions a call).
    override var childCount: Int { LayoutType.childCount(storage: self) }

    @inline(__always)
    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        LayoutType.measure(proposal, storage: self, node: node)
    }

    @inline(__always)
    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        LayoutType.results(in: size, storage: self, node: node)
    }

    override var forwardsTraits: Bool { LayoutType.laysOutAsChild }

    override func traitForwardingNode(of node: LayoutNode) -> LayoutNode? {
        LayoutType.laysOutAsChild ? LayoutType.onlyChildNode(storage: self, node: node) : nil
    }

    @inline(__always)
    override func spacing(node: LayoutNode) -> ElementSpacing {
        LayoutType.spacing(storage: self, node: node)
    }

    @inline(__always)
    override func destroyCache(in node: LayoutNode) {
        LayoutType.destroyCache(in: node)
    }
}

// MARK: - The entry points, specialized for each layout

extension NodeLayout {
    static func measure(_ proposal: SizeConstraint, storage: Storage, node: LayoutNode) -> CGSize {
        if let size = sizeWithoutNodes(proposal, storage: storage, node: node) { return size }
        return storage.layout.sizeThatFits(proposal, nodes: Nodes(parent: node, storage: storage))
    }

    static func results(in size: CGSize, storage: Storage, node: LayoutNode) -> [LayoutResultNode] {
        if let results = resultsWithoutNodes(in: size, storage: storage, node: node) { return results }
        guard storage.children.count > 0 else { return [] }
        let layout = storage.layout
        let nodes = Nodes(parent: node, storage: storage)
        return nodes.nodes.results(in: size, of: node) {
            layout.placeChildren(in: size, nodes: nodes)
            // Destroyed here, where its type is known: the release that follows then skips the
            // content's dynamic call (1.3% of `list`'s instructions).
            destroyCache(in: node)
        }
    }

    @inline(__always)
    static func sizeWithoutNodes(_ proposal: SizeConstraint, storage: Storage, node: LayoutNode) -> CGSize? { nil }

    @inline(__always)
    static func resultsWithoutNodes(in size: CGSize, storage: Storage, node: LayoutNode) -> [LayoutResultNode]? {
        nil
    }

    static func spacing(storage: Storage, node: LayoutNode) -> ElementSpacing {
        storage.layout.spacing(nodes: Nodes(parent: node, storage: storage))
    }

    static func onlyChildNode(storage: Storage, node: LayoutNode) -> LayoutNode {
        node.childNodes(in: storage)[0]
    }

    static func childCount(storage: Storage) -> Int { storage.children.count }

    static func releaseChildren(_ children: inout Children) {
        children.releaseDeferred()
    }

    @inline(__always)
    static func destroyCache(in node: LayoutNode) {
        LayoutCache.destroyCache(of: NodeCache.self, in: node)
    }
}

/// A container element's layout and children, with value semantics, in the ``LayoutStorage`` that
/// is also the element's content: copies share the storage until one of them changes (copy on
/// write), and changing the children in place (`overlay.children.append(…)`) costs what it costs on
/// an array when the storage is not shared.
struct ContainerContent<LayoutType: NodeLayout> {
    private var storage: LayoutType.Storage

    /// A container laid out by `layout`, with `children`.
    init(layout: LayoutType, children: LayoutType.Children) {
        storage = LayoutType.Storage(layout: layout, children: children)
    }

    /// The container's layout.
    var layout: LayoutType {
        get { storage.layout }
        _modify {
            makeUnique()
            yield &storage.layout
        }
    }

    /// The container's children.
    var children: LayoutType.Children {
        get { storage.children }
        _modify {
            makeUnique()
            yield &storage.children
        }
    }

    /// The storage, made unique first, for an accessor that changes the children in place: it
    /// yields the storage's property itself, where yielding ``children`` would nest a second
    /// accessor coroutine, whose frame is allocated on the heap on every access.
    mutating func uniqueStorage() -> LayoutType.Storage {
        makeUnique()
        return storage
    }

    /// The content: the storage itself.
    var content: ElementContent { ElementContent(storage: storage) }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = LayoutType.Storage(layout: storage.layout, children: storage.children)
        }
    }
}

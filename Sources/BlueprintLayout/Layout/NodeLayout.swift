import Foundation

/// A layout that the engine runs on its child nodes directly: the layout of every built-in
/// container and wrapper, run by ``LayoutStorage``.
///
/// A built-in layout is a ``Layout`` (or a ``SingleChildLayout``) like a user's, and works through
/// `ElementContent(layout:configure:)` with subelements. Its algorithm is written once, over
/// a ``LayoutNodeSequence``, so that the same steps run on the subelements a ``Layout`` is handed
/// and on the ``LayoutNodes`` the engine hands a `NodeLayout`: the child nodes, without an array of
/// subelements each checked on every use. A container reads the settings it keeps per child from
/// its own child type (``LayoutNodes/children``) where a ``Layout`` reads traits.
///
/// ```swift
/// struct OverlayLayout: Layout, NodeLayout {
///     typealias Children = [Overlay.Child]
///
///     // Layout: the subelements of a content made with `ElementContent(layout:)`.
///     func sizeThatFits(proposal: SizeConstraint, subelements: Subelements,
///                       environment: Environment, cache: inout ()) -> CGSize {
///         size(in: proposal, children: subelements)
///     }
///
///     // NodeLayout: the child nodes of an `Overlay`.
///     func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
///         size(in: proposal, children: nodes)
///     }
///
///     // The algorithm, once.
///     private func size(in proposal: SizeConstraint, children: some LayoutNodeSequence) -> CGSize { … }
/// }
/// ```
///
/// A single-child layout adopts ``SingleChildNodeLayout`` instead, and writes nothing more: its
/// child is one subelement, which costs no array.
protocol NodeLayout {
    /// How the content keeps its children (see ``LayoutChildList``): by default the
    /// ``LayoutChild``s that ``ElementContent/Builder`` collects.
    associatedtype Children: LayoutChildList = [LayoutChild]

    /// What the layout keeps on the element's node for the pass (default none): made by
    /// ``makeCache(nodes:)`` on first use through ``LayoutNodes/withCache(of:_:)``, released once the
    /// layout has placed the children.
    associatedtype NodeCache = Void

    /// The child nodes, as the layout is handed them.
    typealias Nodes = LayoutNodes<Self>

    /// The content that runs the layout.
    typealias Storage = LayoutStorage<Self, Children>

    /// Whether the layout lays out exactly as its only child (it measures as the child and gives it
    /// the whole frame, changing at most its attributes): the child's layout traits are then this
    /// element's (see ``LayoutNode/traits``). `false` by default.
    static var laysOutAsChild: Bool { get }

    /// Makes the cache, once per element per pass.
    func makeCache(nodes: Nodes) -> NodeCache

    /// The size of the layout for `proposal`.
    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize

    /// Places every child node within a frame of `size`; a node not placed fills the frame.
    func placeChildren(in size: CGSize, nodes: Nodes)

    /// The element's spacing preferences: zero by default, the child's for a layout that passes
    /// them through.
    func spacing(nodes: Nodes) -> ElementSpacing

    // The entry points of ``LayoutStorage``, written once in `LayoutStorage.swift`. They are
    // requirements so that every layout runs a copy specialized for it: a generic class's methods
    // run generic code, which looks up type metadata and copies values through the runtime on every
    // call.

    /// Measures the content of `storage` for `node` (see ``ContentStorage/sizeThatFits(_:node:)``).
    static func measure(_ proposal: SizeConstraint, storage: Storage, node: LayoutNode) -> CGSize

    /// Places the children of `storage` and returns their results (see
    /// ``ContentStorage/placeChildren(in:node:)``).
    static func results(in size: CGSize, storage: Storage, node: LayoutNode) -> [LayoutResultNode]

    /// The size of the content of `storage` for `node` when the layout measures it without child
    /// nodes, or `nil` (the default) when it is measured on them (see `StackLayout+Leaves.swift`).
    static func sizeWithoutNodes(_ proposal: SizeConstraint, storage: Storage, node: LayoutNode) -> CGSize?

    /// The results of the children of `storage` when the layout places them without child nodes,
    /// or `nil` (the default) when it places them on their nodes.
    static func resultsWithoutNodes(in size: CGSize, storage: Storage, node: LayoutNode) -> [LayoutResultNode]?

    /// The spacing preferences of the content of `storage` (see ``ContentStorage/spacing(node:)``).
    static func spacing(storage: Storage, node: LayoutNode) -> ElementSpacing

    /// The node of the only child, whose traits a layout that lays out as its child forwards.
    static func onlyChildNode(storage: Storage, node: LayoutNode) -> LayoutNode

    /// How many children `storage` holds (see ``ContentStorage/childCount``).
    static func childCount(storage: Storage) -> Int

    /// Destroys a ``NodeCache`` that ``LayoutNodes/withCache(of:_:)`` put in the node's cache slot.
    static func destroyCache(in node: LayoutNode)

    /// Lets the children of a storage being released go (see ``LayoutChildList/releaseDeferred()``).
    static func releaseChildren(_ children: inout Children)
}

extension NodeLayout {
    static var laysOutAsChild: Bool { false }

    func spacing(nodes: Nodes) -> ElementSpacing { .zero }
}

extension NodeLayout where NodeCache == Void {
    /// A layout without a cache needs none made.
    func makeCache(nodes: Nodes) {}
}

/// The child nodes of an element that a ``NodeLayout`` lays out, with the element's own children
/// beside them: what the engine hands a built-in layout where a ``Layout`` gets subelements.
///
/// Measure a node with ``LayoutNode/measure(_:)`` and place it with
/// ``LayoutNode/place(at:anchor:size:)``, as a subelement; read a container's per-child settings from
/// ``children``.
struct LayoutNodes<LayoutType: NodeLayout>: LayoutNodeSequence {
    /// The element's node.
    let parent: LayoutNode
    /// The content, which keeps the children (read in place: copying them would retain them).
    let storage: LayoutType.Storage
    /// The child nodes, one per child, made on first use.
    let nodes: ChildNodes

    /// The child nodes of `parent`, whose content is `storage`.
    @inline(__always)
    init(parent: LayoutNode, storage: LayoutType.Storage) {
        self.parent = parent
        self.storage = storage
        // Made once per pass: later calls find them without reading the children.
        if let first = parent.state.pointee.firstChild {
            nodes = ChildNodes(first: first, count: storage.children.count)
        } else {
            nodes = parent.childNodes(in: storage)
        }
    }

    /// The children as the content keeps them.
    var children: LayoutType.Children {
        @inline(__always) get { storage.children }
    }

    var count: Int {
        @inline(__always) get { nodes.count }
    }

    subscript(index: Int) -> LayoutNode {
        @inline(__always) get { nodes[index] }
    }

    @inline(__always)
    func node(at index: Int) -> LayoutNode { nodes[index] }

    @inline(__always)
    func placeNode(at index: Int, in frame: CGRect) { nodes.placeNode(at: index, in: frame) }

    /// The element's environment.
    var environment: Environment { parent.environment }

    /// Runs `body` with the node's cache, made by `layout`'s ``NodeLayout/makeCache(nodes:)`` on
    /// first use.
    @inline(__always)
    func withCache<R>(of layout: LayoutType, _ body: (inout LayoutType.NodeCache) -> R) -> R {
        LayoutCache.withCache(parent, makeCache: { layout.makeCache(nodes: self) }, body)
    }

    /// The child at `index` as a subelement, for a layout that measures and places through the
    /// public API (a ``SingleChildLayout``).
    @inline(__always)
    func subelement(at index: Int) -> LayoutSubelement {
        LayoutSubelement(node: nodes[index], lifetime: parent.withContext { $0.lifetime })
    }
}

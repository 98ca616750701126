import Foundation

/// How a content keeps its children, for the engine to make their nodes from: an array of
/// ``LayoutChild``s (what ``ElementContent/Builder`` collects), an array of a container's own child
/// type (``Overlay/Child``, ``GridRow/Child``, ``Flow/Child``), or the ``OnlyChild`` of a
/// single-child layout.
protocol LayoutChildList {
    /// How many children there are.
    var count: Int { get }
    /// The element of the child at `index`.
    func element(at index: Int) -> Element
    /// The layout traits the child was added with.
    func traits(at index: Int) -> LayoutTraits
    /// The key the child was added with.
    func key(at index: Int) -> ChildKey?

    /// Lets the children go when their storage is released: through ``DeferredRelease``, so that
    /// releasing a chain of storages of any depth recurses at most a fixed number of levels (see
    /// ``ElementBox``).
    mutating func releaseDeferred()
}

/// One child in a ``LayoutChildList`` array.
protocol LayoutChildItem {
    /// The child's element.
    var element: Element { get }
    /// The layout traits the child was added with.
    var layoutTraits: LayoutTraits { get }
    /// The key the child was added with.
    var layoutKey: ChildKey? { get }
}

extension Array: LayoutChildList where Element: LayoutChildItem {
    mutating func releaseDeferred() {
        DeferredRelease.release(&self)
    }

    @inline(__always)
    func element(at index: Int) -> BlueprintLayout.Element { self[index].element }

    @inline(__always)
    func traits(at index: Int) -> LayoutTraits { self[index].layoutTraits }

    @inline(__always)
    func key(at index: Int) -> ChildKey? { self[index].layoutKey }
}

/// A child added through ``ElementContent/Builder``.
struct LayoutChild: LayoutChildItem {
    var traits: LayoutTraits
    var key: ChildKey?
    var element: Element

    var layoutTraits: LayoutTraits {
        @inline(__always) get { traits }
    }

    var layoutKey: ChildKey? {
        @inline(__always) get { key }
    }

    /// Where a child keeps its traits, which a stack and a session's comparison read in place (a
    /// copy of the traits would retain their list).
    static let traitsOffset = MemoryLayout<LayoutChild>.offset(of: \.traits)!
}

extension Array where Element == LayoutChild {
    /// Appends `child` for a container that adds its children one by one. An empty array first
    /// makes room for four, which most rows, columns and builders never outgrow: growing from one
    /// place reallocates and copies at the second child and again at the third. The child is
    /// moved in, not copied.
    @inline(__always)
    mutating func appendChild(_ child: consuming LayoutChild) {
        if capacity == 0 { reserveCapacity(4) }
        append(child)
    }
}

/// A child of a container that keeps its children as values of its own type (``GridRow``,
/// ``Flow``, ``Overlay``): an element and a key, and no layout traits (the container's layout reads
/// the child's settings from the child itself).
protocol ContainerChild: LayoutChildItem {
    /// The key the child was added with.
    var key: AnyHashable? { get }
}

extension ContainerChild {
    var layoutTraits: LayoutTraits {
        @inline(__always) get { .empty }
    }

    var layoutKey: ChildKey? {
        @inline(__always) get { key.map(ChildKey.init(duringPass:)) }
    }
}

/// A list of children that are plain elements, added without layout traits or keys: it tells
/// only its count and elements (``ElementList``, a ``Decorate``'s two children).
protocol PlainElementList: LayoutChildList {}

extension PlainElementList {
    @inline(__always)
    func traits(at index: Int) -> LayoutTraits { .empty }

    @inline(__always)
    func key(at index: Int) -> ChildKey? { nil }
}

/// Children that are plain elements, added without traits or keys (``EqualStack``'s).
struct ElementList: PlainElementList {
    var elements: [Element] = []

    var count: Int {
        @inline(__always) get { elements.count }
    }

    @inline(__always)
    func element(at index: Int) -> Element { elements[index] }

    mutating func releaseDeferred() {
        DeferredRelease.release(&elements)
    }
}

/// The one child of a single-child layout's content (a wrapper's wrapped element), with the key it
/// was added with.
struct OnlyChild: LayoutChildList {
    var element: Element
    var key: ChildKey? = nil

    var count: Int { 1 }

    @inline(__always)
    func element(at index: Int) -> Element { element }

    @inline(__always)
    func traits(at index: Int) -> LayoutTraits { .empty }

    @inline(__always)
    func key(at index: Int) -> ChildKey? { key }

    mutating func releaseDeferred() {
        // A chain of wrappers is released without recursing per level.
        DeferredRelease.release(&element)
    }
}

extension LayoutNode {
    /// The nodes of the children that `storage` keeps, side by side, made on first use. A few
    /// children are read where the storage keeps them: a copy of the list would retain its arrays,
    /// and release them, for every container laid out (atomic operations, in a deep tree a large
    /// share of the time). Many are read from a copy, which spares each child a read of the list
    /// from the storage (the storage is the node's content, alive while the node is).
    @inline(__always)
    func childNodes<LayoutType: NodeLayout>(in storage: LayoutStorage<LayoutType, LayoutType.Children>) -> ChildNodes {
        let count = storage.children.count
        guard count >= Self.childListCopiedFrom else {
            return childNodes(count: count) { index, state, environment, context in
                _ = LayoutNode(
                    state: state, child: storage.children.element(at: index),
                    traits: storage.children.traits(at: index), key: storage.children.key(at: index),
                    environment: environment, context: context)
            }
        }
        let children = storage.children
        return childNodes(count: count) { index, state, environment, context in
            _ = LayoutNode(
                state: state, child: children.element(at: index), traits: children.traits(at: index),
                key: children.key(at: index), environment: environment, context: context)
        }
    }

    /// The fewest children whose nodes are made from a copy of their list (see
    /// ``childNodes(in:)``).
    static let childListCopiedFrom = 16
}

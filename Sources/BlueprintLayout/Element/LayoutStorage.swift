import Foundation

/// A child added through ``ElementContent/Builder``.
struct LayoutChild {
    var traits: LayoutTraits
    var key: ChildKey?
    var element: Element
}

/// Content whose children are measured and placed by a ``Layout``.
final class LayoutStorage<LayoutType: Layout>: ContentStorage {
    let layout: LayoutType
    let children: [LayoutChild]

    init(layout: LayoutType, children: [LayoutChild]) {
        self.layout = layout
        self.children = children
    }

    var childCount: Int { children.count }

    // Stacks are most of every tree: their calls run a specialized copy instead of generic code
    // that looks up type metadata on every call. (Rows and columns use `StackChildList`; this
    // covers stacks built with `ElementContent(layout:)`.)
    @_specialize(exported:false,where LayoutType == StackLayout)
    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        LayoutContent.sizeThatFits(proposal, layout: layout, children: children, node: node)
    }

    @_specialize(exported:false,where LayoutType == StackLayout)
    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        LayoutContent.placeChildren(in: size, layout: layout, children: children, node: node)
    }

    /// Zero, except for transparent single-child layouts, which forward their child's.
    func spacing(node: LayoutNode) -> ElementSpacing {
        guard children.count == 1, let host = layout as? any SingleChildHosting,
            host.hostedLayout is PassesSpacingThrough
        else { return .zero }
        return LayoutContent<LayoutType>.subelements(of: node, children: children)[0].spacing
    }

    func destroyCache(in node: LayoutNode) {
        LayoutContent<LayoutType>.destroyCache(in: node)
    }
}

/// How layout-backed content measures and places through its node: child nodes made once per
/// node, the layout's cache kept on the node, results made from the placements. Shared by
/// ``LayoutStorage`` and the rows' and columns' own storage.
enum LayoutContent<LayoutType: Layout> {
    /// The node's subelements, made on first use.
    static func subelements(of node: LayoutNode, children: [LayoutChild]) -> LayoutSubelements {
        if let subelements = node.subelements {
            return subelements
        }
        let nodes = node.childNodes(children)
        let lifetime = node.withContext { $0.lifetime }
        let subelements = nodes.indices.map { LayoutSubelement(node: nodes[$0], lifetime: lifetime) }
        node.subelements = subelements
        return subelements
    }

    /// Runs `body` with the node's layout cache, made by `makeCache` on first use: in the node's
    /// cache slot when it fits (a stack's does), otherwise in a box. A `Void` cache needs neither.
    /// The cache is usually `LayoutType.Cache`; rows and columns keep their own.
    @inline(__always)
    static func withCache<Cache, R>(
        _ node: LayoutNode,
        makeCache: () -> Cache,
        _ body: (inout Cache) -> R
    ) -> R {
        if MemoryLayout<Cache>.size == 0, Cache.self == Void.self {
            var cache = unsafeBitCast((), to: Cache.self)
            return body(&cache)
        }
        if CacheSlot.fits(Cache.self) {
            return node.withCacheSlot(of: Cache.self) { cache in
                if !node.cacheSlotInitialized {
                    let slot = UnsafeMutableRawPointer(cache).bindMemory(to: Cache.self, capacity: 1)
                    slot.initialize(to: makeCache())
                    node.cacheSlotInitialized = true
                }
                return body(&cache.pointee)
            }
        }
        let box: CacheBox<Cache>
        if let existing = node.associatedCache {
            // Only this content writes the cache of its node, so the type is known.
            box = unsafeDowncast(existing, to: CacheBox<Cache>.self)
        } else {
            box = CacheBox(makeCache())
            node.associatedCache = box
        }
        return body(&box.value)
    }

    /// Destroys a `LayoutType.Cache` that ``withCache(_:makeCache:_:)`` put in the node's cache slot.
    static func destroyCache(in node: LayoutNode) {
        destroyCache(of: LayoutType.Cache.self, in: node)
    }

    /// Destroys a cache of type `type` that ``withCache(_:makeCache:_:)`` put in the node's cache slot.
    static func destroyCache<Cache>(of type: Cache.Type, in node: LayoutNode) {
        if CacheSlot.fits(Cache.self) {
            node.withCacheSlot(of: Cache.self) { _ = $0.deinitialize(count: 1) }
        }
    }

    /// The content's size for `proposal`, measured by the layout through the subelements.
    @inline(__always)
    static func sizeThatFits(
        _ proposal: SizeConstraint,
        layout: LayoutType,
        children: [LayoutChild],
        node: LayoutNode
    ) -> CGSize {
        let subelements = subelements(of: node, children: children)
        let environment = node.environment
        return withCache(node, makeCache: { layout.makeCache(subelements: subelements, environment: environment) }) {
            layout.sizeThatFits(proposal: proposal, subelements: subelements, environment: environment, cache: &$0)
        }
    }

    /// Lets the layout place the subelements in `size` and returns their results.
    @inline(__always)
    static func placeChildren(
        in size: CGSize,
        layout: LayoutType,
        children: [LayoutChild],
        node: LayoutNode
    ) -> [LayoutResultNode] {
        guard !children.isEmpty else { return [] }
        let subelements = subelements(of: node, children: children)
        let environment = node.environment
        // Only placements made now count: a child the layout placed while measuring but not here
        // fills the frame.
        let nodes = node.childNodes(children)
        for index in nodes.indices { nodes[index].placement = nil }
        withCache(node, makeCache: { layout.makeCache(subelements: subelements, environment: environment) }) {
            layout.placeSubelements(in: size, subelements: subelements, environment: environment, cache: &$0)
        }
        return node.childNodes(children).results(in: size)
    }
}

extension ChildNodes {
    /// The result nodes of the children as their layout placed them in a frame of `size` (an
    /// unplaced child fills the frame).
    @inline(__always)
    func results(in size: CGSize) -> [LayoutResultNode] {
        var identifiers = ElementIdentifier.Factory()
        var results: [LayoutResultNode] = []
        results.reserveCapacity(count)
        for index in indices {
            let childNode = self[index]
            let frame = (childNode.placement ?? .filling(size: size)).frame
            let identifier = identifiers.next(for: childNode.elementType, key: childNode.key)
            results.append(childNode.result(frame: frame, attributes: childNode.attributes, identifier: identifier))
        }
        return results
    }
}

/// Holds a layout's cache on its node.
final class CacheBox<Value> {
    // Accessed in place while the layout runs, which recurses into other nodes only.
    @exclusivity(unchecked) var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// Content that measures as its one child and gives it the whole frame. It may state spacing
/// preferences of its own, which combine with the child's.
final class PassthroughStorage: ContentStorage {
    let child: Element
    let statedSpacing: ElementSpacing?

    init(child: Element, spacing: ElementSpacing? = nil) {
        self.child = child
        statedSpacing = spacing
    }

    var childCount: Int { 1 }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        node.passthroughChild(child).measureUncached(proposal)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        node.passthroughChild(child).passthroughResult(in: size)
    }

    func spacing(node: LayoutNode) -> ElementSpacing {
        let childSpacing = node.passthroughChild(child).spacing
        return statedSpacing.map { $0.union(childSpacing) } ?? childSpacing
    }
}

/// Content that changes the environment for its one child.
final class EnvironmentAdaptingStorage: ContentStorage {
    let adapter: (inout Environment) -> Void
    let child: Element

    init(adapter: @escaping (inout Environment) -> Void, child: Element) {
        self.adapter = adapter
        self.child = child
    }

    var childCount: Int { 1 }

    private func childNode(_ node: LayoutNode) -> LayoutNode {
        if let existing = node.singleChild { return existing }
        var environment = node.environment
        adapter(&environment)
        return node.passthroughChild(child, environment: environment)
    }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        childNode(node).measureUncached(proposal)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        childNode(node).passthroughResult(in: size)
    }

    func spacing(node: LayoutNode) -> ElementSpacing {
        childNode(node).spacing
    }
}

/// Content built from the constraint when it is measured or laid out.
final class LazyStorage: ContentStorage {
    let builder: (ElementContent.LayoutPhase, SizeConstraint, Environment) -> Element

    init(builder: @escaping (ElementContent.LayoutPhase, SizeConstraint, Environment) -> Element) {
        self.builder = builder
    }

    var childCount: Int { 1 }

    /// A fresh node for a freshly built element: caches from an element built for another
    /// constraint would not describe this one.
    private func childNode(for element: Element, _ node: LayoutNode) -> LayoutNode {
        LayoutNode(child: element, traits: .empty, key: nil, environment: node.environment, context: node.context)
    }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        let element = builder(.measurement, proposal, node.environment)
        return childNode(for: element, node).measureUncached(proposal)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        let element = builder(.layout, SizeConstraint(size), node.environment)
        return childNode(for: element, node).passthroughResult(in: size)
    }
}

/// A leaf measured by a closure.
final class MeasurableStorage: ContentStorage {
    let measurer: (SizeConstraint, Environment) -> CGSize

    init(measurer: @escaping (SizeConstraint, Environment) -> CGSize) {
        self.measurer = measurer
    }

    var childCount: Int { 0 }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        measurer(proposal, node.environment)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] { [] }
}

/// A leaf that measures as another element and places nothing.
final class MeasureElementStorage: ContentStorage {
    let child: Element

    init(child: Element) {
        self.child = child
    }

    var childCount: Int { 0 }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        node.passthroughChild(child).measureUncached(proposal)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] { [] }
}

/// Content that only attaches traits to another element; unwrapped when a node is made.
final class TraitCarryingStorage: ContentStorage {
    let traits: LayoutTraits
    let wrapped: Element

    init(traits: LayoutTraits, wrapped: Element) {
        self.traits = traits
        self.wrapped = wrapped
    }

    var childCount: Int { 1 }
    var traitCarrier: TraitCarryingStorage? { self }

    // Reached only when the carrier is the root: it then passes through.
    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        node.passthroughChild(wrapped).measureUncached(proposal)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        node.passthroughChild(wrapped).passthroughResult(in: size)
    }

    func spacing(node: LayoutNode) -> ElementSpacing {
        node.passthroughChild(wrapped).spacing
    }
}

import Foundation

/// The engine's node for one element in one measurement or layout pass.
///
/// A node holds what a parent layout reads through ``LayoutSubelement`` (content, traits,
/// environment), the element's measurement cache, the layout's associated cache, the child nodes
/// (made once, on first use) and the placement the parent's layout chose. Nodes belong to their
/// pass's ``LayoutContext``, which releases them all when the pass ends.
final class LayoutNode {
    let element: Element
    let content: ElementContent
    let environment: Environment
    let traits: LayoutTraits
    let key: ChildKey?
    // The context owns the node and outlives it; used through a guaranteed reference on hot
    // paths (a plain or `unowned(unsafe)` reference would be retained around each use).
    private let contextReference: Unmanaged<LayoutContext>

    /// The pass's context.
    var context: LayoutContext { contextReference.takeUnretainedValue() }

    /// Runs `body` with the context, without retaining it.
    @inline(__always)
    func withContext<R>(_ body: (LayoutContext) -> R) -> R {
        contextReference._withUnsafeGuaranteedRef(body)
    }

    // The engine alone touches these, one pass on one thread at a time, and never holds an
    // access across a call that could reach the same node: dynamic exclusivity checks, whose
    // cost grows with the recursion depth, are switched off for them.
    @exclusivity(unchecked) var sizeCache = SizeCache()
    /// The layout's cache when it does not fit `cacheSlot`, boxed by ``LayoutStorage``.
    @exclusivity(unchecked) var associatedCache: AnyObject?
    /// Room for a small layout cache (a stack's), which then needs no box of its own.
    @exclusivity(unchecked) var cacheSlot = CacheSlot()
    /// Whether `cacheSlot` holds a cache, which the content's storage then destroys.
    @exclusivity(unchecked) var cacheSlotInitialized = false
    /// The subelements of a layout-backed content, made on first use.
    @exclusivity(unchecked) var subelements: LayoutSubelements?
    /// The child node of passthrough-like content (owned, like every node, by the context).
    @exclusivity(unchecked) unowned(unsafe) var singleChild: LayoutNode?

    @exclusivity(unchecked) var placement: LayoutSubelement.Placement?
    @exclusivity(unchecked) var attributes = LayoutSubelement.Attributes()

    /// A root node.
    init(root element: Element, content: ElementContent, environment: Environment, context: LayoutContext) {
        self.element = element
        self.content = content
        self.environment = environment
        self.traits = .empty
        self.key = nil
        contextReference = Unmanaged.passUnretained(context)
        context.nodes.append(self)
    }

    /// A child node; traits attached with ``Element/layoutTrait(key:value:)`` are unwrapped here.
    init(child: Element, traits: LayoutTraits, key: ChildKey?, environment: Environment, context: LayoutContext) {
        let content = child.content
        if let carrier = content.storage?.traitCarrier {
            var element = carrier.wrapped
            var content = element.content
            var traits = carrier.traits.merging(traits)
            while let carrier = content.storage?.traitCarrier {
                traits = carrier.traits.merging(traits)
                element = carrier.wrapped
                content = element.content
            }
            self.element = element
            self.content = content
            self.traits = traits
        } else {
            self.element = child
            self.content = content
            self.traits = traits
        }
        self.environment = environment
        self.key = key
        contextReference = Unmanaged.passUnretained(context)
        context.nodes.append(self)
    }

    deinit {
        if cacheSlotInitialized { content.storage?.destroyCache(in: self) }
    }

    /// Runs `body` with the address of `cacheSlot`, as memory for one `Cache`. The cache must
    /// fit (see ``CacheSlot/fits(_:)``); nothing else touches the slot while `body` runs.
    @inline(__always)
    func withCacheSlot<Cache, R>(of type: Cache.Type, _ body: (UnsafeMutablePointer<Cache>) -> R) -> R {
        withUnsafeMutableBytes(of: &cacheSlot) { raw in
            body(raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: Cache.self))
        }
    }

    /// The cached size for `proposal`, measuring on a miss.
    func measure(_ proposal: SizeConstraint) -> CGSize {
        let cached = withContext { context -> CGSize? in
            guard let size = sizeCache.lookup(proposal, options: context.options) else { return nil }
            context.cacheHits += 1
            return size
        }
        if let cached { return cached }
        let size = measureUncached(proposal)
        sizeCache.insert(proposal, size)
        return size
    }

    /// Measures the content without consulting this node's cache.
    func measureUncached(_ proposal: SizeConstraint) -> CGSize {
        withContext { context in
            context.measurements += 1
            guard let storage = content.storage else { return content.intrinsicSize }
            return DeepRecursion.guarded(context) {
                storage.sizeThatFits(proposal, node: self)
            }
        }
    }

    /// Lays out the content's children in a frame of `size`.
    func placeChildren(in size: CGSize) -> [LayoutResultNode] {
        guard let storage = content.storage else { return [] }
        return withContext { context in
            DeepRecursion.guarded(context) {
                storage.placeChildren(in: size, node: self)
            }
        }
    }

    /// The single child node for passthrough-like content, made on first use.
    func passthroughChild(_ child: Element, environment: Environment) -> LayoutNode {
        if let singleChild { return singleChild }
        let node = LayoutNode(child: child, traits: .empty, key: nil, environment: environment, context: context)
        singleChild = node
        return node
    }

    /// The element's spacing preferences.
    var spacing: ElementSpacing { content.storage?.spacing(node: self) ?? .zero }

    /// The single result node of a passthrough child filling a frame of `size`.
    func passthroughResult(in size: CGSize) -> [LayoutResultNode] {
        let identifier = ElementIdentifier(element: element, key: nil, count: 1)
        return [result(frame: CGRect(origin: .zero, size: size), attributes: .init(), identifier: identifier)]
    }

    /// The result node of this node's element placed in `frame` with the parent's attributes.
    func result(frame: CGRect, attributes: LayoutSubelement.Attributes, identifier: ElementIdentifier)
        -> LayoutResultNode
    {
        let children = placeChildren(in: frame.size)
        return LayoutResultNode(
            element: element,
            identifier: identifier,
            layoutAttributes: LayoutAttributes(frame: frame, attributes: attributes),
            children: children,
            boxed: withContext { $0.isDeep }
        )
    }
}

/// Raw inline room in a node for a layout cache of up to four words.
struct CacheSlot {
    private var words: (UInt, UInt, UInt, UInt) = (0, 0, 0, 0)

    /// Whether a `Cache` fits the slot's size and alignment (known when specialized).
    @inline(__always)
    static func fits<Cache>(_ type: Cache.Type) -> Bool {
        MemoryLayout<Cache>.size <= MemoryLayout<CacheSlot>.size
            && MemoryLayout<Cache>.alignment <= MemoryLayout<CacheSlot>.alignment
    }
}

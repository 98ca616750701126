import Foundation

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

    /// Destroys a `LayoutType.Cache` that ``LayoutCache/withCache(_:makeCache:_:)`` put in the node's cache slot.
    static func destroyCache(in node: LayoutNode) {
        LayoutCache.destroyCache(of: LayoutType.Cache.self, in: node)
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
        return LayoutCache.withCache(
            node, makeCache: { layout.makeCache(subelements: subelements, environment: environment) }
        ) {
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
        return node.childNodes(children).results(in: size, of: node) {
            LayoutCache.withCache(
                node, makeCache: { layout.makeCache(subelements: subelements, environment: environment) }
            ) {
                layout.placeSubelements(in: size, subelements: subelements, environment: environment, cache: &$0)
            }
        }
    }
}

extension ChildNodes {
    /// The result nodes of the children of `parent` in a frame of `size`, placed by `place` (a
    /// child that `place` leaves unplaced fills the frame). Without children, there is nothing to
    /// place and `place` is not called.
    ///
    /// Once `place` has run, the parent's layout is done with its cache and subelements: they are
    /// released (``LayoutNode/releaseLayoutState()``) before the children's results are made, so
    /// that their memory can serve the children's layouts.
    ///
    /// Only placements that `place` makes count: one made while measuring, before, is not kept.
    /// They are kept by the context until the results are made (see
    /// ``LayoutContext/beginPlacing(_:count:)``).
    @inline(__always)
    func results(in size: CGSize, of parent: LayoutNode, placing place: () -> Void) -> [LayoutResultNode] {
        guard let first else { return [] }
        return LayoutNode(state: first).withContext { context in
            let enclosing = context.beginPlacing(first, count: count)
            defer { context.endPlacing(restoring: enclosing) }
            place()
            parent.releaseLayoutState()
            // An only child (a wrapper's) is the first of its type and key: no counting needed.
            if count == 1 {
                let childNode = self[0]
                let placed = context.placedChild(at: 0, in: size)
                let identifier = ElementIdentifier(type: childNode.elementType, key: childNode.key, count: 1)
                return [childNode.result(frame: placed.frame, attributes: placed.attributes, identifier: identifier)]
            }
            var identifiers = ElementIdentifier.Factory(siblings: count)
            var results: [LayoutResultNode] = []
            results.reserveCapacity(count)
            // In a pass too large for the thread to keep, the children's states go back to the
            // system as they retire, a batch at a time, so that they and the results they turn
            // into are not all mapped at once (see `LayoutContext.releaseRetiredStates(_:upTo:)`).
            let releasing = context.releasesRetiredStates && count >= Self.fewestToRelease
            var released: UInt = 0
            var end = count
            if _slowPath(releasing) {
                released = context.start(ofReleasing: first)
                end = min(Self.releaseBatch, count)
            }
            var index = 0
            while true {
                while index < end {
                    let childNode = self[index]
                    let placed = context.placedChild(at: index, in: size)
                    let identifier = identifiers.next(for: childNode.elementType, key: childNode.key)
                    results.append(
                        childNode.result(frame: placed.frame, attributes: placed.attributes, identifier: identifier))
                    index += 1
                }
                guard _slowPath(releasing) else { break }
                context.releaseRetiredStates(&released, upTo: first + end)
                if end == count { break }
                end = min(end + Self.releaseBatch, count)
            }
            return results
        }
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

/// A node's layout cache: in the node's inline slot when it fits, else boxed.
enum LayoutCache {
    /// Runs `body` with the node's layout cache, made by `makeCache` on first use: in the node's
    /// cache slot when it fits (a stack's does), otherwise in a box. A `Void` cache needs neither.
    /// The cache is the layout's `Cache`, or a stack's own.
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
            return node.withCacheSlot(of: Cache.self, makeCache: makeCache) { cache in body(&cache.pointee) }
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

    /// Destroys a cache of type `type` that ``withCache(_:makeCache:_:)`` put in the node's cache slot.
    static func destroyCache<Cache>(of type: Cache.Type, in node: LayoutNode) {
        if CacheSlot.fits(Cache.self) {
            node.destroyCacheSlot(of: Cache.self)
        }
    }
}

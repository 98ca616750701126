import Foundation

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
    @inline(__always)
    static func destroyCache<Cache>(of type: Cache.Type, in node: LayoutNode) {
        if MemoryLayout<Cache>.size == 0, Cache.self == Void.self { return }
        if CacheSlot.fits(Cache.self) {
            node.destroyCacheSlot(of: Cache.self)
        }
    }
}

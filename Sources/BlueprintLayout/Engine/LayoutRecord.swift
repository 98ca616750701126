import Foundation

/// What a node needs only when its content runs a layout: the layout's cache and subelements.
///
/// Most nodes are leaves and wrappers, so this lives apart from ``LayoutNodeState``, which every
/// node has; the pass's ``LayoutContext`` allocates it beside the states on the layout's first
/// request and destroys it with them.
struct LayoutRecord {
    /// The node whose record this is (its content destroys the cache in the slot).
    let node: UnsafeMutablePointer<LayoutNodeState>
    var associatedCache: AnyObject?
    /// Room for a small layout cache (a stack's), which then needs no box of its own.
    var cacheSlot = CacheSlot()
    var subelements: LayoutSubelements?
    /// The sizes of a stack's children when they are all leaves of intrinsic size and it lays
    /// them out without child nodes (see `StackLayout+Leaves.swift`), in memory of the context.
    var leafSizes: UnsafeMutablePointer<CGSize>?
    var cacheSlotInitialized = false

    init(node: UnsafeMutablePointer<LayoutNodeState>) {
        self.node = node
    }

    /// Destroys the cache in `record`'s slot, if one was made there: its node's content knows the
    /// cache's type (at the end of the pass, or when the layout has placed its children).
    static func destroySlotCache(of record: UnsafeMutablePointer<LayoutRecord>) {
        guard record.pointee.cacheSlotInitialized else { return }
        let node = LayoutNode(state: record.pointee.node)
        LayoutNodeState.storage(of: node.state)?._withUnsafeGuaranteedRef { $0.destroyCache(in: node) }
    }

    /// Runs `body` with the address of `record`'s cache slot.
    @inline(__always)
    static func withCacheSlot<R>(
        of record: UnsafeMutablePointer<LayoutRecord>, _ body: (UnsafeMutableRawPointer) -> R
    ) -> R {
        withUnsafeMutableBytes(of: &record.pointee.cacheSlot) { raw in body(raw.baseAddress.unsafelyUnwrapped) }
    }
}

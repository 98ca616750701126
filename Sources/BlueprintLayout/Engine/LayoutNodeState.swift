import Foundation

/// The state of one node, kept in its pass's ``LayoutContext``.
struct LayoutNodeState {
    /// The element; its result reports it too (see ``LayoutNode/reportElement(_:)``).
    var element: Element
    private(set) var content: ElementContent
    // The two flags come right after the content, in the bytes its last word leaves (it takes 18
    // of 24): placed last, they made the state 122 bytes, 128 with its alignment; here it takes 120.
    /// Whether the traits of a wrapped element may still have to be added (see
    /// ``LayoutNode/traits``).
    var traitsPending: Bool
    /// Whether the node's result is still to be made: false once it is made and the state emptied
    /// (see ``LayoutNode/retire()``). Stored as "live" rather than "retired" so that a state whose
    /// memory went back to the system, which reads as zeros, counts as retired (see
    /// ``LayoutContext/releaseRetiredStates(from:to:)``). Read it in place (`state.pointee.isLive`),
    /// never from a copy of the state: copying a retired state whose memory went back would copy
    /// zeros as references.
    private(set) var isLive = true
    /// The environment, kept by the context (see ``KeptEnvironment``).
    private(set) var keptEnvironment: KeptEnvironment
    /// The node's own traits; with ``traitsPending``, the wrapped element's are still to be added.
    var traits: LayoutTraits
    private(set) var key: ChildKey?
    /// The context owns the state and outlives it.
    let context: Unmanaged<LayoutContext>

    /// What only a layout's node needs, made when its layout first asks (see ``LayoutRecord``).
    var record: UnsafeMutablePointer<LayoutRecord>?
    /// The first of the node's child nodes, which lie side by side: a layout's children, or the
    /// one child of passthrough-like content.
    var firstChild: UnsafeMutablePointer<LayoutNodeState>?

    /// The measurements of the node's content, made on its first measurement (see
    /// ``LayoutNode/measure(_:)``): a leaf of intrinsic size, most of a tree's nodes, is never
    /// measured so and has none. Kept by the context apart from the states (72 bytes), so that every
    /// node's state takes 120 bytes. Where the parent placed the node is kept by the context too,
    /// only while the parent places its children (see `LayoutContext.beginPlacing(_:count:)`).
    var sizeCache: UnsafeMutablePointer<SizeCache>?

    init(
        element: Element, content: ElementContent, environment: KeptEnvironment, traits: LayoutTraits, key: ChildKey?,
        context: borrowing LayoutContext
    ) {
        // Only content that lays out as its child carries that child's traits; they are added
        // when a parent first reads them. (Read before the content moves into the state.)
        self.traitsPending = content.forwardsTraits
        self.element = element
        self.content = content
        self.keptEnvironment = environment
        self.traits = traits
        self.key = key
        self.context = Unmanaged.passUnretained(context)
    }

    /// The memory of the element of the state at `state`.
    @inline(__always)
    static func element(of state: UnsafeMutablePointer<LayoutNodeState>) -> UnsafeMutablePointer<Element> {
        (UnsafeMutableRawPointer(state) + MemoryLayout<LayoutNodeState>.offset(of: \.element)!)
            .assumingMemoryBound(to: Element.self)
    }

    /// The storage of the content of the state at `state`, unretained: `nil` for a leaf (and a
    /// retired state, whose content is a leaf's). Calls through it (`_withUnsafeGuaranteedRef`)
    /// take no reference count: the state holds the content, and so the storage, until the node
    /// retires, which happens only once its result is made, after the last call its measuring and
    /// placing make. Copying the storage out of the payload instead retained and released it around
    /// every measurement and placement of a container (two atomic operations each).
    ///
    /// Read from the payload's memory: the storage case keeps its reference unchanged at the
    /// payload's start (the other cases' doubles and function pointers leave no spare bits for the
    /// case, which is told apart by `form` and a tag byte after the payload).
    @inline(__always)
    static func storage(of state: UnsafeMutablePointer<LayoutNodeState>) -> Unmanaged<ContentStorage>? {
        guard state.pointee.content.form.hasOwnStorage else { return nil }
        let storage = (UnsafeRawPointer(state) + storageOffset).load(as: Unmanaged<ContentStorage>.self)
        assert(
            state.pointee.content.ownStorage === storage.takeUnretainedValue(),
            "BlueprintLayout: a node's content storage is not where LayoutNodeState.storage(of:) reads it")
        return storage
    }

    /// Where a state's content keeps its storage reference (see ``storage(of:)``). Computed where
    /// it is read, which the compiler folds to a constant: a stored `static let` was checked for its
    /// initialization (`swift_once`) on every read, twice a node.
    private static var storageOffset: Int {
        @inline(__always) get {
            MemoryLayout<LayoutNodeState>.offset(of: \.content)! + MemoryLayout<ElementContent>.offset(of: \.payload)!
        }
    }

    /// Whether retiring the state only marks it (see ``retireLeaf()``): a leaf of intrinsic size
    /// without traits, key or layout record, most of a tree's nodes, holds no reference to release.
    /// Read in place.
    @inline(__always)
    static func retiresAsLeaf(_ state: UnsafeMutablePointer<LayoutNodeState>) -> Bool {
        state.pointee.content.form.isIntrinsic && state.pointee.traits.isEmpty && state.pointee.key == nil
            && state.pointee.record == nil && state.pointee.firstChild == nil
    }

    /// ``retire()`` for a state of which ``retiresAsLeaf(_:)`` holds: nothing to release, so it is
    /// only marked (its environment, held without a count, is forgotten as `retire()` does).
    @inline(__always)
    mutating func retireLeaf() {
        keptEnvironment = .empty
        traitsPending = true
        isLive = false
    }

    /// Empties the state of a retired node (see ``LayoutNode/retire()``): no content storage,
    /// environment, traits, key, record or children of its own, nothing that holds a reference, so
    /// the pass may leave it without destroying it. The element already moved into the node's
    /// result (an ``EmptyElementPlaceholder`` is left). The measurements stay, with the context:
    /// they hold no reference.
    mutating func retire() {
        // Most nodes are leaves without traits or keys: what is already empty is not released.
        if !content.form.isIntrinsic { content = ElementContent(intrinsicSize: .zero) }
        keptEnvironment = .empty
        if !traits.isEmpty { traits = .empty }
        if key != nil { key = nil }
        record = nil
        firstChild = nil
        // Reading the traits of a retired node takes the slow path, which traps. (A state whose
        // memory was given back reads false here: subelements check `isLive` before any read.)
        traitsPending = true
        isLive = false
    }
}

import Foundation

/// The engine's node for one element in one measurement or layout pass.
///
/// A node holds what a parent layout reads through ``LayoutSubelement`` (content, traits,
/// environment), the element's measurement cache, the layout's associated cache, the child nodes
/// (made once, on first use) and the placement the parent's layout chose.
///
/// `LayoutNode` is a handle: the state lives in its pass's ``LayoutContext``, which allocates it
/// in chunks and destroys all of it when the pass ends. Handles are plain pointers, so passing
/// nodes around costs no reference counting, and releasing a tree of any depth never recurses.
struct LayoutNode {
    let state: UnsafeMutablePointer<LayoutNodeState>

    /// The node whose state is at `state`.
    init(state: UnsafeMutablePointer<LayoutNodeState>) {
        self.state = state
    }

    /// A root node. A proxy's content is read through here (a trait carrier's stays: at the root it
    /// passes through).
    init(root element: Element, content: ElementContent, environment: Environment, context: LayoutContext) {
        state = context.allocateNodes(1)
        state.initialize(
            to: LayoutNodeState(
                element: element, content: content.resolved, environment: context.keep(environment), traits: .empty,
                key: nil, context: context))
    }

    /// A child node; traits attached with ``Element/layoutTrait(key:value:)`` and a proxy's content
    /// not read yet are unwrapped here.
    init(child: Element, traits: LayoutTraits, key: ChildKey?, environment: Environment, context: LayoutContext) {
        self.init(
            state: context.allocateNodes(1), child: child, traits: traits, key: key,
            environment: context.keep(environment), context: context)
    }

    /// A child node whose state goes in `state`, uninitialized memory from the context. The
    /// element, traits and key move into the state (a child list hands over copies of its own).
    init(
        state: UnsafeMutablePointer<LayoutNodeState>,
        child: consuming Element,
        traits: consuming LayoutTraits,
        key: consuming ChildKey?,
        environment: KeptEnvironment,
        context: borrowing LayoutContext
    ) {
        self.state = state
        if _slowPath(context.session != nil), context.session.unsafelyUnwrapped.makesNodes {
            // A layout session makes the node, reusing what it may (see `SessionPass`).
            context.session.unsafelyUnwrapped.makeNode(
                state, child: child, traits: traits, key: key, environment: environment, context: context)
            return
        }
        let content = child.content
        guard content.needsUnwrapping else {
            // The common case, kept apart: the element goes into the state without another copy.
            state.initialize(
                to: LayoutNodeState(
                    element: child, content: content, environment: environment, traits: traits, key: key,
                    context: context))
            return
        }
        Self.initializeUnwrapping(
            state, element: child, content: content, traits: traits, key: key, environment: environment,
            context: context)
    }

    /// A child node as ``init(state:child:traits:key:environment:context:)`` makes it outside a
    /// layout session, whose content is `content`, read already (by a stack that looked for
    /// leaves: see `StackLayout+Leaves.swift`). Its steps are that initializer's, written out
    /// again: with either one calling the other, or both a shared function, the compiler inlined
    /// less where nodes are made (`deep` +5.8% instructions).
    init(
        state: UnsafeMutablePointer<LayoutNodeState>,
        child: consuming Element,
        content: consuming ElementContent,
        traits: consuming LayoutTraits,
        key: consuming ChildKey?,
        environment: KeptEnvironment,
        context: borrowing LayoutContext
    ) {
        self.state = state
        guard content.needsUnwrapping else {
            state.initialize(
                to: LayoutNodeState(
                    element: child, content: content, environment: environment, traits: traits, key: key,
                    context: context))
            return
        }
        Self.initializeUnwrapping(
            state, element: child, content: content, traits: traits, key: key, environment: environment,
            context: context)
    }

    /// Initializes `state` for `element`, whose `content` attaches traits to another element or is
    /// a proxy's content not read yet: in a loop, the content of a chain of proxies is read
    /// through (the node stays the outermost proxy's) and a chain of trait carriers is unwrapped
    /// (the node is the wrapped element's, with the carriers' traits under `traits`), in any mix.
    /// Out of line: it keeps the common initializer small enough to be inlined where nodes are made.
    @inline(never)
    private static func initializeUnwrapping(
        _ state: UnsafeMutablePointer<LayoutNodeState>,
        element: Element,
        content: ElementContent,
        traits: LayoutTraits,
        key: ChildKey?,
        environment: KeptEnvironment,
        context: LayoutContext
    ) {
        let unwrapped = unwrap(element: element, content: content, traits: traits)
        state.initialize(
            to: LayoutNodeState(
                element: unwrapped.element, content: unwrapped.content, environment: environment,
                traits: unwrapped.traits, key: key, context: context))
    }

    /// What a node holds for `element` (whose content is `content`), added with `traits`: the
    /// content of a chain of proxies is read through (the element stays the outermost proxy) and a
    /// chain of trait carriers is unwrapped (the element is the wrapped one, with the carriers'
    /// traits under `traits`), in any mix, in a loop. `carrier` sees each carrier's own traits,
    /// outermost first (a layout session keeps them).
    static func unwrap(
        element: Element,
        content: ElementContent,
        traits: LayoutTraits,
        carrier: (LayoutTraits) -> Void = { _ in }
    ) -> (element: Element, content: ElementContent, traits: LayoutTraits) {
        var element = element
        var unwrapped = content
        var traits = traits
        while unwrapped.needsUnwrapping {
            if let traitCarrier = unwrapped.traitCarrier {
                carrier(traitCarrier.traits)
                traits = traitCarrier.traits.merging(traits)
                element = traitCarrier.wrapped
                unwrapped = element.content
            } else if let proxy = unwrapped.proxied {
                unwrapped = proxy.representation.content
            } else {
                break
            }
        }
        return (element, unwrapped, traits)
    }

    /// The nodes of `count` children, side by side, made on first use: `make` initializes the
    /// node of the child at an index in the state given, with the environment and context given
    /// (for content that keeps its children in a form of its own).
    @inline(__always)
    func childNodes(
        count: Int,
        _ make: (Int, UnsafeMutablePointer<LayoutNodeState>, KeptEnvironment, LayoutContext) -> Void
    ) -> ChildNodes {
        if let first = state.pointee.firstChild { return ChildNodes(first: first, count: count) }
        guard count > 0 else { return ChildNodes(first: nil, count: 0) }
        let environment = state.pointee.keptEnvironment
        // The context is the state's, borrowed for each child rather than retained (or borrowed
        // around the whole loop, which spilled its registers): it outlives the pass's nodes. Read
        // once: `withContext` would read it from the state for each child.
        let context = state.pointee.context
        let first = context._withUnsafeGuaranteedRef { $0.allocateNodes(count) }
        for index in 0..<count {
            context._withUnsafeGuaranteedRef { make(index, first + index, environment, $0) }
        }
        state.pointee.firstChild = first
        return ChildNodes(first: first, count: count)
    }

    /// Lets go of this node's `count` children once its layout has measured them, when the pass
    /// is too large for the thread to keep (``LayoutContext/releasesRetiredStates``), it is no
    /// session's, the children are at least ``ChildNodes/fewestToRelease``, and every one is a
    /// leaf of intrinsic size, as made (no size cache, record or children of its own, traits
    /// resolved): their states are destroyed, their memory zeroed (it reads as retired) and
    /// given back to the system, and the next request for the children makes them again from the
    /// content's list, as the first did. Only a layout that keeps no child's node past its
    /// measurement may ask (Row and Column: their cache holds the children's traits); not while
    /// this node places its children.
    ///
    /// A Column of Rows of leaves otherwise keeps every leaf's state from the Column's measurement
    /// of its first Row to the results of its last (120 bytes a leaf, more than three times the
    /// leaf's bytes in a fixture); made again when each Row is placed, the states of one Row are
    /// alive at a time. It costs making those states twice, in passes of more than 32 MiB of state.
    @inline(__always)
    func letGoOfLeafChildren(count: Int) {
        // The count first: most stacks are small, and it is at hand.
        guard _slowPath(count >= ChildNodes.fewestToRelease), withContext({ $0.releasesRetiredStates }),
            let first = state.pointee.firstChild
        else { return }
        Self.letGoOfLeafChildren(of: state, first: first, count: count)
    }

    @inline(never)
    private static func letGoOfLeafChildren(
        of parent: UnsafeMutablePointer<LayoutNodeState>, first: UnsafeMutablePointer<LayoutNodeState>, count: Int
    ) {
        let context = parent.pointee.context.takeUnretainedValue()
        guard context.session == nil, !context.isPlacing(first) else { return }
        // Read in place: a copy of a state would retain what it holds.
        for child in first..<(first + count) {
            guard child.pointee.isLive, child.pointee.content.form.isIntrinsic, !child.pointee.traitsPending,
                child.pointee.record == nil, child.pointee.sizeCache == nil, child.pointee.firstChild == nil
            else { return }
        }
        parent.pointee.firstChild = nil
        first.deinitialize(count: count)
        // Zeros, written without binding the memory to another type: a zero state reads as retired.
        _ = memset(UnsafeMutableRawPointer(first), 0, count * MemoryLayout<LayoutNodeState>.stride)
        context.releaseRetiredStates(from: first, to: first + count)
        context.leafChildrenLetGo += count
    }

    var element: Element { state.pointee.element }
    /// The element's type.
    var elementType: any Element.Type { dynamicType(of: state.pointee.element) }
    var content: ElementContent { state.pointee.content }
    var environment: Environment { state.pointee.keptEnvironment.environment }
    /// The node's layout traits: those it was added with, those attached to it, and those of the
    /// element it wraps when it lays out as that element (resolved when first read).
    var traits: LayoutTraits {
        if _slowPath(state.pointee.traitsPending) { resolveForwardedTraits() }
        return state.pointee.traits
    }

    /// The node's value for a trait key (as ``traits``\[key\] reads it), read where the node
    /// keeps its traits: a copy of the traits would retain their list, and release it, for every
    /// child a layout reads (two atomic operations each, a large share of a layout's time).
    @inline(__always)
    func trait<Key: LayoutTraitsKey>(_ key: Key.Type) -> Key.Value {
        if _slowPath(state.pointee.traitsPending) { resolveForwardedTraits() }
        let traits = UnsafeRawPointer(state) + MemoryLayout<LayoutNodeState>.offset(of: \.traits)!
        return LayoutTraits.value(key, inTraitsAt: traits.assumingMemoryBound(to: LayoutTraits.self))
    }

    /// The node's traits for a layout that keeps one traits value per child, read as
    /// ``trait(_:)`` reads them.
    @inline(__always)
    func traits<Layout: SingleTraitLayout>(forLayout layout: Layout.Type) -> Layout.Traits {
        trait(SingleTraitLayoutTraitsKey<Layout>.self)
    }

    /// Adds the traits attached below wrappers that lay out as their child (``Keyed``,
    /// ``Opacity``, spacing and anchor preferences, …), so that a trait reaches the parent whatever
    /// the order of the modifiers. Outer traits win over inner ones for the same key. Runs once,
    /// when a parent first reads the traits: it makes the child node that measuring would make
    /// anyway and takes its traits (which resolve the same way, one level down).
    @inline(never)
    private func resolveForwardedTraits() {
        checkNotRetired()
        state.pointee.traitsPending = false
        // The storage unretained (see `LayoutNodeState.storage(of:)`), as below.
        guard let storage = LayoutNodeState.storage(of: state),
            let child = storage._withUnsafeGuaranteedRef({ $0.traitForwardingNode(of: self) })
        else { return }
        // A chain of wrappers of any depth: each level continues on a fresh stack when needed (a
        // child with nothing to resolve needs no guard).
        let forwarded =
            child.state.pointee.traitsPending
            ? withContext { context in DeepRecursion.guarded(context) { child.traits } }
            : child.state.pointee.traits
        if !forwarded.isEmpty { state.pointee.traits = forwarded.merging(state.pointee.traits) }
    }

    var key: ChildKey? { state.pointee.key }

    /// The pass's context.
    var context: LayoutContext { state.pointee.context.takeUnretainedValue() }

    /// Runs `body` with the context, without retaining it.
    @inline(__always)
    func withContext<R>(_ body: (LayoutContext) -> R) -> R {
        state.pointee.context._withUnsafeGuaranteedRef(body)
    }

    /// The node's layout record, made on first use (see ``LayoutRecord``).
    @inline(__always)
    private var record: UnsafeMutablePointer<LayoutRecord> {
        if let record = state.pointee.record { return record }
        return makeRecord()
    }

    @inline(never)
    private func makeRecord() -> UnsafeMutablePointer<LayoutRecord> {
        let record = withContext { context in context.allocateRecord(for: state) }
        state.pointee.record = record
        return record
    }

    /// The layout's cache when it does not fit the cache slot, boxed by ``LayoutStorage``.
    var associatedCache: AnyObject? {
        get { state.pointee.record?.pointee.associatedCache }
        nonmutating set { record.pointee.associatedCache = newValue }
    }

    /// The subelements of a layout-backed content, made on first use.
    var subelements: LayoutSubelements? {
        get { state.pointee.record?.pointee.subelements }
        nonmutating set { record.pointee.subelements = newValue }
    }

    /// The child node of passthrough-like content (its only child node).
    var singleChild: LayoutNode? {
        get { state.pointee.firstChild.map(LayoutNode.init(state:)) }
        nonmutating set { state.pointee.firstChild = newValue?.state }
    }

    /// Records that the parent's layout, placing its children now, put the node in `placement`
    /// (nothing happens for a node whose parent is not placing; see
    /// ``LayoutContext/beginPlacing(_:count:)``).
    @inline(__always)
    func place(_ placement: LayoutSubelement.Placement) {
        withContext { $0.setPlacement(placement.frame, of: state) }
    }

    /// Places the node so that the point `anchor` of its frame lands on `position`, as
    /// ``LayoutSubelement/place(at:anchor:size:)`` does (for layouts that work on nodes).
    @inline(__always)
    func place(at position: CGPoint, anchor: UnitPoint = .topLeading, size: CGSize) {
        place(LayoutSubelement.Placement(position: position, anchor: anchor, size: size))
    }

    /// Display attributes the parent's layout set while it places its children (the defaults
    /// before, and for a node whose parent is not placing).
    var attributes: LayoutSubelement.Attributes {
        get { withContext { $0.attributes(of: state) } }
        nonmutating set { withContext { $0.setAttributes(newValue, of: state) } }
    }

    /// Releases what the node's layout kept for the pass (its cache and subelements) once the
    /// layout has placed the children: nothing measures or places the node again in the pass, so
    /// the memory can serve the children's results instead of waiting for the pass to end. A later
    /// request would make both anew, so this only ever costs time, never a wrong answer.
    @inline(__always)
    func releaseLayoutState() {
        // Most nodes (leaves) have no record: tested inline, released out of line.
        guard let record = state.pointee.record else { return }
        Self.releaseLayoutState(of: record)
    }

    @inline(never)
    private static func releaseLayoutState(of record: UnsafeMutablePointer<LayoutRecord>) {
        LayoutRecord.destroySlotCache(of: record)
        record.pointee.associatedCache = nil
        record.pointee.subelements = nil
        record.pointee.leafSizes = nil
    }

    /// Runs `body` with the cache in the slot, made by `makeCache` on first use. The cache must fit
    /// (see ``CacheSlot/fits(_:)``), and only this node's content may use the slot.
    @inline(__always)
    func withCacheSlot<Cache, R>(
        of type: Cache.Type, makeCache: () -> Cache, _ body: (UnsafeMutablePointer<Cache>) -> R
    ) -> R {
        let record = self.record
        return LayoutRecord.withCacheSlot(of: record) { slot in
            if !record.pointee.cacheSlotInitialized {
                slot.initializeMemory(as: Cache.self, to: makeCache())
                record.pointee.cacheSlotInitialized = true
            }
            return body(slot.assumingMemoryBound(to: Cache.self))
        }
    }

    /// Destroys the cache of type `type` that ``withCacheSlot(of:makeCache:_:)`` made, if it did.
    func destroyCacheSlot<Cache>(of type: Cache.Type) {
        guard let record = state.pointee.record, record.pointee.cacheSlotInitialized else { return }
        LayoutRecord.withCacheSlot(of: record) { slot in
            _ = slot.assumingMemoryBound(to: Cache.self).deinitialize(count: 1)
        }
        record.pointee.cacheSlotInitialized = false
    }

    /// The cached size for `proposal`, measuring on a miss. A leaf of intrinsic size has one size
    /// whatever the proposal: it is read, not cached (it counts as a measurement).
    @inline(__always)
    func measure(_ proposal: SizeConstraint) -> CGSize {
        guard !state.pointee.content.form.isIntrinsic else {
            // A retired node's content is of intrinsic size too: it is checked here.
            checkNotRetired()
            withContext { context in context.measurements += 1 }
            // Matched in place: a question asked of the content would copy it first.
            guard case .size(let size) = state.pointee.content.payload else { return .zero }
            return NumericBoundary.measured(size)
        }
        return measureCached(proposal)
    }

    /// ``measure(_:)`` for content with storage, out of line.
    @inline(never)
    private func measureCached(_ proposal: SizeConstraint) -> CGSize {
        let cache = sizeCache
        let cached = withContext { context -> CGSize? in
            guard let size = cache.pointee.lookup(proposal, options: context.options, spill: &context.sizeCacheSpill)
            else { return nil }
            context.cacheHits += 1
            return size
        }
        if let cached { return cached }
        let size = measureUncached(proposal)
        withContext { context in cache.pointee.insert(proposal, size, spill: &context.sizeCacheSpill) }
        return size
    }

    /// The node's size cache, made on first use (see ``LayoutNodeState/sizeCache``).
    private var sizeCache: UnsafeMutablePointer<SizeCache> {
        @inline(__always) get {
            if let cache = state.pointee.sizeCache { return cache }
            return makeSizeCache()
        }
    }

    @inline(never)
    private func makeSizeCache() -> UnsafeMutablePointer<SizeCache> {
        let cache = withContext { context in context.allocateSizeCache() }
        state.pointee.sizeCache = cache
        return cache
    }

    /// Gives the node the measurements of `cache` (a layout session's, kept for a child while the
    /// child had no node), as if it had made them.
    func adoptSizeCache(_ cache: SizeCache) {
        sizeCache.pointee = cache
    }

    /// Measures the content without consulting this node's cache.
    @inline(__always)
    func measureUncached(_ proposal: SizeConstraint) -> CGSize {
        let size = withContext { context in
            context.measurements += 1
            // The payload is matched in place: a question asked of the content would copy it first.
            switch state.pointee.content.payload {
            case .storage:
                let storage = LayoutNodeState.storage(of: state).unsafelyUnwrapped
                return DeepRecursion.guarded(context) {
                    storage._withUnsafeGuaranteedRef { $0.sizeThatFits(proposal, node: self) }
                }
            case .measure(let measure):
                // A leaf measured by a closure is measured without a storage object.
                return DeepRecursion.guarded(context) { measure(proposal) }
            case .measureInEnvironment(let measure):
                return DeepRecursion.guarded(context) { measure(proposal, environment) }
            case .size(let size):
                // A retired node's content is of intrinsic size: it is checked here, off the layouts' path.
                checkNotRetired()
                return size
            }
        }
        return NumericBoundary.measured(size)
    }

    /// Lays out the content's children in a frame of `size`.
    func placeChildren(in size: CGSize) -> [LayoutResultNode] {
        guard let storage = LayoutNodeState.storage(of: state) else { return [] }
        return withContext { context in
            DeepRecursion.guarded(context) {
                storage._withUnsafeGuaranteedRef { $0.placeChildren(in: size, node: self) }
            }
        }
    }

    /// Starts placing an anchor-preference reader's children: from here until
    /// ``leaveAnchorSpace()``, results track their origin in the outermost reader's space, so that
    /// the anchors gathered by readers one inside the other share one space.
    ///
    /// - Returns: This node's origin in that space (zero for the outermost reader).
    func enterAnchorSpace() -> CGPoint {
        withContext { context in
            if context.anchorReaders == 0 { context.anchorOrigin = .zero }
            context.anchorReaders += 1
            return context.anchorOrigin
        }
    }

    /// Ends what ``enterAnchorSpace()`` started.
    func leaveAnchorSpace() {
        withContext { context in context.anchorReaders -= 1 }
    }

    /// Makes this node's result report `element` instead of the node's element, when both have the
    /// same type: a copy that carries what placing its children found (an anchor-preference
    /// reader's gathered value). Content can be another element's (a proxy returning a reader's
    /// content): then the node's own element stays.
    func reportElement(_ element: Element) {
        guard type(of: element) == elementType else { return }
        state.pointee.element = element
    }

    /// The single child node for passthrough-like content, made on first use, in `environment`
    /// (by default this node's).
    func passthroughChild(_ child: Element, environment: Environment? = nil) -> LayoutNode {
        if let singleChild { return singleChild }
        let context = self.context
        let node = LayoutNode(
            state: context.allocateNodes(1), child: child, traits: .empty, key: nil,
            environment: environment.map(context.keep) ?? state.pointee.keptEnvironment, context: context)
        singleChild = node
        return node
    }

    /// The element's spacing preferences. Wrappers ask their child, so the walk is guarded like
    /// measuring: a chain of any depth continues on a fresh stack.
    var spacing: ElementSpacing {
        guard let storage = LayoutNodeState.storage(of: state) else {
            checkNotRetired()
            return .zero
        }
        return withContext { context in
            DeepRecursion.guarded(context) { storage._withUnsafeGuaranteedRef { $0.spacing(node: self) } }
        }
    }

    /// The result node of this node filling a frame of `size`, as the only child of its parent.
    func resultFilling(_ size: CGSize) -> LayoutResultNode {
        let identifier = ElementIdentifier(type: elementType, key: nil, count: 1)
        return result(frame: CGRect(origin: .zero, size: size), attributes: .init(), identifier: identifier)
    }

    /// The single result node of a passthrough child filling a frame of `size`.
    func passthroughResult(in size: CGSize) -> [LayoutResultNode] {
        [resultFilling(size)]
    }

    /// The result node of this node's element placed in `frame` with the parent's attributes.
    // Inlined where results are made: out of line, it costs a retain and a release per child.
    @inline(__always)
    func result(frame: CGRect, attributes: LayoutSubelement.Attributes, identifier: consuming ElementIdentifier)
        -> LayoutResultNode
    {
        var children: [LayoutResultNode] = []
        var boxed = false
        // A leaf (of intrinsic size or measured by a closure) has no children: no result is made
        // inside this one, so the depth and the anchor space need no update.
        if state.pointee.content.form.hasOwnStorage {
            let depth = withContext { context in
                context.resultDepth += 1
                // Inside an anchor-preference reader, results track their origin in its space.
                if context.anchorReaders != 0 { context.enterAnchorResult(at: frame.origin) }
                return context.resultDepth
            }
            children = placeChildren(in: frame.size)
            // Deep in a tree, every sixteenth level boxes its children (see `LayoutResultNode`).
            boxed = withContext { context in
                context.resultDepth -= 1
                if context.anchorReaders != 0 { context.leaveAnchorResult() }
                return depth & 15 == 0 && context.isDeep
            }
        }
        // Retired first: made before, the result was copied across the call and then destroyed.
        // (Retiring leaves the element, which moves into the result next.)
        retire()
        // Moved straight from the state into the result, a placeholder left in its place: an
        // exchange moved it twice more (each an outlined call for an existential).
        let field = LayoutNodeState.element(of: state)
        let result = LayoutResultNode(
            movingElementFrom: field,
            identifierOfItsType: identifier,
            frame: frame,
            attributes: attributes,
            children: children,
            boxed: boxed
        )
        field.initialize(to: EmptyElementPlaceholder())
        return result
    }

    /// Empties the state of a node whose result is made: its subtree is placed, and nothing in the
    /// pass measures or reads it again (a placement of it would be ignored, as for any node its
    /// parent is not placing). Its element moved into the result; what else it holds (its content,
    /// environment, the layout's cache and subelements) is released now, while it is likely still
    /// in the processor's caches, instead of when the pass ends, when a large tree has long pushed
    /// it out (`cards` at 40,000 nodes: a third of the pass's simulated last-level cache misses
    /// were in that final walk). The memory stays the pass's (a large pass may give its pages back
    /// to the system, after which they read as zeros, which read as retired), so a subelement kept
    /// past this point stays safe to use: measuring or reading it traps (see
    /// ``checkNotRetired()``), placing it changes nothing.
    ///
    /// A plain leaf, most nodes, holds nothing to release: it is only marked, inline. Any other node
    /// is emptied out of line (inlined into the loops that make children's results, that cost a
    /// retain and a release per child there).
    @inline(__always)
    private func retire() {
        assert(state.pointee.isLive, "BlueprintLayout: a node's result was made twice")
        if LayoutNodeState.retiresAsLeaf(state) {
            state.pointee.retireLeaf()
        } else {
            Self.releaseAndRetire(state)
        }
        withContext { $0.retiredStates += 1 }
    }

    @inline(never)
    private static func releaseAndRetire(_ state: UnsafeMutablePointer<LayoutNodeState>) {
        // Done after placing for a layout with children (`ChildNodes.results(in:of:placing:)`);
        // this covers a cache made while measuring a layout that had nothing to place.
        LayoutNode(state: state).releaseLayoutState()
        state.pointee.retire()
    }

    /// Whether the node's result is made (see ``retire()``).
    var isRetired: Bool { !state.pointee.isLive }

    /// Stops the program when the node is retired: a subelement was kept past its subtree's
    /// placement (by another element's layout, say) and used.
    @inline(__always)
    func checkNotRetired() {
        if _slowPath(!state.pointee.isLive) { Self.retiredNodeUsed() }
    }

    @inline(never)
    private static func retiredNodeUsed() -> Never {
        preconditionFailure(
            "a LayoutSubelement was used after its element was laid out: subelements are valid only while "
                + "their layout, or another layout of the same pass, measures and places them, until the "
                + "element's own frame and its children's are made")
    }
}

/// The element's dynamic type, read from the existential without the runtime's general
/// dynamic-type lookup (about fifty instructions a node), which only class instances need: a
/// subclass instance may be stored as its superclass.
@inline(__always)
func dynamicType(of element: Element) -> any Element.Type {
    func concreteType<Concrete: Element>(_ element: Concrete) -> any Element.Type {
        // The first word of type metadata is its kind: small non-zero values (0x200 a struct,
        // 0x201 an enum, ...) are value types; a class's is 0 or an isa pointer.
        let kind = unsafeBitCast(Concrete.self as Any.Type, to: UnsafePointer<UInt>.self).pointee
        if kind != 0 && kind <= 0x7FF { return Concrete.self }
        return type(of: element)
    }
    return concreteType(element)
}

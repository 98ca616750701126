import Foundation

/// One pass of a ``LayoutSession``: makes the engine's nodes, matching each with the session's
/// node at its path, and records the environment reads of the content running now.
final class SessionPass: EnvironmentReadTracker {
    let number: UInt64
    let rules: LayoutSession.Rules
    @exclusivity(unchecked) var statistics = LayoutSession.Statistics()
    /// Result nodes made in this pass without an engine node (see ``IncrementalStack``).
    @exclusivity(unchecked) var resultsWithoutNode = 0
    /// Of those, the results moved from a stack's records (see ``StackRecords``).
    @exclusivity(unchecked) var resultsFromRecords = 0
    /// How many stacks made their results in the place of the previous ones (see
    /// ``IncrementalStack``).
    @exclusivity(unchecked) var stacksPlacedInPlace = 0
    /// How many nodes ran detached (see ``SessionNode/detached``).
    @exclusivity(unchecked) var detachedNodes = 0
    /// Of those, the children a stack laid out apart from their session nodes (see
    /// ``IncrementalStack``).
    @exclusivity(unchecked) var childrenLaidOutApart = 0
    /// How many children were claimed as new by what a stack's records told (see
    /// ``SessionNode/claimNewChild(type:key:pass:)``).
    @exclusivity(unchecked) var newChildrenFromRecords = 0
    /// How many children a stack claimed from its records out of order (rows moved).
    @exclusivity(unchecked) var movedChildrenFromRecords = 0
    @exclusivity(unchecked) var newKeysOutsideRange = 0
    /// The session nodes whose content is running, innermost last (the root holder first).
    @exclusivity(unchecked) private var running: [SessionNode]
    /// Every node claimed in this pass, parents before their children.
    @exclusivity(unchecked) private var claimed: [SessionNode] = []
    /// The pass's structural comparison of elements made anew (see ``structuralLevel(_:_:as:)``),
    /// which holds the table of what each element type met says of its comparability: the
    /// session's, kept across passes (the session takes it back when the pass ends).
    @exclusivity(unchecked) private var comparison: StructuralComparison

    /// The table of element types, held by ``comparison``.
    var types: ElementTypeTable {
        _read { yield comparison.types }
        _modify { yield &comparison.types }
    }

    init(number: UInt64, root: SessionNode, rules: LayoutSession.Rules, types: ElementTypeTable) {
        self.number = number
        self.rules = rules
        comparison = StructuralComparison(
            types: types, listLength: rules.detachedListMinimum, comparesLayouts: rules.structuralComparisonReadsLayouts
        )
        running = [root]
        root.childTable = nil
        root.startMatching()
    }

    /// Runs `body` with `node` as the node whose content runs (its children and reads are its).
    @inline(__always)
    func running<Result>(_ node: SessionNode, _ body: () -> Result) -> Result {
        running.append(node)
        defer { running.removeLast() }
        return body()
    }

    /// Result nodes made or reused so far in the pass.
    func resultNodeCount(_ node: LayoutNode) -> Int {
        node.withContext { $0.retiredStates } + resultsWithoutNode + statistics.resultNodesReused
    }

    func recordRead<Key: EnvironmentKey>(_ key: Key.Type, value: Key.Value) {
        if apartDepth > 0 {
            apartReads.add(EnvironmentRead(key, value: value))
            return
        }
        guard running.count > 1 else { return }
        running[running.count - 1].recordRead(EnvironmentRead(key, value: value))
    }

    /// Runs `body`, which lays out a child of the node whose content runs apart from the child's
    /// session node (see ``IncrementalStack``): as a fresh layout does, with no session node made
    /// below it (as below a node laid out detached). The values it reads are kept for
    /// ``takeApartReads()``.
    @inline(__always)
    func runningApart<Result>(_ body: () -> Result) -> Result {
        apartDepth += 1
        defer { apartDepth -= 1 }
        return body()
    }

    /// The values read by the children laid out apart since the last call (none, usually), which
    /// become the running node's own reads too.
    @inline(__always)
    func takeApartReads() -> [EnvironmentRead] {
        guard !apartReads.isEmpty else { return [] }
        return takeApartReadsOutOfLine()
    }

    @inline(never)
    private func takeApartReadsOutOfLine() -> [EnvironmentRead] {
        let reads = exchange(&apartReads, with: [])
        for read in reads { running[running.count - 1].recordRead(read) }
        return reads
    }

    /// How many children laid out apart are running (see ``runningApart(_:)``).
    @exclusivity(unchecked) private var apartDepth = 0
    /// The values they read, not taken yet.
    @exclusivity(unchecked) private var apartReads: [EnvironmentRead] = []

    /// Whether the pass makes the engine's nodes of the children of the content running now:
    /// not below a node laid out detached (see ``SessionNode/detached``), nor inside a child laid
    /// out apart (see ``runningApart(_:)``), whose subtree the engine lays out as a fresh layout
    /// does.
    @inline(__always)
    var makesNodes: Bool { apartDepth == 0 && !running[running.count - 1].detached }

    /// Initializes `state` for `child` (a child of the node whose content runs, or the root).
    func makeNode(
        _ state: UnsafeMutablePointer<LayoutNodeState>,
        child: Element,
        traits: LayoutTraits,
        key: ChildKey?,
        environment: KeptEnvironment,
        context: LayoutContext,
        isRoot: Bool = false
    ) {
        let claim = claimNode(child: child, key: key, environment: environment, isRoot: isRoot)
        initializeNode(
            state, claim: claim, child: child, traits: traits, key: key, environment: environment, context: context,
            isRoot: isRoot)
    }

    /// A child's session node, claimed and begun for this pass: the node, what it may reuse and
    /// whether `child` is the very value it holds.
    struct Claim {
        let node: SessionNode
        let reuse: ElementEquivalence.Level?
        let same: Bool

        /// Whether the engine's node may answer from the record without the element's content:
        /// the same or an equal value, whose content has storage, holding the element it held
        /// (see ``SessionPass/initializeNode(_:claim:child:traits:key:environment:context:isRoot:)``),
        /// with its forwarded traits known.
        var replaysWithoutContent: Bool {
            reuse == .equal && node.hasStorage && (!node.hasUnwrapped || same)
                && (!node.forwardsTraits || node.forwardedTraits != nil)
        }
    }

    /// Claims the session node of `child`, a child of the node whose content runs (or the root),
    /// and begins its part of the pass. `isNew` says that no previous child of the parent has the
    /// child's type and key (see ``SessionNode/claimNewChild(type:key:pass:)``). `knownDifferent`,
    /// when given, is a node whose element `child` was found not to lay out alike (by
    /// ``laysOutAlike(_:_:)``): claimed, it is not compared again.
    @inline(__always)
    func claimNode(
        child: Element, key: ChildKey?, environment: KeptEnvironment, isRoot: Bool, isNew: Bool = false,
        knownDifferent: ObjectIdentifier? = nil
    ) -> Claim {
        let parent = running[running.count - 1]
        let type = ObjectIdentifier(dynamicType(of: child))
        let node =
            isNew
            ? parent.claimNewChild(type: type, key: key, pass: number)
            : parent.claimChild(type: type, key: key, pass: number)
        claimed.append(node)
        let same = node.hasElement && ElementEquivalence.identical(child, storedIn: &node.element)
        // The same value keeps its comparability.
        let kind = same ? nil : types.comparability(of: child)
        let reuse =
            node.hasElement && (same || ObjectIdentifier(node) != knownDifferent)
            ? reusability(of: node, for: child, kind: kind, environment: environment) : nil
        node.begin(reuse: reuse, element: child, same: same)
        if let kind { node.selfComparable = ElementEquivalence.isComparable(child, as: kind) }
        node.isRoot = isRoot
        node.currentPass = self
        return Claim(node: node, reuse: reuse, same: same)
    }

    /// The previous pass's child next in order of the node whose content runs, claimed without
    /// beginning its part of the pass, when `child` is the very value it holds and the record may
    /// answer every request without the content: a pure subtree that read nothing from the
    /// environment, whose content has storage and forwards no traits it does not know. `nil`
    /// otherwise, with nothing claimed.
    ///
    /// Such a node stays as the previous pass ended it: the caller answers from its trace, and
    /// hands it to ``beginUnchanged(_:child:cursor:)`` before anything else may use it. A trace
    /// it does not use to the end keeps its last events: they answer the requests that followed
    /// the same ones for the same value and values read, so a later pass may still replay them.
    @inline(__always)
    func claimUnchanged(child: Element, key: ChildKey?) -> SessionNode? {
        let parent = running[running.count - 1]
        guard
            let candidate = parent.nextInOrder(type: ObjectIdentifier(dynamicType(of: child)), key: key, pass: number),
            candidate.pure, candidate.hasStorage, !candidate.hasUnwrapped, !candidate.forwardsTraits,
            candidate.subtreeReads.isEmpty, ElementEquivalence.identical(child, storedIn: &candidate.element)
        else { return nil }
        return parent.claimInOrder(candidate, pass: number)
    }

    /// Begins the part of the pass of `node`, claimed by ``claimUnchanged(child:key:)`` for
    /// `child`, with the first `cursor` events of its trace replayed.
    func beginUnchanged(_ node: SessionNode, child: Element, cursor: Int) -> Claim {
        claimed.append(node)
        node.begin(reuse: .equal, element: child, same: true)
        node.isRoot = false
        node.currentPass = self
        node.cursor = cursor
        return Claim(node: node, reuse: .equal, same: true)
    }

    /// The traits of the engine's node for a claimed node whose record is reused with its element
    /// (``Claim/replaysWithoutContent``): `traits` under the kept carriers' and forwarded traits.
    @inline(__always)
    static func reusedTraits(of node: SessionNode, _ traits: LayoutTraits) -> LayoutTraits {
        // Most elements are not carried and forward nothing (content that does not forward traits
        // has none forwarded): their traits are the ones they were added with.
        guard node.hasUnwrapped || node.forwardsTraits else { return traits }
        var nodeTraits = traits
        addCarrierTraits(of: node, to: &nodeTraits)
        guard let forwarded = node.forwardedTraits, !forwarded.isEmpty else { return nodeTraits }
        return forwarded.merging(nodeTraits)
    }

    /// Puts `traits` under the traits of the carriers the record keeps, outermost first.
    @inline(__always)
    static func addCarrierTraits(of node: SessionNode, to traits: inout LayoutTraits) {
        guard node.hasUnwrapped, let kept = node.unwrapped else { return }
        for carrier in kept.carrierTraits { traits = carrier.merging(traits) }
    }

    /// The element of the engine's node for a claimed node whose record is reused with its
    /// element (``Claim/replaysWithoutContent``).
    @inline(__always)
    static func reusedElement(of node: SessionNode) -> Element {
        if node.hasUnwrapped, let kept = node.unwrapped { return kept.element }
        return node.element
    }

    /// Initializes `state` for `child`, whose session node is claimed.
    @inline(__always)
    func initializeNode(
        _ state: UnsafeMutablePointer<LayoutNodeState>,
        claim: Claim,
        child: Element,
        traits: LayoutTraits,
        key: ChildKey?,
        environment: KeptEnvironment,
        context: LayoutContext,
        isRoot: Bool
    ) {
        let node = claim.node
        if let reuse = claim.reuse, node.hasStorage {
            // Reused: the content is made only if a request leaves the trace.
            var nodeTraits = traits
            let nodeElement: Element
            if reuse == .equal, !node.hasUnwrapped || claim.same {
                // The element as the record holds it (`child`, or the one its carriers wrap).
                Self.addCarrierTraits(of: node, to: &nodeTraits)
                nodeElement = node.hasUnwrapped ? Self.reusedElement(of: node) : child
            } else {
                let (element, content, unwrappedTraits, carrierTraits) = unwrap(child, traits: traits, isRoot: isRoot)
                nodeTraits = unwrappedTraits
                node.inner = storage(content.storage, of: node)
                node.keepUnwrapped(element, carrierTraits: carrierTraits)
                nodeElement = element
            }
            state.initialize(
                to: LayoutNodeState(
                    element: nodeElement, content: ElementContent(storage: node), environment: environment,
                    traits: nodeTraits, key: key, context: context))
            if let forwarded = node.forwardedTraits {
                if !forwarded.isEmpty { state.pointee.traits = forwarded.merging(state.pointee.traits) }
                state.pointee.traitsPending = false
            }
            return
        }
        let (element, unwrappedContent, unwrappedTraits, carrierTraits) = unwrap(child, traits: traits, isRoot: isRoot)
        node.keepUnwrapped(element, carrierTraits: carrierTraits)
        var content = unwrappedContent
        // Read once: a leaf measured by a closure makes its storage object at each read.
        let contentStorage = content.storage
        node.hasStorage = contentStorage != nil
        if let storage = contentStorage {
            // Most traces hold a measurement and a placement: room for both at once, rather than
            // an array grown (allocated again) on the second event.
            if node.trace.capacity == 0 { node.trace.reserveCapacity(2) }
            node.contentForwardsTraits = content.forwardsTraits
            node.inner = self.storage(storage, of: node)
            content = ElementContent(storage: node)
        }
        state.initialize(
            to: LayoutNodeState(
                element: element, content: content, environment: environment, traits: unwrappedTraits, key: key,
                context: context))
    }

    /// The content storage a session node runs for its element's `storage`: a row's or column's
    /// laid out incrementally (see ``IncrementalStack``) when the rules allow, else `storage`. Made
    /// because the element changed, or (by ``SessionNode``'s `content`) because an unchanged
    /// element that keeps records of its children is asked something new.
    func storage(_ storage: ContentStorage?, of node: SessionNode) -> ContentStorage? {
        guard let storage, rules.incrementalStacks, !node.children.isEmpty else { return storage }
        return IncrementalStack.storage(wrapping: storage, of: node, pass: self)
    }

    /// What `node` may reuse for `child` in `environment`: `nil` when nothing. `kind` is what the
    /// child's type says of its comparability, `nil` when the child is the node's element itself.
    private func reusability(
        of node: SessionNode, for child: Element, kind: ElementEquivalence.Comparability?, environment: KeptEnvironment
    ) -> ElementEquivalence.Level? {
        guard node.pure else { return nil }
        if rules.checksEnvironmentReads, !node.subtreeReads.isEmpty,
            !SessionNode.unchanged(node.subtreeReads, in: environment.environment)
        {
            return nil
        }
        // A pure subtree's root is comparable: the same value is equal.
        guard let kind else { return .equal }
        // A catalog container made anew is compared field by field.
        let level =
            kind.structural != nil && rules.comparesStructurally
            ? structuralLevel(child, node.element, as: kind) : ElementEquivalence.level(child, node.element, as: kind)
        return level == .different ? nil : level
    }

    /// Whether `new`, a child made anew, lays out as `old` does, the element of a pure subtree's
    /// record: `==` for an `Equatable` type, field by field for a catalog container (see
    /// ``StructuralComparison``), as the rules allow.
    func laysOutAlike(_ new: Element, _ old: Element) -> Bool {
        guard rules.comparesStructurally,
            ObjectIdentifier(dynamicType(of: new)) == ObjectIdentifier(dynamicType(of: old))
        else { return false }
        let kind = types.comparability(of: new)
        if let equality = kind.equality { return equality(new, old) }
        guard kind.structural != nil else { return false }
        return structuralLevel(new, old, as: kind) == .equal
    }

    /// Whether `element`'s type is a ``ComparableElement``, so that another value may be equivalent
    /// to it where it does not lay out alike (see ``laysOutAlike(_:_:)``).
    func mayBeEquivalent(_ element: Element) -> Bool { types.comparability(of: element).isComparableElement }

    /// How alike `new` lays out to `old`, compared by `kind`'s structural comparison: the pass's
    /// one comparison, which holds the table of types (so that adds to it copy nothing, and a
    /// comparison per element made anew costs no table moved in and out of it). Nothing it runs
    /// reads the pass.
    private func structuralLevel(
        _ new: Element, _ old: Element, as kind: ElementEquivalence.Comparability
    ) -> ElementEquivalence.Level {
        ElementEquivalence.level(new, old, as: kind, comparison: &comparison)
    }

    /// ``unwrap(_:traits:)`` for a child, ``root(_:)`` for the root.
    @inline(__always)
    private func unwrap(_ element: Element, traits: LayoutTraits, isRoot: Bool) -> (
        element: Element, content: ElementContent, traits: LayoutTraits, carrierTraits: [LayoutTraits]
    ) {
        if isRoot { return Self.root(element) }
        return Self.unwrap(element, traits: traits)
    }

    /// The element a child node holds, its content and traits: trait carriers unwrapped and
    /// proxies' content read through, as the engine does.
    static func unwrap(_ element: Element, traits: LayoutTraits) -> (
        element: Element, content: ElementContent, traits: LayoutTraits, carrierTraits: [LayoutTraits]
    ) {
        var carrierTraits: [LayoutTraits] = []
        // Taken apart, the tuple is moved; read field by field, it would be copied generically.
        let (unwrapped, content, unwrappedTraits) = LayoutNode.unwrap(
            element: element, content: element.content, traits: traits
        ) { carrierTraits.append($0) }
        return (unwrapped, content, unwrappedTraits, carrierTraits)
    }

    /// The root's element and content (a trait carrier stays: at the root it passes through).
    static func root(_ element: Element) -> (
        element: Element, content: ElementContent, traits: LayoutTraits, carrierTraits: [LayoutTraits]
    ) {
        (element, element.content.resolved, .empty, [])
    }

    /// The fewest children of a stack that keeps records of them (see `SessionNode.end`).
    var recordsMinimum: Int {
        rules.incrementalStacks && rules.stackRecords ? rules.incrementalStackThreshold : Int.max
    }

    /// Ends the pass: every claimed node, children first, keeps what the next pass may reuse.
    func finish(root: SessionNode) {
        let recordsMinimum = recordsMinimum
        let listMinimum = rules.detachedListMinimum
        for node in claimed.reversed() { node.end(recordsMinimum: recordsMinimum, listMinimum: listMinimum) }
        claimed = []
        root.keepMadeChildren()
        root.startMatching()
        running = []
    }
}

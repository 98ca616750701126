import Foundation

/// What a ``LayoutSession`` keeps for one element path between passes, and, while a pass runs,
/// the content of the engine's node for the element (see `SessionNode+Content.swift`).
///
/// A node remembers the element laid out at its path, the environment values that the element
/// and its subtree read, and the trace of the engine's requests to the element's content in the
/// last pass (measurements in order, then the placement) with their answers. When the next pass
/// finds an equivalent element at the path and the values read unchanged, it answers the same
/// requests in the same order from the trace.
///
/// A session is used by one thread at a time (its lock sees to it), and a node only by its
/// session: its fields are not checked for exclusive access at run time.
final class SessionNode: ContentStorage {
    // The fields are in an order that leaves no padding (a node is read from memory in every pass
    // that reaches it): words first, then each optional with flags in the bytes after its tag.
    // Data few nodes have is boxed (``unwrapped``, ``spacing``).

    /// The element's type and key: with the occurrence, the path component.
    let type: ObjectIdentifier
    let key: ChildKey?
    /// How many earlier siblings have the same type and key.
    let occurrence: Int
    /// The pass that last claimed the node (beside the path, which matching reads with it: a
    /// long list's rows are claimed reading little else).
    @exclusivity(unchecked) var pass: UInt64 = 0
    /// The element as its parent gave it (trait carriers included), when ``hasElement``. Not an
    /// optional: copying an optional existential costs the runtime's generic enum code.
    @exclusivity(unchecked) var element: Element = Empty()
    /// The engine's requests to the content, and the answers, in the last pass (at most
    /// ``traceLimit``). While a pass replays it, the requests answered so far are its first
    /// ``cursor`` events, which are this pass's too: the trace is changed only from where the
    /// pass's requests leave it.
    @exclusivity(unchecked) var trace: [SessionEvent] = []
    /// The child nodes, in the order they were made in the last pass.
    @exclusivity(unchecked) var children: [SessionNode] = []
    /// Environment values the content read (not its children).
    @exclusivity(unchecked) var ownReads: [EnvironmentRead] = []
    /// Environment values the content and its whole subtree read.
    @exclusivity(unchecked) var subtreeReads: [EnvironmentRead] = []
    /// When the element carries traits for another: the element the engine's node holds and the
    /// carriers' traits, outermost first (read only when ``hasUnwrapped``).
    @exclusivity(unchecked) var unwrapped: Unwrapped?
    /// The traits forwarded from the wrapped child, once a parent read them.
    @exclusivity(unchecked) var forwardedTraits: LayoutTraits?
    /// The spacing preferences, once a parent read them.
    @exclusivity(unchecked) var spacing: KeptSpacing?

    /// For a long row or column, what it keeps of each child (see ``StackRecords``).
    @exclusivity(unchecked) var stackRecords: StackRecords?

    // Per-pass state.
    /// The children made in this pass, in order, once they are not the first ``matchCursor`` of
    /// ``children``. While ``childrenInOrder``, they are, with at most one new child inserted
    /// among them (see ``insertedAt``), which this holds alone; otherwise it is empty.
    @exclusivity(unchecked) var nextChildren: [SessionNode] = []
    /// Where matching this pass's children with ``children`` goes on (see ``claimChild(type:key:pass:)``).
    @exclusivity(unchecked) var matchCursor = 0
    /// The matching table of the previous children, made when the children are not in order.
    @exclusivity(unchecked) var childTable: ChildTable?
    /// The pass running now, while the node's content is an engine node's.
    @exclusivity(unchecked) unowned(unsafe) var currentPass: SessionPass?

    /// The element's own content storage in this pass, made on first need from ``element``.
    @exclusivity(unchecked) var inner: ContentStorage?
    /// Whether a pass laid out ``element`` (not for a new node, nor the session's root).
    @exclusivity(unchecked) var hasElement = false
    /// Whether ``unwrapped`` is set (a flag, read without copying the optional).
    @exclusivity(unchecked) var hasUnwrapped = false
    /// Whether the node's content has storage (a leaf of intrinsic size has none).
    @exclusivity(unchecked) var hasStorage = false
    /// Whether the content lays out as its child, forwarding its traits (``forwardsTraits``).
    @exclusivity(unchecked) var contentForwardsTraits = false
    /// Whether the element is comparable (see ``ElementEquivalence/isComparable(_:as:)``).
    @exclusivity(unchecked) var selfComparable = false
    /// Whether every element of the subtree, as laid out in the last pass, is comparable (so its
    /// layout depends on nothing but the elements and the values read).
    @exclusivity(unchecked) var pure = false
    /// Whether the node is the root's (whose trait carriers are not unwrapped).
    @exclusivity(unchecked) var isRoot = false
    /// Whether the node or a node of its subtree is a list: a row or column that keeps
    /// ``StackRecords`` of ``LayoutSession/Rules/detachedListMinimum`` children or more (as the
    /// passes that ran the content found it; see ``detached``).
    @exclusivity(unchecked) var holdsList = false

    /// How many events of ``trace`` this pass has replayed; `nil` when the pass does not replay.
    @exclusivity(unchecked) var cursor: Int?
    /// Whether placements in the trace may be replayed (the element is the same value or equal).
    @exclusivity(unchecked) var replaysPlacement = false
    /// Whether the content ran for real in this pass (so its children are the ones made now).
    @exclusivity(unchecked) var ran = false
    /// Whether the pass kept the node's previous data (it reused or may reuse it).
    @exclusivity(unchecked) var reused = false
    /// Whether the content runs detached in this pass: the record was reused (an equivalent
    /// element, the values read unchanged) but asked something its trace does not answer, before
    /// any child was made, and its subtree holds no list (see ``holdsList``): a list's children
    /// keep records that answer the new requests, so that a later pass that changes one row
    /// finds the others. Its subtree is then laid out as a fresh layout does, with no
    /// session node below it (the engine makes its nodes itself: see ``SessionPass/makesNodes``),
    /// and the environment values the subtree reads are recorded as the node's own. The
    /// children's records stay as they were: each still answers truly for its element, the
    /// values it read and the requests it received, which is all a later pass asks of it, and
    /// the subtree's elements are equivalent to theirs (a pure subtree's root is equivalent only
    /// if its subtree is). So a change of width costs about a fresh layout below the long lists'
    /// rows, and a later pass that changes an element inside finds the children to match.
    @exclusivity(unchecked) var detached = false
    /// Whether the content read a value it had not read before in this pass.
    @exclusivity(unchecked) var readsAdded = false
    /// Whether every child made so far in this pass was the previous pass's child at its index.
    @exclusivity(unchecked) var childrenInOrder = true
    /// How many more children out of order this pass may find by walking the siblings before
    /// the matching table is made (see ``claimChildFromTable(type:key:pass:)``).
    @exclusivity(unchecked) var siblingWalksLeft = SessionNode.siblingWalks

    /// The hash of the type and key, for the parent's matching table (see ``ChildTable``);
    /// `nil` until first needed.
    @exclusivity(unchecked) var pathHash: Int?
    /// While ``childrenInOrder``: how many previous children were claimed in order before the new
    /// child inserted among them in this pass (held in ``nextChildren``), or -1 when none was
    /// (see ``claimByWalkInOrder(type:key:pass:)``).
    @exclusivity(unchecked) var insertedAt: Int32 = -1

    /// The most events a trace keeps (measurements beyond are answered by the content).
    static let traceLimit = 16

    // As the content of the engine's node for its element (see SessionNode+Content.swift, whose
    // extension cannot override).
    override var childCount: Int { contentChildCount }
    override var forwardsTraits: Bool { contentForwardsTraits }
    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        measureContent(proposal, node: node)
    }
    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        placeContentChildren(in: size, node: node)
    }
    override func traitForwardingNode(of node: LayoutNode) -> LayoutNode? { contentTraitForwardingNode(of: node) }
    override func spacing(node: LayoutNode) -> ElementSpacing { contentSpacing(node: node) }
    override func destroyCache(in node: LayoutNode) { destroyContentCache(in: node) }

    init(type: ObjectIdentifier, key: ChildKey?, occurrence: Int, pathHash: Int? = nil) {
        self.type = type
        self.key = key
        self.occurrence = occurrence
        self.pathHash = pathHash
    }

    deinit {
        // A tree of any depth goes without recursion: each node held only here is emptied first.
        var pending = children
        children = []
        pending.append(contentsOf: nextChildren)
        nextChildren = []
        while var node = pending.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            pending.append(contentsOf: node.children)
            node.children = []
            pending.append(contentsOf: node.nextChildren)
            node.nextChildren = []
        }
    }

    /// The bytes of a node's instance: the object header (16) and its stored properties, in
    /// declaration order, rounded up to the allocator's 16-byte granule.
    static let instanceBytes: Int = {
        typealias Fields = (
            ObjectIdentifier, ChildKey?, Int, UInt64, Element, [SessionEvent], [SessionNode], [EnvironmentRead],
            [EnvironmentRead], Unwrapped?, LayoutTraits?, KeptSpacing?, StackRecords?, [SessionNode], Int, ChildTable?,
            SessionPass?, ContentStorage?, Bool, Bool, Bool, Bool, Bool, Bool, Bool, Bool, Int?, Bool, Bool,
            Bool, Bool, Bool, Bool, UInt8, Int?, Int32
        )
        return (16 + MemoryLayout<Fields>.size + 15) / 16 * 16
    }()

    /// An element wrapped by trait carriers, as the engine's node holds it (boxed: few nodes have one).
    final class Unwrapped {
        let element: Element
        let carrierTraits: [LayoutTraits]

        init(element: Element, carrierTraits: [LayoutTraits]) {
            self.element = element
            self.carrierTraits = carrierTraits
        }
    }

    /// Spacing preferences read by a parent (boxed: few nodes have them).
    final class KeptSpacing {
        let value: ElementSpacing

        init(_ value: ElementSpacing) { self.value = value }
    }

    /// The child for an element of `type` and `key` made next in this pass: the previous pass's
    /// node at the same path, or a new one.
    ///
    /// The path of the `n`th sibling of a type and key made in a pass is that type and key with
    /// occurrence `n`, and it is matched with the previous child of that path. Children that come
    /// in the previous order are matched one by one without hashing; one that does not is found
    /// by walking the siblings (among few, or the first ``siblingWalks`` times), and after that
    /// in ``childTable``, made then. Matching goes on in order from each child found so. A child
    /// found in order after that is the one its path names when its occurrence is 0 or the
    /// previous child of its type and key (occurrence one less) was matched in this pass already,
    /// since this pass matches each type and key's occurrences from the first, in order (the
    /// claimed ones are the first `n`); otherwise a walk or the table decides.
    func claimChild(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> SessionNode {
        if let candidate = nextInOrder(type: type, key: key, pass: pass) { return claimInOrder(candidate, pass: pass) }
        return claimChildFromTable(type: type, key: key, pass: pass)
    }

    /// The previous child that the next child, of `type` and `key`, claims in order (see
    /// ``claimChild(type:key:pass:)``), not claimed yet; `nil` when the matching table decides.
    @inline(__always)
    func nextInOrder(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> SessionNode? {
        let index = matchCursor
        guard index < children.count else { return nil }
        let candidate = children[index]
        guard candidate.type == type, candidate.pass != pass, ChildKey.equal(candidate.key, key),
            childrenInOrder || candidate.occurrence == 0 || previousOccurrenceClaimed(before: index, pass: pass)
        else { return nil }
        return candidate
    }

    /// Claims `candidate`, found by ``nextInOrder(type:key:pass:)``.
    @inline(__always)
    func claimInOrder(_ candidate: SessionNode, pass: UInt64) -> SessionNode {
        matchCursor += 1
        return claimed(candidate, pass: pass)
    }

    /// The index among the previous children of the first of `type` and `key` not claimed in this
    /// pass, once the children left their order: the one ``claimChild(type:key:pass:)`` would
    /// find in the matching table (made now, if it is not). An incremental stack looks a moved
    /// row up so, to claim it from its records (see ``claimFound(at:pass:)``). `nil` when no
    /// previous child of the path is left.
    func firstUnclaimed(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> Int? {
        assert(!childrenInOrder, "BlueprintLayout: a session node looked a child up out of order while in order")
        let (entry, _) = tableEntry(type: type, key: key, pass: pass)
        return childTable!.firstUnclaimed(entry, in: children, pass: pass)
    }

    /// The matching table's entry for `type` and `key` (the table made now, if it is not), with the
    /// path's hash.
    private func tableEntry(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> (entry: Int, hash: Int) {
        if childTable == nil { childTable = ChildTable(children, made: nextChildren, pass: pass) }
        let hash = ChildKey.hash(type: type, key: key)
        return (childTable!.entry(type: type, key: key, hash: hash), hash)
    }

    /// Claims the previous child at `index`, found out of order (by a walk of the siblings or the
    /// matching table, as ``firstUnclaimed(type:key:pass:)`` finds it) or next in order once the
    /// children left their order: matching goes on in order after it.
    @inline(__always)
    func claimFound(at index: Int, pass: UInt64) -> SessionNode {
        matchCursor = index + 1
        return claimed(children[index], pass: pass)
    }

    /// Claims the next previous child in order without marking it claimed (so without reading
    /// it), while every child so far came in order: no matching reads the marks of the children
    /// before ``matchCursor`` until one comes out of order, and then
    /// ``claimChildFromTable(type:key:pass:)`` marks them.
    @inline(__always)
    func claimInOrderUnmarked() {
        assert(childrenInOrder, "BlueprintLayout: a session node claimed a child unmarked out of order")
        matchCursor += 1
    }

    @inline(__always)
    private func claimed(_ child: SessionNode, pass: UInt64) -> SessionNode {
        child.pass = pass
        if !childrenInOrder { nextChildren.append(child) }
        return child
    }

    /// How many children this pass made so far.
    var madeChildCount: Int { childrenInOrder ? matchCursor + (insertedAt >= 0 ? 1 : 0) : nextChildren.count }

    /// Makes ``children`` the children this pass made, in order: in place while they came in
    /// order (the previous children not claimed dropped, a child inserted moved into its place),
    /// so that a long list's nodes are not retained or even read.
    func keepMadeChildren() {
        guard childrenInOrder else {
            children = nextChildren
            return
        }
        if matchCursor < children.count { children.removeSubrange(matchCursor...) }
        if insertedAt >= 0 { children.insert(nextChildren[0], at: Int(insertedAt)) }
    }

    /// Whether the previous child at `index` (of occurrence `n` > 0) follows the one of occurrence
    /// `n - 1` of its type and key, claimed in this pass.
    private func previousOccurrenceClaimed(before index: Int, pass: UInt64) -> Bool {
        guard index > 0 else { return false }
        let candidate = children[index]
        let previous = children[index - 1]
        return previous.pass == pass && previous.type == candidate.type
            && previous.occurrence == candidate.occurrence - 1 && ChildKey.equal(previous.key, candidate.key)
    }

    /// The child of `type` and `key` as the matching table finds it.
    @inline(never)
    private func claimChildFromTable(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> SessionNode {
        if childrenInOrder, !children.isEmpty, children.count <= Self.fewSiblings || siblingWalksLeft > 0 {
            if children.count > Self.fewSiblings { siblingWalksLeft -= 1 }
            return claimByWalkInOrder(type: type, key: key, pass: pass)
        }
        leaveOrder(pass: pass)
        if childTable == nil {
            if children.count <= Self.fewSiblings, nextChildren.count < Self.fewSiblings {
                return claimChildAmongFew(type: type, key: key, pass: pass)
            }
            if siblingWalksLeft > 0 {
                // One row inserted into or moved in a long list: a walk costs less than the table.
                siblingWalksLeft -= 1
                return claimChildAmongFew(type: type, key: key, pass: pass)
            }
        }
        let (entry, hash) = tableEntry(type: type, key: key, pass: pass)
        if let index = childTable!.firstUnclaimed(entry, in: children, pass: pass) {
            return claimFound(at: index, pass: pass)
        }
        let occurrence = childTable!.addNew(entry)
        return claimed(SessionNode(type: type, key: key, occurrence: occurrence, pathHash: hash), pass: pass)
    }

    /// The child of `type` and `key` found by a walk of the previous children while the children
    /// made so far came in order (a child that does not come next in order: see
    /// ``claimChild(type:key:pass:)``). Its occurrence counts the children of its type and key made
    /// before it: the previous ones claimed in order, and the child inserted, if any.
    ///
    /// A new child whose type and key no previous child has (a row added to a list) is inserted
    /// without leaving the order, the first time in the pass: the previous children's occurrences
    /// still count the children made before them, so the ones after it are still claimed in order
    /// (and left unmarked). Otherwise matching leaves the order, as
    /// ``claimChildAmongFew(type:key:pass:)`` would.
    private func claimByWalkInOrder(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> SessionNode {
        var occurrence = 0
        if insertedAt >= 0, nextChildren[0].type == type, ChildKey.equal(nextChildren[0].key, key) { occurrence = 1 }
        var sameTypeAndKey = false
        var found: Int?
        // By index: binding each child would retain and release it (a write to every row's record).
        for index in children.indices {
            guard children[index].type == type, ChildKey.equal(children[index].key, key) else { continue }
            sameTypeAndKey = true
            if index < matchCursor {
                // Claimed in order (the indices before come first: the count is whole after them).
                occurrence += 1
            } else if children[index].occurrence == occurrence {
                found = index
                break
            }
        }
        if let found {
            leaveOrder(pass: pass)
            return claimFound(at: found, pass: pass)
        }
        if !sameTypeAndKey, insertedAt < 0 { return insertInOrder(type: type, key: key, pass: pass) }
        leaveOrder(pass: pass)
        return claimed(SessionNode(type: type, key: key, occurrence: occurrence), pass: pass)
    }

    /// Claims a child of `type` and `key` that the caller knows no previous child has (a long
    /// list's records hold every previous key): inserted in order, as
    /// ``claimByWalkInOrder(type:key:pass:)`` would insert it, without walking the previous
    /// children to find that out. Claimed as any child is when it cannot be inserted so.
    func claimNewChild(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> SessionNode {
        guard childrenInOrder, insertedAt < 0 else { return claimChild(type: type, key: key, pass: pass) }
        return insertInOrder(type: type, key: key, pass: pass)
    }

    /// A new child of `type` and `key`, which no previous child has, inserted without leaving the
    /// order (the pass's only one: see ``insertedAt``).
    private func insertInOrder(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> SessionNode {
        insertedAt = Int32(matchCursor)
        let child = SessionNode(type: type, key: key, occurrence: 0)
        child.pass = pass
        nextChildren = [child]
        return child
    }

    /// Ends matching in order, if it has not ended: the children made so far become the list that
    /// the next ones are appended to.
    private func leaveOrder(pass: UInt64) {
        guard childrenInOrder else { return }
        // The children claimed in order may be unmarked (see `claimInOrderUnmarked`).
        for child in children[..<matchCursor] { child.pass = pass }
        var made = Array(children[..<matchCursor])
        // Room for every child the content has (a node's first pass makes them all here).
        made.reserveCapacity(max(children.count, inner?.childCount ?? 0) + 1)
        if insertedAt >= 0 {
            made.insert(nextChildren[0], at: Int(insertedAt))
            insertedAt = -1
        }
        nextChildren = made
        childrenInOrder = false
    }

    /// Up to how many siblings the path of a child out of order is found by walking them rather
    /// than through a ``ChildTable`` (which would be made and dropped for every small parent in a
    /// session's first pass).
    static let fewSiblings = 8

    /// How many children out of order a pass finds by walking many siblings (each walk reads
    /// them all) before it makes the matching table.
    static let siblingWalks: UInt8 = 2

    /// The child of `type` and `key` found by walking the siblings: its occurrence is the number of
    /// children of its type and key made before it in this pass, and the previous child of that
    /// path is its record.
    private func claimChildAmongFew(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> SessionNode {
        // By index: iterating the arrays would retain and release every sibling.
        var occurrence = 0
        for index in nextChildren.indices
        where nextChildren[index].type == type && ChildKey.equal(nextChildren[index].key, key) {
            occurrence += 1
        }
        for index in children.indices
        where children[index].occurrence == occurrence && children[index].type == type
            && children[index].pass != pass && ChildKey.equal(children[index].key, key)
        {
            return claimFound(at: index, pass: pass)
        }
        return claimed(SessionNode(type: type, key: key, occurrence: occurrence), pass: pass)
    }

    /// Matches the children made next with ``children`` from the first, in order (see
    /// ``claimChild(type:key:pass:)``): at the start of a pass, and at its end for the next one.
    func startMatching() {
        matchCursor = 0
        childrenInOrder = true
        siblingWalksLeft = Self.siblingWalks
        insertedAt = -1
        if !nextChildren.isEmpty { nextChildren = [] }
    }

    /// Starts the node's part of a pass: the data kept from the previous pass, if `reuse`, or none.
    /// `element` is the pass's element, `same` whether it is the very value the node holds (then
    /// it is not stored again).
    func begin(reuse: ElementEquivalence.Level?, element: Element, same: Bool) {
        startMatching()
        ran = false
        if !same { self.element = element }
        hasElement = true
        if let reuse {
            reused = true
            cursor = 0
            replaysPlacement = reuse == .equal
        } else {
            reused = false
            trace.removeAll(keepingCapacity: true)
            cursor = nil
            replaysPlacement = false
            if !ownReads.isEmpty { ownReads = [] }
            if !subtreeReads.isEmpty { subtreeReads = [] }
            spacing = nil
            forwardedTraits = nil
            if hasUnwrapped {
                unwrapped = nil
                hasUnwrapped = false
            }
        }
    }

    /// Keeps the element the engine's node holds when trait carriers wrap it (`carrierTraits` not
    /// empty), or that none do.
    func keepUnwrapped(_ element: Element, carrierTraits: [LayoutTraits]) {
        if !carrierTraits.isEmpty {
            unwrapped = Unwrapped(element: element, carrierTraits: carrierTraits)
            hasUnwrapped = true
        } else if hasUnwrapped {
            unwrapped = nil
            hasUnwrapped = false
        }
    }

    /// Adds an event of this pass to the trace (the pass does not replay).
    @inline(__always)
    func record(_ event: SessionEvent) {
        if trace.count < Self.traceLimit { trace.append(event) }
    }

    /// Stops replaying: the trace keeps the events replayed so far, and the pass's next ones.
    func stopReplaying() {
        guard let cursor else { return }
        self.cursor = nil
        ran = true
        // The content places its children anew: the previous results would be dropped only at
        // the end of the pass, when they hold the last references to their subtrees (released
        // now, the children's records still share them). A stack that keeps records of its
        // children reuses them (see `content`).
        if let stackRecords, detached || !(currentPass?.rules.laysOutApart ?? false) {
            stackRecords.dropResults()
        }
        if cursor < trace.count { trace.removeSubrange(cursor...) }
    }

    /// Makes the record that of a pass that laid the element out apart from this node (see
    /// ``IncrementalStack``): the trace a measurement in `proposal` answered `size` and a
    /// placement in a frame of `placedSize` whose children's results are `children` (`count`
    /// result nodes in all), and the values read `reads`, what the subtree read in that pass (as a
    /// node laid out detached keeps them, as its own; the children's records stay as they were).
    /// The previous events go (their results freed, so that the next row's are made in their
    /// memory), and so do the values read for them: kept, a value the new trace read again would
    /// be kept with its previous value, and a later pass with that value would replay the new
    /// trace.
    func replaceRecord(
        measuring proposal: SizeConstraint, _ size: CGSize, placing placedSize: CGSize, _ children: [LayoutResultNode],
        count: Int, reads: [EnvironmentRead]
    ) {
        if trace.count == 2 {
            // Most traces are a measurement and a placement: changed in place.
            trace[0] = .measure(proposal, size)
            trace[1] = .place(placedSize, children, count)
        } else {
            trace.removeAll(keepingCapacity: true)
            trace.append(.measure(proposal, size))
            trace.append(.place(placedSize, children, count))
        }
        if !ownReads.isEmpty || !reads.isEmpty { ownReads = reads }
        if !subtreeReads.isEmpty || !reads.isEmpty { subtreeReads = reads }
    }

    /// Records a read of the environment by the content.
    func recordRead(_ read: EnvironmentRead) {
        if ownReads.add(read) { readsAdded = true }
    }

    /// Ends the node's part of a pass (children first): the children it keeps, the values its
    /// subtree read and whether the subtree is comparable.
    ///
    /// A row or column that laid out `recordsMinimum` children or more keeps records of them
    /// (see ``StackRecords``), and is a list (see ``holdsList``) from `listMinimum` children.
    func end(recordsMinimum: Int, listMinimum: Int) {
        // Whether the children made in this pass are all the content's (else it was reused, and
        // any child made was made for its traits or spacing).
        let childrenMade = ran || !reused
        if !childrenMade, insertedAt >= 0, let number = currentPass?.number {
            // A child inserted so joins the previous children (see below) from the list of the
            // children made.
            leaveOrder(pass: number)
        }
        if let cursor, cursor < trace.count {
            // The pass asked less than the trace holds: the trace is what it asked.
            trace.removeSubrange(cursor...)
        }
        cursor = nil
        childTable = nil
        // A long row or column keeps records of its children (see `makeStackRecords`): only then
        // is its content needed here.
        let content = madeChildCount >= recordsMinimum ? inner : nil
        inner = nil
        currentPass = nil
        if detached {
            // Laid out anew with no session node below: the children, their records, the stack's
            // records and the subtree's comparability stand, and what the subtree read in this
            // pass is in the node's own reads (the values it read before are unchanged).
            detached = false
            reused = false
            readsAdded = false
            startMatching()
            subtreeReads.add(ownReads)
            return
        }
        if reused, !ran, madeChildCount == 0, !readsAdded {
            // Answered from the record alone: the children, reads, comparability and stack
            // records stand.
            reused = false
            return
        }
        readsAdded = false
        if !childrenMade, madeChildCount > 0 {
            // Children begun for their traits or spacing may hold other elements and traces now.
            stackRecords = nil
        }
        // The incremental stack that was the content, when its children are this pass's: it knows
        // which it left untouched (pure, the values they read unchanged, their records as they
        // were).
        var stack = content.flatMap(IncrementalStack.ran(as:))
        if childrenMade {
            keepMadeChildren()
            if let known = stack, known.claimedCount != children.count { stack = nil }
        } else {
            stack = nil
        }
        if !childrenMade, !childrenInOrder {
            // Reused without running: the children of the previous pass still stand for the
            // answers it kept (a child made this pass for spacing or traits is one of them; made
            // in order, every one is).
            var merged = children
            if nextChildren.count <= Self.fewSiblings {
                for child in nextChildren where !merged.contains(where: { $0 === child }) { merged.append(child) }
            } else {
                // Many made: one set of the previous children, not a walk of them per child.
                let previous = Set(children.map(ObjectIdentifier.init))
                for child in nextChildren where !previous.contains(ObjectIdentifier(child)) { merged.append(child) }
            }
            children = merged
        }
        startMatching()
        var pure = hasElement && selfComparable
        // What the children read.
        var childReads: [EnvironmentRead] = []
        if let stack {
            // The untouched ones' as the stack's records had them (all the children's of the
            // previous pass, a superset), the others' from their nodes, which the stack lists
            // (not asked child by child: a long list's untouched rows are neither read nor walked).
            childReads = stack.readsOfUntouchedChildren
            // And what the children laid out apart read (their nodes' reads are older).
            childReads.add(stack.readsOfApartChildren)
            // (An untouched child is not read: a list it held stands, as `holdsList` keeps it.)
            for index in stack.childrenNotLeftUntouched {
                let child = children[index]
                pure = pure && child.pure
                holdsList = holdsList || child.holdsList
                childReads.add(child.subtreeReads)
            }
        } else {
            var childrenRead = false
            var listBelow = false
            for child in children {
                pure = pure && child.pure
                childrenRead = childrenRead || !child.subtreeReads.isEmpty
                listBelow = listBelow || child.holdsList
            }
            holdsList = listBelow
            if childrenRead {
                for child in children { childReads.add(child.subtreeReads) }
            }
        }
        self.pure = pure
        if !childReads.isEmpty || !ownReads.isEmpty || (reused && !subtreeReads.isEmpty) {
            var reads = reused ? subtreeReads : []
            reads.add(ownReads)
            reads.add(childReads)
            subtreeReads = reads
        } else if !subtreeReads.isEmpty {
            subtreeReads = []
        }
        if childrenMade, content != nil || stackRecords != nil {
            stackRecords = makeStackRecords(content: content, stack: stack, childReads: childReads)
        }
        if let stackRecords, stackRecords.entries.count >= listMinimum { holdsList = true }
        reused = false
    }

    /// The records of this pass's children, when the content is a long row's or column's that may
    /// be laid out incrementally in a later pass; `nil` otherwise.
    private func makeStackRecords(
        content: ContentStorage?, stack: IncrementalStack?, childReads: [EnvironmentRead]
    ) -> StackRecords? {
        // `content` is there when the node made enough children (`end(recordsMinimum:listMinimum:)`).
        guard let content, IncrementalStack.keepsRecords(of: content) else { return nil }
        var entries = StackRecords.EntryList()
        // Whether a child was wrapped by trait carriers: the identifiers of the results then come
        // from counting the siblings' element types (see `StackRecords.resultsCountedByPath`).
        var wrapped = stack.map { !$0.laidOutWithoutWrappedChildren } ?? false
        // The range of the entries' `Int` keys (see `StackRecords.intKeys`).
        let intKeys: ClosedRange<Int>?
        // The previous records' range holds the keys of the entries kept from them.
        let previousKeys = stackRecords?.intKeys
        if let stack, var kept = stack.takeEntriesInPlace(count: children.count) {
            // The previous entries, changed in place where a child was not left untouched or was
            // laid out apart from its node (the records let go of them first, so that they are not
            // copied).
            stackRecords = nil
            let changed = stack.childrenWithoutKeptEntries
            // In place: a new width changes every row's entry.
            kept.withUnsafeMutableBufferPointer { kept in
                for index in changed {
                    precondition(index < kept.count, "BlueprintLayout: a stack's changed entry is out of range")
                    if stack.writeApartEntry(ofChild: index, into: &kept[index]) { continue }
                    kept[index] = StackRecords.Entry(children[index])
                }
            }
            entries = kept
            intKeys = StackRecords.intKeys(of: entries, at: changed, within: previousKeys)
        } else if stack == nil, let previous = stackRecords, previous.entries.count == children.count {
            // Every entry made again, in the previous ones' place.
            entries = previous.takeEntries()
            stackRecords = nil
            for index in children.indices {
                entries[index] = StackRecords.Entry(children[index])
                if children[index].hasUnwrapped { wrapped = true }
            }
            intKeys = StackRecords.intKeys(of: entries)
        } else {
            entries = StackRecords.EntryList(reservingFor: children.count)
            for index in children.indices {
                // A child left untouched keeps its entry: its node is as it was (and left unread);
                // one laid out apart from its node has the entry of what it was asked.
                if let carried = stack?.entry(ofChild: index) {
                    entries.append(carried)
                } else {
                    entries.append(StackRecords.Entry(children[index]))
                    if stack == nil, children[index].hasUnwrapped { wrapped = true }
                }
            }
            intKeys = StackRecords.intKeys(of: entries)
        }
        var results: [LayoutResultNode] = []
        // The last placement's, when the trace holds every event of the pass (so it is the last).
        if trace.count < Self.traceLimit, let last = trace.last, case .place(_, let placed, _) = last {
            results = placed
        }
        return StackRecords(
            entries: entries, results: results, childReads: childReads, resultsCountedByPath: !wrapped,
            intKeys: intKeys)
    }

    /// Whether every value in `reads` reads the same in `environment`.
    static func unchanged(_ reads: [EnvironmentRead], in environment: Environment) -> Bool {
        reads.allSatisfy { $0.isUnchanged(in: environment) }
    }
}

/// The previous children of a session node by type and key, made when this pass's children do
/// not come in the previous order: for each type and key, its previous children in order of
/// occurrence and how many new children of it this pass made beyond them.
///
/// An open-addressing table over the hashes that the nodes keep, so that making it for thousands
/// of children hashes no key (each node's key is hashed once in its life).
struct ChildTable {
    /// The type and key of siblings, with what matching needs.
    struct Entry {
        let type: ObjectIdentifier
        let key: ChildKey?
        let hash: Int
        /// The first previous child of this type and key that may not be claimed yet (its index
        /// in the previous children), or -1 when every one is.
        var candidate: Int32
        /// The last previous child of the type and key, while the table is made.
        var last: Int32
        /// How many previous children have this type and key.
        var count: Int32
        /// How many new children of this type and key the pass made beyond those.
        var added: Int32
    }

    private var slots: [Int32]
    private var entries: [Entry] = []
    /// For each previous child, the index of the next one of its type and key, or -1.
    private var nextSame: [Int32]

    /// The table of the previous `children`, when this pass (number `pass`) made `made` so far.
    init(_ children: [SessionNode], made: [SessionNode], pass: UInt64) {
        self.init(children)
        guard !made.isEmpty else { return }
        // The new children made so far count as added beyond the previous ones of their type and
        // key: every made child, less the previous ones claimed.
        for child in made {
            let entry = self.entry(type: child.type, key: child.key, hash: Self.hash(of: child))
            entries[entry].added += 1
        }
        for child in children where child.pass == pass {
            let entry = self.entry(type: child.type, key: child.key, hash: Self.hash(of: child))
            entries[entry].added -= 1
        }
    }

    /// The hash of a node's type and key, computed once in its life.
    private static func hash(of child: SessionNode) -> Int {
        if let known = child.pathHash { return known }
        let hash = ChildKey.hash(type: child.type, key: child.key)
        child.pathHash = hash
        return hash
    }

    private init(_ children: [SessionNode]) {
        var capacity = 16
        while capacity < 2 * children.count + 2 { capacity <<= 1 }
        slots = Array(repeating: 0, count: capacity)
        nextSame = Array(repeating: -1, count: children.count)
        entries.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            let entry = self.entry(type: child.type, key: child.key, hash: Self.hash(of: child))
            if entries[entry].candidate < 0 {
                entries[entry].candidate = Int32(index)
            } else {
                nextSame[Int(entries[entry].last)] = Int32(index)
            }
            entries[entry].last = Int32(index)
            entries[entry].count += 1
        }
    }

    /// The index of the entry of `type` and `key`, made if there is none.
    mutating func entry(type: ObjectIdentifier, key: ChildKey?, hash: Int) -> Int {
        var mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            let entry = entries[index]
            if entry.hash == hash, entry.type == type, ChildKey.equal(entry.key, key) { return index }
            slot = (slot + 1) & mask
        }
        if 2 * (entries.count + 1) > slots.count {
            grow()
            mask = slots.count - 1
            slot = hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
        }
        entries.append(Entry(type: type, key: key, hash: hash, candidate: -1, last: -1, count: 0, added: 0))
        slots[slot] = Int32(entries.count)
        return entries.count - 1
    }

    private mutating func grow() {
        let capacity = slots.count * 2
        slots = Array(repeating: 0, count: capacity)
        for (index, entry) in entries.enumerated() {
            var slot = entry.hash & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(index + 1)
        }
    }

    /// The first previous child of the entry's type and key not claimed in `pass`, if any.
    mutating func firstUnclaimed(_ entry: Int, in children: [SessionNode], pass: UInt64) -> Int? {
        var candidate = entries[entry].candidate
        while candidate >= 0, children[Int(candidate)].pass == pass { candidate = nextSame[Int(candidate)] }
        entries[entry].candidate = candidate
        return candidate >= 0 ? Int(candidate) : nil
    }

    /// Counts a new child of the entry's type and key (every previous one is claimed): its
    /// occurrence.
    mutating func addNew(_ entry: Int) -> Int {
        defer { entries[entry].added += 1 }
        return Int(entries[entry].count + entries[entry].added)
    }
}

/// One request of the engine to an element's content, with its answer.
enum SessionEvent {
    /// A measurement in a constraint, and the size.
    case measure(SizeConstraint, CGSize)
    /// The placement of the children in a frame of a size, their results and how many result
    /// nodes they hold in all.
    case place(CGSize, [LayoutResultNode], Int)
}

extension Array where Element == EnvironmentRead {
    /// Adds `read` unless a read here covers it (see ``EnvironmentRead/covers(_:)``); whether it
    /// was added.
    @discardableResult
    mutating func add(_ read: EnvironmentRead) -> Bool {
        guard !contains(where: { $0.covers(read) }) else { return false }
        append(read)
        return true
    }

    /// Adds each of `reads` that no read here covers.
    mutating func add(_ reads: [EnvironmentRead]) {
        for read in reads { add(read) }
    }
}

/// A value read from the environment.
struct EnvironmentRead {
    let key: ObjectIdentifier
    let keyType: any EnvironmentKey.Type
    let value: Any

    init<Key: EnvironmentKey>(_ key: Key.Type, value: Key.Value) {
        self.key = ObjectIdentifier(key)
        keyType = key
        self.value = value
    }

    /// Whether `other` says nothing this read does not: the same key, with the same value (or a
    /// value that is not `Equatable`, which never reads the same anyway). Reads of one key with
    /// different values, made in environments that a subtree changed (an element whose content
    /// adapts its child's environment), are all kept: no environment then reads the same for all
    /// of them, where keeping one would let a later environment with its value pass for the
    /// others'.
    func covers(_ other: EnvironmentRead) -> Bool {
        key == other.key && (!(value is any Equatable) || AnyEquality.equal(value, other.value))
    }

    /// Whether `environment` has the same value (by `==`; a value that is not `Equatable` never
    /// reads the same).
    func isUnchanged(in environment: Environment) -> Bool {
        func check<Key: EnvironmentKey>(_ key: Key.Type) -> Bool {
            AnyEquality.equal(value, environment.untrackedValue(key))
        }
        return check(keyType)
    }
}

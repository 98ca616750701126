import Foundation

/// The content of a row or column that a session pass lays out again: it makes the engine's node
/// only for the children that need one, and answers for the others from their records.
///
/// When a stack's element changed (a row edited, inserted or removed in a long list), the stack
/// runs its algorithm again over every child. Made the usual way, each child gets the engine's
/// node, whose requests its session node then answers from the record. Here a child whose record
/// may be replayed with its element (``SessionPass/Claim/replaysWithoutContent``) gets no node
/// while the record answers: its measurements come from its trace through a size cache of its own,
/// as the node's would, and its result is made from the placement in its trace. At the first
/// request the trace does not answer, the child gets its node, holding that cache, and the node
/// goes on from there exactly as if it had been made at the start (the session node keeps its
/// place in the trace). A child that is the very value of the previous pass, in order, is not even
/// begun (see ``SessionPass/claimUnchanged(child:key:)``). The result is the same, frame for frame;
/// the work saved is the making, retiring and result-making of a node per unchanged child.
///
/// A long list's unchanged rows are found in the owner's ``StackRecords`` rather than in their own
/// records, which lie scattered on the heap: the entry, side by side with the others, says
/// whether the row is the very value of the previous pass with its key, answers its measurement,
/// and holds the placement whose result (kept with the records) is moved into this pass's results
/// with its new frame, changed in place when no row moved. Such a row's session node is not read
/// at all (while the rows come in order, it is not even marked claimed: see
/// ``SessionNode/claimInOrderUnmarked()``). The owner makes its records again when it ends the pass.
///
/// A stack asked something its children's records do not answer (a new width reaches every row)
/// lays out each child found in its records apart from the child's session node, as a fresh layout
/// does, and writes what it asked into the child's record and its entry (see
/// ``apartNode(_:context:)``). A child asked so before anything else stays in its lane, marked, with
/// its engine node beside it (see ``makeApartLane(_:lane:context:)``): no slot, no claim through the
/// session, and its entry rewritten in place when the owner makes its records.
///
/// Used for rows and columns of at least ``LayoutSession/Rules/incrementalStackMinimum`` children
/// (8) that laid out children in the previous pass and do not take their gaps from spacing
/// preferences (those read every child's content): whose element changed, or that keep records of
/// their children and are asked something new.
final class IncrementalStack: ContentStorage {
    typealias Storage = LayoutStorage<StackLayout, StackChildList>

    /// A child beside its session node: what claiming it found (kept to make its engine node
    /// later), the measurements answered while it has no engine node (which then takes them), and
    /// its engine node once it has one. A child in its lane (see ``Lane``) has none until it
    /// leaves it.
    private struct Slot {
        /// The session node, unretained (see ``lanes``).
        let node: Unmanaged<SessionNode>
        let reuse: ElementEquivalence.Level?
        let same: Bool
        /// Whether the session node is claimed but not begun (see
        /// ``SessionPass/claimUnchanged(child:key:)``): its trace is replayed from ``cursor``.
        var untouched = false
        var cursor: Int32 = 0
        /// While ``untouched``, the index of the child's entry in ``entries`` when it was claimed
        /// from the stack's records (-1 otherwise): the entry answers its first two events.
        var record: Int32 = -1
        /// Whether the child's size cache is left implied (see ``measure(child:in:context:)``): an
        /// empty cache in which the entry's proposal was looked up, then given the entry's
        /// measurement. A long list's rows are each measured once, and then need no cache.
        var implied = false
        /// The index of the child's size cache in ``sizeCaches``, once it has one (-1 before): most
        /// children of a long list need none, and a slot stays small.
        var sizeCache: Int32 = -1
        /// The index of the child in ``apartChildren`` once it is laid out apart from its session
        /// node (-1 before; see ``apartNode(_:context:)``).
        var apart: Int32 = -1
        var state: UnsafeMutablePointer<LayoutNodeState>?

        /// The slot of a child claimed from the records at `record` and left untouched, `cursor`
        /// events of its trace replayed (from 1, the first measurement left implied).
        static func fromRecords(node: Unmanaged<SessionNode>, record: Int, cursor: Int32 = 0) -> Slot {
            Slot(
                node: node, reuse: .equal, same: true, untouched: true, cursor: cursor, record: Int32(record),
                implied: cursor >= 1)
        }

        /// Records the first measurement answered by the entry, in one write.
        @inline(__always)
        mutating func answeredByEntry() {
            cursor = 1
            implied = true
        }
    }

    /// A child claimed from the records and left untouched, while its entry answers for it (most
    /// rows of a long list, and all but the changed ones): four bytes instead of a ``Slot``. The
    /// entry's index, and how far the pass got: claimed, measured by the entry (the first event,
    /// its size cache left implied), placed with its previous result (the second, for every child
    /// in its lane at once: see ``lanesPlaced``). Any other request moves the child to a slot in the
    /// same state (see ``slot(_:)``), and it goes on there.
    private enum Lane {
        static let measured: Int32 = 1 << 29
        /// Set on the lane of a child laid out apart in it (see ``makeApartLane(_:lane:context:)``).
        static let apart: Int32 = 1 << 30
        static let recordMask: Int32 = (1 << 29) - 1
        /// The lane of the child whose entry is at `record`, claimed, when the index fits.
        static func claimed(_ record: Int) -> Int32? { record <= Int(recordMask) ? Int32(record) : nil }
        @inline(__always) static func record(_ lane: Int32) -> Int { Int(lane & recordMask) }
        /// The cursor in the child's trace until the stack is placed: 0 claimed, 1 measured (not
        /// asked of a lane laid out apart).
        @inline(__always) static func cursor(_ lane: Int32) -> Int32 { lane >> 29 }
        /// Whether `lane` (≥ 0) is a child's laid out apart in it.
        @inline(__always) static func isApart(_ lane: Int32) -> Bool { lane & apart != 0 }
    }

    /// A child laid out apart from its session node (see ``apartNode(_:context:)``): what its
    /// content was asked, as far as an entry of the records can say it.
    private struct ApartChild {
        /// 1 once measured, 2 once measured and then placed; -1 when asked anything else: no entry
        /// answers for it then.
        var events: Int8 = 0
        /// Whether its subtree read from the environment (what: ``apartChildReads``).
        var read = false
        /// The measurement, and the placement's count of result nodes (its size is the result's).
        var proposal = SizeConstraint(CGSize.zero)
        var size = CGSize.zero
        var placedCount: Int32 = 0
        /// The engine's node of a child laid out apart in its lane (one in a slot has it there).
        var state: UnsafeMutablePointer<LayoutNodeState>?

        mutating func measured(_ proposal: SizeConstraint, _ size: CGSize) {
            guard events == 0 else { return events = -1 }
            events = 1
            self.proposal = proposal
            self.size = size
        }

        mutating func placed(count: Int) {
            guard events == 1, count <= Int(Int32.max) else { return events = -1 }
            events = 2
            placedCount = Int32(count)
        }

        /// Makes `entry` (the child's entry in the previous records) the child's entry for the next
        /// records, in place: with this pass's events once measured and placed, else a placeholder.
        @inline(__always)
        func write(into entry: inout StackRecords.Entry) {
            guard events == 2 else { return entry = .placeholder }
            entry.answer(proposal, size, placedCount: placedCount, readsNothing: !read)
        }
    }

    private let storage: Storage
    private let pass: SessionPass
    /// The previous child next in order, found by ``claimFromRecords(_:items:previous:)`` (which
    /// resets it first) not to lay out as the child being claimed does (see ``SessionPass/claimNode(child:key:environment:isRoot:isNew:knownDifferent:)``).
    private var knownDifferent: ObjectIdentifier?
    /// The stack's session node (whose content this is, until the pass ends it).
    private let owner: SessionNode
    /// The records the previous pass left of the children (see ``StackRecords``), and their
    /// entries, one per previous child (empty without records).
    @exclusivity(unchecked) private var records: StackRecords?
    @exclusivity(unchecked) private var entries: StackRecords.EntryList
    /// The previous children's results, one per entry, taken from the records when the stack is
    /// placed (empty when they hold none): an unchanged child's is moved from here into this
    /// pass's results.
    @exclusivity(unchecked) private var previousResults: [LayoutResultNode] = []
    // Per child, in order, from the first request of the pass: its lane (≥ 0, see `Lane`), or
    // the index of its slot in `slots` (as `~index`, < 0). The slots' nodes are not retained: the
    // owner holds every node it claimed until it ends the pass (its previous children, and the new
    // ones among the children it made), and it ends the pass after the stack's last use. (A
    // retain would read each row's node, a cache miss on every row of a long list that did not
    // change.)
    @exclusivity(unchecked) private var lanes = LaneList()
    @exclusivity(unchecked) private var slots: [Slot] = []
    /// The index of the child of each slot, and whether they are in order (no child moved from
    /// its lane to a slot after the children were claimed).
    @exclusivity(unchecked) private var slotChildren: [Int] = []
    @exclusivity(unchecked) private var slotsInOrder = true
    @exclusivity(unchecked) private var sizeCaches: [SizeCache] = []
    @exclusivity(unchecked) private var apartChildren: [ApartChild] = []
    /// For each child laid out apart in its lane (see ``makeApartLane(_:lane:context:)``), the index
    /// of its ``ApartChild`` (read only at those children's indices; allocated with the first).
    @exclusivity(unchecked) private var laneApart = LaneList()
    /// The children laid out apart in their lanes, in the order they went apart, and whether that
    /// is their order.
    @exclusivity(unchecked) private var apartLaneChildren: [Int] = []
    @exclusivity(unchecked) private var apartLanesInOrder = true
    /// The values the children laid out apart read (see ``readsOfApartChildren``), and what each
    /// of those that read any read, by its index in ``apartChildren``.
    @exclusivity(unchecked) private var apartReads: [EnvironmentRead] = []
    @exclusivity(unchecked) private var apartChildReads: [Int: [EnvironmentRead]] = [:]
    @exclusivity(unchecked) private var cache: StackLayout.StackCache?
    /// The stack's environment as its node's state holds it (see ``KeptEnvironment``), for the
    /// children's nodes: kept by the context of the stack's one pass.
    @exclusivity(unchecked) private var keptEnvironment = KeptEnvironment.empty
    /// Whether the values the children read in the previous pass read the same (see
    /// ``StackRecords/childReads``), once the first child is claimed.
    @exclusivity(unchecked) private var childReadsUnchanged = false
    /// Whether a child claimed from the records and left untouched read values.
    @exclusivity(unchecked) private var untouchedChildrenRead = false
    /// How far each child claimed from the records is from the index of its entry (its index less
    /// the entry's), while they all share it (see ``placeChildren(in:node:)``): rows inserted or
    /// removed only before the first of them, or after the last (0 without such children).
    @exclusivity(unchecked) private var recordShift = 0
    /// Whether the children claimed from the records share ``recordShift``, so far.
    @exclusivity(unchecked) private var recordsShareShift = true
    /// Whether a child was claimed from the records yet.
    @exclusivity(unchecked) private var claimedFromRecords = false
    /// Whether the stack was placed: every child still in its lane was then placed with its
    /// previous result (one that was not moved to a slot), so each stands at cursor 2, without a
    /// write to each lane (see ``cursor(ofLane:)``).
    @exclusivity(unchecked) private var lanesPlaced = false
    /// The measurements answered for children in their lanes, and the cache hits among them,
    /// since the last request: added to the statistics when the request ends, not one by one.
    @exclusivity(unchecked) private var laneMeasurements = 0
    @exclusivity(unchecked) private var laneCacheHits = 0
    /// The result nodes of the previous results of the children in their lanes (each entry's
    /// placement count): added when a child is claimed into its lane, taken off when it leaves
    /// it. Once the stack is first placed, every child still in its lane was placed with its
    /// previous result, and these are the result nodes reused for them.
    @exclusivity(unchecked) private var laneResultNodes = 0
    /// Whether the previous results' identifiers count siblings as the children's paths do (see
    /// ``StackRecords/resultsCountedByPath``).
    private let resultsCountedByPath: Bool
    /// How many times ``isNewKey(_:)`` scanned the entries this pass.
    @exclusivity(unchecked) private var newKeyScans = 0
    /// Whether no child's element is wrapped by trait carriers (see ``identifier(_:type:key:counting:)``).
    @exclusivity(unchecked) private var noneUnwrapped = false

    private init(_ storage: Storage, of owner: SessionNode, pass: SessionPass) {
        self.storage = storage
        self.pass = pass
        self.owner = owner
        // The records stand for the owner's children (made in the pass that made the records).
        if let records = owner.stackRecords, records.entries.count == owner.children.count {
            self.records = records
            entries = records.entries
            resultsCountedByPath = records.resultsCountedByPath
        } else {
            records = nil
            entries = StackRecords.EntryList()
            resultsCountedByPath = false
        }
    }

    /// Whether no child's element was wrapped by trait carriers, once the stack was asked
    /// anything (its results' identifiers then count siblings as their paths do).
    var laidOutWithoutWrappedChildren: Bool { cache != nil && noneUnwrapped }

    /// `storage` as the content of `node` in `pass`: laid out incrementally when it is a row's or
    /// column's that qualifies, else `storage` itself.
    static func storage(
        wrapping storage: ContentStorage, of node: SessionNode, pass: SessionPass
    ) -> ContentStorage {
        guard let stack = stackStorage(storage), stack.children.count >= pass.rules.incrementalStackThreshold
        else { return storage }
        return IncrementalStack(stack, of: node, pass: pass)
    }

    /// `storage` as a row's or column's that may be laid out incrementally: one that does not take
    /// its gaps from spacing preferences (those read every child's content).
    private static func stackStorage(_ storage: ContentStorage) -> Storage? {
        // The type's identity first, a cast only then: every changed container's storage comes here.
        guard ObjectIdentifier(type(of: storage)) == ObjectIdentifier(Storage.self), let stack = storage as? Storage,
            stack.layout.spacingMode != .preferences
        else { return nil }
        return stack
    }

    /// `content` as an incremental stack, when it is one.
    static func ran(as content: ContentStorage) -> IncrementalStack? {
        guard ObjectIdentifier(type(of: content)) == ObjectIdentifier(IncrementalStack.self) else { return nil }
        return content as? IncrementalStack
    }

    /// Whether a session node whose content is `content` keeps ``StackRecords`` of its children:
    /// a row's or column's that a later pass may lay out incrementally.
    static func keepsRecords(of content: ContentStorage) -> Bool {
        ObjectIdentifier(type(of: content)) == ObjectIdentifier(IncrementalStack.self) || stackStorage(content) != nil
    }

    /// What the children left untouched read, at most (the previous records' reads of all the
    /// children), when some read anything; empty otherwise. Read before
    /// ``takeEntriesInPlace(count:)``.
    var readsOfUntouchedChildren: [EnvironmentRead] {
        untouchedChildrenRead ? records?.childReads ?? [] : []
    }

    /// What the children laid out apart from their nodes read in this pass: their entries do not
    /// answer unless these read the same (their nodes' reads are older).
    var readsOfApartChildren: [EnvironmentRead] { apartReads }

    /// How many children the pass claimed (all, once the stack was asked anything).
    var claimedCount: Int { lanes.count }

    /// The indices of the children the pass did not leave untouched, in order: a child left
    /// untouched was claimed as the same value with a record that answers alone (pure, its values
    /// read unchanged), and never begun, so its session node is as the previous pass left it.
    /// Found among the few children that have a slot (one in its lane is untouched), not by
    /// asking every child.
    var childrenNotLeftUntouched: [Int] {
        childrenWithSlots { !$0.untouched }
    }

    /// The indices of the children with a slot for which `include` is true, in order.
    private func childrenWithSlots(where include: (Slot) -> Bool) -> [Int] {
        var found = slots.indices.filter { include(slots[$0]) }.map { slotChildren[$0] }
        if !slotsInOrder { found.sort() }
        return found
    }

    /// The previous records' entries moved to this pass's indices, `count` of them, when the
    /// children claimed from them share one shift: the owner makes its new records in their place
    /// (the stack and the records let go of them, and no longer answer ``entry(ofChild:)``). Then
    /// the entry at an index for which ``keepsEntry(_:)`` is true still says what the child's node
    /// does; the others are to be made again.
    func takeEntriesInPlace(count: Int) -> StackRecords.EntryList? {
        // Moved within their own memory only (see `StackRecords.EntryList.realignsInPlace`).
        guard recordsShareShift, !entries.isEmpty, lanes.count == count,
            entries.realignsInPlace(shift: recordShift, count: count)
        else { return nil }
        var taken = StackRecords.EntryList()
        swap(&taken, &entries)
        // The records (their owner's) hold the same array: they let go of it too, or moving the
        // entries would copy them to new memory.
        _ = records?.takeEntries()
        records = nil
        taken.realign(shift: recordShift, count: count)
        return taken
    }

    /// The indices of the children whose entries ``takeEntriesInPlace(count:)`` did not keep (see
    /// ``keepsEntry(_:)``), in order, once it took them: a child in its lane keeps its entry (the
    /// children claimed from the records share the shift then), so only the few with a slot are
    /// asked.
    var childrenWithoutKeptEntries: [Int] {
        precondition(recordsShareShift, "BlueprintLayout: an incremental stack's entries were not taken in place")
        // Children laid out apart in their lanes keep no entry; the few with slots are asked.
        let inSlots = slots.isEmpty ? [] : childrenWithSlots { _ in true }.filter { !keepsEntry($0) }
        guard !apartLaneChildren.isEmpty else { return inSlots }
        if inSlots.isEmpty, apartLanesInOrder { return apartLaneChildren }
        return (inSlots + apartLaneChildren).sorted()
    }

    /// Whether the child at `index` was claimed from the records and left untouched, its entry
    /// moved to `index` by ``takeEntriesInPlace(count:)``.
    func keepsEntry(_ index: Int) -> Bool {
        guard index < lanes.count else { return false }
        let lane = lanes[index]
        if lane >= 0 { return !Lane.isApart(lane) && Lane.record(lane) + recordShift == index }
        let slot = slots[Int(~lane)]
        return slot.untouched && slot.record >= 0 && slot.apart < 0 && Int(slot.record) + recordShift == index
    }

    /// Moves each element of `array` from `i` to `i + shift` (the ones moved below 0 are dropped,
    /// the places left are `filler`), and makes the array `count` long: memory moved, nothing
    /// copied or retained but the fillers.
    private static func realign<Element>(_ array: inout [Element], shift: Int, count: Int, filler: Element) {
        if shift > 0 {
            array.insert(contentsOf: repeatElement(filler, count: shift), at: 0)
        } else if shift < 0 {
            array.removeFirst(min(-shift, array.count))
        }
        if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(filler, count: count - array.count))
        }
    }

    /// The entry of the child at `index` for the next records, when the stack knows it without
    /// the child's node: its entry in the previous records when it was claimed from them and left
    /// untouched (the entry still holds), or what its content was asked when it was laid out
    /// apart from its node (see ``apartNode(_:context:)``: a placeholder when no entry can say
    /// it). `nil` for a child whose node ran: its entry is made from the node.
    func entry(ofChild index: Int) -> StackRecords.Entry? {
        guard index < lanes.count else { return nil }
        let lane = lanes[index]
        let record: Int
        if lane >= 0 {
            record = Lane.record(lane)
        } else {
            let slot = slots[Int(~lane)]
            guard slot.untouched, slot.record >= 0 else { return nil }
            record = Int(slot.record)
        }
        var entry = entries[record]
        _ = writeApartEntry(ofChild: index, into: &entry)
        return entry
    }

    /// For the child at `index` laid out apart from its node (see ``entry(ofChild:)``), once the
    /// owner took the entries in place: makes `entry`, its entry there (moved to `index`), its entry
    /// for the next records, in place, and returns true. Returns false for any other child,
    /// leaving `entry` as it was.
    @inline(__always)
    func writeApartEntry(ofChild index: Int, into entry: inout StackRecords.Entry) -> Bool {
        guard index < lanes.count else { return false }
        let lane = lanes[index]
        // In its lane or in a slot (see `makeApartLane(_:lane:context:)` and `apartNode(_:context:)`).
        let apart = lane >= 0 ? (Lane.isApart(lane) ? laneApart[index] : -1) : slots[Int(~lane)].apart
        guard apart >= 0 else { return false }
        apartChildren[Int(apart)].write(into: &entry)
        return true
    }

    override var childCount: Int { storage.children.count }

    /// The row's or column's own storage, which this lays out incrementally.
    var wrappedStorage: ContentStorage { storage }

    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        let context = node.context
        prepare(node, context: context)
        let size = storage.layout.size(in: proposal, cache: cache!, node: node) {
            measure(child: $0, in: $1, context: context)
        }
        countLaneMeasurements(in: context)
        return size
    }

    /// Adds the measurements answered in lanes since the last request to the statistics.
    private func countLaneMeasurements(in context: LayoutContext) {
        pass.statistics.measurementsReused += laneMeasurements
        context.measurements += laneMeasurements
        context.cacheHits += laneCacheHits
        laneMeasurements = 0
        laneCacheHits = 0
    }

    /// The cursor of a child in its lane, `lane`.
    @inline(__always)
    private func cursor(ofLane lane: Int32) -> Int32 { lanesPlaced ? 2 : Lane.cursor(lane) }

    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        let context = node.context
        prepare(node, context: context)
        let count = lanes.count
        var identifiers = ElementIdentifier.Factory(siblings: count)
        if let records { previousResults = records.takeResults() }
        // The previous results are this pass's array when the children found in the records share
        // one shift (moved by it: a row inserted at the top moves the others down one place):
        // such a child's result changes in place, and every other child's replaces what is at its
        // index. Otherwise each found child's result is moved into a new array.
        // (Moved within their own memory only, as the records' entries are.)
        let inPlace = recordsShareShift && !previousResults.isEmpty && previousResults.capacity >= count
        var results: [LayoutResultNode] = []
        if inPlace {
            pass.stacksPlacedInPlace += 1
            swap(&results, &previousResults)
            Self.realign(&results, shift: recordShift, count: count, filler: .vacant)
        } else {
            // Room for a few rows inserted in a later pass, so that its results may be made here.
            results.reserveCapacity(StackRecords.capacity(for: count))
            results.append(contentsOf: repeatElement(.vacant, count: count))
        }
        // Inside an anchor-preference reader, a result's origin counts: engine nodes make them.
        let replays = context.anchorReaders == 0
        let items = storage.children.items
        // As the engine's node would box its children at this depth (see `LayoutNode.result`).
        let boxed = (context.resultDepth + 1) & 15 == 0 && context.isDeep
        // The previous results reused, counted here and added to the statistics at the end.
        var reused = 0
        var reusedNodes = 0
        // Most children of a long list, once it is measured: in their lane, their previous result
        // in place at their index, moved as it is (their identifiers counted by path, none
        // unwrapped: nothing else of `reusePreviousResult` to do). Decided once, for every child.
        let movesInPlace = replays && inPlace && !lanesPlaced && noneUnwrapped && resultsCountedByPath
        let shift = recordShift
        // Each child's result is made as its frame comes, once every child is measured (the
        // algorithm's measuring is done before the first frame), and written at its index (every
        // index once) through `out`: `results` is not read while it is open.
        results.withUnsafeMutableBufferPointer { out in
            storage.layout.frames(in: size, cache: cache!, node: node) {
                measure(child: $0, in: $1, context: context)
            } _: { index, placed in
                // The algorithm's frames are past the numeric boundary, finite: none is the frame
                // the engine would take for "not placed" (which fills the stack).
                let frame = placed
                assert(!frame.origin.x.isNaN, "BlueprintLayout: a stack child's frame is not finite")
                let lane = lanes[index]
                if movesInPlace, lane >= 0, Lane.cursor(lane) == 1, Lane.record(lane) &+ shift == index,
                    out[index].move(to: frame, boxed: boxed)
                {
                    assert(tracedPlacementSize(index) == frame.size, Self.notOfTheTrace)
                    assert(Self.isCounted(out[index], key: items[index].key, by: &identifiers), Self.notOfThePath)
                    reused &+= 1
                    return
                }
                if lane >= 0, replays, cursor(ofLane: lane) == 1,
                    reusePreviousResult(
                        index, record: Lane.record(lane), frame: frame, items: items, in: out, inPlace: inPlace,
                        identifiers: &identifiers, boxed: boxed)
                {
                    // Left at cursor 1 in its lane: every child still in its lane once the frames
                    // are done was placed so (see `lanesPlaced`), and none is read again before.
                    // Its result nodes are counted in `laneResultNodes`.
                    reused += 1
                    return
                }
                if lane >= 0, Lane.isApart(lane) {
                    out[index] = placeApartLane(
                        index, frame: frame, items: items, identifiers: &identifiers, context: context)
                    return
                }
                let at = slot(index)
                let slot = slots[at]
                if replays, slot.state == nil, slot.record >= 0, slot.untouched, slot.cursor == 1,
                    reusePreviousResult(
                        index, record: Int(slot.record), frame: frame, items: items, in: out, inPlace: inPlace,
                        identifiers: &identifiers, boxed: boxed)
                {
                    slots[at].cursor = 2
                    reused += 1
                    reusedNodes += Int(entries[Int(slot.record)].placedCount)
                    return
                }
                let result: LayoutResultNode
                if replays, slot.state == nil,
                    let replayed = replayedResult(
                        index, frame: frame, key: items[index].key, identifiers: &identifiers, boxed: boxed)
                {
                    result = replayed
                } else {
                    result = placeEngineNode(index, frame: frame, identifiers: &identifiers, context: context)
                }
                // Moved in, not copied (a copy would retain what the result holds).
                out[index] = consume result
            }
        }
        previousResults = []
        // Every child still in its lane was placed with its previous result (at the first
        // placement only: a child in its lane is not placed so again).
        if !lanesPlaced { reusedNodes += laneResultNodes }
        lanesPlaced = true
        countLaneMeasurements(in: context)
        pass.statistics.placementsReused += reused
        pass.statistics.resultNodesReused += reusedNodes
        pass.resultsWithoutNode += reused
        pass.resultsFromRecords += reused
        return results
    }

    /// At the first request of the pass: claims every child, in order, makes the engine's node of
    /// each that needs one now, and reads the children's traits.
    private func prepare(_ node: LayoutNode, context: LayoutContext) {
        guard cache == nil else { return }
        let count = storage.children.count
        keptEnvironment = node.state.pointee.keptEnvironment
        // Each child's lane, and the code of its traits as the stack reads them from its node
        // (`unlisted` for traits kept in `listed`), written once per child in place: a long list's
        // rows are claimed by a few comparisons each, and an append each would cost as much. For a
        // child with an engine node, its traits are read there once every child is claimed (they
        // may be forwarded from the element it wraps).
        lanes.reset(count: count)
        var codes = [UInt8](repeating: 0, count: count)
        var listed: [(index: Int, traits: StackLayout.Traits)] = []
        let boxes = StackChildren.traitBoxes
        var needNodes = false
        // The children claimed otherwise than untouched (a few, in a long list with a change).
        var touched: [Int] = []
        let items = storage.children.items
        // The owner's previous children, read in place by ``claimFromRecords(_:items:previous:)``.
        let previous = owner.children
        if let records {
            childReadsUnchanged =
                !pass.rules.checksEnvironmentReads
                || SessionNode.unchanged(records.childReads, in: keptEnvironment.environment)
        }
        codes.withUnsafeMutableBufferPointer { codeOf in
            previous.withUnsafeBufferPointer { previous in
                func setTraits(_ traits: StackLayout.Traits, at index: Int) {
                    if let code = StackLayout.TraitList.code(traits) {
                        codeOf[index] = UInt8(truncatingIfNeeded: code)
                    } else {
                        codeOf[index] = StackLayout.TraitList.Builder.unlisted
                        listed.append((index, traits))
                    }
                }
                var next = 0
                while next < count {
                    // Most rows of a long list, claimed in a run (see `claimRunFromRecords`); the
                    // first that the run does not claim takes the steps below.
                    if records != nil, owner.childrenInOrder {
                        next = claimRunFromRecords(from: next, items: items, previous: previous, codes: codeOf)
                        guard next < count else { break }
                    }
                    let index = next
                    next += 1
                    if let (node, record) = claimFromRecords(index, items: items, previous: previous) {
                        // A row as it was, found in the records without reading its node.
                        if let lane = Lane.claimed(record) {
                            lanes[index] = lane
                            laneResultNodes &+= Int(entries[record].placedCount)
                        } else {
                            lanes[index] = addSlot(.fromRecords(node: node, record: record), child: index)
                        }
                        Self.noteShift(
                            index, record: record, claimed: &claimedFromRecords, shift: &recordShift,
                            shared: &recordsShareShift)
                        if !entries[record].readsNothing { untouchedChildrenRead = true }
                        // It forwards no traits and no carrier wraps it: its traits are the ones
                        // it was added with (a long list's are mostly shared boxes, told apart
                        // unread).
                        if let code = StackChildren.traitCode(of: items[index].traits, boxes) {
                            codeOf[index] = code
                        } else {
                            setTraits(items[index].traits[layout: StackLayout.self], at: index)
                        }
                        continue
                    }
                    let element = items[index].element
                    if let node = pass.claimUnchanged(child: element, key: items[index].key) {
                        // A row as it was, answering from its record alone.
                        lanes[index] = addSlot(
                            Slot(
                                node: Unmanaged.passUnretained(node), reuse: .equal, same: true,
                                untouched: true),
                            child: index)
                        setTraits(
                            SessionPass.reusedTraits(of: node, items[index].traits)[
                                layout: StackLayout.self],
                            at: index)
                        continue
                    }
                    let claim = pass.claimNode(
                        child: element, key: items[index].key, environment: keptEnvironment, isRoot: false,
                        isNew: isNewKey(items[index].key), knownDifferent: knownDifferent)
                    touched.append(index)
                    lanes[index] = addSlot(
                        Slot(
                            node: Unmanaged.passUnretained(claim.node), reuse: claim.reuse, same: claim.same
                        ),
                        child: index)
                    if claim.replaysWithoutContent {
                        setTraits(
                            SessionPass.reusedTraits(of: claim.node, items[index].traits)[
                                layout: StackLayout.self],
                            at: index)
                    } else {
                        // The default traits (code 0) until its node is made below.
                        needNodes = true
                    }
                }
            }
        }
        var traits = StackLayout.TraitList.Builder(codes: codes, listed: listed)
        if needNodes {
            // The touched children only: an untouched one replays without content (as it was
            // claimed), and is left unread.
            for index in touched where !replaysWithoutContent(index) {
                let child = LayoutNode(state: engineNode(index, context: context))
                traits.replace(at: index, with: child.traits(forLayout: StackLayout.self))
            }
        }
        noneUnwrapped = true
        // An untouched child is not wrapped (and its node is left unread).
        for index in touched where self.node(index).hasUnwrapped { noneUnwrapped = false }
        cache = StackLayout.StackCache(traits: traits.list(count: count), gaps: nil)
    }

    /// Claims the children from `start` on, in order, while each is the previous child next in
    /// order as ``claimFromRecords(_:items:previous:)`` finds it and its traits are a shared box's
    /// (see ``StackChildren/traitCode(of:_:)``): each into its lane, its code in `codes`. Returns
    /// the index of the first child it did not claim (`items.count` when it claimed them all).
    ///
    /// The same steps as `prepare` takes for such a child, with the owner's cursor and the
    /// stack's counters kept in locals while the run lasts (written back at its end) and the
    /// entries and children read through their buffers: a long list's rows are claimed by a few
    /// comparisons each. Asked while the owner's children come in order.
    @inline(__always)
    private func claimRunFromRecords(
        from start: Int, items: [LayoutChild], previous: UnsafeBufferPointer<SessionNode>,
        codes: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        let parent = owner
        var cursor = parent.matchCursor
        let limit = min(entries.count, previous.count)
        guard cursor < limit, start < items.count,
            let offset = MemoryLayout<LayoutChild>.offset(of: \LayoutChild.element)
        else { return start }
        let boxes = StackChildren.traitBoxes
        let readsUnchanged = childReadsUnchanged
        var index = start
        let first = cursor
        var resultNodes = laneResultNodes
        var read = untouchedChildrenRead
        entries.withUnsafeBufferPointer { entries in
            items.withUnsafeBufferPointer { items in
                while index < items.count, cursor < limit {
                    let entry = entries[cursor]
                    let element = UnsafeRawPointer(items.baseAddress! + index) + offset
                    guard entry.answersAlone, entry.readsNothing || readsUnchanged,
                        ElementEquivalence.bits(at: element, like: entry.element) == entry.element,
                        entry.keyMatches(items[index].key) == true,
                        let lane = Lane.claimed(cursor),
                        let code = StackChildren.traitCode(of: items[index].traits, boxes)
                    else { return }
                    lanes[index] = lane
                    codes[index] = code
                    resultNodes &+= Int(entry.placedCount)
                    if !entry.readsNothing { read = true }
                    cursor += 1
                    index += 1
                }
            }
        }
        // As `SessionNode.claimInOrderUnmarked()` for each child claimed.
        parent.matchCursor = cursor
        laneResultNodes = resultNodes
        untouchedChildrenRead = read
        // The run's children and entries advance together: every child it claimed is at the
        // shift of its first.
        if cursor > first {
            Self.noteShift(
                start, record: first, claimed: &claimedFromRecords, shift: &recordShift, shared: &recordsShareShift)
        }
        return index
    }

    /// Notes that the child at `index` was claimed from the entry at `record`: the first such
    /// child sets the shift (see ``recordShift``), and one at another shift means they do not
    /// share it (see ``recordsShareShift``).
    @inline(__always)
    private static func noteShift(
        _ index: Int, record: Int, claimed: inout Bool, shift: inout Int, shared: inout Bool
    ) {
        if !claimed {
            claimed = true
            shift = index - record
        } else if index - record != shift {
            shared = false
        }
    }

    /// The previous child of the path of the child at `index` of `items` (next in order, or, once
    /// the children left their order, the one the owner's matching finds), claimed without
    /// beginning it, when its entry in the records answers alone and the child is the very value
    /// it holds with its key: the node and the entry's index. As
    /// ``SessionPass/claimUnchanged(child:key:)``, reading the entry instead of the node (only its
    /// path and pass are read).
    ///
    /// While the owner's children come in order, the node is claimed without being marked (see
    /// ``SessionNode/claimInOrderUnmarked()``), so it is not read at all.
    @inline(__always)
    private func claimFromRecords(
        _ index: Int, items: [LayoutChild], previous: UnsafeBufferPointer<SessionNode>
    ) -> (Unmanaged<SessionNode>, Int)? {
        knownDifferent = nil
        let parent = owner
        var record = parent.matchCursor
        if !parent.childrenInOrder {
            // Out of order (rows moved), the child's path is found as the owner's matching finds
            // it: next in order, else through the matching table. Claimed from its record, a
            // moved row takes its lane as a row in order does, instead of a slot, a size cache
            // and a node begun (which made a reordered list cost more than a fresh layout).
            let type = ObjectIdentifier(dynamicType(of: items[index].element))
            if parent.nextInOrder(type: type, key: items[index].key, pass: pass.number) == nil {
                guard let found = parent.firstUnclaimed(type: type, key: items[index].key, pass: pass.number) else {
                    return nil
                }
                record = found
            }
        }
        guard record < entries.count, record < previous.count else { return nil }
        let entry = entries[record]
        // In order from the first, or the first of its type and key (see `SessionNode.claimChild`).
        guard entry.answersAlone, entry.readsNothing || childReadsUnchanged,
            parent.childrenInOrder || entry.occurrence == 0
        else { return nil }
        let node = Unmanaged.passUnretained(previous[record])
        switch entry.keyMatches(items[index].key) {
        case true?: break
        case false?: return nil
        case nil: guard ChildKey.equal(items[index].key, node.takeUnretainedValue().key) else { return nil }
        }
        // The very value, or one made anew that lays out alike (`==`, or a catalog container equal
        // field by field): the node keeps the previous value, which the entry's bits stay true for.
        if ElementEquivalence.bits(ofChildAt: index, in: items, like: entry.element) != entry.element {
            guard pass.laysOutAlike(items[index].element, node.takeUnretainedValue().element) else {
                // Claimed next (in order, it is this node), it is not compared again, unless its
                // type may still say it is equivalent.
                if !pass.mayBeEquivalent(items[index].element) {
                    knownDifferent = ObjectIdentifier(node.takeUnretainedValue())
                }
                return nil
            }
        }
        if parent.childrenInOrder {
            parent.claimInOrderUnmarked()
        } else {
            guard node.takeUnretainedValue().pass != pass.number else { return nil }
            _ = parent.claimFound(at: record, pass: pass.number)
            pass.movedChildrenFromRecords += 1
        }
        return (node, record)
    }

    /// Whether `key` is an `Int` that no previous child has, told by the records when every
    /// previous child's entry holds an `Int` key (a keyed list whose rows all answered alone), by
    /// the range of those keys when it lies outside it, else by reading the entries' keys: a
    /// row inserted into a long list is then claimed without a walk of the previous rows (see
    /// ``SessionNode/claimNewChild(type:key:pass:)``). Asked while the owner's children come in
    /// order and none was inserted yet, at most twice a pass (a key found means a row moved, and
    /// the owner's matching then takes over), so that it never costs a scan per row.
    private func isNewKey(_ key: ChildKey?) -> Bool {
        guard newKeyScans < 2, !entries.isEmpty, owner.childrenInOrder, owner.insertedAt < 0,
            let value = key?.intValue
        else { return false }
        // The previous child next in order, first: a row changed in place has its key.
        let next = owner.matchCursor
        if next < entries.count, entries[next].keyKind == 1, entries[next].keyValue == value { return false }
        if let range = records?.intKeys, !range.contains(value) {
            // Above (or below) every previous child's key: not one of theirs, told unread.
            pass.newChildrenFromRecords += 1
            pass.newKeysOutsideRange += 1
            return true
        }
        newKeyScans += 1
        // The entries side by side, read in order: no previous node is read.
        for record in 0..<entries.count where entries[record].keyKind != 1 || entries[record].keyValue == value {
            return false
        }
        pass.newChildrenFromRecords += 1
        return true
    }

    /// The session node of the child at `index`.
    @inline(__always)
    private func node(_ index: Int) -> SessionNode {
        let lane = lanes[index]
        // A child in its lane is the owner's previous child at its entry's index.
        return lane >= 0 ? owner.children[Lane.record(lane)] : slots[Int(~lane)].node.takeUnretainedValue()
    }

    /// The occurrence of the path of the child at `index`: from its entry when it was claimed from
    /// the records (so its node is not read), else from its node.
    @inline(__always)
    private func occurrence(_ index: Int) -> Int {
        let lane = lanes[index]
        if lane >= 0 { return Int(entries[Lane.record(lane)].occurrence) }
        let slot = slots[Int(~lane)]
        return slot.record >= 0 ? Int(entries[Int(slot.record)].occurrence) : slot.node.takeUnretainedValue().occurrence
    }

    /// Adds the slot of the child at `index` (claimed in order, so the last so far): the lane
    /// that points at it.
    private func addSlot(_ slot: Slot, child index: Int) -> Int32 {
        slotChildren.append(index)
        slots.append(slot)
        return ~Int32(slots.count - 1)
    }

    /// The index in ``slots`` of the slot of the child at `index`: moved from its lane to a slot
    /// in the same state first, if it is in one.
    @inline(__always)
    private func slot(_ index: Int) -> Int {
        let lane = lanes[index]
        if lane < 0 { return Int(~lane) }
        precondition(!Lane.isApart(lane), "BlueprintLayout: an incremental stack's child laid out apart left its lane")
        let record = Lane.record(lane)
        laneResultNodes &-= Int(entries[record].placedCount)
        slots.append(
            .fromRecords(
                node: Unmanaged.passUnretained(owner.children[record]), record: record, cursor: cursor(ofLane: lane)))
        lanes[index] = ~Int32(slots.count - 1)
        // Children leave their lanes in order when a new width reaches each in turn.
        if let last = slotChildren.last, last > index { slotsInOrder = false }
        slotChildren.append(index)
        return slots.count - 1
    }

    /// The identifier of the child at `index`, whose engine node's element is of `type`, added with
    /// `key`: the next that `identifiers` counts, or, when no child is wrapped by trait carriers,
    /// the one its session node's path gives. The path's type is then the type of the element the
    /// identifier names (only a carrier's node holds another element than its parent gave), and
    /// its occurrence counts the siblings before it of the same type and key in this pass, as the
    /// identifier's count does from 1: no hashing of keys.
    @inline(__always)
    private func identifier(
        _ index: Int, type: any Element.Type, key: ChildKey?, counting identifiers: inout ElementIdentifier.Factory
    ) -> ElementIdentifier {
        guard noneUnwrapped else { return identifiers.next(for: type, key: key) }
        let identifier = ElementIdentifier(type: type, key: key, count: occurrence(index) + 1)
        assert(
            identifier == identifiers.next(for: type, key: key),
            "BlueprintLayout: an incremental stack's child path disagrees with its identifier")
        return identifier
    }

    /// Begins the pass's part of the session node at `index`, if claimed without beginning it.
    private func begin(_ index: Int) {
        let at = slot(index)
        guard slots[at].untouched else { return }
        _ = pass.beginUnchanged(
            node(index), child: storage.children.items[index].element, cursor: Int(slots[at].cursor))
        slots[at].untouched = false
    }

    /// How many events of the trace of the child at `index` the pass replayed, `nil` when it does
    /// not replay.
    @inline(__always)
    private func cursor(_ index: Int) -> Int? {
        let at = slot(index)
        return slots[at].untouched ? Int(slots[at].cursor) : node(index).cursor
    }

    /// Records that the pass replayed one more event of the trace of the child at `index`.
    @inline(__always)
    private func advance(_ index: Int, from cursor: Int) {
        let at = slot(index)
        if slots[at].untouched {
            slots[at].cursor = Int32(cursor + 1)
        } else {
            node(index).cursor = cursor + 1
        }
    }

    private func claim(_ index: Int) -> SessionPass.Claim {
        let at = slot(index)
        return SessionPass.Claim(node: node(index), reuse: slots[at].reuse, same: slots[at].same)
    }

    private func replaysWithoutContent(_ index: Int) -> Bool { claim(index).replaysWithoutContent }

    /// The engine's node of the child at `index`, made now if it has none: initialized as the pass
    /// initializes any child's, with the measurements answered so far.
    private func engineNode(_ index: Int, context: LayoutContext) -> UnsafeMutablePointer<LayoutNodeState> {
        if let state = slots[slot(index)].state { return state }
        addImpliedMeasurement(index, context: context)
        if laysOutApart(slot(index)) { return apartNode(index, context: context) }
        begin(index)
        let state = context.allocateNodes(1)
        pass.initializeNode(
            state, claim: claim(index), child: storage.children.items[index].element,
            traits: storage.children.items[index].traits, key: storage.children.items[index].key,
            environment: keptEnvironment, context: context, isRoot: false)
        attach(state, toSlot: slot(index))
        return state
    }

    /// Makes `state` the engine node of the slot at `at`, with the size cache the slot kept.
    @inline(__always)
    private func attach(_ state: UnsafeMutablePointer<LayoutNodeState>, toSlot at: Int) {
        if slots[at].sizeCache >= 0 { LayoutNode(state: state).adoptSizeCache(sizeCaches[Int(slots[at].sizeCache)]) }
        slots[at].state = state
    }

    /// Whether the child of the slot at `at`, which needs its engine node now, is laid out apart
    /// from its session node (see ``apartNode(_:context:)``): a child claimed from the records and
    /// never begun, whose subtree holds no list, as the rules allow.
    private func laysOutApart(_ at: Int) -> Bool {
        let slot = slots[at]
        guard slot.untouched, slot.record >= 0 else { return false }
        return laysOutApart(record: Int(slot.record))
    }

    /// Whether a child claimed from the records at `record` and never begun may be laid out apart
    /// from its session node: its subtree holds no list, and the rules allow it.
    @inline(__always)
    private func laysOutApart(record: Int) -> Bool {
        pass.rules.laysOutApart && !entries[record].holdsList
    }

    /// The engine's node of the child at `index`, claimed from the records and never begun, made
    /// apart from its session node: as a fresh layout makes it, below the stack's session node (no
    /// session node is made in its subtree, as below a node laid out detached). The requests the
    /// entry answered so far run for real first, as a node leaving its trace runs them, so that
    /// its content is where a fresh layout's is.
    ///
    /// The child's session node is not begun: once the child is measured and placed, its trace
    /// becomes those two requests with their answers and its reads take what the subtree read, as
    /// a node laid out detached would end (its children's records stay as they were), and the
    /// owner's next records hold the same (see ``entry(ofChild:)``). So a list asked something new
    /// (a new width reaches every row) costs about what a fresh layout does, with each row's record
    /// and entry answering the new width, and the previous results freed row by row as the new
    /// ones are made.
    private func apartNode(_ index: Int, context: LayoutContext) -> UnsafeMutablePointer<LayoutNodeState> {
        let at = slot(index)
        let state = makeNodeApart(index, context: context)
        attach(state, toSlot: at)
        slots[at].apart = Int32(apartChildren.count)
        if apartChildren.isEmpty {
            // A child laid out apart is most often the first of many (a new width reaches them all).
            let rest = lanes.count - index
            apartChildren.reserveCapacity(rest)
            slots.reserveCapacity(slots.count + rest)
            slotChildren.reserveCapacity(slotChildren.count + rest)
        }
        apartChildren.append(ApartChild())
        pass.detachedNodes += 1
        pass.childrenLaidOutApart += 1
        let apart = apartChildren.count - 1
        let cursor = slots[at].cursor
        guard cursor >= 1 else { return state }
        // The entry's measurement, answered so far: the node's cache holds it already.
        let entry = entries[Int(slots[at].record)]
        guard cursor == 1, let content = state.pointee.content.storage else {
            // Placed from its previous result too (or content without storage, which no entry
            // holds): the node goes on, but no entry can say what it was asked.
            apartChildren[apart].events = -1
            return state
        }
        let node = LayoutNode(state: state)
        let before = context.measurements
        let size = pass.runningApart {
            DeepRecursion.guarded(context) { content.sizeThatFits(entry.proposal, node: node) }
        }
        pass.statistics.measurementsComputed += 1 + context.measurements - before
        assert(
            NumericBoundary.measured(size) == entry.size,
            "BlueprintLayout: an incremental stack's entry answered a measurement wrongly")
        apartChildren[apart].measured(entry.proposal, entry.size)
        keepReads(apart: apart)
        return state
    }

    /// The engine's node of the child at `index`, made as a fresh layout makes it, with no session
    /// node below it (see ``apartNode(_:context:)``).
    @inline(__always)
    private func makeNodeApart(_ index: Int, context: LayoutContext) -> UnsafeMutablePointer<LayoutNodeState> {
        let state = context.allocateNodes(1)
        let items = storage.children.items
        pass.runningApart {
            _ = LayoutNode(
                state: state, child: items[index].element, traits: items[index].traits, key: items[index].key,
                environment: keptEnvironment, context: context)
        }
        return state
    }

    /// The size of the child laid out apart at `apart` in ``apartChildren``, whose node is `state`,
    /// in `proposal`, as its node measures: what its content was asked is kept.
    private func measureApart(
        _ apart: Int, state: UnsafeMutablePointer<LayoutNodeState>, proposal: SizeConstraint, context: LayoutContext
    ) -> CGSize {
        let before = context.measurements
        let size = pass.runningApart { LayoutNode(state: state).measure(proposal) }
        let computed = context.measurements - before
        pass.statistics.measurementsComputed += computed
        // A measurement counted is one the content made (a size the node's cache answered is not).
        if computed > 0 { apartChildren[apart].measured(proposal, size) }
        keepReads(apart: apart)
        return size
    }

    /// The result of the child laid out apart at `apart` in ``apartChildren``, whose engine node is
    /// `child` and session node `node`, in `frame`: what its content was asked is kept.
    private func placeApart(
        _ apart: Int, node: Unmanaged<SessionNode>, child: LayoutNode, frame: CGRect, identifier: ElementIdentifier,
        context: LayoutContext
    ) -> LayoutResultNode {
        let measurements = context.measurements
        let retired = context.retiredStates
        let result = pass.runningApart {
            child.result(frame: frame, attributes: LayoutSubelement.Attributes(), identifier: identifier)
        }
        // The child's node retires with its result, after the nodes below.
        let count = context.retiredStates - retired - 1
        pass.statistics.measurementsComputed += context.measurements - measurements
        pass.statistics.placementsComputed += 1 + count
        keepReads(apart: apart)
        apartChildren[apart].placed(count: count)
        if apartChildren[apart].events == 2 {
            // The node's record becomes this pass's: its trace, and the values its subtree read
            // (any others were read for the trace replaced). Asked anything else, the child keeps
            // its record as it was, still true, and no entry answers for it.
            // The owner holds the child's node (see `SessionNode`): no reference count is taken.
            let reads = apartChildren[apart].read ? apartChildReads[apart] ?? [] : []
            let (proposal, size) = (apartChildren[apart].proposal, apartChildren[apart].size)
            node._withUnsafeGuaranteedRef {
                $0.replaceRecord(
                    measuring: proposal, size, placing: frame.size, result.children, count: count, reads: reads)
            }
        }
        return result
    }

    /// The result of the child at `index` in `frame`, placed by its engine node (made now if it
    /// has none): apart, when it is laid out apart from its session node (see
    /// ``apartNode(_:context:)``). Out of line: most children of a long list are placed from their
    /// previous results, by a body kept small.
    @inline(never)
    private func placeEngineNode(
        _ index: Int, frame: CGRect, identifiers: inout ElementIdentifier.Factory, context: LayoutContext
    ) -> LayoutResultNode {
        let child = LayoutNode(state: engineNode(index, context: context))
        // The key is read here, where the identifier takes it (passed in, it was retained for the call).
        let identifier = identifier(
            index, type: child.elementType, key: storage.children.items[index].key, counting: &identifiers)
        let at = slot(index)
        guard slots[at].apart < 0 else {
            return placeApart(
                Int(slots[at].apart), node: slots[at].node, child: child, frame: frame, identifier: identifier,
                context: context)
        }
        return child.result(frame: frame, attributes: LayoutSubelement.Attributes(), identifier: identifier)
    }

    /// Lays out the child at `index`, in its lane `lane` (claimed from the records, not asked
    /// anything yet), apart from its session node, as ``apartNode(_:context:)`` does for a child in
    /// a slot, but left in its lane: a new width reaches every row of a long list, and a slot, an
    /// engine node claimed through the session and their bookkeeping for each were most of what
    /// such a pass cost beyond a fresh layout. The lane is marked (``Lane/apart``), and what its
    /// content is asked is kept in ``apartChildren`` as for a slot's child. Returns the index there.
    @inline(never)
    private func makeApartLane(_ index: Int, lane: Int32, context: LayoutContext) -> Int {
        laneResultNodes &-= Int(entries[Lane.record(lane)].placedCount)
        if apartLaneChildren.isEmpty {
            // Most often the first of many (a new width reaches them all).
            laneApart.reset(count: lanes.count)
            apartLaneChildren.reserveCapacity(lanes.count - index)
            apartChildren.reserveCapacity(apartChildren.count + lanes.count - index)
        } else if apartLaneChildren[apartLaneChildren.count - 1] > index {
            apartLanesInOrder = false
        }
        apartLaneChildren.append(index)
        var child = ApartChild()
        child.state = makeNodeApart(index, context: context)
        apartChildren.append(child)
        let apart = apartChildren.count - 1
        laneApart[index] = Int32(apart)
        lanes[index] = lane | Lane.apart
        pass.detachedNodes += 1
        pass.childrenLaidOutApart += 1
        return apart
    }

    /// The engine's node of the child laid out apart in its lane at `apart` in ``apartChildren``.
    @inline(__always)
    private func apartState(_ apart: Int) -> UnsafeMutablePointer<LayoutNodeState> {
        guard let state = apartChildren[apart].state else {
            preconditionFailure("BlueprintLayout: an incremental stack's child laid out apart in its lane has no node")
        }
        return state
    }

    /// The result in `frame` of the child at `index`, laid out apart in its lane (see
    /// ``makeApartLane(_:lane:context:)``).
    @inline(never)
    private func placeApartLane(
        _ index: Int, frame: CGRect, items: [LayoutChild], identifiers: inout ElementIdentifier.Factory,
        context: LayoutContext
    ) -> LayoutResultNode {
        let apart = Int(laneApart[index])
        let child = LayoutNode(state: apartState(apart))
        let identifier = identifier(index, type: child.elementType, key: items[index].key, counting: &identifiers)
        return placeApart(
            apart, node: previousChild(Lane.record(lanes[index])), child: child, frame: frame, identifier: identifier,
            context: context)
    }

    /// The owner's previous child at `record`, not retained (the owner holds it: see
    /// ``SessionNode``).
    @inline(__always)
    private func previousChild(_ record: Int) -> Unmanaged<SessionNode> {
        owner.children.withUnsafeBufferPointer { Unmanaged.passUnretained($0[record]) }
    }

    /// Keeps what the child laid out apart at `apart` in ``apartChildren`` read just now: the
    /// stack's own reads (see ``SessionPass/takeApartReads()``), the ones its children read in this
    /// pass, and the child's.
    @inline(__always)
    private func keepReads(apart: Int) {
        let reads = pass.takeApartReads()
        guard !reads.isEmpty else { return }
        apartChildren[apart].read = true
        apartReads.add(reads)
        apartChildReads[apart, default: []].add(reads)
    }

    /// The size of the child at `index` in `proposal`: as its engine node measures (its cache,
    /// then its content, whose session node answers from the trace), without the node while the
    /// trace answers.
    @inline(__always)
    private func measure(child index: Int, in proposal: SizeConstraint, context: LayoutContext) -> CGSize {
        let lane = lanes[index]
        // In its lane and not laid out apart there (a lane below `Lane.apart`).
        if UInt32(bitPattern: lane) < UInt32(Lane.apart) {
            // As a slot would answer, without one (see below).
            let record = Lane.record(lane)
            if entries[record].proposal == proposal {
                if Lane.cursor(lane) == 0 {
                    lanes[index] = lane | Lane.measured
                    laneMeasurements &+= 1
                } else {
                    laneCacheHits &+= 1
                }
                // Past the numeric boundary already (see `StackRecords.Entry.size`).
                return entries[record].size
            }
        }
        return measureInSlot(child: index, in: proposal, context: context)
    }

    /// The size of the child at `index` in `proposal`, as ``measure(child:in:context:)`` gives it,
    /// from the child's slot (apart, so that a child in its lane is measured without this body's
    /// frame).
    @inline(never)
    private func measureInSlot(child index: Int, in proposal: SizeConstraint, context: LayoutContext) -> CGSize {
        let lane = lanes[index]
        // Laid out apart in its lane already, or to be: asked something its entry does not answer
        // before anything else (a new width).
        if lane >= 0, Lane.isApart(lane) || (cursor(ofLane: lane) == 0 && laysOutApart(record: Lane.record(lane))) {
            let apart = Lane.isApart(lane) ? Int(laneApart[index]) : makeApartLane(index, lane: lane, context: context)
            return measureApart(apart, state: apartState(apart), proposal: proposal, context: context)
        }
        let at = slot(index)
        let slot = slots[at]
        if let state = slot.state { return measure(at, engineNode: state, proposal: proposal, context: context) }
        if slot.record >= 0, slot.untouched, slot.sizeCache < 0 {
            let record = Int(slot.record)
            if slot.cursor == 0, entries[record].proposal == proposal {
                // The first measurement of a child found in the records, answered by its entry
                // (the trace's first event): its lookup in the empty cache, and the measurement
                // the cache then takes, are left implied (see `addImpliedMeasurement`).
                slots[at].answeredByEntry()
                pass.statistics.measurementsReused += 1
                context.measurements += 1
                return entries[record].size
            }
            if slot.cursor == 0, laysOutApart(at) {
                // Asked something new at once (a new width): laid out apart, its node's cache
                // looks the proposal up as this one would.
                return measure(at, engineNode: apartNode(index, context: context), proposal: proposal, context: context)
            }
            if slot.implied {
                // The cache holds one measurement, the entry's: the same proposal finds it.
                if proposal == entries[record].proposal {
                    context.cacheHits += 1
                    return entries[record].size
                }
                addImpliedMeasurement(index, context: context)
            }
        }
        // Without a cache, a lookup finds nothing; it is made when it would change the empty
        // cache (as the engine node's would be changed).
        if slots[at].sizeCache >= 0 || SizeCache.lookupChangesEmptyCache(proposal, options: context.options) {
            let cache = sizeCache(of: index)
            if let size = sizeCaches[cache].lookup(proposal, options: context.options, spill: &context.sizeCacheSpill) {
                context.cacheHits += 1
                return size
            }
        }
        if let cursor = cursor(index), let answer = tracedSize(index, at: cursor, for: proposal) {
            advance(index, from: cursor)
            pass.statistics.measurementsReused += 1
            context.measurements += 1
            let size = NumericBoundary.measured(answer)
            insert(proposal, size, child: index, context: context)
            return size
        }
        return measure(at, engineNode: engineNode(index, context: context), proposal: proposal, context: context)
    }

    /// The size in `proposal` of the child of the slot at `at`, measured by its engine node
    /// `state`: apart, when it is laid out apart from its session node.
    @inline(__always)
    private func measure(
        _ at: Int, engineNode state: UnsafeMutablePointer<LayoutNodeState>, proposal: SizeConstraint,
        context: LayoutContext
    ) -> CGSize {
        guard slots[at].apart < 0 else {
            return measureApart(Int(slots[at].apart), state: state, proposal: proposal, context: context)
        }
        return LayoutNode(state: state).measure(proposal)
    }

    /// Makes the size cache of the child at `index` what its implied state stands for: an empty
    /// cache in which the entry's proposal was looked up (which may change it), then given the
    /// entry's measurement.
    private func addImpliedMeasurement(_ index: Int, context: LayoutContext) {
        let at = slot(index)
        guard slots[at].implied else { return }
        slots[at].implied = false
        let entry = entries[Int(slots[at].record)]
        let cache = sizeCache(of: index)
        let found = sizeCaches[cache].lookup(entry.proposal, options: context.options, spill: &context.sizeCacheSpill)
        assert(found == nil, "BlueprintLayout: an incremental stack's implied cache was not empty")
        sizeCaches[cache].insert(entry.proposal, entry.size, spill: &context.sizeCacheSpill)
    }

    /// Adds a measurement to the size cache of the child at `index`.
    private func insert(_ proposal: SizeConstraint, _ size: CGSize, child index: Int, context: LayoutContext) {
        sizeCaches[sizeCache(of: index)].insert(proposal, size, spill: &context.sizeCacheSpill)
    }

    /// The index in ``sizeCaches`` of the size cache of the child at `index`, made on first need
    /// (empty, as an engine node's starts).
    private func sizeCache(of index: Int) -> Int {
        let at = slot(index)
        if slots[at].sizeCache < 0 {
            slots[at].sizeCache = Int32(sizeCaches.count)
            sizeCaches.append(SizeCache())
        }
        return Int(slots[at].sizeCache)
    }

    /// The size that the trace of the child at `index` answers at `cursor` to a measurement in
    /// `proposal`: from the child's entry in the records when it has one there, else from its node.
    @inline(__always)
    private func tracedSize(_ index: Int, at cursor: Int, for proposal: SizeConstraint) -> CGSize? {
        let at = slot(index)
        let record = slots[at].record
        if cursor == 0, record >= 0, slots[at].untouched {
            let entry = entries[Int(record)]
            return entry.proposal == proposal ? entry.size : nil
        }
        return node(index).tracedSize(at: cursor, for: proposal)
    }

    /// Places the previous result of the child at `index`, claimed from the records at `record`,
    /// left untouched and measured once, in `frame` when the result has the frame's size: the
    /// result at `index` of `results` when `inPlace`, else moved there from the previous results,
    /// with this pass's frame (and identifier, if it changed). Returns whether it placed it (the
    /// caller then counts it in the statistics and moves the child's cursor on).
    ///
    /// The entry's placement is the result's frame size (the records' results are the stack's
    /// children's results of the placement their entries hold), so the result's own size is
    /// compared: the entry is not read, as the frames come after every child was measured.
    @inline(__always)
    private func reusePreviousResult(
        _ index: Int,
        record: Int,
        frame: CGRect,
        items: [LayoutChild],
        in results: UnsafeMutableBufferPointer<LayoutResultNode>,
        inPlace: Bool,
        identifiers: inout ElementIdentifier.Factory,
        boxed: Bool
    ) -> Bool {
        // Moved, never copied (a copy would retain what it holds: a cache miss each on a long
        // list's rows), and changed in place.
        if inPlace {
            // Moved to `index` by the shift the children claimed from the records share.
            guard record + recordShift == index, results[index].move(to: frame, boxed: boxed) else { return false }
        } else {
            guard record < previousResults.count else { return false }
            swap(&results[index], &previousResults[record])
            guard results[index].move(to: frame, boxed: boxed) else {
                swap(&results[index], &previousResults[record])
                return false
            }
        }
        assert(tracedPlacementSize(index) == frame.size, Self.notOfTheTrace)
        // The previous result's element is the child's (the same value), and its key equals the
        // child's: only the count may differ, and not when the results were counted by path.
        if noneUnwrapped {
            // The key is read only if the count changed (a copy would retain it).
            if !resultsCountedByPath {
                results[index].recount(Int(entries[record].occurrence) + 1, key: items[index].key)
            }
            assert(Self.isCounted(results[index], key: items[index].key, by: &identifiers), Self.notOfThePath)
        } else {
            let identifier = identifiers.next(for: results[index].identifier.elementType, key: items[index].key)
            if results[index].identifier != identifier { results[index].identifier = identifier }
        }
        return true
    }

    // The debug checks of a child's previous result placed again.
    private static let notOfTheTrace =
        "BlueprintLayout: an incremental stack's previous result is not of its trace's placement"
    private static let notOfThePath = "BlueprintLayout: an incremental stack's child path disagrees with its identifier"

    /// Whether `result`, a child's with `key`, has the identifier that `identifiers` counts for it
    /// next (a debug check: the count is taken).
    private static func isCounted(
        _ result: LayoutResultNode, key: ChildKey?, by identifiers: inout ElementIdentifier.Factory
    ) -> Bool {
        result.identifier == identifiers.next(for: result.identifier.elementType, key: key)
    }

    /// The size of the placement in the trace of the child at `index` (its second event), for a
    /// debug check: the records' results are of those placements.
    private func tracedPlacementSize(_ index: Int) -> CGSize? {
        let trace = node(index).trace
        guard trace.count > 1, case .place(let size, _, _) = trace[1] else { return nil }
        return size
    }

    /// The result of the child at `index`, which has no engine node, placed in `frame` when its
    /// trace holds the placement (the engine node would replay it); `nil` otherwise.
    @inline(__always)
    private func replayedResult(
        _ index: Int,
        frame: CGRect,
        key: ChildKey?,
        identifiers: inout ElementIdentifier.Factory,
        boxed: Bool
    ) -> LayoutResultNode? {
        let node = node(index)
        // A node claimed without beginning holds the same value: it replays placements.
        guard slots[slot(index)].untouched || node.replaysPlacement, let cursor = cursor(index),
            let (placed, count) = node.tracedPlacement(at: cursor, in: frame.size)
        else { return nil }
        advance(index, from: cursor)
        pass.statistics.placementsReused += 1
        pass.statistics.resultNodesReused += count
        pass.resultsWithoutNode += 1
        let element = SessionPass.reusedElement(of: node)
        let identifier = identifier(index, type: dynamicType(of: element), key: key, counting: &identifiers)
        return LayoutResultNode(
            element: element,
            identifierOfItsType: identifier,
            frame: frame,
            attributes: LayoutSubelement.Attributes(),
            children: placed,
            boxed: boxed)
    }
}

/// The lanes of an incremental stack's children (see `IncrementalStack`), in memory of their own:
/// read and written at a child's index without the uniqueness check of an array's write (one a
/// row as a long list is measured). Every index is checked against the count.
private struct LaneList: ~Copyable {
    private var base: UnsafeMutablePointer<Int32>?
    /// How many lanes there are (0 until ``reset(count:)``).
    private(set) var count = 0

    init() {}

    /// Makes the list `count` lanes long, each 0.
    mutating func reset(count: Int) {
        base?.deallocate()
        let lanes = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
        lanes.initialize(repeating: 0, count: count)
        base = lanes
        self.count = count
    }

    subscript(index: Int) -> Int32 {
        @inline(__always) get {
            precondition(
                UInt(bitPattern: index) < UInt(bitPattern: count), "BlueprintLayout: a lane index out of range")
            return base.unsafelyUnwrapped[index]
        }
        @inline(__always) set {
            precondition(
                UInt(bitPattern: index) < UInt(bitPattern: count), "BlueprintLayout: a lane index out of range")
            base.unsafelyUnwrapped[index] = newValue
        }
    }

    deinit { base?.deallocate() }
}

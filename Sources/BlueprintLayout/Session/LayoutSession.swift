import Foundation

/// Lays out successive element trees, reusing the measurements and placements of the previous
/// pass wherever they are certain to be the same.
///
/// Call ``layout(_:frame:environment:options:)`` with each new tree (the whole UI, after a state
/// change): the result is the one ``Element/layout(frame:environment:options:)`` gives, frame for
/// frame, and the work follows what changed. The session keys what it keeps by each element's
/// path (its position in the tree with keys, as ``ElementIdentifier``s from the root) and reuses
/// an element's measurements when:
/// - the element at the path is equivalent to the previous pass's: the same value, `==` for an
///   `Equatable` type, a catalog container (``Row``, ``Inset``, …) made anew but equal field by
///   field, or ``ComparableElement/isEquivalent(to:)``; any other element is measured again in
///   every pass, as is every element above one;
/// - every environment value the element and its subtree read is unchanged;
/// - the requests come in the same order (the engine's caches depend on it).
/// Placements are reused for the same value, an `Equatable`-equal one or an equal catalog
/// container, in a frame of the same size. See the article "Relayout with a session" for the rule
/// in full, the memory kept and the limits.
///
/// ```swift
/// let session = LayoutSession()
/// let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
/// var rows = (0..<1000).map { Spacer(width: 390, height: CGFloat(20 + $0 % 3)) as Element }
/// _ = session.layout(Column { for row in rows { row } }, frame: frame)
/// rows[500] = Spacer(width: 390, height: 44)
/// let result = session.layout(Column { for row in rows { row } }, frame: frame)
/// // session.statistics.measurementsReused > 0
/// ```
///
/// A session is for one thread at a time: using it from a second thread while a pass runs (or
/// from inside a pass, say in a ``GeometryReader``'s closure) stops the program with a message.
/// Dropping the session or calling ``removeAll()`` frees what it keeps.
public final class LayoutSession: @unchecked Sendable {
    /// How much the last pass reused and computed.
    public struct Statistics: Sendable, Equatable {
        /// Measurements answered from the previous pass.
        public var measurementsReused = 0
        /// Measurements computed by the elements' content.
        public var measurementsComputed = 0
        /// Placements of an element's children answered from the previous pass.
        public var placementsReused = 0
        /// Placements computed by the elements' content.
        public var placementsComputed = 0
        /// Result nodes taken from the previous pass (inside reused placements).
        public var resultNodesReused = 0
        /// Result nodes made in this pass.
        public var resultNodesComputed = 0
        /// No work yet.
        public init() {}
    }

    /// The invalidation rules; tests turn one off to show that the differential test catches it.
    struct Rules {
        /// Whether a change to an environment value the subtree read prevents reuse.
        var checksEnvironmentReads = true
        /// Whether elements made anew are matched by value: a catalog container field by field
        /// with the previous pass's (see ``StructuralComparison``), and a row that a list finds in
        /// its records by `==` too; off, only the same value is reused there.
        var comparesStructurally = true
        /// Whether that comparison reads the containers' layout values (off only in a mutant test).
        var structuralComparisonReadsLayouts = true
        /// Whether a row or column laid out again lays out only the children that need it (see
        /// ``IncrementalStack``); off, it makes the engine's node for every child.
        var incrementalStacks = true
        /// The fewest children of a row or column laid out incrementally (at least 2): a small
        /// stack gains little, and a child that needs its engine node costs a little more so.
        var incrementalStackMinimum = 8
        /// The fewest children of a row or column laid out incrementally, as the rules stand.
        var incrementalStackThreshold: Int { max(2, incrementalStackMinimum) }
        /// Whether a long row or column keeps records of its children (see ``StackRecords``).
        var stackRecords = true
        /// Whether an element whose record is reused but asked something new (a new width) lays its
        /// subtree out as a fresh layout does, keeping its children's records as they were (see
        /// ``SessionNode/detached``); off, every node below it is matched and recorded again.
        var detachesReruns = true
        /// Whether a long row or column asked something new (a new width) lays out each child it
        /// finds in its records apart from the child's session node, as a fresh layout does, and
        /// records what it asked in its records (see ``IncrementalStack``); off, it makes every
        /// child's node through the session.
        var laysOutRecordedChildrenApart = true
        /// Whether records' children are laid out apart, as the rules stand (as detached nodes are).
        var laysOutApart: Bool { detachesReruns && laysOutRecordedChildrenApart }
        /// The fewest children of a row or column whose children keep records that answer a new
        /// width (see ``SessionNode/holdsList``): a list, whose rows a later pass may change one
        /// by one. A subtree without one is laid out detached whole when asked something new, and
        /// a later change inside it lays its other children out again, once: for a few dozen
        /// children that costs less than recording them in every change of width; for a feed of
        /// thousands of rows, far more.
        var detachedListMinimum = 64
    }

    /// How much the last pass reused and computed.
    public private(set) var statistics = Statistics()

    var rules = Rules()
    /// Result nodes the last pass made without the engine's node (see ``IncrementalStack``).
    private(set) var resultsWithoutEngineNode = 0
    /// Of those, the results the last pass moved from a stack's records (see ``StackRecords``).
    private(set) var resultsFromStackRecords = 0
    /// How many stacks the last pass placed in their previous results' array.
    private(set) var stacksPlacedInPlace = 0
    /// How many nodes the last pass laid out detached, with no session node below them.
    private(set) var detachedNodes = 0
    /// Of those, the children the last pass laid out apart from their records (see
    /// ``IncrementalStack``).
    private(set) var childrenLaidOutApart = 0
    /// How many children the last pass claimed as new from a stack's records, without a walk of
    /// their previous siblings.
    private(set) var newChildrenFromRecords = 0
    /// Of those, the children whose key lay outside the range of the previous keys (see
    /// ``StackRecords/intKeys``): told new without reading an entry.
    private(set) var newKeysOutsideRange = 0
    /// How many children the last pass claimed from a stack's records out of order (rows that
    /// moved, found by their paths), each taking its record as a row in order does.
    private(set) var movedChildrenFromRecords = 0
    private var root = SessionNode(type: ObjectIdentifier(LayoutSession.self), key: nil, occurrence: 0)
    private var passes: UInt64 = 0
    private var lastOptions: LayoutOptions?
    private var types = ElementTypeTable()
    private let inUse = NSLock()

    /// Creates a session that keeps nothing yet.
    public init() {}

    /// Lays out `element` in `frame`, reusing what the previous pass of this session may lend.
    ///
    /// The result equals ``Element/layout(frame:environment:options:)``'s with the same arguments.
    /// - Parameters:
    ///   - element: The tree to lay out.
    ///   - frame: The root's frame.
    ///   - environment: Values available to every element.
    ///   - options: The measurement cache's deductions; a change of options reuses nothing.
    public func layout(
        _ element: Element,
        frame: CGRect,
        environment: Environment = .empty,
        options: LayoutOptions = LayoutMode.default.options
    ) -> LayoutResultNode {
        guard inUse.try() else { Self.concurrentUse() }
        defer { inUse.unlock() }
        if lastOptions != options {
            root.children = []
            lastOptions = options
        }
        passes += 1
        let pass = SessionPass(number: passes, root: root, rules: rules, types: types)
        // The pass holds the only reference to the table while it runs, so adds to it copy nothing.
        types = ElementTypeTable()
        let result: LayoutResultNode
        do {
            // The context goes before the pass ends: a layout cache it destroys then is the content's
            // of a session node, which the node holds until the end of the pass.
            let context = LayoutContext(options: options)
            context.session = pass
            context.enter()
            let state = context.allocateNodes(1)
            pass.makeNode(
                state, child: element, traits: .empty, key: nil,
                environment: context.keep(environment.forPass(options: options).tracking(pass)), context: context,
                isRoot: true)
            let node = LayoutNode(state: state)
            result = node.result(
                frame: NumericBoundary.rootFrame(frame, measure: node.measure),
                attributes: LayoutSubelement.Attributes(),
                identifier: ElementIdentifier(element: element, key: nil, count: 1))
            pass.statistics.resultNodesComputed = context.retiredStates + pass.resultsWithoutNode
            withExtendedLifetime(context) {}
        }
        pass.finish(root: root)
        types = pass.types
        statistics = pass.statistics
        resultsWithoutEngineNode = pass.resultsWithoutNode
        resultsFromStackRecords = pass.resultsFromRecords
        stacksPlacedInPlace = pass.stacksPlacedInPlace
        detachedNodes = pass.detachedNodes
        childrenLaidOutApart = pass.childrenLaidOutApart
        newChildrenFromRecords = pass.newChildrenFromRecords
        newKeysOutsideRange = pass.newKeysOutsideRange
        movedChildrenFromRecords = pass.movedChildrenFromRecords
        result.checkInvariantsIfEnabled()
        return result
    }

    /// Lays out `element` in `frame` into `result`, letting go of the previous result first.
    ///
    /// A pass that lays a long ``Row`` or ``Column`` out again changes the previous pass's results
    /// in place, which it may do only when nothing else holds them. `result = session.layout(…)`
    /// holds the previous result until the pass returns, so such a pass first copies every result
    /// of the list (for a one-row change in a list of 5,000 rows, about five times the pass's own
    /// time). This method, like `result = nil` before the call, lets the pass change them in place:
    ///
    /// ```swift
    /// var result: LayoutResultNode?
    /// session.layout(feed, frame: frame, replacing: &result)
    /// feed = editedFeed
    /// session.layout(feed, frame: frame, replacing: &result)
    /// ```
    ///
    /// Hold the previous result (and call ``layout(_:frame:environment:options:)``) only when you
    /// need it beside the new one, to compare frames, say.
    /// - Parameters:
    ///   - element: The tree to lay out.
    ///   - frame: The root's frame.
    ///   - environment: Values available to every element.
    ///   - options: The measurement cache's deductions; a change of options reuses nothing.
    ///   - result: The previous pass's result, released before the pass; the new result after it.
    public func layout(
        _ element: Element,
        frame: CGRect,
        environment: Environment = .empty,
        options: LayoutOptions = LayoutMode.default.options,
        replacing result: inout LayoutResultNode?
    ) {
        result = nil
        result = layout(element, frame: frame, environment: environment, options: options)
    }

    /// Drops everything the session keeps: the next pass computes everything.
    public func removeAll() {
        guard inUse.try() else { Self.concurrentUse() }
        defer { inUse.unlock() }
        root = SessionNode(type: ObjectIdentifier(LayoutSession.self), key: nil, occurrence: 0)
        lastOptions = nil
        statistics = Statistics()
    }

    /// How many element paths the session keeps (counted now, in time proportional to it). Each
    /// costs ``bytesPerPath`` bytes and its share of the last result tree (see the
    /// article "Relayout with a session").
    public var keptPathCount: Int {
        guard inUse.try() else { Self.concurrentUse() }
        defer { inUse.unlock() }
        var count = 0
        var pending = root.children
        while let next = pending.popLast() {
            count += 1
            pending.append(contentsOf: next.children)
        }
        return count
    }

    /// The bytes a kept path takes at most beside its events and reads: the node itself with its
    /// element (a larger element's box is shared with the tree it came from).
    public static var bytesPerPath: Int { SessionNode.instanceBytes }

    @inline(never)
    private static func concurrentUse() -> Never {
        preconditionFailure(
            "LayoutSession: used by two threads at once, or from inside its own pass; a session is for one "
                + "thread at a time")
    }
}

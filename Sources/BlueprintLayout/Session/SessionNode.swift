import Foundation

/// What a ``LayoutSession`` keeps for one element path between passes.
///
/// A node remembers the element laid out at its path, the environment values that the element
/// and its subtree read, and the trace of the engine's requests to the element's content in the
/// last pass (measurements in order, then the placement) with their answers. When the next pass
/// finds an equivalent element at the path and the values read unchanged, it answers the same
/// requests in the same order from the trace (see ``SessionStorage``).
final class SessionNode {
    /// The element's type and key: with the occurrence, the path component.
    let type: ObjectIdentifier
    let key: ChildKey?
    /// How many earlier siblings have the same type and key.
    let occurrence: Int

    /// The element as its parent gave it (trait carriers included); `nil` for the session's root.
    var element: Element?
    /// When the element carries traits for another: the element the engine's node holds and the
    /// carriers' traits, outermost first.
    var unwrapped: Unwrapped?
    /// Whether the node's content has storage (a leaf of intrinsic size has none).
    var hasStorage = false
    /// Whether the content lays out as its child, forwarding its traits.
    var forwardsTraits = false
    /// The traits forwarded from the wrapped child, once a parent read them.
    var forwardedTraits: LayoutTraits?
    /// The spacing preferences, once a parent read them.
    var spacing: ElementSpacing?

    /// The engine's requests to the content, and the answers, in the last pass.
    var trace: [SessionEvent] = []
    /// Whether the trace has every request of the pass (it stops at ``SessionNode/traceLimit``).
    var traceComplete = true
    /// Environment values the content read (not its children).
    var ownReads: [EnvironmentRead] = []
    /// Environment values the content and its whole subtree read.
    var subtreeReads: [EnvironmentRead] = []
    /// Whether the element is comparable (see ``ElementEquivalence/isComparable(_:)``).
    var selfComparable = false
    /// Whether every element of the subtree, as laid out in the last pass, is comparable (so its
    /// layout depends on nothing but the elements and the values read).
    var pure = false
    /// The child nodes, in the order they were made in the last pass.
    var children: [SessionNode] = []

    // Per-pass state.
    /// The pass that last claimed the node.
    var pass: UInt64 = 0
    /// The children made in this pass, in order.
    var nextChildren: [SessionNode] = []
    /// How far this pass has replayed ``previousTrace``; `nil` when the pass does not replay.
    var cursor: Int?
    /// The trace of the previous pass, while this one replays it.
    var previousTrace: [SessionEvent] = []
    /// Whether placements in the trace may be replayed (the element is the same value or equal).
    var replaysPlacement = false
    /// Whether the content ran for real in this pass (so its children are the ones made now).
    var ran = false
    /// Whether the pass kept the node's previous data (it reused or may reuse it).
    var reused = false
    /// Whether the content read a value it had not read before in this pass.
    var readsAdded = false
    /// The matching table of the previous children, made when the children are not in order.
    var childTable: [PathComponent: SessionNode]?
    /// How many children of each type and key were made in this pass, once out of order.
    var childCounts: [TypeAndKey: Int]?

    /// The most events a trace keeps (measurements beyond are answered by the content).
    static let traceLimit = 16

    init(type: ObjectIdentifier, key: ChildKey?, occurrence: Int) {
        self.type = type
        self.key = key
        self.occurrence = occurrence
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
            ObjectIdentifier, ChildKey?, Int, Element?, Unwrapped?, Bool, Bool, LayoutTraits?, ElementSpacing?, Bool,
            [SessionEvent], Bool, [EnvironmentRead], [EnvironmentRead], Bool, [SessionNode], UInt64, [SessionNode],
            Int?, [SessionEvent], Bool, Bool, Bool, Bool, [PathComponent: SessionNode]?, [TypeAndKey: Int]?
        )
        return (16 + MemoryLayout<Fields>.size + 15) / 16 * 16
    }()

    /// An element wrapped by trait carriers, as the engine's node holds it.
    struct Unwrapped {
        var element: Element
        var carrierTraits: [LayoutTraits]
    }

    /// A sibling's type and key.
    struct TypeAndKey: Hashable {
        let type: ObjectIdentifier
        let key: AnyHashable?
    }

    /// A child's path component: type, key and occurrence.
    struct PathComponent: Hashable {
        let typeAndKey: TypeAndKey
        let occurrence: Int
    }

    /// The child for an element of `type` and `key` made next in this pass: the previous pass's
    /// node at the same path, or a new one.
    func claimChild(type: ObjectIdentifier, key: ChildKey?, pass: UInt64) -> SessionNode {
        let index = nextChildren.count
        var occurrence = 0
        var found: SessionNode?
        if childCounts == nil, index < children.count, children[index].type == type,
            Self.sameKey(children[index].key, key)
        {
            // In order so far: the occurrence is the previous pass's.
            found = children[index]
            occurrence = found!.occurrence
        } else {
            let typeAndKey = TypeAndKey(type: type, key: key?.value)
            if childCounts == nil {
                var counts: [TypeAndKey: Int] = [:]
                for child in nextChildren {
                    counts[TypeAndKey(type: child.type, key: child.key?.value), default: 0] += 1
                }
                childCounts = counts
            }
            occurrence = childCounts![typeAndKey, default: 0]
            childCounts![typeAndKey] = occurrence + 1
            if childTable == nil {
                var table: [PathComponent: SessionNode] = [:]
                for child in children {
                    table[
                        PathComponent(
                            typeAndKey: TypeAndKey(type: child.type, key: child.key?.value),
                            occurrence: child.occurrence)] = child
                }
                childTable = table
            }
            found = childTable![PathComponent(typeAndKey: typeAndKey, occurrence: occurrence)]
        }
        let child: SessionNode
        if let found, found.pass != pass {
            child = found
        } else {
            child = SessionNode(type: type, key: key, occurrence: occurrence)
        }
        child.pass = pass
        nextChildren.append(child)
        return child
    }

    private static func sameKey(_ a: ChildKey?, _ b: ChildKey?) -> Bool {
        if a === b { return true }
        guard let a, let b else { return false }
        return a.value == b.value
    }

    /// Starts the node's part of a pass: the data kept from the previous pass, if `reuse`, or none.
    func begin(reuse: ElementEquivalence.Level?, element: Element) {
        nextChildren = []
        childTable = nil
        childCounts = nil
        ran = false
        self.element = element
        if let reuse {
            reused = true
            previousTrace = trace
            trace = []
            cursor = 0
            replaysPlacement = reuse == .equal
        } else {
            reused = false
            previousTrace = []
            trace = []
            traceComplete = true
            cursor = nil
            replaysPlacement = false
            ownReads = []
            subtreeReads = []
            spacing = nil
            forwardedTraits = nil
            unwrapped = nil
        }
    }

    /// Adds an event of this pass to the trace.
    func record(_ event: SessionEvent) {
        if trace.count < Self.traceLimit {
            trace.append(event)
        } else {
            traceComplete = false
        }
    }

    /// Records a read of the environment by the content.
    func recordRead(_ read: EnvironmentRead) {
        if !ownReads.contains(where: { $0.key == read.key }) {
            ownReads.append(read)
            readsAdded = true
        }
    }

    /// Ends the node's part of a pass (children first): the children it keeps, the values its
    /// subtree read and whether the subtree is comparable.
    func end() {
        previousTrace = []
        cursor = nil
        childTable = nil
        childCounts = nil
        if reused, !ran, nextChildren.isEmpty, !readsAdded {
            // Answered from the record alone: the children, reads and comparability stand.
            reused = false
            return
        }
        readsAdded = false
        if ran || !reused {
            children = nextChildren
        } else {
            // Reused without running: the children of the previous pass still stand for the
            // answers it kept (a child made this pass for spacing or traits is one of them).
            var merged = children
            for child in nextChildren where !merged.contains(where: { $0 === child }) { merged.append(child) }
            children = merged
        }
        nextChildren = []
        var reads = reused ? subtreeReads : []
        for read in ownReads where !reads.contains(where: { $0.key == read.key }) { reads.append(read) }
        var pure = element != nil && selfComparable
        for child in children {
            pure = pure && child.pure
            for read in child.subtreeReads where !reads.contains(where: { $0.key == read.key }) {
                reads.append(read)
            }
        }
        subtreeReads = reads
        self.pure = pure
        reused = false
    }

    /// Whether every value in `reads` reads the same in `environment`.
    static func unchanged(_ reads: [EnvironmentRead], in environment: Environment) -> Bool {
        reads.allSatisfy { $0.isUnchanged(in: environment) }
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

    /// Whether `environment` has the same value (by `==`; a value that is not `Equatable` never
    /// reads the same).
    func isUnchanged(in environment: Environment) -> Bool {
        func check<Key: EnvironmentKey>(_ key: Key.Type) -> Bool {
            AnyEquality.equal(value, environment.untrackedValue(key))
        }
        return check(keyType)
    }
}

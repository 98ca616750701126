import Foundation

/// One pass of a ``LayoutSession``: makes the engine's nodes, matching each with the session's
/// node at its path, and records the environment reads of the content running now.
final class SessionPass: EnvironmentReadTracker {
    let number: UInt64
    let rules: LayoutSession.Rules
    @exclusivity(unchecked) var statistics = LayoutSession.Statistics()
    /// The session nodes whose content is running, innermost last (the root holder first).
    @exclusivity(unchecked) private var running: [SessionNode]
    /// Every node claimed in this pass, parents before their children.
    @exclusivity(unchecked) private var claimed: [SessionNode] = []
    /// What each element type met says of its comparability: the session's, kept across passes
    /// (the session takes it back when the pass ends).
    @exclusivity(unchecked) var types: ElementTypeTable

    init(number: UInt64, root: SessionNode, rules: LayoutSession.Rules, types: ElementTypeTable) {
        self.number = number
        self.rules = rules
        self.types = types
        running = [root]
        root.nextChildren = []
        root.childTable = nil
        root.matchCursor = 0
        root.childrenInOrder = true
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
        node.withContext { $0.retiredStates } + statistics.resultNodesReused
    }

    func recordRead<Key: EnvironmentKey>(_ key: Key.Type, value: Key.Value) {
        guard running.count > 1 else { return }
        running[running.count - 1].recordRead(EnvironmentRead(key, value: value))
    }

    /// Initializes `state` for `child` (a child of the node whose content runs, or the root).
    func makeNode(
        _ state: UnsafeMutablePointer<LayoutNodeState>,
        child: Element,
        traits: LayoutTraits,
        key: ChildKey?,
        environment: Environment,
        context: LayoutContext,
        isRoot: Bool = false
    ) {
        let parent = running[running.count - 1]
        let node = parent.claimChild(type: ObjectIdentifier(dynamicType(of: child)), key: key, pass: number)
        claimed.append(node)
        let same = node.hasElement && ElementEquivalence.identical(child, storedIn: &node.element)
        // The same value keeps its comparability.
        let kind = same ? nil : types.comparability(of: child)
        let reuse = node.hasElement ? reusability(of: node, for: child, kind: kind, environment: environment) : nil
        node.begin(reuse: reuse, element: child, same: same)
        if let kind { node.selfComparable = ElementEquivalence.isComparable(child, as: kind) }
        node.isRoot = isRoot
        node.currentPass = self
        if let reuse, node.hasStorage {
            // Reused: the content is made only if a request leaves the trace.
            var nodeTraits = traits
            let nodeElement: Element
            if reuse == .equal, !node.hasUnwrapped || same {
                if node.hasUnwrapped, let kept = node.unwrapped {
                    for carrier in kept.carrierTraits { nodeTraits = carrier.merging(nodeTraits) }
                    nodeElement = kept.element
                } else {
                    nodeElement = child
                }
            } else {
                let (element, content, unwrappedTraits, carrierTraits) = unwrap(child, traits: traits, isRoot: isRoot)
                nodeTraits = unwrappedTraits
                node.inner = content.storage
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
        node.hasStorage = content.storage != nil
        if let storage = content.storage {
            node.forwardsTraits = content.forwardsTraits
            node.inner = storage
            content = ElementContent(storage: node)
        }
        state.initialize(
            to: LayoutNodeState(
                element: element, content: content, environment: environment, traits: unwrappedTraits, key: key,
                context: context))
    }

    /// What `node` may reuse for `child` in `environment`: `nil` when nothing. `kind` is what the
    /// child's type says of its comparability, `nil` when the child is the node's element itself.
    private func reusability(
        of node: SessionNode, for child: Element, kind: ElementEquivalence.Comparability?, environment: Environment
    ) -> ElementEquivalence.Level? {
        guard node.pure else { return nil }
        if rules.checksEnvironmentReads, !SessionNode.unchanged(node.subtreeReads, in: environment) { return nil }
        // A pure subtree's root is comparable: the same value is equal.
        guard let kind else { return .equal }
        let level = ElementEquivalence.level(child, node.element, as: kind)
        return level == .different ? nil : level
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

    /// Ends the pass: every claimed node, children first, keeps what the next pass may reuse.
    func finish(root: SessionNode) {
        for node in claimed.reversed() { node.end() }
        claimed = []
        root.children = root.madeChildren
        root.nextChildren = []
        root.childrenInOrder = true
        root.matchCursor = 0
        running = []
    }
}

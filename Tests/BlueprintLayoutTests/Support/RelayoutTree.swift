import BlueprintLayout
import Foundation

/// A mutable element tree for the layout session's differential test: nodes of every kind of
/// element (comparable leaves, closures, containers, readers, writers, preferences, a custom
/// layout), edited in place. A node keeps the element it built until it or a descendant changes,
/// so unchanged subtrees are the same element values from one pass to the next, as an app that
/// keeps its view models gives them.
final class RelayoutTree {
    /// One node of the model.
    final class Node {
        var kind: Kind
        var children: [Child]
        var built: Element?

        init(kind: Kind, children: [Child] = []) {
            self.kind = kind
            self.children = children
        }
    }

    /// A child with the traits its parent adds it with.
    struct Child {
        var node: Node
        var key: Int?
        var priority: CGFloat
        var guide: CGFloat?
    }

    /// The kinds of node.
    enum Kind: CaseIterable {
        // Leaves.
        case fixed, text, readsEnvironment, spacer, label, closureLeaf
        // Containers and wrappers.
        case row, column, overlay, inset, centered, aligned, constrained, flow, equalStack, opacity, keyed
        case decorate, geometryReader, environmentReader, layoutWriter, anchorReader, spacingRow, customLayout
        case adaptedEnvironment, gridRow

        var isLeaf: Bool { Self.leaves.contains(self) }
        static let leaves: [Kind] = [.fixed, .text, .readsEnvironment, .spacer, .label, .closureLeaf]
        static let containers: [Kind] = allCases.filter { !$0.isLeaf }

        /// How many children the kind lays out (`nil`: any number).
        var fixedChildCount: Int? {
            switch self {
            case .fixed, .text, .readsEnvironment, .spacer, .label, .closureLeaf: 0
            case .row, .column, .overlay, .flow, .equalStack, .layoutWriter, .spacingRow, .customLayout, .gridRow:
                nil
            case .decorate: 2
            default: 1
            }
        }
    }

    var root: Node
    /// A number parameter per node, by identity (sizes, insets, …).
    private var numbers: [ObjectIdentifier: CGFloat] = [:]
    private var nextKey = 1000
    /// Whether the leaves that read the environment read it only in a narrow constraint.
    private var readsOnlyWhenNarrow = false

    init(random: inout SeededRandom, depth: Int = 4) {
        root = Node(kind: .fixed)
        root = makeNode(depth: depth, random: &random, container: true)
    }

    /// A list: a container of `rootKind` (a Column, a Row, …) of `rows` random subtrees of `depth`
    /// (a session keeps records of a long stack's children, and lays them out apart from their
    /// records at a new width). Its leaves that read the environment read it only in constraints
    /// narrower than 150 points, so that a new width changes what a row reads.
    init(listOf rows: Int, random: inout SeededRandom, depth: Int = 2, rootKind: Kind = .column) {
        readsOnlyWhenNarrow = true
        root = Node(kind: rootKind)
        numbers[ObjectIdentifier(root)] = CGFloat(random.int(1...60))
        for _ in 0..<rows { root.children.append(makeChild(depth: depth, random: &random)) }
    }

    // MARK: Building

    /// The element for the model's current state.
    var element: Element { build(root) }

    /// Forgets every built element, so the next ``element`` is made of new values throughout.
    func rebuildAll() {
        forEach { $0.built = nil }
    }

    func forEach(_ body: (Node) -> Void) {
        var pending = [root]
        while let node = pending.popLast() {
            body(node)
            pending.append(contentsOf: node.children.map(\.node))
        }
    }

    private func number(_ node: Node) -> CGFloat { numbers[ObjectIdentifier(node)] ?? 10 }

    private func build(_ node: Node) -> Element {
        if let built = node.built { return built }
        let element = make(node)
        node.built = element
        return element
    }

    private func make(_ node: Node) -> Element {
        let n = number(node)
        let children = node.children.map { child in (build(child.node), child) }
        func only() -> Element { children.first?.0 ?? Empty() }
        switch node.kind {
        case .fixed: return FixedSizeLeaf(width: n, height: (n * 7).truncatingRemainder(dividingBy: 30))
        case .text: return WordsLeaf(words: [Int(n) % 7 + 1, 3, Int(n) % 5 + 2, 4])
        case .readsEnvironment: return EnvironmentSizedLeaf(base: n, readsBelowWidth: readsOnlyWhenNarrow ? 150 : nil)
        case .spacer: return Spacer(width: n, height: n / 2)
        case .label: return Label(text: String(repeating: "ab ", count: Int(n) % 6 + 1))
        case .closureLeaf:
            let size = CGSize(width: n, height: 4)
            return ClosureLeaf { constraint in
                CGSize(width: min(size.width, constraint.width.maximum), height: size.height)
            }
        case .row:
            // Half the rows give their free space by the children's grow priorities.
            var row = Row(
                underflow: Int(n) % 2 == 0 ? .spaceEvenly : .growProportionally,
                minimumSpacing: n.truncatingRemainder(dividingBy: 4)
            ) {}
            for (element, child) in children {
                let guide = child.guide
                row.add(
                    growPriority: child.priority, shrinkPriority: 1,
                    alignmentGuide: guide.map { value in { _ in value } },
                    key: child.key, child: element)
            }
            return row
        case .column:
            var column = Column(alignment: .fill, underflow: .growProportionally, minimumSpacing: 1) {}
            for (element, child) in children {
                column.add(growPriority: 1, shrinkPriority: child.priority, key: child.key, child: element)
            }
            return column
        case .overlay:
            return Overlay(elements: children.map { $0.0 })
        case .inset: return Inset(uniformInset: n.truncatingRemainder(dividingBy: 6), wrapping: only())
        case .centered: return Centered(only())
        case .aligned: return Aligned(vertically: .bottom, horizontally: .trailing, wrapping: only())
        case .constrained:
            return ConstrainedSize(width: .atMost(n * 3), height: .atLeast(n / 2), wrapping: only())
        case .flow:
            return Flow(lineSpacing: 2, itemSpacing: n.truncatingRemainder(dividingBy: 5)) {
                for (element, _) in children { element }
            }
        case .equalStack:
            return EqualStack(direction: Int(n) % 2 == 0 ? .horizontal : .vertical, spacing: 3) {
                for (element, _) in children { element }
            }
        case .opacity: return only().opacity(0.5)
        case .keyed: return only().keyed(Int(n))
        case .decorate:
            return Decorate(
                layering: .above, position: .corner(.topRight, .init(horizontal: 2, vertical: 0)),
                wrapping: children[0].0, decoration: children[1].0)
        case .geometryReader:
            let inner = only()
            return GeometryReader { proxy in
                let width = proxy.constraint.width.constrainedValue ?? 50
                return Row {
                    // A constraint narrower than nothing (a row in overflow) gives no room.
                    Spacer(width: max(0, (width / 3).rounded()), height: 2)
                    inner
                }
            }
        case .environmentReader:
            let inner = only()
            return EnvironmentReader { environment in
                Inset(uniformInset: environment[ReadKey.self], wrapping: inner)
            }
        case .layoutWriter:
            let elements = children.map(\.0)
            return LayoutWriter { context, builder in
                var y: CGFloat = 0
                for (index, element) in elements.enumerated() {
                    let width = (context.size.width.constrainedValue ?? 80) / 2
                    builder.add(with: CGRect(x: 0, y: y, width: width, height: 10), child: element)
                    y += 10 + CGFloat(index)
                }
            }
        case .anchorReader:
            return Column {
                only().anchorPreference(key: SessionAnchorKey.self, value: .bounds)
                Spacer(height: 3)
            }
            .overlayPreferenceValue(SessionAnchorKey.self) { anchor, resolver in
                guard let rect = resolver[anchor] else { return Empty() }
                return resolver.positioned(Spacer(width: 1, height: 1), in: rect)
            }
        case .spacingRow:
            var row = Row {}
            row.spacingMode = .preferences
            for (index, (element, child)) in children.enumerated() {
                row.addFlexible(
                    key: child.key, child: element.spacingPreference(trailing: CGFloat(index % 3) + n / 10))
            }
            return row
        case .customLayout:
            return ElementWithLayout(
                layout: CascadeLayout(step: n.truncatingRemainder(dividingBy: 7)), children: children.map { $0.0 })
        case .adaptedEnvironment:
            return only().adaptedEnvironment(key: ReadKey.self, value: n.truncatingRemainder(dividingBy: 9))
        case .gridRow:
            return GridRow { row in
                row.spacing = 2
                for (index, (element, _)) in children.enumerated() {
                    row.add(width: index % 2 == 0 ? .proportional(1) : .absolute(n), child: element)
                }
            }
        }
    }

    // MARK: Random nodes and edits

    private func makeNode(depth: Int, random: inout SeededRandom, container: Bool = false) -> Node {
        let kind: Kind
        if depth <= 0 || (!container && random.int(0...2) == 0) {
            kind = Kind.leaves[random.int(0...Kind.leaves.count - 1)]
        } else {
            kind = Kind.containers[random.int(0...Kind.containers.count - 1)]
        }
        let node = Node(kind: kind)
        numbers[ObjectIdentifier(node)] = CGFloat(random.int(1...60))
        let count = kind.fixedChildCount ?? random.int(0...4)
        for _ in 0..<count {
            node.children.append(makeChild(depth: depth - 1, random: &random))
        }
        return node
    }

    private func makeChild(depth: Int, random: inout SeededRandom) -> Child {
        var key: Int?
        if random.int(0...2) == 0 {
            key = nextKey
            nextKey += 1
        }
        return Child(
            node: makeNode(depth: depth, random: &random), key: key, priority: CGFloat(random.int(0...2)),
            guide: random.int(0...3) == 0 ? CGFloat(random.int(0...5)) : nil)
    }

    /// Every node with its ancestors, root first.
    private func paths() -> [(node: Node, ancestors: [Node])] {
        var result: [(Node, [Node])] = []
        var pending: [(Node, [Node])] = [(root, [])]
        while let (node, ancestors) = pending.popLast() {
            result.append((node, ancestors))
            for child in node.children { pending.append((child.node, ancestors + [node])) }
        }
        return result
    }

    /// The edits of the differential test.
    enum Edit: CaseIterable {
        case changeLeaf, changeNumber, changePriority, changeKey, insert, remove, reorder, swapType
        case rebuildAll
    }

    /// Applies `edit` at a node chosen by `random`, dropping the built elements it invalidates.
    func apply(_ edit: Edit, random: inout SeededRandom) {
        let all = paths()
        let (node, ancestors) = all[random.int(0...all.count - 1)]
        let variableParents = all.filter { $0.node.kind.fixedChildCount == nil }
        var touched = [node] + ancestors
        switch edit {
        case .changeLeaf:
            let leaves = all.filter { $0.node.kind.isLeaf }
            guard let (leaf, leafAncestors) = leaves.isEmpty ? nil : leaves[random.int(0...leaves.count - 1)] else {
                return
            }
            numbers[ObjectIdentifier(leaf)] = CGFloat(random.int(1...60))
            touched = [leaf] + leafAncestors
        case .changeNumber:
            numbers[ObjectIdentifier(node)] = CGFloat(random.int(1...60))
        case .changePriority, .changeKey:
            guard !node.children.isEmpty else { return }
            let index = random.int(0...node.children.count - 1)
            if edit == .changePriority {
                node.children[index].priority = CGFloat(random.int(0...2))
                // A guide a quarter of the time (a stack with one is never compared by value).
                node.children[index].guide = random.int(0...3) != 0 ? nil : CGFloat(random.int(0...5))
            } else {
                node.children[index].key = random.int(0...1) == 0 ? nil : random.int(0...3) + 1000
            }
        case .insert:
            guard !variableParents.isEmpty else { return }
            let (parent, parentAncestors) = variableParents[random.int(0...variableParents.count - 1)]
            let child = makeChild(depth: random.int(0...2), random: &random)
            parent.children.insert(child, at: random.int(0...parent.children.count))
            touched = [parent] + parentAncestors
        case .remove:
            guard !variableParents.isEmpty else { return }
            let (parent, parentAncestors) = variableParents[random.int(0...variableParents.count - 1)]
            guard !parent.children.isEmpty else { return }
            parent.children.remove(at: random.int(0...parent.children.count - 1))
            touched = [parent] + parentAncestors
        case .reorder:
            guard node.children.count > 1 else { return }
            let a = random.int(0...node.children.count - 1)
            let b = random.int(0...node.children.count - 1)
            node.children.swapAt(a, b)
        case .swapType:
            let sameShape = (node.kind.isLeaf ? Kind.leaves : Kind.containers).filter {
                $0.fixedChildCount == node.kind.fixedChildCount
            }
            node.kind = sameShape[random.int(0...sameShape.count - 1)]
        case .rebuildAll:
            rebuildAll()
        }
        for node in touched { node.built = nil }
    }
}

/// The environment key the test's elements read.
enum ReadKey: EnvironmentKey {
    static var defaultValue: CGFloat { 2 }
}

/// An environment key no element reads.
enum UnreadKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

/// The anchor key of the test's anchor readers.
enum SessionAnchorKey: AnchorPreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = nextValue() ?? value
    }
}

/// A comparable leaf of a fixed size.
struct FixedSizeLeaf: Element, Equatable {
    var width: CGFloat
    var height: CGFloat
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: width, height: height)) }
}

/// A comparable leaf that wraps words of 6 points per character on lines of 10 points.
struct WordsLeaf: Element, Equatable {
    var words: [Int]
    var content: ElementContent {
        let words = words
        return ElementContent { constraint in
            let capacity = constraint.width.constrainedValue.map { max(1, Int(min($0, 1e6) / 6)) } ?? Int.max
            var lines = 1
            var current = 0
            var widest = 0
            for word in words {
                if current > 0 && current + 1 + word > capacity {
                    lines += 1
                    current = 0
                }
                current += (current > 0 ? 1 : 0) + word
                widest = max(widest, min(current, capacity))
            }
            return CGSize(width: CGFloat(widest) * 6, height: CGFloat(lines) * 10)
        }
    }
}

/// A comparable leaf whose size depends on ``ReadKey``.
struct EnvironmentSizedLeaf: Element, Equatable {
    var base: CGFloat
    /// When set, the leaf reads the value only in a constraint narrower than this (as 2 otherwise):
    /// what it reads depends on the width it is asked.
    var readsBelowWidth: CGFloat?
    var content: ElementContent {
        let base = base
        let readsBelowWidth = readsBelowWidth
        return ElementContent { constraint, environment in
            let reads = readsBelowWidth.map { constraint.width.maximum < $0 } ?? true
            let factor = reads ? environment[ReadKey.self] : 2
            return CGSize(width: min(base * factor, constraint.width.maximum), height: base / 2)
        }
    }
}

/// A leaf measured by a closure: not comparable.
struct ClosureLeaf: Element {
    var measure: (SizeConstraint) -> CGSize
    var content: ElementContent { ElementContent(measureFunction: measure) }
}

/// A custom layout with a cache: each child below the previous, indented by `step` more.
struct CascadeLayout: Layout, Equatable {
    var step: CGFloat

    struct Cache {
        var sizes: [CGSize]? = nil
    }

    func makeCache(subelements: Subelements, environment: Environment) -> Cache { Cache() }

    func sizes(_ subelements: Subelements, cache: inout Cache) -> [CGSize] {
        if let sizes = cache.sizes { return sizes }
        let sizes = subelements.map { $0.sizeThatFits(.unconstrained) }
        cache.sizes = sizes
        return sizes
    }

    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout Cache
    ) -> CGSize {
        var size = CGSize.zero
        for (index, child) in sizes(subelements, cache: &cache).enumerated() {
            size.width = max(size.width, CGFloat(index) * step + child.width)
            size.height += child.height
        }
        return size
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout Cache) {
        var y: CGFloat = 0
        for (index, child) in sizes(subelements, cache: &cache).enumerated() {
            subelements[index].place(at: CGPoint(x: CGFloat(index) * step, y: y), size: child)
            y += child.height
        }
    }
}

/// An element laid out by a custom layout.
struct ElementWithLayout<L: Layout>: Element {
    var layout: L
    var children: [Element]
    var content: ElementContent {
        ElementContent(layout: layout) { builder in
            for child in children { builder.add(element: child) }
        }
    }
}

import Foundation

/// One element of a laid-out tree: the element, its identifier among its siblings, its layout
/// attributes (frame relative to the parent) and its children.
///
/// ```swift
/// let result = Row { Spacer(10); Spacer(20) }.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
/// print(result.dump())
/// // Row.1 (0, 0, 100, 10)
/// //   Spacer.1 (0, 0, 10, 10) …
/// ```
public struct LayoutResultNode {
    /// The element laid out.
    public var element: Element
    /// The element's identifier among its siblings (`Type.count` or `Type.key.count`).
    public var identifier: ElementIdentifier
    /// Frame (relative to the parent) and display attributes.
    public var layoutAttributes: LayoutAttributes
    /// The laid-out children.
    public var children: [LayoutResultNode] {
        get { childStorage.nodes }
        set { childStorage = ChildStorage(newValue, boxed: newValue.contains { !$0.children.isEmpty }) }
    }

    // Deep in a tree, children are boxed (every level's, or every sixteenth level's in the
    // engine's trees) so that releasing the tree does not recurse once per level (see
    // `ResultChildren`); elsewhere a plain array saves an allocation.
    fileprivate var childStorage: ChildStorage

    /// Creates a result node.
    public init(
        element: Element,
        identifier: ElementIdentifier,
        layoutAttributes: LayoutAttributes,
        children: [LayoutResultNode]
    ) {
        self.element = element
        self.identifier = identifier
        self.layoutAttributes = layoutAttributes
        // Trees assembled by hand (or rebuilt, as rounding does) may be deep: box every level
        // that has grandchildren.
        childStorage = ChildStorage(children, boxed: children.contains { !$0.children.isEmpty })
    }

    /// A result node whose children are boxed when `boxed` (for nodes deep in a tree).
    init(
        element: Element,
        identifier: ElementIdentifier,
        layoutAttributes: LayoutAttributes,
        children: [LayoutResultNode],
        boxed: Bool
    ) {
        self.element = element
        self.identifier = identifier
        self.layoutAttributes = layoutAttributes
        childStorage = ChildStorage(children, boxed: boxed)
    }

    /// The frame in the parent's coordinate space.
    public var frame: CGRect { layoutAttributes.frame }

    /// The key the element was added with.
    public var key: AnyHashable? { identifier.key }

    /// The name of the element's type.
    public var typeName: String { identifier.typeName }

    /// Visits every node depth first, parents before children, with its frame in the root's
    /// coordinate space (the sum of all ancestors' origins).
    ///
    /// This is the one walk over a result tree: ``dump(absolute:)``, the fixture runner, the
    /// fixture dump and the SVG drawings all go through it. It keeps only the path to the current
    /// node (each level's children and a position), so a node with a million children costs no
    /// million-entry stack, and it never recurses, so any depth is fine.
    ///
    /// - Parameter visit: Called with the node, its absolute frame and its depth (the root is 0).
    ///   Return `false` to skip the node's children.
    public func forEachNode(_ visit: (LayoutResultNode, CGRect, Int) -> Bool) {
        guard visit(self, frame, 0) else { return }
        var levels: [(children: [LayoutResultNode], next: Int, origin: CGPoint)] = []
        if !children.isEmpty { levels.append((children, 0, frame.origin)) }
        while let last = levels.indices.last {
            let position = levels[last].next
            guard position < levels[last].children.count else {
                levels.removeLast()
                continue
            }
            levels[last].next = position + 1
            let node = levels[last].children[position]
            let origin = levels[last].origin
            let frame = node.frame.moved(by: origin)
            guard visit(node, frame, levels.count) else { continue }
            let children = node.children
            if !children.isEmpty { levels.append((children, 0, frame.origin)) }
        }
    }

    /// Every node with its frame in the root's coordinate space, depth first.
    public var absoluteFrames: [(node: LayoutResultNode, frame: CGRect)] {
        var result: [(node: LayoutResultNode, frame: CGRect)] = []
        forEachNode { node, frame, _ in
            result.append((node, frame))
            return true
        }
        return result
    }

    /// The first node (depth first) for which `predicate` is true, with its absolute frame.
    public func first(where predicate: (LayoutResultNode) -> Bool) -> (node: LayoutResultNode, frame: CGRect)? {
        var found: (node: LayoutResultNode, frame: CGRect)?
        forEachNode { node, frame, _ in
            if found != nil { return false }
            if predicate(node) {
                found = (node, frame)
                return false
            }
            return true
        }
        return found
    }

    /// The absolute frame of the first node added with `key`.
    public func frame(forKey key: AnyHashable) -> CGRect? {
        first { $0.key == key }?.frame
    }

    /// The number of nodes in the tree.
    public var nodeCount: Int {
        var count = 0
        forEachNode { _, _, _ in
            count += 1
            return true
        }
        return count
    }

    /// An indented listing, one node a line: identifier and frame (relative to the parent, or
    /// absolute with `absolute: true`), plus attributes that differ from the defaults.
    ///
    /// Lines are indented two spaces a level, down to 100 levels; a line deeper than that is
    /// indented as the 100th and starts with its depth (`(depth 250) Inset.1 …`), so that the
    /// listing of a tree of any depth grows in proportion to its nodes.
    public func dump(absolute: Bool = false) -> String {
        // Written into one string: a line each joined at the end cost ten times as much.
        var text = ""
        var indentation = DumpIndentation()
        forEachNode { node, absoluteFrame, depth in
            if !text.isEmpty { text += "\n" }
            let frame = absolute ? absoluteFrame : node.frame
            indentation.write(depth: depth, to: &text)
            text += "\(node.identifier) "
            text += describe(frame)
            let attributes = node.layoutAttributes
            if attributes.alpha != 1 { text += " alpha=\(NumberFormat.string(attributes.alpha))" }
            if attributes.isHidden { text += " hidden" }
            if !attributes.isUserInteractionEnabled { text += " userInteractionDisabled" }
            if attributes.tintAdjustmentMode != .automatic { text += " tint=\(attributes.tintAdjustmentMode)" }
            if !attributes.transform.isIdentity { text += " transform=\(attributes.transform)" }
            return true
        }
        return text
    }
}

/// The start of each line of a dump: two spaces a level down to ``limit`` levels; a deeper line is
/// indented as that level and starts with its depth, `(depth 250) `, so that the dump of a tree
/// of any depth grows in proportion to its nodes (see ``LayoutResultNode/dump(absolute:)``).
package struct DumpIndentation {
    /// The deepest level indented further.
    package static let limit = 100
    /// The indentation of each level made so far.
    private var levels: [String] = [""]

    package init() {}

    /// Writes the start of a line at `depth` to `text`.
    package mutating func write(depth: Int, to text: inout String) {
        let level = min(depth, Self.limit)
        while levels.count <= level { levels.append(levels[levels.count - 1] + "  ") }
        text += levels[level]
        if depth > Self.limit { text += "(depth \(depth)) " }
    }
}

/// `(x, y, width, height)` without trailing zeros.
func describe(_ rect: CGRect) -> String {
    "(\(NumberFormat.string(rect.origin.x)), \(NumberFormat.string(rect.origin.y)), \(NumberFormat.string(rect.size.width)), \(NumberFormat.string(rect.size.height)))"
}

/// How a result node holds its children: a plain array, or (deep in a tree) a box. One word
/// either way: every result node has one.
private enum ChildStorage {
    case plain([LayoutResultNode])
    case boxed(ResultChildren)

    init(_ children: [LayoutResultNode], boxed: Bool) {
        self = boxed && !children.isEmpty ? .boxed(ResultChildren(children)) : .plain(children)
    }

    var nodes: [LayoutResultNode] {
        switch self {
        case .plain(let nodes): nodes
        case .boxed(let box): box.nodes
        }
    }

    /// The box, which this storage then no longer holds (it holds no children); `nil` when the
    /// children are plain.
    mutating func takeBox() -> ResultChildren? {
        guard case .boxed(let box) = self else { return nil }
        self = .plain([])
        return box
    }

    /// The plain children when there are some, which this storage then no longer holds.
    mutating func takeChildren() -> [LayoutResultNode]? {
        guard case .plain(let children) = self, !children.isEmpty else { return nil }
        self = .plain([])
        return children
    }
}

/// The children of a result node deep in a tree. Its deinit dismantles uniquely owned
/// descendants with a work list, so dropping a result tree of any depth never overflows the
/// stack: above the first boxed level the tree is shallow, and below it the engine boxes every
/// sixteenth level (hand-made trees box every level with grandchildren).
private final class ResultChildren {
    var nodes: [LayoutResultNode]

    init(_ nodes: [LayoutResultNode]) {
        self.nodes = nodes
    }

    deinit {
        var pending: [ResultChildren] = []
        Self.detachBoxes(below: &nodes, into: &pending)
        while let storage = pending.popLast() {
            Self.detachBoxes(below: &storage.nodes, into: &pending)
        }
    }

    /// How many plain levels in a row the walk follows before boxing one to continue.
    private static let plainLevelLimit = 32

    /// Moves the next boxed levels below `nodes` onto `pending`, following plain levels on the
    /// way, so that releasing `nodes` afterwards recurses through a few plain levels at most.
    /// Nothing is released here except references shared with other trees.
    private static func detachBoxes(
        below nodes: inout [LayoutResultNode],
        into pending: inout [ResultChildren],
        plainLevels: Int = 0
    ) {
        for index in nodes.indices {
            // Each storage is taken out of its node in place (no copy of the node holds another
            // reference), so that a box is uniquely referenced unless another tree shares it.
            if var box = nodes[index].childStorage.takeBox() {
                // A subtree shared with another tree is left to that tree; it is merely released.
                if isKnownUniquelyReferenced(&box) { pending.append(box) }
            } else if var children = nodes[index].childStorage.takeChildren() {
                if plainLevels < plainLevelLimit {
                    detachBoxes(below: &children, into: &pending, plainLevels: plainLevels + 1)
                    nodes[index].childStorage = .plain(children)
                } else {
                    // A long plain run (a tree edited by hand): box it to continue.
                    pending.append(ResultChildren(children))
                }
            }
        }
    }
}

import Foundation

/// One element of a laid-out tree: the element, its identifier among its siblings, its layout
/// attributes (frame relative to the parent) and its children.
///
/// ```swift
/// let result = Row { Spacer(10); Spacer(20) }.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
/// print(result.dump())
/// // Row [0, 0, 100, 10]
/// //   Spacer [0, 0, 10, 10] …
/// ```
public struct LayoutResultNode {
    // 96 bytes (`NodeSizeTests`): the element, the identifier's key and count, the frame and one
    // word for the children. The identifier's type is the element's, and the attributes are the
    // defaults, unless the node's box says otherwise (see `ResultBox`): only the nodes of
    // `Opacity`, `Transformed` and the like, or trees edited by hand, have one for that.
    private var storedElement: Element
    private var identifierKey: ChildKey?
    private var identifierCount: Int
    // Deep in a tree, children are boxed (every level's, or every sixteenth level's in the
    // engine's trees) so that releasing the tree does not recurse once per level (see
    // `ResultBox`); elsewhere a plain array saves an allocation.
    fileprivate var childStorage: ChildStorage

    /// The frame in the parent's coordinate space.
    public internal(set) var frame: CGRect

    /// The element laid out.
    ///
    /// Setting an element of another type keeps the identifier as it was (its type included).
    public var element: Element {
        get { storedElement }
        set {
            let type = identifierType
            storedElement = newValue
            setIdentifierType(type)
        }
    }

    /// The element's identifier among its siblings (`Type.count` or `Type.key.count`).
    public var identifier: ElementIdentifier {
        get { ElementIdentifier(anyType: identifierType, key: identifierKey, count: identifierCount) }
        set {
            identifierKey = newValue.boxedKey
            identifierCount = newValue.count
            setIdentifierType(newValue.anyType)
        }
    }

    /// Frame (relative to the parent) and display attributes.
    public var layoutAttributes: LayoutAttributes {
        get {
            LayoutAttributes(frame: frame, attributes: childStorage.box?.attributes ?? LayoutSubelement.Attributes())
        }
        set {
            frame = newValue.frame
            setAttributes(LayoutSubelement.Attributes(newValue))
        }
    }

    /// The laid-out children.
    public var children: [LayoutResultNode] {
        get { childStorage.nodes }
        set { childStorage = childStorage.replacingNodes(newValue, boxed: newValue.contains { !$0.children.isEmpty }) }
    }

    /// Creates a result node.
    public init(
        element: Element,
        identifier: ElementIdentifier,
        layoutAttributes: LayoutAttributes,
        children: [LayoutResultNode]
    ) {
        // Trees assembled by hand (or rebuilt, as rounding does) may be deep: box every level
        // that has grandchildren.
        self.init(
            element: element, identifier: identifier, layoutAttributes: layoutAttributes, children: children,
            boxed: children.contains { !$0.children.isEmpty })
    }

    /// A result node whose children are boxed when `boxed` (for nodes deep in a tree).
    init(
        element: Element,
        identifier: ElementIdentifier,
        layoutAttributes: LayoutAttributes,
        children: [LayoutResultNode],
        boxed: Bool
    ) {
        self.init(
            element: element, identifier: identifier, frame: layoutAttributes.frame,
            attributes: LayoutSubelement.Attributes(layoutAttributes), children: children, boxed: boxed)
    }

    /// A result node in `frame` with `attributes`, its children boxed when `boxed` (for nodes
    /// deep in a tree).
    init(
        element: consuming Element,
        identifier: ElementIdentifier,
        frame: CGRect,
        attributes: LayoutSubelement.Attributes,
        children: [LayoutResultNode],
        boxed: Bool
    ) {
        let otherType = Self.sameType(identifier.anyType, element) ? nil : identifier.anyType
        // Decided before any field is set: an assignment in a branch made the optimizer build
        // the node aside and copy it out.
        let storage =
            otherType == nil
            ? ChildStorage(children, boxed: boxed, attributes: attributes)
            : .boxed(
                ResultBox(children, attributes: attributes.isDefault ? nil : attributes, identifierType: otherType))
        storedElement = element
        identifierKey = identifier.boxedKey
        identifierCount = identifier.count
        childStorage = storage
        self.frame = frame
    }

    /// A result node whose identifier is of its element's type, which `identifier`'s type is
    /// taken to be (it is not read): how the engine makes them, whose identifiers are made from
    /// the element's type.
    @inline(__always)
    init(
        element: consuming Element,
        identifierOfItsType identifier: consuming ElementIdentifier,
        frame: CGRect,
        attributes: LayoutSubelement.Attributes,
        children: consuming [LayoutResultNode],
        boxed: Bool
    ) {
        assert(Self.sameType(identifier.anyType, element), "BlueprintLayout: a result's identifier names another type")
        storedElement = element
        identifierKey = identifier.boxedKey
        identifierCount = identifier.count
        childStorage = ChildStorage(children, boxed: boxed, attributes: attributes)
        self.frame = frame
    }

    /// A result node as ``init(element:identifierOfItsType:frame:attributes:children:boxed:)``
    /// makes it, whose element is moved out of `element`'s memory, which is left uninitialized:
    /// the engine's nodes give their element to their result so.
    @inline(__always)
    init(
        movingElementFrom element: UnsafeMutablePointer<Element>,
        identifierOfItsType identifier: consuming ElementIdentifier,
        frame: CGRect,
        attributes: LayoutSubelement.Attributes,
        children: consuming [LayoutResultNode],
        boxed: Bool
    ) {
        storedElement = element.move()
        assert(
            Self.sameType(identifier.anyType, storedElement),
            "BlueprintLayout: a result's identifier names another type")
        identifierKey = identifier.boxedKey
        identifierCount = identifier.count
        childStorage = ChildStorage(children, boxed: boxed, attributes: attributes)
        self.frame = frame
    }

    /// Whether `type` is `element`'s type (as the engine's identifiers name it).
    @inline(__always)
    private static func sameType(_ type: Any.Type, _ element: borrowing Element) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(dynamicType(of: element))
    }

    /// A node that holds nothing to release (an ``Empty`` without children): what a node moved
    /// out of an array by `swap` leaves in its place.
    static var vacant: LayoutResultNode {
        LayoutResultNode(
            element: Empty(), identifierOfItsType: ElementIdentifier(type: Empty.self, key: nil, count: 0),
            frame: .zero, attributes: LayoutSubelement.Attributes(), children: [], boxed: false)
    }

    /// The identifier's type: the element's unless the box says otherwise.
    private var identifierType: Any.Type {
        childStorage.box?.identifierType ?? dynamicType(of: storedElement)
    }

    /// Makes `type` the identifier's type.
    private mutating func setIdentifierType(_ type: Any.Type) {
        let otherType = Self.sameType(type, storedElement) ? nil : type
        guard childStorage.box?.identifierType != otherType else { return }
        childStorage.uniqueBox().identifierType = otherType
    }

    /// Makes `attributes` the node's display attributes.
    private mutating func setAttributes(_ attributes: LayoutSubelement.Attributes) {
        let stored = attributes.isDefault ? nil : attributes
        guard childStorage.box?.attributes != stored else { return }
        childStorage.uniqueBox().attributes = stored
    }

    /// Boxes or unboxes the children as ``init(element:identifier:layoutAttributes:children:boxed:)``
    /// does with `boxed`, if they are not so already (a node whose box holds more than its
    /// children keeps it).
    @inline(__always)
    mutating func box(children boxed: Bool) {
        // Plain children stay unread when they stay plain (a long list's rows are cold).
        guard childStorage.isBoxed != boxed else { return }
        rebox(children: boxed)
    }

    private mutating func rebox(children boxed: Bool) {
        guard childStorage.box?.holdsMore != true else { return }
        childStorage = ChildStorage(childStorage.nodes, boxed: boxed)
    }

    /// Moves the node to `frame` with the default attributes, its children boxed as `boxed` asks,
    /// when it has that size already (its children stay where they are in it); `false`, the
    /// node unchanged, otherwise.
    @inline(__always)
    mutating func move(to frame: CGRect, boxed: Bool) -> Bool {
        guard self.frame.size == frame.size else { return false }
        self.frame = frame
        // Plain children staying plain hold no attributes: nothing more to do (a long list's rows).
        if childStorage.isBoxed || boxed { unboxAttributes(boxingChildren: boxed) }
        return true
    }

    /// The rest of ``move(to:boxed:)`` for a node whose children are or are to be boxed: the
    /// default attributes, the children boxed as `boxed` asks.
    @inline(never)
    private mutating func unboxAttributes(boxingChildren boxed: Bool) {
        if childStorage.box?.attributes != nil { childStorage.uniqueBox().attributes = nil }
        box(children: boxed)
    }

    /// Gives the identifier `count`, with `key` (equal to the identifier's) if it changes.
    mutating func recount(_ count: Int, key: @autoclosure () -> ChildKey?) {
        if identifierCount != count {
            identifierCount = count
            identifierKey = key()
        }
    }

    /// The key the element was added with.
    ///
    /// Compare it with a string as it reads — `node.key == "logo"` — or with any key with
    /// ``hasKey(_:)``: `node.hasKey(Slot.logo)`.
    public var key: AnyHashable? { identifier.key }

    /// Whether the element was added with `key` (`add(key:)`, `keyed(_:)`, a child's `key`).
    ///
    /// ```swift
    /// let logo = result.first { $0.hasKey("logo") }?.frame   // absolute, like frame(forKey:)
    /// ```
    public func hasKey(_ key: some Hashable) -> Bool {
        identifier.key == AnyHashable(key)
    }

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

    /// An indented listing, one node a line: the element's type, `.key` when it was added with a
    /// key, and its frame `[x, y, width, height]` in the root's coordinates (the parent's with
    /// `absolute: false`), then the layout attributes that differ from the defaults.
    ///
    /// ```swift
    /// print(result.dump())
    /// // Row [0, 0, 320, 44]
    /// //   Spacer [0, 10, 24, 24]
    /// //   Label.badge [192, 14, 128, 16] alpha=0.5
    /// ```
    /// This is the listing `blueprint-layout dump` prints, line for line, and the one failure
    /// reports show: frames in root coordinates, as checks compare them, numbers to four decimals
    /// at most. A `fixtureID(_:)` wrapper
    /// (`BlueprintFixtures`) has no line of its own: the element it names carries its name as
    /// `#name`. Attributes: `alpha=0.5`, `hidden`, `userInteractionDisabled`, `tint=dimmed`,
    /// `transformed`.
    ///
    /// Lines are indented two spaces a level, down to 100 levels; a line deeper than that is
    /// indented as the 100th and starts with its depth (`(depth 250) Inset …`), so that the
    /// listing of a tree of any depth grows in proportion to its nodes.
    public func dump(absolute: Bool = true) -> String {
        // Written into one string: a line each joined at the end cost ten times as much.
        var text = ""
        var indentation = DumpIndentation()
        // A naming wrapper folded into the next node: its name, and its attributes (those its
        // container set, which the wrapped element's node does not carry).
        var pending: (name: String, attributes: LayoutAttributes, key: AnyHashable?)?
        // By depth in the tree: how many folded wrappers are above.
        var foldedAbove: [Int] = [0]
        // By shown depth: the absolute origin of the node last shown there.
        var shownOrigins: [CGPoint] = []
        forEachNode { node, absoluteFrame, depth in
            let folded = foldedAbove[depth]
            if foldedAbove.count == depth + 1 { foldedAbove.append(0) }
            if let wrapper = node.element as? any ToolNamedElement, wrapper.foldsIntoChild, node.children.count == 1 {
                foldedAbove[depth + 1] = folded + 1
                pending = (wrapper.toolName, node.layoutAttributes, pending?.key ?? node.key)
                return true
            }
            foldedAbove[depth + 1] = folded
            let named = node.element as? any ToolNamedElement
            let name = named?.toolName ?? pending?.name
            let key = pending.map { $0.key ?? node.key } ?? node.key
            let attributes = named == nil ? pending?.attributes ?? node.layoutAttributes : node.layoutAttributes
            pending = nil
            let shownDepth = depth - folded
            // Relative frames are relative to the parent shown (folded wrappers have no line).
            if shownOrigins.count == shownDepth { shownOrigins.append(.zero) }
            shownOrigins[shownDepth] = absoluteFrame.origin
            let parentOrigin = shownDepth > 0 ? shownOrigins[shownDepth - 1] : absoluteFrame.origin
            let frame =
                absolute
                ? absoluteFrame
                : shownDepth == 0
                    ? node.frame : absoluteFrame.moved(by: CGPoint(x: -parentOrigin.x, y: -parentOrigin.y))
            if !text.isEmpty { text += "\n" }
            indentation.write(depth: shownDepth, to: &text)
            text += named?.shownTypeName ?? node.typeName
            if let key { text += ".\(key.base)" }
            if let name { text += " #\(name)" }
            text += " " + describeAsList(frame)
            let summary = attributes.dumpSummary
            if !summary.isEmpty { text += " " + summary }
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

extension Optional where Wrapped == AnyHashable {
    /// Whether a key (`LayoutResultNode.key`) is the string `string`: `node.key == "logo"`.
    ///
    /// Without it, a string literal cannot be compared with an `AnyHashable?` (it is not one).
    public static func == (key: AnyHashable?, string: String) -> Bool {
        key == AnyHashable(string)
    }

    /// Whether a key (`LayoutResultNode.key`) is not the string `string`: `node.key != "logo"`.
    public static func != (key: AnyHashable?, string: String) -> Bool {
        !(key == string)
    }
}

/// An element that tools showing a result tree (dumps, drawings) name: a wrapper that names the
/// element it wraps, folded into that element's line (the fixture library's `fixtureID`), or an
/// element that names itself and shows as another type.
package protocol ToolNamedElement: Element {
    /// The name shown as `#name`.
    var toolName: String { get }
    /// Whether the node is a wrapper shown as its only child (true), or shown itself (false).
    var foldsIntoChild: Bool { get }
    /// The type name shown for the node when it is shown itself.
    var shownTypeName: String { get }
}

extension LayoutAttributes {
    /// The attributes that differ from the defaults, as dumps list them: `alpha=0.5 hidden
    /// userInteractionDisabled tint=dimmed transformed` (empty when none does).
    package var dumpSummary: String {
        var parts: [String] = []
        if alpha != 1 { parts.append("alpha=\(NumberFormat.string(alpha, fractionDigits: 4))") }
        if isHidden { parts.append("hidden") }
        if !isUserInteractionEnabled { parts.append("userInteractionDisabled") }
        if tintAdjustmentMode != .automatic { parts.append("tint=\(tintAdjustmentMode)") }
        if !transform.isIdentity { parts.append("transformed") }
        return parts.joined(separator: " ")
    }
}

/// `(x, y, width, height)` without trailing zeros.
func describe(_ rect: CGRect) -> String {
    "(\(NumberFormat.string(rect.origin.x)), \(NumberFormat.string(rect.origin.y)), \(NumberFormat.string(rect.size.width)), \(NumberFormat.string(rect.size.height)))"
}

/// `[x, y, width, height]` as stored (a negative size kept), to four decimals at most: the
/// notation of fixture frames and check reports, which dumps use.
package func describeAsList(_ rect: CGRect) -> String {
    "["
        + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map {
            NumberFormat.string($0, fractionDigits: 4)
        }.joined(separator: ", ") + "]"
}

/// How a result node holds its children: a plain array, or a box (deep in a tree, or for a node
/// with more to hold; see `ResultBox`). One word either way: every result node has one.
private enum ChildStorage {
    case plain([LayoutResultNode])
    case boxed(ResultBox)

    init(_ children: [LayoutResultNode], boxed: Bool) {
        self = boxed && !children.isEmpty ? .boxed(ResultBox(children)) : .plain(children)
    }

    /// The storage of a node with `attributes`, boxed when they are not the defaults.
    @inline(__always)
    init(_ children: consuming [LayoutResultNode], boxed: Bool, attributes: LayoutSubelement.Attributes) {
        if _fastPath(attributes.isDefault) {
            self.init(children, boxed: boxed)
        } else {
            self = .boxed(ResultBox(children, attributes: attributes))
        }
    }

    var isBoxed: Bool {
        if case .boxed = self { return true }
        return false
    }

    var box: ResultBox? {
        if case .boxed(let box) = self { return box }
        return nil
    }

    var nodes: [LayoutResultNode] {
        switch self {
        case .plain(let nodes): nodes
        case .boxed(let box): box.nodes
        }
    }

    /// The storage of `nodes`, boxed as `boxed` asks, with what the box holds besides its
    /// children kept (a box that holds more stays a box).
    func replacingNodes(_ nodes: [LayoutResultNode], boxed: Bool) -> ChildStorage {
        guard let box, box.holdsMore else { return ChildStorage(nodes, boxed: boxed) }
        return .boxed(box.holding(nodes))
    }

    /// The box, made first if the children are plain, and copied first if another node shares it:
    /// the one to change for this node alone.
    mutating func uniqueBox() -> ResultBox {
        var box: ResultBox
        switch self {
        case .plain(let nodes): box = ResultBox(nodes)
        case .boxed(let shared): box = shared
        }
        self = .plain([])
        if !isKnownUniquelyReferenced(&box) { box = box.holding(box.nodes) }
        self = .boxed(box)
        return box
    }

    /// The box, which this storage then no longer holds (it holds no children); `nil` when the
    /// children are plain.
    mutating func takeBox() -> ResultBox? {
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

/// The children of a result node deep in a tree, or of a node with what most nodes do not hold:
/// display attributes other than the defaults, or an identifier whose type is not its element's.
/// Its deinit dismantles uniquely owned descendants with a work list, so dropping a result tree of
/// any depth never overflows the stack: above the first boxed level the tree is shallow, and below
/// it the engine boxes every sixteenth level (hand-made trees box every level with grandchildren).
private final class ResultBox {
    var nodes: [LayoutResultNode]
    /// The node's display attributes; `nil` for the defaults.
    var attributes: LayoutSubelement.Attributes?
    /// The identifier's type; `nil` for the element's.
    var identifierType: Any.Type?

    init(_ nodes: [LayoutResultNode], attributes: LayoutSubelement.Attributes? = nil, identifierType: Any.Type? = nil) {
        self.nodes = nodes
        self.attributes = attributes
        self.identifierType = identifierType
    }

    /// Whether the box holds more than the children.
    var holdsMore: Bool { attributes != nil || identifierType != nil }

    /// A new box holding `nodes` and what this one holds besides its children.
    func holding(_ nodes: [LayoutResultNode]) -> ResultBox {
        ResultBox(nodes, attributes: attributes, identifierType: identifierType)
    }

    deinit {
        var pending: [ResultBox] = []
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
        into pending: inout [ResultBox],
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
                    pending.append(ResultBox(children))
                }
            }
        }
    }
}

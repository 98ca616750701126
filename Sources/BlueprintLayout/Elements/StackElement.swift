import Foundation

/// An element laid out by a ``StackLayout``: ``Row`` and ``Column``.
///
/// Children can be added in a configure closure or with a result builder:
/// ```swift
/// let row = Row { row in
///     row.horizontalUnderflow = .growUniformly
///     row.addFixed(child: icon)
///     row.add(growPriority: 1, child: title)
/// }
/// ```
public protocol StackElement: Element {
    /// Creates an empty stack.
    init()
    /// The stack's layout.
    var layout: StackLayout { get }
    /// The children with their traits and keys, in order.
    var children: [(element: Element, traits: StackLayout.Traits, key: AnyHashable?)] { get set }
}

extension StackElement {
    /// Layout-backed content with every child and its stack traits.
    public var content: ElementContent {
        var stack = StackChildren(layout: layout)
        stack.setChildren(children)
        return stack.content
    }

    /// Creates a stack and lets `configure` set it up.
    public init(_ configure: (inout Self) -> Void) {
        self.init()
        configure(&self)
    }

    init(elementsBuilder: () -> [StackLayout.Child]) {
        self.init()
        children = elementsBuilder().map { ($0.element, $0.traits, $0.key) }
    }

    /// Adds a child with the given priorities (default 1 and 1: flexible).
    public mutating func add(
        growPriority: CGFloat = 1.0,
        shrinkPriority: CGFloat = 1.0,
        alignmentGuide: ((ElementDimensions) -> CGFloat)? = nil,
        key: AnyHashable? = nil,
        child: Element
    ) {
        children.append(
            (
                element: child,
                traits: StackLayout.Traits(
                    growPriority: growPriority,
                    shrinkPriority: shrinkPriority,
                    alignmentGuide: alignmentGuide.map(StackLayout.AlignmentGuide.init)
                ),
                key: key
            ))
    }

    /// Adds a child that neither grows nor shrinks.
    public mutating func addFixed(
        alignmentGuide: ((ElementDimensions) -> CGFloat)? = nil,
        key: AnyHashable? = nil,
        child: Element
    ) {
        add(growPriority: 0, shrinkPriority: 0, alignmentGuide: alignmentGuide, key: key, child: child)
    }

    /// Adds a child that grows and shrinks (priorities 1 and 1).
    public mutating func addFlexible(
        alignmentGuide: ((ElementDimensions) -> CGFloat)? = nil,
        key: AnyHashable? = nil,
        child: Element
    ) {
        add(growPriority: 1, shrinkPriority: 1, alignmentGuide: alignmentGuide, key: key, child: child)
    }
}

// MARK: - Storage

/// The layout and children of a ``Row`` or ``Column``, in the ``LayoutStorage`` that is also the
/// element's content (``ContainerContent``): laying out a stack allocates nothing for its content.
/// Copies share the storage until one of them changes (copy on write).
///
/// The children are in one of two forms, whichever was written last:
/// - the layout's own children (`[LayoutChild]`, structs with boxed keys: whole tuples and
///   optional `AnyHashable`s are slow to copy), which `add(…)`, the result builder and the
///   `children` setter write, and which the content lays out as they are;
/// - the public tuples, which an in-place change of `children` (`row.children.append(…)`,
///   `row.children[i].key = …`) switches to, once, so that the change and every later one costs
///   what it costs on an array (appending is constant amortized time, as in Blueprint, where
///   `children` is a stored array). They are kept beside the layout's form in ``StackChildList`` (the
///   container's children are then empty), and the content of such a stack is a new storage of the
///   layout's children, converted in one linear pass each time the content is made.
///
/// Reading `children` costs nothing in the tuple form and one linear conversion in the other.
/// Nothing is derived lazily: storage is only changed while uniquely referenced, so copies of an
/// element may be laid out on several threads at once.
struct StackChildren {
    /// A child as ``Row/children`` and ``Column/children`` show it.
    typealias Tuple = (element: Element, traits: StackLayout.Traits, key: AnyHashable?)

    /// The layout and the children, in the storage that is also the content.
    private var container: ContainerContent<StackLayout>

    init(layout: StackLayout) {
        container = ContainerContent(layout: layout, children: StackChildList())
    }

    /// The stack's layout.
    var layout: StackLayout {
        get { container.layout }
        set { container.layout = newValue }
    }

    /// The children in the layout's form (empty while the storage holds the tuple form).
    var items: [LayoutChild] { container.children.items }

    /// The children as tuples. Changing them in place switches the storage to the tuple form,
    /// then changes the stored array itself.
    var tuples: [Tuple] {
        get { currentTuples }
        _modify {
            let storage = container.uniqueStorage()
            if storage.children.tuples.isEmpty && !storage.children.items.isEmpty {
                let tuples = Self.tuples(from: storage.children.items)
                storage.children.items = []
                storage.children.itemsHoldGuide = false
                storage.children.tuples = tuples
            }
            // An empty array is both forms: whatever the change leaves, the invariant holds (the
            // tuples say whether a child holds a guide; emptied, none does).
            yield &storage.children.tuples
        }
    }

    /// The children as tuples, read from whichever form the storage holds.
    private var currentTuples: [Tuple] {
        let children = container.children
        return children.tuples.isEmpty ? Self.tuples(from: children.items) : children.tuples
    }

    /// Whether a child has an alignment guide, read from whichever form the storage holds without
    /// converting it (a layout session asks this of every new stack).
    var hasAlignmentGuide: Bool {
        let children = container.children
        if !children.tuples.isEmpty { return children.tuples.contains { $0.traits.alignmentGuide != nil } }
        return children.itemsHoldGuide
    }

    /// Replaces the children.
    mutating func setChildren(_ tuples: [Tuple]) {
        container.children = Self.layoutChildren(from: tuples)
    }

    /// Replaces the children.
    mutating func setChildren(_ children: [StackLayout.Child]) {
        container.children = StackChildList(
            items: children.map { Self.child($0.element, $0.traits, ChildKey.make($0.key)) },
            holdsGuide: children.contains { $0.traits.alignmentGuide != nil })
    }

    /// A layout child. Default traits read the same when absent and cost nothing to store; the
    /// other traits without a guide whose priorities are 0 or 1 share a box each (see
    /// ``sharedBoxes``).
    private static func child(
        _ element: Element, _ traits: StackLayout.Traits, _ key: consuming ChildKey?
    ) -> LayoutChild {
        let boxed: LayoutTraits
        if traits.isDefault {
            boxed = .empty
        } else if traits.alignmentGuide == nil, let shared = sharedTraits(traits) {
            boxed = shared
        } else {
            boxed = LayoutTraits(key: SingleTraitLayoutTraitsKey<StackLayout>.self, value: traits)
        }
        return LayoutChild(traits: boxed, key: key, element: element)
    }

    /// The shared box of `traits` (without a guide), when their priorities are exactly +0 or 1
    /// (a priority of -0 keeps its sign in a box of its own, as the trait list tells it apart).
    /// The test is ``StackLayout/TraitList/code(_:)``'s, spelled out: called, it was compiled into
    /// every `add` with a copy of the traits (0.3% more instructions on the `cards` bench tree).
    @inline(__always)
    private static func sharedTraits(_ traits: StackLayout.Traits) -> LayoutTraits? {
        let zero = CGFloat(0).bitPattern
        let one = CGFloat(1).bitPattern
        switch (traits.growPriority.bitPattern, traits.shrinkPriority.bitPattern) {
        case (zero, zero): return sharedBoxes.fixed
        case (zero, one): return sharedBoxes.shrinking
        case (one, zero): return sharedBoxes.growing
        default: return nil
        }
    }

    typealias SharedBoxes = (fixed: LayoutTraits, shrinking: LayoutTraits, growing: LayoutTraits)

    /// The shared boxes, for ``traitCode(of:_:)`` (read once per stack: each read of a static
    /// checks its initialization).
    static var traitBoxes: SharedBoxes { sharedBoxes }

    /// The code of a stack child's `traits` (see ``StackLayout/TraitList/code(_:)``) when they are
    /// empty or one of the `shared` boxes: told by identity, without reading the box. `nil` for
    /// any other box, whose traits are then read.
    @inline(__always)
    static func traitCode(of traits: LayoutTraits, _ shared: SharedBoxes) -> UInt8? {
        if traits.isEmpty { return 0 }
        if traits.isSameBox(as: shared.fixed) { return 3 }
        if traits.isSameBox(as: shared.shrinking) { return 1 }
        if traits.isSameBox(as: shared.growing) { return 2 }
        return nil
    }

    /// The traits of a child without a guide that neither grows nor shrinks (an icon, a badge),
    /// that only shrinks (a text beside an icon) or only grows. A trait box never changes once
    /// made, so each is shared by every stack on every thread.
    nonisolated(unsafe) private static let sharedBoxes: SharedBoxes = (
        box(growPriority: 0, shrinkPriority: 0), box(growPriority: 0, shrinkPriority: 1),
        box(growPriority: 1, shrinkPriority: 0)
    )

    private static func box(growPriority: CGFloat, shrinkPriority: CGFloat) -> LayoutTraits {
        LayoutTraits(
            key: SingleTraitLayoutTraitsKey<StackLayout>.self,
            value: StackLayout.Traits(growPriority: growPriority, shrinkPriority: shrinkPriority))
    }

    /// The layout's children for `tuples`. Each tuple is copied out once and taken apart, and its
    /// key is consumed into its box: reading fields through the array's subscript copies the
    /// whole tuple per field, and every copy of an optional `AnyHashable` goes through value
    /// witnesses.
    private static func layoutChildren(from tuples: [Tuple]) -> StackChildList {
        var items: [LayoutChild] = []
        items.reserveCapacity(tuples.count)
        var holdsGuide = false
        for (element, traits, key) in tuples {
            let boxedKey: ChildKey?
            switch consume key {
            case .some(let value): boxedKey = ChildKey(value)
            case .none: boxedKey = nil
            }
            if traits.alignmentGuide != nil { holdsGuide = true }
            items.append(child(element, traits, boxedKey))
        }
        return StackChildList(items: items, holdsGuide: holdsGuide)
    }

    /// The tuples for the layout's children `items`.
    private static func tuples(from items: [LayoutChild]) -> [Tuple] {
        items.map { ($0.element, $0.traits[layout: StackLayout.self], $0.key?.value) }
    }

    mutating func add(
        growPriority: CGFloat,
        shrinkPriority: CGFloat,
        alignmentGuide: ((ElementDimensions) -> CGFloat)?,
        key: AnyHashable?,
        child: Element
    ) {
        let traits = StackLayout.Traits(
            growPriority: growPriority,
            shrinkPriority: shrinkPriority,
            alignmentGuide: alignmentGuide.map(StackLayout.AlignmentGuide.init)
        )
        if container.children.tuples.isEmpty {
            container.children.items.appendChild(Self.child(child, traits, ChildKey.make(key)))
            if alignmentGuide != nil { container.children.itemsHoldGuide = true }
        } else {
            // Keeps the tuple form: switching back would cost a conversion per call.
            container.children.tuples.append((element: child, traits: traits, key: key))
        }
    }

    /// Makes room for `count` children in all, so that adding them one by one never regrows the
    /// array (for a caller that knows the count, such as a decoder).
    mutating func reserveCapacity(_ count: Int) {
        if container.children.tuples.isEmpty {
            container.children.items.reserveCapacity(count)
        } else {
            container.children.tuples.reserveCapacity(count)
        }
    }

    /// The content: the storage itself, or, in the tuple form, a new storage of the layout's
    /// children.
    var content: ElementContent {
        container.children.tuples.isEmpty ? container.content : convertedContent()
    }

    /// A new storage of the layout's children converted from the tuples. Kept out of line, so that
    /// ``content`` stays small.
    @inline(never)
    private func convertedContent() -> ElementContent {
        ElementContent(
            storage: StackLayout.Storage(
                layout: container.layout,
                children: Self.layoutChildren(from: container.children.tuples)))
    }
}

/// The children of a ``Row`` or ``Column`` in its storage, in one of the two forms of
/// ``StackChildren``: the layout's own (``items``), or the public tuples (``tuples``; ``items`` is
/// then empty). Only the first form is laid out.
struct StackChildList: LayoutChildList {
    var items: [LayoutChild] = []
    var tuples: [StackChildren.Tuple] = []
    /// Whether a child of ``items`` holds an alignment guide: kept by ``StackChildren`` as it adds
    /// or replaces them (the only ways ``items`` grows), so that a layout session asks it of a new
    /// stack without reading every child.
    var itemsHoldGuide = false

    init() {}

    /// The children `items`, in the layout's form; `holdsGuide` when one of them holds an
    /// alignment guide.
    init(items: [LayoutChild], holdsGuide: Bool) {
        self.items = items
        itemsHoldGuide = holdsGuide
    }

    var count: Int {
        @inline(__always) get { items.count }
    }

    @inline(__always)
    func element(at index: Int) -> Element { items[index].element }

    @inline(__always)
    func traits(at index: Int) -> LayoutTraits { items[index].traits }

    @inline(__always)
    func key(at index: Int) -> ChildKey? { items[index].key }

    mutating func releaseDeferred() {
        // Nested rows, columns and wrappers are released without recursing per level.
        if tuples.isEmpty {
            DeferredRelease.release(&items)
        } else {
            DeferredRelease.release(&tuples)
        }
    }
}

// MARK: - Result builder children

extension StackLayout {
    /// A child of a stack built with a result builder: element, traits, key.
    public struct Child: ElementBuilderChild {
        /// The element.
        public let element: Element
        /// The child's stack traits.
        public let traits: StackLayout.Traits
        /// The child's key.
        public let key: AnyHashable?

        /// Shorthands for pairs of grow and shrink priorities.
        public enum Priority: Hashable, Sendable, CaseIterable {
            /// Grow 0, shrink 0.
            case fixed
            /// Grow 1, shrink 1.
            case flexible
            /// Grow 1, shrink 0.
            case grows
            /// Grow 0, shrink 1.
            case shrinks

            /// The grow priority this shorthand sets.
            public var growPriority: CGFloat {
                switch self {
                case .fixed, .shrinks: 0
                case .flexible, .grows: 1
                }
            }

            /// The shrink priority this shorthand sets.
            public var shrinkPriority: CGFloat {
                switch self {
                case .fixed, .grows: 0
                case .flexible, .shrinks: 1
                }
            }
        }

        /// A child with explicit traits.
        public init(element: Element, traits: StackLayout.Traits = .init(), key: AnyHashable? = nil) {
            self.element = element
            self.traits = traits
            self.key = key
        }

        /// A child with a priority shorthand and an optional alignment guide.
        public init(
            element: Element,
            priority: Priority = .flexible,
            alignmentGuide: ((ElementDimensions) -> CGFloat)? = nil,
            key: AnyHashable? = nil
        ) {
            self.init(
                element: element,
                traits: StackLayout.Traits(
                    growPriority: priority.growPriority,
                    shrinkPriority: priority.shrinkPriority,
                    alignmentGuide: alignmentGuide.map(StackLayout.AlignmentGuide.init)
                ),
                key: key
            )
        }

        /// A flexible child with default traits.
        public init(_ element: Element) {
            self.init(element: element)
        }
    }
}

extension Element {
    /// Wraps the element as a stack child with a priority, alignment guide and key.
    ///
    /// ```swift
    /// Row {
    ///     icon.stackLayoutChild(priority: .fixed)
    ///     title.stackLayoutChild(priority: .grows, key: "title")
    /// }
    /// ```
    public func stackLayoutChild(
        priority: StackLayout.Child.Priority = .flexible,
        alignmentGuide: ((ElementDimensions) -> CGFloat)? = nil,
        key: AnyHashable? = nil
    ) -> StackLayout.Child {
        StackLayout.Child(element: self, priority: priority, alignmentGuide: alignmentGuide, key: key)
    }

    /// Wraps the element as a stack child with a priority.
    public func stackLayoutChild(priority: StackLayout.Child.Priority) -> StackLayout.Child {
        StackLayout.Child(element: self, priority: priority, alignmentGuide: nil, key: nil)
    }
}

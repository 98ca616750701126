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
        let children = children
        return ElementContent(layout: layout) { builder in
            // Fields are read one by one: copying whole tuples goes through the runtime's slow
            // generic tuple witnesses.
            for index in children.indices {
                if children[index].traits.isDefault {
                    // Reads the same as explicit default traits, without storing them.
                    builder.add(key: children[index].key, element: children[index].element)
                } else {
                    builder.add(
                        traits: children[index].traits, key: children[index].key, element: children[index].element)
                }
            }
        }
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

/// The layout and children of a ``Row`` or ``Column``, kept in one box that is also the
/// element's content: laying out a stack allocates nothing for its content. Copies share the box
/// until one of them changes (copy on write).
///
/// The box holds the children in one of two forms, whichever was written last:
/// - the layout's own children (`[LayoutChild]`, structs with boxed keys: whole tuples and
///   optional `AnyHashable`s are slow to copy), which `add(…)`, the result builder and the
///   `children` setter write, and which the content lays out as they are;
/// - the public tuples, which an in-place change of `children` (`row.children.append(…)`,
///   `row.children[i].key = …`) switches the box to, once, so that the change and every later one
///   costs what it costs on an array (appending is constant amortized time, as in Blueprint,
///   where `children` is a stored array). The content of such a box is a new box of the layout's
///   children, converted in one linear pass each time the content is made.
///
/// Reading `children` costs nothing in the tuple form and one linear conversion in the other.
/// Nothing is derived lazily: a box is only changed while uniquely referenced, so copies of an
/// element may be laid out on several threads at once.
struct StackChildren {
    /// A child as ``Row/children`` and ``Column/children`` show it.
    typealias Tuple = (element: Element, traits: StackLayout.Traits, key: AnyHashable?)

    private var list: StackChildList

    init(layout: StackLayout) {
        list = StackChildList(layout: layout, items: [], tuples: [])
    }

    /// The stack's layout.
    var layout: StackLayout {
        get { list.layout }
        set {
            makeUnique()
            list.layout = newValue
        }
    }

    /// The children as tuples. Changing them in place switches the box to the tuple form, then
    /// changes the stored array itself.
    var tuples: [Tuple] {
        get { currentTuples }
        _modify {
            if !isKnownUniquelyReferenced(&list) {
                list = StackChildList(layout: list.layout, items: [], tuples: currentTuples)
            } else if list.tuples.isEmpty && !list.items.isEmpty {
                list.tuples = Self.tuples(from: list.items)
                list.items = []
            }
            // An empty array is both forms: whatever the change leaves, the invariant holds.
            yield &list.tuples
        }
    }

    /// The children as tuples, read from whichever form the box holds.
    private var currentTuples: [Tuple] {
        list.tuples.isEmpty ? Self.tuples(from: list.items) : list.tuples
    }

    /// Replaces the children.
    mutating func setChildren(_ tuples: [Tuple]) {
        replaceItems(with: Self.layoutChildren(from: tuples))
    }

    /// Replaces the children.
    mutating func setChildren(_ children: [StackLayout.Child]) {
        replaceItems(with: children.map { Self.child($0.element, $0.traits, ChildKey.make($0.key)) })
    }

    /// Replaces the children with `items`, in the layout's form.
    private mutating func replaceItems(with items: [LayoutChild]) {
        if isKnownUniquelyReferenced(&list) {
            list.items = items
            list.tuples = []
        } else {
            list = StackChildList(layout: list.layout, items: items, tuples: [])
        }
    }

    /// A layout child. Default traits read the same when absent and cost nothing to store; a fixed
    /// child's (grow 0, shrink 0, no guide: an icon, a badge) share one box.
    private static func child(
        _ element: Element, _ traits: StackLayout.Traits, _ key: consuming ChildKey?
    ) -> LayoutChild {
        let boxed: LayoutTraits
        if traits.isDefault {
            boxed = .empty
        } else if traits.isFixed && traits.alignmentGuide == nil {
            boxed = fixedTraits
        } else {
            boxed = LayoutTraits(key: SingleTraitLayoutTraitsKey<StackLayout>.self, value: traits)
        }
        return LayoutChild(traits: boxed, key: key, element: element)
    }

    /// The traits of a fixed child without a guide. A trait box never changes once made, so this
    /// one is shared by every stack on every thread.
    nonisolated(unsafe) private static let fixedTraits = LayoutTraits(
        key: SingleTraitLayoutTraitsKey<StackLayout>.self,
        value: StackLayout.Traits(growPriority: 0, shrinkPriority: 0)
    )

    /// The layout's children for `tuples`. Each tuple is copied out once and taken apart, and its
    /// key is consumed into its box: reading fields through the array's subscript copies the
    /// whole tuple per field, and every copy of an optional `AnyHashable` goes through value
    /// witnesses.
    private static func layoutChildren(from tuples: [Tuple]) -> [LayoutChild] {
        var items: [LayoutChild] = []
        items.reserveCapacity(tuples.count)
        for (element, traits, key) in tuples {
            let boxedKey: ChildKey?
            switch consume key {
            case .some(let value): boxedKey = ChildKey(value)
            case .none: boxedKey = nil
            }
            items.append(child(element, traits, boxedKey))
        }
        return items
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
        makeUnique()
        if list.tuples.isEmpty {
            list.items.appendChild(Self.child(child, traits, ChildKey.make(key)))
        } else {
            // Keeps the tuple form: switching back would cost a conversion per call.
            list.tuples.append((element: child, traits: traits, key: key))
        }
    }

    /// Makes room for `count` children in all, so that adding them one by one never regrows the
    /// array (for a caller that knows the count, such as a decoder).
    mutating func reserveCapacity(_ count: Int) {
        makeUnique()
        if list.tuples.isEmpty { list.items.reserveCapacity(count) } else { list.tuples.reserveCapacity(count) }
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&list) {
            list = StackChildList(layout: list.layout, items: list.items, tuples: list.tuples)
        }
    }

    /// The content: the box itself, or, for a box of tuples, a new box of the layout's children.
    var content: ElementContent {
        list.tuples.isEmpty ? ElementContent(storage: list) : convertedContent()
    }

    /// A new box of the layout's children converted from the tuples. Kept out of line, so that
    /// ``content`` stays as small as it was before stacks had two forms.
    @inline(never)
    private func convertedContent() -> ElementContent {
        ElementContent(
            storage: StackChildList(layout: list.layout, items: Self.layoutChildren(from: list.tuples), tuples: []))
    }
}

/// The layout and children of a ``Row`` or ``Column``, and their content. Its deinit releases the
/// children through ``DeferredRelease`` (see ``ElementBox``), so releasing a deep chain of stacks
/// and wrappers never recurses per level.
///
/// The children are ``items`` when ``tuples`` is empty, and ``tuples`` otherwise (``items`` is
/// then empty): see ``StackChildren``. Only a box in the first form is laid out.
final class StackChildList: ContentStorage {
    // Changed only while uniquely referenced, before the element is laid out; read without
    // dynamic exclusivity checks on every measurement.
    @exclusivity(unchecked) var layout: StackLayout
    @exclusivity(unchecked) var items: [LayoutChild]
    @exclusivity(unchecked) var tuples: [StackChildren.Tuple]

    init(layout: StackLayout, items: [LayoutChild], tuples: [StackChildren.Tuple]) {
        self.layout = layout
        self.items = items
        self.tuples = tuples
    }

    var childCount: Int { items.count }

    // The stack works on the child nodes directly, without a subelements array.

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        let children = node.childNodes(items)
        // One child needs no cache (see `StackLayout.onlyChildFrame`).
        if children.count == 1 { return layout.sizeThatFits(proposal, onlyChild: children[0]) }
        return withCache(node, children) { layout.sizeThatFits(proposal, children: children, cache: &$0) }
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        guard !items.isEmpty else { return [] }
        let children = node.childNodes(items)
        return children.results(in: size, of: node) {
            if children.count == 1 {
                layout.place(in: size, onlyChild: children[0])
            } else {
                withCache(node, children) { layout.place(in: size, children: children, cache: &$0) }
                // Destroyed here, where its type is known: the release that follows then skips the
                // content's dynamic call (1.3% of `list`'s instructions).
                destroyCache(in: node)
            }
        }
    }

    @inline(__always)
    private func withCache<R>(
        _ node: LayoutNode, _ children: ChildNodes, _ body: (inout StackLayout.StackCache) -> R
    ) -> R {
        let layout = layout
        return LayoutCache.withCache(node, makeCache: { layout.makeCache(children: children) }, body)
    }

    func destroyCache(in node: LayoutNode) {
        LayoutCache.destroyCache(of: StackLayout.StackCache.self, in: node)
    }

    deinit {
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

import Foundation

/// Stacks its children on top of each other, each one filling the overlay's whole frame.
///
/// The overlay measures to the largest width and the largest height among its children, each
/// measured in the overlay's own constraint. Children are listed back to front: later children
/// are drawn above earlier ones.
///
/// ```swift
/// Overlay {
///     Background()
///     Label(text: "Title")
///     Badge().overlayChild(key: "badge")
/// }
/// ```
public struct Overlay: Element {
    /// The children, back to front.
    public var children: [Child] {
        get { container.children }
        _modify { yield &container.uniqueStorage().children }
    }

    // The layout and children, in the storage that is also the content.
    private var container = ContainerContent(layout: OverlayLayout(), children: [])

    /// An overlay of `elements` (none by default), which `configure` may then change.
    ///
    /// ```swift
    /// let overlay = Overlay { overlay in
    ///     overlay.add(child: background)
    ///     overlay.add(key: "content", child: content)
    /// }
    /// ```
    /// - Parameters:
    ///   - elements: The children without keys, back to front.
    ///   - configure: Changes the new overlay further (adds children, say).
    public init(
        elements: [Element] = [],
        configure: (inout Overlay) -> Void = { _ in }
    ) {
        children = elements.map { Child(element: $0) }
        configure(&self)
    }

    /// An overlay whose children come from a result builder.
    ///
    /// A plain element becomes a child without a key; use ``Element/overlayChild(key:)`` to give one.
    public init(@ElementBuilder<Overlay.Child> elements: () -> [Overlay.Child]) {
        children = elements()
    }

    /// Adds `element` above the existing children, without a key.
    @available(*, deprecated, renamed: "add(child:)")
    public mutating func add(_ element: Element) {
        children.append(Child(element: element))
    }

    /// Adds `child` above the existing children.
    ///
    /// - Parameters:
    ///   - key: Tells this child apart from siblings of the same type across updates.
    ///   - child: The element to add.
    public mutating func add(key: AnyHashable? = nil, child: Element) {
        children.append(Child(element: child, key: key))
    }

    /// The overlay's content: every child fills the frame.
    public var content: ElementContent { container.content }
}

extension Overlay {
    /// One child of an ``Overlay``: an element and an optional key.
    public struct Child: ElementBuilderChild {
        /// The element.
        public var element: Element
        /// Tells this child apart from siblings of the same type across updates.
        public var key: AnyHashable?

        /// A child with an optional key.
        public init(element: Element, key: AnyHashable? = nil) {
            self.element = element
            self.key = key
        }

        /// A child without a key (what a result builder makes of a plain element).
        public init(_ element: Element) {
            self.init(element: element, key: nil)
        }
    }
}

extension Element {
    /// Wraps the element as an ``Overlay`` child with a key.
    ///
    /// ```swift
    /// Overlay {
    ///     Photo().overlayChild(key: photoID)
    /// }
    /// ```
    public func overlayChild(key: AnyHashable? = nil) -> Overlay.Child {
        Overlay.Child(element: self, key: key)
    }
}

extension Builder where Child == Overlay.Child {
    /// A keyed element, added with its key.
    public static func buildExpression(_ keyed: Keyed) -> Children {
        [Overlay.Child(element: keyed.wrapped, key: keyed.key)]
    }
}

/// An overlay's layout: as large as its largest child, every child filling the frame.
struct OverlayLayout: Layout, NodeLayout {
    typealias Children = [Overlay.Child]

    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        size(in: proposal, children: subelements)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        // Every child fills the frame, as a child left unplaced does.
    }

    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        size(in: proposal, children: nodes)
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {}

    /// The largest width and the largest height among the children, each measured in `proposal`.
    private func size(in proposal: SizeConstraint, children: some LayoutNodeSequence) -> CGSize {
        var size = CGSize.zero
        for index in 0..<children.count {
            let measured = children.node(at: index).measure(proposal)
            size.width = max(size.width, measured.width)
            size.height = max(size.height, measured.height)
        }
        return size
    }
}

extension Overlay.Child: ContainerChild {}

extension Overlay {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        OverlayLayout.Storage.structuralComparator
    }
}

extension OverlayLayout: IdenticalLayoutValue {
    func isIdentical(to other: OverlayLayout) -> Bool { true }
}

extension Overlay.Child: StructurallyComparableChild {
    func keyAndValuesAreIdentical(to other: Overlay.Child) -> Bool { key == other.key }
}

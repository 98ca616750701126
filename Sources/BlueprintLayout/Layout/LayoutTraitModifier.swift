import Foundation

extension Element {
    /// Attaches a trait value to this element; the container it is added to reads it with
    /// `subelement[Key.self]`, as SwiftUI's `layoutValue(key:value:)`.
    ///
    /// Use it with custom layouts built from result builders, where there is no `add(...)` call
    /// to pass traits to:
    /// ```swift
    /// FlowLayout(spacing: 8) {
    ///     Label(text: "A").layoutTrait(key: AnchorKey.self, value: .bottom)
    ///     Label(text: "B")
    /// }
    /// ```
    /// Calls can be chained; traits passed explicitly to `add(traits:…)` win over these.
    public func layoutTrait<Key: LayoutTraitsKey>(key: Key.Type, value: Key.Value) -> Element {
        TraitedElement(traits: LayoutTraits(key: key, value: value), wrapped: self)
    }
}

/// An element carrying traits for its container; the engine unwraps it when the child is added.
struct TraitedElement: Element {
    var traits: LayoutTraits
    var wrapped: Element {
        get { _wrapped.value }
        set { _wrapped.value = newValue }
    }
    private var _wrapped: BoxedElement

    init(traits: LayoutTraits, wrapped: Element) {
        self.traits = traits
        _wrapped = BoxedElement(wrapped)
    }

    var content: ElementContent {
        ElementContent(storage: TraitCarryingStorage(traits: traits, wrapped: wrapped))
    }
}

/// An element laid out by any ``Layout``, with children from a result builder.
///
/// ```swift
/// let flow = LayoutContainer(FlowLayout(spacing: 8)) {
///     Label(text: "one")
///     Label(text: "two").layoutTrait(key: AnchorKey.self, value: .bottom)
/// }
/// ```
/// A layout can also be called like a function: `FlowLayout(spacing: 8) { … }`.
public struct LayoutContainer<LayoutType: Layout>: Element {
    /// A child with its key.
    public struct Child: ElementBuilderChild {
        /// The element.
        public var element: Element
        /// The child's key.
        public var key: AnyHashable?

        /// A child without a key.
        public init(_ element: Element) {
            self.element = element
        }

        /// A child with a key.
        public init(element: Element, key: AnyHashable?) {
            self.element = element
            self.key = key
        }
    }

    /// The layout.
    public var layout: LayoutType
    /// The children, in order.
    public var children: [Child] {
        get { _children.value }
        _modify { yield &_children.value }
    }
    // Boxed, so that dropping a deep chain of containers does not recurse per level.
    private var _children: BoxedChildren<Child>

    /// A container of `layout` with the children the builder returns.
    public init(_ layout: LayoutType, @ElementBuilder<Child> children: () -> [Child]) {
        self.layout = layout
        _children = BoxedChildren(children())
    }

    /// The layout-backed content.
    public var content: ElementContent {
        ElementContent(layout: layout) { builder in
            for child in children {
                builder.add(key: child.key, element: child.element)
            }
        }
    }
}

extension Layout {
    /// A container of this layout with the children the builder returns.
    public func callAsFunction(
        @ElementBuilder<LayoutContainer<Self>.Child> _ children: () -> [LayoutContainer<Self>.Child]
    ) -> LayoutContainer<Self> {
        LayoutContainer(self, children: children)
    }
}

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
    public var layout: LayoutType {
        get { container.layout.layout }
        set { container.layout.layout = newValue }
    }
    /// The children, in order.
    public var children: [Child] {
        get { container.children }
        _modify { yield &container.uniqueStorage().children }
    }
    // The layout and the children, in the storage that is also the content.
    private var container: ContainerContent<SubelementsLayout<LayoutType, [Child]>>

    /// A container of `layout` with the children the builder returns.
    public init(_ layout: LayoutType, @ElementBuilder<Child> children: () -> [Child]) {
        container = ContainerContent(layout: SubelementsLayout(layout: layout), children: children())
    }

    /// The layout-backed content: the storage itself.
    public var content: ElementContent { container.content }
}

extension LayoutContainer.Child: ContainerChild {}

extension Layout {
    /// A container of this layout with the children the builder returns.
    public func callAsFunction(
        @ElementBuilder<LayoutContainer<Self>.Child> _ children: () -> [LayoutContainer<Self>.Child]
    ) -> LayoutContainer<Self> {
        LayoutContainer(self, children: children)
    }
}

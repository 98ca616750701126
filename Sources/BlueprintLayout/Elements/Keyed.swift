import Foundation

/// Gives its wrapped element a key, which names it among its siblings in the result tree.
///
/// `Keyed` measures as its content and gives it its whole frame; the content's result node
/// carries the key (its identifier becomes `Type.key.1`). In a ``Row`` or ``Column`` built with a
/// result builder, `element.keyed(key)` is unwrapped: the element itself becomes the stack's
/// child, with the key.
///
/// ```swift
/// Row {
///     Label(text: "Name").keyed("name")   // the Row's child is the Label, keyed "name"
/// }
/// let frame = result.frame(forKey: "name")
/// ```
public struct Keyed: Element {
    /// The key given to the wrapped element.
    public var key: AnyHashable? {
        get { container.children.key?.value }
        set { container.children.key = ChildKey.make(newValue) }
    }

    /// The element that is keyed.
    public var wrapped: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The wrapped element and its key, in the storage that is also the content.
    private var container: ContainerContent<KeyedLayout>

    /// Gives `wrapping` the key `key`.
    public init(key: AnyHashable?, wrapping: Element) {
        container = ContainerContent(
            layout: KeyedLayout(), children: OnlyChild(element: wrapping, key: ChildKey.make(key)))
    }

    /// Single-child content whose child carries ``key``.
    public var content: ElementContent { container.content }
}

extension Element {
    /// Wraps the element in a ``Keyed`` with `key`.
    public func keyed(_ key: AnyHashable) -> Keyed {
        Keyed(key: key, wrapping: self)
    }
}

extension Builder where Child == StackLayout.Child {
    /// A ``Keyed`` element becomes a stack child: its wrapped element, with its key and default traits.
    public static func buildExpression(_ keyed: Keyed) -> Children {
        [StackLayout.Child(element: keyed.wrapped, key: keyed.key)]
    }
}

/// Measures as the child and gives it the whole frame.
private struct KeyedLayout: LaysOutAsChild {
    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) {
        subelement.place(filling: size)
    }

    // The wrapper gives its child the whole frame, so the child's spacing preferences are its own.
    func spacing(nodes: Nodes) -> ElementSpacing {
        nodes[0].spacing
    }
}

extension Keyed {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        KeyedLayout.Storage.structuralComparator
    }
}

extension KeyedLayout: IdenticalLayoutValue {
    func isIdentical(to other: KeyedLayout) -> Bool { true }
}

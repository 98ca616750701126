import Foundation

/// Lays out its wrapped element, reads what the elements inside it publish under a key, and draws
/// an element built from that value above or below it.
///
/// The reader measures exactly as its wrapped element: what it builds never changes its size,
/// and measuring never calls the builder. When laid out, it
/// 1. lays out the wrapped element in its whole frame,
/// 2. gathers every ``AnchorPreference`` for `Key` in the wrapped element's result tree, however
///    deep (through insets, stacks, decorations, other readers and what they built), reducing
///    them from the key's default value in tree order,
/// 3. calls the builder with the value and an ``AnchorResolver`` for its own bounds, and
/// 4. lays the built element out in its whole frame, behind (``Layering/below``) or in front of
///    (``Layering/above``) the wrapped element.
///
/// In the result tree the reader has two children, in z-order: the built element and the wrapped
/// element. What the built element publishes can be read by readers further up.
///
/// ```swift
/// Column {
///     title
///     Row { tabs }
/// }
/// .overlayPreferenceValue(SelectionKey.self) { selection, resolver in
///     guard let rect = resolver[selection] else { return Empty() }
///     return resolver.positioned(Highlight(), in: rect)
/// }
/// ```
///
/// A reader walks its wrapped element's result tree once per layout, but not the subtree of a
/// reader of the same key inside it: that reader's gathered value counts as one published value.
/// Readers one inside the other therefore cost one walk between them, whatever their depth.
public struct AnchorPreferenceReader<Key: AnchorPreferenceKey>: Element {
    /// The element that is laid out first and whose published values are read.
    public var wrappedElement: Element {
        get { _wrappedElement.value }
        set { _wrappedElement.value = newValue }
    }
    private var _wrappedElement: BoxedElement

    /// Whether the built element is drawn above or below ``wrappedElement``.
    public var layering: Layering

    /// Builds the overlay or background from the gathered value, in the reader's coordinates.
    public var build: (Key.Value, AnchorResolver) -> Element {
        get { builder.closure }
        set { builder = ClosureBox(newValue) }
    }
    // Boxed: the closure may capture another reader, which may capture another, and so on.
    private var builder: ClosureBox<(Key.Value, AnchorResolver) -> Element>

    /// What the reader gathered in the layout whose result reports it, wrapped and built element
    /// together, with anchors in the outermost reader's space; `nil` until it is laid out. A reader
    /// further up the same tree reuses it instead of walking this reader's subtree again.
    var gathered: GatheredPreference<Key>?

    /// Reads `key` below `wrapping` and draws what `build` returns above or below it.
    ///
    /// - Parameters:
    ///   - key: The key to read.
    ///   - layering: Above (an overlay, the default) or below (a background).
    ///   - wrapping: The element that decides the size and publishes the values.
    ///   - build: Builds the element to draw from the gathered value and a resolver for the
    ///     reader's bounds; called once per layout, never while measuring.
    public init(
        key: Key.Type = Key.self,
        layering: Layering = .above,
        wrapping: Element,
        build: @escaping (Key.Value, AnchorResolver) -> Element
    ) {
        _wrappedElement = BoxedElement(wrapping)
        self.layering = layering
        builder = ClosureBox(build)
    }

    /// Content that measures as ``wrappedElement`` and builds the other element during layout.
    public var content: ElementContent {
        ElementContent(storage: AnchorPreferenceReaderStorage<Key>(reader: self))
    }
}

extension AnchorPreferenceReader {
    /// Whether the built element is drawn above or below the wrapped element.
    public enum Layering: Hashable, Sendable {
        /// In front of the wrapped element (an overlay).
        case above
        /// Behind the wrapped element (a background).
        case below
    }
}

extension Element {
    /// Draws, in front of the element, what `build` makes of the value published under `key`
    /// inside it, resolved in the element's coordinates.
    ///
    /// ```swift
    /// list.overlayPreferenceValue(SelectionKey.self) { selection, resolver in
    ///     resolver[selection].map { resolver.positioned(Highlight(), in: $0) } ?? Empty()
    /// }
    /// ```
    /// - Parameters:
    ///   - key: The key to read.
    ///   - build: Builds the overlay from the gathered value and a resolver for the element's bounds.
    /// - Returns: An ``AnchorPreferenceReader`` that measures as the element.
    public func overlayPreferenceValue<Key: AnchorPreferenceKey>(
        _ key: Key.Type,
        _ build: @escaping (Key.Value, AnchorResolver) -> Element
    ) -> AnchorPreferenceReader<Key> {
        AnchorPreferenceReader(key: key, layering: .above, wrapping: self, build: build)
    }

    /// Draws, behind the element, what `build` makes of the value published under `key` inside
    /// it, resolved in the element's coordinates.
    ///
    /// ```swift
    /// tabs.backgroundPreferenceValue(TabBoundsKey.self) { bounds, resolver in
    ///     resolver[bounds[selected]].map { resolver.positioned(Pill(), in: $0) } ?? Empty()
    /// }
    /// ```
    /// - Parameters:
    ///   - key: The key to read.
    ///   - build: Builds the background from the gathered value and a resolver for the element's bounds.
    /// - Returns: An ``AnchorPreferenceReader`` that measures as the element.
    public func backgroundPreferenceValue<Key: AnchorPreferenceKey>(
        _ key: Key.Type,
        _ build: @escaping (Key.Value, AnchorResolver) -> Element
    ) -> AnchorPreferenceReader<Key> {
        AnchorPreferenceReader(key: key, layering: .below, wrapping: self, build: build)
    }
}

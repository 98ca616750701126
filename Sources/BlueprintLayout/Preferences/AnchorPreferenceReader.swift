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
        get { builder.build }
        set { builder = Builder(build: newValue) }
    }
    // Boxed: the closure may capture another reader, which may capture another, and so on.
    private var builder: Builder

    /// The closure, released through ``DeferredRelease`` so that a chain of readers, each captured
    /// by the next one's closure, is dropped without recursing once per level (see ``ElementBox``).
    /// Immutable: setting ``build`` makes a new one.
    private final class Builder {
        private(set) var build: (Key.Value, AnchorResolver) -> Element

        init(build: @escaping (Key.Value, AnchorResolver) -> Element) {
            self.build = build
        }

        deinit {
            DeferredRelease.release({ build = { _, _ in Empty() } }, orKeep: { build })
        }
    }

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
        builder = Builder(build: build)
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

/// Measures as the wrapped element; in layout, builds the other element from the values published
/// in the wrapped element's result tree.
final class AnchorPreferenceReaderStorage<Key: AnchorPreferenceKey>: ContentStorage {
    let reader: AnchorPreferenceReader<Key>

    init(reader: AnchorPreferenceReader<Key>) {
        self.reader = reader
    }

    var childCount: Int { 2 }

    private func wrappedNode(_ node: LayoutNode) -> LayoutNode {
        node.passthroughChild(reader.wrappedElement)
    }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        wrappedNode(node).measureUncached(proposal)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        // Readers one inside the other gather anchors in one space, the outermost reader's, so
        // that a reader further up can reuse what this one gathered without walking it again.
        let origin = node.enterAnchorSpace()
        defer { node.leaveAnchorSpace() }
        // Identifiers count in z-order, and the built element's type is known only once it is
        // built: both are set after layout.
        var wrapped = wrappedNode(node).resultFilling(size)
        // The wrapped element fills the reader, so frames in its result tree, summed from its
        // root, are in the reader's coordinates: `origin` moves them to the shared space.
        let gatheredBelow = wrapped.gatheredPreference(for: Key.self, origin: origin, reusingReaders: true)
        let element = reader.build(gatheredBelow.value, AnchorResolver(size: size, origin: origin))
        // A fresh node: the built element is new in every layout.
        let builtNode = LayoutNode(
            child: element,
            traits: .empty,
            key: nil,
            environment: node.environment,
            context: node.context
        )
        var built = builtNode.resultFilling(size)
        let gatheredBuilt = built.gatheredPreference(for: Key.self, origin: origin, reusingReaders: true)
        var identifiers = ElementIdentifier.Factory()
        var gathered = GatheredPreference<Key>()
        let children: [LayoutResultNode]
        switch reader.layering {
        case .above:
            wrapped.identifier = identifiers.next(for: wrapped.element, key: nil)
            built.identifier = identifiers.next(for: built.element, key: nil)
            gathered.add(gatheredBelow)
            gathered.add(gatheredBuilt)
            children = [wrapped, built]
        case .below:
            built.identifier = identifiers.next(for: built.element, key: nil)
            wrapped.identifier = identifiers.next(for: wrapped.element, key: nil)
            gathered.add(gatheredBuilt)
            gathered.add(gatheredBelow)
            children = [built, wrapped]
        }
        // The result reports the reader with what it gathered, for readers further up.
        var reporting = reader
        reporting.gathered = gathered
        node.reportElement(reporting)
        return children
    }
}

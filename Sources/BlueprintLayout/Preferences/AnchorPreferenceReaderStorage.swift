import Foundation

/// Measures as the wrapped element; in layout, builds the other element from the values published
/// in the wrapped element's result tree.
final class AnchorPreferenceReaderStorage<Key: AnchorPreferenceKey>: ContentStorage {
    let reader: AnchorPreferenceReader<Key>

    init(reader: AnchorPreferenceReader<Key>) {
        self.reader = reader
    }

    override var childCount: Int { 2 }

    private func wrappedNode(_ node: LayoutNode) -> LayoutNode {
        node.passthroughChild(reader.wrappedElement)
    }

    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        wrappedNode(node).measureUncached(proposal)
    }

    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] {
        // Readers one inside the other gather anchors in one space, the outermost reader's, so
        // that a reader further up can reuse what this one gathered without walking it again.
        let origin = node.enterAnchorSpace()
        defer { node.leaveAnchorSpace() }
        // Identifiers count in z-order, and the built element's type is known only once it is
        // built: both are set after layout.
        var wrapped = wrappedNode(node).resultFilling(size)
        // The wrapped element fills the reader, so frames in its result tree, summed from its
        // root, are in the reader's coordinates: `origin` moves them to the shared space.
        let types = AnchorPreferenceTypes(Key.self)
        var below = Key.defaultValue
        let belowPublished = wrapped.gatherPreference(
            for: Key.self, types: types, origin: origin, reusingReaders: true, into: &below)
        let element = reader.build(below, AnchorResolver(size: size, origin: origin))
        // A fresh node: the built element is new in every layout.
        let builtNode = LayoutNode(
            child: element,
            traits: .empty,
            key: nil,
            environment: node.environment,
            context: node.context
        )
        var built = builtNode.resultFilling(size)
        var builtValue = Key.defaultValue
        let builtPublished = built.gatherPreference(
            for: Key.self, types: types, origin: origin, reusingReaders: true, into: &builtValue)
        var identifiers = ElementIdentifier.Factory()
        // Both parts reduced in z-order, each as one value (a part without publishers adds nothing).
        var gathered = Key.defaultValue
        var published = false
        let children: [LayoutResultNode]
        switch reader.layering {
        case .above:
            wrapped.identifier = identifiers.next(for: wrapped.element, key: nil)
            built.identifier = identifiers.next(for: built.element, key: nil)
            Key.gather(below, partPublished: belowPublished, into: &gathered, published: &published)
            Key.gather(builtValue, partPublished: builtPublished, into: &gathered, published: &published)
            children = [wrapped, built]
        case .below:
            built.identifier = identifiers.next(for: built.element, key: nil)
            wrapped.identifier = identifiers.next(for: wrapped.element, key: nil)
            Key.gather(builtValue, partPublished: builtPublished, into: &gathered, published: &published)
            Key.gather(below, partPublished: belowPublished, into: &gathered, published: &published)
            children = [built, wrapped]
        }
        // The result reports the reader with what it gathered, for readers further up.
        var reporting = reader
        reporting.gathered = GatheredPreference(value: gathered, isPublished: published)
        node.reportElement(reporting)
        return children
    }
}

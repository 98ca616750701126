import Foundation

extension LayoutResultNode {
    /// The nodes of every ``AnchorPreference`` for `key` in this tree, in tree order (depth first,
    /// parents before children), each with its frame in the root's coordinate space (as
    /// ``absoluteFrames``).
    ///
    /// ```swift
    /// let result = screen.layout(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// for (node, frame) in result.publishedAnchors(for: TabBoundsKey.self) {
    ///     print(node.identifier, frame)
    /// }
    /// ```
    public func publishedAnchors<Key: AnchorPreferenceKey>(
        for key: Key.Type
    ) -> [(node: LayoutResultNode, frame: CGRect)] {
        var found: [(node: LayoutResultNode, frame: CGRect)] = []
        forEachNode { node, frame, _ in
            if node.element is AnchorPreference<Key> {
                found.append((node, frame))
            }
            return true
        }
        return found
    }

    /// The value gathered under `key` from every ``AnchorPreference`` in this tree: the key's
    /// default value reduced with each published value in tree order.
    ///
    /// Its anchors are collected in the root's coordinate space (as ``absoluteFrames``); resolve
    /// them with ``anchorResolver()`` or, for another node's coordinates,
    /// ``anchorResolver(inCoordinatesOf:)`` on the same node.
    ///
    /// ```swift
    /// let result = list.layout(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// if let selection = result.preferenceValue(for: SelectionKey.self) {
    ///     let inRoot = result.anchorResolver()[selection]
    ///     let inCard = result.anchorResolver(inCoordinatesOfKey: "card")?[selection]
    /// }
    /// ```
    public func preferenceValue<Key: AnchorPreferenceKey>(for key: Key.Type) -> Key.Value {
        reducedPreferenceValue(for: key)
    }

    /// A resolver for the root's coordinate space: anchors from ``preferenceValue(for:)`` resolve
    /// to the frames ``absoluteFrames`` reports. Its size is the root's.
    public func anchorResolver() -> AnchorResolver {
        AnchorResolver(size: frame.size)
    }

    /// A resolver for the coordinate space of the first node (depth first) for which `predicate`
    /// is true: its top-left corner is the origin. `nil` when no node matches.
    ///
    /// ```swift
    /// let resolver = result.anchorResolver { $0.element is Card }
    /// let rectInCard = resolver?[result.preferenceValue(for: SelectionKey.self)]
    /// ```
    public func anchorResolver(
        inCoordinatesOf predicate: (LayoutResultNode) -> Bool
    ) -> AnchorResolver? {
        first(where: predicate).map { node, frame in
            AnchorResolver(size: node.frame.size, origin: frame.origin)
        }
    }

    /// A resolver for the coordinate space of the first node added with `key`.
    public func anchorResolver(inCoordinatesOfKey key: AnyHashable) -> AnchorResolver? {
        anchorResolver { $0.key == key }
    }

    /// The key's default value reduced with the value of every publisher in this tree, in tree
    /// order, with anchors collected in the space this node's frame is given in.
    func reducedPreferenceValue<Key: AnchorPreferenceKey>(for key: Key.Type) -> Key.Value {
        gatheredPreference(for: key, origin: .zero, reusingReaders: false).value
    }

    /// What the publishers in this tree publish under `key`, reduced in tree order, with anchors
    /// in a space where this node's parent has its origin at `origin`.
    ///
    /// With `reusingReaders`, a reader of the same key counts as the one value it gathered when it
    /// was laid out (its anchors must be in the same space), and its subtree is not walked again:
    /// readers one inside the other then walk each node once between them.
    func gatheredPreference<Key: AnchorPreferenceKey>(
        for key: Key.Type,
        origin: CGPoint,
        reusingReaders: Bool
    ) -> GatheredPreference<Key> {
        // The walk compares types only and notes what matched: nothing generic runs per node (a
        // cast in the closure makes every call look up generic metadata).
        let publisherType = ObjectIdentifier(AnchorPreference<Key>.self)
        let readerType = ObjectIdentifier(AnchorPreferenceReader<Key>.self)
        var found: [(node: LayoutResultNode, frame: CGRect)] = []
        forEachNode { node, frame, _ in
            let type = ObjectIdentifier(Swift.type(of: node.element))
            if type == publisherType {
                found.append((node, frame))
            } else if reusingReaders, type == readerType {
                found.append((node, frame))
                return false
            }
            return true
        }
        var gathered = GatheredPreference<Key>()
        for (node, frame) in found {
            if let publisher = node.element as? AnchorPreference<Key> {
                gathered.add(publisher.value(forBounds: frame.moved(by: origin)))
            } else if let reader = node.element as? AnchorPreferenceReader<Key> {
                // A reader's result node is made by the engine, which sets what it gathered.
                guard let inner = reader.gathered else {
                    preconditionFailure("an anchor-preference reader's result node lacks what it gathered")
                }
                gathered.add(inner)
            }
        }
        return gathered
    }
}

/// The value published under a key in part of a result tree, and whether anything there published.
struct GatheredPreference<Key: AnchorPreferenceKey> {
    /// The key's default value reduced with every published value.
    private(set) var value = Key.defaultValue
    /// Whether a publisher contributed to ``value``.
    private(set) var isPublished = false

    /// Reduces `next` into the value.
    mutating func add(_ next: Key.Value) {
        Key.reduce(value: &value) { next }
        isPublished = true
    }

    /// Reduces what `other` gathered into the value, when anything published there: a part
    /// without publishers leaves the value as it is, whatever `reduce` does with the default.
    mutating func add(_ other: GatheredPreference<Key>) {
        if other.isPublished { add(other.value) }
    }
}

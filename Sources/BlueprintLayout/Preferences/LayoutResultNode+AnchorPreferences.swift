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
        var value = Key.defaultValue
        forEachNode { node, frame, _ in
            if let publisher = node.element as? AnchorPreference<Key> {
                let next = publisher.value(forBounds: frame)
                Key.reduce(value: &value) { next }
            }
            return true
        }
        return value
    }
}

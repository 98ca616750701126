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
        _ = gatherPreference(
            for: key, types: AnchorPreferenceTypes(key), origin: .zero, reusingReaders: false, into: &value)
        return value
    }

    /// Reduces into `value`, in tree order, what the publishers in this tree publish under `key`,
    /// with anchors in a space where this node's parent has its origin at `origin`; returns whether
    /// any published. `types` are the key's publisher and reader types.
    ///
    /// With `reusingReaders`, a reader of the same key counts as the one value it gathered when it
    /// was laid out (its anchors must be in the same space), and its subtree is not walked again:
    /// readers one inside the other then walk each node once between them.
    func gatherPreference<Key: AnchorPreferenceKey>(
        for key: Key.Type,
        types: AnchorPreferenceTypes,
        origin: CGPoint,
        reusingReaders: Bool,
        into value: inout Key.Value
    ) -> Bool {
        // The walk compares types only and notes what matched: nothing generic runs per node (a
        // cast in the closure makes every call look up generic metadata), and each match is cast
        // to its own type only (a cast names the type, which costs a lookup).
        var found: [(node: LayoutResultNode, frame: CGRect, isReader: Bool)] = []
        var publishers = 0
        forEachNode { node, frame, _ in
            let type = ObjectIdentifier(Swift.type(of: node.element))
            if type == types.publisher {
                found.append((node, frame, false))
                publishers += 1
            } else if reusingReaders, type == types.reader {
                found.append((node, frame, true))
                return false
            }
            return true
        }
        var published = false
        @inline(__always) func reduceFound() {
            for (node, frame, isReader) in found {
                if !isReader, let publisher = node.element as? AnchorPreference<Key> {
                    let next = publisher.value(forBounds: frame.moved(by: origin))
                    Key.gather(next, partPublished: true, into: &value, published: &published)
                } else if isReader, let reader = node.element as? AnchorPreferenceReader<Key> {
                    // A reader's result node is made by the engine, which sets what it gathered.
                    guard let inner = reader.gathered else {
                        preconditionFailure("an anchor-preference reader's result node lacks what it gathered")
                    }
                    Key.gather(inner.value, partPublished: inner.isPublished, into: &value, published: &published)
                }
            }
        }
        if publishers > 1 {
            // Named here, before the casts, the publisher's type is looked up once for all of them.
            precondition(
                ObjectIdentifier(AnchorPreference<Key>.self) == types.publisher,
                "BlueprintLayout: anchor-preference types of another key")
            reduceFound()
        } else {
            reduceFound()
        }
        return published
    }
}

/// The types that publish and read a key, told apart by identity.
///
/// Found once per reader and handed down: unspecialized generic code (a key is the app's type)
/// looks the metadata of `AnchorPreference<Key>` up in the runtime's table every time it names it.
struct AnchorPreferenceTypes {
    /// `AnchorPreference<Key>`.
    let publisher: ObjectIdentifier
    /// `AnchorPreferenceReader<Key>`.
    let reader: ObjectIdentifier

    init<Key: AnchorPreferenceKey>(_ key: Key.Type) {
        publisher = ObjectIdentifier(AnchorPreference<Key>.self)
        reader = ObjectIdentifier(AnchorPreferenceReader<Key>.self)
    }
}

/// What a reader gathered in one layout: the key's default value reduced with every value
/// published below it, and whether any was.
///
/// A class, so that a reader, which keeps one, has the same layout whatever its key: copying,
/// reading or destroying a reader in the engine's generic code then needs no metadata lookup.
final class GatheredPreference<Key: AnchorPreferenceKey> {
    /// The key's default value reduced with every published value.
    let value: Key.Value
    /// Whether a publisher contributed to ``value``.
    let isPublished: Bool

    init(value: Key.Value, isPublished: Bool) {
        self.value = value
        self.isPublished = isPublished
    }
}

extension AnchorPreferenceKey {
    /// Reduces `part` (one publisher's value, or what one part of a tree gathered) into `value`
    /// and sets `published`, when anything was published there (`partPublished`): a part without
    /// publishers leaves a value as it is, whatever `reduce` does with the default.
    @inline(__always)
    static func gather(_ part: Value, partPublished: Bool, into value: inout Value, published: inout Bool) {
        guard partPublished else { return }
        reduce(value: &value) { part }
        published = true
    }
}

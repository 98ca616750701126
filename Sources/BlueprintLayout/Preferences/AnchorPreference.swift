import Foundation

/// Publishes geometry about its wrapped element under a key, for an ancestor to read.
///
/// The element measures as its wrapped element and gives it its whole frame; it adds nothing to
/// layout. In a result tree it is the node whose frame is the published frame. An ancestor built
/// with ``Element/overlayPreferenceValue(_:_:)`` or ``Element/backgroundPreferenceValue(_:_:)``
/// gathers what every `AnchorPreference` below it publishes, and a laid-out tree answers
/// ``LayoutResultNode/preferenceValue(for:)``.
///
/// ```swift
/// Column {
///     header
///     row.anchorPreference(key: SelectionKey.self, value: .bounds)
///     footer
/// }
/// .overlayPreferenceValue(SelectionKey.self) { selection, resolver in
///     resolver[selection].map { resolver.positioned(Highlight(), in: $0) } ?? Empty()
/// }
/// ```
///
/// Put layout traits outside the publisher (`element.anchorPreference(…).stackLayoutChild(…)`):
/// a parent layout reads the traits of its direct children only.
public struct AnchorPreference<Key: AnchorPreferenceKey>: Element {
    /// The element whose geometry is published.
    public var wrappedElement: Element {
        get { _wrappedElement.value }
        set { _wrappedElement.value = newValue }
    }
    private var _wrappedElement: BoxedElement

    /// Makes the published value from the element's frame in a reader's reference space.
    let makeValue: (CGRect) -> Key.Value

    /// Publishes `transform(anchor)` for `wrapping` under `key`, where the anchor takes `value`
    /// from the element's frame.
    ///
    /// ```swift
    /// AnchorPreference(key: TabBoundsKey.self, value: .bounds, wrapping: tab) { anchor in
    ///     ["inbox": anchor]
    /// }
    /// ```
    /// - Parameters:
    ///   - key: The key to publish under.
    ///   - value: What the anchor takes from the element's frame.
    ///   - wrapping: The element whose geometry is published.
    ///   - transform: Makes the key's value from the anchor.
    public init<Value>(
        key: Key.Type = Key.self,
        value: Anchor<Value>.Source,
        wrapping: Element,
        transform: @escaping (Anchor<Value>) -> Key.Value
    ) {
        _wrappedElement = BoxedElement(wrapping)
        makeValue = { bounds in transform(Anchor(bounds: bounds, source: value)) }
    }

    /// Passthrough content: measures as ``wrappedElement``, which fills the frame.
    public var content: ElementContent {
        ElementContent(child: wrappedElement)
    }

    /// The published value for the element at `bounds` in a reference space.
    func value(forBounds bounds: CGRect) -> Key.Value {
        makeValue(bounds)
    }
}

extension Element {
    /// Publishes geometry about the element under `key`: `transform` makes the key's value from
    /// an ``Anchor`` that takes `value` from the element's frame.
    ///
    /// ```swift
    /// tab.anchorPreference(key: TabBoundsKey.self, value: .bounds) { anchor in [tabID: anchor] }
    /// ```
    /// - Parameters:
    ///   - key: The key to publish under.
    ///   - value: What the anchor takes from the element's frame (`.bounds`, `.center`, `.rect(…)`).
    ///   - transform: Makes the key's value from the anchor.
    /// - Returns: An ``AnchorPreference`` wrapping the element.
    public func anchorPreference<Key: AnchorPreferenceKey, Value>(
        key: Key.Type,
        value: Anchor<Value>.Source,
        transform: @escaping (Anchor<Value>) -> Key.Value
    ) -> AnchorPreference<Key> {
        AnchorPreference(key: key, value: value, wrapping: self, transform: transform)
    }

    /// Publishes the anchor itself under a key whose value is one optional anchor.
    ///
    /// ```swift
    /// selectedRow.anchorPreference(key: SelectionKey.self, value: .bounds)
    /// ```
    public func anchorPreference<Key: AnchorPreferenceKey, Value>(
        key: Key.Type,
        value: Anchor<Value>.Source
    ) -> AnchorPreference<Key> where Key.Value == Anchor<Value>? {
        AnchorPreference(key: key, value: value, wrapping: self) { anchor in anchor }
    }
}

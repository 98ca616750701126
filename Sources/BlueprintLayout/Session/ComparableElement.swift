/// An element that can say whether another element of its type lays out exactly as it does, so
/// that a ``LayoutSession`` may reuse its measurements from an earlier pass.
///
/// A session reuses an element's measurements only when the element at the same path in the
/// previous pass was equivalent: `==` for an `Equatable` element type, ``isEquivalent(to:)`` for
/// a `ComparableElement`; any other element is measured again in every pass. Adopt this protocol
/// for an element whose stored values can be compared but which is not `Equatable` (or whose
/// equality includes values that do not affect layout, such as a color).
///
/// Return `true` only when `other` measures and lays out exactly as `self` does in any
/// environment: every value that ``Element/content`` depends on must compare equal. An element
/// that holds a closure used by its content cannot say this and should not adopt the protocol.
///
/// ```swift
/// struct Badge: ComparableElement {
///     var count: Int
///     var color: String  // drawn, not laid out
///
///     var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 20, height: 20)) }
///
///     func isEquivalent(to other: Badge) -> Bool { count == other.count }
/// }
/// ```
///
/// The result tree of a session reports, for the descendants of an element reused this way, the
/// elements of the pass that laid them out (equivalent, not necessarily equal, to the new ones);
/// an `Equatable` element or an unchanged subtree reports the new elements' values.
public protocol ComparableElement: Element {
    /// Whether `other` measures and lays out exactly as this element, in any environment.
    func isEquivalent(to other: Self) -> Bool
}

extension ComparableElement {
    /// ``isEquivalent(to:)`` for an element of any type: `false` when the types differ.
    func isEquivalent(toElement other: Element) -> Bool {
        guard let other = other as? Self else { return false }
        return isEquivalent(to: other)
    }
}

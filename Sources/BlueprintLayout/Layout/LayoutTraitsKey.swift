/// A key for a per-child value that a parent ``Layout`` reads from its subelements.
///
/// The value is attached when the child is added (``ElementContent/Builder/add(traitsType:traits:key:element:)``
/// or ``Element/layoutTrait(key:value:)``) and read with `subelement[Key.self]`; a child without
/// one reads ``defaultValue``.
///
/// ```swift
/// enum Rank: LayoutTraitsKey {
///     static let defaultValue: Int = 0
/// }
/// // in a layout:
/// let ranked = subelements.sorted { $0[Rank.self] < $1[Rank.self] }
/// ```
public protocol LayoutTraitsKey {
    /// The type of the trait's value.
    associatedtype Value
    /// The value read for a child that has none.
    static var defaultValue: Value { get }
}

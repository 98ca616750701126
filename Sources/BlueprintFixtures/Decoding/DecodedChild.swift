import BlueprintLayout
import Foundation

/// A child element decoded by ``ElementDecodingContext/children(_:)``: the element (wrapped for
/// its `id` when it has one) and the traits its node carries for the container.
public struct DecodedChild {
    /// The element to add to the container.
    public var element: Element
    /// The child's `"traits"` object (empty when absent); read the keys the container knows.
    public var traits: FixtureObjectReader
    /// The child's `id`, if it has one.
    public var id: String?
    /// The child node's path.
    public var path: JSONPath
}

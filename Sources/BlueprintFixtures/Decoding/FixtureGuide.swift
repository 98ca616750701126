import BlueprintLayout
import Foundation

/// An alignment guide from a fixture: `dimension * fraction + offset`.
public struct FixtureGuide: Equatable, Sendable {
    /// The fraction of the element's length along the axis.
    public var fraction: CGFloat
    /// Points added to the fraction's value.
    public var offset: CGFloat

    /// Creates a guide.
    public init(fraction: CGFloat = 0, offset: CGFloat = 0) {
        self.fraction = fraction
        self.offset = offset
    }

    /// The guide's value for a length along its axis.
    public func value(forLength length: CGFloat) -> CGFloat {
        length * fraction + offset
    }
}

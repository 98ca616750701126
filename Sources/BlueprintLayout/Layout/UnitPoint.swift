import Foundation

/// A point in a rectangle's unit coordinate space: `(0, 0)` is the top-leading corner and
/// `(1, 1)` the bottom-trailing one.
///
/// Used as the anchor when placing subelements:
/// ```swift
/// subelement.place(at: CGPoint(x: 50, y: 50), anchor: .center, size: size)
/// ```
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction of the width.
    public var x: CGFloat
    /// The vertical fraction of the height.
    public var y: CGFloat

    /// Creates a unit point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// `(0, 0)`.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// `(0.5, 0.5)`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// `(0, 0.5)`.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// `(1, 0.5)`.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// `(0.5, 0)`.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// `(0.5, 1)`.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// `(0, 0)`.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// `(1, 0)`.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// `(0, 1)`.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// `(1, 1)`.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in `rect`.
    public func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.origin.x + rect.size.width.fraction(x), y: rect.origin.y + rect.size.height.fraction(y))
    }
}

extension CGFloat {
    /// `self * fraction`, except that a zero fraction of an infinite length is zero, not NaN:
    /// the top-leading corner of an infinite frame is its origin.
    func fraction(_ fraction: CGFloat) -> CGFloat {
        fraction == 0 ? 0 : self * fraction
    }
}

import Foundation

/// Distances from the four edges of a rectangle, as UIKit's `UIEdgeInsets`.
///
/// Positive values shrink a rectangle; negative values grow it.
///
/// ```swift
/// let insets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public struct EdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Creates insets from four edge values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static var zero: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

    /// The same inset on every edge.
    public init(uniform inset: CGFloat) {
        self.init(top: inset, left: inset, bottom: inset, right: inset)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }
}

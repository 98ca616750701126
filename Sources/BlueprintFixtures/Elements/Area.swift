import BlueprintLayout
import Foundation

/// A fixture leaf that keeps a constant area, like a paragraph of text reflowing: the `"Area"`
/// type of the fixture format.
///
/// For a constraint `(W, H)`:
/// 1. W bounded: the width is `min(W, maximumWidth)`;
/// 2. otherwise, H bounded and no ``naturalWidth``: the height is H and the width `area / H`;
/// 3. otherwise the width is ``naturalWidth``, or `sqrt(area)` when it is nil.
///
/// The height is `area / width` unless step 2 set it, rounded to the nearest whole number (ties
/// away from zero) when ``rounded`` is true.
/// ```swift
/// Area(area: 11_000, rounded: true, naturalWidth: 100)
///     .content.measure(in: SizeConstraint(width: .atMost(75), height: .unconstrained))
/// // (75, 147)
/// ```
/// Differs from Blueprint: Blueprint's test elements divide by zero for a zero-length side; this
/// leaf measures the other side as 0 instead, so it never produces infinity or NaN.
public struct Area: Element {
    /// The area to keep, in square points.
    public var area: CGFloat
    /// Whether a computed height is rounded to a whole number.
    public var rounded: Bool
    /// The width when neither axis is bounded (or only the height is), instead of `sqrt(area)`.
    public var naturalWidth: CGFloat?
    /// The largest width taken when the width is bounded.
    public var maximumWidth: CGFloat?

    /// Creates the leaf.
    ///
    /// A negative area or width stops the program with a message, as the fixture format rejects it.
    public init(area: CGFloat, rounded: Bool = false, naturalWidth: CGFloat? = nil, maximumWidth: CGFloat? = nil) {
        self.area = NumericBoundary.checkedLength(area, "Area area", alwaysChecked: true)
        self.rounded = rounded
        self.naturalWidth = naturalWidth.map {
            NumericBoundary.checkedLength($0, "Area naturalWidth", alwaysChecked: true)
        }
        self.maximumWidth = maximumWidth.map {
            NumericBoundary.checkedLength($0, "Area maximumWidth", alwaysChecked: true)
        }
    }

    /// A measuring content implementing the rules above.
    public var content: ElementContent {
        let leaf = self
        return ElementContent { constraint in leaf.size(in: constraint) }
    }

    /// The size for `constraint`.
    public func size(in constraint: SizeConstraint) -> CGSize {
        let width: CGFloat
        if case .atMost(let maximum) = constraint.width {
            width = min(maximum, maximumWidth ?? .infinity)
        } else if case .atMost(let maximum) = constraint.height, naturalWidth == nil {
            return CGSize(width: Self.quotient(area, maximum), height: maximum)
        } else {
            width = naturalWidth ?? area.squareRoot()
        }
        var height = Self.quotient(area, width)
        if rounded { height = height.rounded(.toNearestOrAwayFromZero) }
        return CGSize(width: width, height: height)
    }

    private static func quotient(_ dividend: CGFloat, _ divisor: CGFloat) -> CGFloat {
        divisor == 0 ? 0 : dividend / divisor
    }
}

/// Equal with the same values, numbers bit for bit (so that a layout session reuses only what
/// gives the same frames: `-0` and `0` differ).
extension Area: Equatable {
    /// Whether `a` and `b` hold the same values, numbers bit for bit.
    public static func == (a: Area, b: Area) -> Bool {
        a.area.bitPattern == b.area.bitPattern && a.rounded == b.rounded
            && a.naturalWidth?.bitPattern == b.naturalWidth?.bitPattern
            && a.maximumWidth?.bitPattern == b.maximumWidth?.bitPattern
    }
}

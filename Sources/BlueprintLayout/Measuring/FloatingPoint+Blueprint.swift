import Foundation

extension FloatingPoint {
    /// `replacement` if this value is infinite (either sign), else this value. `replacement`
    /// must be finite.
    public func replacingInfinity(with replacement: Self) -> Self {
        assert(replacement.isFinite, "the replacement for infinity must be finite")
        return isInfinite ? replacement : self
    }

    /// This value rounded with `rule` to a multiple of `1 / scale`: to the pixel grid of a
    /// display with `scale` pixels per point.
    ///
    /// ```swift
    /// CGFloat(10.3).rounded(.toNearestOrAwayFromZero, by: 2) // 10.5
    /// ```
    public func rounded(_ rule: FloatingPointRoundingRule, by scale: Self) -> Self {
        (self * scale).rounded(rule) / scale
    }

    /// Rounds this value in place with `rule` to a multiple of `1 / scale`.
    public mutating func round(_ rule: FloatingPointRoundingRule, by scale: Self) {
        self = rounded(rule, by: scale)
    }
}

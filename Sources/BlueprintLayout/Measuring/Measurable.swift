import Foundation

/// Something that can report its size for a constraint.
///
/// ```swift
/// struct Square: Measurable {
///     func measure(in constraint: SizeConstraint) -> CGSize {
///         let side = min(constraint.width.maximum, constraint.height.maximum, 44)
///         return CGSize(width: side, height: side)
///     }
/// }
/// ```
public protocol Measurable {
    /// Returns the size this value takes within `constraint`.
    func measure(in constraint: SizeConstraint) -> CGSize
}

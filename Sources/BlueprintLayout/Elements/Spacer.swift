import Foundation

/// An element that shows nothing and measures to a fixed size.
///
/// ```swift
/// Column {
///     header
///     Spacer(16)           // 16 × 16
///     Spacer(height: 8)    // 0 × 8
///     footer
/// }
/// ```
public struct Spacer: Element, Equatable {
    /// The size the spacer measures to.
    public var size: CGSize

    /// A spacer of `size`.
    ///
    /// A negative width or height stops a debug build with a message (the fixture format rejects
    /// it too); a release build keeps it, as Blueprint does (the SizingRules article, "Numbers at the boundary").
    public init(size: CGSize) {
        self.size = CGSize(
            width: NumericBoundary.checkedLength(size.width, "Spacer width"),
            height: NumericBoundary.checkedLength(size.height, "Spacer height"))
    }

    /// A square spacer with sides of `value`.
    public init(_ value: CGFloat) {
        self.init(size: CGSize(width: value, height: value))
    }

    /// A spacer of the given width and height (each 0 by default).
    public init(width: CGFloat = 0.0, height: CGFloat = 0.0) {
        self.init(size: CGSize(width: width, height: height))
    }

    /// Measures to ``size`` whatever the constraint.
    public var content: ElementContent { ElementContent(intrinsicSize: size) }
}

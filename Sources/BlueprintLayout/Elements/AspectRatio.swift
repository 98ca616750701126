import Foundation

/// A proportion between width and height, used by ``ConstrainedAspectRatio``.
///
/// ```swift
/// let widescreen = AspectRatio(width: 16, height: 9)
/// let square = AspectRatio.square // ratio 1
/// ```
public struct AspectRatio: Hashable, Sendable {
    /// A 1:1 ratio.
    public static let square = AspectRatio(ratio: 1)

    /// The width divided by the height.
    public var ratio: CGFloat

    /// A ratio of `width` to `height`.
    ///
    /// A zero `height` gives an infinite or NaN ``ratio``, as in Blueprint; ``ConstrainedAspectRatio``
    /// treats such ratios as imposing no proportion. A negative side stops a debug build with a
    /// message (the fixture format rejects it too; the SizingRules article, "Numbers at the boundary").
    public init(width: CGFloat, height: CGFloat) {
        self.init(
            ratio: NumericBoundary.checkedLength(width, "AspectRatio width")
                / NumericBoundary.checkedLength(height, "AspectRatio height"))
    }

    /// A ratio given as width divided by height. A negative ratio stops a debug build with a
    /// message; a release build keeps it, and it imposes no proportion.
    public init(ratio: CGFloat) {
        self.ratio = NumericBoundary.checkedLength(ratio, "AspectRatio ratio")
    }

    /// Whether the ratio is a positive, finite number that can relate a width to a height.
    var isUsable: Bool {
        ratio.isFinite && ratio > 0
    }

    /// The height that goes with `width`.
    func height(forWidth width: CGFloat) -> CGFloat {
        width / ratio
    }

    /// The width that goes with `height`.
    func width(forHeight height: CGFloat) -> CGFloat {
        height * ratio
    }

    /// The size of this ratio with `width`.
    func size(forWidth width: CGFloat) -> CGSize {
        CGSize(width: width, height: height(forWidth: width))
    }

    /// The size of this ratio with `height`.
    func size(forHeight height: CGFloat) -> CGSize {
        CGSize(width: width(forHeight: height), height: height)
    }
}

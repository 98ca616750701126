import BlueprintLayout
import Foundation

/// A fixture leaf that measures to ``size`` whatever the constraint (Blueprint's
/// `ElementContent(intrinsicSize:)`), the `"Fixed"` type of the fixture format.
///
/// ```swift
/// Row { Fixed(size: CGSize(width: 10, height: 10)); Fixed(width: 20, height: 10) }
/// ```
public struct Fixed: Element {
    /// The size it always measures to.
    public var size: CGSize

    /// A leaf of `size`. A negative width or height stops the program with a message, as the
    /// fixture format rejects it.
    public init(size: CGSize) {
        self.size = CGSize(
            width: NumericBoundary.checkedLength(size.width, "Fixed width", alwaysChecked: true),
            height: NumericBoundary.checkedLength(size.height, "Fixed height", alwaysChecked: true))
    }

    /// A leaf of `width` × `height`.
    public init(width: CGFloat, height: CGFloat) {
        self.init(size: CGSize(width: width, height: height))
    }

    /// An intrinsic-size content.
    public var content: ElementContent { ElementContent(intrinsicSize: size) }
}

/// Equal with the same size, bit for bit (so that a layout session reuses only what gives the
/// same frames: `-0` and `0` differ).
extension Fixed: Equatable {
    /// Whether `a` and `b` have the same size, bit for bit.
    public static func == (a: Fixed, b: Fixed) -> Bool {
        a.size.width.bitPattern == b.size.width.bitPattern && a.size.height.bitPattern == b.size.height.bitPattern
    }
}

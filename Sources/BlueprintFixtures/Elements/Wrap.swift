import BlueprintLayout
import Foundation

/// A fixture leaf of equal items that wrap into lines, the `"Wrap"` type of the fixture format.
///
/// Horizontal: `perLine = max(1, floor(W / itemSize.width))` (all items on one line when the
/// width is unbounded), `lines = ceil(itemCount / perLine)`, and the size is
/// `(perLine * itemSize.width, lines * itemSize.height)`. Vertical is the same with the axes
/// swapped.
/// ```swift
/// Wrap(itemSize: CGSize(width: 10, height: 10), itemCount: 10, axis: .horizontal)
///     .content.measure(in: SizeConstraint(width: .atMost(35), height: .unconstrained))
/// // (30, 40)
/// ```
/// Differs from Blueprint: Blueprint's test element traps on an unbounded axis and divides by a
/// zero item length; here an unbounded axis (or a zero item length) puts every item on one line.
public struct Wrap: Element {
    /// The direction items run in before wrapping.
    public enum Axis: Hashable, Sendable {
        /// Items run left to right and wrap into rows.
        case horizontal
        /// Items run top to bottom and wrap into columns.
        case vertical
    }

    /// The size of each item.
    public var itemSize: CGSize
    /// The number of items.
    public var itemCount: Int
    /// The direction items run in.
    public var axis: Axis

    /// Creates the leaf.
    ///
    /// A negative item size or count stops the program with a message, as the fixture format
    /// rejects it.
    public init(itemSize: CGSize, itemCount: Int, axis: Axis) {
        precondition(itemCount >= 0, "Wrap itemCount cannot be negative, found \(itemCount)")
        self.itemSize = CGSize(
            width: NumericBoundary.checkedLength(itemSize.width, "Wrap itemSize width", alwaysChecked: true),
            height: NumericBoundary.checkedLength(itemSize.height, "Wrap itemSize height", alwaysChecked: true))
        self.itemCount = itemCount
        self.axis = axis
    }

    /// A measuring content implementing the rule above.
    public var content: ElementContent {
        let leaf = self
        return ElementContent { constraint in leaf.size(in: constraint) }
    }

    /// The size for `constraint`.
    public func size(in constraint: SizeConstraint) -> CGSize {
        let count = CGFloat(max(0, itemCount))
        switch axis {
        case .horizontal:
            let (along, across) = Self.lines(
                count: count, item: itemSize.width, line: itemSize.height, in: constraint.width)
            return CGSize(width: along, height: across)
        case .vertical:
            let (along, across) = Self.lines(
                count: count, item: itemSize.height, line: itemSize.width, in: constraint.height)
            return CGSize(width: across, height: along)
        }
    }

    /// The length along the axis and the extent across it.
    private static func lines(
        count: CGFloat,
        item: CGFloat,
        line: CGFloat,
        in axis: SizeConstraint.Axis
    ) -> (CGFloat, CGFloat) {
        let perLine: CGFloat
        if case .atMost(let maximum) = axis, item > 0, maximum.isFinite {
            perLine = max(1, (maximum / item).rounded(.down))
        } else {
            perLine = max(1, count)
        }
        let lineCount = (count / perLine).rounded(.up)
        return (perLine * item, lineCount * line)
    }
}

/// Equal with the same values, numbers bit for bit (so that a layout session reuses only what
/// gives the same frames: `-0` and `0` differ).
extension Wrap: Equatable {
    /// Whether `a` and `b` hold the same values, numbers bit for bit.
    public static func == (a: Wrap, b: Wrap) -> Bool {
        a.itemSize.width.bitPattern == b.itemSize.width.bitPattern
            && a.itemSize.height.bitPattern == b.itemSize.height.bitPattern && a.itemCount == b.itemCount
            && a.axis == b.axis
    }
}

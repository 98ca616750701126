import Foundation

/// The engine's rule for numbers that come from outside: what NaN, infinities and negative values
/// become where they enter, so that no input yields a NaN or infinite frame.
///
/// The rule, applied at the four places where user values enter (`SizingRules`, "Numbers at the boundary"):
///
/// 1. **Constraints.** A bound that is NaN, infinite or `greatestFiniteMagnitude` is
///    unconstrained. A negative bound is kept: Blueprint proposes negative widths when insets
///    exceed the space, and elements answer them.
/// 2. **Measured sizes** (every size content measures to: intrinsic sizes, measure functions,
///    ``Layout/sizeThatFits(proposal:subelements:environment:cache:)``, built-in elements): NaN is
///    0, and −∞ is 0. +∞ is kept: it means "fills the axis" (sizing rule 3), and Blueprint's
///    containers pass it on (rule 4 keeps it out of frames). Negative sizes are kept, as
///    Blueprint keeps them.
/// 3. **Spacings** (`minimumSpacing`, `itemSpacing`, `lineSpacing`, `spacing`, spacing
///    preferences, insets): a value that is not finite counts as 0.
/// 4. **Frames** (the root's frame given to `layout(frame:)`, and every frame a layout places a
///    child in, applied where the placement is made): a NaN or infinite origin component is 0; a NaN size component is 0; an infinite
///    width or height of the root's frame is the root element's measured size on that axis (its
///    natural size, the other axis as given), and of a child's frame is 0. A NaN alpha a layout
///    sets is 1.
///    Negative widths and heights are kept, as Blueprint produces them.
/// 5. **Lengths given to elements** that have no meaning below zero — a `Spacer`'s size, a
///    `ConstrainedSize` bound, an `AspectRatio`'s sides or ratio, a `GridRow` width, a `Grid`'s
///    spacings, column widths, grow priorities and column spans, the fixture leaves' sizes — are
///    the values the fixture format rejects (with an error at their JSON path). Given negative
///    (−∞ included) in Swift, they stop the program with a message naming the element, the
///    parameter and the value (``checkedLength(_:_:alwaysChecked:)``): always for this package's
///    own elements (`Grid`, the fixture leaves), and in debug builds for Blueprint's, whose
///    release builds keep Blueprint's arithmetic (a ported layout whose computed length goes below
///    zero in a tight space works as it did). NaN and +∞ follow rules 2 and 3. Lengths that have a
///    meaning below zero are kept: insets (an outset), stack, flow and row spacings (overlap),
///    offsets, and the frames layouts compute (rule 4).
///
/// Every check takes a fast path when the values are finite, which they almost always are.
package enum NumericBoundary {
    /// A measured `size` under rule 2.
    @inline(__always)
    static func measured(_ size: CGSize) -> CGSize {
        if size.width.isFinite && size.height.isFinite { return size }
        return measuredNonFinite(size)
    }

    /// ``measured(_:)-(CGSize)`` off the fast path, out of line.
    @inline(never)
    private static func measuredNonFinite(_ size: CGSize) -> CGSize {
        CGSize(width: measured(size.width), height: measured(size.height))
    }

    /// One measured component under rule 2.
    static func measured(_ value: CGFloat) -> CGFloat {
        value.isNaN || value == -.infinity ? 0 : value
    }

    /// A spacing under rule 3 (and any length that must be finite): the value, or 0 when it is
    /// not finite.
    @inline(__always)
    static func spacing(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }

    /// A frame under rule 4: the frame itself when it is finite, which it almost always is.
    @inline(__always)
    static func frame(_ frame: CGRect) -> CGRect {
        // A finite value less itself is 0; an infinite one or NaN gives NaN, which the sum keeps
        // (one test for the four components, instead of four).
        let x = frame.origin.x
        let y = frame.origin.y
        let width = frame.size.width
        let height = frame.size.height
        let finite = (x - x) + (y - y) + (width - width) + (height - height) == 0
        return finite ? frame : zeroingNonFinite(frame)
    }

    /// `frame` with each component that is not finite replaced by 0.
    @inline(never)
    private static func zeroingNonFinite(_ frame: CGRect) -> CGRect {
        CGRect(
            x: spacing(frame.origin.x), y: spacing(frame.origin.y),
            width: spacing(frame.size.width), height: spacing(frame.size.height))
    }

    /// The root's frame under rule 4: an infinite width or height is the element's measured size
    /// on that axis, from `measure` (called only then, with the other axis as given).
    static func rootFrame(_ frame: CGRect, measure: (SizeConstraint) -> CGSize) -> CGRect {
        var width = frame.size.width
        var height = frame.size.height
        if width.isInfinite || height.isInfinite {
            let proposal = SizeConstraint(
                width: width.isFinite ? .atMost(width) : .unconstrained,
                height: height.isFinite ? .atMost(height) : .unconstrained)
            let natural = measure(proposal)
            if width.isInfinite { width = natural.width }
            if height.isInfinite { height = natural.height }
        }
        return self.frame(CGRect(origin: frame.origin, size: CGSize(width: width, height: height)))
    }

    /// An alpha under rule 4: NaN is 1.
    @inline(__always)
    static func alpha(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 1 : value
    }

    /// A length under rule 5: `value` when it is not negative. A negative one stops the program
    /// with "`what` cannot be negative, found …" — always when `alwaysChecked` (this package's own
    /// elements), else in debug builds only (Blueprint's elements: release builds keep the value).
    ///
    /// - Parameters:
    ///   - value: The length.
    ///   - what: The element and parameter, as the message names them: `Spacer width`.
    ///   - alwaysChecked: Whether release builds check too.
    @inline(__always)
    package static func checkedLength(
        _ value: CGFloat, _ what: @autoclosure () -> String, alwaysChecked: Bool = false
    ) -> CGFloat {
        if value < 0 { negativeLength(value, what(), alwaysChecked: alwaysChecked) }
        return value
    }

    @inline(never)
    private static func negativeLength(_ value: CGFloat, _ what: String, alwaysChecked: Bool) {
        let message =
            "\(what) cannot be negative, found \(NumberFormat.string(value)); a length an element is given must be 0 or more (the SizingRules article, \"Numbers at the boundary\")"
        if alwaysChecked {
            preconditionFailure(message)
        } else {
            assertionFailure(message)
        }
    }
}

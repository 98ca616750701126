/// Which deductions the measurement cache may make.
///
/// Within a pass each element's measurements are cached per ``SizeConstraint``. Because layouts
/// follow the sizing rules documented on ``Layout``, the cache can also answer constraints it
/// never measured:
/// - `hintRangeBoundaries` (Blueprint's): a size `s` measured in `c` also answers the constraints
///   on the boundary of the range it proves, where an axis is `.atMost(s)` instead of `c`'s;
/// - `searchUnconstrainedKeys` (Blueprint's): a size measured with an axis unconstrained answers
///   a bounded constraint on that axis that it fits;
/// - `answerWithinRange` (this engine's): a size `s` measured in `c` answers every constraint
///   between `s` and `c` on both axes — the stair-step rule in full, which keeps the number of
///   measurements per element independent of the tree's depth.
///
/// Results are the same with every deduction switched off for elements that follow the sizing
/// rules; only the number of measurements changes.
///
/// ```swift
/// let exact = element.layout(frame: frame, options: .noDeductions)
/// ```
public struct LayoutOptions: Hashable, Sendable {
    /// Every deduction on.
    public static let `default` = LayoutOptions(
        hintRangeBoundaries: true,
        searchUnconstrainedKeys: true,
        answerWithinRange: true
    )
    /// Blueprint's deductions only, as its `LayoutOptions.default`.
    public static let blueprint = LayoutOptions(hintRangeBoundaries: true, searchUnconstrainedKeys: true)
    /// Plain per-constraint caching with no deductions.
    public static let noDeductions = LayoutOptions(hintRangeBoundaries: false, searchUnconstrainedKeys: false)

    /// Answer constraints on the boundary between a measured constraint and its measured size.
    public var hintRangeBoundaries: Bool
    /// Answer a bounded constraint from a measurement with that axis unconstrained when the size fits.
    public var searchUnconstrainedKeys: Bool
    /// Answer any constraint between a measured constraint and its measured size.
    public var answerWithinRange: Bool

    /// Creates options.
    public init(hintRangeBoundaries: Bool, searchUnconstrainedKeys: Bool, answerWithinRange: Bool = false) {
        self.hintRangeBoundaries = hintRangeBoundaries
        self.searchUnconstrainedKeys = searchUnconstrainedKeys
        self.answerWithinRange = answerWithinRange
    }
}

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
///   measurements per element independent of the tree's depth, and is exact only for elements
///   that follow that rule.
///
/// The default is Blueprint's: its two deductions, and therefore Blueprint's sizes and frames for
/// every element, including elements that break the sizing rules (Blueprint's own `GridRow` with
/// proportional columns and a centered `Flow` do). ``stairStep`` adds `answerWithinRange`, which
/// measures less in deep trees; it gives the same results only when every element in the tree
/// follows the stair-step rule (``LayoutContract`` finds no violation), so choose it explicitly
/// for content you know follows the rules.
///
/// ```swift
/// let frames = element.layout(frame: frame)                          // Blueprint's results
/// let fewer = element.layout(frame: frame, options: .stairStep)      // rule-following content only
/// let exact = element.layout(frame: frame, options: .noDeductions)   // every constraint measured
/// ```
public struct LayoutOptions: Hashable, Sendable {
    /// Blueprint's deductions, as its `LayoutOptions.default`: range-boundary hints and the
    /// unconstrained-key search. Results are Blueprint's for every element.
    public static let `default` = LayoutOptions(hintRangeBoundaries: true, searchUnconstrainedKeys: true)
    /// The same as ``default``: Blueprint's deductions only.
    public static let blueprint = LayoutOptions.default
    /// Blueprint's deductions plus `answerWithinRange`: the number of measurements per element no
    /// longer grows with the tree's depth.
    ///
    /// Safe only when every element in the tree follows the stair-step rule documented on
    /// ``Layout`` (``LayoutContract`` reports no violation); elements that break it can then
    /// measure differently from Blueprint.
    public static let stairStep = LayoutOptions(
        hintRangeBoundaries: true,
        searchUnconstrainedKeys: true,
        answerWithinRange: true
    )
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

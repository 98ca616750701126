/// Which deductions the measurement cache may make.
///
/// Within a pass each element's measurements are cached per ``SizeConstraint``. Because layouts
/// follow the sizing rules documented on ``Layout``, the cache can also answer constraints it
/// never measured: a size measured in a larger constraint holds at the boundary of the range it
/// proves (`hintRangeBoundaries`), and a size measured with an unconstrained axis holds for any
/// bound it fits (`searchUnconstrainedKeys`). Results are the same with both switched off; only
/// the number of measurements changes.
///
/// ```swift
/// let exact = element.layout(frame: frame, options: .noDeductions)
/// ```
public struct LayoutOptions: Hashable, Sendable {
    /// Both deductions on (Blueprint's default).
    public static let `default` = LayoutOptions(hintRangeBoundaries: true, searchUnconstrainedKeys: true)
    /// Plain per-constraint caching with no deductions.
    public static let noDeductions = LayoutOptions(hintRangeBoundaries: false, searchUnconstrainedKeys: false)

    /// Answer constraints on the boundary between a measured constraint and its measured size.
    public var hintRangeBoundaries: Bool
    /// Answer a bounded constraint from a measurement with that axis unconstrained when the size fits.
    public var searchUnconstrainedKeys: Bool

    /// Creates options.
    public init(hintRangeBoundaries: Bool, searchUnconstrainedKeys: Bool) {
        self.hintRangeBoundaries = hintRangeBoundaries
        self.searchUnconstrainedKeys = searchUnconstrainedKeys
    }
}

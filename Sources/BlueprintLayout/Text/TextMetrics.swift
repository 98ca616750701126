import Foundation

/// Measures text for ``Label`` and any other element that shows text.
///
/// The engine has no fonts: a metric decides how a string wraps and how large it is. The
/// environment carries one (``Environment/textMetrics``, ``MonospacedTextMetrics`` by default),
/// and a ``Label`` can override it.
///
/// A metric must follow the sizing rules documented on ``Layout`` for the width: a wider
/// constraint never yields a narrower size, and measuring in exactly the width it returned gives
/// the same size. Its height may shrink as the width grows (text re-flows onto fewer lines).
///
/// ```swift
/// struct FixedLineMetrics: TextMetrics {
///     func size(of text: String, in constraint: SizeConstraint) -> CGSize {
///         CGSize(width: min(CGFloat(text.count) * 7, constraint.width.maximum), height: 20)
///     }
/// }
///
/// let label = Label(text: "Hello").adaptedEnvironment(keyPath: \.textMetrics, value: FixedLineMetrics())
/// ```
public protocol TextMetrics {
    /// The size of `text` laid out within `constraint`.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - constraint: The space on offer; text wraps to stay within a bounded width.
    /// - Returns: The size the text takes, which may exceed the constraint when the text cannot
    ///   be made to fit (a single character wider than the width, or too many lines).
    func size(of text: String, in constraint: SizeConstraint) -> CGSize

    /// The size of `text` laid out within `constraint` on at most `numberOfLines` lines (0: no
    /// limit), breaking lines as `lineBreakMode` says.
    ///
    /// The default implementation ignores the limit and the mode and calls
    /// ``size(of:in:)``; a metric that can honour them (as ``MonospacedTextMetrics`` does)
    /// implements this too.
    func size(
        of text: String, in constraint: SizeConstraint, numberOfLines: Int, lineBreakMode: Label.LineBreakMode
    ) -> CGSize
}

extension TextMetrics {
    /// Ignores the limit and the mode: the size from ``size(of:in:)``.
    public func size(
        of text: String, in constraint: SizeConstraint, numberOfLines: Int, lineBreakMode: Label.LineBreakMode
    ) -> CGSize {
        size(of: text, in: constraint)
    }
}

/// The environment key of the ``TextMetrics`` used to measure text.
///
/// Default: `MonospacedTextMetrics(characterWidth: 8, lineHeight: 16)`.
public enum TextMetricsKey: EnvironmentKey {
    /// Eight-point-wide characters on sixteen-point lines.
    public static var defaultValue: any TextMetrics { MonospacedTextMetrics() }
}

extension Environment {
    /// The metric used to measure text (default: ``MonospacedTextMetrics`` with 8 × 16 point
    /// characters).
    ///
    /// ```swift
    /// var environment = Environment()
    /// environment.textMetrics = MonospacedTextMetrics(characterWidth: 10, lineHeight: 20)
    /// ```
    public var textMetrics: any TextMetrics {
        get { self[TextMetricsKey.self] }
        set { self[TextMetricsKey.self] = newValue }
    }
}

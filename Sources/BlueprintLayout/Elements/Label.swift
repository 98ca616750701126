import Foundation

/// Text, measured by the environment's ``TextMetrics``.
///
/// A label wraps to the width it is offered and grows taller as it gets narrower, which makes it
/// the typical flexible child of a stack. Its size comes from ``Environment/textMetrics``
/// (``MonospacedTextMetrics`` by default: 8 × 16 point characters), or from the label's own
/// ``textMetrics`` when set.
///
/// ```swift
/// Column(alignment: .fill) {
///     Label(text: "Title")
///     Label(text: "A long body that wraps") { label in
///         label.textMetrics = MonospacedTextMetrics(characterWidth: 6, lineHeight: 12)
///     }
/// }
/// ```
///
/// As in Blueprint, ``numberOfLines`` limits the lines (0, the default, means no limit) and
/// ``lineBreakMode`` says where lines break; both change the measured size:
///
/// ```swift
/// let title = Label(text: "A title too long for one line") { label in
///     label.numberOfLines = 1
///     label.lineBreakMode = .byTruncatingTail
/// }
/// title.content.measure(in: SizeConstraint(width: 100)) // (96, 16): one line, "A title too"
/// ```
///
/// Differs from Blueprint: there are no fonts or colors; only the text, the line limit, the
/// line-break mode and the metric decide the size.
public struct Label: Element, Equatable {
    /// The text shown.
    public var text: String

    /// The most lines the text takes; 0 (the default) or less for no limit. The text beyond the
    /// last line is cut off.
    public var numberOfLines: Int = 0

    /// Where lines break, and where text that does not fit is cut (default: at words).
    public var lineBreakMode: LineBreakMode = .byWordWrapping

    /// A metric for this label only; `nil` (the default) uses the environment's.
    public var textMetrics: (any TextMetrics)?

    /// Creates a label and lets `configure` adjust it.
    ///
    /// - Parameters:
    ///   - text: The text shown.
    ///   - configure: Changes to the label's properties.
    public init(text: String, configure: (inout Label) -> Void = { _ in }) {
        self.text = text
        configure(&self)
    }

    /// A leaf measured by the label's or the environment's text metric.
    public var content: ElementContent {
        let text = text
        let override = textMetrics
        let numberOfLines = max(0, numberOfLines)
        let lineBreakMode = lineBreakMode
        // A metric that knows no line limits measures as ``TextMetrics/size(of:in:)`` here.
        return ElementContent { constraint, environment in
            (override ?? environment.textMetrics).size(
                of: text, in: constraint, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        }
    }
}

extension Label {
    /// Where a label's lines break and where text that does not fit is cut: the cases of
    /// Blueprint's (UIKit's) `NSLineBreakMode`.
    ///
    /// For measuring, ``byCharWrapping`` breaks lines anywhere; every other mode wraps at words
    /// and differs only in where the cut-off text is drawn.
    public enum LineBreakMode: Hashable, Sendable, CaseIterable {
        /// Lines break between words (a word longer than a line breaks anywhere).
        case byWordWrapping
        /// Lines break between any two characters.
        case byCharWrapping
        /// Lines break between words; what does not fit is clipped.
        case byClipping
        /// Lines break between words; the start of the last line is cut, shown as an ellipsis.
        case byTruncatingHead
        /// Lines break between words; the end of the last line is cut, shown as an ellipsis.
        case byTruncatingTail
        /// Lines break between words; the middle of the last line is cut, shown as an ellipsis.
        case byTruncatingMiddle
    }
}

extension Label {
    /// Labels are equal when their text, line limit, line break mode and text metrics are (metrics
    /// of types that are not `Equatable` are never equal, so a layout session measures such a
    /// label again).
    public static func == (lhs: Label, rhs: Label) -> Bool {
        guard lhs.text == rhs.text, lhs.numberOfLines == rhs.numberOfLines, lhs.lineBreakMode == rhs.lineBreakMode
        else { return false }
        switch (lhs.textMetrics, rhs.textMetrics) {
        case (nil, nil): return true
        case (let left?, let right?): return AnyEquality.equal(left, right)
        default: return false
        }
    }
}

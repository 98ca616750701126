import Foundation

/// Text wrapped into lines by ``FontTextMetrics``: what a view draws.
///
/// ```swift
/// let layout = metrics.layout(of: "Coffee\nand waffles", in: .atMost(120))
/// layout.size            // the size the label measures
/// for line in layout.lines {
///     draw(layout.text[line.range], x: 0, baselineY: line.baseline)
/// }
/// ```
public struct FontTextLayout: Hashable, Sendable {
    /// The text laid out.
    public let text: String
    /// The lines, top to bottom (at least one, possibly empty).
    public let lines: [FontTextLine]
    /// The widest line's width by the number of lines times the line height: the size
    /// ``FontTextMetrics/size(of:in:numberOfLines:lineBreakMode:)`` reports.
    public let size: CGSize
    /// Whether text was left out because the line limit was reached (a truncating label would
    /// show an ellipsis).
    public let isTruncated: Bool

    /// A layout of `text` in `lines`.
    public init(text: String, lines: [FontTextLine], size: CGSize, isTruncated: Bool) {
        self.text = text
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
    }
}

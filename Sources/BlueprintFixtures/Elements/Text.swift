import BlueprintLayout
import BlueprintText
import Foundation

/// A fixture leaf of text, the `"Text"` type of the fixture format: monospaced — every character
/// ``characterWidth`` wide and every line ``lineHeight`` tall — or, with a ``font``, measured
/// from a font file.
///
/// Monospaced text measures through `MonospacedTextMetrics`, whose documentation gives the rules:
/// within a bounded width W, lines fill greedily word by word (a word longer than a line is broken
/// anywhere); `\n` starts a new line; the width is the longest line's character count times
/// ``characterWidth``, the height the line count times ``lineHeight``; empty text is one empty
/// line, `(0, lineHeight)`. ``numberOfLines`` and ``lineBreakMode`` work as on a `Label`.
/// ```swift
/// Text(text: "hello big world").content.measure(in: SizeConstraint(width: 80))
/// // (72, 32): "hello big" / "world"
/// ```
///
/// With a ``font`` (a `FontTextMetrics`), the text is shaped with the font and wrapped at Unicode's
/// line-break opportunities, as `FontTextMetrics` documents; ``characterWidth`` and
/// ``lineHeight`` are not used.
/// ```swift
/// let font = try Font(contentsOf: URL(fileURLWithPath: "Fonts/NotoSans-Regular.ttf"))
/// Text(text: "hello big world", font: try FontTextMetrics(font: font, size: 17))
/// ```
public struct Text: Element {
    /// The text.
    public var text: String
    /// The width of every character (default 8), without a ``font``.
    public var characterWidth: CGFloat
    /// The height of every line (default 16), without a ``font``.
    public var lineHeight: CGFloat
    /// The most lines the text takes (default 0: no limit).
    public var numberOfLines: Int
    /// Where lines break (default: at words).
    public var lineBreakMode: Label.LineBreakMode
    /// The font the text is measured with; nil (the default) for monospaced text.
    public var font: FontTextMetrics?

    /// Creates the leaf.
    ///
    /// A negative character width, line height or number of lines stops the program with a
    /// message, as the fixture format rejects it.
    public init(
        text: String,
        characterWidth: CGFloat = 8,
        lineHeight: CGFloat = 16,
        numberOfLines: Int = 0,
        lineBreakMode: Label.LineBreakMode = .byWordWrapping,
        font: FontTextMetrics? = nil
    ) {
        precondition(numberOfLines >= 0, "Text numberOfLines cannot be negative, found \(numberOfLines)")
        self.text = text
        self.characterWidth = NumericBoundary.checkedLength(characterWidth, "Text characterWidth", alwaysChecked: true)
        self.lineHeight = NumericBoundary.checkedLength(lineHeight, "Text lineHeight", alwaysChecked: true)
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.font = font
    }

    /// The monospaced metric of ``characterWidth`` and ``lineHeight``.
    public var metrics: MonospacedTextMetrics {
        MonospacedTextMetrics(characterWidth: characterWidth, lineHeight: lineHeight)
    }

    /// The metric that measures the leaf: ``font``, or else ``metrics``.
    public var textMetrics: any TextMetrics {
        font ?? metrics
    }

    /// A measuring content implementing the rules above.
    public var content: ElementContent {
        let leaf = self
        return ElementContent { constraint in leaf.size(in: constraint) }
    }

    /// The size for `constraint`.
    public func size(in constraint: SizeConstraint) -> CGSize {
        textMetrics.size(of: text, in: constraint, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// The lines the text breaks into within `width` (each without its trailing whitespace when
    /// measured with a font).
    public func lines(in width: SizeConstraint.Axis) -> [String] {
        if let font {
            let layout = font.layout(of: text, in: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
            return layout.lines.map { String(text[$0.range]) }
        }
        return metrics.lines(of: text, in: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }
}

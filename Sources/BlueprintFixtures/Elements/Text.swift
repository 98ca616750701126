import BlueprintLayout
import Foundation

/// A fixture leaf of monospaced text, the `"Text"` type of the fixture format: every character is
/// ``characterWidth`` wide and every line ``lineHeight`` tall.
///
/// It measures through `MonospacedTextMetrics`, whose documentation gives the rules: within a
/// bounded width W, lines fill greedily word by word (a word longer than a line is broken
/// anywhere); `\n` starts a new line; the width is the longest line's character count times
/// ``characterWidth``, the height the line count times ``lineHeight``; empty text is one empty
/// line, `(0, lineHeight)`. ``numberOfLines`` and ``lineBreakMode`` work as on a `Label`.
/// ```swift
/// Text(text: "hello big world").content.measure(in: SizeConstraint(width: 80))
/// // (72, 32): "hello big" / "world"
/// ```
public struct Text: Element {
    /// The text.
    public var text: String
    /// The width of every character (default 8).
    public var characterWidth: CGFloat
    /// The height of every line (default 16).
    public var lineHeight: CGFloat
    /// The most lines the text takes (default 0: no limit).
    public var numberOfLines: Int
    /// Where lines break (default: at words).
    public var lineBreakMode: Label.LineBreakMode

    /// Creates the leaf.
    ///
    /// A negative character width, line height or number of lines stops the program with a
    /// message, as the fixture format rejects it.
    public init(
        text: String,
        characterWidth: CGFloat = 8,
        lineHeight: CGFloat = 16,
        numberOfLines: Int = 0,
        lineBreakMode: Label.LineBreakMode = .byWordWrapping
    ) {
        precondition(numberOfLines >= 0, "Text numberOfLines cannot be negative, found \(numberOfLines)")
        self.text = text
        self.characterWidth = NumericBoundary.checkedLength(characterWidth, "Text characterWidth", alwaysChecked: true)
        self.lineHeight = NumericBoundary.checkedLength(lineHeight, "Text lineHeight", alwaysChecked: true)
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }

    /// The metric that measures the leaf.
    public var metrics: MonospacedTextMetrics {
        MonospacedTextMetrics(characterWidth: characterWidth, lineHeight: lineHeight)
    }

    /// A measuring content implementing the rules above.
    public var content: ElementContent {
        let leaf = self
        return ElementContent { constraint in leaf.size(in: constraint) }
    }

    /// The size for `constraint`.
    public func size(in constraint: SizeConstraint) -> CGSize {
        metrics.size(of: text, in: constraint, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// The lines the text breaks into within `width`.
    public func lines(in width: SizeConstraint.Axis) -> [String] {
        metrics.lines(of: text, in: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }
}

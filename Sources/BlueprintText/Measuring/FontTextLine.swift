import Foundation

/// One line of a ``FontTextLayout``: which characters it holds, its width and where its baseline is.
///
/// ```swift
/// let line = metrics.layout(of: "Hello world", in: .atMost(50)).lines[0]
/// line.characters         // 0..<6: "Hello " with its trailing space
/// line.visibleCharacters  // 0..<5: "Hello", what is drawn
/// line.width              // the width of "Hello"
/// ```
public struct FontTextLine: Hashable, Sendable {
    /// The `Character`s of the text on this line (offsets), with the whitespace and the newline
    /// at its end.
    public var characters: Range<Int>
    /// ``characters`` without the whitespace at the end: what the line shows.
    public var visibleCharacters: Range<Int>
    /// The part of the text the line shows (``visibleCharacters``).
    public var range: Range<String.Index>
    /// The line's width in points, without its trailing whitespace.
    public var width: CGFloat
    /// The baseline's distance from the top of the text, in points.
    public var baseline: CGFloat

    /// A line.
    public init(
        characters: Range<Int>, visibleCharacters: Range<Int>, range: Range<String.Index>, width: CGFloat,
        baseline: CGFloat
    ) {
        self.characters = characters
        self.visibleCharacters = visibleCharacters
        self.range = range
        self.width = width
        self.baseline = baseline
    }
}

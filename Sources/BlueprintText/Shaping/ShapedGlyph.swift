import Foundation

/// One glyph of a ``GlyphRun``: which glyph of the run's font, how far it advances the pen, and
/// the character it shows.
///
/// ```swift
/// let text = try TextShaper(font: font).shape("fi", size: 17)
/// text.runs[0].glyphs.count       // 1 where the font has an "fi" ligature
/// text.runs[0].glyphs[0].cluster  // 0: the ligature belongs to the first character
/// ```
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph id in the run's font (0 is `.notdef`).
    public var glyph: UInt16
    /// The index of the `Character` of the shaped text the glyph belongs to. A ligature belongs
    /// to its first character; characters after it in the ligature have no glyph of their own.
    public var cluster: Int
    /// The advance in points, kerning included.
    public var advance: CGFloat

    /// A glyph with its cluster and advance.
    public init(glyph: UInt16, cluster: Int, advance: CGFloat) {
        self.glyph = glyph
        self.cluster = cluster
        self.advance = advance
    }
}

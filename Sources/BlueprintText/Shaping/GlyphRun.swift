/// A run of shaped glyphs: a stretch of text of one script, shown with one font.
///
/// A ``ShapedText`` is split into runs where the font changes (a character the first font lacks
/// comes from a fallback font), where the script changes (characters of no particular script,
/// such as spaces, digits and punctuation, join the run before them), and after each line
/// separator. Runs are shaped independently: there is no kerning across a run boundary.
///
/// ```swift
/// let shaped = try TextShaper(font: latin, fallbacks: [cjk]).shape("Tokyo 東京", size: 17)
/// shaped.runs.map(\.script)      // ["Latn", "Hani"]
/// shaped.runs.map(\.fontIndex)   // [0, 1]
/// ```
public struct GlyphRun: Sendable {
    /// The font of the run.
    public var font: Font
    /// The font's position in the shaper's list (0: the first font, 1…: the fallbacks).
    public var fontIndex: Int
    /// The ISO 15924 code of the run's script ("Latn", "Grek", "Hani", …), or nil for text of no
    /// particular script.
    public var script: String?
    /// False when the script needs complex shaping (Arabic, Hebrew, Indic scripts, Thai, …),
    /// which this shaper does not do: such runs are measured unshaped — each character's glyph
    /// from the character map, its advance from `hmtx`, no substitutions, no positioning — and
    /// their widths differ from what a complex shaper makes.
    public var isShaped: Bool
    /// The characters of the shaped text the run covers (indices of `Character`s).
    public var characters: Range<Int>
    /// The glyphs in visual order (left to right).
    public var glyphs: [ShapedGlyph]
}

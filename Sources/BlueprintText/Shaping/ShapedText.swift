import Foundation

/// Text shaped on one line: its glyph runs, and the width of every character and of every
/// boundary between characters, so that the width of any line cut from it can be measured
/// without shaping again.
///
/// Widths are kept per `Character` (grapheme cluster), in points:
///
/// - ``characterAdvances``: the advances of the glyphs each character made. A ligature's advance
///   belongs to its first character; the other characters of the ligature advance 0.
/// - ``kerning``: what pair kerning adds at each boundary (`kerning[i]` between characters `i` and
///   `i + 1`).
///
/// The width of characters `a..<b` on a line of their own is the sum of their advances and of
/// the kerning at the boundaries between them (``width(ofCharacters:)``). Where a substitution
/// or a contextual rule spans a boundary (a ligature across it, a context that reaches over it),
/// cutting the text there changes the glyphs on both sides: such a boundary is unsafe to break
/// (``isSafeToBreak(beforeCharacter:)``), and a range that starts or ends at one is shaped again
/// on its own — as is a range whose first characters would take another script on a line of
/// their own. So a range's width is always the width of that text shaped alone.
///
/// ```swift
/// let shaped = try TextShaper(font: font).shape("Hello world", size: 17)
/// shaped.width                                  // "Hello world"
/// shaped.width(ofCharacters: 0..<5)             // "Hello"
/// shaped.lineWidth(ofCharacters: 0..<6)         // "Hello " without its trailing space
/// ```
///
/// What HarfBuzz does with its default features that this shaper does not: contextual
/// substitutions are applied, but `frac`/`numr`/`dnom` around U+2044 FRACTION SLASH, `rand`,
/// reverse chaining substitutions, cursive attachment and variation sequences (`cmap` format 14)
/// are not; scripts that need complex shaping are measured unshaped (``GlyphRun/isShaped``).
public struct ShapedText: Sendable {
    /// The text that was shaped.
    public let text: String
    /// The size in points per em.
    public let size: CGFloat
    /// The shaper that shaped it (and shapes ranges again when they need it).
    public let shaper: TextShaper
    /// The glyph runs, in text order.
    public let runs: [GlyphRun]
    /// The advance of each `Character` of ``text`` in points.
    public let characterAdvances: [CGFloat]
    /// The kerning between characters `i` and `i + 1` at index `i`, in points (one fewer than the
    /// characters).
    public let kerning: [CGFloat]

    /// Whether the boundary before each character (and after the last) is unsafe to break.
    private let unsafeBoundaries: [Bool]
    /// The run of each character.
    private let runOfCharacter: [Int32]
    /// The characters' positions, scripts and kinds.
    private let characters: TextCharacters

    init(
        text: String, size: CGFloat, shaper: TextShaper, runs: [GlyphRun], characterAdvances: [CGFloat],
        kerning: [CGFloat], unsafeBoundaries: [Bool], runOfCharacter: [Int32], characters: TextCharacters
    ) {
        self.text = text
        self.size = size
        self.shaper = shaper
        self.runs = runs
        self.characterAdvances = characterAdvances
        self.kerning = kerning
        self.unsafeBoundaries = unsafeBoundaries
        self.runOfCharacter = runOfCharacter
        self.characters = characters
    }

    /// The number of `Character`s in ``text``.
    public var characterCount: Int { characterAdvances.count }

    /// The advance width of the whole text on one line, in points.
    public var width: CGFloat { width(ofCharacters: 0..<characterCount) }

    /// The part of ``text`` holding characters `range`.
    public func stringRange(ofCharacters range: Range<Int>) -> Range<String.Index> {
        characters.starts[range.lowerBound]..<characters.starts[range.upperBound]
    }

    /// Whether the text may be cut before character `index` with each side keeping the glyphs
    /// it has here (always true at 0 and at ``characterCount``).
    public func isSafeToBreak(beforeCharacter index: Int) -> Bool {
        index <= 0 || index >= characterCount || !unsafeBoundaries[index]
    }

    /// The width of characters `range` shaped on a line of their own, in points: their advances
    /// and the kerning between them, or — when the range starts or ends at a boundary that is
    /// unsafe to break, or its first characters would take another script on their own — the
    /// width of the range shaped again.
    ///
    /// - Precondition: `range` lies within `0...characterCount`.
    public func width(ofCharacters range: Range<Int>) -> CGFloat {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= characterCount,
            "range \(range) is outside 0...\(characterCount)")
        guard !range.isEmpty else { return 0 }
        if needsReshaping(range) {
            let substring = String(text[stringRange(ofCharacters: range)])
            if let width = try? shaper.shape(substring, size: size).summedWidth() { return width }
        }
        return summedWidth(range)
    }

    /// ``width(ofCharacters:)`` without the whitespace at the end of the range (spaces, tabs and
    /// line separators; no-break spaces count as text): the width a line shows.
    ///
    /// ```swift
    /// let shaped = try shaper.shape("Hello world", size: 17)
    /// shaped.lineWidth(ofCharacters: 0..<6) == shaped.width(ofCharacters: 0..<5)  // true
    /// ```
    public func lineWidth(ofCharacters range: Range<Int>) -> CGFloat {
        width(ofCharacters: range.lowerBound..<trimmingTrailingWhitespace(range))
    }

    /// The end of `range` without the whitespace characters at its end.
    public func trimmingTrailingWhitespace(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, characters.flags[end - 1] & TextCharacters.trailingWhitespace != 0 { end -= 1 }
        return end
    }

    /// Whether `character` is whitespace that hangs at the end of a line: every scalar has
    /// Unicode's White_Space property and none is a no-break space.
    public static func isTrailingWhitespace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { UnicodeProperties.isBreakingWhitespace($0.value) }
    }

    // MARK: - Internals

    /// The sum of the advances and inner kerning of `range` (all of the text when nil).
    func summedWidth(_ range: Range<Int>? = nil) -> CGFloat {
        let range = range ?? 0..<characterCount
        guard !range.isEmpty else { return 0 }
        var total: CGFloat = 0
        for index in range { total += characterAdvances[index] }
        for index in range.lowerBound..<(range.upperBound - 1) { total += kerning[index] }
        return total
    }

    /// Whether `range` shaped alone may differ from its part of this text.
    private func needsReshaping(_ range: Range<Int>) -> Bool {
        if !isSafeToBreak(beforeCharacter: range.lowerBound) || !isSafeToBreak(beforeCharacter: range.upperBound) {
            return true
        }
        // Characters of no script take the first script after them on a line of their own, but
        // the script before them here.
        let run = runs[Int(runOfCharacter[range.lowerBound])]
        guard run.characters.lowerBound < range.lowerBound || characters.script(of: range.lowerBound) == nil
        else { return false }
        var alone: UInt8?
        for index in range {
            if Int(runOfCharacter[index]) != Int(runOfCharacter[range.lowerBound]) && alone == nil {
                // The range leaves the run before any character with a script.
                return run.script != nil
            }
            if let script = characters.script(of: index) {
                alone = script
                break
            }
        }
        let runScript = run.script.flatMap { code in UnicodeTables.scriptCodes.firstIndex(of: code).map(UInt8.init) }
        return alone != runScript
    }
}

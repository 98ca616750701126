import BlueprintLayout
import Foundation

/// Measures text with a font file: a `TextMetrics` for `Label` that shapes text with a font and
/// its fallbacks, and wraps it where Unicode's line-breaking rules allow.
///
/// ```swift
/// let font = try Font(contentsOf: URL(fileURLWithPath: "Fonts/NotoSans-Regular.ttf"))
/// let metrics = try FontTextMetrics(font: font, size: 17)
///
/// let label = Label(text: "Waffles and coffee, served all day") { $0.textMetrics = metrics }
/// label.content.measure(in: SizeConstraint(width: 160))  // two lines: 23.154 points each
///
/// metrics.layout(of: "Waffles and coffee, served all day", in: .atMost(160)).lines.map(\.width)
/// // the width of "Waffles and coffee," and of "served all day"
/// ```
///
/// ## How text is measured
///
/// - **Shaping**: the text is shaped on one line by ``TextShaper`` — characters to glyphs,
///   ligatures, advances, kerning; characters the font lacks from the first fallback that has
///   them — at ``size`` points per em.
/// - **Line breaks**: lines may end where ``LineBreaking`` finds an opportunity (UAX #14 with
///   ICU's tailoring) and must end after a newline. Each line holds as many words as fit in the
///   width; the whitespace at its end (and its newline) takes no width. A word wider than the whole
///   width is broken between `Character`s: each piece is the longest run of characters that fits
///   (at least one, which may overflow), and the words after the last piece may join its line, as
///   UIKit's word wrapping breaks a word that cannot fit. A text ending with a newline ends with
///   an empty line; an empty text is one empty line, `(0, lineHeight)`.
/// - **Size**: the widest line's width (trailing whitespace excluded) by the number of lines times
///   ``lineHeight``. An unconstrained width breaks lines only at newlines. The height constraint
///   is ignored, as a label's is.
/// - **`numberOfLines`** above 0 keeps only the first lines: the height is at most that many
///   lines, the width the widest of them (the rest of the text is cut off).
/// - **`lineBreakMode`**: `.byCharWrapping` breaks lines between any two `Character`s (each line
///   the longest run that fits, newlines still ending lines); every other mode wraps at words as
///   above, and they differ only in where cut-off text would be drawn. A label that truncates
///   (`.byTruncatingTail` and the others) on a limited number of lines measures its first lines as
///   wrapped, as `MonospacedTextMetrics` does.
///
/// The wrapping follows the sizing rules of `TextMetrics`: a wider constraint never gives a
/// narrower size, and measuring in exactly the width returned makes the same lines again (widths
/// come from the same arithmetic every time, and a line fits when its width is at most the bound).
///
/// ## Lines and baselines
///
/// ``layout(of:in:numberOfLines:lineBreakMode:)`` returns the lines it made, each with its text
/// range, its width and its baseline, for drawing. Lines are ``lineHeight`` apart; the baseline of
/// line `i` is `i × lineHeight + lineHeight − descent − lineGap` from the top (``firstBaseline``),
/// which is the font's ascender on lines of the font's own height, and keeps the text at the
/// bottom of taller lines as UIKit does with a fixed line height.
///
/// ## Fonts and the cache
///
/// The fonts are validated when the metrics are made (``Font/validate()``), so measuring never
/// throws. Shaped text and the lines made at each width are kept in a ``FontTextCache`` (by
/// default ``FontTextCache/shared``), per text, fonts, size and width; measuring a text again at a
/// width it was wrapped at is a lookup. Metrics are values: make them where convenient, but load
/// each font once and share it, since fonts compare by identity and the cache keys on them.
///
/// The line height is the first font's: a line that shows a fallback font's characters is not
/// made taller (UIKit makes it as tall as its tallest font).
public struct FontTextMetrics: TextMetrics, Hashable, Sendable {
    /// The font and its fallbacks.
    public let shaper: TextShaper
    /// The size in points per em.
    public let size: CGFloat
    /// The distance between baselines in points: the first font's `ascender − descender + lineGap`
    /// at ``size``, unless another was given.
    public let lineHeight: CGFloat
    /// Where shaped text and lines are kept; `nil` keeps nothing (every measurement shapes).
    public let cache: FontTextCache?
    /// A hash of the fonts' identities, for the cache's keys.
    private let shaperHash: UInt64

    /// Metrics measuring with `font`, then `fallbacks` for the characters it lacks, at `size`
    /// points per em.
    ///
    /// ```swift
    /// let latin = try Font(contentsOf: URL(fileURLWithPath: "Fonts/NotoSans-Regular.ttf"))
    /// let cjk = try Font(contentsOf: URL(fileURLWithPath: "Fonts/NotoSansCJK-Subset.ttc"), faceIndex: 0)
    /// let metrics = try FontTextMetrics(font: latin, fallbacks: [cjk], size: 15, lineHeight: 20)
    /// ```
    ///
    /// - Parameters:
    ///   - font: The font that shows every character it has.
    ///   - fallbacks: Fonts for the characters `font` lacks, tried in order.
    ///   - size: Points per em; a negative or non-finite size counts as 0.
    ///   - lineHeight: The distance between baselines in points; `nil` (the default) for the
    ///     font's own, `ascender − descender + lineGap`. A negative or non-finite value (given, or
    ///     the font's with a large negative line gap) counts as 0.
    ///   - cache: Where measurements are kept (default: ``FontTextCache/shared``); `nil` for none.
    /// - Throws: ``FontError`` when a font is malformed (``Font/validate()``).
    public init(
        font: Font, fallbacks: [Font] = [], size: CGFloat, lineHeight: CGFloat? = nil,
        cache: FontTextCache? = .shared
    ) throws {
        try self.init(
            shaper: TextShaper(font: font, fallbacks: fallbacks), size: size, lineHeight: lineHeight, cache: cache)
    }

    /// Metrics measuring with `shaper`'s fonts at `size` points per em; see
    /// ``init(font:fallbacks:size:lineHeight:cache:)``.
    ///
    /// - Throws: ``FontError`` when a font is malformed (``Font/validate()``).
    public init(shaper: TextShaper, size: CGFloat, lineHeight: CGFloat? = nil, cache: FontTextCache? = .shared) throws {
        for font in shaper.fonts {
            try font.validate()
        }
        self.shaper = shaper
        self.size = Self.sanitized(size)
        self.lineHeight =
            Self.sanitized(lineHeight ?? shaper.fonts[0].metrics.lineHeight(atSize: Self.sanitized(size)))
        self.cache = cache
        shaperHash = FontTextCache.Key.hash(of: shaper)
    }

    /// The first font.
    public var font: Font { shaper.fonts[0] }

    /// The fonts tried, in order, for the characters the first font lacks.
    public var fallbacks: [Font] { Array(shaper.fonts.dropFirst()) }

    /// The distance from the top of a line to its baseline: `lineHeight − descent − lineGap`,
    /// the first font's ascender on lines of the font's own height.
    public var firstBaseline: CGFloat {
        let metrics = font.metrics
        return lineHeight - metrics.points(-metrics.descender + metrics.lineGap, atSize: size)
    }

    // MARK: - Measuring

    /// The size of `text` wrapped within the constraint's width; see the type's rules.
    public func size(of text: String, in constraint: SizeConstraint) -> CGSize {
        size(of: text, in: constraint, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    /// The size of `text` within the constraint's width on at most `numberOfLines` lines (0 or
    /// less: no limit), broken as `lineBreakMode` says; see the type's rules.
    ///
    /// ```swift
    /// metrics.size(of: "A title too long for one line", in: SizeConstraint(width: 120), numberOfLines: 1,
    ///              lineBreakMode: .byTruncatingTail)
    /// // the first line's width × one line
    /// ```
    public func size(
        of text: String, in constraint: SizeConstraint, numberOfLines: Int, lineBreakMode: Label.LineBreakMode
    ) -> CGSize {
        let wrapKey = wrapKey(constraint.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        // Optional chaining reads the cache in place (binding it would retain and release it).
        if let measured = cache?.measure(text, shaper: shaper, shaperHash: shaperHash, size: size, wrapKey) {
            return CGSize(width: measured.width, height: CGFloat(measured.lines) * lineHeight)
        }
        let result = FontTextCache.Entry(key: key(text)).wrap(wrapKey)
        return CGSize(width: result.width, height: CGFloat(result.lines.count) * lineHeight)
    }

    /// The lines `text` makes within `width`, for drawing: each line's text range, width and
    /// baseline, with the size ``size(of:in:numberOfLines:lineBreakMode:)`` reports.
    ///
    /// ```swift
    /// let layout = metrics.layout(of: "Hello there\nworld", in: .atMost(200))
    /// for line in layout.lines {
    ///     print(layout.text[line.range], line.width, line.baseline)
    /// }
    /// // "Hello there" at baseline 18.173, "world" at 41.327 (17-point Noto Sans)
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The width to wrap within.
    ///   - numberOfLines: The most lines kept (0 or less: all).
    ///   - lineBreakMode: Where lines break (default: at words).
    public func layout(
        of text: String,
        in width: SizeConstraint.Axis,
        numberOfLines: Int = 0,
        lineBreakMode: Label.LineBreakMode = .byWordWrapping
    ) -> FontTextLayout {
        let wrapKey = wrapKey(width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let key = key(text)
        let entry = cache?.entry(for: key) ?? FontTextCache.Entry(key: key)
        let result = cache?.wrap(key, wrapKey) ?? entry.wrap(wrapKey)
        let shaped = entry.shaped
        let baseline = firstBaseline
        let lines = result.lines.enumerated().map { index, line in
            FontTextLine(
                characters: line.characters,
                visibleCharacters: line.characters.lowerBound..<line.visibleEnd,
                range: shaped.stringRange(ofCharacters: line.characters.lowerBound..<line.visibleEnd),
                width: line.width,
                baseline: CGFloat(index) * lineHeight + baseline
            )
        }
        return FontTextLayout(
            text: text, lines: lines, size: CGSize(width: result.width, height: CGFloat(lines.count) * lineHeight),
            isTruncated: result.isTruncated)
    }

    /// The cache key of `text` with these fonts and size.
    @inline(__always)
    private func key(_ text: String) -> FontTextCache.Key {
        FontTextCache.Key(text: text, shaper: shaper, shaperHash: shaperHash, size: size)
    }

    /// What the lines depend on besides the text: the bound (`.infinity` for none, and for a
    /// non-finite bound), the line limit and whether lines break between any characters.
    private func wrapKey(
        _ width: SizeConstraint.Axis, numberOfLines: Int, lineBreakMode: Label.LineBreakMode
    ) -> FontTextCache.WrapKey {
        var bound = CGFloat.infinity
        if case .atMost(let value) = width, value.isFinite {
            bound = value
        }
        return FontTextCache.WrapKey(
            width: bound, limit: max(0, numberOfLines), byCharacters: lineBreakMode == .byCharWrapping)
    }

    /// `text` shaped with `shaper`, which never fails for validated fonts.
    ///
    /// Should it fail all the same, every character is measured half an em wide, unshaped: a
    /// measurement is always made.
    static func shape(_ text: String, with shaper: TextShaper, size: CGFloat) -> ShapedText {
        do {
            return try shaper.shape(text, size: size)
        } catch {
            return ShapedText.unshaped(text, size: size, shaper: shaper, advance: size / 2)
        }
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    // MARK: - Hashable

    /// Whether both measure alike: the same fonts (by identity), size and line height. The caches
    /// are not compared (they change no measurement).
    public static func == (lhs: FontTextMetrics, rhs: FontTextMetrics) -> Bool {
        lhs.shaper == rhs.shaper && lhs.size == rhs.size && lhs.lineHeight == rhs.lineHeight
    }

    /// Hashes the fonts, the size and the line height.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(shaper)
        hasher.combine(size)
        hasher.combine(lineHeight)
    }
}

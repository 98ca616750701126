import Foundation

/// A font's vertical line metrics in font units: how far lines reach above and below the baseline
/// and the gap the font asks for between lines.
///
/// The values are the ones HarfBuzz reports for a horizontal font (`hb_font_get_h_extents`), so
/// that lines laid out with them agree with HarfBuzz-based text stacks:
///
/// - When the `OS/2` table sets `fsSelection` bit 7 (`USE_TYPO_METRICS`), the typographic values
///   `sTypoAscender`, `sTypoDescender` and `sTypoLineGap` decide.
/// - Otherwise the `hhea` table's `ascender`, `descender` and `lineGap` decide (the `OS/2` Windows
///   metrics, `usWinAscent` and `usWinDescent`, never do).
/// - ``ascender`` is made non-negative and ``descender`` non-positive (a font that stores them
///   with the wrong sign gets the absolute value), as HarfBuzz does; ``lineGap`` is kept as stored.
///
/// ```swift
/// let font = try Font(contentsOf: URL(fileURLWithPath: "Fonts/NotoSans-Regular.ttf"))
/// let line = font.metrics.lineHeight(atSize: 17)  // (ascender − descender + lineGap) × 17 / unitsPerEm
/// ```
public struct FontMetrics: Hashable, Sendable {
    /// Which table decided the line metrics.
    public enum Source: String, Hashable, Sendable {
        /// The `OS/2` typographic metrics (`USE_TYPO_METRICS` is set).
        case typographic
        /// The `hhea` table.
        case horizontalHeader
    }

    /// Font units per em: a size in points times a value in font units divided by this is points.
    public var unitsPerEm: Int
    /// How far the font reaches above the baseline (≥ 0), in font units.
    public var ascender: Int
    /// How far the font reaches below the baseline (≤ 0, negative downwards), in font units.
    public var descender: Int
    /// The extra space the font asks for between lines, in font units.
    public var lineGap: Int
    /// The table the values come from.
    public var source: Source

    /// Line metrics in font units.
    public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, source: Source) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.source = source
    }

    /// The distance from one baseline to the next, `ascender − descender + lineGap`, in font units.
    public var lineHeightInUnits: Int { ascender - descender + lineGap }

    /// `units` font units in points at `size` points per em.
    ///
    /// ```swift
    /// metrics.points(1000, atSize: 17)  // 17 for a 1000-unit em
    /// ```
    public func points(_ units: Int, atSize size: CGFloat) -> CGFloat {
        CGFloat(units) * size / CGFloat(unitsPerEm)
    }

    /// The distance from one baseline to the next in points at `size`.
    public func lineHeight(atSize size: CGFloat) -> CGFloat { points(lineHeightInUnits, atSize: size) }

    /// The metrics of `head`, `hhea` and `OS/2` as HarfBuzz chooses them.
    init(head: HeadTable, horizontalHeader: HorizontalHeaderTable, os2: OS2Table?) {
        if let os2, os2.useTypographicMetrics {
            self.init(
                unitsPerEm: head.unitsPerEm, ascender: abs(os2.typographicAscender),
                descender: -abs(os2.typographicDescender), lineGap: os2.typographicLineGap, source: .typographic
            )
        } else {
            self.init(
                unitsPerEm: head.unitsPerEm, ascender: abs(horizontalHeader.ascender),
                descender: -abs(horizontalHeader.descender), lineGap: horizontalHeader.lineGap,
                source: .horizontalHeader
            )
        }
    }
}

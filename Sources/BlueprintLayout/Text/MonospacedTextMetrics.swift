import Foundation

/// A deterministic text metric in which every character is `characterWidth` wide and every line
/// `lineHeight` tall, wrapping greedily on spaces.
///
/// It is the text measurement of the fixture format's `Text` leaf, so fixtures and tests can
/// describe text-like elements (narrower means taller) without fonts:
///
/// - The text is split into paragraphs at each `\n` (a `\r\n` counts as one break); each
///   paragraph starts a new line.
/// - Within a paragraph, words are runs of characters other than the space (U+0020). Words are
///   put on the current line while they fit, separated by the spaces written between them; a
///   word that does not fit starts a new line. The spaces at a break, and spaces before the first
///   or after the last word of a paragraph, take no width.
/// - A word longer than a whole line starts a new line and is broken into pieces of exactly one
///   line's worth of characters; the last piece continues as the current line.
/// - A line holds `floor(width / characterWidth)` characters, but always at least one: a width
///   narrower than one character still shows one character per line (and overflows).
/// - The size is the longest line's characters times `characterWidth` by the number of lines
///   times `lineHeight`. An unconstrained width never wraps. Empty text (and an empty paragraph)
///   is one line, so `""` measures `(0, lineHeight)`. Characters are Swift `Character`s
///   (grapheme clusters). The height constraint is ignored, as a label's is.
///
/// With a line limit (``size(of:in:numberOfLines:lineBreakMode:)``, a ``Label``'s
/// `numberOfLines`), only the first lines count: the height is at most the limit's worth of lines,
/// and the width is the widest of those lines (the rest of the text is cut off, as a label
/// truncates it). With ``Label/LineBreakMode/byCharWrapping``, lines break anywhere: each paragraph
/// is cut into lines of exactly one line's worth of characters, spaces included. Every other mode
/// wraps at words as above; they differ only in where the cut-off text is drawn.
///
/// The wrapping follows the sizing rules: a wider constraint never gives a narrower size, and
/// measuring in exactly the returned width gives the same lines again.
///
/// ```swift
/// let metrics = MonospacedTextMetrics(characterWidth: 8, lineHeight: 16)
/// metrics.size(of: "hello world", in: SizeConstraint(width: 60))
/// // (40, 32): "hello" / "world"
/// ```
///
/// Differs from Blueprint: Blueprint measures text with UIKit fonts; this metric is a stand-in.
/// A negative or non-finite `characterWidth` or `lineHeight` is treated as 0, so sizes are never
/// negative or NaN; with a zero `characterWidth` nothing ever wraps.
public struct MonospacedTextMetrics: TextMetrics, Hashable, Sendable {
    /// The width of every character.
    public var characterWidth: CGFloat
    /// The height of every line.
    public var lineHeight: CGFloat

    /// Creates a metric (defaults: 8-point characters on 16-point lines).
    public init(characterWidth: CGFloat = 8, lineHeight: CGFloat = 16) {
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
    }

    /// The size of `text` wrapped within the constraint's width; see the type's rules.
    public func size(of text: String, in constraint: SizeConstraint) -> CGSize {
        size(of: text, in: constraint, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }

    /// The size of `text` within the constraint's width on at most `numberOfLines` lines (0 or
    /// less: no limit), broken as `lineBreakMode` says; see the type's rules.
    ///
    /// ```swift
    /// MonospacedTextMetrics().size(of: "hello big world", in: SizeConstraint(width: 80), numberOfLines: 1,
    ///                              lineBreakMode: .byTruncatingTail)
    /// // (72, 16): "hello big"
    /// ```
    public func size(
        of text: String, in constraint: SizeConstraint, numberOfLines: Int, lineBreakMode: Label.LineBreakMode
    ) -> CGSize {
        let lengths = wrappedLines(
            of: text, in: constraint.width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode
        ).map(\.count)
        let longest = lengths.max() ?? 0
        return CGSize(
            width: CGFloat(longest) * Self.sanitized(characterWidth),
            height: CGFloat(lengths.count) * Self.sanitized(lineHeight)
        )
    }

    /// The lines `text` wraps into within `width`: all of them, or the first `numberOfLines` (when
    /// more than 0), broken as `lineBreakMode` says.
    ///
    /// ```swift
    /// MonospacedTextMetrics().lines(of: "hello big world", in: .atMost(80))
    /// // ["hello big", "world"]
    /// ```
    public func lines(
        of text: String,
        in width: SizeConstraint.Axis,
        numberOfLines: Int = 0,
        lineBreakMode: Label.LineBreakMode = .byWordWrapping
    ) -> [String] {
        wrappedLines(of: text, in: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).map {
            String($0)
        }
    }

    /// The lines of ``lines(of:in:numberOfLines:lineBreakMode:)`` as parts of `text` (measuring
    /// needs only their lengths, not new strings).
    private func wrappedLines(
        of text: String, in width: SizeConstraint.Axis, numberOfLines: Int, lineBreakMode: Label.LineBreakMode
    ) -> [Substring] {
        let limit = maximumCharacters(in: width)
        var lines =
            lineBreakMode == .byCharWrapping
            ? wrapCharacters(text, maximumCharacters: limit) : wrap(text, maximumCharacters: limit)
        if numberOfLines > 0, lines.count > numberOfLines {
            lines.removeSubrange(numberOfLines...)
        }
        return lines
    }

    /// How many characters fit on a line: the largest `n` with `n * characterWidth <= width`,
    /// at least 1; `nil` for no limit.
    ///
    /// The test uses the same product as the reported width, so measuring in a returned width
    /// fits the same number of characters even when `characterWidth` is not a whole number.
    func maximumCharacters(in width: SizeConstraint.Axis) -> Int? {
        let characterWidth = Self.sanitized(characterWidth)
        guard case .atMost(let bound) = width, bound.isFinite, characterWidth > 0 else { return nil }
        // A negative bound fits no character (and must not reach `Int(_:)` below `Int.min`).
        let estimate = max(0, (bound / characterWidth).rounded(.down))
        guard estimate < CGFloat(Int.max / 2) else { return nil }
        var count = max(0, Int(estimate))
        while count > 0, CGFloat(count) * characterWidth > bound {
            count -= 1
        }
        while CGFloat(count + 1) * characterWidth <= bound {
            count += 1
        }
        return max(1, count)
    }

    private static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    /// Every paragraph cut into lines of `maximumCharacters` characters (spaces included).
    private func wrapCharacters(_ text: String, maximumCharacters: Int?) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in Self.paragraphs(of: text) {
            guard let limit = maximumCharacters else {
                lines.append(paragraph)
                continue
            }
            var start = paragraph.startIndex
            repeat {
                let end = paragraph.index(start, offsetBy: limit, limitedBy: paragraph.endIndex) ?? paragraph.endIndex
                lines.append(paragraph[start..<end])
                start = end
            } while start < paragraph.endIndex
        }
        return lines
    }

    /// The paragraphs of `text`: split at each `\n` or `\r\n`.
    private static func paragraphs(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// Greedy wrapping of every paragraph; see the type's rules.
    private func wrap(_ text: String, maximumCharacters: Int?) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in Self.paragraphs(of: text) {
            wrap(paragraph: paragraph, maximumCharacters: maximumCharacters, into: &lines)
        }
        return lines
    }

    private func wrap(paragraph: Substring, maximumCharacters limit: Int?, into lines: inout [Substring]) {
        // The current line runs from `lineStart` to `lineEnd` (the end of its last word).
        var lineStart: Substring.Index?
        var lineEnd = paragraph.startIndex
        var lineLength = 0
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            guard paragraph[index] != " " else {
                index = paragraph.index(after: index)
                continue
            }
            let wordStart = index
            var wordLength = 0
            while index < paragraph.endIndex, paragraph[index] != " " {
                index = paragraph.index(after: index)
                wordLength += 1
            }
            let wordEnd = index
            if let start = lineStart {
                let gap = paragraph.distance(from: lineEnd, to: wordStart)
                if let limit, lineLength + gap + wordLength > limit {
                    lines.append(paragraph[start..<lineEnd])
                    lineStart = nil
                } else {
                    lineEnd = wordEnd
                    lineLength += gap + wordLength
                    continue
                }
            }
            // The word starts a new line, broken into whole lines while it is longer than one.
            var pieceStart = wordStart
            var remaining = wordLength
            if let limit {
                while remaining > limit {
                    let pieceEnd = paragraph.index(pieceStart, offsetBy: limit)
                    lines.append(paragraph[pieceStart..<pieceEnd])
                    pieceStart = pieceEnd
                    remaining -= limit
                }
            }
            lineStart = pieceStart
            lineEnd = wordEnd
            lineLength = remaining
        }
        if let lineStart {
            lines.append(paragraph[lineStart..<lineEnd])
        } else {
            lines.append(paragraph[paragraph.startIndex..<paragraph.startIndex])
        }
    }
}

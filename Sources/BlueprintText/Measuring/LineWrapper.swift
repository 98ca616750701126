import Foundation

/// Greedy line wrapping of shaped text: the algorithm behind ``FontTextMetrics``.
///
/// The wrapper walks the text's break positions in order and keeps the last one whose line fits:
///
/// 1. A line starts at `start`. For each break position `end` after it, the line `start..<end`
///    is measured without its trailing whitespace (``ShapedText/lineWidth(ofCharacters:)``). While
///    it fits, `end` is the line's candidate end; a mandatory break (after a newline) ends the
///    line there.
/// 2. The first position whose line does not fit ends the line at the last candidate, and the
///    next line starts there.
/// 3. When not even the first position fits (a word wider than the whole line), the word is broken
///    between `Character`s: the line is the longest run of characters from `start` that fits,
///    and at least one character (which may overflow); characters that add no width (the
///    whitespace before the break, a newline) stay on it. The rest of the word starts the next
///    line, and words after it may join that line. When the run reaches the break, the line ends
///    there.
/// 4. A text that ends with a newline ends with an empty line; an empty text is one empty line.
///
/// "Fits" compares the widest line measured so far for the current line with the width, so a
/// line's reported width never decreases as it grows (a later, narrower measure — possible only
/// with negative kerning across a break — does not make room). The reported width of each line is
/// that widest measure, which is the line's own width for any text whose lines grow as they
/// lengthen. Widths come from the same arithmetic every time, so wrapping in exactly the width
/// returned makes the same lines.
struct LineWrapper {
    /// A place where a line may end: before character `offset`.
    struct Break: Hashable, Sendable {
        var offset: Int
        var isMandatory: Bool
    }

    /// One line: the characters it holds (with its trailing whitespace and newline), where the
    /// characters it shows end, and its width.
    struct Line: Hashable, Sendable {
        var characters: Range<Int>
        var visibleEnd: Int
        var width: CGFloat
    }

    /// The lines made, and whether text was left over past a line limit.
    struct Result: Sendable {
        var lines: [Line]
        var isTruncated: Bool
        /// The widest line's width (0 without lines).
        var width: CGFloat
    }

    let shaped: ShapedText
    /// The break positions in increasing order; the last one is the end of the text.
    let breaks: [Break]

    /// The UAX #14 break positions of `shaped`'s text (ICU's rules).
    static func wordBreaks(of text: String) -> [Break] {
        var breaks: [Break] = []
        for opportunity in LineBreakOpportunities(text) {
            breaks.append(Break(offset: opportunity.characterOffset, isMandatory: opportunity.isMandatory))
        }
        return breaks
    }

    /// Every character boundary of a text of `count` characters, mandatory where `wordBreaks`
    /// has a mandatory break.
    static func characterBreaks(count: Int, wordBreaks: [Break]) -> [Break] {
        guard count > 0 else { return [] }
        var breaks = (1...count).map { Break(offset: $0, isMandatory: false) }
        for item in wordBreaks where item.isMandatory {
            breaks[item.offset - 1].isMandatory = true
        }
        return breaks
    }

    /// Wraps the text within `bound` (`nil`: no limit), keeping at most `limit` lines (0: all).
    func wrap(within bound: CGFloat?, limit: Int) -> Result {
        let count = shaped.characterCount
        var lines: [Line] = []
        var widest: CGFloat = 0
        func add(_ characters: Range<Int>, width: CGFloat) -> Bool {
            lines.append(
                Line(
                    characters: characters, visibleEnd: shaped.trimmingTrailingWhitespace(characters), width: width))
            widest = max(widest, width)
            return limit > 0 && lines.count >= limit
        }
        func fits(_ width: CGFloat) -> Bool {
            guard let bound else { return true }
            return width <= bound
        }

        var start = 0
        var next = 0
        // The line being filled: its candidate end and the widest measure of it so far.
        var candidate: Int?
        var lineWidth: CGFloat = 0
        while next < breaks.count {
            let position = breaks[next]
            guard position.offset > start else {
                // A broken word's last piece ended here (and the line with it).
                next += 1
                continue
            }
            let width = max(lineWidth, shaped.lineWidth(ofCharacters: start..<position.offset))
            if fits(width) {
                candidate = position.offset
                lineWidth = width
                next += 1
                guard position.isMandatory else { continue }
                if add(start..<position.offset, width: width) {
                    return Result(
                        lines: lines, isTruncated: next < breaks.count || position.offset < count, width: widest)
                }
                start = position.offset
                candidate = nil
                lineWidth = 0
                continue
            }
            let end: Int
            if let candidate {
                end = candidate
            } else {
                // Nothing fits: the longest run of characters that does, at least one. A character
                // that adds no width (the whitespace before the break, a newline) joins the run even
                // when its first character overflows.
                var pieceEnd = start + 1
                lineWidth = shaped.lineWidth(ofCharacters: start..<pieceEnd)
                while pieceEnd < position.offset {
                    let longer = shaped.lineWidth(ofCharacters: start..<(pieceEnd + 1))
                    guard longer <= lineWidth || fits(longer) else { break }
                    pieceEnd += 1
                    lineWidth = max(lineWidth, longer)
                }
                end = pieceEnd
            }
            if add(start..<end, width: lineWidth) {
                return Result(lines: lines, isTruncated: true, width: widest)
            }
            start = end
            candidate = nil
            lineWidth = 0
        }
        // The last break is the end of the text: what is left (after a final newline, nothing)
        // is the last line.
        if start < count || lines.isEmpty || breaks.last?.isMandatory == true {
            _ = add(start..<count, width: lineWidth)
        }
        return Result(lines: lines, isTruncated: false, width: widest)
    }
}

/// Where lines may end in a string, by the Unicode line-breaking algorithm
/// ([UAX #14](https://www.unicode.org/reports/tr14/)).
///
/// ``opportunities(in:rules:)`` lists the positions before which a line may end — after spaces,
/// after hyphens, between ideographs, around emoji… — and where it must end (after a newline).
/// A line wrapper puts as many words on a line as fit and ends the line at the last opportunity
/// that fits; the spaces before it take no width (``trailingWhitespaceStart(in:)``).
///
/// ```swift
/// LineBreaking.opportunities(in: "The quick (“brown”) fox—jumps").map(\.characterOffset)
/// // [4, 10, 20, 23, 24, 29]: "The " | "quick " | "(“brown”) " | "fox" | "—" | "jumps"
/// ```
///
/// The rules are those of Unicode 15.0 (``unicodeVersion``), with ICU's tailoring by default
/// (``LineBreakRules``). Opportunities fall on `Character` (extended grapheme cluster)
/// boundaries only: where the algorithm, which works on code points, allows a break inside a
/// `Character` (a letter followed by an emoji skin tone, say), the opportunity is dropped, and the
/// `Character` stays whole. The end of a non-empty text is always the last opportunity.
public enum LineBreaking {
    /// The version of the Unicode Character Database the rules and tables follow: `"15.0.0"`.
    public static let unicodeVersion = lineBreakDataUnicodeVersion

    /// All line-break opportunities of `text`, in order.
    ///
    /// An opportunity is a position before which a line may end (``LineBreakOpportunity/index``):
    /// never the start of the text; always the end of a non-empty text (an empty text has none).
    /// Mandatory ones follow a newline: LF, CR, CR LF (one break, after the LF), NEL (U+0085),
    /// U+2028, U+2029, vertical tab and form feed.
    ///
    /// ```swift
    /// let text = "Hi there\r\n👋🏽 friend"
    /// for opportunity in LineBreaking.opportunities(in: text) {
    ///     print(text[..<opportunity.index], opportunity.isMandatory)
    /// }
    /// // "Hi " false, "Hi there\r\n" true, "Hi there\r\n👋🏽 " false, and the whole text false
    /// ```
    ///
    /// The work is linear in the text's length, with no allocation but the array's; use
    /// ``LineBreakOpportunities`` to find them one at a time.
    ///
    /// - Parameters:
    ///   - text: the text to break.
    ///   - rules: the rules to follow; by default ICU's (``LineBreakRules/icu``).
    /// - Returns: the opportunities, in increasing order of position.
    public static func opportunities(in text: String, rules: LineBreakRules = .icu) -> [LineBreakOpportunity] {
        var result: [LineBreakOpportunity] = []
        var iterator = LineBreakOpportunities.Iterator(text: text, rules: rules)
        while let opportunity = iterator.next() {
            result.append(opportunity)
        }
        return result
    }
}

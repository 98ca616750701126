/// A place in a string where a line may end: before ``index``.
///
/// The line before it is `text[lineStart..<index]`, and the next line starts at ``index``; the
/// characters at the end of a line that take no width (spaces, the newline of a mandatory break)
/// are found with ``LineBreaking/trailingWhitespaceStart(in:)``. Opportunities are always on
/// `Character` (grapheme cluster) boundaries and never at the start of the text.
///
/// ```swift
/// let text = "Hello, world!\nBye"
/// for opportunity in LineBreaking.opportunities(in: text) {
///     print(opportunity.characterOffset, opportunity.isMandatory)
/// }
/// // 7 false   ("Hello, " | "world!")
/// // 14 true   ("world!\n" | "Bye": the line must end here)
/// // 17 false  (the end of the text)
/// ```
public struct LineBreakOpportunity: Hashable, Sendable {
    /// The position before which a line may end: the first `Character` of the next line, or the
    /// text's `endIndex` for the opportunity at the end of the text.
    ///
    /// Its UTF-8 offset, `text.utf8.distance(from: text.startIndex, to: index)`, takes constant time
    /// on a native string.
    public var index: String.Index
    /// The number of `Character`s before ``index``.
    public var characterOffset: Int
    /// Whether the line must end here: after a newline (LF, CR, CR LF, NEL U+0085, the line and
    /// paragraph separators U+2028 and U+2029, vertical tab and form feed).
    ///
    /// At the end of the text it is `true` exactly when the text ends with a newline.
    public var isMandatory: Bool

    /// Creates an opportunity.
    ///
    /// - Parameters:
    ///   - index: the position before which a line may end.
    ///   - characterOffset: the number of `Character`s before `index`.
    ///   - isMandatory: whether the line must end there.
    public init(index: String.Index, characterOffset: Int, isMandatory: Bool) {
        self.index = index
        self.characterOffset = characterOffset
        self.isMandatory = isMandatory
    }
}

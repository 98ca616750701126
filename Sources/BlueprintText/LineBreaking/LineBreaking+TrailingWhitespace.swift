extension LineBreaking {
    /// Whether `character` takes no width at the end of a line: every code point in it is
    /// whitespace (Unicode's White_Space property: spaces of every width, tab, the newlines).
    ///
    /// It is the set Foundation calls `whitespacesAndNewlines`. A space that carries a combining
    /// mark is not whitespace (the mark shows); a zero width space (U+200B) and a word joiner are not
    /// either (they have no width anywhere).
    ///
    /// ```swift
    /// LineBreaking.isTrailingWhitespace(" ")  // true
    /// LineBreaking.isTrailingWhitespace("\r\n")  // true
    /// LineBreaking.isTrailingWhitespace("\u{3000}")  // true: ideographic space
    /// LineBreaking.isTrailingWhitespace("a")  // false
    /// ```
    public static func isTrailingWhitespace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(isWhiteSpace)
    }

    /// Where the whitespace at the end of `line` starts: `line.endIndex` when it ends with none.
    ///
    /// A line ends at a break opportunity; the spaces before the opportunity, and the newline of a
    /// mandatory break, hang past the line's edge and do not count in its width. So the width of a
    /// line is that of `line[..<trailingWhitespaceStart(in: line)]`. Characters count as whitespace
    /// as ``isTrailingWhitespace(_:)`` says.
    ///
    /// ```swift
    /// let text = "Hello   world\n"
    /// let line = text[..<text.firstIndex(of: "w")!]  // "Hello   "
    /// line[..<LineBreaking.trailingWhitespaceStart(in: line)]  // "Hello"
    /// ```
    ///
    /// - Parameter line: a line: the text between two opportunities, or any substring.
    /// - Returns: the index in `line` after its last character that is not whitespace, or
    ///   `line.startIndex` when it is all whitespace.
    public static func trailingWhitespaceStart(in line: Substring) -> String.Index {
        var start = line.endIndex
        while start > line.startIndex {
            let before = line.index(before: start)
            guard isTrailingWhitespace(line[before]) else { break }
            start = before
        }
        return start
    }

    /// Whether `scalar` has the White_Space property.
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return whiteSpaceRanges.contains { $0.contains(value) }
    }
}

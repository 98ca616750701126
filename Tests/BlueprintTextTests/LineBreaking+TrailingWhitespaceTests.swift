import Testing

@testable import BlueprintText

/// The whitespace a line's width leaves out.
@Suite struct LineBreakingTrailingWhitespaceTests {
    /// What is left of `line` without its trailing whitespace.
    static func trimmed(_ line: Substring) -> Substring {
        line[..<LineBreaking.trailingWhitespaceStart(in: line)]
    }

    @Test func theDocumentedExample() {
        let text = "Hello   world\n"
        let line = text[..<text.firstIndex(of: "w")!]
        #expect(Self.trimmed(line) == "Hello")
    }

    @Test func spacesTabsAndNewlinesOfEveryKindAreLeftOut() {
        #expect(Self.trimmed("word \t\u{3000}\u{00A0}\u{2003}") == "word")
        #expect(Self.trimmed("word\r\n") == "word")
        #expect(Self.trimmed("word \u{2028}") == "word")
        #expect(Self.trimmed("word\u{85}") == "word")
    }

    @Test func otherCharactersAreKept() {
        #expect(Self.trimmed("word") == "word")
        #expect(Self.trimmed("word\u{200B}") == "word\u{200B}")
        #expect(Self.trimmed("word\u{2060}") == "word\u{2060}")
        #expect(Self.trimmed("word \u{301}") == "word \u{301}")
        #expect(Self.trimmed("a b ") == "a b")
    }

    @Test func anAllWhitespaceLineIsEmptyAndAnEmptyLineStaysEmpty() {
        let line: Substring = "   "
        #expect(LineBreaking.trailingWhitespaceStart(in: line) == line.startIndex)
        let empty: Substring = ""
        #expect(LineBreaking.trailingWhitespaceStart(in: empty) == empty.endIndex)
    }

    @Test func itWorksOnALineInTheMiddleOfAText() {
        let text = "first line  second line\n"
        let opportunities = LineBreaking.opportunities(in: text)
        let line = text[opportunities[0].index..<opportunities[2].index]
        #expect(line == "line  second ")
        #expect(Self.trimmed(line) == "line  second")
    }

    @Test func whitespaceIsUnicodesWhiteSpaceProperty() {
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if LineBreaking.isWhiteSpace(scalar) != scalar.properties.isWhitespace {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)): tables and the standard library disagree")
            }
        }
        #expect(LineBreaking.isTrailingWhitespace("\r\n"))
        #expect(!LineBreaking.isTrailingWhitespace(" \u{301}"))
    }
}

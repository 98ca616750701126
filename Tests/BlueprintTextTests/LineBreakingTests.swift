import Testing

@testable import BlueprintText

/// What ``LineBreaking/opportunities(in:rules:)`` promises: where opportunities fall, which are
/// mandatory, the end of the text, `Character`s kept whole, and the documented examples.
@Suite struct LineBreakingTests {
    /// The `Character` offsets of the opportunities, a `!` after mandatory ones.
    static func offsets(_ text: String, _ rules: LineBreakRules = .icu) -> [String] {
        LineBreaking.opportunities(in: text, rules: rules).map { "\($0.characterOffset)\($0.isMandatory ? "!" : "")" }
    }

    @Test func documentedExamples() {
        #expect(Self.offsets("The quick (“brown”) fox—jumps") == ["4", "10", "20", "23", "24", "29"])
        #expect(Self.offsets("Hello, world!\nBye") == ["7", "14!", "17"])
        #expect(Self.offsets("-5 and -x", .icu) == ["3", "7", "9"])
        #expect(Self.offsets("-5 and -x", .unicode) == ["3", "7", "8", "9"])
        #expect(Self.offsets("one two") == ["4", "7"])
        let text = "Hi there\r\n👋🏽 friend"
        let prefixes = LineBreaking.opportunities(in: text).map { String(text[..<$0.index]) }
        #expect(prefixes == ["Hi ", "Hi there\r\n", "Hi there\r\n👋🏽 ", text])
        #expect(LineBreaking.opportunities(in: text).map(\.isMandatory) == [false, true, false, false])
        #expect(LineBreaking.unicodeVersion == "15.0.0")
    }

    @Test func anEmptyTextHasNoOpportunities() {
        #expect(LineBreaking.opportunities(in: "").isEmpty)
        #expect(Array(LineBreakOpportunities("")).isEmpty)
    }

    @Test func theEndOfTheTextIsAnOpportunityMandatoryAfterANewline() {
        #expect(Self.offsets("word") == ["4"])
        #expect(Self.offsets("word ") == ["5"])
        #expect(Self.offsets("word\n") == ["5!"])
        #expect(Self.offsets("\n") == ["1!"])
        #expect(Self.offsets(" ") == ["1"])
    }

    @Test(arguments: ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"])
    func everyNewlineIsAMandatoryBreakAfterIt(newline: String) {
        #expect(Self.offsets("a\(newline)b") == ["2!", "3"])
        #expect(Self.offsets("a \(newline)\(newline)b") == ["3!", "4!", "5"])
        #expect(Self.offsets("a\(newline)b", .unicode) == ["2!", "3"])
    }

    @Test func crLFIsOneBreakAndCRCRIsTwo() {
        #expect(Self.offsets("a\r\nb") == ["2!", "3"])
        #expect(Self.offsets("a\r\rb") == ["2!", "3!", "4"])
        #expect(Self.offsets("a\n\rb") == ["2!", "3!", "4"])
    }

    @Test func noBreakBeforeANewlineASpaceOrClosingPunctuation() {
        #expect(Self.offsets("a  \nb") == ["4!", "5"])
        #expect(Self.offsets("(a) b!") == ["4", "6"])
        #expect(Self.offsets("漢字かな。") == ["1", "2", "3", "5"])
    }

    @Test func gluedSpacesAndJoinersKeepWordsTogether() {
        #expect(Self.offsets("10\u{00A0}km away") == ["6", "10"])
        #expect(Self.offsets("a\u{2060}b c") == ["4", "5"])
        #expect(Self.offsets("ab\u{200B}cd") == ["3", "5"])
    }

    @Test func emojiSequencesStayWholeAndFlagsPairUp() {
        #expect(Self.offsets("👩‍💻👨‍👩‍👧‍👦") == ["1", "2"])
        #expect(Self.offsets("🇺🇸🇫🇷") == ["1", "2"])
        #expect(Self.offsets("x👍🏽y") == ["1", "2", "3"])
    }

    /// The algorithm allows a break between a letter and an emoji skin tone (AL ÷ EM), but the two
    /// make one `Character`: the opportunity is dropped, not moved.
    @Test func anOpportunityInsideACharacterIsDropped() {
        var state = LineBreakState(rules: .icu)
        let table = LineBreakTable.shared
        _ = state.advance(to: table.lineBreakClass(of: "a"), following: .unknown, pairs: nil)
        let inside = state.advance(to: table.lineBreakClass(of: "\u{1F3FD}"), following: .unknown, pairs: nil)
        #expect(inside == .allowed)
        #expect("a\u{1F3FD}b".count == 2)
        #expect(Self.offsets("a\u{1F3FD}b") == ["1", "2"])
        #expect(Self.offsets("a\u{1F3FD}") == ["1"])
    }

    /// The three places ``LineBreakRules/icu`` and ``LineBreakRules/unicode`` differ.
    @Test func theRulesDifferOnlyInICUsTailoring() {
        #expect(Self.offsets("a -foo", .icu) == ["2", "6"])
        #expect(Self.offsets("a -foo", .unicode) == ["2", "3", "6"])
        #expect(Self.offsets("a \u{2010}foo", .icu) == ["2", "6"])
        #expect(Self.offsets("a \u{2010}foo", .unicode) == ["2", "3", "6"])
        #expect(Self.offsets("well-known", .icu) == ["5", "10"])
        #expect(Self.offsets("a .5", .icu) == ["2", "4"])
        #expect(Self.offsets("a .5", .unicode) == ["3", "4"])
        #expect(Self.offsets("a :5", .icu) == ["2", "4"])
        #expect(Self.offsets("a.5 ,5", .icu) == ["4", "6"])
        #expect(Self.offsets("a.5 ,5", .unicode) == ["2", "5", "6"])
    }

    /// Thai, Lao, Khmer and Myanmar (class SA) are not split into words: a run is one word, under
    /// both rules (ICU's dictionaries are not part of them).
    @Test func southEastAsianRunsAreOneWord() {
        #expect("สวัสดีครับ".count == 7)
        #expect(Self.offsets("สวัสดีครับ ผม", .icu) == ["8", "10"])
        #expect(Self.offsets("สวัสดีครับ ผม", .unicode) == ["8", "10"])
    }

    @Test func numbersStayTogether() {
        #expect(Self.offsets("$(12.50) 1,234.5% (555) 123-4567") == ["9", "18", "24", "32"])
    }

    @Test func indicesAndCharacterOffsetsAgreeAndTheLazySequenceGivesTheSame() throws {
        let strings = try LineBreakTestSupport.recordedStrings()
        var opportunities = 0
        for text in strings {
            let boundaries = Array(text.indices) + [text.endIndex]
            for rules in [LineBreakRules.icu, .unicode] {
                let eager = LineBreaking.opportunities(in: text, rules: rules)
                #expect(Array(LineBreakOpportunities(text, rules: rules)) == eager)
                for opportunity in eager {
                    #expect(boundaries[opportunity.characterOffset] == opportunity.index)
                }
                #expect(eager.map(\.characterOffset) == eager.map(\.characterOffset).sorted())
                #expect(eager.last?.index == text.endIndex)
                #expect(eager.first?.characterOffset != 0)
                opportunities += eager.count
            }
        }
        #expect(opportunities > 100_000)
    }

    @Test func aWrapperCanStopEarly() {
        var iterator = LineBreakOpportunities("one two three").makeIterator()
        #expect(iterator.next()?.characterOffset == 4)
        #expect(iterator.next()?.characterOffset == 8)
        #expect(iterator.next()?.characterOffset == 13)
        #expect(iterator.next() == nil)
        #expect(iterator.next() == nil)
    }
}

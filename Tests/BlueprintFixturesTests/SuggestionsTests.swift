@testable import BlueprintFixtures
import Testing

/// "Did you mean" (`Decoding/Suggestions.swift`): the closest candidate by edit distance, when it
/// is close enough to be a misspelling.
@Suite struct SuggestionsTests {
    @Test func aMisspellingFindsItsWord() {
        let keys = ["growPriority", "shrinkPriority", "priority", "alignmentGuide", "key"]
        #expect(Suggestions.closest(to: "growPriorty", among: keys) == "growPriority")
        #expect(Suggestions.closest(to: "GROWPRIORITY", among: keys) == "growPriority")
        #expect(Suggestions.didYouMean("priorty", among: keys) == #"; did you mean "priority"?"#)
    }

    @Test func aWordTooFarFromEveryCandidateFindsNothing() {
        #expect(Suggestions.closest(to: "spacing", among: ["children", "alignment"]) == nil)
        #expect(Suggestions.closest(to: "x", among: [String]()) == nil)
        #expect(Suggestions.didYouMean("spacing", among: ["children"]) == "")
    }

    @Test func anAdjacentTranspositionIsOneEdit() {
        #expect(Suggestions.editDistance(Array("Txet"), Array("Text")) == 1)
        #expect(Suggestions.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Suggestions.editDistance([], Array("abc")) == 3)
        #expect(Suggestions.closest(to: "Txet", among: ["Text", "Fixed"]) == "Text")
    }
}

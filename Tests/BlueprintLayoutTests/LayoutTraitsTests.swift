@testable import BlueprintLayout
import Foundation
import Testing

/// Trait sets keep one value a key, however many times a key is set or merged: a chain of
/// 100,000 `layoutTrait` carriers of one key is one entry (`DeepChainTests`).
@Suite struct LayoutTraitsTests {
    @Test func settingAKeyAgainReplacesItsValue() {
        var traits = LayoutTraits(key: Rank.self, value: 1).setting(key: Weight.self, to: 0.5)
        traits[Rank.self] = 2
        traits[Rank.self] = 3
        #expect(traits[Rank.self] == 3)
        #expect(traits[Weight.self] == 0.5)
        #expect(traits.contains(Weight.self))
        #expect(!LayoutTraits.empty.contains(Rank.self))
        #expect(LayoutTraits.empty[Rank.self] == Rank.defaultValue)
    }

    @Test func mergingLayersTheOtherSetOnTop() {
        let inner = LayoutTraits(key: Rank.self, value: 1).setting(key: Weight.self, to: 0.5)
        let outer = LayoutTraits(key: Rank.self, value: 7)
        let merged = inner.merging(outer)
        #expect(merged[Rank.self] == 7)
        #expect(merged[Weight.self] == 0.5)
        // The sets merged are unchanged.
        #expect(inner[Rank.self] == 1)
        #expect(outer[Weight.self] == Weight.defaultValue)
        // A set whose every key the other sets reads as the other.
        let replaced = LayoutTraits(key: Rank.self, value: 1).merging(outer.setting(key: Weight.self, to: 2))
        #expect(replaced[Rank.self] == 7)
        #expect(replaced[Weight.self] == 2)
        #expect(LayoutTraits.empty.merging(outer)[Rank.self] == 7)
        #expect(outer.merging(.empty)[Rank.self] == 7)
    }

    @Test func aLongChainOfMergesKeepsTheOutermostValue() {
        var traits = LayoutTraits.empty
        for value in 1...10_000 {
            traits = LayoutTraits(key: Rank.self, value: value).merging(traits)
            traits[Weight.self] = Double(value)
        }
        // Outer traits, merged on top, win: the first value merged is the outermost.
        #expect(traits[Rank.self] == 1)
        #expect(traits[Weight.self] == 10_000)
    }
}

fileprivate enum Rank: LayoutTraitsKey {
    static var defaultValue: Int { 0 }
}

fileprivate enum Weight: LayoutTraitsKey {
    static var defaultValue: Double { 1 }
}

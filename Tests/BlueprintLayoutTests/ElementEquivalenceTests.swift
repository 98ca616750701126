@testable import BlueprintLayout
import Foundation
import Testing

/// How a layout session compares elements and traits made anew: `==` of an `Equatable` type read
/// without a cast when both values are of the type itself, a checked cast otherwise (a subclass),
/// an opened value read as its own type only, bit-for-bit identity of two borrowed elements, and
/// traits compared entry by entry.
@Suite struct ElementEquivalenceTests {
    @Test func equalityOfAStructTypeComparesItsValues() throws {
        let equality = try #require(ElementEquivalence.comparability(of: FixedSizeLeaf(width: 1, height: 2)).equality)
        #expect(equality(FixedSizeLeaf(width: 1, height: 2), FixedSizeLeaf(width: 1, height: 2)))
        #expect(!equality(FixedSizeLeaf(width: 1, height: 2), FixedSizeLeaf(width: 1, height: 3)))
        // A value held in a box (larger than the container's buffer) as well.
        let words = try #require(ElementEquivalence.comparability(of: WordsLeaf(words: [1])).equality)
        #expect(words(WordsLeaf(words: [1, 2, 3]), WordsLeaf(words: [1, 2, 3])))
        #expect(!words(WordsLeaf(words: [1, 2, 3]), WordsLeaf(words: [1, 2, 4])))
        // A value of another type is never equal, whichever side it is on.
        #expect(!equality(FixedSizeLeaf(width: 1, height: 2), WordsLeaf(words: [1])))
        #expect(!equality(WordsLeaf(words: [1]), FixedSizeLeaf(width: 1, height: 2)))
    }

    @Test func equalityOfAClassTypeReachesItsSubclassesByCasting() throws {
        let equality = try #require(ElementEquivalence.comparability(of: BoxElement(side: 1)).equality)
        #expect(equality(BoxElement(side: 1), BoxElement(side: 1)))
        #expect(!equality(BoxElement(side: 1), BoxElement(side: 2)))
        // The conformance found for the base class compares a subclass's values through a cast.
        #expect(equality(TintedBoxElement(side: 3), BoxElement(side: 3)))
        #expect(equality(BoxElement(side: 3), TintedBoxElement(side: 3)))
        #expect(!equality(TintedBoxElement(side: 3), TintedBoxElement(side: 4)))
        // Found for the subclass itself, the conformance is the base class's too.
        let subclass = try #require(ElementEquivalence.comparability(of: TintedBoxElement(side: 1)).equality)
        #expect(subclass(TintedBoxElement(side: 5), TintedBoxElement(side: 5)))
        #expect(!subclass(TintedBoxElement(side: 5), FixedSizeLeaf(width: 5, height: 5)))
    }

    @Test func anOpenedValueIsReadAsItsOwnTypeOnly() {
        func read<Value: Element, Target: Element>(_ value: Value, as target: Target.Type) -> Target? {
            ElementEquivalence.valueOfItsType(value, as: target)
        }
        #expect(read(FixedSizeLeaf(width: 1, height: 2), as: FixedSizeLeaf.self)?.height == 2)
        #expect(read(WordsLeaf(words: [7, 8]), as: WordsLeaf.self)?.words == [7, 8])
        #expect(read(FixedSizeLeaf(width: 1, height: 2), as: WordsLeaf.self) == nil)
        // A subclass is not its base class's own type (a checked cast reads it).
        #expect(read(BoxElement(side: 2), as: BoxElement.self)?.side == 2)
        #expect(read(TintedBoxElement(side: 2), as: BoxElement.self) == nil)
        // Opened from the existential, as the session's check of alignment guides opens it.
        func opened(_ element: Element) -> Row? {
            func open<Value: Element>(_ value: Value) -> Row? { ElementEquivalence.valueOfItsType(value, as: Row.self) }
            return open(element)
        }
        #expect(opened(Row { Spacer(3) })?.children.count == 1)
        #expect(opened(Column { Spacer(3) }) == nil)
    }

    @Test func borrowedElementsAreIdenticalOnlyAsCopiesOfOneValue() {
        let words = WordsLeaf(words: [4, 5, 6])
        let copy: Element = words
        #expect(ElementEquivalence.identical(words, copy))
        // Equal but made apart: a different box, so not identical (which proves nothing).
        #expect(!ElementEquivalence.identical(words, WordsLeaf(words: [4, 5, 6])))
        // A value stored in the container's buffer is identical by its bytes.
        #expect(ElementEquivalence.identical(FixedSizeLeaf(width: 1, height: 2), FixedSizeLeaf(width: 1, height: 2)))
        #expect(!ElementEquivalence.identical(FixedSizeLeaf(width: 1, height: 2), FixedSizeLeaf(width: 2, height: 1)))
        #expect(!ElementEquivalence.identical(FixedSizeLeaf(width: 1, height: 2), words))
    }

    @Test func stackTraitsLayOutAlikeWithTheSamePrioritiesBitForBit() {
        func traits(grow: CGFloat = 1, shrink: CGFloat = 1, guide: StackLayout.AlignmentGuide? = nil) -> LayoutTraits {
            LayoutTraits(
                key: SingleTraitLayoutTraitsKey<StackLayout>.self,
                value: StackLayout.Traits(growPriority: grow, shrinkPriority: shrink, alignmentGuide: guide))
        }
        #expect(traits().laysOutAlike(traits()))
        #expect(traits(grow: 2, shrink: 0).laysOutAlike(traits(grow: 2, shrink: 0)))
        #expect(!traits(grow: 2).laysOutAlike(traits(grow: 3)))
        #expect(!traits(shrink: 0).laysOutAlike(traits(shrink: -0.0)))
        // An alignment guide is code of the app's: never alike, unless the very same entry.
        let guided = traits(guide: StackLayout.AlignmentGuide { _ in 0 })
        #expect(!guided.laysOutAlike(traits(guide: StackLayout.AlignmentGuide { _ in 0 })))
        #expect(guided.laysOutAlike(guided))
    }

    @Test func traitsOfOtherKeysLayOutAlikeByTheirValues() {
        let both = LayoutTraits(key: Spacing.self, value: 2).setting(key: Label.self, to: "a")
        #expect(both.laysOutAlike(LayoutTraits(key: Spacing.self, value: 2).setting(key: Label.self, to: "a")))
        // A number by its bits; an `Equatable` value by `==`.
        #expect(!both.laysOutAlike(LayoutTraits(key: Spacing.self, value: 3).setting(key: Label.self, to: "a")))
        #expect(!both.laysOutAlike(LayoutTraits(key: Spacing.self, value: 2).setting(key: Label.self, to: "b")))
        #expect(!LayoutTraits(key: Spacing.self, value: 0).laysOutAlike(LayoutTraits(key: Spacing.self, value: -0.0)))
        // The same keys in another order, a key more or less: not alike.
        #expect(!both.laysOutAlike(LayoutTraits(key: Label.self, value: "a").setting(key: Spacing.self, to: 2)))
        #expect(!both.laysOutAlike(LayoutTraits(key: Label.self, value: "a")))
        #expect(!LayoutTraits(key: Label.self, value: "a").laysOutAlike(both))
        #expect(LayoutTraits.empty.laysOutAlike(.empty))
        #expect(!LayoutTraits.empty.laysOutAlike(both))
        // A value of a type that is not `Equatable` is alike only as the same entry.
        let closure = LayoutTraits(key: Action.self, value: Action.Value { 1 })
        #expect(!closure.laysOutAlike(LayoutTraits(key: Action.self, value: Action.Value { 1 })))
        #expect(closure.laysOutAlike(closure))
    }
}

/// An `Equatable` element that is a class, compared by its side.
private class BoxElement: Element, Equatable {
    let side: CGFloat
    init(side: CGFloat) { self.side = side }
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: side, height: side)) }
    static func == (a: BoxElement, b: BoxElement) -> Bool { a.side == b.side }
}

/// A subclass, `Equatable` through its base class only.
private final class TintedBoxElement: BoxElement {}

private enum Spacing: LayoutTraitsKey {
    static let defaultValue: CGFloat = 0
}

private enum Label: LayoutTraitsKey {
    static let defaultValue = ""
}

private enum Action: LayoutTraitsKey {
    struct Value {
        var run: () -> Int
        init(_ run: @escaping () -> Int) { self.run = run }
    }
    static var defaultValue: Value { Value { 0 } }
}

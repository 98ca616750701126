import BlueprintLayout
import Foundation
import Testing

@Suite struct LayoutResultNodeTests {
    /// Issue #38: `node.key == "logo"` did not compile (`key` is `AnyHashable?`). It does now, and
    /// `hasKey` asks the same for keys of any type.
    @Test func keysCompareWithStringsAsTheyRead() {
        let result = Row {
            Spacer(10).keyed("logo")
            Spacer(10).keyed(3)
            Spacer(10)
        }.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let children = result.children
        #expect(children[0].key == "logo")
        #expect(children[0].key != "title")
        #expect(!(children[1].key == "3"))
        #expect(children[2].key != "logo")
        #expect(result.first { $0.key == "logo" }?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        // Comparing two optional keys is still the standard library's.
        let nothing: AnyHashable? = nil
        #expect(children[2].key == nothing)
        #expect(children[0].key == AnyHashable("logo"))
    }

    @Test func hasKeyComparesWithAnyHashableKey() {
        enum Slot: Hashable { case logo }
        let result = Row {
            Spacer(10).keyed("logo")
            Spacer(10).keyed(3)
            Spacer(10).keyed(Slot.logo)
            Spacer(10)
        }.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let children = result.children
        #expect(children[0].hasKey("logo"))
        #expect(!children[0].hasKey("Logo"))
        #expect(children[1].hasKey(3))
        #expect(!children[1].hasKey("3"))
        #expect(children[2].hasKey(Slot.logo))
        #expect(!children[3].hasKey("logo"))
        #expect(result.first { $0.hasKey("logo") }?.frame == result.frame(forKey: "logo"))
    }

    /// A result node keeps what it holds rarely (display attributes other than the defaults, an
    /// identifier of another type than its element) beside its children; each of its setters
    /// keeps the others, and a copy changed does not change the original.
    @Test func rareFieldsSurviveEverySetterAndCopiesStayApart() {
        var attributes = LayoutAttributes(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        attributes.alpha = 0.5
        attributes.isHidden = true
        attributes.transform = .translation(x: 5, y: 0)
        // `Empty.k.2`, for an element of another type.
        let identifier = Row {
            Empty().keyed("k")
            Empty().keyed("k")
        }.layout(frame: .zero).children[1].identifier
        let other = Row { Empty() }.layout(frame: .zero).children[0].identifier
        let child = Spacer(1).layout(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        var node = LayoutResultNode(
            element: Spacer(3), identifier: identifier, layoutAttributes: attributes, children: [child])
        #expect(node.layoutAttributes == attributes)
        #expect(node.identifier == identifier)
        #expect(node.identifier.elementType is Empty.Type)
        #expect(node.identifier.description == "Empty.k.2")

        let original = node
        node.children = [child, child]
        #expect(node.layoutAttributes == attributes)
        #expect(node.identifier == identifier)
        node.element = Label(text: "x")
        #expect(node.identifier == identifier, "the identifier keeps its type when the element changes")
        node.layoutAttributes.alpha = 1
        node.identifier = other
        #expect(node.layoutAttributes.alpha == 1)
        #expect(node.layoutAttributes.isHidden)
        #expect(node.layoutAttributes.frame == attributes.frame)
        #expect(node.identifier == other)
        #expect(node.children.count == 2)
        node.element = Empty()
        #expect(node.identifier == other)

        // The original is as it was made.
        #expect(original.layoutAttributes == attributes)
        #expect(original.identifier == identifier)
        #expect(original.children.count == 1)
        #expect(original.element is Spacer)
    }

    /// Engine results with the default attributes, and with others, read back what was placed.
    @Test func attributesReadBackAsPlaced() {
        let result = Column {
            Spacer(10).opacity(0.25)
            Spacer(10)
        }.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        let children = result.children
        #expect(children[0].identifier.elementType is Opacity.Type)
        #expect(children[0].layoutAttributes.alpha == 1)
        #expect(children[0].children[0].layoutAttributes.alpha == 0.25)
        #expect(children[0].children[0].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(children[1].layoutAttributes == LayoutAttributes(frame: CGRect(x: 0, y: 10, width: 10, height: 10)))
        #expect(children[1].identifier.elementType is Spacer.Type)
    }
}

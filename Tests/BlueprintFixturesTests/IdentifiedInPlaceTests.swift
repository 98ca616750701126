@testable import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// Elements of decoded fixtures named by an `id` without a node of their own: one engine node and
/// one result node each, with exactly the frames and attributes a `FixtureIdentified` wrapper gets.
@Suite struct IdentifiedInPlaceTests {
    /// A tree with IDs on leaves, wrappers and containers, under a transform, an opacity and
    /// fractional sizes, the IDs given by `identify`.
    static func tree(_ identify: (Element, String) -> Element) -> Element {
        var column = Column()
        column.horizontalAlignment = .center
        column.add(child: identify(Fixed(width: 7.3, height: 3.35), "leaf"))
        column.add(child: Opacity(opacity: 0.5, wrapping: identify(Fixed(width: 4.25, height: 2), "faded")))
        var row = Row()
        row.horizontalUnderflow = .growUniformly
        row.add(growPriority: 2, key: "k", child: identify(Fixed(width: 10.1, height: 10), "a"))
        row.add(
            child: identify(Inset(uniformInset: 1.7, wrapping: identify(Fixed(width: 5, height: 5), "inner")), "inset"))
        row.addFixed(child: identify(column, "column"))
        row.add(
            child: Transformed(
                transform: .rotation(degrees: 30),
                wrapping: identify(
                    Inset(uniformInset: 0.3, wrapping: identify(Fixed(width: 3, height: 3), "t")), "turned")
            ))
        row.add(child: Hidden(wrapping: identify(Fixed(width: 1, height: 1), "hidden")))
        return row
    }

    static let ids = ["a", "inner", "inset", "leaf", "faded", "column", "t", "turned", "hidden"]
    static let frame = CGRect(x: 0, y: 0, width: 103.7, height: 21.3)

    static var inPlace: Element { tree { IdentifiedInPlace.identify($0, id: $1) } }
    static var wrapped: Element { tree { FixtureIdentified(id: $1, wrapping: $0) } }

    @Test func builtInTypesAreIdentifiedInPlaceAndOthersWrapped() {
        #expect(IdentifiedInPlace.identify(Fixed(width: 1, height: 1), id: "x") is IdentifiedFixed)
        #expect(IdentifiedInPlace.identify(Fixed(width: 1, height: 1), id: "123456789") is IdentifiedInPlace)
        #expect(IdentifiedInPlace.identify(Row(), id: "x") is IdentifiedInPlace)
        // Publishers are found by their type in the result tree; unknown types may be too.
        let publisher = Fixed(width: 1, height: 1).anchorPreference(key: FixtureAnchorKey.self, value: .bounds) {
            ["k": [FixtureAnchor(publisherID: "p", anchor: $0)]]
        }
        #expect(IdentifiedInPlace.identify(publisher, id: "x") is FixtureIdentified)
        #expect(IdentifiedInPlace.identify(Custom(), id: "x") is FixtureIdentified)
    }

    @Test func eachIdentifiedElementIsOneResultNode() {
        let inPlace = Self.inPlace.layout(frame: Self.frame)
        let wrapped = Self.wrapped.layout(frame: Self.frame)
        #expect(inPlace.nodeCount == wrapped.nodeCount - Self.ids.count)
        var found: [String] = []
        inPlace.forEachNode { node, _, _ in
            if let id = node.fixtureID {
                found.append(id)
                #expect(node.element is IdentifiedInPlace || node.element is IdentifiedFixed)
            }
            return true
        }
        #expect(Set(found) == Set(Self.ids))
        #expect(found.count == Self.ids.count)
    }

    @Test(arguments: [nil, 1, 2, 3] as [CGFloat?])
    func framesAndAttributesAreTheWrappersOnes(roundedAtScale scale: CGFloat?) {
        func placed(_ element: Element) -> IdentifiedNodes {
            let result = element.layout(frame: Self.frame)
            return IdentifiedNodes(scale.map { result.rounded(scale: $0) } ?? result)
        }
        let inPlace = placed(Self.inPlace)
        let wrapped = placed(Self.wrapped)
        #expect(inPlace.entries.map(\.id) == wrapped.entries.map(\.id))
        for id in Self.ids {
            let got = inPlace[id]
            let want = wrapped[id]
            #expect(got?.frame.rawComponents == want?.frame.rawComponents, "\(id)")
            #expect(got?.attributes.alpha == want?.attributes.alpha, "\(id)")
            #expect(got?.attributes.isHidden == want?.attributes.isHidden, "\(id)")
            #expect(got?.attributes.isUserInteractionEnabled == want?.attributes.isUserInteractionEnabled, "\(id)")
        }
        #expect(inPlace["faded"]?.attributes.alpha == 0.5)
        #expect(inPlace["hidden"]?.attributes.isHidden == true)
    }

    @Test func idsOfEveryLengthNameTheSameNodes() {
        let long = Self.tree { IdentifiedInPlace.identify($0, id: $1 + "-a-longer-id") }
        let short = IdentifiedNodes(Self.inPlace.layout(frame: Self.frame))
        let named = IdentifiedNodes(long.layout(frame: Self.frame))
        #expect(named.entries.map(\.id) == short.entries.map { $0.id + "-a-longer-id" })
        #expect(short.entries.count == Self.ids.count)
        for (entry, other) in zip(short.entries, named.entries) {
            #expect(entry.node.frame.rawComponents == other.node.frame.rawComponents, "\(entry.id)")
        }
        #expect(FixtureDump.dump(long.layout(frame: Self.frame)).contains("  Fixed.k #a-a-longer-id [0, "))
        // Up to 8 bytes, a `Fixed`'s ID is kept in one word beside it, and an `Element` holds both.
        #expect(MemoryLayout<IdentifiedFixed>.size == 24)
    }

    @Test(arguments: ["", "a", "t", "c1234567", "12345678", "é", "日本", "\u{1F600}x", "a b\n\"c"])
    func shortIDsReadBackAsWritten(_ id: String) {
        #expect(ShortFixtureID(id)?.string == id)
        let element = IdentifiedInPlace.identify(Fixed(width: 1, height: 1), id: id)
        #expect((element as? IdentifiedFixed)?.id == id)
        #expect(element.layout(frame: Self.frame).fixtureID == id)
    }

    @Test(arguments: ["123456789", "日本語", "a\u{0}b", "\u{0}"])
    func longerIDsAndNULsAreStrings(_ id: String) {
        #expect(ShortFixtureID(id) == nil)
        let element = IdentifiedInPlace.identify(Fixed(width: 1, height: 1), id: id)
        #expect((element as? IdentifiedInPlace)?.id == id)
        #expect(element.layout(frame: Self.frame).fixtureID == id)
    }

    @Test func measuringIsTheWrappersToo() {
        for constraint in [SizeConstraint.unconstrained, SizeConstraint(width: .atMost(40), height: .atMost(8))] {
            #expect(Self.inPlace.content.measure(in: constraint) == Self.wrapped.content.measure(in: constraint))
        }
    }

    @Test func theFixtureToolsShowTheNamedElement() {
        let inPlace = Self.inPlace.layout(frame: Self.frame)
        let wrapped = Self.wrapped.layout(frame: Self.frame)
        #expect(FixtureDump.dump(inPlace) == FixtureDump.dump(wrapped))
        #expect(FixtureDump.dump(inPlace).contains("  Fixed.k #a [0, "))
        var labels: [String] = []
        inPlace.forEachFixtureNode { node in
            labels.append(node.label)
            return true
        }
        #expect(labels.prefix(4) == ["Row", "a (Fixed)", "inset (Inset)", "inner (Fixed)"])
    }

    @Test func decodedFixturesIdentifyInPlace() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"""
                    {"type": "Row", "id": "row", "children": [
                        {"type": "Fixed", "id": "a", "size": [10, 10]},
                        {"type": "Inset", "id": "b", "uniformInset": 1, "child": {"type": "Fixed", "size": [2, 2]}}
                    ]}
                    """#,
                layouts:
                    #"[{"size": [30, 10], "frames": {"row": [0, 0, 30, 10], "a": [0, 0, 10, 10], "b": [26, 0, 4, 4]}}]"#
            ))
        #expect(fixture.element is IdentifiedInPlace)
        let result = FixtureRunner().run(fixture)
        #expect(result.passed, "\(result.failureLines)")
        #expect(fixture.element.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 10)).nodeCount == 4)
    }
}

/// An element type the fixture tools know nothing about.
private struct Custom: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

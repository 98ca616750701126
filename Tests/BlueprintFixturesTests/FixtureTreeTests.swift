@testable import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

@Suite struct FixtureTreeTests {
    @Test func wrappersFoldIntoTheElementsTheyName() throws {
        let row = Row {
            Spacer(10).fixtureID("icon").stackLayoutChild(priority: .fixed, key: "k")
            Column { Spacer(5).fixtureID("inner") }.opacity(0.5)
        }
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        var shown: [FixtureTreeNode] = []
        result.forEachFixtureNode { node in
            shown.append(node)
            return true
        }
        #expect(shown.map(\.label) == ["Row", "icon (Spacer)", "Opacity", "Column", "inner (Spacer)"])
        #expect(shown.map(\.depth) == [0, 1, 1, 2, 3])
        #expect(shown.map(\.index) == [0, 1, 2, 3, 4])
        #expect(shown.map(\.parent) == [nil, 0, 0, 2, 3])
        #expect(shown[1].key == AnyHashable("k"))
        #expect(shown[3].attributeSummary == "alpha=0.5")
        #expect(shown.map { ReportFormat.list($0.frame.rawComponents) }.last == "[95, 0, 5, 5]")
        // The same tree as the fixture dump lists it.
        #expect(
            FixtureDump.dump(result) == """
                Row [0, 0, 100, 20]
                  Spacer.k #icon [0, 0, 10, 10]
                  Opacity [95, 0, 5, 5]
                    Column [95, 0, 5, 5] alpha=0.5
                      Spacer #inner [95, 0, 5, 5]

                """)
    }

    @Test func skippingChildrenSkipsTheirSubtree() {
        let result = Row {
            Row { Spacer(1).fixtureID("a") }
            Spacer(2).fixtureID("b")
        }.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var labels: [String] = []
        result.forEachFixtureNode { node in
            labels.append(node.label)
            return node.depth == 0
        }
        #expect(labels == ["Row", "Row", "b (Spacer)"])
    }
}

/// `result.dump()` and the fixture tools' dump (`blueprint-layout dump`, failure reports) are one
/// listing: frames in root coordinates, `[…]`, a `fixtureID` wrapper folded into what it names.
@Suite struct DumpAgreementTests {
    @Test func theEngineDumpAndTheFixtureDumpAgree() {
        let tree = Column {
            Row {
                Spacer(10).fixtureID("logo").stackLayoutChild(priority: .fixed, key: "logo-cell")
                Spacer(20).keyed("title")
            }
            .inset(uniform: 4)
        }
        let result = tree.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(FixtureDump.dump(result) == result.dump() + "\n")
        #expect(
            result.dump() == """
                Column [0, 0, 100, 40]
                  Inset [0, 0, 38, 28]
                    Row [4, 4, 30, 20]
                      Spacer.logo-cell #logo [4, 4, 10, 10]
                      Spacer.title [14, 4, 20, 20]
                """)
        // Relative frames, on request, are relative to the parent shown.
        #expect(result.dump(absolute: false).hasSuffix("      Spacer.title [10, 0, 20, 20]"))
    }

    @Test func aDecodedFixtureDumpsAsItsSwiftTwin() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"{"type": "Row", "id": "row", "children": [{"type": "Fixed", "id": "a", "size": [10, 10]}]}"#,
                layouts: #"[{"size": [50, 10], "frames": {}}]"#))
        let result = fixture.element.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(FixtureDump.dump(result) == "Row #row [0, 0, 50, 10]\n  Fixed #a [0, 0, 10, 10]\n")
    }
}

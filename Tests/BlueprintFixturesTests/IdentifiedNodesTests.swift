@testable import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// The table of named elements a layout check looks frames up in, and the naming rule (issue
/// #38): fixture IDs, then key paths, complete or shortened.
@Suite struct IdentifiedNodesTests {
    /// A Row of 10×10 leaves keyed `"a"`, `"b"`, `"a"`, `7`: the second `"a"` repeats a key.
    static var row: Element {
        var row = Row()
        row.add(key: "a", child: Fixed(width: 10, height: 10))
        row.add(key: "b", child: Fixed(width: 10, height: 10))
        row.add(key: "a", child: Opacity(opacity: 0.5, wrapping: Fixed(width: 10, height: 10)))
        row.add(key: 7, child: Fixed(width: 10, height: 10))
        return row
    }

    static func frame(_ lookup: IdentifiedNodes.Lookup) -> CGRect? {
        if case .found(let node) = lookup { return node.frame }
        return nil
    }

    @Test func keysAreFoundAsKeyPathsAndRepeatedKeysAreAmbiguous() {
        let placed = IdentifiedNodes(
            Self.row.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 10)), keyPathNames: ["a", "b", "7", "c"])
        #expect(placed.entries.isEmpty)
        #expect(Self.frame(placed.lookup("b")) == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(Self.frame(placed.lookup("7")) == CGRect(x: 30, y: 0, width: 10, height: 10))
        guard case .ambiguous(let paths, let count) = placed.lookup("a") else {
            Issue.record("two siblings keyed \"a\" should be ambiguous")
            return
        }
        #expect(paths == ["a", "a"])
        #expect(count == 2)
        guard case .notFound = placed.lookup("c") else {
            Issue.record("\"c\" names nothing")
            return
        }
        #expect(placed.keyPaths == ["a", "b", "a", "7"])
    }

    @Test func withoutKeyPathNamesOnlyIDsAreKept() {
        let placed = IdentifiedNodes(Self.row.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 10)))
        #expect(placed.entries.isEmpty)
        #expect(placed["a"] == nil)
        #expect(placed.keyPaths.isEmpty)
    }

    /// A receipt: an element with ID `receipt` holding a grid whose total cell is keyed `total`,
    /// inside a header keyed `header` with a logo keyed `logo`.
    static var receipt: Element {
        Column {
            Row {
                Spacer(40).keyed("logo")
                Spacer(width: 100, height: 20).keyed("title")
            }
            .keyed("header")
            Grid(columns: [.fit(), .flexible()]) {
                Grid.Row {
                    Spacer(width: 30, height: 16); Spacer(width: 60, height: 16).gridCell(key: "total")
                }
            }
        }
        .fixtureID("receipt")
    }

    @Test func keyPathsStartAtTheNearestID() {
        let result = Self.receipt.layout(frame: CGRect(x: 0, y: 0, width: 200, height: 56))
        let names: Set<String> = ["receipt/total", "total", "header/logo", "logo", "receipt/header/logo", "receipt"]
        let placed = IdentifiedNodes(result, keyPathNames: names)
        #expect(placed.keyPaths == ["receipt/header", "receipt/header/logo", "receipt/header/title", "receipt/total"])
        let total = Self.frame(placed.lookup("receipt/total"))
        #expect(total == CGRect(x: 30, y: 40, width: 60, height: 16))
        #expect(Self.frame(placed.lookup("total")) == total)
        let logo = Self.frame(placed.lookup("receipt/header/logo"))
        #expect(logo == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(Self.frame(placed.lookup("header/logo")) == logo)
        #expect(Self.frame(placed.lookup("logo")) == logo)
        #expect(Self.frame(placed.lookup("receipt")) == CGRect(x: 0, y: 0, width: 200, height: 56))
    }

    @Test func aCompletePathWinsOverAShortenedOneAndAShortNameThatFitsTwoIsAnError() {
        let tree = Column {
            Spacer(5).keyed("total")
            Row { Spacer(7).keyed("total") }.keyed("a")
            Row { Spacer(9).keyed("total") }.keyed("b")
        }
        let result = tree.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 30))
        let placed = IdentifiedNodes(result, keyPathNames: ["total", "a/total", "x/total"])
        #expect(Self.frame(placed.lookup("total"))?.width == 5)
        #expect(Self.frame(placed.lookup("a/total"))?.width == 7)

        let nested = Column {
            Row { Spacer(7).keyed("total") }.keyed("a")
            Row { Spacer(9).keyed("total") }.keyed("b")
        }.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 30))
        let ambiguous = IdentifiedNodes(nested, keyPathNames: ["total"])
        guard case .ambiguous(let paths, 2) = ambiguous.lookup("total") else {
            Issue.record("\"total\" fits a/total and b/total")
            return
        }
        #expect(paths == ["a/total", "b/total"])
        var missing = MissingNames(declaredIDs: nil)
        #expect(
            missing.message(for: "total", lookup: ambiguous.lookup("total"), in: ambiguous)
                == #"names 2 elements ("a/total", "b/total"): write more of the key path, or give the element an id"#)
    }

    @Test func manyIDsKeepTheirOwnFrames() {
        var row = Row()
        for index in 0..<5_000 { row.add(child: Fixed(width: 2, height: 3).fixtureID("k\(index)")) }
        let placed = IdentifiedNodes(
            row.layout(frame: CGRect(x: 0, y: 0, width: 10_000, height: 3)), expectedCount: 5_000)
        #expect(placed.entries.count == 5_000)
        for index in stride(from: 0, to: 5_000, by: 499) {
            #expect(placed["k\(index)"]?.frame == CGRect(x: CGFloat(2 * index), y: 0, width: 2, height: 3))
            #expect(placed.entries[index].id == "k\(index)")
        }
    }
}

@testable import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// The table of identified nodes a layout check looks frames up in.
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

    @Test func keysAreListedOnceInTreeOrderAndTheFirstNodeWins() {
        let placed = IdentifiedNodes(
            Self.row.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 10)), matchingKeys: true)
        #expect(placed.entries.map(\.id) == ["a", "b", "7"])
        #expect(placed["a"]?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(placed["a"]?.attributes.alpha == 1)
        #expect(placed["b"]?.frame == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(placed["7"]?.frame == CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(placed["c"] == nil)
    }

    @Test func withoutMatchingKeysNothingIsIdentified() {
        let placed = IdentifiedNodes(
            Self.row.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 10)), matchingKeys: false)
        #expect(placed.entries.isEmpty)
        #expect(placed["a"] == nil)
    }

    @Test func manyIDsKeepTheirOwnFrames() {
        var row = Row()
        for index in 0..<5_000 { row.add(key: "k\(index)", child: Fixed(width: 2, height: 3)) }
        let placed = IdentifiedNodes(
            row.layout(frame: CGRect(x: 0, y: 0, width: 10_000, height: 3)), matchingKeys: true, expectedCount: 5_000)
        #expect(placed.entries.count == 5_000)
        for index in stride(from: 0, to: 5_000, by: 499) {
            #expect(placed["k\(index)"]?.frame == CGRect(x: CGFloat(2 * index), y: 0, width: 2, height: 3))
            #expect(placed.entries[index].id == "k\(index)")
        }
    }
}

import Foundation
import Testing

@testable import BlueprintLayout

/// A stack's records keep their entries with room before the first (see
/// `StackRecords.EntryList`): rows inserted or removed at the top of a list move the first index,
/// not the entries. Whatever the sequence, the list reads as an array moved the same way, and it
/// never keeps much more than its entries.
@Suite struct StackRecordsEntryListTests {
    /// An entry told apart by its key.
    private static func entry(_ key: Int) -> StackRecords.Entry {
        StackRecords.Entry(
            element: .none, keyKind: 1, answersAlone: true, readsNothing: true, holdsList: false, occurrence: 0,
            placedCount: 1, keyValue: key, proposal: SizeConstraint(CGSize.zero), size: .zero)
    }

    /// The keys of the list's entries, and -1 for a placeholder.
    private static func keys(_ list: StackRecords.EntryList) -> [Int] {
        (0..<list.count).map { list[$0].answersAlone ? list[$0].keyValue : -1 }
    }

    /// Random inserts and removals at the top (beyond the room too), with rows added or dropped at
    /// the end, against an array moved element by element; the buffer lent out reads the same.
    @Test(arguments: 0..<6)
    func realigningReadsAsAnArrayMovedTheSameWay(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 7_000)
        let initial = random.int(0...300)
        var list = StackRecords.EntryList(reservingFor: initial)
        var reference: [Int] = []
        var nextKey = 0
        for _ in 0..<initial {
            list.append(Self.entry(nextKey))
            reference.append(nextKey)
            nextKey += 1
        }
        for step in 0..<200 {
            let shift =
                switch random.int(0...3) {
                case 0: random.int(1...3)
                case 1: -random.int(1...3)
                case 2: random.int(0...80)
                default: -random.int(0...80)
                }
            let count = max(0, reference.count + shift + random.int(-4...4))
            // The reference: each entry from i to i + shift, the rest placeholders, `count` long.
            var moved = Array(repeating: -1, count: count)
            for (index, key) in reference.enumerated() where index + shift >= 0 && index + shift < count {
                moved[index + shift] = key
            }
            list.realign(shift: shift, count: count)
            // The new rows get their entries, as the owner writes them after a pass.
            for index in 0..<count where moved[index] < 0 {
                list[index] = Self.entry(nextKey)
                moved[index] = nextKey
                nextKey += 1
            }
            reference = moved
            #expect(Self.keys(list) == reference, "step \(step), shift \(shift)")
            let lent = list.withUnsafeBufferPointer { $0.map(\.keyValue) }
            #expect(lent == reference, "step \(step): the buffer lent out")
            #expect(
                list.storedCount <= count + 2 * (count / 32 + 4),
                "step \(step): \(list.storedCount) kept for \(count) entries")
        }
    }

    /// A row inserted at the top, as many times as the room holds, takes the room: the entries
    /// stay where they are in memory.
    @Test func rowsInsertedAtTheTopTakeTheRoom() {
        var list = StackRecords.EntryList(reservingFor: 320)
        for key in 0..<320 { list.append(Self.entry(key)) }
        let address = list.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        let room = 320 / 32 + 4
        for inserted in 1...room {
            #expect(list.realignsInPlace(shift: 1, count: 320 + inserted))
            list.realign(shift: 1, count: 320 + inserted)
            list[0] = Self.entry(1_000 + inserted)
        }
        let moved = list.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        // The first entry (the last inserted) is where the room began; the old first entry is
        // where it was.
        #expect(moved + UInt(room * MemoryLayout<StackRecords.Entry>.stride) == address)
        #expect(list[room].keyValue == 0)
        #expect(list[0].keyValue == 1_000 + room)
    }
}

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
}

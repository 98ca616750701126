import BlueprintLayout
import Foundation
import Testing

@Suite struct LayoutResultNodeTests {
    /// Issue #38: `node.key == "logo"` does not compile (`key` is `AnyHashable?`); `hasKey` reads
    /// as the question.
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

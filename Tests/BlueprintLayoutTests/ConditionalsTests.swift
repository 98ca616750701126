import BlueprintLayout
import Foundation
import Testing

@Suite struct ConditionalsTests {
    let icon = Spacer(width: 24, height: 24)

    @Test func ifAppliesThenOnlyWhenTrue() {
        #expect(icon.if(true) { $0.inset(uniform: 4) } is Inset)
        let unchanged = icon.if(false) { $0.inset(uniform: 4) }
        #expect((unchanged as? Spacer)?.size == icon.size)
    }

    @Test func ifElseChoosesABranch() {
        #expect(icon.if(true, then: { $0.opacity(0.5) }, else: { $0.hidden() }) is Opacity)
        #expect(icon.if(false, then: { $0.opacity(0.5) }, else: { $0.hidden() }) is Hidden)
    }

    @Test func ifLetPassesTheUnwrappedValue() {
        let title: String? = "title"
        let keyed = icon.if(let: title) { value, icon in icon.keyed(value) }
        #expect((keyed as? Keyed)?.key == AnyHashable("title"))

        let missing: String? = nil
        let unchanged = icon.if(let: missing) { value, icon in icon.keyed(value) }
        #expect(unchanged is Spacer)
    }

    @Test func ifLetElseChoosesABranch() {
        let none: Int? = nil
        let some: Int? = 3
        let hidden = icon.if(let: none, then: { _, icon in icon.opacity(0.5) }, else: { $0.hidden() })
        #expect(hidden is Hidden)
        let faded = icon.if(
            let: some, then: { value, icon in icon.opacity(CGFloat(value) / 10) }, else: { $0.hidden() })
        #expect((faded as? Opacity)?.opacity == 0.3)
    }

    @Test func mapAndModify() {
        #expect(icon.map { $0.centered() } is Centered)
        let wider = icon.modify { $0.size.width = 32 }
        #expect((wider as? Spacer)?.size == CGSize(width: 32, height: 24))
        #expect(wider.content.measure(in: .unconstrained) == CGSize(width: 32, height: 24))
        // The original is unchanged.
        #expect(icon.size == CGSize(width: 24, height: 24))
    }

    @Test func buildArrayKeepsFlatChildren() {
        let names = ["a", "b"]
        #expect(Builder<String>.buildArray(names) == names)
        let built = Builder<String>.buildBlock(Builder<String>.buildArray([["x"], ["y", "z"]]))
        #expect(built == ["x", "y", "z"])
    }
}

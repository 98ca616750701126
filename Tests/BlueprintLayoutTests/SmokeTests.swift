import BlueprintLayout
import Foundation
import Testing

@Test func rowSmoke() {
    let row = Row {
        Spacer(10); Spacer(20)
    }
    #expect(row.content.measure(in: .unconstrained) == CGSize(width: 30, height: 20))
}

import BlueprintLayout
import Foundation
import Testing

/// Keeps the README's first example honest.
@Suite struct ReadmeExampleTests {
    @Test func firstLayout() {
        let row = Row(alignment: .center, underflow: .growUniformly, minimumSpacing: 8) {
            Spacer(width: 24, height: 24).stackLayoutChild(priority: .fixed)
            Label(text: "Inbox").stackLayoutChild(priority: .flexible)
            Label(text: "12").stackLayoutChild(priority: .flexible, key: "badge")
        }
        #expect(row.content.measure(in: SizeConstraint(width: 320)) == CGSize(width: 96, height: 24))
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(result.dump() == """
            Row.1 (0, 0, 320, 44)
              Spacer.1 (0, 10, 24, 24)
              Label.1 (32, 14, 152, 16)
              Label.badge.1 (192, 14, 128, 16)
            """)
        #expect(result.frame(forKey: "badge") == CGRect(x: 192, y: 14, width: 128, height: 16))
    }
}

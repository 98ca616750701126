import BlueprintLayout
import Foundation
import Testing

/// Keeps the README's first example honest.
@Suite struct ReadmeExampleTests {
    @Test func firstLayout() {
        _ = Self.firstLayoutResult()
    }

    /// The README's (and the Getting Started article's) first example, with the values both state.
    static func firstLayoutResult() -> LayoutResultNode {
        let row = Row(alignment: .center, underflow: .growUniformly, minimumSpacing: 8) {
            Spacer(width: 24, height: 24).stackLayoutChild(priority: .fixed)
            Label(text: "Inbox").stackLayoutChild(priority: .flexible)
            Label(text: "12").stackLayoutChild(priority: .flexible, key: "badge")
        }
        #expect(row.content.measure(in: SizeConstraint(width: 320)) == CGSize(width: 96, height: 24))
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(
            result.dump() == """
                Row [0, 0, 320, 44]
                  Spacer [0, 10, 24, 24]
                  Label [32, 14, 152, 16]
                  Label.badge [192, 14, 128, 16]
                """)
        #expect(result.frame(forKey: "badge") == CGRect(x: 192, y: 14, width: 128, height: 16))
        return result
    }
}

extension ReadmeExampleTests {
    @Test func customLayout() {
        let board = Pinboard {
            Spacer(20)
            Spacer(10).layoutTrait(key: PinAnchor.self, value: .topLeading)
        }
        let result = board.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            result.children.map(\.frame) == [
                CGRect(x: 40, y: 40, width: 20, height: 20),
                CGRect(x: 50, y: 50, width: 10, height: 10),
            ])
        let element = PinboardElement(pins: [(Spacer(10), .bottomTrailing)])
        #expect(
            element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).children[0].frame
                == CGRect(x: 40, y: 40, width: 10, height: 10))
        #expect(board.content.measure(in: .unconstrained) == CGSize(width: 20, height: 20))
    }
}

fileprivate enum PinAnchor: LayoutTraitsKey {
    static var defaultValue: UnitPoint { .center }
}

fileprivate struct Pinboard: Layout {
    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements,
        environment: Environment, cache: inout ()
    ) -> CGSize {
        subelements.reduce(.zero) { size, child in
            let s = child.sizeThatFits(proposal)
            return CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
        }
    }

    func placeSubelements(
        in size: CGSize, subelements: Subelements,
        environment: Environment, cache: inout ()
    ) {
        for child in subelements {
            child.place(
                at: CGPoint(x: size.width / 2, y: size.height / 2),
                anchor: child[PinAnchor.self],
                size: child.sizeThatFits(SizeConstraint(size)))
        }
    }
}

fileprivate struct PinboardElement: Element {
    var pins: [(Element, UnitPoint)]
    var content: ElementContent {
        ElementContent(layout: Pinboard()) { builder in
            for (element, anchor) in pins {
                builder.add(traitsType: PinAnchor.self, traits: anchor, element: element)
            }
        }
    }
}

extension ReadmeExampleTests {
    /// Every one-line example of the README's element table compiles and lays out.
    @Test func elementTableExamples() {
        let a = Spacer(10), b = Spacer(20), c = Spacer(5)
        let content = Spacer(30), badge = Spacer(4), bar = Spacer(2)
        let examples: [Element] = [
            Row(alignment: .center, underflow: .growUniformly) {
                a; b.stackLayoutChild(priority: .fixed)
            },
            Overlay {
                a; content.overlayChild(key: "content")
            },
            EqualStack(direction: .horizontal, spacing: 8) {
                a; b; c
            },
            GridRow(spacing: 8) {
                a.gridRowChild(width: .absolute(40)); b.gridRowChild(width: .proportional(2))
            },
            Flow(lineSpacing: 4, itemSpacing: 4) {
                a; b.flowChild(priority: .grows)
            },
            LayoutWriter { context, layout in
                layout.add(with: CGRect(x: 0, y: 0, width: context.size.width.maximum, height: 10), child: bar)
            },
            content.inset(uniform: 16),
            content.inset(top: 4, bottom: 4, left: 8, right: 8),
            Inset(sideInsets: 12, wrapping: content),
            content.aligned(vertically: .bottom, horizontally: .trailing),
            content.centered(),
            content.constrainedTo(width: .atMost(200), height: .absolute(44)),
            content.constrainedTo(width: .within(10...20), height: .atLeast(30)),
            content.constrainedTo(aspectRatio: AspectRatio(width: 16, height: 9), contentMode: .fitParent),
            content.decorate(layering: .above, position: .corner(.topRight)) { badge },
            content.decorate(layering: .below, position: .inset(4)) { badge },
            content.keyed("title"),
            GeometryReader { proxy in proxy.constraint.width.maximum > 400 ? a : b },
            content.opacity(0.5),
            content.hidden(),
            content.userInteractionEnabled(false),
            content.rotated(by: Measurement(value: 90, unit: .degrees)),
            content.scaled(scaleX: 2, scaleY: 2),
            content.translated(translateX: 10),
            Spacer(16), Spacer(width: 8), Empty(),
            Label(text: "Hello, world"),
            content.adaptedEnvironment(key: DisplayScaleKey.self, value: 3),
            EnvironmentReader { environment in Spacer(1 / environment.displayScale) },
        ]
        for example in examples {
            let result = example.layout(frame: CGRect(x: 0, y: 0, width: 500, height: 300))
            result.forEachNode { _, frame, _ in
                #expect(!frame.origin.x.isNaN && !frame.size.width.isNaN)
                return true
            }
        }
    }
}

extension ReadmeExampleTests {
    @Test func conditionals() {
        let isMuted = true
        let badge: String? = "3"
        let avatar = Spacer(40).if(let: badge) { text, avatar in
            avatar.decorate(layering: .above, position: .corner(.topRight)) { Label(text: text) }
        }
        let title = Label(text: "Inbox").if(isMuted) { $0.opacity(0.5) }
        #expect(avatar is Decorate)
        #expect((title as? Opacity)?.opacity == 0.5)
        // The badge (one 8 × 16 character) is centered on the avatar's top-right corner.
        let result = avatar.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(result.children.map(\.frame).last == CGRect(x: 36, y: -8, width: 8, height: 16))
    }
}

extension ReadmeExampleTests {
    /// The README's Grid section.
    @Test func gridReceipt() {
        let receipt = Grid(
            alignment: .topLeading, horizontalSpacing: 8, verticalSpacing: 4,
            columns: [.fit(), .flexible(), .fixed(56, alignment: .trailing)]
        ) {
            Grid.Row {
                Label(text: "2"); Label(text: "Coffee"); Label(text: "$7.00")
            }
            Grid.Row {
                Label(text: "1"); Label(text: "Blueberry muffin"); Label(text: "$3.50")
            }
            Spacer(height: 1).gridCell(unsizedAxes: .horizontal)
            Grid.Row {
                Label(text: "Total").gridCell(columnSpan: 2, horizontalAlignment: .trailing)
                Label(text: "$10.50").gridCell(key: "total")
            }
        }
        #expect(receipt.content.measure(in: .unconstrained) == CGSize(width: 208, height: 61))
        #expect(receipt.content.measure(in: SizeConstraint(width: 160)) == CGSize(width: 160, height: 77))
        let result = receipt.layout(frame: CGRect(x: 0, y: 0, width: 160, height: 77))
        #expect(result.frame(forKey: "total") == CGRect(x: 112, y: 61, width: 48, height: 16))
        // The item column is 80 wide at 16; the muffin wraps to "Blueberry" / "muffin".
        #expect(result.children[4].frame == CGRect(x: 16, y: 20, width: 72, height: 32))
        // The rule spans the grid without widening it; the total's label ends where the item column does.
        #expect(result.children[6].frame == CGRect(x: 0, y: 56, width: 160, height: 1))
        #expect(result.children[7].frame == CGRect(x: 56, y: 61, width: 40, height: 16))
    }
}

import BlueprintLayout
import Foundation
import Testing

/// Keeps the examples of the DocC articles (`Sources/BlueprintLayout/BlueprintLayout.docc`) honest:
/// each test is an article's code with the values its text states.
@Suite struct DocumentationExampleTests {
    @Test func gettingStarted() {
        // The same first example as README's, with the values both state.
        let result = ReadmeExampleTests.firstLayoutResult()
        #expect(result.absoluteFrames.count == 4)
        #expect(result.rounded(scale: 2).children[1].frame == CGRect(x: 32, y: 14, width: 152, height: 16))

        let column = Column { column in
            column.horizontalAlignment = .fill
            column.verticalUnderflow = .justifyToStart
            column.addFixed(child: Label(text: "Title"))
            column.add(growPriority: 2, shrinkPriority: 0, child: Label(text: "Body"))
        }
        #expect(column.content.measure(in: .unconstrained) == CGSize(width: 40, height: 32))

        let inbox = InboxRow(title: "Inbox", count: 12)
        #expect(inbox.content.measure(in: .unconstrained) == CGSize(width: 88, height: 40))
    }

    @Test func writingACustomLayout() {
        let avatar = PinLayout {
            Spacer(40)
            Spacer(12).layoutTrait(key: Pin.self, value: .topTrailing)
        }
        let result = avatar.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(
            result.children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 28, y: 0, width: 12, height: 12),
            ])

        let element = Avatar(image: Spacer(40), badge: Spacer(12))
        let elementResult = element.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(elementResult.children.map(\.frame) == result.children.map(\.frame))
        let violations = LayoutContract().violations(of: element)
        #expect(violations.isEmpty, "\(violations)")

        let card = Card(wrapped: Spacer(width: 100, height: 20))
        #expect(card.content.measure(in: .unconstrained) == CGSize(width: 124, height: 44))
        #expect(
            card.layout(frame: CGRect(x: 0, y: 0, width: 200, height: 44)).children[0].frame
                == CGRect(x: 12, y: 12, width: 176, height: 20))
        #expect(LayoutContract().violations(of: card).isEmpty)
    }

    @Test func sizingRules() {
        #expect(LayoutContract().violations(of: Label(text: "Hello, world")).isEmpty)
    }

    @Test func spacingPreferences() {
        var form = Column {
            Label(text: "Name").spacingPreference(bottom: 4)
            Spacer(width: 200, height: 32).spacingPreference(top: 4, bottom: 20)
            Label(text: "Email").spacingPreference(top: 12, bottom: 4)
        }
        form.spacingMode = .preferences
        #expect(form.content.measure(in: .unconstrained) == CGSize(width: 200, height: 88))
    }

    @Test func anchorPreferences() {
        let mailboxes = ["Inbox", "Drafts", "Sent"]
        let selected = 1
        let list = Column(minimumSpacing: 4) {
            for (index, name) in mailboxes.enumerated() {
                if index == selected {
                    Label(text: name).anchorPreference(key: SelectionKey.self, value: .bounds)
                } else {
                    Label(text: name)
                }
            }
        }
        let highlighted = list.backgroundPreferenceValue(SelectionKey.self) { selection, resolver in
            guard let row = resolver[selection] else { return Empty() }
            return resolver.positioned(Highlight(), in: row.insetBy(dx: -4, dy: -2))
        }
        let result = highlighted.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 56))
        let frames = result.absoluteFrames
        #expect(
            frames.first { $0.node.element is Highlight }?.frame == CGRect(x: -4, y: 18, width: 56, height: 20))
        #expect(
            frames.first { ($0.node.element as? Label)?.text == "Drafts" }?.frame
                == CGRect(x: 0, y: 20, width: 48, height: 16))

        let selection = result.preferenceValue(for: SelectionKey.self)
        #expect(result.anchorResolver()[selection] == CGRect(x: 0, y: 20, width: 48, height: 16))
        #expect(result.publishedAnchors(for: SelectionKey.self).count == 1)
    }

    @Test func performance() {
        let (result, statistics) = InboxRow(title: "Inbox", count: 3)
            .layoutWithStatistics(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(result.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(statistics.measurements > 0)
    }
}

// MARK: - The articles' types

fileprivate struct InboxRow: ProxyElement {
    var title: String
    var count: Int

    var elementRepresentation: Element {
        Row(alignment: .center, minimumSpacing: 8) {
            Label(text: title).stackLayoutChild(priority: .flexible)
            Label(text: "\(count)").stackLayoutChild(priority: .fixed)
        }
        .inset(uniform: 12)
    }
}

fileprivate enum Pin: LayoutTraitsKey {
    static var defaultValue: UnitPoint { .center }
}

fileprivate struct PinLayout: Layout {
    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements,
        environment: Environment, cache: inout ()
    ) -> CGSize {
        subelements.reduce(into: CGSize.zero) { size, child in
            let childSize = child.sizeThatFits(proposal)
            size.width = max(size.width, childSize.width)
            size.height = max(size.height, childSize.height)
        }
    }

    func placeSubelements(
        in size: CGSize, subelements: Subelements,
        environment: Environment, cache: inout ()
    ) {
        for child in subelements {
            let pin = child[Pin.self]
            child.place(
                at: CGPoint(x: size.width * pin.x, y: size.height * pin.y),
                anchor: pin,
                size: child.sizeThatFits(SizeConstraint(size)))
        }
    }
}

fileprivate struct Avatar: Element {
    var image: Element
    var badge: Element?

    var content: ElementContent {
        ElementContent(layout: PinLayout()) { builder in
            builder.add(element: image)
            if let badge {
                builder.add(traitsType: Pin.self, traits: .topTrailing, element: badge)
            }
        }
    }
}

fileprivate struct Padded: SingleChildLayout {
    var amount: CGFloat

    func sizeThatFits(
        proposal: SizeConstraint, subelement: Subelement,
        environment: Environment, cache: inout ()
    ) -> CGSize {
        let child = subelement.sizeThatFits(proposal.inset(width: 2 * amount, height: 2 * amount))
        return CGSize(width: child.width + 2 * amount, height: child.height + 2 * amount)
    }

    func placeSubelement(
        in size: CGSize, subelement: Subelement,
        environment: Environment, cache: inout ()
    ) {
        subelement.place(
            in: CGRect(x: amount, y: amount, width: size.width - 2 * amount, height: size.height - 2 * amount))
    }
}

fileprivate struct Card: Element {
    var wrapped: Element
    var content: ElementContent { ElementContent(child: wrapped, layout: Padded(amount: 12)) }
}

fileprivate enum SelectionKey: AnchorPreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = nextValue() ?? value
    }
}

/// Stands for whatever draws the selection.
fileprivate struct Highlight: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

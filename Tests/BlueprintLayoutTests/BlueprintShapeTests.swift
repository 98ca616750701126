import BlueprintLayout
import Foundation
import Testing

/// Result-tree shapes and API details that follow Blueprint.
@Suite struct BlueprintShapeTests {
    fileprivate struct Card: ProxyElement {
        var elementRepresentation: Element {
            Spacer(width: 10, height: 10).inset(uniform: 5)
        }
    }

    @Test func aProxyElementsNodeTakesItsRepresentationsPlace() {
        let result = Card().layout(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(result.element is Card)
        // The Inset adds no node: its child is the Card's child, inset by 5.
        #expect(result.children.count == 1)
        #expect(result.children[0].element is Spacer)
        #expect(result.children[0].frame == CGRect(x: 5, y: 5, width: 30, height: 20))
        #expect(Card().content.measure(in: .unconstrained) == CGSize(width: 20, height: 20))
    }

    @Test func decorateIsAProxyWithBothChildrenDirectlyBelowIt() {
        let decorated = Spacer(width: 20, height: 20).decorate(layering: .above, position: .inset(2)) {
            Spacer(1)
        }
        #expect((decorated as Element) is ProxyElement)
        let result = decorated.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.element is Decorate)
        #expect(
            result.children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: -2, y: -2, width: 24, height: 24),
            ])
    }

    @Test func contentKeepsTheLayoutItWasGiven() {
        let content = ElementContent(layout: StackLayout(axis: .horizontal, alignment: .fill)) { builder in
            // Changing the builder's copy has no effect, as in Blueprint.
            builder.layout.axis = .vertical
            builder.add(element: Spacer(width: 10, height: 5))
            builder.add(element: Spacer(width: 10, height: 5))
        }
        #expect(content.measure(in: .unconstrained) == CGSize(width: 20, height: 5))
    }

    @Test func stackLayoutAsALayoutHasAVoidCacheAndMatchesARow() {
        var cache: StackLayout.Cache = ()
        _ = cache
        cache = StackLayout(axis: .horizontal, alignment: .fill).makeCache(subelements: [], environment: .empty)

        let children: [Element] = [Spacer(width: 10, height: 8), Spacer(width: 30, height: 4)]
        let container = LayoutContainer(StackLayout(axis: .horizontal, alignment: .fill)) {
            children[0]
            children[1]
        }
        let row = Row(alignment: .fill) {
            children[0]
            children[1]
        }
        let frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        #expect(container.content.measure(in: .unconstrained) == CGSize(width: 40, height: 8))
        #expect(container.layout(frame: frame).children.map(\.frame) == row.layout(frame: frame).children.map(\.frame))
    }

    fileprivate struct Bubble: Element {
        var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 12, height: 20)) }

        func backingViewDescription(with context: ViewDescriptionContext) -> ViewDescription? {
            nil
        }
    }

    @Test func elementsWrittenForBlueprintsViewLayerLayOut() {
        let context = ViewDescriptionContext(bounds: .zero, subtreeExtent: nil, environment: .empty)
        #expect(Bubble().backingViewDescription(with: context) == nil)
        #expect(Spacer(1).backingViewDescription(with: context) == nil)
        #expect(Row { Bubble() }.content.measure(in: .unconstrained) == CGSize(width: 12, height: 20))
    }
}

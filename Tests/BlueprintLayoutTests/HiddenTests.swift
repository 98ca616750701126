import BlueprintLayout
import Foundation
import Testing

@Suite struct HiddenTests {
    private func child(of element: Element) -> LayoutResultNode? {
        element.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).first { $0.element is Fixed }?.node
    }

    // Blueprint HiddenTests.test; fixture attributes/hidden-true
    @Test func initializer() {
        #expect(child(of: Hidden(true, wrapping: Fixed(10, 10)))?.layoutAttributes.isHidden == true)
        #expect(child(of: Hidden(false, wrapping: Fixed(10, 10)))?.layoutAttributes.isHidden == false)
        #expect(Hidden(wrapping: Fixed(10, 10)).isHidden == true)
    }

    // Blueprint HiddenTests.test_convenience
    @Test func modifier() {
        #expect(child(of: Fixed(10, 10).hidden(true))?.layoutAttributes.isHidden == true)
        #expect(child(of: Fixed(10, 10).hidden(false))?.layoutAttributes.isHidden == false)
        #expect(child(of: Fixed(10, 10).hidden())?.layoutAttributes.isHidden == true)
    }

    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func hiddenElementsStillTakePartInLayout(options: LayoutOptions) {
        let hidden = Fixed(10, 10).hidden()
        #expect(hidden.content.measure(in: .unconstrained, options: options) == CGSize(width: 10, height: 10))
        let result = Row {
            Fixed(10, 10).hidden()
            Fixed(10, 10)
        }.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 10), options: options)
        #expect(result.children[1].frame == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(result.children[0].children[0].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func zeroFrame() {
        let result = Fixed(10, 10).hidden().layout(frame: .zero)
        #expect(result.children[0].frame == .zero)
        #expect(result.children[0].layoutAttributes.isHidden)
    }
}

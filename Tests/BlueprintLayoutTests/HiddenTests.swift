import BlueprintLayout
import Foundation
import Testing

@Suite struct HiddenTests {
    private func child(of element: Element) -> LayoutResultNode? {
        element.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).first { $0.element is TestElement }?.node
    }

    // Blueprint HiddenTests.test; fixture attributes/hidden-true
    @Test func initializer() {
        #expect(child(of: Hidden(true, wrapping: TestElement()))?.layoutAttributes.isHidden == true)
        #expect(child(of: Hidden(false, wrapping: TestElement()))?.layoutAttributes.isHidden == false)
        #expect(Hidden(wrapping: TestElement()).isHidden == true)
    }

    // Blueprint HiddenTests.test_convenience
    @Test func modifier() {
        #expect(child(of: TestElement().hidden(true))?.layoutAttributes.isHidden == true)
        #expect(child(of: TestElement().hidden(false))?.layoutAttributes.isHidden == false)
        #expect(child(of: TestElement().hidden())?.layoutAttributes.isHidden == true)
    }

    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func hiddenElementsStillTakePartInLayout(options: LayoutOptions) {
        let hidden = TestElement().hidden()
        #expect(hidden.content.measure(in: .unconstrained, options: options) == CGSize(width: 10, height: 10))
        let result = Row {
            TestElement().hidden()
            TestElement()
        }.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 10), options: options)
        #expect(result.children[1].frame == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(result.children[0].children[0].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func zeroFrame() {
        let result = TestElement().hidden().layout(frame: .zero)
        #expect(result.children[0].frame == .zero)
        #expect(result.children[0].layoutAttributes.isHidden)
    }
}

/// Measures to 10 × 10.
fileprivate struct TestElement: Element {
    var content: ElementContent {
        ElementContent(intrinsicSize: CGSize(width: 10, height: 10))
    }
}

import BlueprintLayout
import Foundation
import Testing

@Suite struct UserInteractionEnabledTests {
    private func child(of element: Element) -> LayoutResultNode? {
        element.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).first { $0.element is TestElement }?.node
    }

    // Blueprint UserInteractionEnabledTests.test; fixture attributes/user-interaction-enabled-false
    @Test func initializer() {
        #expect(
            child(of: UserInteractionEnabled(true, wrapping: TestElement()))?.layoutAttributes.isUserInteractionEnabled
                == true)
        #expect(
            child(of: UserInteractionEnabled(false, wrapping: TestElement()))?.layoutAttributes.isUserInteractionEnabled
                == false)
    }

    // Blueprint UserInteractionEnabledTests.test_convenience
    @Test func modifier() {
        #expect(
            child(of: TestElement().userInteractionEnabled(true))?.layoutAttributes.isUserInteractionEnabled == true)
        #expect(
            child(of: TestElement().userInteractionEnabled(false))?.layoutAttributes.isUserInteractionEnabled == false)
        #expect(child(of: TestElement().userInteractionEnabled())?.layoutAttributes.isUserInteractionEnabled == true)
    }

    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func measuringAndFramesAreUnaffected(options: LayoutOptions) {
        let element = TestElement().userInteractionEnabled(false)
        #expect(element.content.measure(in: SizeConstraint(.zero), options: options) == CGSize(width: 10, height: 10))
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 20), options: options)
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(result.layoutAttributes.isUserInteractionEnabled)
    }
}

/// Measures to 10 × 10.
fileprivate struct TestElement: Element {
    var content: ElementContent {
        ElementContent(intrinsicSize: CGSize(width: 10, height: 10))
    }
}

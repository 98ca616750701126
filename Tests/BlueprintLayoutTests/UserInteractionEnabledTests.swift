import BlueprintLayout
import Foundation
import Testing

@Suite struct UserInteractionEnabledTests {
    private func child(of element: Element) -> LayoutResultNode? {
        element.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).first { $0.element is Fixed }?.node
    }

    // Blueprint UserInteractionEnabledTests.test; fixture attributes/user-interaction-enabled-false
    @Test func initializer() {
        #expect(
            child(of: UserInteractionEnabled(true, wrapping: Fixed(10, 10)))?.layoutAttributes.isUserInteractionEnabled
                == true)
        #expect(
            child(of: UserInteractionEnabled(false, wrapping: Fixed(10, 10)))?.layoutAttributes.isUserInteractionEnabled
                == false)
    }

    // Blueprint UserInteractionEnabledTests.test_convenience
    @Test func modifier() {
        #expect(
            child(of: Fixed(10, 10).userInteractionEnabled(true))?.layoutAttributes.isUserInteractionEnabled == true)
        #expect(
            child(of: Fixed(10, 10).userInteractionEnabled(false))?.layoutAttributes.isUserInteractionEnabled == false)
        #expect(child(of: Fixed(10, 10).userInteractionEnabled())?.layoutAttributes.isUserInteractionEnabled == true)
    }

    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func measuringAndFramesAreUnaffected(options: LayoutOptions) {
        let element = Fixed(10, 10).userInteractionEnabled(false)
        #expect(element.content.measure(in: SizeConstraint(.zero), options: options) == CGSize(width: 10, height: 10))
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 20), options: options)
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(result.layoutAttributes.isUserInteractionEnabled)
    }
}

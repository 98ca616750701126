import BlueprintLayout
import Foundation
import Testing

@Suite struct KeyedTests {
    // Blueprint KeyedTests.test_measure
    @Test func measuresAsTheContent() {
        #expect(TestElement().keyed("the-key").content.measure(in: .unconstrained) == CGSize(width: 100, height: 110))
        #expect(
            Keyed(key: nil, wrapping: Echo()).content.measure(in: SizeConstraint(width: 40))
                == CGSize(width: 40, height: 5))
    }

    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func childCarriesTheKeyAndFillsTheFrame(options: LayoutOptions) {
        let result = TestElement().keyed("the-key").layout(
            frame: CGRect(x: 0, y: 0, width: 30, height: 40), options: options)
        #expect(result.children.count == 1)
        let child = result.children[0]
        #expect(child.element is TestElement)
        #expect(child.key == AnyHashable("the-key"))
        #expect(child.identifier.description == "TestElement.the-key.1")
        #expect(child.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func initializerAndNilKey() {
        let keyed = Keyed(key: 7, wrapping: Empty())
        #expect(keyed.key == AnyHashable(7))
        #expect(keyed.wrapped is Empty)
        let unkeyed = Keyed(key: nil, wrapping: TestElement())
        #expect(unkeyed.layout(frame: .zero).children[0].key == nil)
    }

    @Test func keyedInARowBecomesAKeyedChild() {
        let row = Row {
            TestElement().keyed("a")
            TestElement()
        }
        #expect(row.children.count == 2)
        #expect(row.children[0].element is TestElement)
        #expect(row.children[0].key == AnyHashable("a"))
        #expect(row.children[1].key == nil)

        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 200, height: 110))
        #expect(result.children[0].element is TestElement)
        #expect(result.frame(forKey: "a") == CGRect(x: 0, y: 0, width: 100, height: 110))
    }

    @Test func keyedInAColumnBecomesAKeyedChild() {
        let column = Column {
            TestElement()
            TestElement().keyed(42)
        }
        #expect(column.children[1].element is TestElement)
        #expect(column.children[1].key == AnyHashable(42))
        #expect(
            column.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 220)).frame(forKey: 42)
                == CGRect(x: 0, y: 110, width: 100, height: 110))
    }

    @Test func zeroFrame() {
        let result = TestElement().keyed("k").layout(frame: .zero)
        #expect(result.children[0].frame == .zero)
    }
}

/// Measures to 100 × 110.
fileprivate struct TestElement: Element {
    var content: ElementContent {
        ElementContent(intrinsicSize: CGSize(width: 100, height: 110))
    }
}

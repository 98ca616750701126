import BlueprintLayout
import Foundation
import Testing

@Suite struct BuilderTests {
    enum Kind {
        case one, two, three
    }

    @Builder<Int> func numbers(flag: Bool, kind: Kind, optional: Int?, count: Int) -> [Int] {
        1
        if flag {
            2
        } else {
            -2
        }
        if !flag { -3 }
        switch kind {
        case .one: 10
        case .two: 20
        case .three: 30
        }
        optional
        for value in 0..<count {
            100 + value
        }
        if #available(macOS 10.15, iOS 13, *) {
            7
        }
        [8, 9]
    }

    @Test func everyConstruct() {
        #expect(numbers(flag: true, kind: .two, optional: 5, count: 2) == [1, 2, 20, 5, 100, 101, 7, 8, 9])
        #expect(numbers(flag: false, kind: .three, optional: nil, count: 0) == [1, -2, -3, 30, 7, 8, 9])
    }

    @Test func elementBuilderAcceptsElementsOptionalsAndArrays() {
        let maybe: Element? = nil
        let present: Element? = Spacer(3)
        let column = Column {
            Spacer(1)
            maybe
            present
            [Spacer(4), Spacer(5)] as [Element]
            for size in [6, 7] as [CGFloat] {
                Spacer(size)
            }
            Spacer(8).stackLayoutChild(priority: .fixed)
        }
        #expect(column.children.map { ($0.element as? Spacer)?.size.width } == [1, 3, 4, 5, 6, 7, 8])
    }

    @Test func layoutContainerBuilder() {
        let includesTwo = true
        let container = LayoutContainer(Overlaying()) {
            Spacer(1)
            if includesTwo {
                Spacer(2)
            }
            LayoutContainer<Overlaying>.Child(element: Spacer(3), key: "three")
        }
        #expect(container.children.count == 3)
        #expect(container.children[2].key == AnyHashable("three"))
        #expect(container.content.measure(in: .unconstrained) == CGSize(width: 3, height: 3))
        let result = container.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.frame(forKey: "three") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

/// Children on top of each other, each filling the frame; as large as the largest.
fileprivate struct Overlaying: Layout {
    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        subelements.reduce(.zero) { size, subelement in
            let child = subelement.sizeThatFits(proposal)
            return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
        }
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        for subelement in subelements {
            subelement.place(filling: size)
        }
    }
}

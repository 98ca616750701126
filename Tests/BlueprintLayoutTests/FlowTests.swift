import BlueprintLayout
import Foundation
import Testing

@Suite struct FlowTests {
    // MARK: Measuring (Blueprint's FlowTests.test_measurement)

    @Test func zeroChildrenMeasureToZero() {
        #expect(measure(Flow {}, in: .unconstrained) == .zero)
        #expect(measure(Flow {}, in: SizeConstraint(CGSize(width: 10, height: 10))) == .zero)
        #expect(childFrames(of: Flow {}, in: CGSize(width: 10, height: 10)).isEmpty)
    }

    @Test func oneChild() {
        let flow = Flow { Fixed(50, 5) }
        #expect(measure(flow, in: .unconstrained) == CGSize(width: 50, height: 5))
        // The child is clamped to the constraint.
        #expect(measure(flow, in: SizeConstraint(CGSize(width: 40, height: 4))) == CGSize(width: 40, height: 4))
    }

    @Test func multipleChildrenWrap() {
        let flow = Flow {
            Fixed(50, 5)
            Fixed(100, 5).flowChild(key: "aKey")
            Fixed(50, 5)
        }
        #expect(measure(flow, in: SizeConstraint(width: 110)) == CGSize(width: 100, height: 15))
    }

    // Fixture flow/measurement-multiple-elements-too-wide: each child gets exactly one line.
    @Test func childrenWiderThanTheFlowGetOneLineEach() {
        let flow = Flow(lineSpacing: 5) {
            Fixed(110, 5)
            Fixed(120, 5).flowChild(key: "aKey")
            Fixed(130, 5)
        }
        #expect(measure(flow, in: SizeConstraint(width: 100)) == CGSize(width: 100, height: 25))
        #expect(
            childFrames(of: flow, in: CGSize(width: 100, height: 25)) == [
                CGRect(x: 0, y: 0, width: 100, height: 5),
                CGRect(x: 0, y: 10, width: 100, height: 5),
                CGRect(x: 0, y: 20, width: 100, height: 5),
            ])
    }

    @Test func heightIsClampedToo() {
        let flow = Flow { Fixed(10, 50) }
        #expect(measure(flow, in: SizeConstraint(height: 20)) == CGSize(width: 10, height: 20))
    }

    @Test func centeredLineCountsLeadingSpaceWhenBounded() {
        // As in Blueprint: the frame of the child is at 25, so the flow measures 75 wide.
        let flow = Flow(lineAlignment: .center) { Fixed(50, 10) }
        #expect(measure(flow, in: SizeConstraint(width: 100)) == CGSize(width: 75, height: 10))
    }

    // MARK: Unbounded width (differs from Blueprint)

    @Test func unboundedWidthLeadingFixedMeasuresItsLine() {
        let flow = Flow(itemSpacing: 5) {
            Fixed(30, 10)
            Fixed(20, 20)
        }
        #expect(measure(flow, in: .unconstrained) == CGSize(width: 55, height: 20))
        #expect(measure(flow, in: SizeConstraint(height: 100)) == CGSize(width: 55, height: 20))
    }

    @Test(arguments: [Flow.LineAlignment.center, .trailing])
    func unboundedWidthAlignedLineFills(lineAlignment: Flow.LineAlignment) {
        let flow = Flow(lineAlignment: lineAlignment, itemSpacing: 5) {
            Fixed(30, 10)
            Fixed(20, 20)
        }
        #expect(measure(flow, in: .unconstrained) == CGSize(width: CGFloat.infinity, height: 20))
        #expect(measure(flow, in: SizeConstraint(height: 15)) == CGSize(width: CGFloat.infinity, height: 15))
    }

    @Test func unboundedWidthWithGrowingChildFills() {
        let flow = Flow(itemSpacing: 5) {
            Fixed(30, 10).flowChild(priority: .grows)
            Fixed(20, 10)
        }
        #expect(measure(flow, in: .unconstrained) == CGSize(width: CGFloat.infinity, height: 10))
        // Bounded, it takes the whole width, as in Blueprint.
        #expect(measure(flow, in: SizeConstraint(width: 90)) == CGSize(width: 90, height: 10))
    }

    @Test func unboundedWidthWithoutChildrenIsZero() {
        #expect(measure(Flow(lineAlignment: .trailing) {}, in: .unconstrained) == .zero)
    }

    @Test func fillingFlowsFollowTheSizingRules() {
        let flows = [
            Flow(lineAlignment: .trailing, itemSpacing: 3) {
                Fixed(30, 10); Fixed(20, 10)
            },
            Flow(lineSpacing: 2, itemSpacing: 3) {
                Fixed(30, 10).flowChild(priority: .grows); Fixed(20, 5)
            },
            Flow(lineSpacing: 2, itemSpacing: 3) {
                Fixed(30, 10); Fixed(20, 5); Fixed(45, 7)
            },
        ]
        for flow in flows {
            let violations = LayoutContract().violations(of: flow)
            #expect(violations.isEmpty, "\(violations)")
        }
    }

    @Test func fillingFlowInARow() {
        let row = Row {
            Flow(lineAlignment: .center) { Fixed(20, 10) }
            Fixed(30, 10)
        }
        let frames = childFrames(of: row, in: CGSize(width: 100, height: 10))
        #expect(frames.allSatisfy { $0.minX.isFinite && $0.width.isFinite })
    }

    // MARK: Layout

    static let wrapping = [CGSize(width: 30, height: 10), CGSize(width: 40, height: 20), CGSize(width: 50, height: 10)]

    @Test(arguments: [
        (
            Flow.LineAlignment.leading,
            [
                CGRect(x: 0, y: 5, width: 30, height: 10),
                CGRect(x: 40, y: 0, width: 40, height: 20),
                CGRect(x: 0, y: 25, width: 50, height: 10),
            ]
        ),
        (
            .center,
            [
                CGRect(x: 10, y: 5, width: 30, height: 10),
                CGRect(x: 50, y: 0, width: 40, height: 20),
                CGRect(x: 25, y: 25, width: 50, height: 10),
            ]
        ),
        (
            .trailing,
            [
                CGRect(x: 20, y: 5, width: 30, height: 10),
                CGRect(x: 60, y: 0, width: 40, height: 20),
                CGRect(x: 50, y: 25, width: 50, height: 10),
            ]
        ),
    ])
    func lineAlignment(_ lineAlignment: Flow.LineAlignment, expected: [CGRect]) {
        let flow = Flow(lineAlignment: lineAlignment, lineSpacing: 5, itemSpacing: 10) {
            for size in Self.wrapping { Fixed(size.width, size.height) }
        }
        #expect(childFrames(of: flow, in: CGSize(width: 100, height: 35)) == expected)
    }

    @Test(arguments: [
        (
            Flow.ItemAlignment.fill,
            [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 40, y: 0, width: 40, height: 20)]
        ),
        (.top, [CGRect(x: 0, y: 0, width: 30, height: 10), CGRect(x: 40, y: 0, width: 40, height: 20)]),
        (.center, [CGRect(x: 0, y: 5, width: 30, height: 10), CGRect(x: 40, y: 0, width: 40, height: 20)]),
        (.bottom, [CGRect(x: 0, y: 10, width: 30, height: 10), CGRect(x: 40, y: 0, width: 40, height: 20)]),
    ])
    func itemAlignment(_ itemAlignment: Flow.ItemAlignment, expected: [CGRect]) {
        let flow = Flow(itemAlignment: itemAlignment, itemSpacing: 10) {
            Fixed(30, 10)
            Fixed(40, 20)
        }
        #expect(childFrames(of: flow, in: CGSize(width: 100, height: 20)) == expected)
    }

    @Test func measuresToLowestAndRightmostFrame() {
        let flow = Flow(lineSpacing: 5, itemSpacing: 10) {
            for size in Self.wrapping { Fixed(size.width, size.height) }
        }
        #expect(measure(flow, in: SizeConstraint(width: 100)) == CGSize(width: 80, height: 35))
    }

    @Test func growingChildrenShareFreeWidthByTheirWidths() {
        // Free width 100 - 50 - 20 = 30, shared 3 : 1. Line alignment is ignored.
        let flow = Flow(lineAlignment: .trailing, itemSpacing: 10) {
            Fixed(30, 10).flowChild(priority: .grows)
            Fixed(10, 10)
            Fixed(10, 10).flowChild(priority: .grows)
        }
        #expect(
            childFrames(of: flow, in: CGSize(width: 100, height: 10)) == [
                CGRect(x: 0, y: 0, width: 52.5, height: 10),
                CGRect(x: 62.5, y: 0, width: 10, height: 10),
                CGRect(x: 82.5, y: 0, width: 17.5, height: 10),
            ])
        #expect(measure(flow, in: SizeConstraint(width: 100)) == CGSize(width: 100, height: 10))
    }

    @Test func zeroWidthGrowingChildrenShareFreeWidthEqually() {
        let flow = Flow {
            Fixed(0, 10).flowChild(priority: .grows)
            Fixed(0, 10).flowChild(priority: .grows)
            Fixed(20, 10)
        }
        #expect(
            childFrames(of: flow, in: CGSize(width: 100, height: 10)) == [
                CGRect(x: 0, y: 0, width: 40, height: 10),
                CGRect(x: 40, y: 0, width: 40, height: 10),
                CGRect(x: 80, y: 0, width: 20, height: 10),
            ])
    }

    @Test func growingIsPerLine() {
        let flow = Flow {
            Fixed(60, 10)
            Fixed(60, 10).flowChild(priority: .grows)
        }
        #expect(
            childFrames(of: flow, in: CGSize(width: 100, height: 20)) == [
                CGRect(x: 0, y: 0, width: 60, height: 10),
                CGRect(x: 0, y: 10, width: 100, height: 10),
            ])
    }

    @Test func zeroSizedFrame() {
        let flow = Flow(lineAlignment: .center) {
            Fixed(10, 10); Fixed(10, 10)
        }
        #expect(childFrames(of: flow, in: .zero) == [.zero, .zero])
    }

    @Test func negativeSpacingOverlaps() {
        let flow = Flow(lineSpacing: -4, itemSpacing: -5) {
            Fixed(10, 10); Fixed(10, 10)
        }
        #expect(measure(flow, in: .unconstrained) == CGSize(width: 15, height: 10))
        #expect(
            childFrames(of: flow, in: CGSize(width: 15, height: 10)) == [
                CGRect(x: 0, y: 0, width: 10, height: 10),
                CGRect(x: 5, y: 0, width: 10, height: 10),
            ])
        // Wrapped onto two lines, the second overlaps the first by the line spacing.
        #expect(
            childFrames(of: flow, in: CGSize(width: 12, height: 20)) == [
                CGRect(x: 0, y: 0, width: 10, height: 10),
                CGRect(x: 0, y: 6, width: 10, height: 10),
            ])
    }

    // MARK: Building

    @Test func defaults() {
        let flow = Flow {}
        #expect(flow.lineAlignment == .leading)
        #expect(flow.lineSpacing == 0)
        #expect(flow.itemAlignment == .center)
        #expect(flow.itemSpacing == 0)
        #expect(flow.children.isEmpty)
        #expect(Flow.Priority.default == .fixed)
        #expect(Flow.Child.Traits().priority == .fixed)
    }

    @Test func resultBuilderAndFlowChild() {
        let flow = Flow {
            Fixed(1, 1)
            Fixed(1, 1).flowChild(key: "aKey")
            Fixed(1, 1).flowChild(priority: .grows)
            Flow.Child(Fixed(1, 1), key: "b", priority: .grows)
        }
        #expect(flow.children.map(\.key) == [nil, AnyHashable("aKey"), nil, AnyHashable("b")])
        #expect(flow.children.map(\.traits.priority) == [.fixed, .fixed, .grows, .grows])
        let result = flow.layout(frame: CGRect(x: 0, y: 0, width: 2, height: 10))
        #expect(result.frame(forKey: "aKey") == CGRect(x: 1, y: 0, width: 1, height: 1))
    }
}

// MARK: - Helpers

import BlueprintLayout
import Foundation
import Testing

@Suite struct EqualStackTests {
    static var fixedChildren: [Element] { [Fixed(50, 50), Fixed(100, 100), Fixed(150, 150)] }
    static var areaChildren: [Element] { [Area(100), Area(1200), Area(100)] }

    // Blueprint's EqualStackTests.test_defaults.
    @Test func defaults() {
        let stack = EqualStack(direction: .horizontal)
        #expect(stack.direction == .horizontal)
        #expect(stack.spacing == 0)
        #expect(stack.children.isEmpty)
    }

    // Blueprint's test_measuring_unconstrained; fixture equal-stack/measuring-unconstrained-vertical-spacing-0.
    @Test(arguments: [
        (EqualStack.Direction.horizontal, CGFloat(0), CGSize(width: 450, height: 150)),
        (.horizontal, 50, CGSize(width: 550, height: 150)),
        (.vertical, 0, CGSize(width: 150, height: 450)),
        (.vertical, 50, CGSize(width: 150, height: 550)),
    ])
    func measuringUnconstrained(direction: EqualStack.Direction, spacing: CGFloat, expected: CGSize) {
        let stack = EqualStack(direction: direction) { stack in
            stack.spacing = spacing
            stack.children = Self.fixedChildren
        }
        #expect(measure(stack, in: .unconstrained) == expected)
    }

    // Blueprint's test_measuring_constrained; fixtures equal-stack/measuring-constrained-*.
    @Test(arguments: [
        // 300 / 3 = 100 per child; 1200 / 100 = 12.
        (EqualStack.Direction.horizontal, CGFloat(0), SizeConstraint(width: 300), CGSize(width: 300, height: 12)),
        // (300 - 60) / 3 = 80 per child; 1200 / 80 = 15.
        (.horizontal, 30, SizeConstraint(width: 300), CGSize(width: 300, height: 15)),
        // 400 / 3 per child; 1200 / 133.3 = 9.
        (.vertical, 0, SizeConstraint(height: 400), CGSize(width: 9, height: 400)),
        // (400 - 100) / 3 = 100 per child; 1200 / 100 = 12.
        (.vertical, 50, SizeConstraint(height: 400), CGSize(width: 12, height: 400)),
    ])
    func measuringConstrained(
        direction: EqualStack.Direction,
        spacing: CGFloat,
        constraint: SizeConstraint,
        expected: CGSize
    ) {
        let stack = EqualStack(direction: direction) { stack in
            stack.spacing = spacing
            stack.children = Self.areaChildren
        }
        let size = measure(stack, in: constraint)
        #expect(abs(size.width - expected.width) < 0.0001)
        #expect(abs(size.height - expected.height) < 0.0001)
    }

    @Test func crossAxisConstraintIsPassedWhole() {
        // Horizontal stack bounded vertically only: each Area child takes the whole height.
        let stack = EqualStack(direction: .horizontal, spacing: 10) {
            Area(100)
            Area(400)
        }
        // Children measure (100 / 20, 20) and (400 / 20, 20): largest width 20, so 2 * 20 + 10.
        #expect(measure(stack, in: SizeConstraint(height: 20)) == CGSize(width: 50, height: 20))
    }

    @Test(arguments: [EqualStack.Direction.horizontal, .vertical])
    func followsTheSizingRules(direction: EqualStack.Direction) {
        let stack = EqualStack(direction: direction, spacing: 5) {
            Label(text: "some wrapping words")
            Label(text: "more")
            Fixed(20, 10)
        }
        let violations = LayoutContract().violations(of: stack)
        #expect(violations.isEmpty, "\(violations)")
    }

    // Blueprint's test_layout; fixture equal-stack/layout-horizontal-spacing-50.
    @Test(arguments: [
        (
            EqualStack.Direction.horizontal, CGFloat(0), CGSize(width: 150, height: 150),
            [
                CGRect(x: 0, y: 0, width: 50, height: 150),
                CGRect(x: 50, y: 0, width: 50, height: 150),
                CGRect(x: 100, y: 0, width: 50, height: 150),
            ]
        ),
        (
            .horizontal, 50, CGSize(width: 700, height: 700),
            [
                CGRect(x: 0, y: 0, width: 200, height: 700),
                CGRect(x: 250, y: 0, width: 200, height: 700),
                CGRect(x: 500, y: 0, width: 200, height: 700),
            ]
        ),
        (
            .vertical, 0, CGSize(width: 600, height: 600),
            [
                CGRect(x: 0, y: 0, width: 600, height: 200),
                CGRect(x: 0, y: 200, width: 600, height: 200),
                CGRect(x: 0, y: 400, width: 600, height: 200),
            ]
        ),
        (
            .vertical, 25, CGSize(width: 200, height: 200),
            [
                CGRect(x: 0, y: 0, width: 200, height: 50),
                CGRect(x: 0, y: 75, width: 200, height: 50),
                CGRect(x: 0, y: 150, width: 200, height: 50),
            ]
        ),
    ])
    func layout(direction: EqualStack.Direction, spacing: CGFloat, size: CGSize, expected: [CGRect]) {
        let stack = EqualStack(direction: direction) { stack in
            stack.spacing = spacing
            stack.children = Self.fixedChildren
        }
        #expect(childFrames(of: stack, in: size) == expected)
    }

    @Test func zeroChildren() {
        for direction in [EqualStack.Direction.horizontal, .vertical] {
            let stack = EqualStack(direction: direction) { $0.spacing = 20 }
            #expect(measure(stack, in: .unconstrained) == .zero)
            #expect(measure(stack, in: SizeConstraint(CGSize(width: 10, height: 10))) == .zero)
            #expect(childFrames(of: stack, in: CGSize(width: 100, height: 100)).isEmpty)
        }
    }

    @Test func oneChildHasNoSpacing() {
        let stack = EqualStack(direction: .horizontal, spacing: 40) { Fixed(30, 10) }
        #expect(measure(stack, in: .unconstrained) == CGSize(width: 30, height: 10))
        #expect(
            childFrames(of: stack, in: CGSize(width: 70, height: 20)) == [CGRect(x: 0, y: 0, width: 70, height: 20)])
    }

    @Test func zeroSizedFrame() {
        let stack = EqualStack(direction: .vertical) {
            Fixed(10, 10); Fixed(10, 10)
        }
        #expect(childFrames(of: stack, in: .zero) == [.zero, .zero])
    }

    @Test func frameShorterThanSpacingGivesNegativeLengths() {
        // As in Blueprint: (20 - 2 * 40) / 3 = -20 per child.
        let stack = EqualStack(direction: .horizontal, spacing: 40) {
            Fixed(1, 1); Fixed(1, 1); Fixed(1, 1)
        }
        let frames = childFrames(of: stack, in: CGSize(width: 20, height: 5))
        // Compare origins and sizes: CGRect equality would standardize negative sizes.
        #expect(frames.map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 0)])
        #expect(frames.map(\.size) == Array(repeating: CGSize(width: -20, height: 5), count: 3))
    }

    @Test func childrenThatMeasureNegativeGiveANegativeSize() {
        // As in Blueprint, the largest child size is not clamped at zero: a child that answers a
        // negative height (here one that measures its constraint minus 10) makes the stack negative.
        struct ShrinksBelowZero: Element {
            var content: ElementContent {
                ElementContent { constraint in
                    CGSize(width: 5, height: constraint.height.maximum - 10)
                }
            }
        }
        let stack = EqualStack(direction: .vertical) {
            ShrinksBelowZero(); ShrinksBelowZero()
        }
        // Each child is offered 8 / 2 = 4 and answers -6; the stack is 2 × -6 tall.
        #expect(
            measure(stack, in: SizeConstraint(width: .unconstrained, height: .atMost(8)))
                == CGSize(width: 5, height: -12))
    }

    @Test func negativeSpacingOverlaps() {
        let stack = EqualStack(direction: .vertical, spacing: -10) {
            Fixed(5, 20); Fixed(5, 20)
        }
        #expect(measure(stack, in: .unconstrained) == CGSize(width: 5, height: 30))
        #expect(
            childFrames(of: stack, in: CGSize(width: 5, height: 30)) == [
                CGRect(x: 0, y: 0, width: 5, height: 20),
                CGRect(x: 0, y: 10, width: 5, height: 20),
            ])
    }

    @Test func infiniteSpacingIsTreatedAsZero() {
        let stack = EqualStack(direction: .horizontal, spacing: .infinity) {
            Fixed(10, 10); Fixed(10, 10)
        }
        #expect(measure(stack, in: .unconstrained) == CGSize(width: 20, height: 10))
        #expect(
            childFrames(of: stack, in: CGSize(width: 40, height: 10)) == [
                CGRect(x: 0, y: 0, width: 20, height: 10),
                CGRect(x: 20, y: 0, width: 20, height: 10),
            ])
    }

    @Test func fillingChildInUnconstrainedAxisMeasuresInfinite() {
        let stack = EqualStack(direction: .horizontal, spacing: 5) {
            Filling(); Fixed(10, 10)
        }
        #expect(measure(stack, in: .unconstrained).width == .infinity)
        // Bounded: each child is offered (100 - 5) / 2.
        #expect(measure(stack, in: SizeConstraint(width: 100)) == CGSize(width: 100, height: 10))
    }

    // Blueprint's EqualStackTestsResultBuilders.test_resultBuilder.
    @Test func resultBuilder() {
        let includeThird = false
        let stack = EqualStack(direction: .horizontal, spacing: 3) {
            Fixed(1, 1)
            Other()
            if includeThird {
                Fixed(2, 2)
            }
        }
        #expect(stack.children.count == 2)
        #expect(stack.children[0] is Fixed)
        #expect(stack.children[1] is Other)
        #expect(stack.direction == .horizontal)
        #expect(stack.spacing == 3)
    }

    @Test func addChild() {
        var stack = EqualStack(direction: .vertical)
        stack.add(child: Fixed(1, 1))
        stack.add(child: Other())
        #expect(stack.children.count == 2)
        #expect(stack.children[1] is Other)
    }
}

// MARK: - Helpers

/// Takes up `area`: the whole bounded width, else the whole bounded height, else a square.
fileprivate struct Area: Element {
    var area: CGFloat
    init(_ area: CGFloat) { self.area = area }
    var content: ElementContent {
        ElementContent { [area] constraint in
            if let width = constraint.width.constrainedValue {
                CGSize(width: width, height: area / width)
            } else if let height = constraint.height.constrainedValue {
                CGSize(width: area / height, height: height)
            } else {
                CGSize(width: area.squareRoot(), height: area.squareRoot())
            }
        }
    }
}

/// Measures to the constraint's maximum width, or infinity when unconstrained, and no height.
fileprivate struct Filling: Element {
    var content: ElementContent {
        ElementContent { constraint in CGSize(width: constraint.width.constrainedValue ?? .infinity, height: 0) }
    }
}

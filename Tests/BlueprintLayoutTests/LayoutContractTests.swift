import BlueprintLayout
import Foundation
import Testing

@Suite struct LayoutContractTests {
    @Test func wellBehavedElementsPass() {
        #expect(LayoutContract().violations(of: Spacer(width: 10, height: 20)).isEmpty)
        #expect(LayoutContract().violations(of: Empty()).isEmpty)
        #expect(LayoutContract().violations(of: Filling()).isEmpty)
        #expect(LayoutContract().violations(of: Label(text: "some wrapping words here")).isEmpty)
    }

    @Test func catchesNonMonotonicGrowth() {
        let violations = LayoutContract().violations(of: OverflowsLessWhenWider())
        #expect(!violations.isEmpty)
        #expect(violations.allSatisfy { $0.rule == .monotonicGrowth && $0.axis == .width })
        let first = violations.first { $0.reference.width == .atMost(100) && $0.reference.height == .atMost(0) }
        #expect(first != nil)
        #expect(
            first?.description == "monotonic growth (width): atMost(100) × atMost(0) measured (300, 10), "
                + "but the larger atMost(500) × atMost(0) measured (200, 10); the width shrank from 300 to 200")
    }

    @Test func catchesContinuousGrowth() {
        let violations = LayoutContract().violations(of: HalfOfConstraint())
        #expect(!violations.isEmpty)
        #expect(Set(violations.map(\.rule)) == [.stairStepGrowth])
        #expect(Set(violations.map(\.axis)) == [.width, .height])
        // 1000 gives 500, so 500 must give 500, but it gives 250.
        let example = violations.first {
            $0.axis == .width && $0.reference.width == .atMost(1000) && $0.constraint.width == .atMost(500)
                && $0.constraint.height == .atMost(0)
        }
        #expect(
            example?.description == "stair-step growth (width): atMost(1000) × atMost(0) measured (500, 0), "
                + "so every width constraint down to 500 should give width 500, "
                + "but atMost(500) × atMost(0) measured (250, 0)"
        )
    }

    @Test func catchesFiniteFilling() {
        let violations = LayoutContract().violations(of: FillsWithLargestFinite())
        #expect(!violations.isEmpty)
        #expect(Set(violations.map(\.rule)) == [.infinityForFilling])
        #expect(violations.count == 2 * LayoutContract.defaultValues.count)
        #expect(
            violations[0].description.hasPrefix("infinity for filling (width): the element fills every bounded width"))
    }

    @Test func catchesHeightOnlyBreaks() {
        let violations = LayoutContract().violations(of: TallerWhenShorter())
        #expect(!violations.isEmpty)
        #expect(violations.allSatisfy { $0.axis == .height })
    }

    @Test func customValues() {
        let contract = LayoutContract(values: [100, 3, 3, 50])
        #expect(contract.values == [3, 50, 100, .infinity])
        #expect(!contract.violations(of: HalfOfConstraint()).isEmpty)
    }

    @Test func stacksPass() {
        let elements: [Element] = [
            Row {
                Spacer(10); Spacer(width: 20, height: 5)
            },
            Column {
                Spacer(10); Spacer(width: 20, height: 5)
            },
            Row(alignment: .fill, underflow: .growUniformly, minimumSpacing: 4) {
                Label(text: "hello world")
                Spacer(width: 12).stackLayoutChild(priority: .fixed)
                Label(text: "a somewhat longer text")
            },
            Column(alignment: .center, overflow: .condenseUniformly, minimumSpacing: 2) {
                Label(text: "title text")
                Label(text: "a body that wraps over several lines")
                Spacer(height: 8).stackLayoutChild(priority: .fixed)
            },
            Row(alignment: .center) {
                Column {
                    Label(text: "nested one"); Label(text: "two")
                }
                Label(text: "side by side").stackLayoutChild(priority: .grows)
            },
            Row {},
            Column(underflow: .justifyToEnd) {
                Filling(); Spacer(10)
            },
        ]
        for element in elements {
            let violations = LayoutContract().violations(of: element)
            #expect(violations.isEmpty, "\(element): \(violations.prefix(3))")
        }
    }
}

/// Fills bounded axes and reports infinity when unconstrained: well behaved.
fileprivate struct Filling: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(
                width: constraint.width == .unconstrained ? .infinity : constraint.width.maximum,
                height: constraint.height == .unconstrained ? .infinity : constraint.height.maximum
            )
        }
    }
}

/// Breaks monotonic growth (and only that): 300 wide in widths up to 100, 200 wide in wider ones.
fileprivate struct OverflowsLessWhenWider: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(width: constraint.width.maximum <= 100 ? 300 : 200, height: 10)
        }
    }
}

/// Breaks stair-step growth: half of each bounded axis (infinite when unconstrained).
fileprivate struct HalfOfConstraint: Element {
    var content: ElementContent {
        ElementContent { constraint in
            func half(_ axis: SizeConstraint.Axis) -> CGFloat {
                axis == .unconstrained ? .infinity : axis.maximum / 2
            }
            return CGSize(width: half(constraint.width), height: half(constraint.height))
        }
    }
}

/// Breaks the infinity rule: fills with `greatestFiniteMagnitude` when unconstrained.
fileprivate struct FillsWithLargestFinite: Element {
    var content: ElementContent {
        ElementContent { constraint in constraint.maximum }
    }
}

/// Breaks monotonic growth on the height only.
fileprivate struct TallerWhenShorter: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(width: 10, height: constraint.height.maximum < 50 ? 30 : 20)
        }
    }
}

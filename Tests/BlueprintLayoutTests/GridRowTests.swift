import BlueprintLayout
import Foundation
import Testing

@Suite struct GridRowTests {
    // Blueprint's GridRowTests.test_defaults.
    @Test func defaults() {
        let row = GridRow()
        #expect(row.children.isEmpty)
        #expect(row.verticalAlignment == .fill)
        #expect(row.spacing == 0)
    }

    // MARK: Measuring

    // Blueprint's test_measure_unconstrained #1: scales 10 and 12.5, widths 12.5 and 25.
    @Test func measureUnconstrainedProportional() {
        let row = GridRow { row in
            row.add(width: .proportional(1), child: Fixed(10, 5))
            row.add(width: .proportional(2), child: Fixed(25, 10))
        }
        #expect(measure(row, in: .unconstrained) == CGSize(width: 37.5, height: 10))
    }

    // Blueprint's test_measure_unconstrained #2: an absolute child keeps its width (30, not 1).
    @Test func measureUnconstrainedAbsoluteAndProportional() {
        let row = GridRow { row in
            row.add(width: .proportional(1), child: Fixed(10, 5))
            row.add(width: .proportional(2), child: Fixed(25, 10))
            row.add(width: .absolute(30), child: Fixed(1, 50))
        }
        #expect(measure(row, in: .unconstrained) == CGSize(width: 67.5, height: 50))
    }

    // Blueprint's test_measure_unconstrained #3; fixture grid-row/measure-unconstrained-spacing.
    @Test func measureUnconstrainedSpacing() {
        let row = GridRow { row in
            row.spacing = 5
            row.add(width: .proportional(1), child: Fixed(10, 5))
            row.add(width: .proportional(2), child: Fixed(25, 10))
        }
        #expect(measure(row, in: .unconstrained) == CGSize(width: 42.5, height: 10))
    }

    // Blueprint's test_measure_constrained; fixture grid-row/measure-constrained.
    @Test func measureConstrained() {
        let row = GridRow { row in
            row.add(width: .proportional(1), child: Fixed(10, 5))
            row.add(width: .proportional(2), child: Fixed(25, 10))
        }
        let constraint = SizeConstraint(width: .atMost(25), height: .atMost(100))
        #expect(measure(row, in: constraint) == CGSize(width: 25, height: 10))
    }

    @Test func measureConstrainedOffersEachChildItsColumn() {
        // 100 - 20 absolute - 2 * 10 spacing = 60 for proportions 1 and 2: 20 and 40.
        let row = GridRow(spacing: 10) {
            Area(400).gridRowChild(width: .proportional(1))
            Area(400).gridRowChild(width: .proportional(2))
            Area(100).gridRowChild(width: .absolute(20))
        }
        // Heights 400 / 20, 400 / 40, 100 / 20.
        #expect(measure(row, in: SizeConstraint(width: 100)) == CGSize(width: 100, height: 20))
    }

    @Test func measureOnlyAbsoluteChildren() {
        let row = GridRow(spacing: 4) {
            Fixed(1, 7).gridRowChild(width: .absolute(10))
            Fixed(100, 3).gridRowChild(width: .absolute(15))
        }
        #expect(measure(row, in: .unconstrained) == CGSize(width: 29, height: 7))
        #expect(measure(row, in: SizeConstraint(width: 5)) == CGSize(width: 29, height: 7))
    }

    @Test func zeroChildren() {
        let row = GridRow(spacing: 10) {}
        #expect(measure(row, in: .unconstrained) == .zero)
        #expect(measure(row, in: SizeConstraint(CGSize(width: 50, height: 50))) == .zero)
        #expect(childFrames(of: row, in: CGSize(width: 50, height: 50)).isEmpty)
    }

    @Test func measureWithNoRoomForProportionalChildren() {
        // The absolute child takes all of the width: the proportional one is zero-sized, unmeasured.
        let row = GridRow {
            Fixed(5, 30).gridRowChild(width: .proportional(1))
            Fixed(5, 10).gridRowChild(width: .absolute(50))
        }
        #expect(measure(row, in: SizeConstraint(width: 40)) == CGSize(width: 50, height: 10))
        #expect(measure(row, in: SizeConstraint(width: 0)) == CGSize(width: 50, height: 10))
    }

    @Test func absoluteColumnsFollowTheSizingRules() {
        // Proportional columns do not: bounded, they fill the width; unbounded, they measure to
        // their content (Blueprint's design).
        let row = GridRow(verticalAlignment: .center, spacing: 5) {
            Label(text: "some wrapping words").gridRowChild(width: .absolute(60))
            Fixed(10, 10).gridRowChild(width: .absolute(20))
        }
        let violations = LayoutContract().violations(of: row)
        #expect(violations.isEmpty, "\(violations)")
    }

    // MARK: Layout

    // Blueprint's test_layout #1.
    @Test func layoutProportional() {
        let row = GridRow { row in
            row.add(width: .proportional(1), child: Fixed(10, 5))
            row.add(width: .proportional(2), child: Fixed(25, 10))
        }
        #expect(
            childFrames(of: row, in: CGSize(width: 30, height: 10)) == [
                CGRect(x: 0, y: 0, width: 10, height: 10),
                CGRect(x: 10, y: 0, width: 20, height: 10),
            ])
    }

    // Blueprint's test_layout #2.
    @Test func layoutAbsoluteAndProportional() {
        let row = GridRow { row in
            row.add(width: .proportional(1), child: Fixed(0, 0))
            row.add(width: .proportional(2), child: Fixed(0, 0))
            row.add(width: .absolute(7), child: Fixed(0, 0))
        }
        #expect(
            childFrames(of: row, in: CGSize(width: 40, height: 10)) == [
                CGRect(x: 0, y: 0, width: 11, height: 10),
                CGRect(x: 11, y: 0, width: 22, height: 10),
                CGRect(x: 33, y: 0, width: 7, height: 10),
            ])
    }

    // Blueprint's test_layout #3.
    @Test func layoutSpacing() {
        let row = GridRow { row in
            row.spacing = 3
            row.add(width: .proportional(1), child: Fixed(0, 0))
            row.add(width: .proportional(2), child: Fixed(0, 0))
            row.add(width: .absolute(7), child: Fixed(0, 0))
        }
        #expect(
            childFrames(of: row, in: CGSize(width: 40, height: 10)) == [
                CGRect(x: 0, y: 0, width: 9, height: 10),
                CGRect(x: 12, y: 0, width: 18, height: 10),
                CGRect(x: 33, y: 0, width: 7, height: 10),
            ])
    }

    // Blueprint's test_layout_alignment; fixtures grid-row/layout-alignment-top and -bottom.
    @Test(arguments: [
        ("fill", [CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 20, y: 0, width: 20, height: 20)]),
        ("top", [CGRect(x: 0, y: 0, width: 20, height: 5), CGRect(x: 20, y: 0, width: 20, height: 10)]),
        ("center", [CGRect(x: 0, y: 7.5, width: 20, height: 5), CGRect(x: 20, y: 5, width: 20, height: 10)]),
        ("bottom", [CGRect(x: 0, y: 15, width: 20, height: 5), CGRect(x: 20, y: 10, width: 20, height: 10)]),
    ])
    func layoutAlignment(alignmentName: String, expected: [CGRect]) {
        let alignments: [String: Row.RowAlignment] = ["fill": .fill, "top": .top, "center": .center, "bottom": .bottom]
        let alignment = alignments[alignmentName]!
        let row = GridRow { row in
            row.verticalAlignment = alignment
            row.add(width: .proportional(1), child: Fixed(0, 5))
            row.add(width: .proportional(1), child: Fixed(0, 10))
        }
        #expect(childFrames(of: row, in: CGSize(width: 40, height: 20)) == expected)
    }

    @Test func customAlignmentLinesUpGuides() {
        // The guide sits at a quarter of the height: the column's at 5, the children's at 1.25 and 2.5.
        let row = GridRow(verticalAlignment: .align(to: VerticalAlignment(Quarter.self))) {
            Fixed(0, 5)
            Fixed(0, 10)
        }
        #expect(
            childFrames(of: row, in: CGSize(width: 40, height: 20)) == [
                CGRect(x: 0, y: 3.75, width: 20, height: 5),
                CGRect(x: 20, y: 2.5, width: 20, height: 10),
            ])
        // Measured as tall as the tallest child.
        #expect(measure(row, in: .unconstrained) == CGSize(width: 0, height: 10))
    }

    // Blueprint's test_layout_edgeCases #1.
    @Test func onlyAbsoluteChildrenJustifyToStart() {
        let row = GridRow { row in
            row.add(width: .absolute(10), child: Fixed(0, 0))
            row.add(width: .absolute(15), child: Fixed(0, 0))
        }
        #expect(
            childFrames(of: row, in: CGSize(width: 40, height: 20)) == [
                CGRect(x: 0, y: 0, width: 10, height: 20),
                CGRect(x: 10, y: 0, width: 15, height: 20),
            ])
    }

    // Blueprint's test_layout_edgeCases #2; fixture grid-row/layout-edge-cases-zero-proportion.
    @Test func zeroProportionGetsZeroWidth() {
        let row = GridRow { row in
            row.add(width: .proportional(1), child: Fixed(0, 0))
            row.add(width: .proportional(0), child: Fixed(0, 0))
        }
        #expect(
            childFrames(of: row, in: CGSize(width: 40, height: 20)) == [
                CGRect(x: 0, y: 0, width: 40, height: 20),
                CGRect(x: 40, y: 0, width: 0, height: 20),
            ])
    }

    // Blueprint's test_layout_edgeCases #3.
    @Test func absoluteChildrenOverflow() {
        let row = GridRow { row in
            row.add(width: .absolute(50), child: Fixed(0, 0))
            row.add(width: .proportional(1), child: Fixed(0, 0))
        }
        #expect(
            childFrames(of: row, in: CGSize(width: 40, height: 20)) == [
                CGRect(x: 0, y: 0, width: 50, height: 20),
                CGRect(x: 50, y: 0, width: 0, height: 20),
            ])
    }

    @Test func zeroSizedFrame() {
        let row = GridRow(verticalAlignment: .center) {
            Fixed(10, 10)
            Fixed(10, 10).gridRowChild(width: .absolute(0))
        }
        // No room for the proportional child: zero-sized. The absolute one keeps its measured
        // height and is centered on the zero-height row, as in Blueprint.
        #expect(childFrames(of: row, in: .zero) == [.zero, CGRect(x: 0, y: -5, width: 0, height: 10)])
    }

    #if DEBUG
        /// A negative width is a mistake a debug build reports (the numeric boundary's rule 5;
        /// release builds keep Blueprint's negative frame width).
        @Test func negativeWidthStopsADebugBuild() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = GridRow { Fixed(5, 5).gridRowChild(width: .absolute(-10)) }
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("GridRow child absolute width cannot be negative, found -10"))
            await #expect(processExitsWith: .failure) {
                _ = GridRow { Fixed(5, 5).gridRowChild(width: .proportional(-2)) }
            }
        }
    #endif

    // MARK: Sums of proportions that Blueprint cannot handle

    @Test func proportionsSummingToZeroGetZeroWidths() {
        let row = GridRow {
            Fixed(10, 10).gridRowChild(width: .proportional(0))
            Fixed(10, 20).gridRowChild(width: .proportional(0))
            Fixed(0, 0).gridRowChild(width: .absolute(15))
        }
        #expect(
            childFrames(of: row, in: CGSize(width: 40, height: 20)) == [
                CGRect(x: 0, y: 0, width: 0, height: 20),
                CGRect(x: 0, y: 0, width: 0, height: 20),
                CGRect(x: 0, y: 0, width: 15, height: 20),
            ])
        #expect(measure(row, in: SizeConstraint(width: 40)) == CGSize(width: 15, height: 20))
        #expect(measure(row, in: .unconstrained) == CGSize(width: 15, height: 20))
    }

    @Test func nonFiniteProportionsGetZeroWidths() {
        let row = GridRow {
            Fixed(10, 10).gridRowChild(width: .proportional(.infinity))
            Fixed(10, 10).gridRowChild(width: .proportional(.nan))
            Fixed(10, 10).gridRowChild(width: .proportional(1))
        }
        #expect(
            childFrames(of: row, in: CGSize(width: 30, height: 10)) == [
                CGRect(x: 0, y: 0, width: 0, height: 10),
                CGRect(x: 0, y: 0, width: 0, height: 10),
                CGRect(x: 0, y: 0, width: 30, height: 10),
            ])
        #expect(measure(row, in: .unconstrained) == CGSize(width: 10, height: 10))
    }

    @Test func zeroProportionMeasuredUnconstrainedTakesNoWidth() {
        // Blueprint computes a scale of 10 / 0 here and gives infinite and NaN widths.
        let row = GridRow {
            Fixed(10, 4).gridRowChild(width: .proportional(0))
            Fixed(20, 6).gridRowChild(width: .proportional(2))
        }
        #expect(measure(row, in: .unconstrained) == CGSize(width: 20, height: 6))
    }

    @Test func fillingChildMeasuredUnconstrainedIsInfinite() {
        let row = GridRow {
            Filling().gridRowChild(width: .proportional(1))
            Fixed(10, 10).gridRowChild(width: .proportional(0))
        }
        let size = measure(row, in: .unconstrained)
        #expect(size.width == .infinity)
        #expect(size.height == 10)
    }

    // MARK: Building

    // Blueprint's GridRowTestsResultBuilders.test_resultBuilder.
    @Test func resultBuilder() {
        let row = GridRow {
            Fixed(0, 0)
            Other().gridRowChild(key: "test", width: .absolute(100))
        }
        #expect(row.children[0].key == nil)
        #expect(row.children[0].width == .proportional(1))
        #expect(row.children[0].element is Fixed)
        #expect(row.children[1].key == AnyHashable("test"))
        #expect(row.children[1].width == .absolute(100))
        #expect(row.children[1].element is Other)
    }

    @Test func resultBuilderInitSetsProperties() {
        let row = GridRow(verticalAlignment: .bottom, spacing: 6) { Fixed(1, 1) }
        #expect(row.verticalAlignment == .bottom)
        #expect(row.spacing == 6)
        #expect(row.children.count == 1)
    }

    @Test func addWithKey() {
        var row = GridRow()
        row.add(width: .absolute(10), key: "a", child: Fixed(1, 1))
        row.add(width: .proportional(1), child: Fixed(1, 1))
        #expect(row.children.map(\.key) == [AnyHashable("a"), nil])
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        #expect(result.frame(forKey: "a") == CGRect(x: 0, y: 0, width: 10, height: 8))
    }

    @Test func keySetAfterAddingIdentifiesTheChild() {
        var row = GridRow {
            Fixed(1, 1)
            Fixed(1, 1)
        }
        row.children[1].key = "b"
        #expect(row.children.map(\.key) == [nil, AnyHashable("b")])
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(result.frame(forKey: "b") == CGRect(x: 5, y: 0, width: 5, height: 4))
        row.children[1].key = 7
        #expect(row.children[1].key == AnyHashable(7))
        #expect(row.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 4)).frame(forKey: 7) != nil)
        row.children[1].key = nil
        #expect(row.children[1].key == nil)
    }
}

// MARK: - Helpers

/// Takes up `area`: the whole bounded width, else a square.
fileprivate struct Area: Element {
    var area: CGFloat
    init(_ area: CGFloat) { self.area = area }
    var content: ElementContent {
        ElementContent { [area] constraint in
            if let width = constraint.width.constrainedValue {
                CGSize(width: width, height: area / width)
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

/// A vertical guide a quarter of the way down.
fileprivate enum Quarter: AlignmentID {
    static func defaultValue(in context: ElementDimensions) -> CGFloat { context.height / 4 }
}

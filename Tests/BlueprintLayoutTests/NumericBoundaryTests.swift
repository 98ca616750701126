import BlueprintLayout
import Foundation
import Testing

/// The numeric boundary (README, "Numbers at the boundary"): what NaN, infinities and negative
/// values become where they enter, so that no input makes a NaN or infinite frame.
@Suite struct NumericBoundaryTests {
    private let frame = CGRect(x: 0, y: 0, width: 100, height: 50)

    // MARK: - Rule 1: constraints

    @Test func aNaNBoundIsUnconstrained() {
        #expect(SizeConstraint(width: .atMost(.nan), height: .atMost(10)) == SizeConstraint(height: 10))
        #expect(SizeConstraint(CGSize(width: CGFloat.nan, height: .nan)) == .unconstrained)
        let measured = Label(text: "one two three").content.measure(in: SizeConstraint(width: .nan))
        #expect(measured == Label(text: "one two three").content.measure(in: .unconstrained))
    }

    @Test func aNegativeBoundIsKeptAsBlueprintKeepsIt() {
        #expect(SizeConstraint(width: -5).width == .atMost(-5))
    }

    // MARK: - Rule 2: measured sizes

    @Test func aNaNMeasurementIsZero() {
        let leaf = Measured { _ in CGSize(width: CGFloat.nan, height: 12) }
        #expect(leaf.content.measure(in: SizeConstraint(width: 40)) == CGSize(width: 0, height: 12))
        #expect(
            ElementContent(intrinsicSize: CGSize(width: CGFloat.nan, height: .nan)).measure(in: .unconstrained) == .zero
        )
    }

    @Test func infinityIsKeptAndMinusInfinityIsZero() {
        let leaf = Measured { _ in CGSize(width: CGFloat.infinity, height: .infinity) }
        #expect(
            leaf.content.measure(in: SizeConstraint(width: 40)) == CGSize(width: CGFloat.infinity, height: .infinity))
        let negative = Measured { _ in CGSize(width: -CGFloat.infinity, height: -3) }
        #expect(negative.content.measure(in: .unconstrained) == CGSize(width: 0, height: -3))
    }

    @Test func aRowOfAChildThatFillsEverythingStaysFinite() {
        let row = Row {
            Measured { _ in CGSize(width: CGFloat.infinity, height: .infinity) }
            Spacer(10)
        }
        let result = row.layout(frame: frame)
        #expect(result.checkInvariants().isEmpty, "\(result.checkInvariants())")
        #expect(result.children[0].frame.size == CGSize(width: 0, height: 0))
        #expect(!row.content.measure(in: SizeConstraint(width: 100)).width.isNaN)
    }

    // MARK: - Rule 3: spacings

    @Test func anInfiniteSpacingCountsAsZero() {
        let row = Row(minimumSpacing: .infinity) {
            Spacer(10)
            Spacer(20)
        }
        let result = row.layout(frame: frame)
        #expect(result.checkInvariants().isEmpty, "\(result.checkInvariants())")
        #expect(row.content.measure(in: .unconstrained).width == 30)
        let flow = Flow(lineSpacing: .nan, itemSpacing: .infinity) {
            Spacer(10)
            Spacer(10)
        }
        #expect(flow.layout(frame: frame).checkInvariants().isEmpty)
        #expect(ElementSpacing(bottom: .infinity).distance(to: ElementSpacing(top: 4), along: .vertical) == 0)
    }

    // MARK: - Rule 4: frames

    @Test func aNaNOrInfiniteRootFrameBecomesFinite() {
        let column = Column {
            Spacer(width: 30, height: 10)
            Spacer(width: 20, height: 15)
        }
        let natural = column.layout(frame: CGRect(x: 5, y: 5, width: CGFloat.infinity, height: .infinity))
        #expect(natural.frame == CGRect(x: 5, y: 5, width: 30, height: 25))
        let halfNatural = column.layout(frame: CGRect(x: 0, y: 0, width: 100, height: CGFloat.infinity))
        #expect(halfNatural.frame == CGRect(x: 0, y: 0, width: 100, height: 25))
        let nan = column.layout(frame: CGRect(x: CGFloat.nan, y: -CGFloat.infinity, width: .nan, height: 10))
        #expect(nan.frame == CGRect(x: 0, y: 0, width: 0, height: 10))
        #expect(nan.checkInvariants().isEmpty)
    }

    @Test func aLayoutsNonFinitePlacementsBecomeZero() {
        let element = ElementContent(layout: WildLayout()) {
            $0.add(element: Spacer(1))
            $0.add(element: Spacer(2))
        }
        let result = Wrapper(content: element).layout(frame: frame)
        #expect(result.checkInvariants().isEmpty, "\(result.checkInvariants())")
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(result.children[1].frame == CGRect(x: 3, y: 0, width: -4, height: 0))
        #expect(Wrapper(content: element).content.measure(in: .unconstrained) == .zero)
    }

    @Test func aNaNOpacityIsOpaque() {
        let result = Spacer(4).opacity(.nan).layout(frame: frame)
        #expect(result.children[0].layoutAttributes.alpha == 1)
    }

    @Test func negativeFramesAreKeptAsBlueprintMakesThem() {
        let stack = EqualStack(direction: .horizontal, spacing: 200) {
            Spacer(1)
            Spacer(1)
        }
        let result = stack.layout(frame: frame)
        #expect(result.children.map(\.frame.size.width) == [-50, -50])
    }

    // MARK: - Property: random trees with hostile numbers

    @Test(arguments: 0..<4)
    func randomTreesWithNonFiniteNumbersLayOutToFiniteFrames(batch: Int) {
        var random = SeededRandom(seed: 0xB0D1 + UInt64(batch))
        for _ in 0..<150 {
            let tree = RandomTree(hostileNumbers: true).element(depth: 4, random: &random)
            let rootFrame = CGRect(
                x: RandomTree.hostileNumber(&random), y: RandomTree.hostileNumber(&random),
                width: RandomTree.hostileNumber(&random), height: RandomTree.hostileNumber(&random))
            let result = tree.layout(frame: rootFrame)
            let violations = result.checkInvariants()
            #expect(violations.isEmpty, "\(violations) in \(result.dump())")
            let constraint = SizeConstraint(
                width: .atMost(RandomTree.hostileNumber(&random)), height: .atMost(RandomTree.hostileNumber(&random)))
            let size = tree.content.measure(in: constraint)
            #expect(!size.width.isNaN && !size.height.isNaN, "measured \(size) in \(constraint)")
            #expect(result.rounded(scale: 2).checkInvariants().isEmpty)
        }
    }
}

private struct Wrapper: Element {
    var content: ElementContent
}

/// A layout that returns NaN and places children in non-finite frames.
private struct WildLayout: Layout {
    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
    ) -> CGSize {
        CGSize(width: CGFloat.nan, height: -CGFloat.infinity)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        subelements[0].place(
            at: CGPoint(x: CGFloat.nan, y: .infinity), size: CGSize(width: CGFloat.infinity, height: .nan))
        subelements[1].place(at: CGPoint(x: 3, y: -CGFloat.infinity), size: CGSize(width: -4, height: CGFloat.infinity))
    }
}

/// Issue #38, row 8: a length that cannot be negative, given negative in Swift, is caught as the
/// fixture format catches it — the numeric boundary's rule 5 — while lengths Blueprint gives a
/// meaning below zero are kept.
@Suite struct NegativeLengthTests {
    /// This package's own element: always checked.
    @Test func gridStopsOnANegativeColumnWidthSpacingOrSpan() async {
        let fixed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Grid(columns: [.fixed(-64)]) { Grid.Row { Spacer(1) } }
        }
        let fixedMessage = String(decoding: fixed?.standardErrorContent ?? [], as: UTF8.self)
        #expect(fixedMessage.contains("Grid.Column.fixed width cannot be negative, found -64"))
        let spacing = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Grid(horizontalSpacing: -8) { Grid.Row { Spacer(1) } }
        }
        let spacingMessage = String(decoding: spacing?.standardErrorContent ?? [], as: UTF8.self)
        #expect(spacingMessage.contains("Grid horizontalSpacing cannot be negative, found -8"))
        await #expect(processExitsWith: .failure) {
            _ = Grid(columns: [.flexible(growPriority: -1)]) { Grid.Row { Spacer(1) } }
        }
        await #expect(processExitsWith: .failure) { _ = Spacer(1).gridCell(columnSpan: 0) }
        await #expect(processExitsWith: .failure) {
            var grid = Grid { Grid.Row { Spacer(1) } }
            grid.verticalSpacing = -1
        }
    }

    #if DEBUG
        /// Blueprint's elements: checked in debug builds (release builds keep Blueprint's arithmetic).
        @Test func blueprintElementsStopADebugBuild() async {
            let spacer = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = Spacer(width: -10)
            }
            let spacerMessage = String(decoding: spacer?.standardErrorContent ?? [], as: UTF8.self)
            #expect(
                spacerMessage.contains(
                    "Spacer width cannot be negative, found -10; a length an element is given must be 0 or more"))
            await #expect(processExitsWith: .failure) { _ = Spacer(size: CGSize(width: 1, height: -1)) }
            await #expect(processExitsWith: .failure) { _ = AspectRatio(width: -16, height: 9) }
            await #expect(processExitsWith: .failure) { _ = AspectRatio(ratio: -2) }
            await #expect(processExitsWith: .failure) { _ = Spacer(1).constrainedTo(width: .within(-1...5)) }
        }
    #endif

    @Test func lengthsWithAMeaningBelowZeroAndNonFiniteOnesAreKept() {
        // An inset below zero is an outset; a negative spacing overlaps; NaN and +∞ are the
        // boundary's (rules 2 and 3), not mistakes to stop for.
        let outset = Spacer(10).inset(uniform: -2).content.measure(in: .unconstrained)
        #expect(outset == CGSize(width: 6, height: 6))
        let overlapping = Row(minimumSpacing: -4) {
            Spacer(10); Spacer(10)
        }
        #expect(overlapping.content.measure(in: .unconstrained).width == 16)
        #expect(
            Spacer(width: .nan, height: .infinity).content.measure(in: .unconstrained)
                == CGSize(width: 0, height: CGFloat.infinity))
        #expect(Grid(columns: [.fixed(.nan)]) { Grid.Row { Spacer(1) } }.content.measure(in: .unconstrained).width == 0)
        #expect(Spacer(1).gridCell(columnSpan: Grid.allColumns).traits.columnSpan == Grid.allColumns)
    }
}

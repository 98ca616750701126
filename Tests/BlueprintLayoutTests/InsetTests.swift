import BlueprintLayout
import Foundation
import Testing

@Suite struct InsetTests {
    // Blueprint InsetTests.test_measuring
    @Test func measuringAddsInsetsToTheContent() {
        let inset = Inset(uniformInset: 20, wrapping: Fixed(width: 100, height: 100))
        #expect(inset.content.measure(in: .unconstrained) == CGSize(width: 140, height: 140))
    }

    // Blueprint InsetTests.test_layout; fixture inset/layout
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func layoutInsetsTheChildFrame(options: LayoutOptions) {
        let inset = Inset(uniformInset: 20, wrapping: Fixed(width: 100, height: 100))
        let result = inset.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100), options: options)
        #expect(result.children.count == 1)
        #expect(result.children[0].frame == CGRect(x: 20, y: 20, width: 60, height: 60))
    }

    @Test func initializersSetEachEdge() {
        let child = Empty()
        let all = Inset(top: 1, bottom: 2, left: 3, right: 4, wrapping: child)
        #expect([all.top, all.bottom, all.left, all.right] == [1, 2, 3, 4])

        let defaults = Inset(wrapping: child)
        #expect([defaults.top, defaults.bottom, defaults.left, defaults.right] == [0, 0, 0, 0])

        let uniform = Inset(uniformInset: 5, wrapping: child)
        #expect([uniform.top, uniform.bottom, uniform.left, uniform.right] == [5, 5, 5, 5])

        let insets = Inset(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), wrapping: child)
        #expect([insets.top, insets.bottom, insets.left, insets.right] == [1, 3, 2, 4])

        let sides = Inset(sideInsets: 7, wrapping: child)
        #expect([sides.top, sides.bottom, sides.left, sides.right] == [0, 0, 7, 7])

        let vertical = Inset(vertical: 6, wrapping: child)
        #expect([vertical.top, vertical.bottom, vertical.left, vertical.right] == [6, 6, 0, 0])
    }

    @Test func modifiersSetEachEdge() {
        let child = Empty()
        let edges = child.inset(top: 1, bottom: 2, left: 3, right: 4)
        #expect([edges.top, edges.bottom, edges.left, edges.right] == [1, 2, 3, 4])

        let onlyTop = child.inset(top: 9)
        #expect([onlyTop.top, onlyTop.bottom, onlyTop.left, onlyTop.right] == [9, 0, 0, 0])

        let byInsets = child.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect([byInsets.top, byInsets.bottom, byInsets.left, byInsets.right] == [1, 3, 2, 4])

        let uniform = child.inset(uniform: 8)
        #expect([uniform.top, uniform.bottom, uniform.left, uniform.right] == [8, 8, 8, 8])

        let axes = child.inset(horizontal: 3, vertical: 5)
        #expect([axes.top, axes.bottom, axes.left, axes.right] == [5, 5, 3, 3])

        let horizontalOnly = child.inset(horizontal: 3)
        #expect(
            [horizontalOnly.top, horizontalOnly.bottom, horizontalOnly.left, horizontalOnly.right] == [0, 0, 3, 3])
    }

    @Test func asymmetricLayout() {
        let inset = Fixed(width: 10, height: 10).inset(top: 1, bottom: 2, left: 3, right: 4)
        #expect(inset.content.measure(in: .unconstrained) == CGSize(width: 17, height: 13))
        let result = inset.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(result.children[0].frame == CGRect(x: 3, y: 1, width: 43, height: 37))
    }

    @Test func childIsOfferedTheInsetProposal() {
        let inset = Inset(
            top: 1, bottom: 2, left: 3, right: 4, wrapping: Echo(unconstrained: CGSize(width: 30, height: 20)))
        // Bounded: 100 - 7 wide and 50 - 3 tall are offered, then the insets are added back.
        #expect(
            inset.content.measure(in: SizeConstraint(CGSize(width: 100, height: 50))) == CGSize(width: 100, height: 50))
        // Unconstrained axes stay unconstrained: Echo reports its natural 30 × 20.
        #expect(inset.content.measure(in: .unconstrained) == CGSize(width: 37, height: 23))
        #expect(inset.content.measure(in: SizeConstraint(width: 60)) == CGSize(width: 60, height: 23))
    }

    @Test func fillingContentStaysInfinite() {
        let inset = Inset(uniformInset: 10, wrapping: Filler())
        #expect(inset.content.measure(in: .unconstrained) == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(inset.content.measure(in: SizeConstraint(width: 50)) == CGSize(width: 50, height: CGFloat.infinity))
    }

    @Test func insetsLargerThanTheFrameGiveNegativeSizes() {
        let result = Inset(uniformInset: 20, wrapping: Fixed(width: 10, height: 10))
            .layout(frame: CGRect(x: 0, y: 0, width: 30, height: 0))
        // CGRect's == standardizes negative sizes, so origin and size are compared apart.
        #expect(result.children[0].frame.origin == CGPoint(x: 20, y: 20))
        #expect(result.children[0].frame.size == CGSize(width: -10, height: -40))
    }

    @Test func zeroFrame() {
        let result = Inset(uniformInset: 0, wrapping: Fixed(width: 10, height: 10)).layout(frame: .zero)
        #expect(result.children[0].frame == .zero)
    }

    @Test func negativeInsetsGrowTheChild() {
        let inset = Inset(uniformInset: -5, wrapping: Fixed(width: 10, height: 10))
        #expect(inset.content.measure(in: .unconstrained) == .zero)
        let result = inset.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.children[0].frame == CGRect(x: -5, y: -5, width: 30, height: 30))
    }

    @Test func nonFiniteInsetsCountAsZero() {
        let inset = Inset(
            top: .nan, bottom: .infinity, left: -.infinity, right: 2, wrapping: Fixed(width: 10, height: 10))
        #expect(inset.content.measure(in: .unconstrained) == CGSize(width: 12, height: 10))
        let result = inset.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.children[0].frame == CGRect(x: 0, y: 0, width: 18, height: 20))
    }
}

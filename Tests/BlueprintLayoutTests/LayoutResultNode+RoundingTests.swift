import BlueprintLayout
import Foundation
import Testing

@Suite struct PixelRoundingTests {
    // MARK: - Blueprint's PixelBoundaryTests

    /// `elementTree(shiftedBy:depth: 3)` laid out in 100 × 100: the absolute frames of the root
    /// and the three containers, unrounded and rounded (min/max edges as Blueprint writes them).
    @Test(arguments: [
        // test_rounding3scale1
        PixelBoundaryCase(
            shift: 0.3,
            scale: 1,
            unrounded: [0, 0.3, 0.6, 0.9],
            rounded: [(0, 100), (0, 100), (1, 99), (1, 99)]
        ),
        // test_rounding3scale2 (reference fixture rounding/rounding-3-scale-2)
        PixelBoundaryCase(
            shift: 0.3,
            scale: 2,
            unrounded: [0, 0.3, 0.6, 0.9],
            rounded: [(0, 100), (0.5, 99.5), (0.5, 99.5), (1, 99)]
        ),
        // test_rounding5scale1
        PixelBoundaryCase(
            shift: 0.5,
            scale: 1,
            unrounded: [0, 0.5, 1, 1.5],
            rounded: [(0, 100), (1, 100), (1, 99), (2, 99)]
        ),
        // test_rounding9scale1
        PixelBoundaryCase(
            shift: 0.9,
            scale: 1,
            unrounded: [0, 0.9, 1.8, 2.7],
            rounded: [(0, 100), (1, 99), (2, 98), (3, 97)]
        ),
        // test_roundingNegative (reference fixture rounding/rounding-negative)
        PixelBoundaryCase(
            shift: -1.5,
            scale: 1,
            unrounded: [0, -1.5, -3, -4.5],
            rounded: [(0, 100), (-2, 102), (-3, 103), (-5, 105)]
        ),
    ])
    func pixelBoundary(_ testCase: PixelBoundaryCase) {
        let element = elementTree(shiftedBy: testCase.shift, depth: 3)
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        let unrounded = containerFrames(in: result)
        #expect(unrounded.count == 4)
        for (frame, inset) in zip(unrounded, testCase.unrounded) {
            expect(frame, closeTo: CGRect(x: inset, y: inset, width: 100 - 2 * inset, height: 100 - 2 * inset))
        }

        let rounded = containerFrames(in: result.rounded(scale: testCase.scale))
        #expect(rounded.count == 4)
        for (frame, edges) in zip(rounded, testCase.rounded) {
            expect(
                frame,
                closeTo: CGRect(x: edges.min, y: edges.min, width: edges.max - edges.min, height: edges.max - edges.min)
            )
        }
    }

    @Test func roundedFramesStayRelativeToTheRoundedParent() {
        let element = elementTree(shiftedBy: 0.3, depth: 3)
        let rounded = element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).rounded(scale: 2)
        // Root → Inset's child (c1) → Inset → c2: c1 at 0.5, c2 at 0.5 absolute, so 0 relative.
        let c1 = rounded.children[0]
        let c2 = c1.children[0].children[0]
        #expect(c1.frame == CGRect(x: 0.5, y: 0.5, width: 99, height: 99))
        #expect(c2.frame == CGRect(x: 0, y: 0, width: 99, height: 99))
    }

    @Test func rootOriginIsRoundedToo() {
        let result = Spacer(10).layout(frame: CGRect(x: 10.26, y: -3.74, width: 20.5, height: 7.25))
        #expect(result.rounded(scale: 1).frame == CGRect(x: 10, y: -4, width: 21, height: 8))
        #expect(result.rounded(scale: 2).frame == CGRect(x: 10.5, y: -3.5, width: 20.5, height: 7))
    }

    @Test func tiesRoundAwayFromZero() {
        let tree = Placed {
            Spacer(1).placed(at: CGRect(x: 0.5, y: -0.5, width: 1, height: 1))
            Spacer(1).placed(at: CGRect(x: -2.5, y: 2.5, width: 1, height: 1))
        }
        let rounded = tree.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).rounded(scale: 1)
        // x: 0.5 → 1 and 1.5 → 2; y: -0.5 → -1 and 0.5 → 1.
        #expect(rounded.children[0].frame == CGRect(x: 1, y: -1, width: 1, height: 2))
        // x: -2.5 → -3 and -1.5 → -2; y: 2.5 → 3 and 3.5 → 4.
        #expect(rounded.children[1].frame == CGRect(x: -3, y: 3, width: 1, height: 1))
    }

    @Test func invalidScaleLeavesTheTreeUnchanged() {
        let result = Spacer(1).layout(frame: CGRect(x: 0.3, y: 0.3, width: 1.2, height: 1.2))
        for scale in [0, -1, .nan, .infinity] as [CGFloat] {
            #expect(result.rounded(scale: scale).frame == result.frame)
        }
    }

    @Test func overflowingAndNonFiniteAxesKeepTheirFrames() {
        // The engine makes neither (NumericBoundaryTests); frames near the largest finite numbers
        // overflow when rounded, and a tree edited by hand can hold anything.
        let tree = Placed {
            Spacer(1).placed(at: CGRect(x: 0.3, y: 0.3, width: CGFloat.greatestFiniteMagnitude, height: 1.2))
        }
        var result = tree.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let unrounded = result.children[0].frame
        var frame = result.rounded(scale: 2).children[0].frame
        #expect(frame.origin.x == unrounded.origin.x && frame.size.width == unrounded.size.width)
        #expect(frame.origin.y == 0.5 && frame.size.height == 1)
        result.children[0].layoutAttributes.frame.size.width = .infinity
        frame = result.rounded(scale: 1).children[0].frame
        #expect(frame.origin.x == 0.3 && frame.size.width == .infinity, "\(frame)")
        #expect(!frame.origin.x.isNaN && !frame.size.width.isNaN)
    }

    // MARK: - Transforms

    @Test func transformedSubtreesKeepTheirUnroundedFrames() {
        let tree = Placed {
            Placed {
                Spacer(1).placed(at: CGRect(x: 0.3, y: 0.3, width: 2.4, height: 2.4))
            }
            .placed(at: CGRect(x: 10.3, y: 20.3, width: 30.3, height: 40.3), transform: .rotation(degrees: 45))
            Spacer(1).placed(at: CGRect(x: 0.3, y: 0.3, width: 2.4, height: 2.4))
        }
        let unrounded = tree.layout(frame: CGRect(x: 0.4, y: 0.4, width: 100, height: 100))
        let rounded = unrounded.rounded(scale: 1)
        let before = unrounded.absoluteFrames.map(\.frame)
        let after = rounded.absoluteFrames.map(\.frame)
        #expect(after[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The transformed node and its child: unchanged in root coordinates.
        expect(after[1], closeTo: before[1])
        expect(after[2], closeTo: before[2])
        #expect(rounded.children[0].children[0].frame == unrounded.children[0].children[0].frame)
        #expect(rounded.children[0].layoutAttributes.transform == .rotation(degrees: 45))
        // The untransformed sibling is rounded.
        #expect(after[3] == CGRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test func transformedRootIsNotRounded() {
        let result = Spacer(1).layout(frame: CGRect(x: 0.3, y: 0.3, width: 1.2, height: 1.2))
        var transformed = result
        transformed.layoutAttributes.transform = .scale(x: 2, y: 2)
        #expect(transformed.rounded(scale: 1).frame == result.frame)
    }

    // MARK: - Properties

    /// Random trees with frames far from the origin (thousands of points, negative too): every
    /// edge lands on the pixel grid, within half a pixel of its unrounded position, and attributes
    /// other than frames are untouched.
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func edgesSnapWithinHalfAPixel(scale: CGFloat) {
        var random = SeededRandom(seed: 42 &+ UInt64(scale))
        for _ in 0..<40 {
            let tree = randomTree(&random, depth: 4)
            let origin = CGPoint(x: random.value(in: -5000...5000), y: random.value(in: -5000...5000))
            let unrounded = tree.layout(frame: CGRect(origin: origin, size: CGSize(width: 300, height: 300)))
            let rounded = unrounded.rounded(scale: scale)
            let before = unrounded.absoluteFrames
            let after = rounded.absoluteFrames
            #expect(before.count == after.count)
            for (old, new) in zip(before, after) {
                #expect(old.node.identifier == new.node.identifier)
                #expect(new.node.layoutAttributes.alpha == old.node.layoutAttributes.alpha)
                for (oldEdge, newEdge) in zip(edges(old.frame), edges(new.frame)) {
                    #expect(abs(oldEdge - newEdge) <= 0.5 / scale + 1e-9, "\(old.frame) → \(new.frame)")
                    let pixels = newEdge * scale
                    #expect(abs(pixels - pixels.rounded()) < 1e-6, "\(newEdge) is not on the grid of \(scale)")
                }
            }
        }
    }

    @Test func deepTreesRoundWithoutRecursion() {
        var element: Element = Spacer(1)
        for _ in 0..<10_000 {
            element = Placed { element.placed(at: CGRect(x: 0.25, y: 0.25, width: 1.5, height: 1.5)) }
        }
        let rounded = element.layout(frame: CGRect(x: 0, y: 0, width: 2, height: 2)).rounded(scale: 1)
        #expect(rounded.nodeCount == 10_001)
    }

    // MARK: - Helpers

    func expect(_ frame: CGRect, closeTo expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = zip(edges(frame), edges(expected)).allSatisfy { abs($0 - $1) < 1e-9 }
        #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
    }

    func edges(_ frame: CGRect) -> [CGFloat] {
        [frame.origin.x, frame.origin.y, frame.origin.x + frame.size.width, frame.origin.y + frame.size.height]
    }

    /// Absolute frames of the root and of every `Container` that has a child, following first children.
    func containerFrames(in result: LayoutResultNode) -> [CGRect] {
        var frames: [CGRect] = []
        result.forEachNode { node, frame, _ in
            let isContainer = node.element is Container
            if (node.identifier.typeName == "PixelInset" && frames.isEmpty) || (isContainer && !node.children.isEmpty) {
                frames.append(frame)
            }
            return true
        }
        return frames
    }

    /// Blueprint's tree: insets around view-backed containers, `depth` levels deep.
    func elementTree(shiftedBy inset: CGFloat, depth: Int) -> Element {
        guard depth > 0 else { return Container(wrapping: nil) }
        return PixelInset(inset: inset, wrapping: Container(wrapping: elementTree(shiftedBy: inset, depth: depth - 1)))
    }

    func randomTree(_ random: inout SeededRandom, depth: Int) -> Element {
        let count = depth == 0 ? 0 : random.int(0...3)
        let children = (0..<count).map { _ in
            randomTree(&random, depth: depth - 1).placed(
                at: CGRect(
                    x: random.value(in: -2000...2000),
                    y: random.value(in: -2000...2000),
                    width: random.value(in: 0...3000),
                    height: random.value(in: 0...3000)
                ))
        }
        return Placed { children }
    }
}

struct PixelBoundaryCase: Sendable, CustomTestStringConvertible {
    var shift: CGFloat
    var scale: CGFloat
    var unrounded: [CGFloat]
    var rounded: [(min: CGFloat, max: CGFloat)]

    var testDescription: String { "shift \(shift) at scale \(scale)" }
}

/// The view-backed box of Blueprint's test: passes through to its child, or is empty.
fileprivate struct Container: Element {
    var wrapped: Element?

    init(wrapping: Element?) {
        wrapped = wrapping
    }

    var content: ElementContent {
        if let wrapped { return ElementContent(child: wrapped) }
        return ElementContent(intrinsicSize: .zero)
    }
}

/// Insets its child by `inset` on every side (a test-only stand-in for `Inset(uniformInset:)`).
fileprivate struct PixelInset: Element {
    var inset: CGFloat
    var wrapped: Element

    init(inset: CGFloat, wrapping: Element) {
        self.inset = inset
        wrapped = wrapping
    }

    var content: ElementContent {
        ElementContent(child: wrapped, layout: InsetLayout(inset: inset))
    }

    struct InsetLayout: SingleChildLayout {
        var inset: CGFloat

        func sizeThatFits(proposal: SizeConstraint, subelement: Subelement, environment: Environment, cache: inout ())
            -> CGSize
        {
            let size = subelement.sizeThatFits(proposal.inset(width: 2 * inset, height: 2 * inset))
            return CGSize(width: size.width + 2 * inset, height: size.height + 2 * inset)
        }

        func placeSubelement(in size: CGSize, subelement: Subelement, environment: Environment, cache: inout ()) {
            subelement.place(
                in: CGRect(x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset))
        }
    }
}

/// Places each child at the frame (and transform) it carries as a trait.
fileprivate struct PlacedLayout: Layout {
    enum FrameKey: LayoutTraitsKey {
        static var defaultValue: CGRect { .zero }
    }

    enum TransformKey: LayoutTraitsKey {
        static var defaultValue: Transform3D { .identity }
    }

    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        subelements.reduce(CGRect.zero) { $0.union($1[FrameKey.self]) }.size
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        for subelement in subelements {
            subelement.place(in: subelement[FrameKey.self])
            subelement.attributes.transform = subelement[TransformKey.self]
        }
    }
}

fileprivate func Placed(
    @ElementBuilder<LayoutContainer<PlacedLayout>.Child> _ children: () -> [LayoutContainer<PlacedLayout>.Child]
) -> Element {
    LayoutContainer(PlacedLayout(), children: children)
}

extension Element {
    fileprivate func placed(at frame: CGRect, transform: Transform3D = .identity) -> Element {
        layoutTrait(key: PlacedLayout.FrameKey.self, value: frame)
            .layoutTrait(key: PlacedLayout.TransformKey.self, value: transform)
    }
}

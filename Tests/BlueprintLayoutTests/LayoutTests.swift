import BlueprintLayout
import Foundation
import Testing

/// Custom layouts written against the `Layout` protocol, reading per-child traits.
@Suite struct LayoutTests {
    // MARK: - A flow layout anchored by a UnitPoint trait

    fileprivate func anchoredChildren() -> [LayoutContainer<AnchoredFlow>.Child] {
        [
            LayoutContainer<AnchoredFlow>.Child(element: Spacer(width: 30, height: 10), key: "a"),
            LayoutContainer<AnchoredFlow>.Child(
                element: Spacer(width: 20, height: 30).layoutTrait(key: AnchorKey.self, value: .bottom),
                key: "b"
            ),
            LayoutContainer<AnchoredFlow>.Child(
                element: Spacer(width: 40, height: 20).layoutTrait(key: AnchorKey.self, value: .topLeading),
                key: "c"
            ),
            LayoutContainer<AnchoredFlow>.Child(
                element: Spacer(width: 50, height: 10).layoutTrait(key: AnchorKey.self, value: .bottom),
                key: "d"
            ),
        ]
    }

    @Test func flowsIntoLinesAndAnchorsEachChildInItsCell() {
        let children = anchoredChildren()
        let flow = LayoutContainer(AnchoredFlow()) { children }
        // 100 wide: a, b, c (90) on a line 30 high; d on a line 10 high.
        #expect(flow.content.measure(in: SizeConstraint(width: 100)) == CGSize(width: 90, height: 40))
        #expect(flow.content.measure(in: .unconstrained) == CGSize(width: 140, height: 30))
        let result = flow.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        // a: default anchor .center, centered in its 30 × 30 cell.
        #expect(result.frame(forKey: "a") == CGRect(x: 0, y: 10, width: 30, height: 10))
        #expect(result.frame(forKey: "b") == CGRect(x: 30, y: 0, width: 20, height: 30))
        #expect(result.frame(forKey: "c") == CGRect(x: 50, y: 0, width: 40, height: 20))
        #expect(result.frame(forKey: "d") == CGRect(x: 0, y: 30, width: 50, height: 10))
    }

    @Test func callAsFunctionBuildsTheSameContainer() {
        let flow = AnchoredFlow() {
            Spacer(width: 30, height: 10)
            Spacer(width: 20, height: 30).layoutTrait(key: AnchorKey.self, value: .bottom)
            Spacer(width: 40, height: 20).layoutTrait(key: AnchorKey.self, value: .top)
        }
        let frames = flow.layout(frame: CGRect(x: 0, y: 0, width: 60, height: 50)).children.map(\.frame)
        // 60 wide: a and b (50) on a line 30 high, then c alone.
        #expect(
            frames == [
                CGRect(x: 0, y: 10, width: 30, height: 10),
                CGRect(x: 30, y: 0, width: 20, height: 30),
                CGRect(x: 0, y: 30, width: 40, height: 20),
            ])
        #expect(flow.children.count == 3)
    }

    // MARK: - A vertical stack with an optional spacing trait

    @Test func optionalTraitDefaultsToNil() {
        let stack = SpacedStack(defaultSpacing: 10) {
            Spacer(10).layoutTrait(key: SpacingAfterKey.self, value: nil)
            Spacer(20).layoutTrait(key: SpacingAfterKey.self, value: 0)
            Spacer(30).layoutTrait(key: SpacingAfterKey.self, value: 5)
            Spacer(40)
        }
        // Gaps: 10 (nil: the default), 0, 5; the last child's trait is not used.
        #expect(stack.content.measure(in: .unconstrained) == CGSize(width: 40, height: 115))
        let origins = stack.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 115)).children.map(\.frame.minY)
        #expect(origins == [0, 20, 40, 75])
    }

    @Test func explicitTraitsWinOverLayoutTrait() {
        struct Stacked: Element {
            var content: ElementContent {
                ElementContent(layout: SpacedStack(defaultSpacing: 10)) { builder in
                    builder.add(
                        traitsType: SpacingAfterKey.self,
                        traits: 7,
                        element: Spacer(10).layoutTrait(key: SpacingAfterKey.self, value: 3)
                    )
                    builder.add(element: Spacer(10).layoutTrait(key: SpacingAfterKey.self, value: 3))
                    builder.add(element: Spacer(10))
                }
            }
        }
        #expect(Stacked().content.measure(in: .unconstrained) == CGSize(width: 10, height: 40))
        let origins = Stacked().layout(frame: CGRect(x: 0, y: 0, width: 10, height: 40)).children.map(\.frame.minY)
        #expect(origins == [0, 17, 30])
    }

    @Test func chainedTraitsAndStackTraitsCoexist() {
        // A layoutTrait on a stack child does not disturb the stack's own traits.
        let row = Row(underflow: .growUniformly) {
            Spacer(10).layoutTrait(key: SpacingAfterKey.self, value: 4).stackLayoutChild(priority: .fixed)
            Spacer(10)
        }
        let frames = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10)).children.map(\.frame)
        #expect(frames.map(\.width) == [10, 90])
    }

    /// Subelements read each key of a list of traits wherever it lies in the list (the engine
    /// walks it without retaining its entries), and the default of a key not set.
    @Test func traitsAreReadAnywhereInTheirList() {
        let reader = LayoutContainer(TraitSums()) {
            Spacer(1).layoutTrait(key: FirstKey.self, value: 5).layoutTrait(key: SecondKey.self, value: 20)
                .layoutTrait(key: ThirdKey.self, value: 300)
            Spacer(1).layoutTrait(key: ThirdKey.self, value: 3_000).layoutTrait(key: FirstKey.self, value: 10)
            Spacer(1).layoutTrait(key: SecondKey.self, value: 200)
            Spacer(1)
        }
        // The first child's first key lies last in its list (the newest trait comes first); keys
        // unset read their defaults: 1 for the first and second, 0 for the third.
        #expect(reader.content.measure(in: .unconstrained) == CGSize(width: 5 + 10 + 1 + 1, height: 20 + 1 + 200 + 1))
        let result = reader.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.children.map(\.frame.width) == [300, 3_000, 0, 0])
    }

    @Test func unplacedSubelementsFillTheFrame() {
        let container = LayoutContainer(PlacesNothing()) {
            Spacer(5)
            Spacer(7)
        }
        let frames = container.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 40)).children.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 30, height: 40), CGRect(x: 0, y: 0, width: 30, height: 40)])
    }

    @Test func customLayoutsFollowTheContract() {
        #expect(
            LayoutContract().violations(
                of: AnchoredFlow() {
                    Spacer(10); Spacer(20); Spacer(30)
                }
            ).isEmpty)
        #expect(
            LayoutContract().violations(
                of: SpacedStack(defaultSpacing: 3) {
                    Spacer(10); Spacer(20)
                }
            ).isEmpty)
    }
}

// MARK: - Test-only layouts

fileprivate enum FirstKey: LayoutTraitsKey {
    static let defaultValue: CGFloat = 1
}

fileprivate enum SecondKey: LayoutTraitsKey {
    static let defaultValue: CGFloat = 1
}

fileprivate enum ThirdKey: LayoutTraitsKey {
    static let defaultValue: CGFloat = 0
}

/// Measures the sums of its children's first and second traits; places each child as wide as its
/// third.
fileprivate struct TraitSums: Layout {
    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        CGSize(
            width: subelements.reduce(0) { $0 + $1[FirstKey.self] },
            height: subelements.reduce(0) { $0 + $1[SecondKey.self] })
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        for subelement in subelements {
            subelement.place(at: .zero, size: CGSize(width: subelement[ThirdKey.self], height: 1))
        }
    }
}

/// The anchor a child is placed by within its cell of an ``AnchoredFlow``.
fileprivate enum AnchorKey: LayoutTraitsKey {
    static var defaultValue: UnitPoint { .center }
}

/// Flows children left to right into lines no wider than the width; each child sits in a cell as
/// wide as itself and as tall as its line, at the point its ``AnchorKey`` names.
fileprivate struct AnchoredFlow: Layout {
    struct Line {
        var items: [(index: Int, size: CGSize)] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    func lines(_ subelements: Subelements, width: CGFloat) -> [Line] {
        var lines: [Line] = []
        var line = Line()
        for (index, subelement) in subelements.enumerated() {
            let size = subelement.sizeThatFits(.unconstrained)
            if !line.items.isEmpty, line.width + size.width > width {
                lines.append(line)
                line = Line()
            }
            line.items.append((index, size))
            line.width += size.width
            line.height = max(line.height, size.height)
        }
        if !line.items.isEmpty { lines.append(line) }
        return lines
    }

    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        let lines = lines(subelements, width: proposal.width.maximum)
        return CGSize(width: lines.map(\.width).max() ?? 0, height: lines.map(\.height).reduce(0, +))
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        var y: CGFloat = 0
        for line in lines(subelements, width: size.width) {
            var x: CGFloat = 0
            for (index, itemSize) in line.items {
                let anchor = subelements[index][AnchorKey.self]
                let cell = CGRect(x: x, y: y, width: itemSize.width, height: line.height)
                subelements[index].place(at: anchor.point(in: cell), anchor: anchor, size: itemSize)
                x += itemSize.width
            }
            y += line.height
        }
    }
}

/// The space after a child of a ``SpacedStack``; `nil` uses the stack's default.
fileprivate enum SpacingAfterKey: LayoutTraitsKey {
    static var defaultValue: CGFloat? { nil }
}

/// A basic vertical stack: children at their unconstrained sizes, top to bottom.
fileprivate struct SpacedStack: Layout {
    var defaultSpacing: CGFloat

    func frames(_ subelements: Subelements) -> [CGRect] {
        var y: CGFloat = 0
        return subelements.map { subelement in
            let size = subelement.sizeThatFits(.unconstrained)
            defer { y += size.height + (subelement[SpacingAfterKey.self] ?? defaultSpacing) }
            return CGRect(origin: CGPoint(x: 0, y: y), size: size)
        }
    }

    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        let frames = frames(subelements)
        return CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.last?.maxY ?? 0)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        for (subelement, frame) in zip(subelements, frames(subelements)) {
            subelement.place(in: frame)
        }
    }
}

/// Never places its children.
fileprivate struct PlacesNothing: Layout {
    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        .zero
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {}
}

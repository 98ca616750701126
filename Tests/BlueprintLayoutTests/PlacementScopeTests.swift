import Foundation
import Testing

@testable import BlueprintLayout

/// Where layouts place their children and the attributes they give them: kept by the pass's
/// context for the children of the parent placing now, from its placement until their results
/// are made, however deep or wide the tree.
@Suite struct PlacementScopeTests {
    @Test func attributesSetWhileMeasuringDoNotCount() {
        let result = Tagging(children: 1, setsWhileMeasuring: true, placesNow: false)
            .layout(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let child = result.children[0]
        #expect(child.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(child.layoutAttributes.alpha == 1)
        #expect(child.layoutAttributes.transform.isIdentity)
    }

    @Test func aWideLayoutPlacesEveryChildWithItsOwnAttributes() {
        // More children than the context's first room for placements (256). Each child places
        // a child of its own with a transform, between its parent's readings of its placements.
        let count = 1_000
        let grandchild = Tagging(children: 3, level: 7)
        let result = Tagging(children: count, child: grandchild).layout(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.children.count == count)
        for (index, child) in result.children.enumerated() {
            #expect(child.frame == CGRect(x: CGFloat(index), y: 0, width: 1, height: 2))
            #expect(child.layoutAttributes.alpha == Tagging.alpha(index))
            #expect(child.layoutAttributes.transform == Tagging.transform(index))
            #expect(child.layoutAttributes.isHidden == (index % 3 == 0))
            #expect(child.children.first?.layoutAttributes.transform == Tagging.transform(7))
        }
    }

    @Test func aDeepChainKeepsEveryLevelsPlacementAndAttributes() {
        // Deeper than the first room for placements, with a transform set at every other level,
        // so that ending a level's scope must restore the enclosing one's.
        let depth = 600
        var element: Element = Spacer(1)
        for level in (0..<depth).reversed() {
            element = Tagging(children: 1, level: level, child: element)
        }
        for _ in 0..<2 {  // The second pass starts with the placements the thread kept.
            var node = element.layout(frame: CGRect(x: 0, y: 0, width: 2_000, height: 2_000))
            for level in 0..<depth {
                let child = node.children[0]
                #expect(child.frame.origin == CGPoint(x: 1, y: 2), "level \(level)")
                #expect(child.layoutAttributes.alpha == Tagging.alpha(level), "level \(level)")
                #expect(child.layoutAttributes.transform == Tagging.transform(level), "level \(level)")
                node = child
            }
        }
    }

    @Test func aSiblingPlacingAnotherParentsChildChangesNothing() {
        let keeper = KeptSubelement()
        let row = Row(alignment: .fill) {
            Tagging(children: 2, keeper: keeper)
            PlacesKept(keeper: keeper)
        }
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        // The first child's children are where their own parent put them, with its attributes.
        let tagged = result.children[0].children
        #expect(
            tagged.map(\.frame) == [CGRect(x: 0, y: 0, width: 1, height: 2), CGRect(x: 1, y: 0, width: 1, height: 2)])
        #expect(tagged.map(\.layoutAttributes.alpha) == [Tagging.alpha(0), Tagging.alpha(1)])
        #expect(keeper.placedByStranger)
    }
}

/// Places child `index` at (`index`, 0) sized 1 × 2 (or, in a chain, at (1, 2)), with an alpha,
/// a transform every other child and hidden every third.
private struct TaggingLayout: Layout {
    var level: Int?
    var setsWhileMeasuring = false
    var placesNow = true
    var keeper: KeptSubelement?

    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
    ) -> CGSize {
        if setsWhileMeasuring {
            for subelement in subelements {
                subelement.attributes.alpha = 0.25
                subelement.attributes.transform = .scale(x: 2, y: 2)
            }
        }
        keeper?.subelement = subelements.last
        return CGSize(width: 10, height: 10)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        guard placesNow else { return }
        for (index, subelement) in subelements.enumerated() {
            let tag = level ?? index
            if level != nil {
                subelement.place(at: CGPoint(x: 1, y: 2), size: CGSize(width: size.width - 1, height: size.height - 2))
            } else {
                subelement.place(at: CGPoint(x: CGFloat(index), y: 0), size: CGSize(width: 1, height: 2))
            }
            subelement.attributes.alpha = Tagging.alpha(tag)
            subelement.attributes.transform = Tagging.transform(tag)
            subelement.attributes.isHidden = tag % 3 == 0
        }
    }
}

private struct Tagging: Element {
    var children = 1
    var level: Int?
    var child: Element = Spacer(1)
    var setsWhileMeasuring = false
    var placesNow = true
    var keeper: KeptSubelement?

    static func alpha(_ tag: Int) -> CGFloat { CGFloat(tag % 100) / 100 }
    static func transform(_ tag: Int) -> Transform3D {
        tag % 2 == 0 ? .identity : .translation(x: CGFloat(tag), y: 0)
    }

    var content: ElementContent {
        let layout = TaggingLayout(
            level: level, setsWhileMeasuring: setsWhileMeasuring, placesNow: placesNow, keeper: keeper)
        return ElementContent(layout: layout) { builder in
            for _ in 0..<children { builder.add(element: child) }
        }
    }
}

/// A subelement one layout keeps for another, within one pass.
private final class KeptSubelement: @unchecked Sendable {
    var subelement: LayoutSubelement?
    var placedByStranger = false
}

/// Places (and gives attributes to) the subelement another parent kept, which is not its child.
private struct PlacesKeptLayout: Layout {
    let keeper: KeptSubelement

    func sizeThatFits(
        proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
    ) -> CGSize {
        CGSize(width: 10, height: 10)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        guard let stranger = keeper.subelement else { return }
        stranger.place(at: CGPoint(x: 50, y: 50), size: CGSize(width: 5, height: 5))
        stranger.attributes.alpha = 0.75
        keeper.placedByStranger = true
    }
}

private struct PlacesKept: Element {
    let keeper: KeptSubelement

    var content: ElementContent {
        ElementContent(layout: PlacesKeptLayout(keeper: keeper)) { builder in
            builder.add(element: Spacer(1))
        }
    }
}

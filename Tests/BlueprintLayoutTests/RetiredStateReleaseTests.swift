import Foundation
import Testing

@testable import BlueprintLayout

/// A pass larger than a thread keeps between passes gives the memory of retired node states back
/// to the system as their results are made (`LayoutContext.releaseRetiredStates(_:upTo:)`). These
/// tests lower the threshold to 0 so that small trees do it: the results are the same, the memory
/// is given back, and a subelement whose state was given back still traps when read and changes
/// nothing when placed.
@Suite struct RetiredStateReleaseTests {
    /// Lays `element` out in `frame`, giving retired states back in any pass when `releasing`, else
    /// in passes above the default threshold; returns the result and the bytes given back.
    static func layout(
        _ element: Element, in frame: CGRect, releasing: Bool
    ) -> (result: LayoutResultNode, released: Int) {
        let context =
            releasing
            ? LayoutContext(options: .default, retiredStateReleaseThreshold: 0) : LayoutContext(options: .default)
        let result = element.layout(frame: frame, environment: Environment(), context: context)
        return (result, context.releasedStateBytes)
    }

    /// Rows of 100 in a Column (the blocks of states given back are a Row's children), with
    /// text-like leaves, keys, a custom layout and a Row of 5,000 (given back in batches).
    static var tree: Element {
        var column = Column()
        column.horizontalAlignment = .leading
        column.minimumVerticalSpacing = 1
        for row in 0..<30 {
            var children = Row()
            children.verticalAlignment = .center
            children.minimumHorizontalSpacing = 2
            for index in 0..<100 {
                let leaf: Element =
                    index % 3 == 0
                    ? Wrapping(characters: 5 + (row * 7 + index) % 40) : Spacer(width: CGFloat(index % 7), height: 3)
                children.add(growPriority: CGFloat(index % 2), shrinkPriority: 1, key: "\(row)-\(index)", child: leaf)
            }
            column.add(child: children)
        }
        column.add(child: Spread(count: 300))
        var wide = Row()
        for index in 0..<5_000 { wide.add(child: Spacer(width: CGFloat(index % 4), height: 1)) }
        column.add(child: wide)
        return column
    }

    @Test func givingStatesBackChangesNoResult() {
        let frame = CGRect(x: 0, y: 0, width: 640, height: 4_000)
        let kept = Self.layout(Self.tree, in: frame, releasing: false)
        let given = Self.layout(Self.tree, in: frame, releasing: true)
        #expect(kept.released == 0)
        // 30 Rows of 100, 300 in the custom layout and 5,000: all but a page or two at each
        // block's ends (a Row of 100 is about 5 pages of states, the Row of 5,000 about 245).
        let stateBytes = MemoryLayout<LayoutNodeState>.stride
        #expect(given.released >= (5_000 + 300 + 30 * 100) * stateBytes - 32 * 2 * LayoutContext.pageSize)
        #expect(given.result.dump() == kept.result.dump())
        #expect(given.result.nodeCount == kept.result.nodeCount)
    }

    @Test func aSmallPassKeepsItsStates() {
        // The default threshold: a pass of about 10,000 nodes keeps its memory for the next one.
        var row = Row()
        for _ in 0..<10_000 { row.add(child: Spacer(1)) }
        let laidOut = Self.layout(row, in: CGRect(x: 0, y: 0, width: 10_000, height: 1), releasing: false)
        #expect(laidOut.released == 0)
        #expect(laidOut.result.children.count == 10_000)
    }

    @Test func aSubelementWhoseStateWasGivenBackChangesNothingWhenPlaced() {
        // The keeper's children are given back before the placer runs; placing the kept one and
        // setting its attributes change nothing, and reading its attributes gives the defaults.
        let keeper = Keeper()
        let row = Row {
            KeepsAChild(keeper: keeper).stackLayoutChild(priority: .fixed)
            UsesTheKeptChild(keeper: keeper, use: .place).stackLayoutChild(priority: .fixed)
        }
        let laidOut = Self.layout(row, in: CGRect(x: 0, y: 0, width: 100, height: 100), releasing: true)
        #expect(laidOut.released > 0)
        #expect(keeper.stateWasGivenBack)
        #expect(keeper.attributesSeen == LayoutSubelement.Attributes())
        let keptChildren = laidOut.result.children[0].children
        #expect(keptChildren.count == KeepsAChild.childCount)
        #expect(keptChildren.allSatisfy { $0.frame == CGRect(x: 0, y: 0, width: 10, height: 10) })
    }

    @Test func aSubelementWhoseStateWasGivenBackTrapsWhenMeasured() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            layOutAndUseTheKeptChild(.measure)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a LayoutSubelement was used after its element was laid out"))
    }

    @Test func aSubelementWhoseStateWasGivenBackTrapsWhenAStackPlacesIt() async {
        // A stack reads its subelements' traits before it places them.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            layOutAndUseTheKeptChild(.stack)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a LayoutSubelement was used after its element was laid out"))
    }
}

/// Lays out a keeper and, after it, an element that uses the kept subelement, giving retired states
/// back.
private func layOutAndUseTheKeptChild(_ use: UsesTheKeptChild.Use) {
    let keeper = Keeper()
    let row = Row {
        KeepsAChild(keeper: keeper)
        UsesTheKeptChild(keeper: keeper, use: use)
    }
    _ = RetiredStateReleaseTests.layout(row, in: CGRect(x: 0, y: 0, width: 100, height: 100), releasing: true)
}

/// A leaf as wide as `characters` characters of 6 points, wrapping to fit a narrower width in
/// lines of 10 points (as text measures).
private struct Wrapping: Element {
    let characters: Int

    var content: ElementContent {
        ElementContent { constraint in
            let width = CGFloat(characters) * 6
            let available = constraint.width.constrainedValue ?? width
            let lines = max(1, (width / max(available, 6)).rounded(.up))
            return CGSize(width: min(width, max(available, 6)), height: lines * 10)
        }
    }
}

/// A custom layout of `count` children that places them on a diagonal.
private struct Spread: Element {
    let count: Int

    struct SpreadLayout: Layout {
        func sizeThatFits(
            proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
        ) -> CGSize {
            CGSize(width: CGFloat(subelements.count), height: CGFloat(subelements.count))
        }

        func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
            for (index, subelement) in subelements.enumerated() {
                subelement.place(at: CGPoint(x: index, y: index), size: CGSize(width: 1, height: 1))
                subelement.attributes.alpha = index % 2 == 0 ? 1 : 0.5
            }
        }
    }

    var content: ElementContent {
        ElementContent(layout: SpreadLayout()) { builder in
            for _ in 0..<count { builder.add(element: Spacer(1)) }
        }
    }
}

/// Where a misbehaving layout keeps a subelement, and what its user saw.
private final class Keeper: @unchecked Sendable {
    var kept: LayoutSubelement?
    var attributesSeen: LayoutSubelement.Attributes?
    var stateWasGivenBack = false
}

/// A layout of 200 children that keeps the subelement of the middle one (whose state lies on a page
/// of its own block that is given back) when it places them.
private struct KeepsAChild: Element {
    static let childCount = 200
    let keeper: Keeper

    struct KeepingLayout: Layout {
        let keeper: Keeper

        func sizeThatFits(
            proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
        ) -> CGSize {
            CGSize(width: 10, height: 10)
        }

        func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
            keeper.kept = subelements[subelements.count / 2]
        }
    }

    var content: ElementContent {
        ElementContent(layout: KeepingLayout(keeper: keeper)) { builder in
            for _ in 0..<Self.childCount { builder.add(element: Spacer(1)) }
        }
    }
}

/// Uses the kept subelement while placing its own child, after the keeper's children were laid out.
private struct UsesTheKeptChild: Element {
    enum Use {
        case place, measure, stack
    }

    let keeper: Keeper
    let use: Use

    struct UsingLayout: Layout {
        let keeper: Keeper
        let use: Use

        func sizeThatFits(
            proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
        ) -> CGSize {
            CGSize(width: 5, height: 5)
        }

        func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
            let kept = keeper.kept!
            switch use {
            case .place:
                // Read in place while the pass runs: the kept node's state is zeros, given back.
                let state = UnsafeRawBufferPointer(
                    start: kept.uncheckedNode.state, count: MemoryLayout<LayoutNodeState>.size)
                keeper.stateWasGivenBack = state.allSatisfy { $0 == 0 }
                kept.place(at: CGPoint(x: 3, y: 3), size: CGSize(width: 1, height: 1))
                kept.attributes.alpha = 0.25
                keeper.attributesSeen = kept.attributes
            case .measure:
                _ = kept.sizeThatFits(SizeConstraint(width: 3))
            case .stack:
                let stack = StackLayout(axis: .horizontal, alignment: .fill)
                stack.placeSubelements(in: size, subelements: [kept], environment: environment, cache: &cache)
            }
        }
    }

    var content: ElementContent {
        ElementContent(layout: UsingLayout(keeper: keeper, use: use)) { builder in
            builder.add(element: Spacer(1))
        }
    }
}

import Foundation
import Testing

@testable import BlueprintLayout

/// A pass larger than a thread keeps between passes gives the memory of retired node states back
/// to the system as their results are made (`LayoutContext.releaseRetiredStates(from:to:)`). These
/// tests lower the threshold to 0 so that small trees do it: the results are the same, the memory
/// is given back, and a subelement whose state was given back still traps when read and changes
/// nothing when placed.
@Suite struct RetiredStateReleaseTests {
    /// Lays `element` out in `frame`, giving retired states back in any pass when `releasing`, else
    /// in passes above the default threshold; returns the result and the bytes given back.
    static func layout(
        _ element: Element, in frame: CGRect, releasing: Bool
    ) -> (result: LayoutResultNode, released: Int) {
        let laidOut = layoutCounting(element, in: frame, releasing: releasing)
        return (laidOut.result, laidOut.released)
    }

    /// ``layout(_:in:releasing:)``, with the pass's measurements and the leaf children it let go
    /// of after measuring them (see `LayoutNode.letGoOfLeafChildren(count:)`). Stacks of leaves
    /// lay them out on their nodes here (see `StackLayout+Leaves.swift`): these tests are about
    /// the nodes' states.
    static func layoutCounting(
        _ element: Element, in frame: CGRect, releasing: Bool
    ) -> (result: LayoutResultNode, released: Int, measurements: Int, letGo: Int) {
        let context =
            releasing
            ? LayoutContext(options: .default, retiredStateReleaseThreshold: 0) : LayoutContext(options: .default)
        context.laysOutLeavesWithoutNodes = false
        let result = element.layout(frame: frame, environment: Environment(), context: context)
        return (result, context.releasedStateBytes, context.measurements, context.leafChildrenLetGo)
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
        column.add(child: spread(count: 300))
        var wide = Row()
        for index in 0..<5_000 { wide.add(child: Spacer(width: CGFloat(index % 4), height: 1)) }
        column.add(child: wide)
        return column
    }

    @Test func givingStatesBackChangesNoResult() {
        let frame = CGRect(x: 0, y: 0, width: 640, height: 4_000)
        let kept = Self.layout(Self.tree, in: frame, releasing: false)
        // On a thread that kept no chunk from earlier passes (a kept chunk is used as it is).
        let given = Thread.runAndWait { Self.layout(Self.tree, in: frame, releasing: true) }
        #expect(kept.released == 0)
        // 30 Rows of 100, 300 in the custom layout and 5,000, side by side in slabs (about 3
        // pages of states a Row of 100, 147 for the Row of 5,000): all of them, pages shared by
        // two blocks included, but for the pages at a slab's two ends (three slabs at most). The
        // Row of 5,000 leaves of intrinsic size is let go of once the Column has measured it, and
        // made again to be placed: its states go back twice.
        let stateBytes = MemoryLayout<LayoutNodeState>.stride
        #expect(given.released >= (2 * 5_000 + 300 + 30 * 100) * stateBytes - 6 * LayoutContext.pageSize)
        #expect(given.released <= (2 * 5_000 + 300 + 30 * 100 + 32) * stateBytes)
        #expect(given.result.dump() == kept.result.dump())
        #expect(given.result.nodeCount == kept.result.nodeCount)
    }

    /// A Column of Rows of leaves of intrinsic size (with keys and priorities): in a pass that gives
    /// states back, each Row's leaves are let go of once the Column has measured the Row and made
    /// again when it is placed; the results and the measurements are those of a pass that keeps
    /// them. A Row with a leaf measured by a closure keeps its children, as does a session's pass.
    @Test func leafChildrenLetGoOfAfterMeasuringLayOutTheSame() {
        var column = Column()
        column.horizontalAlignment = .leading
        for row in 0..<40 {
            var children = Row()
            children.verticalAlignment = .center
            children.minimumHorizontalSpacing = 1
            for index in 0..<(64 + row) {
                let leaf = Spacer(width: CGFloat(1 + (row + index) % 9), height: CGFloat(1 + index % 4))
                if index % 5 == 0 {
                    children.add(growPriority: CGFloat(index % 3), shrinkPriority: 1, key: index, child: leaf)
                } else {
                    children.add(child: leaf)
                }
            }
            if row == 7 { children.add(child: Wrapping(characters: 30)) }
            column.add(child: children)
        }
        let frame = CGRect(x: 0, y: 0, width: 300, height: 900)
        let kept = Self.layoutCounting(column, in: frame, releasing: false)
        let given = Thread.runAndWait { Self.layoutCounting(column, in: frame, releasing: true) }
        #expect(kept.letGo == 0)
        // Every Row but the one with a text-like leaf, each let go of once at least.
        let leaves = (0..<40).reduce(0) { $0 + 64 + $1 }
        #expect(given.letGo >= leaves - (64 + 7))
        #expect(given.result.dump() == kept.result.dump())
        #expect(given.measurements == kept.measurements)
        let session = LayoutSession()
        let relaid = session.layout(column, frame: frame)
        #expect(relaid.dump() == kept.result.dump())
    }

    /// Random Columns of random Rows (and Rows of Columns) of 60 to 100 leaves, most of intrinsic
    /// size, some with keys, priorities, alignment guides or spacing wrappers, a few measured by a
    /// closure, in random distributions and frames: laid out letting go of leaf children (every pass
    /// gives states back), the dump and the measurement count are those of a pass that keeps them.
    @Test(arguments: 0..<6)
    func randomStacksOfLeavesLayOutTheSameLettingGo(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 9_100)
        let generator = RandomTree(hostileNumbers: false)
        var letGo = 0
        for caseNumber in 0..<8 {
            let horizontal = random.int(0...1) == 0
            var outer = StackElementChoice(horizontal: !horizontal, random: &random)
            for _ in 0..<random.int(2...12) {
                var inner = StackElementChoice(horizontal: horizontal, random: &random)
                let count = random.int(60...100)
                // One stack in three has a child that is not a leaf of intrinsic size: it keeps its
                // children (a random leaf of any kind, or a wrapper).
                let other = random.int(0...2) == 0 ? random.int(0...count - 1) : -1
                for index in 0..<count {
                    var leaf: Element =
                        random.int(0...1) == 0
                        ? Spacer(width: CGFloat(random.int(0...12)), height: CGFloat(random.int(0...9)))
                        : ElementContentElement(
                            content: ElementContent(
                                intrinsicSize: CGSize(width: random.value(in: 0...9), height: random.value(in: 0...5))))
                    if index == other {
                        leaf = random.int(0...1) == 0 ? generator.leaf(&random) : leaf.keyed("k\(index % 7)")
                    }
                    switch random.int(0...3) {
                    case 0: inner.add(leaf, key: index, grow: CGFloat(random.int(0...2)), shrink: 1)
                    case 1: inner.add(leaf, key: nil, grow: 0, shrink: CGFloat(random.int(0...2)))
                    default: inner.add(leaf, key: nil, grow: 1, shrink: 1)
                    }
                }
                outer.add(inner.element, key: nil, grow: CGFloat(random.int(0...1)), shrink: 1)
            }
            let frame = CGRect(
                x: 0, y: 0, width: CGFloat(random.int(50...1_500)), height: CGFloat(random.int(50...1_500)))
            let kept = Self.layoutCounting(outer.element, in: frame, releasing: false)
            let given = Thread.runAndWait { Self.layoutCounting(outer.element, in: frame, releasing: true) }
            #expect(given.result.dump() == kept.result.dump(), "seed \(seed), case \(caseNumber)")
            #expect(given.measurements == kept.measurements, "seed \(seed), case \(caseNumber)")
            letGo += given.letGo
        }
        // Most stacks have leaves of intrinsic size only, and let go of them.
        #expect(letGo > 0)
    }

    /// Two blocks of 100 states side by side in a slab (a pass that gives states back puts large
    /// containers' children there): the pages inside the first go back when it is counted, the page
    /// it shares with the second only when the second is counted too; counting a block twice traps
    /// (a page could go back under a live state). The states are zeros, which read as retired.
    /// `count` states side by side from `context`, zeros (a zero state reads as retired), written
    /// without binding the memory to another type.
    static func zeroStates(_ count: Int, in context: LayoutContext) -> UnsafeMutablePointer<LayoutNodeState> {
        let states = context.allocateNodes(count)
        _ = memset(UnsafeMutableRawPointer(states), 0, count * MemoryLayout<LayoutNodeState>.stride)
        return states
    }

    @Test func aSharedPageGoesBackWhenBothBlocksAreCounted() {
        #if os(Linux)
            let (firstReleased, bothReleased, adjacent) = Thread.runAndWait { () -> (Int, Int, Bool) in
                let context = LayoutContext(options: .default, retiredStateReleaseThreshold: 0)
                // The first chunk makes the pass one that gives states back.
                _ = Self.zeroStates(1, in: context)
                let first = Self.zeroStates(100, in: context)
                let second = Self.zeroStates(100, in: context)
                context.releaseRetiredStates(from: first, to: first + 100)
                let firstReleased = context.releasedStateBytes
                context.releaseRetiredStates(from: second, to: second + 100)
                return (firstReleased, context.releasedStateBytes, second == first + 100)
            }
            let page = LayoutContext.pageSize
            let stride = MemoryLayout<LayoutNodeState>.stride
            #expect(adjacent)
            // A slab starts on a page boundary: the first block's whole pages, then every page
            // the two blocks fill between them.
            #expect(firstReleased == 100 * stride / page * page)
            #expect(bothReleased == 200 * stride / page * page)
        #endif
    }

    @Test func countingRetiredStatesTwiceTraps() async {
        #if os(Linux)
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let context = LayoutContext(options: .default, retiredStateReleaseThreshold: 0)
                _ = RetiredStateReleaseTests.zeroStates(1, in: context)
                let block = RetiredStateReleaseTests.zeroStates(100, in: context)
                context.releaseRetiredStates(from: block, to: block + 100)
                context.releaseRetiredStates(from: block, to: block + 100)
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("retired states counted twice in a page"))
        #endif
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
            keepsAChild(keeper).stackLayoutChild(priority: .fixed)
            usesTheKeptChild(keeper, .place).stackLayoutChild(priority: .fixed)
        }
        let laidOut = Self.layout(row, in: CGRect(x: 0, y: 0, width: 100, height: 100), releasing: true)
        #expect(laidOut.released > 0)
        #expect(keeper.stateWasGivenBack)
        #expect(keeper.attributesSeen == LayoutSubelement.Attributes())
        let keptChildren = laidOut.result.children[0].children
        #expect(keptChildren.count == keptChildCount)
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
private func layOutAndUseTheKeptChild(_ use: KeptChildUse) {
    let keeper = Keeper()
    let row = Row {
        keepsAChild(keeper)
        usesTheKeptChild(keeper, use)
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

/// `count` Spacers in a custom layout of a fixed size that runs `place` when it places them.
private struct Placing: Element {
    let size: CGSize
    let count: Int
    let place: @Sendable (_ subelements: LayoutSubelements, _ size: CGSize, _ environment: Environment) -> Void

    struct PlacingLayout: Layout {
        let size: CGSize
        let place: @Sendable (LayoutSubelements, CGSize, Environment) -> Void

        func sizeThatFits(
            proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ()
        ) -> CGSize {
            size
        }

        func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
            place(subelements, size, environment)
        }
    }

    var content: ElementContent {
        ElementContent(layout: PlacingLayout(size: size, place: place)) { builder in
            for _ in 0..<count { builder.add(element: Spacer(1)) }
        }
    }
}

/// A custom layout of `count` children that places them on a diagonal, every other one faded.
private func spread(count: Int) -> Placing {
    Placing(size: CGSize(width: count, height: count), count: count) { subelements, _, _ in
        for (index, subelement) in subelements.enumerated() {
            subelement.place(at: CGPoint(x: index, y: index), size: CGSize(width: 1, height: 1))
            subelement.attributes.alpha = index % 2 == 0 ? 1 : 0.5
        }
    }
}

/// Where a misbehaving layout keeps a subelement, and what its user saw.
private final class Keeper: @unchecked Sendable {
    var kept: LayoutSubelement?
    var attributesSeen: LayoutSubelement.Attributes?
    var stateWasGivenBack = false
}

/// The number of children of ``keepsAChild(_:)``.
private let keptChildCount = 200

/// A layout of 200 children, 10 × 10, that keeps the subelement of the middle one (whose state lies
/// on a page of its own block that is given back) when it places them.
private func keepsAChild(_ keeper: Keeper) -> Placing {
    Placing(size: CGSize(width: 10, height: 10), count: keptChildCount) { subelements, _, _ in
        keeper.kept = subelements[subelements.count / 2]
    }
}

/// What ``usesTheKeptChild(_:_:)`` does with the kept subelement.
private enum KeptChildUse {
    case place, measure, stack
}

/// A layout of one child, 5 × 5, that uses the kept subelement while placing its own child, after
/// the keeper's children were laid out.
private func usesTheKeptChild(_ keeper: Keeper, _ use: KeptChildUse) -> Placing {
    Placing(size: CGSize(width: 5, height: 5), count: 1) { _, size, environment in
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
            var cache: Void = ()
            stack.placeSubelements(in: size, subelements: [kept], environment: environment, cache: &cache)
        }
    }
}

/// A Row or a Column with random distributions, filled child by child.
private struct StackElementChoice {
    private let horizontal: Bool
    private let alignment: Int
    private let underflow: StackLayout.UnderflowDistribution
    private let overflow: StackLayout.OverflowDistribution
    private let spacing: CGFloat
    private var children: [(element: Element, key: AnyHashable?, grow: CGFloat, shrink: CGFloat)] = []

    init(horizontal: Bool, random: inout SeededRandom) {
        self.horizontal = horizontal
        alignment = random.int(0...3)
        underflow = StackLayout.UnderflowDistribution.allCases[random.int(0...5)]
        overflow = StackLayout.OverflowDistribution.allCases[random.int(0...1)]
        spacing = CGFloat(random.int(0...3))
    }

    mutating func add(_ child: Element, key: AnyHashable?, grow: CGFloat, shrink: CGFloat) {
        children.append((child, key, grow, shrink))
    }

    var element: Element {
        horizontal
            ? filled(
                Row(
                    alignment: [.top, .center, .bottom, .fill][alignment], underflow: underflow, overflow: overflow,
                    minimumSpacing: spacing
                ) {})
            : filled(
                Column(
                    alignment: [.leading, .center, .trailing, .fill][alignment], underflow: underflow,
                    overflow: overflow, minimumSpacing: spacing
                ) {})
    }

    private func filled<Stack: StackElement>(_ empty: Stack) -> Stack {
        var stack = empty
        for child in children {
            stack.add(growPriority: child.grow, shrinkPriority: child.shrink, key: child.key, child: child.element)
        }
        return stack
    }
}

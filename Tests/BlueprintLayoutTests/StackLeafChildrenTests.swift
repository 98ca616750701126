import Foundation
import Testing

@testable import BlueprintLayout

/// A row or column whose children are all leaves of intrinsic size lays them out without child
/// nodes (`StackLayout+Leaves.swift`). These tests hold that path to the node path's answer, turned
/// on through `LayoutContext.laysOutLeavesWithoutNodes`: the same result tree to the bit
/// (identifiers, frames, attributes), the same measurement counts, and each child's content read
/// once a pass on either path.
@Suite struct StackLeafChildrenTests {
    /// A leaf of intrinsic size.
    struct Tile: Element {
        var size: CGSize
        var content: ElementContent { ElementContent(intrinsicSize: size) }
    }

    /// Another type of leaf, so that identifiers count siblings of two types.
    struct Dot: Element {
        var size: CGSize
        var content: ElementContent { ElementContent(intrinsicSize: size) }
    }

    /// A leaf measured by a closure: no leaf of intrinsic size.
    struct Label: Element {
        var width: CGFloat
        var content: ElementContent {
            let width = width
            return ElementContent { constraint in
                CGSize(width: min(width, constraint.width.maximum), height: (width / 50).rounded(.up) * 16)
            }
        }
    }

    /// Counts how often its content is read.
    final class Reads: @unchecked Sendable {
        var count = 0
    }

    struct CountedTile: Element {
        var size: CGSize
        let reads: Reads
        var content: ElementContent {
            reads.count += 1
            return ElementContent(intrinsicSize: size)
        }
    }

    static let lengths: [CGFloat] = [0, -0.0, 1, 10, 33.3, 100, -5, 1e6, .infinity, .nan]

    static func length(_ random: inout SeededRandom) -> CGFloat {
        random.int(0...4) == 0 ? lengths[random.int(0...lengths.count - 1)] : random.value(in: 0...120)
    }

    static func priority(_ random: inout SeededRandom) -> CGFloat {
        [0, 1, 1, 0, 2.5, 0.5, -1][random.int(0...6)]
    }

    /// A child: mostly leaves of intrinsic size (of two types, some keyed, with random priorities
    /// and guides), with `notLeaf` chance of a text that is measured, which sends the stack down
    /// the node path.
    static func child(_ random: inout SeededRandom, notLeaf: Int) -> (Element, StackLayout.Traits, AnyHashable?) {
        let element: Element
        if random.int(0...99) < notLeaf {
            element = Label(width: random.value(in: 0...300))
        } else if random.int(0...2) == 0 {
            element = Dot(size: CGSize(width: length(&random), height: length(&random)))
        } else {
            element = Tile(size: CGSize(width: length(&random), height: length(&random)))
        }
        var traits = StackLayout.Traits(growPriority: priority(&random), shrinkPriority: priority(&random))
        if random.int(0...5) == 0 {
            let shift = random.value(in: -10...10)
            traits.alignmentGuide = .init { $0.height / 2 + shift }
        }
        let key: AnyHashable? = random.int(0...3) == 0 ? AnyHashable(random.int(0...3)) : nil
        return (element, traits, key)
    }

    /// A row or column of `count` children with random settings.
    static func stack(_ random: inout SeededRandom, count: Int, notLeaf: Int) -> Element {
        let children = (0..<count).map { _ in child(&random, notLeaf: notLeaf) }
        let underflow = StackLayout.UnderflowDistribution.allCases[random.int(0...5)]
        let overflow = StackLayout.OverflowDistribution.allCases[random.int(0...1)]
        let spacing: CGFloat = [0, 8, -4, 2.5][random.int(0...3)]
        if random.int(0...1) == 0 {
            var row = Row()
            row.children = children
            row.horizontalUnderflow = underflow
            row.horizontalOverflow = overflow
            row.minimumHorizontalSpacing = spacing
            row.verticalAlignment = [.fill, .top, .center, .bottom][random.int(0...3)]
            return row
        }
        var column = Column()
        column.children = children
        column.verticalUnderflow = underflow
        column.verticalOverflow = overflow
        column.minimumVerticalSpacing = spacing
        column.horizontalAlignment = [.fill, .leading, .center, .trailing][random.int(0...3)]
        return column
    }

    /// A tree of stacks: at the root (placed without being measured) or inside a column of rows
    /// that measures them first, in several proposals.
    static func tree(_ random: inout SeededRandom) -> Element {
        let notLeaf = [0, 0, 0, 5, 30][random.int(0...4)]
        let count = [2, 3, 4, 5, 9, 16, 40][random.int(0...6)]
        if random.int(0...2) == 0 { return stack(&random, count: count, notLeaf: notLeaf) }
        var column = Column()
        column.horizontalAlignment = [.fill, .leading, .center][random.int(0...2)]
        column.verticalUnderflow = .growProportionally
        for _ in 0..<random.int(1...4) {
            column.add(
                growPriority: priority(&random), shrinkPriority: priority(&random),
                child: stack(&random, count: count, notLeaf: notLeaf))
        }
        return column
    }

    /// The element laid out with leaves laid out without nodes (`true`) or on the node path.
    static func layout(
        _ element: Element, frame: CGRect, options: LayoutOptions, withoutNodes: Bool
    ) -> (LayoutResultNode, LayoutStatistics, retired: Int) {
        let context = LayoutContext(options: options)
        context.laysOutLeavesWithoutNodes = withoutNodes
        let result = element.layout(frame: frame, environment: .empty, context: context)
        return (
            result, LayoutStatistics(measurements: context.measurements, cacheHits: context.cacheHits),
            context.retiredStates
        )
    }

    @Test func leavesLaidOutWithoutNodesGiveTheNodePathsTreeAndMeasurements() {
        var random = SeededRandom(seed: 0x1EAF_5EED)
        var differences: [String] = []
        var withoutNodes = 0
        for caseNumber in 0..<3_000 {
            let element = Self.tree(&random)
            let frame = CGRect(
                x: random.value(in: -5...5), y: 0, width: Self.length(&random), height: Self.length(&random))
            let options = [LayoutOptions.default, .noDeductions, .stairStep][random.int(0...2)]
            let (fast, fastStatistics, fastRetired) = Self.layout(
                element, frame: frame, options: options, withoutNodes: true)
            let (nodes, nodeStatistics, nodeRetired) = Self.layout(
                element, frame: frame, options: options, withoutNodes: false)
            if fastRetired < nodeRetired { withoutNodes += 1 }
            if let difference = RelayoutRun.difference(fast, nodes), differences.count < 5 {
                differences.append("case \(caseNumber): \(difference)")
            } else if fastStatistics != nodeStatistics, differences.count < 5 {
                differences.append("case \(caseNumber): statistics \(fastStatistics) against \(nodeStatistics)")
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        // The comparison means something only if the path was taken: in most trees (some stacks are
        // too small, some hold a text).
        #expect(withoutNodes > 1_000, "leaves were laid out without nodes in \(withoutNodes) trees of 3,000")
    }

    /// A stack of leaves makes no child node: only the stack's own node is made and retired.
    @Test func aRowOfLeavesMakesNoChildNodes() {
        var row = Row()
        row.horizontalUnderflow = .justifyToStart
        row.verticalAlignment = .fill
        for index in 0..<10 { row.addFixed(child: Tile(size: CGSize(width: 10, height: CGFloat(index)))) }
        let frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        let (result, statistics, retired) = Self.layout(row, frame: frame, options: .default, withoutNodes: true)
        #expect(retired == 1)
        #expect(
            result.children.map(\.frame) == (0..<10).map { CGRect(x: CGFloat($0) * 10, y: 0, width: 10, height: 20) })
        #expect(
            result.children.map(\.identifier)
                == (1...10).map { ElementIdentifier(type: Tile.self, key: nil, count: $0) })
        let (_, nodeStatistics, nodesRetired) = Self.layout(row, frame: frame, options: .default, withoutNodes: false)
        #expect(nodesRetired == 11)
        #expect(statistics == nodeStatistics)
    }

    /// Every child's content is read once a pass, whichever path the stack takes: all leaves, or a
    /// text among them (found after some leaves were read, whose contents the node path then uses).
    @Test func eachChildsContentIsReadOncePerPass() {
        for textAt in [nil, 0, 3, 5] as [Int?] {
            let reads = (0..<6).map { _ in Reads() }
            var column = Column()
            for index in 0..<6 {
                if index == textAt {
                    column.add(child: Label(width: 120))
                } else {
                    column.add(child: CountedTile(size: CGSize(width: 20, height: 10), reads: reads[index]))
                }
            }
            // Measured first (inside a row that measures it), then placed.
            var row = Row()
            row.add(child: column)
            row.add(child: Tile(size: CGSize(width: 5, height: 5)))
            for withoutNodes in [true, false] {
                for counter in reads { counter.count = 0 }
                _ = Self.layout(
                    row, frame: CGRect(x: 0, y: 0, width: 100, height: 100), options: .default,
                    withoutNodes: withoutNodes)
                let counts = reads.enumerated().filter { $0.offset != textAt }.map(\.element.count)
                #expect(
                    counts == Array(repeating: 1, count: counts.count),
                    "text at \(String(describing: textAt)), without nodes: \(withoutNodes)")
            }
        }
    }
}

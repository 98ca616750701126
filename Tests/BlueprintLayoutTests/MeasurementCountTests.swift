import BlueprintLayout
import Foundation
import Testing

/// How often a leaf's content is measured in one layout pass, on nested Row/Column trees of depth
/// 2 through 8 (the benchmark's stack settings: fill, growUniformly, condenseProportionally, no
/// spacing; every child grow 1 and shrink 1), laid out in 1000×1000.
///
/// **The bound, with `LayoutOptions.stairStep`: at most 2 content measurements per leaf, whatever the depth.**
///
/// Why 2 is enough. In these trees every leaf's natural size fits in every constraint it is
/// offered: the leaves are at most 8×8 (or 10×10), and with fan-out 3 at depth 8 each leaf still
/// gets 1000 / 3⁴ ≈ 12.3 points on each axis. A measurement in constraint C that returns a size s
/// within C proves the size for every constraint between s and C (the sizing rule ``Layout``
/// documents, and the deduction Yoga's cache makes), and a stack only ever offers a child that fits
/// a constraint at least as large as its natural size: the basis constraint is what the siblings
/// leave, the cross constraint and the placement are at least the child's size. So one measurement
/// per leaf (in the first, largest constraint) answers all the others. The second one allowed is
/// slack for an engine that measures once with an unconstrained axis and once bounded.
///
/// The bound holds with `LayoutOptions.stairStep`, which adds `answerWithinRange` to Blueprint's
/// deductions. With only Blueprint's deductions (the default, as Blueprint's: the boundary
/// `.atMost(size)` keys of its `HintingSizeCache`) a leaf is measured once per level, `depth`
/// times. The test below also asserts that depth-dependent count, so the difference stays visible.
///
/// Not bounded here, by design: trees whose content overflows the frame (every level condenses
/// its children to a new, smaller size that the leaf does not fit, so no deduction applies;
/// measured 3, 5, 8, 11, 15, 19, 24 per leaf for depths 2–8 at fan-out 2 in a 7×7 frame).
@Suite struct MeasurementCountTests {
    /// Content measurements allowed per leaf, independent of depth.
    static let boundPerLeaf = 2

    static let frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)

    @Test func aSingleStackMeasuresEachLeafOnce() {
        for leaf in LeafKind.allCases {
            for options in [LayoutOptions.default, .stairStep] {
                let counts = measurementCounts(depth: 1, fanOut: 5, leaf: leaf, options: options)
                #expect(counts.perLeaf.count == 5)
                #expect(counts.perLeaf.allSatisfy { $0 == 1 }, "\(leaf), \(options): \(counts.perLeaf)")
            }
        }
    }

    @Test(arguments: 2...8)
    func fixedLeavesAreMeasuredABoundedNumberOfTimes(depth: Int) {
        expectBounded(depth: depth, leaf: .fixed)
    }

    @Test(arguments: 2...8)
    func wrappingLeavesAreMeasuredABoundedNumberOfTimes(depth: Int) {
        expectBounded(depth: depth, leaf: .wrapping)
    }

    /// The counts above must not come from skipping work: the frames with the cache's deductions
    /// on equal the frames with them off.
    @Test(arguments: 2...6)
    func deductionsDoNotChangeFrames(depth: Int) {
        for leaf in LeafKind.allCases {
            let tree = nestedTree(depth: depth, fanOut: 3, leaf: leaf, counter: Counter())
            let exact = tree.layout(frame: Self.frame, options: .noDeductions).absoluteFrames.map(\.frame)
            for options in [LayoutOptions.default, .stairStep] {
                let deduced = tree.layout(frame: Self.frame, options: options).absoluteFrames.map(\.frame)
                #expect(deduced == exact, "\(leaf), depth \(depth), \(options)")
            }
        }
    }

    private func expectBounded(depth: Int, leaf: LeafKind) {
        for fanOut in [2, 3] {
            let counts = measurementCounts(depth: depth, fanOut: fanOut, leaf: leaf, options: .stairStep)
            let leaves = Int(pow(Double(fanOut), Double(depth)))
            #expect(counts.perLeaf.count == leaves)
            // Every leaf is measured at least once: it has to be, to be laid out.
            #expect(counts.perLeaf.allSatisfy { $0 >= 1 })
            let most = counts.perLeaf.max() ?? 0
            #expect(
                most <= Self.boundPerLeaf,
                "\(leaf) leaves, depth \(depth), fan-out \(fanOut): up to \(most) measurements per leaf"
            )
        }
    }

    @Test func blueprintsDeductionsAloneMeasureOncePerLevel() {
        let counts = measurementCounts(depth: 5, fanOut: 2, leaf: .fixed)
        #expect(counts.perLeaf.max() == 5)
    }
}

// MARK: - Test trees

fileprivate enum LeafKind: CaseIterable {
    /// Always 10×10.
    case fixed
    /// Eight 1-point characters that wrap: `min(width, 8)` wide, one 1-point line per row of text.
    case wrapping
}

/// Counts content measurements per leaf (tests run one layout per counter).
fileprivate final class Counter: @unchecked Sendable {
    var perLeaf: [Int] = []
}

fileprivate func measurementCounts(
    depth: Int,
    fanOut: Int,
    leaf: LeafKind,
    options: LayoutOptions = .default
) -> (perLeaf: [Int], total: Int) {
    let counter = Counter()
    let tree = nestedTree(depth: depth, fanOut: fanOut, leaf: leaf, counter: counter)
    let (_, statistics) = tree.layoutWithStatistics(frame: MeasurementCountTests.frame, options: options)
    return (counter.perLeaf, statistics.measurements)
}

/// Alternating Row (at the root) and Column, `depth` levels of `fanOut` children, leaves at the bottom.
fileprivate func nestedTree(depth: Int, fanOut: Int, leaf: LeafKind, counter: Counter, level: Int = 0) -> Element {
    var children: [Element] = []
    for _ in 0..<fanOut {
        if level == depth - 1 {
            counter.perLeaf.append(0)
            children.append(CountingLeaf(index: counter.perLeaf.count - 1, kind: leaf, counter: counter))
        } else {
            children.append(nestedTree(depth: depth, fanOut: fanOut, leaf: leaf, counter: counter, level: level + 1))
        }
    }
    if level % 2 == 0 {
        var row = Row()
        row.verticalAlignment = .fill
        row.horizontalUnderflow = .growUniformly
        row.horizontalOverflow = .condenseProportionally
        for child in children { row.add(growPriority: 1, shrinkPriority: 1, child: child) }
        return row
    } else {
        var column = Column()
        column.horizontalAlignment = .fill
        column.verticalUnderflow = .growUniformly
        column.verticalOverflow = .condenseProportionally
        for child in children { column.add(growPriority: 1, shrinkPriority: 1, child: child) }
        return column
    }
}

fileprivate struct CountingLeaf: Element {
    let index: Int
    let kind: LeafKind
    let counter: Counter

    var content: ElementContent {
        ElementContent { constraint in
            counter.perLeaf[index] += 1
            switch kind {
            case .fixed:
                return CGSize(width: 10, height: 10)
            case .wrapping:
                let width = min(max(constraint.width.maximum.rounded(.down), 1), 8)
                return CGSize(width: width, height: (8 / width).rounded(.up))
            }
        }
    }
}

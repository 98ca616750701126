import BlueprintLayout
import CBenchSupport
import Foundation

/// Keeps benchmark values alive in a place the optimizer cannot see through, so that building,
/// laying out and releasing happen exactly where they are timed.
final class BenchHolder {
    var element: Element?
    var result: LayoutResultNode?
}

/// Times one tree in the current process.
enum BenchRunner {
    /// Benchmarks `tree`: `warmup` untimed runs, then `runs` timed ones; then one untimed
    /// statistics pass with counting leaves. Peak memory covers all of it.
    static func run(
        _ tree: BenchTree, scale: Int = 1, runs: Int, warmup: Int, baselineMemory: Int, memoryMethod: String
    ) -> TreeReport {
        BenchSystem.resetPeakMemory()
        let holder = BenchHolder()
        var build: [Double] = []
        var layout: [Double] = []
        var second: [Double] = []
        var releaseResult: [Double] = []
        var releaseElements: [Double] = []
        var layoutAndRelease: [Double] = []
        var faults: [Double] = []
        var resultBytes: [Double] = []
        var relayoutFresh: [Double] = []
        var relayout: [Double] = []

        for index in 0..<(warmup + runs) {
            let first = firstLayout(tree, scale: scale, holder)
            let t0 = BenchSystem.now()
            holder.result = holder.element!.layout(frame: tree.frame(scale: scale))
            let t1 = BenchSystem.now()
            holder.result = nil
            let t2 = BenchSystem.now()
            holder.element = nil
            let t3 = BenchSystem.now()
            guard index >= warmup else { continue }
            build.append(first.build)
            layout.append(first.layout)
            releaseResult.append(first.release)
            layoutAndRelease.append(first.layout + first.release)
            faults.append(Double(first.faults))
            resultBytes.append(Double(first.resultBytes))
            second.append(BenchSystem.milliseconds(t0, t1))
            releaseElements.append(BenchSystem.milliseconds(t2, t3))
            if let times = relayoutRun(tree, scale: scale) {
                relayoutFresh.append(times.fresh)
                relayout.append(times.relayout)
            }
        }

        let counter = MeasureCounter()
        let counted = tree.build(scale: scale, counter: counter)
        let (result, statistics) = counted.layoutWithStatistics(frame: tree.frame(scale: scale))
        check(result, tree, scale: scale)
        let leafCalls = counter.count
        let (nodes, leaves) = counts(result)

        let peak = BenchSystem.peakMemoryBytes()
        let layoutMedian = median(layout)
        let secondMedian = median(second)
        return TreeReport(
            nodes: nodes,
            leaves: leaves,
            buildMilliseconds: rounded(median(build)),
            buildMillisecondsMin: rounded(build.min() ?? 0),
            buildMillisecondsMax: rounded(build.max() ?? 0),
            layoutMilliseconds: rounded(layoutMedian),
            layoutMillisecondsMin: rounded(layout.min() ?? 0),
            layoutMillisecondsMax: rounded(layout.max() ?? 0),
            nanosecondsPerNode: rounded(layoutMedian * 1_000_000 / Double(nodes)),
            measureCallsPerLeaf: rounded(Double(leafCalls) / Double(leaves)),
            measurements: statistics.measurements,
            cacheHits: statistics.cacheHits,
            measurementsPerNode: rounded(Double(statistics.measurements) / Double(nodes)),
            pageFaultsPerLayout: median(faults),
            resultBytesPerNode: rounded(median(resultBytes) / Double(nodes)),
            peakMemoryBytes: peak,
            baselineMemoryBytes: baselineMemory,
            memoryMethod: memoryMethod,
            releaseResultMilliseconds: rounded(median(releaseResult)),
            releaseResultMillisecondsMax: rounded(releaseResult.max() ?? 0),
            releaseElementsMilliseconds: rounded(median(releaseElements)),
            layoutAndReleaseMilliseconds: rounded(median(layoutAndRelease)),
            secondLayoutMilliseconds: rounded(secondMedian),
            secondLayoutMillisecondsMin: rounded(second.min() ?? 0),
            secondLayoutMillisecondsMax: rounded(second.max() ?? 0),
            secondOverFirst: rounded(layoutMedian > 0 ? secondMedian / layoutMedian : 0),
            relayoutMilliseconds: relayout.isEmpty ? nil : rounded(median(relayout)),
            relayoutRatio: relayout.isEmpty ? nil : rounded(median(relayout) / max(median(relayoutFresh), 1e-9))
        )
    }

    /// One sample for the peers script: build, time the layout, release.
    static func sample(_ tree: BenchTree) -> (build: Double, layout: Double, release: Double) {
        let holder = BenchHolder()
        let first = firstLayout(tree, scale: 1, holder)
        holder.element = nil
        return (first.build, first.layout, first.release)
    }

    /// The fastest build and first layout of `tree` at scale 1 and at scale 4, sampled alternately
    /// (`runs` each after `warmup` each), and the ratios of the two: about 4 when building and the
    /// engine are linear in the tree's size. The fastest run is the one least disturbed by other
    /// processes, which on a shared machine makes the ratio far steadier than a ratio of medians.
    static func scaling(_ tree: BenchTree, runs: Int, warmup: Int) -> ScalingReport {
        let holder = BenchHolder()
        var small: [Double] = []
        var large: [Double] = []
        var smallBuild: [Double] = []
        var largeBuild: [Double] = []
        var faults: [Double] = []
        for index in 0..<(warmup + runs) {
            let one = firstLayout(tree, scale: 1, holder)
            holder.element = nil
            let four = firstLayout(tree, scale: 4, holder)
            holder.element = nil
            guard index >= warmup else { continue }
            small.append(one.layout)
            large.append(four.layout)
            smallBuild.append(one.build)
            largeBuild.append(four.build)
            faults.append(Double(four.faults))
        }
        let smallWork = work(tree, scale: 1)
        let largeWork = work(tree, scale: 4)
        let smallFastest = small.min() ?? 0
        let largeFastest = large.min() ?? 0
        let smallBuildFastest = smallBuild.min() ?? 0
        let largeBuildFastest = largeBuild.min() ?? 0
        return ScalingReport(
            layoutMilliseconds: rounded(smallFastest),
            layoutMillisecondsAtFourTimes: rounded(largeFastest),
            ratio: rounded(smallFastest > 0 ? largeFastest / smallFastest : 0),
            buildMilliseconds: rounded(smallBuildFastest),
            buildMillisecondsAtFourTimes: rounded(largeBuildFastest),
            buildRatio: rounded(smallBuildFastest > 0 ? largeBuildFastest / smallBuildFastest : 0),
            pageFaultsAtFourTimes: median(faults),
            nodes: smallWork.nodes,
            nodesAtFourTimes: largeWork.nodes,
            measurementsPerNode: smallWork.measurementsPerNode,
            measurementsPerNodeAtFourTimes: largeWork.measurementsPerNode
        )
    }

    /// Result nodes and content measurements per result node of one layout of `tree` at `scale`.
    private static func work(_ tree: BenchTree, scale: Int) -> (nodes: Int, measurementsPerNode: Double) {
        let (result, statistics) = tree.build(scale: scale).layoutWithStatistics(frame: tree.frame(scale: scale))
        let nodes = counts(result).nodes
        return (nodes, rounded(Double(statistics.measurements) / Double(nodes)))
    }

    /// Result nodes and leaves (nodes without children) of a result tree.
    static func counts(_ result: LayoutResultNode) -> (nodes: Int, leaves: Int) {
        var nodes = 0
        var leaves = 0
        result.forEachNode { node, _, _ in
            nodes += 1
            if node.children.isEmpty { leaves += 1 }
            return true
        }
        return (nodes, leaves)
    }

    /// One first layout: its steps in milliseconds, the minor page faults the layout took, and the
    /// heap bytes its result holds.
    struct FirstLayout {
        var build: Double
        var layout: Double
        var release: Double
        var faults: Int
        var resultBytes: Int
    }

    /// Builds a fresh element tree into `holder`, lays it out and releases the result (the
    /// element tree stays in `holder`); times each step in milliseconds.
    private static func firstLayout(_ tree: BenchTree, scale: Int, _ holder: BenchHolder) -> FirstLayout {
        let t0 = BenchSystem.now()
        holder.element = tree.build(scale: scale)
        let t1 = BenchSystem.now()
        let heap = bench_heap_bytes_in_use()
        let faults = bench_minor_page_faults()
        let t2 = BenchSystem.now()
        holder.result = holder.element!.layout(frame: tree.frame(scale: scale))
        let t3 = BenchSystem.now()
        let faultsAfter = bench_minor_page_faults()
        let heapAfter = bench_heap_bytes_in_use()
        check(holder.result!, tree, scale: scale)
        let t4 = BenchSystem.now()
        holder.result = nil
        let t5 = BenchSystem.now()
        return FirstLayout(
            build: BenchSystem.milliseconds(t0, t1),
            layout: BenchSystem.milliseconds(t2, t3),
            release: BenchSystem.milliseconds(t4, t5),
            faults: faultsAfter - faults,
            resultBytes: Int(heapAfter) - Int(heap)
        )
    }

    /// A cheap sanity check that the layout produced the whole tree in the root frame.
    static func check(_ result: LayoutResultNode, _ tree: BenchTree, scale: Int = 1) {
        precondition(result.frame == tree.frame(scale: scale), "bench: \(tree.rawValue) root frame is \(result.frame)")
        precondition(!result.children.isEmpty, "bench: \(tree.rawValue) has no laid-out children")
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Rounds to 0.1 µs when the value is in milliseconds (four decimals).
    static func rounded(_ value: Double) -> Double {
        (value * 10_000).rounded() / 10_000
    }
}

import BlueprintLayout
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
    static func run(_ tree: BenchTree, runs: Int, warmup: Int, baselineMemory: Int, memoryMethod: String) -> TreeReport
    {
        BenchSystem.resetPeakMemory()
        let holder = BenchHolder()
        var build: [Double] = []
        var layout: [Double] = []
        var second: [Double] = []
        var releaseResult: [Double] = []
        var releaseElements: [Double] = []
        var layoutAndRelease: [Double] = []

        for index in 0..<(warmup + runs) {
            let first = firstLayout(tree, holder)
            let t0 = BenchSystem.now()
            holder.result = holder.element!.layout(frame: BenchTree.rootFrame)
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
            second.append(BenchSystem.milliseconds(t0, t1))
            releaseElements.append(BenchSystem.milliseconds(t2, t3))
        }

        let counter = MeasureCounter()
        let counted = tree.build(counter: counter)
        let (result, statistics) = counted.layoutWithStatistics(frame: BenchTree.rootFrame)
        check(result, tree)
        let leafCalls = counter.count

        let peak = BenchSystem.peakMemoryBytes()
        let layoutMedian = median(layout)
        let secondMedian = median(second)
        return TreeReport(
            nodes: tree.nodeCount,
            leaves: tree.leafCount,
            buildMilliseconds: rounded(median(build)),
            buildMillisecondsMin: rounded(build.min() ?? 0),
            buildMillisecondsMax: rounded(build.max() ?? 0),
            layoutMilliseconds: rounded(layoutMedian),
            layoutMillisecondsMin: rounded(layout.min() ?? 0),
            layoutMillisecondsMax: rounded(layout.max() ?? 0),
            nanosecondsPerNode: rounded(layoutMedian * 1_000_000 / Double(tree.nodeCount)),
            measureCallsPerLeaf: rounded(Double(leafCalls) / Double(tree.leafCount)),
            measurements: statistics.measurements,
            cacheHits: statistics.cacheHits,
            measurementsPerNode: rounded(Double(statistics.measurements) / Double(tree.nodeCount)),
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
            secondOverFirst: rounded(layoutMedian > 0 ? secondMedian / layoutMedian : 0)
        )
    }

    /// One sample for the peers script: build, time the layout, release.
    static func sample(_ tree: BenchTree) -> (build: Double, layout: Double, release: Double) {
        let holder = BenchHolder()
        let first = firstLayout(tree, holder)
        holder.element = nil
        return first
    }

    /// Builds a fresh element tree into `holder`, lays it out and releases the result (the
    /// element tree stays in `holder`); times each step in milliseconds.
    private static func firstLayout(_ tree: BenchTree, _ holder: BenchHolder) -> (
        build: Double, layout: Double, release: Double
    ) {
        let t0 = BenchSystem.now()
        holder.element = tree.build()
        let t1 = BenchSystem.now()
        holder.result = holder.element!.layout(frame: BenchTree.rootFrame)
        let t2 = BenchSystem.now()
        check(holder.result!, tree)
        let t3 = BenchSystem.now()
        holder.result = nil
        let t4 = BenchSystem.now()
        return (BenchSystem.milliseconds(t0, t1), BenchSystem.milliseconds(t1, t2), BenchSystem.milliseconds(t3, t4))
    }

    /// A cheap sanity check that the layout produced the whole tree in the root frame.
    static func check(_ result: LayoutResultNode, _ tree: BenchTree) {
        precondition(result.frame == BenchTree.rootFrame, "bench: \(tree.rawValue) root frame is \(result.frame)")
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

import Foundation

/// What `blueprint-layout bench --json` prints.
struct BenchReport: Codable {
    /// CPU model, core count and memory of the machine.
    var machine: String
    /// `git rev-parse --short HEAD`, or "unknown".
    var commit: String
    /// When the run started (ISO 8601, UTC).
    var date: String
    /// The command line that produced the report.
    var command: String
    /// Runs timed per tree after ``warmup`` untimed ones.
    var runs: Int
    /// Untimed runs per tree before timing.
    var warmup: Int
    /// One entry per tree, by name.
    var trees: [String: TreeReport]
}

/// The figures for one tree. Times are in milliseconds; "median", "min" and "max" are over the
/// timed runs, each on a freshly built element tree with fresh caches.
struct TreeReport: Codable {
    /// Nodes in the element tree.
    var nodes: Int
    /// Leaves in the element tree.
    var leaves: Int
    /// Building the element tree (median, min, max).
    var buildMilliseconds: Double
    var buildMillisecondsMin: Double
    var buildMillisecondsMax: Double
    /// A full first layout: fresh engine state, result tree produced. The engine's own node tree is
    /// released before `layout` returns, so its teardown is part of this figure.
    var layoutMilliseconds: Double
    var layoutMillisecondsMin: Double
    var layoutMillisecondsMax: Double
    /// Median layout time divided by ``nodes``.
    var nanosecondsPerNode: Double
    /// Content measurements of leaves per leaf (counted by the leaves themselves).
    var measureCallsPerLeaf: Double
    /// Content measurements of all nodes (`LayoutStatistics.measurements`).
    var measurements: Int
    /// Measurement requests answered by the cache (`LayoutStatistics.cacheHits`).
    var cacheHits: Int
    /// ``measurements`` per node.
    var measurementsPerNode: Double
    /// Minor page faults during a first layout (median): first touches of fresh memory, which
    /// dominate a first layout when the allocator hands out new pages.
    var pageFaultsPerLayout: Double
    /// Heap bytes held by the result tree right after the layout (median), per result node.
    var resultBytesPerNode: Double
    /// Peak resident memory (VmHWM) while benchmarking this tree.
    var peakMemoryBytes: Int
    /// Resident memory (VmRSS) before the first tree was built.
    var baselineMemoryBytes: Int
    /// How the peak was measured: "own-process" (one process per tree, the default) or
    /// "in-process" (VmHWM reset through /proc/self/clear_refs, heap retained from earlier trees
    /// may be included).
    var memoryMethod: String
    /// Releasing the result tree (median, max); the element tree is still alive.
    var releaseResultMilliseconds: Double
    var releaseResultMillisecondsMax: Double
    /// Releasing the element tree after its layouts (median).
    var releaseElementsMilliseconds: Double
    /// Median of first layout + release of its result: what a layout costs in real use.
    var layoutAndReleaseMilliseconds: Double
    /// A second layout of the same element values in the same frame (median, min, max).
    var secondLayoutMilliseconds: Double
    var secondLayoutMillisecondsMin: Double
    var secondLayoutMillisecondsMax: Double
    /// ``secondLayoutMilliseconds`` over ``layoutMilliseconds``; must not exceed ~1.
    var secondOverFirst: Double
    /// With `--floor`: the floor's median layout of the same tree (`Benchmarks/limit`), and
    /// ``layoutMilliseconds`` over it.
    var floorLayoutMilliseconds: Double?
    var floorRatio: Double?
    /// For a relayout tree: the session's relayout after the tree's change (median, ms).
    var relayoutMilliseconds: Double?
    /// For a relayout tree: the relayout's median time over a fresh first layout's, same runs.
    var relayoutRatio: Double?

    enum CodingKeys: String, CodingKey {
        case nodes, leaves
        case buildMilliseconds = "build_ms"
        case buildMillisecondsMin = "build_ms_min"
        case buildMillisecondsMax = "build_ms_max"
        case layoutMilliseconds = "layout_ms"
        case layoutMillisecondsMin = "layout_ms_min"
        case layoutMillisecondsMax = "layout_ms_max"
        case nanosecondsPerNode = "ns_per_node"
        case measureCallsPerLeaf = "measure_calls_per_leaf"
        case measurements
        case cacheHits = "cache_hits"
        case measurementsPerNode = "measurements_per_node"
        case pageFaultsPerLayout = "page_faults_per_layout"
        case resultBytesPerNode = "result_bytes_per_node"
        case peakMemoryBytes = "peak_memory_bytes"
        case baselineMemoryBytes = "baseline_memory_bytes"
        case memoryMethod = "memory_method"
        case releaseResultMilliseconds = "release_result_ms"
        case releaseResultMillisecondsMax = "release_result_ms_max"
        case releaseElementsMilliseconds = "release_elements_ms"
        case layoutAndReleaseMilliseconds = "layout_and_release_ms"
        case secondLayoutMilliseconds = "second_layout_ms"
        case secondLayoutMillisecondsMin = "second_layout_ms_min"
        case secondLayoutMillisecondsMax = "second_layout_ms_max"
        case secondOverFirst = "second_over_first"
        case floorLayoutMilliseconds = "floor_layout_ms"
        case floorRatio = "floor_ratio"
        case relayoutMilliseconds = "relayout_ms"
        case relayoutRatio = "relayout_ratio"
    }
}

/// What `blueprint-layout bench --scaling` measures for one tree.
struct ScalingReport: Codable {
    /// Fastest first layout at the tree's size.
    var layoutMilliseconds: Double
    /// Fastest first layout at four times the tree's size.
    var layoutMillisecondsAtFourTimes: Double
    /// The second over the first: about 4 when layout time is linear in the tree's size.
    var ratio: Double
    /// Fastest build of the element tree at the tree's size.
    var buildMilliseconds: Double
    /// Fastest build of the element tree at four times the tree's size.
    var buildMillisecondsAtFourTimes: Double
    /// The second over the first: about 4 when building is linear in the tree's size.
    var buildRatio: Double
    /// Minor page faults of a layout at four times the size (median of the runs): 0 when the warm heap held.
    var pageFaultsAtFourTimes: Double
    /// Result nodes at the tree's size and at four times it.
    var nodes: Int
    var nodesAtFourTimes: Int
    /// Content measurements per result node at the tree's size and at four times it: equal when
    /// the engine's work per node does not grow with the tree.
    var measurementsPerNode: Double
    var measurementsPerNodeAtFourTimes: Double

    enum CodingKeys: String, CodingKey {
        case layoutMilliseconds = "layout_ms"
        case layoutMillisecondsAtFourTimes = "layout_ms_4x"
        case ratio
        case buildMilliseconds = "build_ms"
        case buildMillisecondsAtFourTimes = "build_ms_4x"
        case buildRatio = "build_ratio"
        case pageFaultsAtFourTimes = "page_faults_4x"
        case nodes
        case nodesAtFourTimes = "nodes_4x"
        case measurementsPerNode = "measurements_per_node"
        case measurementsPerNodeAtFourTimes = "measurements_per_node_4x"
    }
}

extension BenchReport {
    /// Pretty-printed JSON with sorted keys.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A readable table, trees in the benchmark's order.
    func table() -> String {
        var lines = [
            "machine: \(machine)",
            "commit:  \(commit)    date: \(date)",
            "command: \(command)    (\(runs) timed runs after \(warmup) warm-up runs; times in ms)",
            "",
        ]
        let header = [
            "tree", "nodes", "build", "layout med", "min", "max", "ns/node", "calls/leaf", "faults", "B/node",
            "peak MiB",
            "rel. result", "rel. elems", "2nd layout", "2nd/1st", "relayout/1st",
        ]
        var rows = [header]
        for tree in BenchTree.allCases {
            guard let report = trees[tree.rawValue] else { continue }
            rows.append([
                tree.rawValue,
                "\(report.nodes)",
                format(report.buildMilliseconds),
                format(report.layoutMilliseconds),
                format(report.layoutMillisecondsMin),
                format(report.layoutMillisecondsMax),
                String(format: "%.0f", report.nanosecondsPerNode),
                String(format: "%.2f", report.measureCallsPerLeaf),
                String(format: "%.0f", report.pageFaultsPerLayout),
                String(format: "%.0f", report.resultBytesPerNode),
                String(format: "%.1f", Double(report.peakMemoryBytes) / 1_048_576),
                format(report.releaseResultMilliseconds),
                format(report.releaseElementsMilliseconds),
                format(report.secondLayoutMilliseconds),
                String(format: "%.2f", report.secondOverFirst),
                report.relayoutRatio.map { String(format: "%.3f", $0) } ?? "-",
            ])
        }
        // With `--floor`, two more columns: the floor's median layout and the engine's over it.
        let reported = BenchTree.allCases.compactMap { trees[$0.rawValue] }
        if reported.contains(where: { $0.floorRatio != nil }) {
            rows[0] += ["floor", "/floor"]
            for (index, report) in reported.enumerated() {
                rows[index + 1] += [
                    report.floorLayoutMilliseconds.map(format) ?? "-",
                    report.floorRatio.map { String(format: "%.2f", $0) } ?? "-",
                ]
            }
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            lines.append(cells.joined(separator: "  "))
            if index == 0 {
                lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func format(_ milliseconds: Double) -> String {
        milliseconds >= 100 ? String(format: "%.1f", milliseconds) : String(format: "%.3f", milliseconds)
    }
}

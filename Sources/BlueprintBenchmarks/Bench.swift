import BlueprintLayout
import CBenchSupport
import Foundation

/// The layout benchmarks behind `blueprint-layout bench`: named, fixed trees, each built and laid
/// out many times, with build time, layout time, measurements and memory reported per tree.
///
/// The command line is parsed by the CLI (`BlueprintLayoutCommand`), which hands over a
/// ``BenchOptions`` and a ``BenchOutput``; nothing here writes to the process's streams itself,
/// so a closed pipe is reported by the CLI like any other output error.
/// ```swift
/// var options = BenchOptions()
/// options.trees = ["flat"]
/// let outcome = Benchmarks.run(options, output: BenchOutput(line: { print($0) }, progress: { _ in }))
/// ```
public enum Benchmarks {
    /// The benchmark trees' names, in the order they are run: `flat`, `nested`, `deep`, ….
    public static var treeNames: [String] { BenchTree.allCases.map(\.rawValue) }

    /// Whether this module was compiled with optimization. Timings of a debug build mean
    /// nothing; the CLI refuses to run them.
    public static var isOptimized: Bool {
        #if DEBUG
            false
        #else
            true
        #endif
    }

    /// The largest `--scaling` ratio that passes: 4 is linear, n log n at these sizes is about 4.6.
    public static let scalingLimit = 5.0

    /// Runs the benchmarks `options` ask for, writing through `output`.
    ///
    /// - Returns: The exit status (0; 1 when a `--scaling` ratio reaches ``scalingLimit``; 2 for
    ///   an unknown tree name, or a tree that cannot be built here) and, for an ordinary run, the
    ///   JSON report (for `--json-file`).
    public static func run(_ options: BenchOptions, output: BenchOutput) -> BenchOutcome {
        var trees: [BenchTree] = []
        for name in options.trees {
            guard let tree = BenchTree(rawValue: name) else {
                output.progress("error: unknown benchmark tree '\(name)' (trees: \(treeNames.joined(separator: ", ")))")
                return BenchOutcome(status: 2, report: nil)
            }
            if let reason = tree.unavailable {
                output.progress("error: \(reason)")
                return BenchOutcome(status: 2, report: nil)
            }
            trees.append(tree)
        }
        if trees.isEmpty {
            trees = BenchTree.allCases.filter { tree in
                guard let reason = tree.unavailable else { return true }
                output.progress("skipping \(tree.rawValue): \(reason)")
                return false
            }
        }
        switch options.mode {
        case .serve:
            return BenchOutcome(status: BenchCommand.serve(output), report: nil)
        case .scaling:
            return BenchOutcome(status: BenchCommand.scaling(options, trees: trees, output), report: nil)
        case .report:
            return BenchCommand.report(options, trees: trees, output)
        }
    }
}

/// What `blueprint-layout bench` runs, as parsed from its command line.
public struct BenchOptions: Sendable {
    /// What kind of run.
    public enum Mode: Sendable {
        /// Time every tree and print a table (or the JSON report).
        case report
        /// Lay each tree out at its size and at four times it and print the time ratios.
        case scaling
        /// Answer the line protocol of `Benchmarks/peers` on standard input.
        case serve
    }

    /// What kind of run (default ``Mode/report``).
    public var mode: Mode = .report
    /// The trees to run, by name (``Benchmarks/treeNames``); empty for all of them.
    public var trees: [String] = []
    /// Builds every tree this many times its size (1 to 64).
    public var scale = 1
    /// Timed runs per tree; nil for the default (20, or 5 with ``Mode/scaling``).
    public var runs: Int?
    /// Untimed runs per tree before timing.
    public var warmup = 3
    /// Prints JSON instead of a table.
    public var json = false
    /// Runs every tree in this process (by default several trees run one child process each, so
    /// that each tree's peak memory is its own).
    public var inProcess = false
    /// The command line, recorded in the report.
    public var commandLine = "blueprint-layout bench"
    /// The floor executable of `Benchmarks/limit` (`floor.c`, built by its `run.sh`): when set, the
    /// trees it has (`flat`, `nested`, `nested-wide`) are also timed in it, with the same runs and
    /// warm-up, and report the engine's median as a multiple of the floor's (`floor_ratio`).
    public var floor: String?

    /// Options for an ordinary run of every tree.
    public init() {}

    /// Timed runs per tree of an ordinary run.
    var reportRuns: Int { runs ?? 20 }
}

/// Where the benchmarks write: results, and progress notes for a person watching.
public struct BenchOutput: Sendable {
    /// Writes one line of results (a newline is added). The line protocol of ``BenchOptions/Mode/serve``
    /// needs every line delivered before the next command is read: ``flush`` is called after each.
    public var line: @Sendable (String) -> Void
    /// Writes one line of progress or a warning (standard error in the CLI).
    public var progress: @Sendable (String) -> Void
    /// Delivers what ``line`` has buffered.
    public var flush: @Sendable () -> Void

    /// An output writing results with `line` and progress with `progress`.
    public init(
        line: @escaping @Sendable (String) -> Void,
        progress: @escaping @Sendable (String) -> Void,
        flush: @escaping @Sendable () -> Void = {}
    ) {
        self.line = line
        self.progress = progress
        self.flush = flush
    }
}

/// What a benchmark run ended with.
public struct BenchOutcome: Sendable {
    /// The exit status: 0 success, 1 a `--scaling` ratio reached the limit, 2 an unknown tree or
    /// one that cannot be built here.
    public var status: Int32
    /// The JSON report of an ordinary run (what `--json` prints), for writing to a file.
    public var report: String?
}

/// The command's modes.
enum BenchCommand {
    static func report(_ options: BenchOptions, trees: [BenchTree], _ output: BenchOutput) -> BenchOutcome {
        let baseline = BenchSystem.residentMemoryBytes()
        var report = BenchReport(
            machine: BenchSystem.machineDescription(),
            commit: BenchSystem.commit(),
            date: BenchSystem.timestamp(),
            command: options.commandLine,
            runs: options.reportRuns,
            warmup: options.warmup,
            trees: [:]
        )
        let useChildren = trees.count > 1 && !options.inProcess
        for tree in trees {
            if !options.json {
                output.progress("bench: \(tree.rawValue)…")
            }
            if useChildren, let childReport = runChild(tree, options, output) {
                report.trees[tree.rawValue] = childReport
            } else {
                report.trees[tree.rawValue] = BenchRunner.run(
                    tree,
                    scale: options.scale,
                    runs: options.reportRuns,
                    warmup: options.warmup,
                    baselineMemory: baseline,
                    memoryMethod: trees.count > 1 ? "in-process" : "own-process"
                )
            }
            if let floor = options.floor, BenchTree.floorTrees.contains(tree),
                let floorMilliseconds = runFloor(floor, tree, options, output),
                var treeReport = report.trees[tree.rawValue]
            {
                treeReport.floorLayoutMilliseconds = floorMilliseconds
                treeReport.floorRatio = BenchRunner.rounded(treeReport.layoutMilliseconds / floorMilliseconds)
                report.trees[tree.rawValue] = treeReport
            }
        }
        let json = report.json()
        output.line(options.json ? json : report.table())
        return BenchOutcome(status: 0, report: json)
    }

    /// Builds every tree and lays it out at n and 4n and prints the time ratios of both; exit
    /// status 1 when one reaches ``Benchmarks/scalingLimit``.
    static func scaling(_ options: BenchOptions, trees: [BenchTree], _ output: BenchOutput) -> Int32 {
        let runs = options.runs ?? 5
        let limit = Benchmarks.scalingLimit
        // Page faults grow with the memory a layout touches for the first time, not with its
        // work: keep freed memory so that every timed layout runs on warm pages.
        keep_freed_heap(1)
        var reports: [(BenchTree, ScalingReport)] = []
        for tree in trees {
            if !options.json { output.progress("bench --scaling: \(tree.rawValue)…") }
            reports.append((tree, BenchRunner.scaling(tree, runs: runs, warmup: min(options.warmup, 1))))
        }
        let failed = reports.filter { $0.1.ratio >= limit || $0.1.buildRatio >= limit }
        if options.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let byName = Dictionary(uniqueKeysWithValues: reports.map { ($0.0.rawValue, $0.1) })
            let data = (try? encoder.encode(byName)) ?? Data("{}".utf8)
            output.line(String(decoding: data, as: UTF8.self))
        } else {
            var lines = [
                "machine: \(BenchSystem.machineDescription())",
                "commit:  \(BenchSystem.commit())    date: \(BenchSystem.timestamp())",
                "first layout and build at n and 4n, fastest of \(runs) each; linear is about 4, limit \(limit)",
                "",
                String(repeating: " ", count: 28) + "first layout".padding(toLength: 32, withPad: " ", startingAt: 0)
                    + "build",
                "tree".padding(toLength: 16, withPad: " ", startingAt: 0)
                    + [
                        ("nodes", 10), ("n ms", 11), ("4n ms", 12), ("ratio", 9), ("n ms", 11), ("4n ms", 12),
                        ("ratio", 9), ("faults(4n)", 12),
                    ]
                    .map { String(repeating: " ", count: $0.1 - $0.0.count) + $0.0 }.joined()
                    + "  meas/node n, 4n",
            ]
            for (tree, report) in reports {
                let superlinear = [
                    report.ratio >= limit ? "  SUPERLINEAR" : "",
                    report.buildRatio >= limit ? "  SUPERLINEAR BUILD" : "",
                ]
                lines.append(
                    tree.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
                        + String(
                            format: "%10d  %9.3f  %10.3f  %7.2f  %9.3f  %10.3f  %7.2f  %10.0f  %6.2f, %.2f",
                            report.nodes, report.layoutMilliseconds, report.layoutMillisecondsAtFourTimes,
                            report.ratio, report.buildMilliseconds, report.buildMillisecondsAtFourTimes,
                            report.buildRatio, report.pageFaultsAtFourTimes, report.measurementsPerNode,
                            report.measurementsPerNodeAtFourTimes)
                        + superlinear.joined())
            }
            output.line(lines.joined(separator: "\n"))
        }
        return failed.isEmpty ? 0 : 1
    }

    /// Runs one tree in a fresh process of this executable, so its peak memory is its own.
    static func runChild(_ tree: BenchTree, _ options: BenchOptions, _ output: BenchOutput) -> TreeReport? {
        guard let executable = BenchSystem.executablePath() else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "bench", "--tree", tree.rawValue, "--runs", "\(options.reportRuns)", "--warmup", "\(options.warmup)",
            "--scale", "\(options.scale)", "--json",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            output.progress(
                "bench: could not start a child process (\(executable): \(reason(error))); running \(tree.rawValue) in-process"
            )
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let childReport = try? JSONDecoder().decode(BenchReport.self, from: data),
            let treeReport = childReport.trees[tree.rawValue]
        else {
            output.progress(
                "bench: the child process for \(tree.rawValue) failed (exit status \(process.terminationStatus)); running it in-process"
            )
            return nil
        }
        return treeReport
    }

    /// The floor's median layout time of `tree` (`floor bench TREE RUNS WARMUP`), or nil with a
    /// warning when the floor cannot be run.
    static func runFloor(_ executable: String, _ tree: BenchTree, _ options: BenchOptions, _ output: BenchOutput)
        -> Double?
    {
        struct FloorReport: Decodable {
            var layoutMilliseconds: Double
            enum CodingKeys: String, CodingKey { case layoutMilliseconds = "layout_ms" }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["bench", tree.rawValue, "\(options.reportRuns)", "\(options.warmup)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            output.progress("bench: could not run the floor (\(executable): \(reason(error))); no floor_ratio")
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let floor = try? JSONDecoder().decode(FloorReport.self, from: data),
            floor.layoutMilliseconds > 0
        else {
            output.progress(
                "bench: the floor failed on \(tree.rawValue) (exit status \(process.terminationStatus)); no floor_ratio"
            )
            return nil
        }
        return floor.layoutMilliseconds
    }

    /// Why starting a process failed, in words: the system's reason rather than Foundation's "The
    /// operation could not be completed".
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        switch (nsError.domain, nsError.code) {
        case (NSPOSIXErrorDomain, let code): return String(cString: strerror(Int32(code)))
        case (NSCocoaErrorDomain, NSFileNoSuchFileError), (NSCocoaErrorDomain, NSFileReadNoSuchFileError):
            return "no such file"
        case (NSCocoaErrorDomain, NSFileReadNoPermissionError), (NSCocoaErrorDomain, NSFileWriteNoPermissionError):
            return "permission denied"
        default: return "\(error)"
        }
    }

    /// The line protocol used by Benchmarks/peers to interleave engines sample by sample.
    static func serve(_ output: BenchOutput) -> Int32 {
        func answer(_ line: String) {
            output.line(line)
            output.flush()
        }
        while let line = readLine() {
            let words = line.split(separator: " ").map(String.init)
            guard let command = words.first else { continue }
            switch command {
            case "quit":
                return 0
            case "sample":
                guard words.count == 2, let tree = BenchTree(rawValue: words[1]) else {
                    answer(#"{"error": "usage: sample TREE"}"#)
                    continue
                }
                guard tree.unavailable == nil else {
                    answer(#"{"error": "tree \#(tree.rawValue) is unavailable: its font is missing"}"#)
                    continue
                }
                let sample = BenchRunner.sample(tree)
                answer(
                    #"{"tree": "\#(tree.rawValue)", "build_ms": \#(sample.build), "layout_ms": \#(sample.layout), "release_ms": \#(sample.release)}"#
                )
            case "frames":
                guard let element = smallTree(Array(words.dropFirst())) else {
                    answer(#"{"error": "usage: frames nested DEPTH FANOUT | frames deep DEPTH"}"#)
                    continue
                }
                let result = element.layout(frame: BenchTree.rootFrame)
                let frames = result.absoluteFrames.map { _, frame in
                    "[\(frame.minX), \(frame.minY), \(frame.width), \(frame.height)]"
                }
                answer("[" + frames.joined(separator: ", ") + "]")
            default:
                answer(#"{"error": "unknown command"}"#)
            }
        }
        return 0
    }

    /// A small tree of a benchmark shape, for checking frames against the peers.
    static func smallTree(_ words: [String]) -> Element? {
        let numbers = words.dropFirst().compactMap { Int($0) }
        guard numbers.count == words.count - 1, numbers.allSatisfy({ $0 >= 1 && $0 <= 100_000 }) else { return nil }
        switch (words.first, numbers.count) {
        case ("nested", 2): return BenchTrees.nested(depth: numbers[0], fanOut: numbers[1], counter: nil)
        case ("deep", 1): return BenchTrees.chain(depth: numbers[0], counter: nil)
        default: return nil
        }
    }
}

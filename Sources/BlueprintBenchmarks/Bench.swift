import BlueprintLayout
import CBenchSupport
import Foundation

/// Runs `blueprint-layout bench` with the arguments after `bench`; returns the exit code.
///
/// ```
/// blueprint-layout bench [--tree NAME] [--scale N] [--runs N] [--warmup N] [--json] [--json-file PATH] [--in-process]
/// blueprint-layout bench --scaling [--tree NAME] [--runs N] [--warmup N] [--json]
/// blueprint-layout bench --serve
/// ```
/// Refuses (exit 2) in a debug build: timings of unoptimized code mean nothing.
public func runBenchCommand(arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print(BenchCommand.usage)
        return 0
    }
    #if DEBUG
        BenchSystem.printError(
            """
            blueprint-layout bench: refusing to time a debug build.
            Build optimized first: `swift build -c release && .build/release/blueprint-layout bench`
            (or `swift run -c release blueprint-layout bench`).
            """
        )
        return 2
    #else
        return BenchCommand.run(arguments: arguments)
    #endif
}

/// Argument parsing and the command's modes.
enum BenchCommand {
    static let usage = """
        usage: blueprint-layout bench [--tree NAME] [--scale N] [--runs N] [--warmup N] [--json] [--json-file PATH]
                                      [--in-process]
               blueprint-layout bench --scaling [--tree NAME] [--runs N] [--warmup N] [--json]
               blueprint-layout bench --serve

          --tree NAME    one of: \(BenchTree.allCases.map(\.rawValue).joined(separator: ", ")) (default: all)
          --scale N      build every tree N times its size (1 to 64, default 1)
          --runs N       timed runs per tree, after the warm-up (default 20)
          --warmup N     untimed runs per tree first (default 3)
          --json         print {"machine", "commit", "trees": {NAME: {...}}} instead of a table
          --json-file P  also write that JSON to the file P (with the table printed, one run for both)
          --in-process   run every tree in this process (default: one child process per tree when
                         several trees are run, so each tree's peak memory is its own)
          --scaling      lay each tree out at its size and at 4 times its size (alternately, --runs
                         each, default 5) and print the ratio of the fastest times: about 4 when
                         layout is linear. Freed memory is kept (warm pages), so page faults do not
                         count. Exits 1 when a ratio reaches \(BenchCommand.scalingLimit).
          --serve        line protocol for Benchmarks/peers: read commands from stdin, answer one
                         JSON line each: `sample TREE` (build, lay out once, release: times in ms),
                         `frames nested DEPTH FANOUT` / `frames deep DEPTH` (absolute frames,
                         depth first), `quit`.
        """

    struct Options {
        /// Timed runs per tree of an ordinary run.
        var runs: Int { givenRuns ?? 20 }
        var trees: [BenchTree] = BenchTree.allCases
        var treeGiven = false
        /// Timed runs per tree; when not given, 20 (5 for `--scaling`).
        var givenRuns: Int?
        var warmup = 3
        var json = false
        var jsonFile: String?
        var inProcess = false
        var serve = false
        var scaling = false
        var scale = 1
    }

    /// The largest `--scaling` ratio that passes: 4 is linear, n log n at these sizes is about 4.6.
    static let scalingLimit = 5.0

    static func parse(_ arguments: [String]) -> Result<Options, BenchUsageError> {
        var options = Options()
        var index = 0
        func value(for flag: String) -> Result<String, BenchUsageError> {
            index += 1
            guard index < arguments.count else { return .failure(BenchUsageError("\(flag) needs a value")) }
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--tree":
                switch value(for: argument) {
                case .failure(let error): return .failure(error)
                case .success(let name):
                    guard let tree = BenchTree(rawValue: name) else {
                        return .failure(BenchUsageError("unknown tree '\(name)'"))
                    }
                    options.trees = options.treeGiven ? options.trees + [tree] : [tree]
                    options.treeGiven = true
                }
            case "--scale":
                switch value(for: argument) {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let number = Int(text), (1...64).contains(number) else {
                        return .failure(BenchUsageError("--scale needs a whole number from 1 to 64, got '\(text)'"))
                    }
                    options.scale = number
                }
            case "--runs", "--warmup":
                switch value(for: argument) {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let number = Int(text), number >= (argument == "--runs" ? 1 : 0) else {
                        return .failure(BenchUsageError("\(argument) needs a whole number, got '\(text)'"))
                    }
                    if argument == "--runs" {
                        options.givenRuns = number
                    } else {
                        options.warmup = number
                    }
                }
            case "--json": options.json = true
            case "--json-file":
                switch value(for: argument) {
                case .failure(let error): return .failure(error)
                case .success(let path): options.jsonFile = path
                }
            case "--in-process": options.inProcess = true
            case "--serve": options.serve = true
            case "--scaling": options.scaling = true
            default: return .failure(BenchUsageError("unknown argument '\(argument)'"))
            }
            index += 1
        }
        return .success(options)
    }

    static func run(arguments: [String]) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .failure(let error):
            BenchSystem.printError("blueprint-layout bench: \(error.message)\n\n\(usage)")
            return 2
        case .success(let parsed):
            options = parsed
        }
        if options.serve { return serve() }
        if options.scaling { return scaling(options) }

        let baseline = BenchSystem.residentMemoryBytes()
        var report = BenchReport(
            machine: BenchSystem.machineDescription(),
            commit: BenchSystem.commit(),
            date: BenchSystem.timestamp(),
            command: (["blueprint-layout", "bench"] + arguments).joined(separator: " "),
            runs: options.runs,
            warmup: options.warmup,
            trees: [:]
        )
        let useChildren = options.trees.count > 1 && !options.inProcess
        for tree in options.trees {
            if !options.json {
                BenchSystem.printError("bench: \(tree.rawValue)…")
            }
            if useChildren, let childReport = runChild(tree, options) {
                report.trees[tree.rawValue] = childReport
            } else {
                report.trees[tree.rawValue] = BenchRunner.run(
                    tree,
                    scale: options.scale,
                    runs: options.runs,
                    warmup: options.warmup,
                    baselineMemory: baseline,
                    memoryMethod: options.trees.count > 1 ? "in-process" : "own-process"
                )
            }
        }
        print(options.json ? report.json() : report.table())
        if let path = options.jsonFile {
            do {
                try Data((report.json() + "\n").utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                BenchSystem.printError("blueprint-layout bench: could not write \(path): \(error)")
                return 1
            }
        }
        return 0
    }

    /// Lays every tree out at n and 4n and prints the time ratios; exit status 1 when one reaches
    /// ``scalingLimit``.
    static func scaling(_ options: Options) -> Int32 {
        let runs = options.givenRuns ?? 5
        // Page faults grow with the memory a layout touches for the first time, not with its
        // work: keep freed memory so that every timed layout runs on warm pages.
        bench_keep_heap_warm()
        var reports: [(BenchTree, ScalingReport)] = []
        for tree in options.trees {
            if !options.json { BenchSystem.printError("bench --scaling: \(tree.rawValue)…") }
            reports.append((tree, BenchRunner.scaling(tree, runs: runs, warmup: min(options.warmup, 1))))
        }
        let failed = reports.filter { $0.1.ratio >= scalingLimit }
        if options.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let byName = Dictionary(uniqueKeysWithValues: reports.map { ($0.0.rawValue, $0.1) })
            let data = (try? encoder.encode(byName)) ?? Data("{}".utf8)
            BenchSystem.printLine(String(decoding: data, as: UTF8.self))
        } else {
            var lines = [
                "machine: \(BenchSystem.machineDescription())",
                "commit:  \(BenchSystem.commit())    date: \(BenchSystem.timestamp())",
                "first layout at n and 4n, fastest of \(runs) each; linear is about 4, limit \(scalingLimit)",
                "",
                "tree                 nodes    n ms       4n ms     ratio  faults(4n)  meas/node n, 4n",
            ]
            for (tree, report) in reports {
                lines.append(
                    tree.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)
                        + String(
                            format: "%10d  %9.3f  %10.3f  %7.2f  %10.0f  %6.2f, %.2f", report.nodes,
                            report.layoutMilliseconds, report.layoutMillisecondsAtFourTimes, report.ratio,
                            report.pageFaultsAtFourTimes, report.measurementsPerNode,
                            report.measurementsPerNodeAtFourTimes)
                        + (report.ratio >= scalingLimit ? "  SUPERLINEAR" : ""))
            }
            BenchSystem.printLine(lines.joined(separator: "\n"))
        }
        return failed.isEmpty ? 0 : 1
    }

    /// Runs one tree in a fresh process of this executable, so its peak memory is its own.
    static func runChild(_ tree: BenchTree, _ options: Options) -> TreeReport? {
        guard let executable = BenchSystem.executablePath() else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "bench", "--tree", tree.rawValue, "--runs", "\(options.runs)", "--warmup", "\(options.warmup)",
            "--scale", "\(options.scale)", "--json",
        ]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            BenchSystem.printError(
                "bench: could not start a child process (\(error)); running \(tree.rawValue) in-process")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let childReport = try? JSONDecoder().decode(BenchReport.self, from: data),
            let treeReport = childReport.trees[tree.rawValue]
        else {
            BenchSystem.printError("bench: child process for \(tree.rawValue) failed; running it in-process")
            return nil
        }
        return treeReport
    }

    /// The line protocol used by Benchmarks/peers to interleave engines sample by sample.
    static func serve() -> Int32 {
        while let line = readLine() {
            let words = line.split(separator: " ").map(String.init)
            guard let command = words.first else { continue }
            switch command {
            case "quit":
                return 0
            case "sample":
                guard words.count == 2, let tree = BenchTree(rawValue: words[1]) else {
                    BenchSystem.printLine(#"{"error": "usage: sample TREE"}"#)
                    continue
                }
                let sample = BenchRunner.sample(tree)
                BenchSystem.printLine(
                    #"{"tree": "\#(tree.rawValue)", "build_ms": \#(sample.build), "layout_ms": \#(sample.layout), "release_ms": \#(sample.release)}"#
                )
            case "frames":
                guard let element = smallTree(Array(words.dropFirst())) else {
                    BenchSystem.printLine(#"{"error": "usage: frames nested DEPTH FANOUT | frames deep DEPTH"}"#)
                    continue
                }
                let result = element.layout(frame: BenchTree.rootFrame)
                let frames = result.absoluteFrames.map { _, frame in
                    "[\(frame.minX), \(frame.minY), \(frame.width), \(frame.height)]"
                }
                BenchSystem.printLine("[" + frames.joined(separator: ", ") + "]")
            default:
                BenchSystem.printLine(#"{"error": "unknown command"}"#)
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

/// A command-line mistake.
struct BenchUsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}

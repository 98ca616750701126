import BlueprintBenchmarks
import BlueprintFixtures
import Foundation

/// `blueprint-layout bench`: the layout benchmarks (`Benchmarks`, in BlueprintBenchmarks), parsed like every other
/// command and printing through ``Output``.
enum BenchCommand {
    static let tree = CommandOption.value(
        "--tree", "NAME", repeatable: true,
        help: "Run only this tree (repeatable); one of: \(Benchmarks.treeNames.joined(separator: ", "))")
    static let scale = CommandOption.value(
        "--scale", "N", help: "Build every tree N times its size (1 to 64, default 1)")
    static let runs = CommandOption.value(
        "--runs", "N", help: "Timed runs per tree, after the warm-up (default 20; 5 with --scaling)")
    static let warmup = CommandOption.value("--warmup", "N", help: "Untimed runs per tree first (default 3)")
    static let json = CommandOption.flag(
        "--json", help: #"Print {"machine", "commit", "trees": {NAME: {...}}} instead of a table"#)
    static let jsonFile = CommandOption.value(
        "--json-file", "PATH",
        help: """
            Also write that JSON to PATH (the table is printed; one run for both); the file is replaced \
            as 'record' replaces fixtures
            """)
    static let inProcess = CommandOption.flag(
        "--in-process",
        help: """
            Run every tree in this process (default: one child process per tree when several trees are \
            run, so each tree's peak memory is its own)
            """)
    static let floor = CommandOption.value(
        "--floor", "PATH",
        help: """
            Also time flat, nested and nested-wide in the floor executable PATH (Benchmarks/limit/floor.c) \
            and report the engine's median over the floor's (floor_ratio); with --scale 1 only
            """)
    static let scaling = CommandOption.flag(
        "--scaling",
        help: """
            Build and lay out each tree at its size and at 4 times its size (alternately) and print the \
            ratios of the fastest times: about 4 when building and layout are linear. Exits 1 when a \
            ratio reaches \(Benchmarks.scalingLimit).
            """)
    static let serve = CommandOption.flag(
        "--serve",
        help: """
            Line protocol for Benchmarks/peers: read commands from standard input, answer one JSON line \
            each: 'sample TREE', 'frames nested DEPTH FANOUT', 'frames deep DEPTH', 'quit'.
            """)

    static let interface = CommandInterface(
        name: "bench",
        summary: "Time layouts of the benchmark trees (release builds)",
        overview: """
            Time layouts of the benchmark trees: build, first layout, measurements and memory per tree \
            (release builds only: a debug build is refused).
            """,
        options: [tree, scale, runs, warmup, json, jsonFile, inProcess, floor, scaling, serve],
        usages: [
            .init([tree, scale, runs, warmup, json, jsonFile, inProcess, floor].map { .optional($0) }),
            .init([.required(scaling)] + [tree, runs, warmup, json].map { .optional($0) }),
            .init([.required(serve)]),
        ],
        discussion: "Build optimized first: 'swift run -c release blueprint-layout bench'.")

    static func run(_ arguments: Arguments) throws -> Int32 {
        try arguments.noPositional()
        var options = BenchOptions()
        options.commandLine = (["blueprint-layout", "bench"] + arguments.raw).joined(separator: " ")
        for name in arguments.values(Self.tree) {
            guard Benchmarks.treeNames.contains(name) else {
                throw UsageError(
                    message: "unknown tree '\(name)'" + Suggest.didYouMean(name, among: Benchmarks.treeNames)
                        + " (trees: \(Benchmarks.treeNames.joined(separator: ", ")))",
                    command: "bench"
                )
            }
            options.trees.append(name)
        }
        options.scale = try arguments.integer(Self.scale, in: 1...64) ?? 1
        options.runs = try arguments.integer(Self.runs, in: 1...Int.max)
        options.warmup = try arguments.index(Self.warmup) ?? 3
        options.json = arguments.has(Self.json)
        options.inProcess = arguments.has(Self.inProcess)
        let jsonFile = arguments.value(Self.jsonFile)
        switch (arguments.has(Self.scaling), arguments.has(Self.serve)) {
        case (true, true):
            throw UsageError(
                message: "'\(Self.scaling.name)' and '\(Self.serve.name)' cannot be combined", command: "bench")
        case (true, false): options.mode = .scaling
        case (false, true): options.mode = .serve
        case (false, false): options.mode = .report
        }
        if jsonFile != nil && options.mode != .report {
            throw UsageError(message: "'\(Self.jsonFile.name)' works with an ordinary run only", command: "bench")
        }
        options.floor = arguments.value(Self.floor)
        if options.floor != nil && options.mode != .report {
            throw UsageError(message: "'\(Self.floor.name)' works with an ordinary run only", command: "bench")
        }
        if options.floor != nil && options.scale != 1 {
            throw UsageError(
                message: "'\(Self.floor.name)' needs '--scale 1': the floor builds its trees at their bench size",
                command: "bench")
        }
        guard Benchmarks.isOptimized else {
            Output.error(
                """
                error: refusing to time a debug build: timings of unoptimized code mean nothing.
                Build optimized first: 'swift build -c release && .build/release/blueprint-layout bench'
                (or 'swift run -c release blueprint-layout bench').
                """
            )
            return ExitCode.usage
        }

        let output = BenchOutput(
            line: { Output.out($0) },
            progress: { Output.error($0) },
            flush: { Output.flush() }
        )
        let outcome = Benchmarks.run(options, output: output)
        if let jsonFile, let report = outcome.report {
            do {
                try SafeFileWriter.write(Data((report + "\n").utf8), to: jsonFile)
            } catch {
                Output.error("error: cannot write \(error)")
                return ExitCode.failure
            }
        }
        return outcome.status
    }
}

import BlueprintBenchmarks
import BlueprintFixtures
import Foundation

/// `blueprint-layout bench`: the layout benchmarks (`Benchmarks`, in BlueprintBenchmarks), parsed like every other
/// command and printing through ``Output``.
enum BenchCommand {
    static let help = """
        OVERVIEW: Time layouts of the benchmark trees: build, first layout, measurements and memory
        per tree (release builds only: a debug build is refused).

        USAGE: blueprint-layout bench [--tree NAME]... [--scale N] [--runs N] [--warmup N] [--json]
                                      [--json-file PATH] [--in-process] [--floor PATH]
               blueprint-layout bench --scaling [--tree NAME]... [--runs N] [--warmup N] [--json]
               blueprint-layout bench --serve

        OPTIONS:
          --tree NAME        Run only this tree (repeatable); one of:
                             \(Benchmarks.treeNames.joined(separator: ", "))
          --scale N          Build every tree N times its size (1 to 64, default 1)
          --runs N           Timed runs per tree, after the warm-up (default 20; 5 with --scaling)
          --warmup N         Untimed runs per tree first (default 3)
          --json             Print {"machine", "commit", "trees": {NAME: {...}}} instead of a table
          --json-file PATH   Also write that JSON to PATH (the table is printed; one run for both);
                             the file is replaced as 'record' replaces fixtures
          --in-process       Run every tree in this process (default: one child process per tree
                             when several trees are run, so each tree's peak memory is its own)
          --floor PATH       Also time flat, nested and nested-wide in the floor executable PATH
                             (Benchmarks/limit/floor.c) and report the engine's median over the
                             floor's (floor_ratio); with --scale 1 only
          --scaling          Build and lay out each tree at its size and at 4 times its size
                             (alternately) and print the ratios of the fastest times: about 4
                             when building and layout are linear. Exits 1 when a ratio reaches
                             \(Benchmarks.scalingLimit).
          --serve            Line protocol for Benchmarks/peers: read commands from standard
                             input, answer one JSON line each: 'sample TREE', 'frames nested DEPTH
                             FANOUT', 'frames deep DEPTH', 'quit'.
          -h, --help         Show this help

        Build optimized first: 'swift run -c release blueprint-layout bench'.

        """

    static func run(_ rawArguments: [String]) throws -> Int32 {
        let arguments = try Arguments(
            rawArguments,
            command: "bench",
            flags: [["--json"], ["--in-process"], ["--scaling"], ["--serve"], ["--help", "-h"]],
            options: [["--tree"], ["--scale"], ["--runs"], ["--warmup"], ["--json-file"], ["--floor"]]
        )
        if arguments.flags.contains("--help") {
            Output.out(help)
            return ExitCode.success
        }
        try arguments.noPositional(command: "bench")
        var options = BenchOptions()
        options.commandLine = (["blueprint-layout", "bench"] + rawArguments).joined(separator: " ")
        for name in arguments.all("--tree") {
            guard Benchmarks.treeNames.contains(name) else {
                throw UsageError(
                    message: "unknown tree '\(name)'" + Suggest.didYouMean(name, among: Benchmarks.treeNames)
                        + " (trees: \(Benchmarks.treeNames.joined(separator: ", ")))",
                    command: "bench"
                )
            }
            options.trees.append(name)
        }
        options.scale = try arguments.integer("--scale", in: 1...64, command: "bench") ?? 1
        options.runs = try arguments.integer("--runs", in: 1...Int.max, command: "bench")
        options.warmup = try arguments.index("--warmup", command: "bench") ?? 3
        options.json = arguments.flags.contains("--json")
        options.inProcess = arguments.flags.contains("--in-process")
        let jsonFile = arguments.options["--json-file"]
        switch (arguments.flags.contains("--scaling"), arguments.flags.contains("--serve")) {
        case (true, true):
            throw UsageError(message: "'--scaling' and '--serve' cannot be combined", command: "bench")
        case (true, false): options.mode = .scaling
        case (false, true): options.mode = .serve
        case (false, false): options.mode = .report
        }
        if jsonFile != nil && options.mode != .report {
            throw UsageError(message: "'--json-file' works with an ordinary run only", command: "bench")
        }
        options.floor = arguments.options["--floor"]
        if options.floor != nil && options.mode != .report {
            throw UsageError(message: "'--floor' works with an ordinary run only", command: "bench")
        }
        if options.floor != nil && options.scale != 1 {
            throw UsageError(
                message: "'--floor' needs '--scale 1': the floor builds its trees at their bench size", command: "bench"
            )
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

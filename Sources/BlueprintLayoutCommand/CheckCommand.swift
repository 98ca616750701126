import BlueprintFixtures
import Dispatch
import Foundation

/// `blueprint-layout check PATH...`: runs fixtures concurrently, prints failures in path order.
enum CheckCommand {
    static let help = """
        OVERVIEW: Run layout fixtures and report every failing check.

        USAGE: blueprint-layout check PATH... [--filter TEXT] [--relayout] [--verbose] [--json] [--junit FILE]

        ARGUMENTS:
          PATH               A fixture file, or a folder searched recursively for .json files

        OPTIONS:
          --filter TEXT      Run only fixtures whose name or path contains TEXT (paths that
                             cannot be read fail whatever the filter: what they hold is unknown)
          --relayout         Also run every layout check through a layout session, after a
                             pass of the same element and after a pass at another size: each
                             must give a fresh layout's result tree, bit for bit
          -v, --verbose      Also print passing fixtures and every check
          --json             Print one JSON object per line for every check instead of the text
                             report (JSON lines; the 'N passed, M failed' line goes to standard
                             error): {"file", "name", "check", "summary", "passed", "expected",
                             "actual", "failures"}. A file that cannot be read or decoded is one
                             record with "check": null and its error in "failures".
          --junit FILE       Also write a JUnit XML report to FILE: a <testsuite> per fixture, a
                             <testcase> per check, a <failure> with expected, actual and delta; a
                             file that cannot be read or decoded is an <error>. FILE is replaced
                             as 'record' replaces fixtures.
          -h, --help         Show this help

        Prints one line per failing check (fixture, check, ID, expected, actual, delta) on
        standard output, and one line per file that cannot be checked on standard error ('error:
        path: message'): a file that does not decode, a folder or file without permission, a
        broken symbolic link or a loop of links, a special file (FIFO, device, socket) named
        *.json, and a folder with no fixture at all. Each counts as a failed fixture. Ends with
        'N passed, M failed' and exits 0 only when every fixture passed (1 otherwise, 2 for a
        wrong command line, 3 when the output cannot be written, as in a closed pipe).

        """

    static func run(_ rawArguments: [String]) throws -> Int32 {
        let arguments = try Arguments(
            rawArguments,
            command: "check",
            flags: [["--verbose", "-v"], ["--json"], ["--relayout"], ["--help", "-h"]],
            options: [["--filter"], ["--junit"]]
        )
        if arguments.flags.contains("--help") {
            Output.out(help)
            return ExitCode.success
        }
        let json = arguments.flags.contains("--json")
        let verbose = arguments.flags.contains("--verbose")
        if json && verbose {
            throw UsageError(
                message: "'--json' already reports every check; leave out '--verbose'", command: "check")
        }
        let junitPath = arguments.options["--junit"]
        if junitPath?.isEmpty == true {
            throw UsageError(message: "'--junit' expects a file path", command: "check")
        }
        let entries = try FixturePaths.resolve(arguments.positional, command: "check")
        let filter = arguments.options["--filter"]

        let start = DispatchTime.now()
        let outcomes = run(
            entries, filter: filter, collectingValues: json, relayout: arguments.flags.contains("--relayout"))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9

        var passed = 0
        var failed = 0
        for outcome in outcomes {
            let result = outcome.result
            if result.passed { passed += 1 } else { failed += 1 }
            if let error = result.decodingError {
                Output.error("error: \(error)")
            }
            if json {
                for record in CheckRecords.records(for: result) { Output.out(record) }
                continue
            }
            if result.passed {
                if verbose {
                    Output.out("PASS \(result.name)")
                    for check in result.checks { Output.out("  \(check.label) (\(check.summary)): ok") }
                }
            } else if result.decodingError == nil {
                for line in result.failureLines { Output.out(line) }
                if verbose {
                    for check in result.checks where check.passed {
                        Output.out("  \(check.label) (\(check.summary)): ok")
                    }
                }
            }
        }
        let summary = "\(passed) passed, \(failed) failed"
        if json { Output.error(summary) } else { Output.out(summary) }

        var status = failed == 0 ? ExitCode.success : ExitCode.failure
        if let junitPath {
            let report = JUnitReport.document(outcomes, seconds: seconds)
            do {
                try SafeFileWriter.write(Data(report.utf8), to: junitPath)
            } catch {
                Output.error("error: cannot write the JUnit report \(error)")
                status = ExitCode.failure
            }
        }
        if passed + failed == 0 {
            Output.error(filter.map { "error: no fixtures match '\($0)'" } ?? "error: no fixtures found")
            return ExitCode.failure
        }
        return status
    }

    /// One fixture's result and how long decoding and running it took.
    struct Outcome {
        var result: FixtureResult
        var seconds: Double
    }

    /// Decodes and runs every entry concurrently; the outcomes of those the filter keeps, in
    /// path order.
    static func run(
        _ entries: [FixtureFileScan.Entry], filter: String?, collectingValues: Bool, relayout: Bool = false
    ) -> [Outcome] {
        let runner = {
            var runner = FixtureRunner(registry: ToolContext.registry)
            runner.collectsValues = collectingValues
            runner.relayout = relayout
            return runner
        }()
        let slots = ResultSlots<Outcome>(count: entries.count)
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            let start = DispatchTime.now()
            func finish(_ result: FixtureResult?) {
                guard let result else { return }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                slots[index] = Outcome(result: result, seconds: seconds)
            }
            let file: FixtureFileScan.File
            switch entries[index] {
            case .file(let found):
                file = found
            case .problem(let problem):
                // A path that could not be looked at fails, whatever the filter: what it holds is unknown.
                let error = FixtureError(file: problem.path, location: "", message: problem.message)
                finish(FixtureResult(file: problem.path, name: problem.path, decodingError: error, checks: []))
                return
            }
            do throws(FixtureError) {
                var fixture = try runner.decoder.decode(fileAt: URL(fileURLWithPath: file.path), displayName: file.name)
                if let filter, !fixture.name.contains(filter), !file.name.contains(filter) {
                    finish(nil)
                } else {
                    // Checking never needs the document again: free it before laying out.
                    fixture.json = .null
                    finish(runner.run(fixture))
                }
            } catch {
                if let filter, !file.name.contains(filter) {
                    finish(nil)
                } else {
                    finish(FixtureResult(file: file.name, name: file.name, decodingError: error, checks: []))
                }
            }
        }
        return slots.values
    }
}

/// Fixed slots written concurrently by index, read after all writers finish.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}

/// Fixture files named on the command line, expanded and sorted, with the paths that could not
/// be looked at.
enum FixturePaths {
    /// Scans `paths` (`FixtureFileScan`); no path, or one that does not exist, is a usage error.
    static func resolve(_ paths: [String], command: String) throws -> [FixtureFileScan.Entry] {
        guard !paths.isEmpty else {
            throw UsageError(message: "missing PATH: name at least one fixture file or folder", command: command)
        }
        let scan = FixtureFileScan(paths)
        if let missing = scan.missing.first {
            throw UsageError(message: "no such file or folder: \(missing)", command: command)
        }
        return scan.entries
    }
}

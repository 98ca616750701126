import BlueprintFixtures
import Dispatch
import Foundation

/// `blueprint-layout check PATH...`: runs fixtures concurrently, prints failures in path order.
enum CheckCommand {
    static let help = """
        OVERVIEW: Run layout fixtures and report every failing check.

        USAGE: blueprint-layout check PATH... [--filter TEXT] [--verbose]

        ARGUMENTS:
          PATH               A fixture file, or a folder searched recursively for .json files

        OPTIONS:
          --filter TEXT      Run only fixtures whose name or path contains TEXT (paths that
                             cannot be read fail whatever the filter: what they hold is unknown)
          -v, --verbose      Also print passing fixtures and every check
          -h, --help         Show this help

        Prints one line per failing check (fixture, check, ID, expected, actual, delta); a file that
        does not decode counts as a failed fixture, and so does every path that cannot be read: a
        folder or file without permission, a broken symbolic link or a loop of links, a special
        file (FIFO, device, socket) named *.json, and a folder with no fixture at all. Ends with
        'N passed, M failed' and exits 0 only when every fixture passed (1 otherwise, 2 for a
        wrong command line, 3 when the output cannot be written, as in a closed pipe).

        """

    static func run(_ rawArguments: [String]) throws -> Int32 {
        let arguments = try Arguments(
            rawArguments,
            command: "check",
            flags: [["--verbose", "-v"], ["--help", "-h"]],
            options: [["--filter"]]
        )
        if arguments.flags.contains("--help") {
            Output.out(help)
            return ExitCode.success
        }
        let entries = try FixturePaths.resolve(arguments.positional, command: "check")
        let filter = arguments.options["--filter"]
        let verbose = arguments.flags.contains("--verbose")

        let runner = FixtureRunner()
        let results = ResultSlots<FixtureResult?>(count: entries.count)
        DispatchQueue.concurrentPerform(iterations: entries.count) { index in
            let file: FixtureFileScan.File
            switch entries[index] {
            case .file(let found):
                file = found
            case .problem(let problem):
                // A path that could not be looked at fails, whatever the filter: what it holds is unknown.
                let error = FixtureError(file: problem.path, location: "", message: problem.message)
                results[index] = FixtureResult(file: problem.path, name: problem.path, decodingError: error, checks: [])
                return
            }
            let result: FixtureResult?
            do throws(FixtureError) {
                var fixture = try runner.decoder.decode(fileAt: URL(fileURLWithPath: file.path), displayName: file.name)
                if let filter, !fixture.name.contains(filter), !file.name.contains(filter) {
                    result = nil
                } else {
                    // Checking never needs the document again: free it before laying out.
                    fixture.json = .null
                    result = runner.run(fixture)
                }
            } catch {
                if let filter, !file.name.contains(filter) {
                    result = nil
                } else {
                    result = FixtureResult(file: file.name, name: file.name, decodingError: error, checks: [])
                }
            }
            results[index] = result
        }

        var passed = 0
        var failed = 0
        for case let result? in results.values {
            if result.passed {
                passed += 1
                if verbose {
                    Output.out("PASS \(result.name)")
                    for check in result.checks { Output.out("  \(check.label) (\(check.summary)): ok") }
                }
            } else {
                failed += 1
                if let error = result.decodingError {
                    Output.error("error: \(error)")
                }
                for line in result.failureLines { Output.out(line) }
                if verbose {
                    for check in result.checks where check.passed {
                        Output.out("  \(check.label) (\(check.summary)): ok")
                    }
                }
            }
        }
        Output.out("\(passed) passed, \(failed) failed")
        if passed + failed == 0 {
            Output.error(filter == nil ? "error: no fixtures found" : "error: no fixtures match '\(filter!)'")
            return ExitCode.failure
        }
        return failed == 0 ? ExitCode.success : ExitCode.failure
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
    /// Scans `paths` (``FixtureFileScan``); no path, or one that does not exist, is a usage error.
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

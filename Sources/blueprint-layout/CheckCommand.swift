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
          --filter TEXT      Run only fixtures whose name or path contains TEXT
          -v, --verbose      Also print passing fixtures and every check
          -h, --help         Show this help

        Prints one line per failing check (fixture, check, ID, expected, actual, delta); a file that
        does not decode counts as a failed fixture. Ends with 'N passed, M failed' and exits 0 only
        when every fixture passed (1 otherwise, 2 for a wrong command line).

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
        let files = try FixturePaths.resolve(arguments.positional, command: "check")
        let filter = arguments.options["--filter"]
        let verbose = arguments.flags.contains("--verbose")

        let runner = FixtureRunner()
        let results = ResultSlots<FixtureResult?>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let result: FixtureResult?
            do throws(FixtureError) {
                var fixture = try runner.decoder.decode(fileAt: file.url, displayName: file.name)
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

/// Fixture files named on the command line, expanded and sorted.
enum FixturePaths {
    struct File {
        var url: URL
        /// The path as shown in messages: the argument, or the folder argument joined with the
        /// file's path inside it.
        var name: String
    }

    static func resolve(_ paths: [String], command: String) throws -> [File] {
        guard !paths.isEmpty else {
            throw UsageError(message: "missing PATH: name at least one fixture file or folder", command: command)
        }
        var files: [File] = []
        var seen: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError(message: "no such file or folder: \(path)", command: command)
            }
            let url = URL(fileURLWithPath: path)
            if isDirectory.boolValue {
                let base = url.standardizedFileURL.path
                let prefix = path.hasSuffix("/") ? String(path.dropLast()) : path
                for found in FixtureFiles.find(in: url) {
                    var relative = found.standardizedFileURL.path
                    if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
                    let name = prefix == "." ? relative : prefix + "/" + relative
                    if seen.insert(found.standardizedFileURL.path).inserted {
                        files.append(File(url: found, name: name))
                    }
                }
            } else if seen.insert(url.standardizedFileURL.path).inserted {
                files.append(File(url: url, name: path))
            }
        }
        return files.sorted { $0.name < $1.name }
    }
}

import BlueprintFixtures
import Dispatch
import Foundation

/// `blueprint-layout check PATH...`: runs fixtures concurrently, prints failures in path order.
enum CheckCommand {
    static let filter = CommandOption.value(
        "--filter", "TEXT",
        help: """
            Run only fixtures whose name or path contains TEXT (paths that cannot be read fail whatever \
            the filter: what they hold is unknown)
            """)
    static let strict = CommandOption.flag(
        "--strict",
        help: """
            Fail a check that checks nothing ("frames": {}, a size of [null, null]) or holds a blank \
            (null) for 'record' to fill; without it these are warnings on standard error \
            ('warning: path: $.layouts[0]: ...')
            """)
    static let relayout = CommandOption.flag(
        "--relayout",
        help: """
            Also run every layout check through a layout session, after a pass of the same element and \
            after a pass at another size: each must give a fresh layout's result tree, bit for bit
            """)
    static let verbose = CommandOption.flag("--verbose", "-v", help: "Also print passing fixtures and every check")
    static let json = CommandOption.flag(
        "--json",
        help: """
            Print one JSON object per line for every check instead of the text report (JSON lines; the \
            'N passed, M failed' line goes to standard error): {"file", "name", "check", "summary", \
            "passed", "expected", "actual", "failures"}. A file that cannot be read or decoded is one \
            record with "check": null and its error in "failures".
            """)
    static let junit = CommandOption.value(
        "--junit", "FILE",
        help: """
            Also write a JUnit XML report to FILE: a <testsuite> per fixture, a <testcase> per check, a \
            <failure> with expected, actual and delta; a file that cannot be read or decoded is an \
            <error>. FILE is replaced as 'record' replaces fixtures.
            """)

    static let interface = CommandInterface(
        name: "check",
        summary: "Run fixtures (files or folders, recursively) and report failures",
        overview: "Run layout fixtures and report every failing check.",
        arguments: [FixturePaths.argument],
        options: [filter, strict, relayout, verbose, json, junit],
        discussion: """
            Prints one line per failing check (fixture, check, ID, expected, actual, delta) on standard \
            output, then for each failing layout check every frame it lists (expected, actual, delta), \
            the tree as laid out and where the SVG diff of the first one was written (the actual layout \
            with the expected frames dashed over it; in .build/fixture-diffs, or \
            $BLUEPRINT_FIXTURE_DIFFS), and one line per file that cannot be checked on standard error \
            ('error: path: message'): a file that does not decode, a folder or file without permission, \
            a broken symbolic link or a loop of links, a special file (FIFO, device, socket) named \
            *.json, and a folder with no fixture at all. Each counts as a failed fixture. Ends with \
            'N passed, M failed' and exits 0 only when every fixture passed (1 otherwise, 2 for a wrong \
            command line, 3 when the output cannot be written, as in a closed pipe).
            """)

    static func run(_ arguments: Arguments) throws -> Int32 {
        let json = arguments.has(Self.json)
        let verbose = arguments.has(Self.verbose)
        if json && verbose {
            throw UsageError(
                message: "'\(Self.json.name)' already reports every check; leave out '\(Self.verbose.name)'",
                command: "check")
        }
        let junitPath = arguments.value(Self.junit)
        if junitPath?.isEmpty == true {
            throw UsageError(message: "'\(Self.junit.name)' expects a file path", command: "check")
        }
        let entries = try FixturePaths.resolve(arguments)
        let filter = arguments.value(Self.filter)

        let start = DispatchTime.now()
        let strict = arguments.has(Self.strict)
        let outcomes = run(
            entries, filter: filter, collectingValues: json, strict: strict, relayout: arguments.has(Self.relayout))
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9

        var passed = 0
        var failed = 0
        for outcome in outcomes {
            let result = outcome.result
            if result.passed { passed += 1 } else { failed += 1 }
            if let error = result.decodingError {
                for error in error.allErrors { Output.error("error: \(error)") }
            }
            if !strict {
                for warning in result.warnings { Output.error("warning: \(warning)") }
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
                for line in outcome.report ?? result.failureLines { Output.out(line) }
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

    /// One fixture's result, how long decoding and running it took, and (for a failing fixture
    /// in the text report) its failure report.
    struct Outcome: Sendable {
        var result: FixtureResult
        var seconds: Double
        var report: [String]?
    }

    /// Where `check` writes SVG diffs: `$BLUEPRINT_FIXTURE_DIFFS`, else `.build/fixture-diffs` in
    /// the working folder (beside `swift build`'s products in a package).
    static var diffFolder: String { FailureReport.diffFolder(fallback: ".build/fixture-diffs") }

    /// Decodes and runs every entry concurrently; the outcomes of those the filter keeps, in
    /// path order.
    static func run(
        _ entries: [FixtureFileScan.Entry], filter: String?, collectingValues: Bool, strict: Bool,
        relayout: Bool = false
    )
        -> [Outcome]
    {
        let runner = {
            var runner = FixtureRunner(registry: ToolContext.registry)
            runner.collectsValues = collectingValues
            runner.relayout = relayout
            runner.treatsWarningsAsFailures = strict
            return runner
        }()
        return entries.concurrentCompactMap { entry in
            let start = DispatchTime.now()
            func finish(_ result: FixtureResult?, report: [String]? = nil) -> Outcome? {
                guard let result else { return nil }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                return Outcome(result: result, seconds: seconds, report: report)
            }
            let file: FixtureFileScan.File
            switch entry {
            case .file(let found):
                file = found
            case .problem(let problem):
                // A path that could not be looked at fails, whatever the filter: what it holds is unknown.
                let error = FixtureError(file: problem.path, location: "", message: problem.message)
                return finish(FixtureResult(file: problem.path, name: problem.path, decodingError: error, checks: []))
            }
            do throws(FixtureError) {
                var fixture = try runner.decoder.decode(fileAt: URL(fileURLWithPath: file.path), displayName: file.name)
                if let filter, !fixture.name.contains(filter), !file.name.contains(filter) {
                    return nil
                }
                // Checking never needs the document again: free it before laying out.
                fixture.json = .null
                // With `--relayout`, a session also lays out the element decoded again (made anew).
                let madeAnew = try runner.elementMadeAnew(
                    fileAt: URL(fileURLWithPath: file.path), displayName: file.name)
                let result = runner.run(fixture, madeAnew: madeAnew)
                if result.passed || collectingValues {
                    return finish(result)
                }
                let diff = diffFolder + "/" + FailureReport.diffFileName(fixture.name) + ".svg"
                let report = FailureReport.fixture(
                    fixture, result: result, element: fixture.element, runner: runner, matchingKeys: false,
                    diffPath: diff)
                return finish(result, report: report.lines)
            } catch {
                if let filter, !file.name.contains(filter) { return nil }
                return finish(FixtureResult(file: file.name, name: file.name, decodingError: error, checks: []))
            }
        }
    }
}

import BlueprintFixtures
import Foundation
import Testing

/// Runs the built `blueprint-layout` executable and checks stdout, stderr and the exit code.
@Suite struct CommandLineToolTests {
    typealias Run = ProcessRun

    /// The executable next to the test bundle's resources (the build products folder).
    static var executable: URL {
        let candidates = [
            Bundle.module.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            TestSupport.packageRoot.appendingPathComponent(".build/debug"),
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent("blueprint-layout")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("blueprint-layout")
    }

    /// Runs the tool with `arguments` in `folder`. `launcher` is a command the tool is run
    /// through (such as `setpriv` to change user; the tool's path and arguments follow it), and
    /// `standardOutput` replaces the captured standard output (then `stdout` is empty).
    static func run(
        _ arguments: [String],
        in folder: URL? = nil,
        launcher: [String] = [],
        standardOutput: FileHandle? = nil
    ) throws -> Run {
        if let command = launcher.first {
            return try TestSupport.runProcess(
                URL(fileURLWithPath: command), Array(launcher.dropFirst()) + [executable.path] + arguments,
                in: folder, standardOutput: standardOutput)
        }
        return try TestSupport.runProcess(executable, arguments, in: folder, standardOutput: standardOutput)
    }

    static let good = TestSupport.fixture(
        element:
            #"{"type": "Row", "children": [{"type": "Fixed", "id": "a", "size": [10, 10]}, {"type": "Fixed", "id": "b", "size": [10, 10]}]}"#,
        measurements: #"[{"constraint": {}, "size": [20, 10]}]"#,
        layouts: #"[{"size": [100, 10], "frames": {"a": [0, 0, 10, 10], "b": [90, 0, 10, 10]}}]"#
    )

    /// A folder with a passing, a failing and an undecodable fixture.
    static func suite() throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(
            good.replacingOccurrences(of: #""name": "test""#, with: #""name": "good""#), to: "suite/good.json",
            in: folder)
        try TestSupport.write(
            good.replacingOccurrences(of: #""name": "test""#, with: #""name": "bad""#)
                .replacingOccurrences(of: "[90, 0, 10, 10]", with: "[80, 0, 10, 10]"),
            to: "suite/nested/bad.json",
            in: folder
        )
        try TestSupport.write(
            good.replacingOccurrences(
                of: #""size": [10, 10]}, {"#, with: #""size": [10, 10], "traits": {"growPriority": "x"}}, {"#),
            to: "suite/wrong.json",
            in: folder
        )
        return folder
    }

    @Test func checkPassingFixture() throws {
        let folder = try Self.suite()
        let run = try Self.run(["check", "suite/good.json"], in: folder)
        #expect(run.stdout == "1 passed, 0 failed\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func checkFolderReportsFailuresInPathOrder() throws {
        let folder = try Self.suite()
        let run = try Self.run(["check", "suite"], in: folder)
        #expect(
            run.stdout == """
                FAIL bad layouts[0] (layout in 100 × 10): b: frame expected [80, 0, 10, 10], actual [90, 0, 10, 10], delta [10, 0, 0, 0]
                layouts[0] (layout in 100 × 10) does not match:
                  name  expected         actual           delta
                  a     [0, 0, 10, 10]   [0, 0, 10, 10]   ok
                  b     [80, 0, 10, 10]  [90, 0, 10, 10]  [10, 0, 0, 0]
                Laid out:
                  Row [0, 0, 100, 10]
                    Fixed #a [0, 0, 10, 10]
                    Fixed #b [90, 0, 10, 10]
                SVG diff of layouts[0] (expected frames dashed over the actual layout): .build/fixture-diffs/bad.svg
                1 passed, 2 failed

                """
        )
        let svg = try String(contentsOf: folder.appendingPathComponent(".build/fixture-diffs/bad.svg"), encoding: .utf8)
        #expect(svg.contains(#"<rect class="expected mismatch" data-id="b""#))
        #expect(
            run.stderr
                == "error: suite/wrong.json: $.element.children[0].traits.growPriority: expected a number, found \"x\"\n"
        )
        #expect(run.status == 1)
    }

    @Test func checkFilterAndVerbose() throws {
        let folder = try Self.suite()
        let run = try Self.run(["check", "--filter", "good", "--verbose", "suite"], in: folder)
        #expect(
            run.stdout == """
                PASS good
                  measurements[0] (measure in unconstrained × unconstrained): ok
                  layouts[0] (layout in 100 × 10): ok
                1 passed, 0 failed

                """
        )
        #expect(run.status == 0)
    }

    @Test(arguments: [
        (
            ["check"],
            "error: missing PATH: name at least one fixture file or folder\nRun 'blueprint-layout check --help' for usage.\n"
        ),
        (
            ["check", "--frobnicate", "x"],
            "error: unknown option '--frobnicate'\nRun 'blueprint-layout check --help' for usage.\n"
        ),
        (
            ["check", "missing.json"],
            "error: no such file or folder: missing.json\nRun 'blueprint-layout check --help' for usage.\n"
        ),
        (["chek"], "error: unknown command 'chek'; did you mean 'check'?\nRun 'blueprint-layout --help' for usage.\n"),
        (
            ["render"],
            "error: missing FILE: name the fixture to draw\nRun 'blueprint-layout render --help' for usage.\n"
        ),
        (
            ["render", "--html"],
            "error: missing DIR: name the folder of fixtures\nRun 'blueprint-layout render --help' for usage.\n"
        ),
        (
            ["render", "--html", "does-not-exist"],
            "error: no such folder: does-not-exist\nRun 'blueprint-layout render --help' for usage.\n"
        ),
        (
            ["render", "--html", "suite/good.json"],
            "error: --html expects a folder (DIR), but 'suite/good.json' is a file; draw one fixture with "
                + "'render suite/good.json'\nRun 'blueprint-layout render --help' for usage.\n"
        ),
        (
            ["render", "--html", "suite", "--layout", "1"],
            "error: '--layout' draws one fixture: use it with 'render FILE'\n"
                + "Run 'blueprint-layout render --help' for usage.\n"
        ),
        (
            ["render", "suite"],
            "error: 'suite' is a folder; render draws one FILE (a page of a folder: 'render --html suite')\n"
                + "Run 'blueprint-layout render --help' for usage.\n"
        ),
        (
            ["dump", "suite/good.json", "--layout", "x"],
            "error: '--layout' expects a non-negative whole number, found 'x'\nRun 'blueprint-layout dump --help' for usage.\n"
        ),
    ])
    func usageErrorsExitWithTwo(arguments: [String], stderr: String) throws {
        let folder = try Self.suite()
        let run = try Self.run(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.stderr == stderr)
        #expect(run.stdout == "")
    }

    @Test(arguments: [
        ["--help"], ["check", "--help"], ["record", "--help"], ["render", "--help"], ["dump", "--help"],
        ["help", "check"],
    ])
    func helpForEveryCommand(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("USAGE: blueprint-layout"))
        #expect(run.stderr == "")
    }

    @Test func dumpPrintsTheTree() throws {
        let folder = try Self.suite()
        let run = try Self.run(["dump", "suite/good.json"], in: folder)
        #expect(
            run.stdout == """
                Row [0, 0, 100, 10]
                  Fixed #a [0, 0, 10, 10]
                  Fixed #b [90, 0, 10, 10]

                """
        )
        #expect(run.status == 0)
    }

    @Test func renderWritesSVG() throws {
        let folder = try Self.suite()
        let run = try Self.run(["render", "suite/nested/bad.json", "--diff", "-o", "out.svg"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == "wrote out.svg\n")
        let svg = try String(contentsOf: folder.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.components(separatedBy: "class=\"node\"").count - 1 == 3)
        #expect(svg.components(separatedBy: "<rect class=\"expected").count - 1 == 2)
        #expect(svg.components(separatedBy: "<rect class=\"expected mismatch\"").count - 1 == 1)

        // suite/wrong.json does not decode: the page is written, the file named, the status 1.
        let html = try Self.run(["render", "--html", "suite"], in: folder)
        #expect(html.status == 1)
        #expect(html.stdout.contains("<h1>1 passed, 1 failed, 1 error</h1>"))
        #expect(html.stderr.hasPrefix("error: suite/wrong.json: $.element.children[0].traits.growPriority: "))
    }

    @Test func recordThenCheckPasses() throws {
        let folder = try Self.suite()
        let run = try Self.run(["record", "suite"], in: folder)
        #expect(
            run.stdout == """
                unchanged suite/good.json (1 measurement, 1 layout)
                recorded suite/nested/bad.json (1 measurement, 1 layout)
                1 recorded, 1 unchanged, 1 refused

                """
        )
        #expect(
            run.stderr
                == "refused suite/wrong.json: $.element.children[0].traits.growPriority: expected a number, found \"x\"\n"
        )
        #expect(run.status == 1)
        let check = try Self.run(["check", "suite/good.json", "suite/nested"], in: folder)
        #expect(check.stdout == "2 passed, 0 failed\n")
        #expect(check.status == 0)
        let again = try Self.run(["record", "suite/good.json"], in: folder)
        #expect(
            again.stdout == "unchanged suite/good.json (1 measurement, 1 layout)\n0 recorded, 1 unchanged, 0 refused\n")
    }
}

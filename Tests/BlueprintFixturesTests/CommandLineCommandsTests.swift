import BlueprintFixtures
import Foundation
import Testing

/// The list of commands (issue #13), `types`, `bench` on the shared parser, "did you mean" and the
/// README agreeing with `--help` (issue #15), run as a process.
@Suite struct CommandLineCommandsTests {
    typealias Tool = CommandLineToolTests

    static let commands = ["check", "record", "render", "dump", "types", "bench"]

    @Test func theOverviewListsEveryCommand() throws {
        let run = try Tool.run(["--help"])
        #expect(run.status == 0)
        let section = try #require(
            run.stdout.components(separatedBy: "COMMANDS:\n").last?.components(separatedBy: "\n\n").first)
        let names = section.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == Self.commands)
    }

    @Test(arguments: commands)
    func everyCommandHasHelpTwoWays(command: String) throws {
        let direct = try Tool.run([command, "--help"])
        #expect(direct.status == 0)
        #expect(direct.stdout.hasPrefix("OVERVIEW: "))
        #expect(direct.stdout.contains("USAGE: blueprint-layout \(command)"))
        #expect(direct.stderr == "")
        let viaHelp = try Tool.run(["help", command])
        #expect(viaHelp.stdout == direct.stdout)
    }

    @Test(arguments: [
        (["help", "chek"], "error: no help for 'chek': unknown command 'chek'; did you mean 'check'?\n"),
        (["tpyes"], "error: unknown command 'tpyes'; did you mean 'types'?\n"),
        (["check", "--verbos", "x"], "error: unknown option '--verbos'; did you mean '--verbose'?\n"),
        (["check", "--verbose=yes", "x"], "error: '--verbose' takes no value\n"),
        (["bench", "--tree", "flatt"], "error: unknown tree 'flatt'; did you mean 'flat'? (trees: "),
        (["bench", "--runs", "0"], "error: '--runs' expects a whole number from 1, found '0'\n"),
        (["bench", "--scale", "99"], "error: '--scale' expects a whole number from 1 to 64, found '99'\n"),
        (["bench", "--scaling", "--serve"], "error: '--scaling' and '--serve' cannot be combined\n"),
        (["bench", "extra"], "error: unexpected argument 'extra'\n"),
        (["bench", "--frobnicate"], "error: unknown option '--frobnicate'\n"),
        (
            ["types", "HStack"],
            #"error: unknown element type "HStack"; did you mean "Row"? (SwiftUI's HStack is a Row)"# + "\n"
        ),
    ])
    func wrongCommandLinesSayWhatToDo(arguments: [String], message: String) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(message))
        #expect(run.stderr.hasSuffix(" for usage.\n"))
    }

    @Test func benchRefusesADebugBuildAndWritesThroughTheCheckedOutput() throws {
        #if DEBUG
            let run = try Tool.run(["bench", "--tree", "flat"])
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix("error: refusing to time a debug build"))
        #endif
        // bench's output goes through the same checked writes: a closed pipe is exit status 3.
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let closed = try Tool.run(["bench", "--help"], standardOutput: pipe.fileHandleForWriting)
        #expect(closed.status == 3)
        #expect(closed.stderr.hasSuffix("error: cannot write to standard output: Broken pipe (exit code 3)\n"))
    }

    @Test func typesListsTheVocabularyWithKeysAndChildTraits() throws {
        let run = try Tool.run(["types"])
        #expect(run.status == 0)
        let names = ElementDecoderRegistry.standard.typeNames
        #expect(run.stdout.hasPrefix("\(names.count) element types.\n"))
        for name in names {
            #expect(run.stdout.contains("\n\(name): "), "\(name)")
        }
        #expect(!run.stdout.contains("(no description registered)"))

        let row = try Tool.run(["types", "Row"])
        #expect(row.stdout.hasPrefix("Row: Children side by side"))
        #expect(row.stdout.contains("\n  underflow         \"spaceEvenly\" (default), "))
        #expect(
            row.stdout.contains(
                "\n  child traits (in each child's \"traits\"):\n    growPriority    number (default 1)\n"))
        let inset = try Tool.run(["types", "Inset"])
        #expect(!inset.stdout.contains("child traits"))
    }

    /// Issue #38: `types Grid` ran a long trait name into its meaning and pointed at a file a
    /// user's package does not have.
    @Test func typesKeepsTwoSpacesAfterEveryNameAndPointsAtTheFormatDocument() throws {
        let grid = try Tool.run(["types", "Grid"])
        #expect(grid.status == 0)
        #expect(!grid.stdout.contains("Fixtures/README.md"))
        #expect(grid.stdout.contains("Docs/FixtureFormat.md"))
        #expect(!grid.stdout.contains("verticalAlignmentH"))
        let rows = grid.stdout.split(separator: "\n").dropFirst().filter { !$0.hasSuffix(":") }
        let columns = Set(
            rows.compactMap { row in
                row.firstMatch(of: /^ +\S+(?:, \S+)* {2,}/).map { $0.output.count }
            })
        #expect(columns.count == 1, "the meanings start in one column: \(grid.stdout)")
        #expect(rows.allSatisfy { $0.firstMatch(of: /^ +\S+(?:, \S+)* {2,}\S/) != nil }, "\(grid.stdout)")
    }

    @Test func everyBuiltInTypeIsDescribedWithTheKeysItsDecoderReads() throws {
        let registry = ElementDecoderRegistry.standard
        for name in registry.typeNames {
            let description = try #require(registry.typeDescription(for: name), "\(name) has no description")
            #expect(!description.summary.isEmpty)
        }
        // Keys in the descriptions are keys the decoders know: an unknown key's error lists them.
        #expect(
            registry.typeDescription(for: "Row")?.childTraits.map(\.name) == [
                "growPriority", "shrinkPriority", "priority", "alignmentGuide", "key",
            ])
        #expect(registry.typeDescription(for: "Flow")?.childTraits.map(\.name) == ["priority", "key"])
        #expect(registry.typeDescription(for: "Overlay")?.keys.map(\.name) == ["children"])
    }

    @Test func commonNamesFromOtherFrameworksAreSuggested() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(
            TestSupport.fixture(
                element: #"{"type": "Label", "text": "Hi"}"#, measurements: #"[{"constraint": {}, "size": [16, 16]}]"#),
            to: "label.json", in: folder)
        let run = try Tool.run(["check", "label.json"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr
                == #"error: label.json: $.element.type: unknown element type "Label"; did you mean "Text"? (fixtures measure text with the monospaced Text leaf, not Blueprint's Label)"#
                + "\n")
        #expect(run.stdout == "0 passed, 1 failed\n")
    }

    /// The README's command table is the commands' USAGE lines, both ways.
    @Test func theReadmeAndHelpAgree() throws {
        let readme = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "| command | what it does |\n|---|---|\n").last)
        let documented = table.components(separatedBy: "\n\n")[0].split(separator: "\n").compactMap { row in
            row.firstMatch(of: /^\| `([^`]+)` \|/).map { "blueprint-layout " + $0.1 }
        }
        #expect(documented.count >= 9)
        var usages: [String] = []
        for command in Self.commands {
            let help = try Tool.run([command, "--help"]).stdout
            let usage = try #require(
                help.components(separatedBy: "USAGE: ").last?.components(separatedBy: "\n\n").first)
            let words = usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            usages += words.components(separatedBy: "blueprint-layout ").dropFirst().map {
                "blueprint-layout " + $0.trimmingCharacters(in: .whitespaces)
            }
        }
        #expect(
            Set(documented) == Set(usages),
            "README only: \(Set(documented).subtracting(usages)); --help only: \(Set(usages).subtracting(documented))")
    }

    @Test func renderHTMLExitsOneWhenAFileCannotBeDecoded() throws {
        let folder = try Tool.suite()
        let run = try Tool.run(["render", "--html", "suite", "-o", "page.html"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout == "wrote page.html\n")
        #expect(
            run.stderr.components(separatedBy: "\n").filter { !$0.isEmpty } == [
                #"error: suite/wrong.json: $.element.children[0].traits.growPriority: expected a number, found "x""#
            ])
        // The page is written all the same, with the file as an error.
        let page = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(page.contains("<span class=\"badge\">ERROR</span> wrong.json</a>"))
        #expect(page.contains("<code>$.element.children[0].traits.growPriority</code>"))
        // A failing check is not an error: the page is what was asked for.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("suite/wrong.json"))
        let failing = try Tool.run(["render", "--html", "suite", "-o", "page.html"], in: folder)
        #expect(failing.status == 0)
        #expect(failing.stderr == "")
    }

    @Test func aPathThatDoesNotExistIsAUsageErrorForEveryCommand() throws {
        let folder = try Tool.suite()
        let help = try Tool.run(["--help"]).stdout
        #expect(help.contains("2  the command line was wrong: an unknown option, a missing or extra argument,"))
        #expect(help.contains("or a path named on it that does not exist"))
        for arguments in [
            ["check", "does-not-exist"], ["record", "does-not-exist"], ["render", "--html", "does-not-exist"],
            ["render", "does-not-exist.json"], ["dump", "does-not-exist.json"],
        ] {
            let run = try Tool.run(arguments, in: folder)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("error: no such "), "\(arguments)")
            #expect(run.stderr.contains("does-not-exist"), "\(arguments)")
        }
    }

    @Test func renderHTMLWritesThePageWhereTheReadmeSays() throws {
        let folder = try Tool.suite()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("suite/wrong.json"))
        let run = try Tool.run(["render", "--html", "suite", "-o", "page.html"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == "wrote page.html\n")
        let page = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
    }
}

import BlueprintFixtures
import Foundation

/// `blueprint-layout record PATH...`: writes the engine's results into fixtures.
enum RecordCommand {
    static let help = """
        OVERVIEW: Record the engine's sizes and frames into fixtures.

        USAGE: blueprint-layout record PATH... [--filter TEXT]

        ARGUMENTS:
          PATH               A fixture file, or a folder searched recursively for .json files

        OPTIONS:
          --filter TEXT      Record only files whose path contains TEXT
          -h, --help         Show this help

        Writes what the engine computes into each measurement check's "size" and into each layout
        check's frames: those it lists (by id or key path) and one for every id in the tree it
        does not list yet. Blanks are filled ("size": null, a frame written null, "frames": {});
        components written as null stay null, and so do the null axes of a layout check's size
        (measured: frames are recorded in the size the element measures to). Values are replaced
        where they are, and every other byte of the file stays as written (key order, layout,
        number literals). A listed name that finds no element, or several, is kept as written
        and reported ('error: path: $.layouts[0].frames.x: ...; kept as written', exit code 1);
        checks that still check nothing are reported as warnings. A file that does not decode is
        refused and left untouched (exit code 1), and so is every path that cannot be read (as
        'check' reports them).

        Files are never damaged: a symbolic link is followed and its target written; special
        files (FIFO, device, socket) and files without write permission for you (judged from
        the file's mode and owner, for root too: a file nobody may write is refused) are
        refused; the file keeps its mode, owner and group; the new contents go to a temporary
        file beside it that is flushed to disk and renamed over it, so the file is replaced
        whole or not at all. Review the diff before committing.

        """

    static func run(_ rawArguments: [String]) throws -> Int32 {
        let arguments = try Arguments(
            rawArguments,
            command: "record",
            flags: [["--help", "-h"]],
            options: [["--filter"]]
        )
        if arguments.flags.contains("--help") {
            Output.out(help)
            return ExitCode.success
        }
        let entries = try FixturePaths.resolve(arguments.positional, command: "record")
        let filter = arguments.options["--filter"]
        let recorder = FixtureRecorder(registry: ToolContext.registry)
        var recorded = 0
        var unchanged = 0
        var refused = 0
        var kept = 0
        for entry in entries {
            let file: FixtureFileScan.File
            switch entry {
            case .file(let found):
                guard filter.map({ found.name.contains($0) }) ?? true else { continue }
                file = found
            case .problem(let problem):
                refused += 1
                Output.error("refused \(problem)")
                continue
            }
            let outcome = recorder.record(fileAt: URL(fileURLWithPath: file.path), displayName: file.name)
            if let error = outcome.error {
                refused += 1
                for (index, error) in error.allErrors.enumerated() {
                    Output.error(index == 0 ? "refused \(error)" : "  \(error)")
                }
            } else {
                if outcome.changed { recorded += 1 } else { unchanged += 1 }
                Output.out(outcome.message)
                for problem in outcome.problems { Output.error("error: \(problem)") }
                for warning in outcome.warnings { Output.error("warning: \(warning)") }
                kept += outcome.problems.count
            }
        }
        Output.out(
            "\(recorded) recorded, \(unchanged) unchanged, \(refused) refused"
                + (kept == 0 ? "" : "; \(kept) \(kept == 1 ? "entry" : "entries") kept as written (error above)"))
        return refused == 0 && kept == 0 ? ExitCode.success : ExitCode.failure
    }
}

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

        Replaces each measurement check's "size" and each layout check's "frames" (every id laid
        out in the tree) with what the engine computes, keeps everything else, and rewrites the
        file with sorted keys. Components written as null stay null. A file that does not decode
        is refused and left untouched (exit code 1), and so is every path that cannot be read (as
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
            if outcome.error != nil {
                refused += 1
                Output.error(outcome.message)
            } else {
                if outcome.changed { recorded += 1 } else { unchanged += 1 }
                Output.out(outcome.message)
            }
        }
        Output.out("\(recorded) recorded, \(unchanged) unchanged, \(refused) refused")
        return refused == 0 ? ExitCode.success : ExitCode.failure
    }
}

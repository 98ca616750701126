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
        is refused and left untouched (exit code 1). Review the diff before committing.

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
        let files = try FixturePaths.resolve(arguments.positional, command: "record")
        let filter = arguments.options["--filter"]
        let recorder = FixtureRecorder()
        var recorded = 0
        var unchanged = 0
        var refused = 0
        for file in files where filter.map({ file.name.contains($0) }) ?? true {
            let outcome = recorder.record(fileAt: file.url, displayName: file.name)
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

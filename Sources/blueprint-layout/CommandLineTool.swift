import BlueprintBenchmarks
import BlueprintFixtures
import Foundation

/// Exit codes: 0 success, 1 a check or file failed, 2 the command line was wrong.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}

/// A wrong command line; printed to stderr with a pointer to `--help`, exit code 2.
struct UsageError: Error {
    var message: String
    var command: String?
}

/// Dispatches to the subcommands.
enum CommandLineTool {
    static let overview = """
        OVERVIEW: Check, record, draw and dump Blueprint layout fixtures (format blueprint-layout-fixture/1).

        USAGE: blueprint-layout <command> [options]

        COMMANDS:
          check PATH...      Run fixtures (files or folders, recursively) and report failures
          record PATH...     Write the engine's sizes and frames into fixtures
          render FILE        Draw a fixture's layout as SVG (render --html DIR: an HTML index)
          dump FILE          Print a fixture's laid-out tree: type, id and frame per element
          bench ...          Run the layout benchmarks

        Run 'blueprint-layout <command> --help' for a command's options.

        """

    static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            Output.error(overview)
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "--help", "-h", "help":
                if let topic = rest.first, let help = help(for: topic) {
                    Output.out(help)
                } else {
                    Output.out(overview)
                }
                return ExitCode.success
            case "check": return try CheckCommand.run(rest)
            case "record": return try RecordCommand.run(rest)
            case "render": return try RenderCommand.run(rest)
            case "dump": return try DumpCommand.run(rest)
            case "bench": return runBenchCommand(arguments: rest)
            default:
                throw UsageError(
                    message: "unknown command '\(command)'"
                        + didYouMean(command, among: ["check", "record", "render", "dump", "bench"]),
                    command: nil
                )
            }
        } catch let error as UsageError {
            Output.error("error: \(error.message)")
            let helpCommand = error.command.map { "blueprint-layout \($0) --help" } ?? "blueprint-layout --help"
            Output.error("Run '\(helpCommand)' for usage.")
            return ExitCode.usage
        } catch {
            Output.error("error: \(error)")
            return ExitCode.failure
        }
    }

    static func help(for command: String) -> String? {
        switch command {
        case "check": CheckCommand.help
        case "record": RecordCommand.help
        case "render": RenderCommand.help
        case "dump": DumpCommand.help
        default: nil
        }
    }

    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        let match = candidates.first { candidate in
            candidate.hasPrefix(word.prefix(2)) && abs(candidate.count - word.count) <= 2
        }
        return match.map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// Writes to standard output and standard error.
enum Output {
    static func out(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    static func error(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

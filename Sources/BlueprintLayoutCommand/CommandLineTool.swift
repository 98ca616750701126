import BlueprintFixtures
import Foundation

/// Dispatches to the commands of ``Commands/all``.
enum CommandLineTool {
    /// The overview `--help` prints: every command from ``Commands/all`` with its summary.
    static var overview: String {
        let width = (Commands.all.map(\.interface.synopsis.count).max() ?? 0) + 2
        let commands = Commands.all.map { command in
            "  " + command.interface.synopsis.padding(toLength: width, withPad: " ", startingAt: 0)
                + command.interface.summary
        }
        return """
            OVERVIEW: Check, record, draw and dump Blueprint layout fixtures (format blueprint-layout-fixture/1).

            USAGE: blueprint-layout <command> [options]

            COMMANDS:
            \(commands.joined(separator: "\n"))

            Run 'blueprint-layout <command> --help' (or 'blueprint-layout help <command>') for a
            command's options.

            EXIT STATUS:
              0  success: every fixture passed, every file was written
              1  a check failed, or a file or folder could not be read or written
              2  the command line was wrong: an unknown option, a missing or extra argument,
                 or a path named on it that does not exist
              3  the output could not be written (standard output or error closed or full,
                 a closed pipe as in 'check | head'); the message goes to standard error when
                 that is still open

            """
    }

    /// Runs the command named by `arguments.first` with the rest of them, decoding fixtures with
    /// `registry`; returns the exit status.
    static func run(_ arguments: [String], registry: ElementDecoderRegistry = .standard) -> Int32 {
        ToolContext.$registry.withValue(registry) {
            dispatch(arguments)
        }
    }

    private static func dispatch(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            Output.error(overview)
            return ExitCode.usage
        }
        let rest = Array(arguments.dropFirst())
        do {
            if ["--help", "-h", "help"].contains(name) {
                guard let topic = rest.first else {
                    Output.out(overview)
                    return ExitCode.success
                }
                guard let command = Commands.named(topic) else {
                    throw UsageError(message: "no help for '\(topic)': \(unknownCommand(topic))", command: nil)
                }
                Output.out(command.help)
                return ExitCode.success
            }
            guard let command = Commands.named(name) else {
                throw UsageError(message: unknownCommand(name), command: nil)
            }
            let parsed = try Arguments(rest, interface: command.interface)
            if parsed.has(.help) {
                Output.out(command.help)
                return ExitCode.success
            }
            return try command.run(parsed)
        } catch let error as UsageError {
            Output.error("error: \(error.message)")
            let helpCommand = error.command.map { "blueprint-layout \($0) --help" } ?? "blueprint-layout --help"
            Output.error("Run '\(helpCommand)' for usage.")
            return ExitCode.usage
        } catch {
            Output.error("error: \(Suggest.message(for: error))")
            return ExitCode.failure
        }
    }

    /// `unknown command 'chek'; did you mean 'check'?`
    static func unknownCommand(_ name: String) -> String {
        "unknown command '\(name)'" + Suggest.didYouMean(name, among: Commands.all.map(\.name))
    }
}

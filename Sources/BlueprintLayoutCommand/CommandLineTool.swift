import BlueprintFixtures
import Foundation

/// Exit codes: 0 success, 1 a check or file failed, 2 the command line was wrong, 3 standard
/// output or standard error could not be written (a closed pipe, a full disk).
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
    static let output: Int32 = 3
}

/// A wrong command line; printed to stderr with a pointer to `--help`, exit code 2.
struct UsageError: Error {
    var message: String
    var command: String?
}

/// What the running command works with: the element vocabulary of the tool in use (the
/// standard one, or a user's from ``BlueprintLayoutCommand/main(registry:)``).
///
/// A task-local value, set by ``CommandLineTool/run(_:registry:)`` for the command's run: every
/// command reads it on the thread that runs it (work handed to other threads takes what it
/// needs along, such as a `FixtureRunner` made from it).
enum ToolContext {
    @TaskLocal static var registry: ElementDecoderRegistry = .standard
}

/// Dispatches to the commands of ``Commands/all``.
enum CommandLineTool {
    /// The overview `--help` prints: every command from ``Commands/all`` with its summary.
    static var overview: String {
        let width = (Commands.all.map(\.synopsis.count).max() ?? 0) + 2
        let commands = Commands.all.map { command in
            "  " + command.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary
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
            return try command.run(rest)
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

/// "Did you mean" for command lines, and readable text for errors from elsewhere.
enum Suggest {
    /// `; did you mean 'check'?` when one of `candidates` is a likely misspelling of `word`, or
    /// the empty string.
    static func didYouMean(_ word: String, among candidates: [String]) -> String {
        guard let match = Suggestions.closest(to: word, among: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// What went wrong, in words a person can act on: Foundation's errors by their reason
    /// (never "The operation could not be completed"), everything else by its description.
    static func message(for error: any Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain {
            let path = (nsError.userInfo[NSFilePathErrorKey] as? String).map { "\($0): " } ?? ""
            if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
                underlying.domain == NSPOSIXErrorDomain
            {
                return path + String(cString: strerror(Int32(underlying.code)))
            }
            if nsError.domain == NSPOSIXErrorDomain { return path + String(cString: strerror(Int32(nsError.code))) }
            return path + nsError.localizedDescription
        }
        return "\(error)"
    }
}

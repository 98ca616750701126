import BlueprintBenchmarks
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

        EXIT STATUS:
          0  success: every fixture passed, every file was written
          1  a check failed, or a file or folder could not be read or written
          2  the command line was wrong
          3  the output could not be written (standard output or error closed or full,
             a closed pipe as in 'check | head'); the message goes to standard error when
             that is still open

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
            case "bench":
                Output.flush()
                let status = runBenchCommand(arguments: rest)
                // The benchmarks print through the C library's buffered standard output.
                if !Output.flushCStandardOutput() {
                    Output.error("error: cannot write to standard output: \(String(cString: strerror(errno)))")
                    return ExitCode.output
                }
                return status
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

/// Writes to standard output and standard error with `write(2)`, never trapping.
///
/// Standard output is buffered and flushed before anything goes to standard error (so the two
/// stay in order) and at the end. When a write fails (a closed pipe, a full disk, a closed
/// descriptor) the process ends with ``ExitCode/output`` and a message on standard error.
/// `SIGPIPE` is ignored (``prepare()``), so a closed pipe is an `EPIPE` error rather than a
/// silent death.
enum Output {
    private final class Buffer: @unchecked Sendable {
        let lock = NSLock()
        var bytes: [UInt8] = []
    }

    private static let standardOutput = Buffer()
    private static let flushThreshold = 1 << 16

    /// Ignores `SIGPIPE`, and puts `/dev/null` (read-only) on any closed standard descriptor so
    /// that no file the tool opens can take its number: writes to a closed standard output then
    /// fail with `EBADF` instead of landing in a fixture.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", O_RDONLY)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Writes a line (a newline is added when missing) to standard output.
    static func out(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        let full = standardOutput.lock.withLock {
            standardOutput.bytes.append(contentsOf: line.utf8)
            return standardOutput.bytes.count >= flushThreshold
        }
        if full { flush() }
    }

    /// Writes a line to standard error, after flushing standard output.
    static func error(_ text: String) {
        flush()
        let line = text.hasSuffix("\n") ? text : text + "\n"
        if let failure = FileSystem.writeAll(Array(line.utf8), to: 2) {
            fail(stream: "standard error", failure)
        }
    }

    /// Flushes the C library's output streams (the benchmarks print through them); false when
    /// that fails.
    static func flushCStandardOutput() -> Bool {
        fflush(nil) == 0
    }

    /// Writes what standard output has buffered; ends the process when that fails.
    static func flush() {
        let bytes = standardOutput.lock.withLock {
            defer { standardOutput.bytes.removeAll(keepingCapacity: true) }
            return standardOutput.bytes
        }
        guard !bytes.isEmpty else { return }
        if let failure = FileSystem.writeAll(bytes, to: 1) {
            fail(stream: "standard output", failure)
        }
    }

    /// Ends the process: the output cannot be written.
    private static func fail(stream: String, _ failure: Errno) -> Never {
        let message = "error: cannot write to \(stream): \(failure) (exit code \(ExitCode.output))\n"
        if stream != "standard error" { _ = FileSystem.writeAll(Array(message.utf8), to: 2) }
        exit(ExitCode.output)
    }
}

import BlueprintFixtures
import Foundation

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

import Foundation
import Testing

/// A child process that has finished: its exit status and everything it wrote.
struct ProcessRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The last lines of both outputs, for messages.
    var tail: String {
        (stdout + stderr).components(separatedBy: "\n").suffix(60).joined(separator: "\n")
    }
}

extension TestSupport {
    /// Runs `executable` with `arguments` (in `folder` when given) and waits for it. Both outputs
    /// go through files, so a process that writes a lot never blocks on a full pipe.
    ///
    /// - Parameters:
    ///   - environment: The child's whole environment; `nil` inherits this process's.
    ///   - standardOutput: Replaces the captured standard output (`stdout` is then empty).
    ///   - timeout: Seconds after which the process is stopped and an issue recorded; `nil` waits.
    static func runProcess(
        _ executable: URL,
        _ arguments: [String],
        in folder: URL? = nil,
        environment: [String: String]? = nil,
        standardOutput: FileHandle? = nil,
        timeout: TimeInterval? = nil
    ) throws -> ProcessRun {
        let outputs = try temporaryFolder()
        let outURL = outputs.appendingPathComponent("stdout")
        let errURL = outputs.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        process.standardOutput = try standardOutput ?? FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        if let timeout {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
            }
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
                Issue.record(
                    "\(executable.path) \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s")
            }
        }
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8)
        )
    }
}

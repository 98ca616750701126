import BlueprintFixtures
import Foundation

/// The fixture file a command works on, with its `--layout K` option.
enum FixtureArgument {
    /// Decodes the fixture at `path` and reads `--layout`; a decoding or reading error is printed
    /// and gives `nil`, a missing file or an out-of-range index is a usage error.
    static func load(_ path: String, arguments: Arguments, command: String) throws -> (Fixture, Int?)? {
        // Only a path that is not there at all is a usage error; a broken link, a FIFO or an
        // unreadable file is reported by the decoder as what it is.
        var status = stat()
        guard lstat(path, &status) == 0 || (errno != ENOENT && errno != ENOTDIR) else {
            throw UsageError(message: "no such file: \(path)", command: command)
        }
        let layoutIndex = try arguments.index("--layout", command: command)
        let fixture: Fixture
        do {
            fixture = try FixtureDecoder(registry: ToolContext.registry).decode(
                fileAt: URL(fileURLWithPath: path), displayName: path)
        } catch {
            for error in error.allErrors { Output.error("error: \(error)") }
            return nil
        }
        if let layoutIndex, layoutIndex >= fixture.layouts.count {
            throw UsageError(
                message: "--layout \(layoutIndex): \(path) has \(fixture.layouts.count) layout check(s)",
                command: command
            )
        }
        return (fixture, layoutIndex)
    }
}

import BlueprintFixtures
import Foundation

/// Fixture files named on the command line, expanded and sorted, with the paths that could not
/// be looked at.
enum FixturePaths {
    /// The PATH... argument of `check` and `record`.
    static let argument = CommandArgument(
        name: "PATH", usage: "PATH...", help: "A fixture file, or a folder searched recursively for .json files")

    /// Scans the positional arguments (`FixtureFileScan`); no path, or one that does not exist,
    /// is a usage error.
    static func resolve(_ arguments: Arguments) throws -> [FixtureFileScan.Entry] {
        let paths = arguments.positional
        guard !paths.isEmpty else {
            throw UsageError(
                message: "missing PATH: name at least one fixture file or folder", command: arguments.command)
        }
        let scan = FixtureFileScan(paths)
        if let missing = scan.missing.first {
            throw UsageError(message: "no such file or folder: \(missing)", command: arguments.command)
        }
        return scan.entries
    }
}

import BlueprintFixtures
import Foundation

/// Fixture files named on the command line, expanded and sorted, with the paths that could not
/// be looked at.
enum FixturePaths {
    /// Scans `paths` (`FixtureFileScan`); no path, or one that does not exist, is a usage error.
    static func resolve(_ paths: [String], command: String) throws -> [FixtureFileScan.Entry] {
        guard !paths.isEmpty else {
            throw UsageError(message: "missing PATH: name at least one fixture file or folder", command: command)
        }
        let scan = FixtureFileScan(paths)
        if let missing = scan.missing.first {
            throw UsageError(message: "no such file or folder: \(missing)", command: command)
        }
        return scan.entries
    }
}

import Foundation

/// Something a fixture may say but probably does not mean: a check that checks nothing (`"frames":
/// {}`, a measured size of `[null, null]`), or an expected value left blank (`null`) for `record`
/// to fill.
///
/// A warning does not fail a check: `blueprint-layout check` prints it (`warning: …`) and fails
/// the fixture only with `--strict` (``FixtureRunner/treatsWarningsAsFailures``); `record` prints
/// those still there after recording.
/// ```
/// warning: receipt.json: $.layouts[0].frames: checks nothing ("frames" is empty and there are no "attributes")
/// ```
public struct FixtureWarning: Equatable, CustomStringConvertible, Sendable {
    /// The file's name or path, as given to the decoder.
    public var file: String
    /// The JSON path of what the warning is about: `$.layouts[0].frames`.
    public var location: String
    /// What is wrong and what to do.
    public var message: String
    /// The check it belongs to: `measurements[0]`, `layouts[1]`.
    public var check: String

    /// Creates a warning.
    public init(file: String, location: String, message: String, check: String) {
        self.file = file
        self.location = location
        self.message = message
        self.check = check
    }

    /// `file: location: message`.
    public var description: String {
        file.isEmpty ? "\(location): \(message)" : "\(file): \(location): \(message)"
    }
}

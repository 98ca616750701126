import Foundation

/// Why a fixture file could not be read: the file, where in it (a JSON path such as
/// `$.element.children[2].traits.growPriority`, or a line and column for malformed JSON), and
/// what was expected.
///
/// ```swift
/// // row.json: $.element.children[2].traits.growPriority: expected a number, found "x"
/// print(error)
/// ```
/// A decoder reports every independent error of a file in one run (a wrong value in one element
/// node and a typo in another, or in a check), up to ``maximumCount``: the first is this error,
/// the others are ``additionalErrors``, and ``allErrors`` lists them all in document order.
public struct FixtureError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file's name or path, as given to the decoder.
    public var file: String
    /// `$.element.children[2]`, or `line 3, column 5`; empty when the file itself could not be
    /// read.
    public var location: String
    /// What was wrong and what was expected.
    public var message: String
    /// The other errors found in the same file, in document order (empty for most files). The
    /// decoder stops after ``maximumCount`` errors, and then says so in a last one.
    public var additionalErrors: [FixtureError] = []

    /// The most errors one file reports (the decoder stops looking after that many).
    public static let maximumCount = 20

    /// Creates an error.
    public init(file: String, location: String, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// This error and its ``additionalErrors``, each on its own.
    public var allErrors: [FixtureError] {
        var first = self
        first.additionalErrors = []
        return [first] + additionalErrors
    }

    /// `errors` as one error: the first, with the others as its ``additionalErrors``.
    static func combining(_ errors: [FixtureError]) -> FixtureError {
        var first = errors[0]
        first.additionalErrors = Array(errors.dropFirst())
        return first
    }

    /// An error at a JSON path, with the file filled in later by the decoder.
    public init(at path: JSONPath, _ message: String) {
        self.init(file: "", location: path.description, message: message)
    }

    /// `file: location: message` (`file: message` for a problem with the file itself, whose
    /// location is empty), then each of the ``additionalErrors`` on a line of its own.
    public var description: String {
        let place = location.isEmpty ? "" : "\(location): "
        let first = file.isEmpty ? "\(place)\(message)" : "\(file): \(place)\(message)"
        return ([first] + additionalErrors.map(\.description)).joined(separator: "\n")
    }

    /// This error (and the additional ones) with `file` set where it is empty.
    func inFile(_ name: String) -> FixtureError {
        var copy = self
        if copy.file.isEmpty { copy.file = name }
        copy.additionalErrors = additionalErrors.map { $0.inFile(name) }
        return copy
    }
}

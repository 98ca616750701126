/// A path that could not be read or written, and why: `Fixtures/private: cannot open the folder:
/// Permission denied`.
public struct FileProblem: Error, Equatable, CustomStringConvertible, Sendable {
    /// The path as the user named it (or as found under a folder they named).
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// Creates a problem.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

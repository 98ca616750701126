/// The kind of a JSON value in a fixture, as ``FixtureObjectReader/kind(of:)`` reports it.
public enum FixtureValueKind: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool
    /// A number.
    case number
    /// A string.
    case string
    /// An array.
    case array
    /// An object.
    case object
}

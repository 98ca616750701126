/// A key for a value stored in the ``Environment``, with the value used when none is set.
///
/// ```swift
/// enum ThemeSpacingKey: EnvironmentKey {
///     static var defaultValue: CGFloat { 8 }
/// }
/// extension Environment {
///     var themeSpacing: CGFloat {
///         get { self[ThemeSpacingKey.self] }
///         set { self[ThemeSpacingKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of value the key stores.
    associatedtype Value
    /// The value read when none has been set.
    static var defaultValue: Value { get }
}

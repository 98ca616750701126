import Foundation

/// Builds its content from the environment it is laid out in.
///
/// ```swift
/// EnvironmentReader { environment in
///     Spacer(1 / environment.displayScale) // a hairline
/// }
/// ```
public struct EnvironmentReader: Element {
    var elementRepresentation: (Environment) -> Element { builder.closure }
    // Boxed: the closure may capture another reader, which may capture another, and so on.
    private let builder: ClosureBox<(Environment) -> Element>

    /// Creates a reader that builds its element from the environment.
    public init(elementRepresentation: @escaping (_ environment: Environment) -> Element) {
        builder = ClosureBox(elementRepresentation)
    }

    /// Lazily built content.
    public var content: ElementContent {
        let build = elementRepresentation
        return ElementContent { _, environment in build(environment) }
    }
}

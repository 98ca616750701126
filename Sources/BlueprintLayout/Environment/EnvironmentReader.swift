import Foundation

/// Builds its content from the environment it is laid out in.
///
/// ```swift
/// EnvironmentReader { environment in
///     Spacer(1 / environment.displayScale) // a hairline
/// }
/// ```
public struct EnvironmentReader: Element {
    var elementRepresentation: (Environment) -> Element { builder.build }
    // Boxed: the closure may capture another reader, which may capture another, and so on.
    private let builder: Builder

    /// Creates a reader that builds its element from the environment.
    public init(elementRepresentation: @escaping (_ environment: Environment) -> Element) {
        builder = Builder(build: elementRepresentation)
    }

    /// The closure, released through ``DeferredRelease`` so that a chain of readers, each captured
    /// by the next one's closure, is dropped without recursing once per level (see ``ElementBox``).
    private final class Builder {
        private(set) var build: (Environment) -> Element

        init(build: @escaping (Environment) -> Element) {
            self.build = build
        }

        deinit {
            DeferredRelease.release({ build = { _ in Empty() } }, orKeep: { build })
        }
    }

    /// Lazily built content.
    public var content: ElementContent {
        let build = elementRepresentation
        return ElementContent { _, environment in build(environment) }
    }
}

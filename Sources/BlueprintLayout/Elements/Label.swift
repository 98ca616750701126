import Foundation

/// Text, measured by the environment's ``TextMetrics``.
///
/// A label wraps to the width it is offered and grows taller as it gets narrower, which makes it
/// the typical flexible child of a stack. Its size comes from ``Environment/textMetrics``
/// (``MonospacedTextMetrics`` by default: 8 × 16 point characters), or from the label's own
/// ``textMetrics`` when set.
///
/// ```swift
/// Column(alignment: .fill) {
///     Label(text: "Title")
///     Label(text: "A long body that wraps") { label in
///         label.textMetrics = MonospacedTextMetrics(characterWidth: 6, lineHeight: 12)
///     }
/// }
/// ```
///
/// Differs from Blueprint: there are no fonts, colors or line limits; only the text and the
/// metric decide the size.
public struct Label: Element {
    /// The text shown.
    public var text: String

    /// A metric for this label only; `nil` (the default) uses the environment's.
    public var textMetrics: (any TextMetrics)?

    /// Creates a label and lets `configure` adjust it.
    ///
    /// - Parameters:
    ///   - text: The text shown.
    ///   - configure: Changes to the label's properties.
    public init(text: String, configure: (inout Label) -> Void = { _ in }) {
        self.text = text
        configure(&self)
    }

    /// A leaf measured by the label's or the environment's text metric.
    public var content: ElementContent {
        let text = text
        let override = textMetrics
        return ElementContent { constraint, environment in
            (override ?? environment.textMetrics).size(of: text, in: constraint)
        }
    }
}

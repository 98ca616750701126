import Foundation

/// Builds its content from the space it is offered.
///
/// The closure is called each time the element is measured, with the proposal, and when it is
/// laid out, with a constraint of exactly the frame's size. Use it for content that changes with
/// the available space.
///
/// ```swift
/// GeometryReader { geometry in
///     if let width = geometry.constraint.width.constrainedValue, width < 320 {
///         return Column { title; subtitle }
///     }
///     return Row { title; subtitle }
/// }
/// ```
public struct GeometryReader: Element {
    /// Builds the content from the geometry.
    var elementRepresentation: (GeometryProxy) -> Element { builder.closure }
    // Boxed: the closure may capture another reader, which may capture another, and so on.
    private let builder: ClosureBox<(GeometryProxy) -> Element>

    /// A reader whose content `elementRepresentation` builds from the geometry.
    public init(elementRepresentation: @escaping (GeometryProxy) -> Element) {
        builder = ClosureBox(elementRepresentation)
    }

    /// Content built from the constraint and environment.
    public var content: ElementContent {
        let build = elementRepresentation
        return ElementContent { constraint, environment in
            build(GeometryProxy(environment: environment, constraint: constraint))
        }
    }
}

/// The geometry a ``GeometryReader`` builds its content from.
public struct GeometryProxy {
    /// The environment the reader is measured or laid out in.
    var environment: Environment

    /// The space offered: the proposal when measuring, the frame's size when laying out.
    public var constraint: SizeConstraint

    /// Measures `element` in `explicit`, or in ``constraint`` when `explicit` is `nil`, with the
    /// reader's environment.
    ///
    /// ```swift
    /// GeometryReader { geometry in
    ///     let titleSize = geometry.measure(element: title)
    ///     return titleSize.width > 200 ? title.scaled(scaleX: 0.8, scaleY: 0.8) : title
    /// }
    /// ```
    public func measure(element: Element, in explicit: SizeConstraint? = nil) -> CGSize {
        element.content.measure(in: explicit ?? constraint, environment: environment)
    }
}

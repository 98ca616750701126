import Foundation

/// Resolves ``Anchor``s into one coordinate space: the space of the element reading them, or of a
/// node of a laid-out tree.
///
/// A reader (``Element/overlayPreferenceValue(_:_:)``, ``Element/backgroundPreferenceValue(_:_:)``)
/// hands its builder a resolver for its own bounds; a result tree makes resolvers with
/// ``LayoutResultNode/anchorResolver()`` and ``LayoutResultNode/anchorResolver(inCoordinatesOf:)``.
///
/// ```swift
/// content.backgroundPreferenceValue(TabBoundsKey.self) { tabs, resolver in
///     guard let selected = tabs["inbox"] else { return Empty() }
///     let tab = resolver[selected]                                   // CGRect, reader's coordinates
///     let underline = CGRect(x: tab.minX, y: tab.maxY - 2, width: tab.width, height: 2)
///     return resolver.positioned(Underline(), in: underline)
/// }
/// ```
public struct AnchorResolver {
    /// The size of the element whose coordinate space this is.
    public var size: CGSize

    /// Where this space's origin lies in the space the anchors were collected in.
    let origin: CGPoint

    init(size: CGSize, origin: CGPoint = .zero) {
        self.size = size
        self.origin = origin
    }

    /// The bounds of the element whose coordinate space this is: the origin and ``size``.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The anchor's value (a rectangle or a point) in this coordinate space.
    ///
    /// Resolve anchors with the resolver they were delivered with, or, for values read from a
    /// result tree, with a resolver made by the same node: an anchor remembers the frame of its
    /// element in the space it was collected in, not which space that was.
    public subscript<Value>(anchor: Anchor<Value>) -> Value {
        anchor.resolved(inSpaceAt: origin)
    }

    /// The anchor's value in this coordinate space, or `nil` when there is no anchor.
    ///
    /// ```swift
    /// let highlight: CGRect? = resolver[selection]   // selection: Anchor<CGRect>?
    /// ```
    public subscript<Value>(anchor: Anchor<Value>?) -> Value? {
        anchor.map { self[$0] }
    }

    /// An element that, given this space's bounds, puts `element` exactly at `frame`.
    ///
    /// A reader lays out the element its builder returns in the reader's bounds; wrap what should
    /// sit at a resolved rectangle with this. Several positioned elements go in an ``Overlay``.
    /// The element is an ``Inset`` of `element` whose insets are the distances from `frame` to
    /// the edges of ``bounds`` (negative when `frame` reaches outside).
    ///
    /// ```swift
    /// Overlay(elements: rects.map { resolver.positioned(Box(), in: $0) })
    /// ```
    /// - Parameters:
    ///   - element: The element to place.
    ///   - frame: Its frame, in this coordinate space.
    /// - Returns: An element meant to fill this space's bounds.
    public func positioned(_ element: Element, in frame: CGRect) -> Element {
        let frame = frame.standardized
        return Inset(
            top: frame.minY,
            bottom: size.height - frame.maxY,
            left: frame.minX,
            right: size.width - frame.maxX,
            wrapping: element
        )
    }
}

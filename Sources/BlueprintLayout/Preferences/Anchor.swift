import Foundation

/// Geometry of an element — its bounds, a point of its frame, or a rectangle inside it — that an
/// ancestor resolves into its own coordinate space.
///
/// An anchor is opaque: it does not know which coordinate space it will be read in. Elements make
/// anchors with ``Element/anchorPreference(key:value:transform:)``; the element reading them (see
/// ``Element/overlayPreferenceValue(_:_:)``) or a laid-out result tree (see
/// ``LayoutResultNode/anchorResolver()``) turns them into concrete values with an ``AnchorResolver``:
///
/// ```swift
/// content.overlayPreferenceValue(SelectionKey.self) { selection, resolver in
///     guard let selection else { return Empty() }
///     let rect: CGRect = resolver[selection]   // in the overlay's coordinates
///     return resolver.positioned(Highlight(), in: rect)
/// }
/// ```
///
/// Anchors follow layout frames only: a transform set on an element (``Transformed``) does not
/// move its anchors, and hidden elements publish theirs like any other.
public struct Anchor<Value>: Sendable {
    /// The publishing element's frame in the collector's reference space.
    let bounds: CGRect
    /// What to take from the bounds.
    let source: Source

    init(bounds: CGRect, source: Source) {
        self.bounds = bounds
        self.source = source
    }

    /// The value in a coordinate space whose origin lies at `origin` in the reference space.
    func resolved(inSpaceAt origin: CGPoint) -> Value {
        // Adding the negated origin is exactly subtracting it.
        source.resolve(bounds.moved(by: CGPoint(x: -origin.x, y: -origin.y)))
    }
}

extension Anchor: Equatable {
    /// Anchors are equal when they take the same thing from the same frame.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.bounds == rhs.bounds && lhs.source == rhs.source
    }
}

extension Anchor: CustomStringConvertible {
    /// The source and the publishing element's frame in the reference space, for debugging.
    public var description: String {
        "Anchor(\(source) of \(BlueprintLayout.describe(bounds)))"
    }
}

extension Anchor {
    /// What an anchor takes from the publishing element's frame: its bounds, a rectangle or a
    /// point in it.
    ///
    /// ```swift
    /// Anchor<CGRect>.Source.bounds                              // the whole frame
    /// Anchor<CGRect>.Source.rect(CGRect(x: 0, y: 0, width: 10, height: 2))
    /// Anchor<CGPoint>.Source.bottom                             // the middle of the bottom edge
    /// Anchor<CGPoint>.Source.unitPoint(UnitPoint(x: 0.25, y: 1))
    /// ```
    ///
    /// Points and rectangles are given in the publishing element's own coordinates (its top-left
    /// corner is the origin). Unit points are absolute: `.leading` is the left edge whatever the
    /// environment's layout direction.
    public struct Source: Equatable, Sendable, CustomStringConvertible {
        /// What to take, for equality and descriptions.
        enum Kind: Equatable, Sendable {
            case bounds
            case rect(CGRect)
            case point(CGPoint)
            case unitPoint(UnitPoint)
        }

        let kind: Kind
        /// Turns the element's frame in the reading space into the value.
        let resolve: @Sendable (CGRect) -> Value

        init(kind: Kind, resolve: @escaping @Sendable (CGRect) -> Value) {
            self.kind = kind
            self.resolve = resolve
        }

        /// Sources are equal when they take the same thing.
        public static func == (lhs: Source, rhs: Source) -> Bool {
            lhs.kind == rhs.kind
        }

        /// `bounds`, `rect(…)`, `point(…)` or `unitPoint(…)`.
        public var description: String {
            switch kind {
            case .bounds: "bounds"
            case .rect(let rect): "rect\(BlueprintLayout.describe(rect))"
            case .point(let point): "point(\(NumberFormat.string(point.x)), \(NumberFormat.string(point.y)))"
            case .unitPoint(let unit): "unitPoint(\(NumberFormat.string(unit.x)), \(NumberFormat.string(unit.y)))"
            }
        }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The publishing element's whole frame.
    public static var bounds: Self {
        Self(kind: .bounds) { frame in frame }
    }

    /// A rectangle given in the publishing element's own coordinates.
    ///
    /// ```swift
    /// // A 2-point line along the bottom of a 100 × 40 tab.
    /// .rect(CGRect(x: 0, y: 38, width: 100, height: 2))
    /// ```
    public static func rect(_ rect: CGRect) -> Self {
        Self(kind: .rect(rect)) { frame in
            CGRect(
                x: frame.origin.x + rect.origin.x,
                y: frame.origin.y + rect.origin.y,
                width: rect.size.width,
                height: rect.size.height
            )
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point given in the publishing element's own coordinates.
    public static func point(_ point: CGPoint) -> Self {
        Self(kind: .point(point)) { frame in
            CGPoint(x: frame.origin.x + point.x, y: frame.origin.y + point.y)
        }
    }

    /// The point of the publishing element's frame that `unitPoint` names.
    ///
    /// ```swift
    /// .unitPoint(UnitPoint(x: 0.5, y: 1))   // the same as .bottom
    /// ```
    public static func unitPoint(_ unitPoint: UnitPoint) -> Self {
        Self(kind: .unitPoint(unitPoint)) { frame in unitPoint.point(in: frame) }
    }

    /// The top-left corner.
    public static var topLeading: Self { .unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Self { .unitPoint(.top) }
    /// The top-right corner.
    public static var topTrailing: Self { .unitPoint(.topTrailing) }
    /// The middle of the left edge.
    public static var leading: Self { .unitPoint(.leading) }
    /// The center.
    public static var center: Self { .unitPoint(.center) }
    /// The middle of the right edge.
    public static var trailing: Self { .unitPoint(.trailing) }
    /// The bottom-left corner.
    public static var bottomLeading: Self { .unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Self { .unitPoint(.bottom) }
    /// The bottom-right corner.
    public static var bottomTrailing: Self { .unitPoint(.bottomTrailing) }
}

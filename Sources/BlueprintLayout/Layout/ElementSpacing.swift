import Foundation

/// The space an element would like next to its neighbours, per edge.
///
/// Containers that opt in (``StackLayout/SpacingMode/preferences``) put adjacent children the
/// larger of their facing preferences apart:
/// ```swift
/// let a = ElementSpacing(bottom: 2)
/// let b = ElementSpacing(top: 8)
/// a.distance(to: b, along: .vertical) // 8
/// ```
public struct ElementSpacing: Hashable, Sendable {
    /// Space wanted above.
    public var top: CGFloat
    /// Space wanted before the leading edge.
    public var leading: CGFloat
    /// Space wanted below.
    public var bottom: CGFloat
    /// Space wanted after the trailing edge.
    public var trailing: CGFloat

    /// Creates spacing preferences (each 0 by default).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No preference on any edge.
    public static var zero: ElementSpacing { ElementSpacing() }

    /// The distance between this element and `next`, which follows it along `axis`: the larger
    /// of this element's trailing (or bottom) preference and `next`'s leading (or top) one (0 if
    /// that is not finite).
    public func distance(to next: ElementSpacing, along axis: StackLayout.Axis) -> CGFloat {
        let distance =
            switch axis {
            case .horizontal: max(trailing, next.leading)
            case .vertical: max(bottom, next.top)
            }
        return NumericBoundary.spacing(distance)
    }

    /// The larger preference of the two on each edge.
    public func union(_ other: ElementSpacing) -> ElementSpacing {
        ElementSpacing(
            top: max(top, other.top),
            leading: max(leading, other.leading),
            bottom: max(bottom, other.bottom),
            trailing: max(trailing, other.trailing)
        )
    }
}

/// States spacing preferences for its wrapped element; otherwise transparent.
///
/// Preferences pass through transparent wrappers (proxy elements, environment adapters, keys,
/// layout traits) and stop at elements that lay out children (an ``Inset`` or a ``Row`` has no
/// preference of its own unless it is given one). Nested preferences combine edge by edge with
/// the larger value.
public struct SpacingPreference: Element {
    /// The preferences.
    public var spacing: ElementSpacing
    /// The element they apply to.
    public var wrapped: Element {
        get { _wrapped.value }
        set { _wrapped.value = newValue }
    }
    private var _wrapped: BoxedElement

    /// Wraps `wrapped` with spacing preferences.
    public init(_ spacing: ElementSpacing, wrapping wrapped: Element) {
        self.spacing = spacing
        _wrapped = BoxedElement(wrapped)
    }

    /// Passthrough content that carries the preferences.
    public var content: ElementContent {
        ElementContent(storage: PassthroughStorage(child: wrapped, spacing: spacing))
    }
}

extension Element {
    /// States the space this element would like next to its neighbours, for containers that use
    /// spacing preferences.
    ///
    /// ```swift
    /// var row = Row { icon.spacingPreference(trailing: 8); title }
    /// row.spacingMode = .preferences
    /// ```
    public func spacingPreference(
        top: CGFloat = 0,
        leading: CGFloat = 0,
        bottom: CGFloat = 0,
        trailing: CGFloat = 0
    ) -> Element {
        SpacingPreference(
            ElementSpacing(top: top, leading: leading, bottom: bottom, trailing: trailing), wrapping: self)
    }
}

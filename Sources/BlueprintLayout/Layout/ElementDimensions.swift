import Foundation

/// An element's size and its alignment guide values, passed to alignment guide closures.
///
/// ```swift
/// Column(alignment: .center) {
///     Label(text: "Title").stackLayoutChild(alignmentGuide: { d in d[HorizontalAlignment.leading] })
/// }
/// ```
public struct ElementDimensions: Equatable {
    /// The element's width.
    public internal(set) var width: CGFloat
    /// The element's height.
    public internal(set) var height: CGFloat

    // Explicit guide values, which almost no element has: an empty dictionary is read without
    // hashing (see `explicitValue`), and made without allocating.
    private var horizontalGuideValues = [ObjectIdentifier: CGFloat]()
    private var verticalGuideValues = [ObjectIdentifier: CGFloat]()

    /// The value of `id` in `values`, without hashing when `values` is empty.
    @inline(__always)
    private static func explicitValue(_ values: [ObjectIdentifier: CGFloat], _ id: any AlignmentID.Type) -> CGFloat? {
        values.isEmpty ? nil : values[ObjectIdentifier(id)]
    }

    /// Creates dimensions for an element of `size` with no explicit guides.
    public init(size: CGSize) {
        width = size.width
        height = size.height
    }

    /// The value of a horizontal guide: the explicit one if set, else the guide's default.
    public internal(set) subscript(guide: HorizontalAlignment) -> CGFloat {
        get { Self.explicitValue(horizontalGuideValues, guide.id) ?? guide.id.defaultValue(in: self) }
        set { horizontalGuideValues[ObjectIdentifier(guide.id)] = newValue }
    }

    /// The value of a vertical guide: the explicit one if set, else the guide's default.
    public internal(set) subscript(guide: VerticalAlignment) -> CGFloat {
        get { Self.explicitValue(verticalGuideValues, guide.id) ?? guide.id.defaultValue(in: self) }
        set { verticalGuideValues[ObjectIdentifier(guide.id)] = newValue }
    }

    /// An explicitly set horizontal guide value, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        Self.explicitValue(horizontalGuideValues, guide.id)
    }

    /// An explicitly set vertical guide value, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        Self.explicitValue(verticalGuideValues, guide.id)
    }
}

import Foundation

/// A type that names an alignment guide and gives its default value.
///
/// Define your own to align children of a `Row` or `Column` on something other than their edges:
/// ```swift
/// enum FirstBaseline: AlignmentID {
///     static func defaultValue(in d: ElementDimensions) -> CGFloat { d.height * 0.8 }
/// }
/// Row(alignment: .align(to: VerticalAlignment(FirstBaseline.self))) { … }
/// ```
public protocol AlignmentID {
    /// The guide's value for an element whose dimensions are `context`, measured from its
    /// leading (or top) edge.
    static func defaultValue(in context: ElementDimensions) -> CGFloat
}

/// An alignment guide along the horizontal axis (used by `Column` and `Aligned`).
public struct HorizontalAlignment: Equatable, CustomStringConvertible {
    let id: any AlignmentID.Type

    /// Creates an alignment from an identifier type.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
    }

    /// Alignments are equal when they name the same identifier type.
    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// The identifier type's name.
    public var description: String { "\(id)" }

    /// The guide's value for dimensions `d`.
    public func value(in d: ElementDimensions) -> CGFloat { id.defaultValue(in: d) }

    enum Leading: AlignmentID {
        static func defaultValue(in context: ElementDimensions) -> CGFloat { 0 }
    }

    enum Center: AlignmentID {
        static func defaultValue(in d: ElementDimensions) -> CGFloat { d.width / 2 }
    }

    enum Trailing: AlignmentID {
        static func defaultValue(in d: ElementDimensions) -> CGFloat { d.width }
    }

    /// The leading edge (0).
    public static var leading: HorizontalAlignment { HorizontalAlignment(Leading.self) }
    /// The horizontal center (width / 2).
    public static var center: HorizontalAlignment { HorizontalAlignment(Center.self) }
    /// The trailing edge (width).
    public static var trailing: HorizontalAlignment { HorizontalAlignment(Trailing.self) }
}

/// An alignment guide along the vertical axis (used by `Row` and `Aligned`).
public struct VerticalAlignment: Equatable, CustomStringConvertible {
    let id: any AlignmentID.Type

    /// Creates an alignment from an identifier type.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
    }

    /// Alignments are equal when they name the same identifier type.
    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    /// The identifier type's name.
    public var description: String { "\(id)" }

    /// The guide's value for dimensions `d`.
    public func value(in d: ElementDimensions) -> CGFloat { id.defaultValue(in: d) }

    enum Top: AlignmentID {
        static func defaultValue(in context: ElementDimensions) -> CGFloat { 0 }
    }

    enum Center: AlignmentID {
        static func defaultValue(in d: ElementDimensions) -> CGFloat { d.height / 2 }
    }

    enum Bottom: AlignmentID {
        static func defaultValue(in d: ElementDimensions) -> CGFloat { d.height }
    }

    /// The top edge (0).
    public static var top: VerticalAlignment { VerticalAlignment(Top.self) }
    /// The vertical center (height / 2).
    public static var center: VerticalAlignment { VerticalAlignment(Center.self) }
    /// The bottom edge (height).
    public static var bottom: VerticalAlignment { VerticalAlignment(Bottom.self) }
}

/// A pair of horizontal and vertical alignments.
///
/// ```swift
/// let alignment = Alignment.bottomTrailing
/// ```
public struct Alignment: Equatable {
    /// The horizontal component.
    public var horizontal: HorizontalAlignment
    /// The vertical component.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its components.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered on both axes.
    public static var center: Alignment { Alignment(horizontal: .center, vertical: .center) }
    /// Leading, vertically centered.
    public static var leading: Alignment { Alignment(horizontal: .leading, vertical: .center) }
    /// Trailing, vertically centered.
    public static var trailing: Alignment { Alignment(horizontal: .trailing, vertical: .center) }
    /// Top, horizontally centered.
    public static var top: Alignment { Alignment(horizontal: .center, vertical: .top) }
    /// Bottom, horizontally centered.
    public static var bottom: Alignment { Alignment(horizontal: .center, vertical: .bottom) }
    /// Top leading corner.
    public static var topLeading: Alignment { Alignment(horizontal: .leading, vertical: .top) }
    /// Top trailing corner.
    public static var topTrailing: Alignment { Alignment(horizontal: .trailing, vertical: .top) }
    /// Bottom leading corner.
    public static var bottomLeading: Alignment { Alignment(horizontal: .leading, vertical: .bottom) }
    /// Bottom trailing corner.
    public static var bottomTrailing: Alignment { Alignment(horizontal: .trailing, vertical: .bottom) }
}

import Foundation

/// The space a parent offers an element when it measures it.
///
/// Each axis is either bounded (`.atMost(n)`) or `.unconstrained`. An `.atMost` value that is
/// infinite or `greatestFiniteMagnitude` is stored as `.unconstrained`, so the two spellings of
/// "no limit" compare and hash equal.
///
/// ```swift
/// let constraint = SizeConstraint(width: .atMost(320), height: .unconstrained)
/// let size = Label(text: "Hello").content.measure(in: constraint)
/// ```
public struct SizeConstraint: Hashable, Sendable {
    /// The constraint on the horizontal axis.
    public var width: Axis {
        @inline(__always) get { Axis(bound: widthBound) }
        set { widthBound = newValue.bound }
    }

    /// The constraint on the vertical axis.
    public var height: Axis {
        @inline(__always) get { Axis(bound: heightBound) }
        set { heightBound = newValue.bound }
    }

    // Each axis is stored as its bound, `.infinity` standing for unconstrained: constraints are
    // copied, compared and hashed on every measurement, and two numbers are cheaper than two enums.
    private(set) var widthBound: CGFloat
    private(set) var heightBound: CGFloat

    /// Creates a constraint from one value per axis.
    @inline(__always)
    public init(width: Axis, height: Axis) {
        widthBound = width.bound
        heightBound = height.bound
    }

    /// Constraints are equal when both axes are (`atMost(.nan)` equals itself).
    public static func == (lhs: SizeConstraint, rhs: SizeConstraint) -> Bool {
        lhs.widthBound.bitPattern == rhs.widthBound.bitPattern
            && lhs.heightBound.bitPattern == rhs.heightBound.bitPattern
    }

    /// Hashes both axes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(widthBound.bitPattern)
        hasher.combine(heightBound.bitPattern)
    }
}

extension SizeConstraint {
    /// A constraint that bounds neither axis.
    public static var unconstrained: SizeConstraint {
        SizeConstraint(width: .unconstrained, height: .unconstrained)
    }

    /// A constraint bounded by `size` on both axes.
    public init(_ size: CGSize) {
        self.init(width: .atMost(size.width), height: .atMost(size.height))
    }

    /// A constraint bounded only horizontally.
    public init(width: CGFloat) {
        self.init(width: .atMost(width), height: .unconstrained)
    }

    /// A constraint bounded only vertically.
    public init(height: CGFloat) {
        self.init(width: .unconstrained, height: .atMost(height))
    }

    /// The smallest size the constraint allows (always zero).
    public var minimum: CGSize {
        CGSize(width: width.minimum, height: height.minimum)
    }

    /// The largest size the constraint allows; an unconstrained axis reports `greatestFiniteMagnitude`.
    public var maximum: CGSize {
        CGSize(width: width.maximum, height: height.maximum)
    }

    /// Shrinks each bounded axis by the given amounts.
    ///
    /// ```swift
    /// SizeConstraint(CGSize(width: 100, height: 50)).inset(width: 20, height: 10)
    /// // atMost(80) × atMost(40)
    /// ```
    public func inset(width: CGFloat, height: CGFloat) -> SizeConstraint {
        SizeConstraint(width: self.width - width, height: self.height - height)
    }

    /// Shrinks each bounded axis by the insets' total on that axis.
    public func inset(by insets: EdgeInsets) -> SizeConstraint {
        inset(width: insets.left + insets.right, height: insets.top + insets.bottom)
    }
}

extension SizeConstraint {
    /// The constraint on one axis.
    public enum Axis: Hashable, Sendable {
        /// The element may use at most this many points.
        case atMost(CGFloat)
        /// The element may use as much space as it likes.
        case unconstrained

        /// The bound, or `greatestFiniteMagnitude` when unconstrained.
        public var maximum: CGFloat {
            switch self {
            case .atMost(let value): value
            case .unconstrained: .greatestFiniteMagnitude
            }
        }

        /// The smallest allowed value (always zero).
        public var minimum: CGFloat { 0 }

        /// The bound, or `nil` when unconstrained.
        public var constrainedValue: CGFloat? {
            switch self {
            case .atMost(let value): value
            case .unconstrained: nil
            }
        }

        /// Whether any positive length fits: true for `.unconstrained` and for a positive bound.
        public var isGreaterThanZero: Bool {
            switch self {
            case .atMost(let value): value > 0
            case .unconstrained: true
            }
        }

        /// Applies `transform` to a bound; `.unconstrained` stays unconstrained.
        @inline(__always)
        public func map(_ transform: (CGFloat) -> CGFloat) -> Axis {
            switch self {
            case .atMost(let value): .atMost(transform(value))
            case .unconstrained: .unconstrained
            }
        }

        var normalized: Axis {
            @inline(__always) get { Axis(bound: bound) }
        }

        /// The stored form: the bound, `.infinity` when unconstrained (an infinite or NaN bound or
        /// `greatestFiniteMagnitude` is unconstrained, as ``NumericBoundary`` states; `-0` is `0`).
        var bound: CGFloat {
            @inline(__always) get {
                switch self {
                case .atMost(let value):
                    // Adding +0 turns -0 into 0 and leaves every other number as it is; the two
                    // comparisons are false for NaN, ±infinity and `greatestFiniteMagnitude`.
                    let bound = value + 0
                    return bound < .greatestFiniteMagnitude && bound > -.infinity ? bound : .infinity
                case .unconstrained:
                    return .infinity
                }
            }
        }

        @inline(__always)
        init(bound: CGFloat) {
            self = bound == .infinity ? .unconstrained : .atMost(bound)
        }

        /// Adds to a bound.
        @inline(__always)
        public static func + (lhs: Axis, rhs: CGFloat) -> Axis { lhs.map { $0 + rhs }.normalized }
        /// Subtracts from a bound.
        @inline(__always)
        public static func - (lhs: Axis, rhs: CGFloat) -> Axis { lhs.map { $0 - rhs }.normalized }
        /// Multiplies a bound.
        public static func * (lhs: Axis, rhs: CGFloat) -> Axis { lhs.map { $0 * rhs }.normalized }
        /// Divides a bound.
        public static func / (lhs: Axis, rhs: CGFloat) -> Axis { lhs.map { $0 / rhs }.normalized }
        /// Adds to a bound in place.
        public static func += (lhs: inout Axis, rhs: CGFloat) { lhs = lhs + rhs }
        /// Subtracts from a bound in place.
        public static func -= (lhs: inout Axis, rhs: CGFloat) { lhs = lhs - rhs }
        /// Multiplies a bound in place.
        public static func *= (lhs: inout Axis, rhs: CGFloat) { lhs = lhs * rhs }
        /// Divides a bound in place.
        public static func /= (lhs: inout Axis, rhs: CGFloat) { lhs = lhs / rhs }
    }
}

import Foundation

extension SizeConstraint {
    /// A property wrapper that stores an ``SizeConstraint/Axis`` with an infinite or
    /// `greatestFiniteMagnitude` bound as `.unconstrained`, the correction ``SizeConstraint``
    /// itself makes on its `width` and `height`.
    ///
    /// ```swift
    /// struct Proposal {
    ///     @SizeConstraint.UnconstrainedInfiniteAxis var width: SizeConstraint.Axis = .atMost(.infinity)
    /// }
    /// Proposal().width // .unconstrained
    /// ```
    @propertyWrapper
    public struct UnconstrainedInfiniteAxis: Hashable, Sendable {
        private var axis: Axis

        /// The axis, corrected when it is set.
        public var wrappedValue: Axis {
            get { axis }
            set { axis = Self.corrected(newValue) }
        }

        /// Wraps `value`, corrected.
        public init(wrappedValue value: Axis) {
            axis = Self.corrected(value)
        }

        private static func corrected(_ axis: Axis) -> Axis {
            guard case .atMost(let bound) = axis, bound.isInfinite || bound == .greatestFiniteMagnitude else {
                return axis
            }
            return .unconstrained
        }
    }
}

import Foundation

extension CGSize {
    /// A size that is infinite on both axes: what an element that fills both unconstrained axes
    /// measures to.
    public static let infinity = CGSize(width: CGFloat.infinity, height: .infinity)

    /// This size with each infinite component replaced by the one of `replacement`, which must
    /// be finite.
    ///
    /// ```swift
    /// CGSize(width: .infinity, height: 20).replacingInfinity(with: CGSize(width: 320, height: 480)) // 320 × 20
    /// ```
    public func replacingInfinity(with replacement: CGSize) -> CGSize {
        CGSize(
            width: width.replacingInfinity(with: replacement.width),
            height: height.replacingInfinity(with: replacement.height)
        )
    }
}

import Foundation

extension CGRect {
    /// The rectangle with its origin moved by `offset` and its size as it is. Unlike `offsetBy`,
    /// a negative width or height stays negative (`offsetBy` standardizes the rectangle first).
    func moved(by offset: CGPoint) -> CGRect {
        CGRect(x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
    }
}

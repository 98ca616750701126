import Foundation

/// A 4×4 affine transform, as Core Animation's `CATransform3D` (which Linux lacks), stored row-major
/// with row vectors (`point × matrix`), so `a.concatenating(b)` applies `a` first, then `b`.
///
/// ```swift
/// let t = Transform3D.scale(x: 2, y: 2)
///     .concatenating(.rotation(degrees: 90))
///     .concatenating(.translation(x: 10, y: 0))
/// t.apply(to: CGPoint(x: 1, y: 0)) // (10, 2)
/// ```
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    // `nil` stands for the identity, so the common case costs no allocation or reference counting.
    private var entries: [CGFloat]?

    private static let identityEntries: [CGFloat] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// The sixteen entries, row by row.
    public var m: [CGFloat] {
        get { entries ?? Self.identityEntries }
        set {
            precondition(newValue.count == 16, "Transform3D needs 16 entries")
            entries = newValue == Self.identityEntries ? nil : newValue
        }
    }

    /// A transform from its sixteen entries, row by row.
    public init(_ entries: [CGFloat]) {
        precondition(entries.count == 16, "Transform3D needs 16 entries")
        self.entries = entries == Self.identityEntries ? nil : entries
    }

    private init() {
        entries = nil
    }

    /// The identity transform.
    public static var identity: Transform3D { Transform3D() }

    /// Whether this is the identity.
    public var isIdentity: Bool { entries == nil }

    /// A translation.
    public static func translation(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> Transform3D {
        Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
    }

    /// A scale.
    public static func scale(x: CGFloat, y: CGFloat, z: CGFloat = 1) -> Transform3D {
        Transform3D([x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
    }

    /// A rotation about the z axis by `radians`; positive turns x towards y (clockwise on a
    /// y-down screen).
    public static func rotation(radians: CGFloat) -> Transform3D {
        let c = cos(radians)
        let s = sin(radians)
        return Transform3D([c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
    }

    /// A rotation about the z axis by `degrees`.
    public static func rotation(degrees: CGFloat) -> Transform3D {
        rotation(radians: degrees * .pi / 180)
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        if isIdentity { return other }
        if other.isIdentity { return self }
        let m = self.m
        let n = other.m
        var result = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += m[row * 4 + k] * n[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return Transform3D(result)
    }

    /// Applies the transform to a point in the plane z = 0.
    public func apply(to point: CGPoint) -> CGPoint {
        guard let m = entries else { return point }
        let x = point.x * m[0] + point.y * m[4] + m[12]
        let y = point.x * m[1] + point.y * m[5] + m[13]
        let w = point.x * m[3] + point.y * m[7] + m[15]
        return w == 0 || w == 1 ? CGPoint(x: x, y: y) : CGPoint(x: x / w, y: y / w)
    }

    /// `identity` or the sixteen entries.
    public var description: String {
        isIdentity ? "identity" : "[" + m.map { NumberFormat.string($0) }.joined(separator: ", ") + "]"
    }
}

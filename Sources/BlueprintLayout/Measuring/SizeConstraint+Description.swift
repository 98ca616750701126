import Foundation

extension SizeConstraint: CustomStringConvertible {
    /// A readable form such as `atMost(100) × unconstrained`.
    public var description: String { "\(width) × \(height)" }
}

extension SizeConstraint.Axis: CustomStringConvertible {
    /// `atMost(100)` or `unconstrained`.
    public var description: String {
        switch self {
        case .atMost(let value): "atMost(\(NumberFormat.string(value)))"
        case .unconstrained: "unconstrained"
        }
    }
}

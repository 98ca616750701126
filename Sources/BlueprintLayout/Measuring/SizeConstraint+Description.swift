import Foundation

extension SizeConstraint: CustomStringConvertible {
    /// A readable form such as `atMost(100) × unconstrained`.
    public var description: String { "\(width) × \(height)" }
}

extension SizeConstraint.Axis: CustomStringConvertible {
    /// `atMost(100)` or `unconstrained`.
    public var description: String {
        switch self {
        case .atMost(let value): "atMost(\(formatNumber(value)))"
        case .unconstrained: "unconstrained"
        }
    }
}

/// Formats a number without a trailing `.0` for whole values: `100`, `12.5`.
func formatNumber(_ value: CGFloat) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(Double(value))"
}

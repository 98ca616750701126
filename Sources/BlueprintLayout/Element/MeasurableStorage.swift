import Foundation

/// A leaf measured by a closure.
final class MeasurableStorage: ContentStorage {
    private let measurer: Measurer

    /// The closure, in the form it was given: wrapping a closure that ignores the environment in
    /// one that takes it would allocate a second context for every leaf.
    private enum Measurer {
        case constraint((SizeConstraint) -> CGSize)
        case constraintAndEnvironment((SizeConstraint, Environment) -> CGSize)
    }

    init(measurer: @escaping (SizeConstraint) -> CGSize) {
        self.measurer = .constraint(measurer)
    }

    init(measurer: @escaping (SizeConstraint, Environment) -> CGSize) {
        self.measurer = .constraintAndEnvironment(measurer)
    }

    override var childCount: Int { 0 }

    override func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        switch measurer {
        case .constraint(let measure): measure(proposal)
        case .constraintAndEnvironment(let measure): measure(proposal, node.environment)
        }
    }

    override func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] { [] }
}

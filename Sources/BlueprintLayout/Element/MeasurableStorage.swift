import Foundation

/// A leaf measured by a closure.
final class MeasurableStorage: ContentStorage {
    let measurer: (SizeConstraint, Environment) -> CGSize

    init(measurer: @escaping (SizeConstraint, Environment) -> CGSize) {
        self.measurer = measurer
    }

    var childCount: Int { 0 }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        measurer(proposal, node.environment)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] { [] }
}

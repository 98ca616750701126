import Foundation

/// A leaf that measures as another element and places nothing.
final class MeasureElementStorage: ContentStorage {
    let child: Element

    init(child: Element) {
        self.child = child
    }

    var childCount: Int { 0 }

    func sizeThatFits(_ proposal: SizeConstraint, node: LayoutNode) -> CGSize {
        node.passthroughChild(child).measureUncached(proposal)
    }

    func placeChildren(in size: CGSize, node: LayoutNode) -> [LayoutResultNode] { [] }
}

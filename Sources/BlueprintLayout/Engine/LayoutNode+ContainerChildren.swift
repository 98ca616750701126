import Foundation

/// A child of a container element that keeps its children as its own values (``GridRow``,
/// ``Flow``, ``Overlay``) and measures and places their nodes itself.
protocol ContainerChild {
    /// The child's element.
    var element: Element { get }
    /// The key the child was added with.
    var key: AnyHashable? { get }
}

extension GridRow.Child: ContainerChild {}
extension Flow.Child: ContainerChild {}
extension Overlay.Child: ContainerChild {}

extension LayoutNode {
    /// The nodes of a container's `children`, side by side, made on first use, without traits
    /// (the container reads what it needs from its own children).
    @inline(__always)
    func childNodes<Child: ContainerChild>(of children: [Child]) -> ChildNodes {
        childNodes(count: children.count) { index, state, environment, context in
            _ = LayoutNode(
                state: state, child: children[index].element, traits: .empty, key: ChildKey.make(children[index].key),
                environment: environment, context: context)
        }
    }
}

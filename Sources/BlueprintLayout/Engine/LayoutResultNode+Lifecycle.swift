import Foundation

extension LayoutResultNode {
    /// The appearance callback of the ``LifecycleObserver`` this node was laid out for, if any: a
    /// renderer calls it when it first shows the node.
    public var onAppear: LifecycleCallback? {
        (element as? LifecycleObserver)?.onAppear
    }

    /// The disappearance callback of the ``LifecycleObserver`` this node was laid out for, if any:
    /// a renderer calls it when it stops showing the node.
    public var onDisappear: LifecycleCallback? {
        (element as? LifecycleObserver)?.onDisappear
    }
}

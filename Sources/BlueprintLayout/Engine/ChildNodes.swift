import Foundation

/// Nodes in order: a layout's subelements, or the child nodes themselves.
protocol LayoutNodeSequence {
    var count: Int { get }
    func node(at index: Int) -> LayoutNode
}

extension Array: LayoutNodeSequence where Element == LayoutSubelement {
    @inline(__always)
    func node(at index: Int) -> LayoutNode { self[index].readableNode }
}

/// The nodes of a layout's children, side by side in the pass's chunks.
struct ChildNodes: LayoutNodeSequence {
    let first: UnsafeMutablePointer<LayoutNodeState>?
    let count: Int

    subscript(index: Int) -> LayoutNode {
        @inline(__always) get { LayoutNode(state: first.unsafelyUnwrapped + index) }
    }

    @inline(__always)
    func node(at index: Int) -> LayoutNode { self[index] }

    var indices: Range<Int> { 0..<count }

    /// How many children retire between two calls that give their states back (about 200 KB), in
    /// a pass that does (see ``LayoutContext/releaseRetiredStates(_:upTo:)``).
    static let releaseBatch = 1024
    /// The fewest children whose states are given back: two pages of them at least.
    static let fewestToRelease = 64
}

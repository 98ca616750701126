import Foundation

/// Nodes in order: a layout's subelements, or the child nodes themselves.
protocol LayoutNodeSequence {
    var count: Int { get }
    func node(at index: Int) -> LayoutNode
    /// Records that the layout placing now put the node at `index` in `frame` (see
    /// ``LayoutNode/place(_:)``).
    func placeNode(at index: Int, in frame: CGRect)
}

extension LayoutNodeSequence {
    @inline(__always)
    func placeNode(at index: Int, in frame: CGRect) {
        node(at: index).place(LayoutSubelement.Placement(frame: frame))
    }
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

    /// Places the child at `index` by its index: the context finds its placement without
    /// counting the node's distance from the first.
    @inline(__always)
    func placeNode(at index: Int, in frame: CGRect) {
        guard let first else { return }
        LayoutNode(state: first).withContext { $0.setPlacement(frame, ofChildAt: index, from: first) }
    }

    var indices: Range<Int> { 0..<count }

    /// How many children retire between two calls that give their states back (about 200 KB), in
    /// a pass that does (see ``LayoutContext/releaseRetiredStates(from:to:)``).
    static let releaseBatch = 1024
    /// The fewest children whose states are given back: two pages of them at least.
    static let fewestToRelease = 64
}

extension ChildNodes {
    /// The result nodes of the children of `parent` in a frame of `size`, placed by `place` (a
    /// child that `place` leaves unplaced fills the frame). Without children, there is nothing to
    /// place and `place` is not called.
    ///
    /// Once `place` has run, the parent's layout is done with its cache and subelements: they are
    /// released (``LayoutNode/releaseLayoutState()``) before the children's results are made, so
    /// that their memory can serve the children's layouts.
    ///
    /// Only placements that `place` makes count: one made while measuring, before, is not kept.
    /// They are kept by the context until the results are made (see
    /// ``LayoutContext/beginPlacing(_:count:)``).
    @inline(__always)
    func results(in size: CGSize, of parent: LayoutNode, placing place: () -> Void) -> [LayoutResultNode] {
        guard let first else { return [] }
        return LayoutNode(state: first).withContext { context in
            let enclosing = context.beginPlacing(first, count: count)
            defer { context.endPlacing(restoring: enclosing) }
            place()
            parent.releaseLayoutState()
            // An only child (a wrapper's) is the first of its type and key: no counting needed.
            if count == 1 {
                let childNode = self[0]
                let placed = context.placedChild(at: 0, in: size)
                let identifier = ElementIdentifier(type: childNode.elementType, key: childNode.key, count: 1)
                return [childNode.result(frame: placed.frame, attributes: placed.attributes, identifier: identifier)]
            }
            var identifiers = ElementIdentifier.Factory(siblings: count)
            var results: [LayoutResultNode] = []
            // A session keeps a long stack's results for its next pass, which moves them in place
            // when they have room for the rows it inserts (see `IncrementalStack`).
            results.reserveCapacity(
                count >= (context.session?.recordsMinimum ?? .max) ? StackRecords.capacity(for: count) : count)
            // In a pass too large for the thread to keep, the children's states go back to the
            // system as they retire, a batch at a time, so that they and the results they turn
            // into are not all mapped at once (see `LayoutContext.releaseRetiredStates(from:to:)`).
            let releasing = context.releasesRetiredStates && count >= Self.fewestToRelease
            var released = 0
            var end = count
            if _slowPath(releasing) { end = min(Self.releaseBatch, count) }
            var index = 0
            while true {
                while index < end {
                    let childNode = self[index]
                    let identifier = identifiers.next(for: childNode.elementType, key: childNode.key)
                    if let frame = context.placedChildWithDefaultAttributes(at: index, in: size) {
                        let attributes = LayoutSubelement.Attributes()
                        results.append(childNode.result(frame: frame, attributes: attributes, identifier: identifier))
                    } else {
                        let (frame, attributes) = context.placedChild(at: index, in: size)
                        results.append(childNode.result(frame: frame, attributes: attributes, identifier: identifier))
                    }
                    index += 1
                }
                guard _slowPath(releasing) else { break }
                context.releaseRetiredStates(from: first + released, to: first + end)
                released = end
                if end == count { break }
                end = min(end + Self.releaseBatch, count)
            }
            return results
        }
    }
}

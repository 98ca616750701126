import Foundation

// A row or column whose children are all leaves of intrinsic size (icons, spacers, fixed boxes,
// the cells of a grid of thumbnails) is laid out without a node per child.
//
// A child node holds what a child's own layout needs: its content, environment, caches, its
// children's nodes, and where its parent placed it until its result is made. A leaf of intrinsic
// size needs none of it: it measures as its size whatever the proposal, reads no environment and
// has no children. Here the stack reads each child's content once, on its first request, keeps
// the sizes in its layout record (`LayoutRecord.leafSizes`) and the children's traits in its cache,
// as the node path does; it runs its algorithm over them, and makes each child's result as the
// frames come, from the element and key its storage keeps. The frames, identifiers, attributes
// and the measurements counted are the node path's, step for step (`StackLeafChildrenTests`); what
// is saved is making, placing and retiring a node's state per child (120 bytes written and read
// again, and the placement kept for it): `flat`, a Row of 10,000 leaves, runs 31% fewer
// instructions, `nested-wide` 25%.
//
// Only for a stack of at least `leavesLookedForFrom` children whose node has made no child nodes
// and no cache of the node path, outside a layout session (which keeps records of every node),
// with fixed spacing (spacing preferences are read from the children's nodes). At the first child
// that is no leaf, the stack makes its child nodes with the contents read so far and goes the
// node path from then on.

extension StackLayout {
    /// The fewest children for which a stack looks for leaves: with fewer, looking (and, when a
    /// child is no leaf, making the nodes after all) costs about what laying out leaves without
    /// nodes saves (a row of two leaves broke even in instructions; a card's row of an icon, a
    /// column and a text lost 2%).
    static let leavesLookedForFrom = 4

    /// The stack's size for `proposal` when it is laid out without child nodes (see above); `nil`
    /// otherwise, having changed nothing.
    @inline(__always)
    static func sizeWithoutNodes(_ proposal: SizeConstraint, storage: Storage, node: LayoutNode) -> CGSize? {
        guard mayHaveLeafCache(storage: storage, node: node) else { return nil }
        return sizeOfLeaves(proposal, storage: storage, node: node)
    }

    /// The children's results in a stack of `size` when it is laid out without child nodes (see
    /// above); `nil` otherwise, having changed nothing.
    @inline(__always)
    static func resultsWithoutNodes(in size: CGSize, storage: Storage, node: LayoutNode) -> [LayoutResultNode]? {
        guard mayHaveLeafCache(storage: storage, node: node) else { return nil }
        return resultsOfLeaves(in: size, storage: storage, node: node)
    }

    /// Whether the stack may be laid out without child nodes, as far as the inline tests tell: it
    /// has made none and has children enough (``leafCache(storage:node:)`` says the rest).
    @inline(__always)
    private static func mayHaveLeafCache(storage: Storage, node: LayoutNode) -> Bool {
        node.state.pointee.firstChild == nil && storage.children.count >= leavesLookedForFrom
    }

    /// A leaf's measurement, as `LayoutNode.measure(_:)` makes it for a leaf of intrinsic size
    /// (counted, past the numeric boundary).
    @inline(__always)
    private static func measuredLeaf(_ index: Int, sizes: UnsafeMutablePointer<CGSize>, context: LayoutContext)
        -> CGSize
    {
        context.measurements += 1
        return NumericBoundary.measured(sizes[index])
    }

    @inline(never)
    private static func sizeOfLeaves(_ proposal: SizeConstraint, storage: Storage, node: LayoutNode) -> CGSize? {
        guard let (cache, sizes) = leafCache(storage: storage, node: node) else { return nil }
        return node.withContext { context in
            storage.layout.size(in: proposal, cache: cache.pointee, node: node) { index, _ in
                measuredLeaf(index, sizes: sizes, context: context)
            }
        }
    }

    @inline(never)
    private static func resultsOfLeaves(
        in size: CGSize, storage: Storage, node: LayoutNode
    ) -> [LayoutResultNode]? {
        guard let (cache, sizes) = leafCache(storage: storage, node: node) else { return nil }
        let results = node.withContext { context in
            storage.children.items.withUnsafeBufferPointer { children in
                let first = children.baseAddress.unsafelyUnwrapped
                var identifiers = ElementIdentifier.Factory(siblings: children.count)
                var results: [LayoutResultNode] = []
                results.reserveCapacity(children.count)
                storage.layout.frames(
                    in: size, cache: cache.pointee, node: node,
                    measure: { index, _ in measuredLeaf(index, sizes: sizes, context: context) }
                ) { index, frame in
                    // Read in place: a copy of the child would retain its traits and key too.
                    let child = first + index
                    let identifier = identifiers.next(
                        for: dynamicType(of: child.pointee.element), key: child.pointee.key)
                    results.append(
                        LayoutResultNode(
                            element: child.pointee.element, identifierOfItsType: identifier, frame: frame,
                            attributes: LayoutSubelement.Attributes(), children: [], boxed: false))
                }
                return results
            }
        }
        // As after the node path's placement: the layout is done with its cache.
        node.releaseLayoutState()
        return results
    }

    /// The stack's cache and its leaves' sizes: made on the first request, when every child is a
    /// leaf of intrinsic size, the pass is no layout session's and the stack's spacing is fixed;
    /// `nil` when not, or when the node path made the cache.
    @inline(__always)
    private static func leafCache(
        storage: Storage, node: LayoutNode
    ) -> (UnsafeMutablePointer<StackCache>, UnsafeMutablePointer<CGSize>)? {
        if let record = node.state.pointee.record {
            // Sizes are set only beside the cache they were made with, and forgotten with it.
            guard let sizes = record.pointee.leafSizes else { return nil }
            assert(record.pointee.cacheSlotInitialized, "BlueprintLayout: a stack's leaf sizes outlived its cache")
            return (LayoutRecord.withCacheSlot(of: record) { $0.assumingMemoryBound(to: StackCache.self) }, sizes)
        }
        return makeLeafCache(storage: storage, node: node)
    }

    /// ``leafCache(storage:node:)`` on the first request: the children's traits (read in place, as
    /// a node's are: a copy would retain their list) and sizes, when every child is a leaf.
    private static func makeLeafCache(
        storage: Storage, node: LayoutNode
    ) -> (UnsafeMutablePointer<StackCache>, UnsafeMutablePointer<CGSize>)? {
        guard storage.layout.spacingMode != .preferences else { return nil }
        return node.withContext { context in
            guard context.session == nil, context.laysOutLeavesWithoutNodes else { return nil }
            let count = storage.children.count
            // The sizes go to the pass's memory once the first child is a leaf (a stack that turns
            // out not to be all leaves leaves them there, unused).
            var sizes: UnsafeMutablePointer<CGSize>?
            // Each child read in place: a copy would retain its element, traits and key.
            let traits = storage.children.items.withUnsafeBufferPointer { children -> TraitList? in
                let first = children.baseAddress.unsafelyUnwrapped
                for index in 0..<count {
                    let content = (first + index).pointee.element.content
                    guard content.form.isIntrinsic, case .size(let size) = content.payload else {
                        makeChildNodes(
                            storage: storage, node: node, context: context, leafSizes: sizes, notLeaf: index, content)
                        return nil
                    }
                    if index == 0 { sizes = context.allocateSizes(count) }
                    sizes.unsafelyUnwrapped[index] = size
                }
                let traitsOffset = LayoutChild.traitsOffset
                return TraitList(count: count) { index in
                    LayoutTraits.value(
                        SingleTraitLayoutTraitsKey<StackLayout>.self,
                        inTraitsAt: (UnsafeRawPointer(first + index) + traitsOffset).assumingMemoryBound(
                            to: LayoutTraits.self))
                }
            }
            guard let traits else { return nil }
            let cache = node.withCacheSlot(of: StackCache.self, makeCache: { StackCache(traits: traits, gaps: nil) }) {
                $0
            }
            let leafSizes = sizes.unsafelyUnwrapped
            node.state.pointee.record.unsafelyUnwrapped.pointee.leafSizes = leafSizes
            return (cache, leafSizes)
        }
    }

    /// Makes the child nodes of a stack whose children before `index` are leaves of the sizes
    /// `leafSizes` (`nil` when `index` is 0) and whose child at `index` has `content`, with those
    /// contents as they were read (the later children's read now), as ``LayoutNode/childNodes(in:)``
    /// makes them all: the stack goes the node path from here on, and no child's content is read
    /// twice.
    @inline(never)
    private static func makeChildNodes(
        storage: Storage, node: LayoutNode, context: LayoutContext, leafSizes: UnsafeMutablePointer<CGSize>?,
        notLeaf index: Int, _ content: consuming ElementContent
    ) {
        let count = storage.children.count
        let environment = node.state.pointee.keptEnvironment
        let first = context.allocateNodes(count)
        for child in 0..<index {
            _ = LayoutNode(
                state: first + child, child: storage.children.element(at: child),
                content: ElementContent(intrinsicSize: leafSizes.unsafelyUnwrapped[child]),
                traits: storage.children.traits(at: child),
                key: storage.children.key(at: child), environment: environment, context: context)
        }
        _ = LayoutNode(
            state: first + index, child: storage.children.element(at: index), content: content,
            traits: storage.children.traits(at: index), key: storage.children.key(at: index), environment: environment,
            context: context)
        for child in (index + 1)..<count {
            _ = LayoutNode(
                state: first + child, child: storage.children.element(at: child),
                traits: storage.children.traits(at: child),
                key: storage.children.key(at: child), environment: environment, context: context)
        }
        node.state.pointee.firstChild = first
    }
}

import Foundation

/// The layout behind ``Row`` and ``Column``: children in a line along `axis`, sized by grow and
/// shrink priorities and aligned on the cross axis.
///
/// Along the axis, each child first gets a basis size: fixed children (grow and shrink priority
/// both 0) are measured in the whole constraint, then every flexible child is measured in the
/// space the fixed ones leave. If the bases and spacing overflow the available length, the
/// ``OverflowDistribution`` shrinks children by their shrink priorities; if they underflow, the
/// ``UnderflowDistribution`` grows them or spreads them out. Each child is then measured on the
/// cross axis in the length it was given and aligned by ``Alignment``.
///
/// ```swift
/// var layout = StackLayout(axis: .horizontal, alignment: .fill)
/// layout.underflow = .growUniformly
/// layout.minimumSpacing = 8
/// ```
public struct StackLayout: Layout, SingleTraitLayout {
    /// Traits of a child added without any: grow 1, shrink 1, no alignment guide.
    public static var defaultTraits: Traits { Traits() }

    /// A child's own alignment value, replacing the stack alignment's for that child.
    public struct AlignmentGuide {
        /// Computes the guide's value from the child's dimensions.
        public var computeValue: (ElementDimensions) -> CGFloat

        /// Creates a guide.
        public init(computeValue: @escaping (ElementDimensions) -> CGFloat) {
            self.computeValue = computeValue
        }
    }

    /// Per-child traits.
    public struct Traits {
        /// How much of the free space the child takes in underflow, relative to its siblings.
        public var growPriority: CGFloat
        /// How much of the missing space the child gives up in overflow, relative to its siblings.
        public var shrinkPriority: CGFloat
        /// The child's alignment guide, replacing the stack alignment's value.
        public var alignmentGuide: AlignmentGuide?

        /// Creates traits (defaults: grow 1, shrink 1, no guide).
        public init(growPriority: CGFloat = 1.0, shrinkPriority: CGFloat = 1.0, alignmentGuide: AlignmentGuide? = nil) {
            self.growPriority = growPriority
            self.shrinkPriority = shrinkPriority
            self.alignmentGuide = alignmentGuide
        }
    }

    /// The axis children are laid out along.
    public var axis: Axis
    /// What to do with free space along the axis (default `.spaceEvenly`).
    public var underflow = UnderflowDistribution.spaceEvenly
    /// What to do when children do not fit along the axis (default `.condenseProportionally`).
    public var overflow = OverflowDistribution.condenseProportionally
    /// How children are sized and positioned on the cross axis.
    public var alignment: Alignment
    /// The smallest gap between adjacent children (default 0).
    public var minimumSpacing: CGFloat = 0
    /// Where the gaps between children come from (default `.minimumSpacing`, Blueprint's behaviour).
    public var spacingMode = SpacingMode.minimumSpacing

    /// Creates a stack layout.
    public init(axis: Axis, alignment: Alignment) {
        self.axis = axis
        self.alignment = alignment
    }
}

extension StackLayout {
    /// The stack's main axis.
    public enum Axis: Hashable, Sendable {
        /// Left to right (a ``Row``).
        case horizontal
        /// Top to bottom (a ``Column``).
        case vertical
    }

    /// How free space along the axis is used when the children are smaller than the stack.
    public enum UnderflowDistribution: Hashable, Sendable, CaseIterable {
        /// Children keep their size; the free space is divided equally between them.
        case spaceEvenly
        /// Children grow in proportion to their basis size times their grow priority.
        case growProportionally
        /// Children grow equally, weighted by their grow priority.
        case growUniformly
        /// Children keep their size and sit at the start.
        case justifyToStart
        /// Children keep their size and are centered.
        case justifyToCenter
        /// Children keep their size and sit at the end.
        case justifyToEnd
    }

    /// How children shrink when they do not fit along the axis.
    public enum OverflowDistribution: Hashable, Sendable, CaseIterable {
        /// Children shrink in proportion to their basis size times their shrink priority.
        case condenseProportionally
        /// Children shrink equally, weighted by their shrink priority.
        case condenseUniformly
    }

    /// Where the gaps between adjacent children come from.
    ///
    /// ```swift
    /// var column = Column { title.spacingPreference(bottom: 4); body.spacingPreference(top: 12) }
    /// column.spacingMode = .preferences // the gap is max(4, 12) = 12
    /// ```
    public enum SpacingMode: Hashable, Sendable {
        /// Every gap is ``StackLayout/minimumSpacing`` (Blueprint's behaviour).
        case minimumSpacing
        /// Each gap is the distance the two adjacent children prefer: the larger of their facing
        /// edges' ``ElementSpacing`` values. `minimumSpacing` is not used.
        case preferences
    }

    /// Cross-axis sizing and positioning.
    public enum Alignment {
        /// Every child takes the stack's whole cross length.
        case fill
        /// Children keep their measured cross length and line up on a guide.
        case align(to: any AlignmentID.Type)
    }
}

// MARK: - Layout

extension StackLayout {
    /// Per-element storage for one pass: the children's traits, read once, and the gaps that
    /// spacing preferences give. Rows and columns keep one in their node; as a ``Layout`` the
    /// stack's cache is `Void`, as in Blueprint, and each call makes its own. The numbers the
    /// algorithm works on are not kept: each run takes them from its pass (see ``Workspace``).
    struct StackCache {
        var traits: TraitList
        /// The gap after each child but the last, when the stack's spacing comes from its
        /// children's spacing preferences (rare: most stacks keep nothing beside their traits,
        /// and the cache fits a node's cache slot).
        var gaps: [CGFloat]?

        /// Runs `body` with a workspace for one run of the algorithm of a stack whose minimum
        /// spacing is `minimumSpacing`, in the pass of `node` (any node of it).
        @inline(__always)
        func withWorkspace<R>(minimumSpacing: CGFloat, node: LayoutNode, _ body: (inout Workspace) -> R) -> R {
            Workspace.with(count: traits.count, gaps: gaps, minimumSpacing: minimumSpacing, node: node, body)
        }
    }

    /// The stack's size: the extent of the frames it would give its children.
    public func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        if subelements.count == 1 { return sizeThatFits(proposal, onlyChild: subelements[0].readableNode) }
        var stackCache = makeCache(children: subelements)
        return sizeThatFits(proposal, children: subelements, cache: &stackCache)
    }

    /// Places the children in the frames the stack algorithm gives them for exactly `size`.
    public func placeSubelements(
        in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()
    ) {
        if subelements.count == 1 { return place(in: size, onlyChild: subelements[0].readableNode) }
        var stackCache = makeCache(children: subelements)
        place(in: size, children: subelements, cache: &stackCache)
    }

    // The same for subelements and for the child nodes of a row or column, which the engine
    // hands over without making a subelements array (``NodeLayout``, below).

    func makeCache<Children: LayoutNodeSequence>(children: Children) -> StackCache {
        var gaps: [CGFloat]?
        if spacingMode == .preferences, children.count > 1 {
            gaps = (1..<children.count).map { index in
                children.node(at: index - 1).spacing.distance(to: children.node(at: index).spacing, along: axis)
            }
        }
        return StackCache(traits: TraitList(children), gaps: gaps)
    }

    func sizeThatFits<Children: LayoutNodeSequence>(
        _ proposal: SizeConstraint,
        children: Children,
        cache: inout StackCache
    ) -> CGSize {
        guard children.count > 0 else { return .zero }
        let traits = cache.traits
        return cache.withWorkspace(minimumSpacing: minimumSpacing, node: children.node(at: 0)) { workspace in
            computeFrames(in: proposal.vectorConstraint(on: axis), traits: traits, workspace: &workspace) {
                children.node(at: $0).measure($1)
            }
            return workspace.extent().size(axis: axis)
        }
    }

    func place<Children: LayoutNodeSequence>(in size: CGSize, children: Children, cache: inout StackCache) {
        guard children.count > 0 else { return }
        let traits = cache.traits
        cache.withWorkspace(minimumSpacing: minimumSpacing, node: children.node(at: 0)) { workspace in
            computeFrames(in: size.vectorConstraint(axis: axis), traits: traits, workspace: &workspace) {
                children.node(at: $0).measure($1)
            }
            var origins = Workspace.AxisOrigins(workspace)
            for index in 0..<children.count {
                let origin = origins.next(at: index, workspace)
                // The frame is the placement: no anchor to apply, only the numeric boundary.
                children.placeNode(
                    at: index,
                    in: NumericBoundary.frame(workspace.frame(at: index, axisOrigin: origin).rect(axis: axis)))
            }
        }
    }

    // The same two over children measured by a closure, for a layout session's incremental stacks
    // (see `IncrementalStack`). The functions above stay apart: written through these, their
    // specializations lost the inlining of the workspace's body (7% more instructions on `nested`).

    /// The stack's size for `proposal`, its children (as many as `cache` has traits, at least
    /// one) measured by `measure(index, constraint)`, in the pass of `node`.
    @inline(__always)
    func size(
        in proposal: SizeConstraint, cache: StackCache, node: LayoutNode, measure: (Int, SizeConstraint) -> CGSize
    ) -> CGSize {
        let traits = cache.traits
        return cache.withWorkspace(minimumSpacing: minimumSpacing, node: node) { workspace in
            computeFrames(
                in: proposal.vectorConstraint(on: axis), traits: traits, workspace: &workspace, measure: measure)
            return workspace.extent().size(axis: axis)
        }
    }

    /// Hands `frame(index, frame)` the frame of each child (as many as `cache` has traits, at
    /// least one) in a stack of exactly `size`, past the numeric boundary; the children are
    /// measured by `measure(index, constraint)`, in the pass of `node`.
    @inline(__always)
    func frames(
        in size: CGSize,
        cache: StackCache,
        node: LayoutNode,
        measure: (Int, SizeConstraint) -> CGSize,
        _ frame: (Int, CGRect) -> Void
    ) {
        let traits = cache.traits
        cache.withWorkspace(minimumSpacing: minimumSpacing, node: node) { workspace in
            computeFrames(
                in: size.vectorConstraint(axis: axis), traits: traits, workspace: &workspace, measure: measure)
            var origins = Workspace.AxisOrigins(workspace)
            for index in 0..<traits.count {
                let origin = origins.next(at: index, workspace)
                frame(index, NumericBoundary.frame(workspace.frame(at: index, axisOrigin: origin).rect(axis: axis)))
            }
        }
    }

    /// The stack algorithm in its named steps: basis sizes, distribution along the axis, the
    /// cross axis. The frames are left in `workspace`.
    @inline(__always)
    func computeFrames(
        in constraint: VectorConstraint,
        traits: TraitList,
        workspace: inout Workspace,
        measure: (Int, SizeConstraint) -> CGSize
    ) {
        let totalBasis = basisSizes(traits: traits, in: constraint, into: &workspace, measure: measure)
        distributeAxis(traits: traits, totalBasis: totalBasis, in: constraint.axis, workspace: &workspace)
        crossSegments(traits: traits, crossConstraint: constraint.cross, workspace: &workspace, measure: measure)
    }
}

// MARK: - NodeLayout

extension StackLayout: NodeLayout {
    typealias Children = StackChildList
    typealias NodeCache = StackCache

    func makeCache(nodes: Nodes) -> StackCache {
        makeCache(children: nodes)
    }

    // Inlined into the engine's measuring entry, as it was before it let go of leaf children.
    @inline(__always)
    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        // One child needs no cache (see `StackLayout.onlyChildFrame`).
        if nodes.count == 1 { return sizeThatFits(proposal, onlyChild: nodes[0]) }
        let size = nodes.withCache(of: self) { sizeThatFits(proposal, children: nodes, cache: &$0) }
        // The stack's cache holds its children's traits, not their nodes: in a pass too large for
        // the thread to keep, children that are all leaves of intrinsic size can be made again.
        nodes.parent.letGoOfLeafChildren(count: nodes.count)
        return size
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {
        if nodes.count == 1 {
            place(in: size, onlyChild: nodes[0])
        } else {
            nodes.withCache(of: self) { place(in: size, children: nodes, cache: &$0) }
        }
    }
}

import Foundation

// The steps of the stack algorithm, each over plain arrays (a `Workspace`) so they can be
// tested and benchmarked without element trees. "Axis" is the stack's main axis, "cross" the
// other one. Children are measured through `measure(index, constraint)`.

extension StackLayout {
    /// The per-child numbers the algorithm works on: basis lengths (step 1), origins and lengths
    /// along the axis (step 2) and across it (step 3), stored as five runs of one buffer.
    ///
    /// A workspace lives for one run of the algorithm and points at memory it does not own: a
    /// temporary buffer on the stack for stacks of up to ``stackBufferLimit`` children (most of
    /// them), or, for a larger stack, room in its pass's scratch numbers, which the runs one
    /// inside the other share and the thread keeps between passes (see
    /// ``LayoutContext/takeScratchLease(_:)``). No run allocates once the scratch has grown
    /// to the tree's needs, and no stack keeps numbers between its runs.
    struct Workspace {
        /// The largest stack whose numbers go in a temporary buffer (1 KiB of numbers).
        static let stackBufferLimit = 25
        private let numbers: UnsafeMutablePointer<CGFloat>
        let count: Int
        /// The gap after each child but the last, when spacing preferences replace the minimum spacing.
        let gaps: [CGFloat]?
        /// The gap between children without ``gaps``: the stack's minimum spacing, past the numeric
        /// boundary (read once per run).
        let spacing: CGFloat
        /// Set when step 2 left the origins along the axis unwritten, their gaps all the same: the
        /// first child's origin and the gap. Each next origin is then the previous one plus the
        /// child's length, plus the gap (see ``AxisOrigins``): computed as the frames are read, in
        /// the loop that reads them, rather than in a loop of its own that would wait on each
        /// addition (a long list's origins are a chain of additions).
        private(set) var deferredOrigins: (start: CGFloat, gap: CGFloat)?
        /// Set when step 3 gave every child the same origin and length across the axis (a stack
        /// that fills its cross length), left unwritten: read for every child from here.
        private(set) var uniformCross: Segment?

        /// A workspace over `numbers`, which holds `count * 5` numbers.
        init(count: Int, numbers: UnsafeMutablePointer<CGFloat>, gaps: [CGFloat]?, minimumSpacing: CGFloat) {
            self.count = count
            self.numbers = numbers
            self.gaps = gaps
            spacing = NumericBoundary.spacing(minimumSpacing)
        }

        /// Runs `body` with a workspace for `count` children (`count * 5` numbers): in the scratch
        /// numbers of `node`'s pass when the stack is larger than ``stackBufferLimit``, else in a
        /// temporary buffer on the stack.
        @inline(__always)
        static func with<R>(
            count: Int,
            gaps: [CGFloat]?,
            minimumSpacing: CGFloat,
            node: LayoutNode,
            _ body: (inout Workspace) -> R
        ) -> R {
            if count > stackBufferLimit {
                let lease = node.withContext { $0.takeScratchLease(count * 5) }
                defer { node.withContext { $0.endScratchLease(lease) } }
                var workspace = Workspace(
                    count: count, numbers: lease.numbers, gaps: gaps, minimumSpacing: minimumSpacing)
                return body(&workspace)
            }
            return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: max(count * 5, 1)) { buffer in
                var workspace = Workspace(
                    count: count, numbers: buffer.baseAddress!, gaps: gaps, minimumSpacing: minimumSpacing)
                return body(&workspace)
            }
        }

        // The buffer holds `count * 5` numbers (its size was computed with overflow checks), so
        // offsets and indices below it are computed without them, in every loop of the algorithm.
        var basis: Run { Run(offset: 0) }
        var axisOrigin: Run { Run(offset: count) }
        var axisLength: Run { Run(offset: count &* 2) }
        var crossOrigin: Run { Run(offset: count &* 3) }
        var crossLength: Run { Run(offset: count &* 4) }

        /// One of the five per-child arrays.
        struct Run {
            let offset: Int
        }

        subscript(run: Run, index: Int) -> CGFloat {
            @inline(__always) get { numbers[run.offset &+ index] }
            @inline(__always) nonmutating set { numbers[run.offset &+ index] = newValue }
        }

        /// Leaves the origins along the axis to be computed as the frames are read: the first is
        /// `start`, each next the previous plus the child's length, plus `gap` (see
        /// ``deferredOrigins``).
        @inline(__always)
        mutating func deferOrigins(start: CGFloat, gap: CGFloat) {
            deferredOrigins = (start, gap)
        }

        /// Gives every child `cross` across the axis, unwritten (see ``uniformCross``).
        @inline(__always)
        mutating func setUniformCross(_ cross: Segment) {
            uniformCross = cross
        }

        /// The frame of the child at `index`, whose origin along the axis is `axisOrigin` (see
        /// ``AxisOrigins``).
        @inline(__always)
        func frame(at index: Int, axisOrigin origin: CGFloat) -> VectorFrame {
            VectorFrame(
                axis: Segment(origin: origin, magnitude: self[axisLength, index]),
                cross: uniformCross
                    ?? Segment(origin: self[crossOrigin, index], magnitude: self[crossLength, index])
            )
        }

        /// Every child's frame, in order.
        func frames() -> [VectorFrame] {
            var origins = AxisOrigins(self)
            return (0..<count).map { frame(at: $0, axisOrigin: origins.next(at: $0, self)) }
        }

        /// The children's origins along the axis, read in order: written by step 2, or computed
        /// as it leaves them (see ``deferredOrigins``), bit for bit the same.
        struct AxisOrigins {
            private var origin: CGFloat
            private let gap: CGFloat
            private let deferred: Bool

            @inline(__always)
            init(_ workspace: Workspace) {
                deferred = workspace.deferredOrigins != nil
                origin = workspace.deferredOrigins?.start ?? 0
                gap = workspace.deferredOrigins?.gap ?? 0
            }

            /// The origin of the child at `index`, the next child in order (the first at 0).
            @inline(__always)
            mutating func next(at index: Int, _ workspace: Workspace) -> CGFloat {
                guard deferred else { return workspace[workspace.axisOrigin, index] }
                let current = origin
                // `(origin + length) + gap`, as step 2 advances it.
                origin = origin + workspace[workspace.axisLength, index] + gap
                return current
            }
        }

        /// The largest value of a run (0 when every value is below 0).
        @inline(__always)
        func maximum(of run: Run) -> CGFloat {
            var result: CGFloat = 0
            for index in 0..<count { result = max(result, self[run, index]) }
            return result
        }

        /// The farthest edges of all frames.
        @inline(__always)
        func extent() -> Vector {
            var extent = Vector.zero
            var origins = AxisOrigins(self)
            for index in 0..<count {
                extent.axis = max(extent.axis, origins.next(at: index, self) + self[axisLength, index])
            }
            if let cross = uniformCross {
                // The same far edge for every child: the maximum taken once.
                if count > 0 { extent.cross = max(extent.cross, cross.origin + cross.magnitude) }
            } else {
                for index in 0..<count {
                    extent.cross = max(extent.cross, self[crossOrigin, index] + self[crossLength, index])
                }
            }
            return extent
        }
    }

    /// The gap after child `index` along the axis.
    @inline(__always)
    func gap(after index: Int, _ workspace: Workspace) -> CGFloat {
        if let gaps = workspace.gaps, index < gaps.count { return gaps[index] }
        return workspace.spacing
    }

    /// The total of the gaps between `count` children.
    @inline(__always)
    func totalSpacing(_ workspace: Workspace) -> CGFloat {
        if let gaps = workspace.gaps { return gaps.reduce(0, +) }
        return CGFloat(workspace.count - 1) * workspace.spacing
    }

    /// Step 1: each child's length along the axis before distribution.
    ///
    /// Fixed children (grow and shrink priority both 0) are measured in the full constraint;
    /// flexible children are then measured in what the fixed ones and the minimum spacing leave.
    /// When nothing is left, flexible children get a basis of zero without being measured.
    // Inlined, as is step 3: the children are measured in their loops without a closure call each.
    ///
    /// Returns the total of the basis lengths, added in order from +0 (as step 2 adds them): in
    /// the loop that writes the last of them, where the additions overlap the measuring.
    @inline(__always)
    func basisSizes(
        traits: TraitList,
        in constraint: VectorConstraint,
        into workspace: inout Workspace,
        measure: (Int, SizeConstraint) -> CGSize
    ) -> CGFloat {
        let count = traits.count
        let sizeConstraint = constraint.sizeConstraint(axis: axis)
        var fixedLength: CGFloat = 0
        var hasFlexible = false
        for index in 0..<count {
            if traits.isFixed(index) {
                let length = measure(index, sizeConstraint).axis(on: axis)
                workspace[workspace.basis, index] = length
                fixedLength += length
            } else {
                hasFlexible = true
            }
        }
        // Every child fixed: the fixed length is the total, added in the same order.
        guard hasFlexible else { return fixedLength }
        let flexibleAxis = sizeConstraint.axis(on: axis) - fixedLength - totalSpacing(workspace)
        var total: CGFloat = 0
        guard flexibleAxis.isGreaterThanZero else {
            for index in 0..<count {
                if !traits.isFixed(index) { workspace[workspace.basis, index] = 0 }
                total += workspace[workspace.basis, index]
            }
            return total
        }
        let flexibleConstraint = sizeConstraint.replacing(axis: axis, with: flexibleAxis)
        for index in 0..<count {
            if !traits.isFixed(index) {
                workspace[workspace.basis, index] = measure(index, flexibleConstraint).axis(on: axis)
            }
            total += workspace[workspace.basis, index]
        }
        return total
    }

    /// Step 2: origins and lengths along the axis — overflow, underflow, or natural lengths.
    /// `totalBasis` is the total of the basis lengths, added in order (see
    /// ``basisSizes(traits:in:into:measure:)``).
    func distributeAxis(
        traits: TraitList, totalBasis: CGFloat, in constraint: VectorConstraint.Axis, workspace: inout Workspace
    ) {
        let natural = totalBasis + totalSpacing(workspace)
        switch constraint {
        case .exactly(let length):
            if natural >= length {
                overflowSegments(traits: traits, totalBasis: totalBasis, length: length, workspace: &workspace)
            } else {
                underflowSegments(traits: traits, totalBasis: totalBasis, length: length, workspace: &workspace)
            }
        case .atMost(let maximum):
            if natural >= maximum {
                overflowSegments(traits: traits, totalBasis: totalBasis, length: maximum, workspace: &workspace)
            } else {
                naturalSegments(workspace: &workspace)
            }
        case .unconstrained:
            naturalSegments(workspace: &workspace)
        }
    }

    /// Children at their basis lengths, separated by the minimum spacing.
    ///
    /// Every step advances the origin as Blueprint does, `(origin + length) + gap`, never
    /// `origin + (length + gap)`: the two differ in the last bit, and a stack laid out in the size
    /// it measured compares that size with its fixed children and spacing (step 1), so one ulp
    /// decides whether flexible children are measured at all (`Fixtures/blueprint-differential/
    /// row/overflow-origin-order.json`).
    func naturalSegments(workspace: inout Workspace) {
        for index in 0..<workspace.count {
            workspace[workspace.axisLength, index] = workspace[workspace.basis, index]
        }
        setOrigins(from: 0, workspace: &workspace) { gap(after: $0, $1) }
    }

    /// The origins along the axis once every length is written: the first at `start`, each next
    /// the previous plus the child's length, plus `gap(index, workspace)` after it, in that order
    /// (see ``naturalSegments(workspace:)``). With the same gap after every child (no spacing
    /// preferences), they are left to the frames' reading (see `Workspace.deferredOrigins`), where
    /// the chain of additions overlaps each row's other work; the gap is then asked once.
    @inline(__always)
    private func setOrigins(
        from start: CGFloat, workspace: inout Workspace, gap: (Int, Workspace) -> CGFloat
    ) {
        guard workspace.gaps != nil else { return workspace.deferOrigins(start: start, gap: gap(0, workspace)) }
        var origin = start
        for index in 0..<workspace.count {
            workspace[workspace.axisOrigin, index] = origin
            origin = origin + workspace[workspace.axisLength, index] + gap(index, workspace)
        }
    }

    /// Shrinks children to fit `length`: each gives up a share of the overflow weighted by its
    /// shrink priority (times its share of the total basis, for `condenseProportionally`),
    /// never below zero.
    func overflowSegments(traits: TraitList, totalBasis: CGFloat, length: CGFloat, workspace: inout Workspace) {
        let count = traits.count
        let extra = length - (totalBasis + totalSpacing(workspace))
        func priority(_ index: Int) -> CGFloat {
            let weight: CGFloat
            switch overflow {
            case .condenseProportionally:
                let basis = workspace[workspace.basis, index]
                weight = totalBasis > 0 ? basis / totalBasis : basis
            case .condenseUniformly:
                weight = 1
            }
            return weight * traits.shrinkPriority(index)
        }
        // Each child's priority is kept in its axis length until the length is known (computed
        // once: proportional weights divide).
        var totalPriority: CGFloat = 0
        for index in 0..<count {
            let priority = priority(index)
            workspace[workspace.axisLength, index] = priority
            totalPriority += priority
        }
        if totalPriority == 0 { totalPriority = 1 }
        for index in 0..<count {
            let share = workspace[workspace.axisLength, index] / totalPriority * extra
            workspace[workspace.axisLength, index] = max(0, workspace[workspace.basis, index] + share)
        }
        setOrigins(from: 0, workspace: &workspace) { gap(after: $0, $1) }
    }

    /// Fills `length`: grows children by grow priority, or spreads or justifies them.
    func underflowSegments(traits: TraitList, totalBasis: CGFloat, length: CGFloat, workspace: inout Workspace) {
        let count = traits.count
        let extra = length - (totalBasis + totalSpacing(workspace))
        var origin: CGFloat = 0
        switch underflow {
        case .justifyToCenter:
            origin = extra / 2
        case .justifyToEnd:
            origin = extra
        case .spaceEvenly, .growProportionally, .growUniformly, .justifyToStart:
            break
        }
        let gap = { (index: Int, workspace: Workspace) in
            underflowGap(after: index, length: length, totalBasis: totalBasis, extra: extra, workspace)
        }
        if underflow.weighsNoChild, traits.prioritiesAreCodes, extra > 0, extra.isFinite {
            // Each child's share of `extra` is +0 (a priority of +0 or 1 weighed by 0, over a
            // total of 1, times a positive extra): the loop below without reading a priority, bit
            // for bit (a basis of -0 still becomes +0).
            for index in 0..<count {
                workspace[workspace.axisLength, index] = max(0, workspace[workspace.basis, index] + 0)
            }
            return setOrigins(from: origin, workspace: &workspace, gap: gap)
        }
        func priority(_ index: Int) -> CGFloat {
            let weight: CGFloat
            switch underflow {
            case .growProportionally:
                let basis = workspace[workspace.basis, index]
                weight = totalBasis > 0 ? basis / totalBasis : basis
            case .growUniformly:
                weight = 1
            case .spaceEvenly, .justifyToStart, .justifyToCenter, .justifyToEnd:
                weight = 0
            }
            return weight * traits.growPriority(index)
        }
        // Each child's priority is kept in its axis length until the length is known (see
        // `overflowSegments`).
        var totalPriority: CGFloat = 0
        for index in 0..<count {
            let priority = priority(index)
            workspace[workspace.axisLength, index] = priority
            totalPriority += priority
        }
        if totalPriority == 0 { totalPriority = 1 }
        for index in 0..<count {
            let share = workspace[workspace.axisLength, index] / totalPriority * extra
            workspace[workspace.axisLength, index] = max(0, workspace[workspace.basis, index] + share)
        }
        setOrigins(from: origin, workspace: &workspace, gap: gap)
    }

    /// The gap after child `index` in underflow: `spaceEvenly` shares the free space equally
    /// between the gaps (with uniform spacing exactly Blueprint's `(length - totalBasis) / (count - 1)`).
    private func underflowGap(
        after index: Int,
        length: CGFloat,
        totalBasis: CGFloat,
        extra: CGFloat,
        _ workspace: Workspace
    ) -> CGFloat {
        guard underflow == .spaceEvenly else { return gap(after: index, workspace) }
        let count = workspace.count
        guard count > 1 else { return 0 }
        if workspace.gaps == nil {
            return (length - totalBasis) / CGFloat(count - 1)
        }
        return gap(after: index, workspace) + extra / CGFloat(count - 1)
    }

    /// Step 3: origins and lengths across the axis, measuring each child in the length it was
    /// given along the axis (unless the stack fills an exact cross length).
    ///
    /// The measuring loop is inlined with its caller, so each child is measured without a closure
    /// call; the rest of the step is ``crossPositions(traits:crossConstraint:workspace:)``.
    @inline(__always)
    func crossSegments(
        traits: TraitList,
        crossConstraint: VectorConstraint.Axis,
        workspace: inout Workspace,
        measure: (Int, SizeConstraint) -> CGSize
    ) {
        if measuresCross(in: crossConstraint) {
            for index in 0..<traits.count {
                let constraint = VectorConstraint(
                    axis: .atMost(workspace[workspace.axisLength, index]), cross: crossConstraint)
                workspace[workspace.crossLength, index] = measure(index, constraint.sizeConstraint(axis: axis)).cross(
                    on: axis)
            }
        }
        crossPositions(traits: traits, crossConstraint: crossConstraint, workspace: &workspace)
    }

    /// Whether step 3 measures the children across: always but when they fill an exact length.
    @inline(__always)
    private func measuresCross(in crossConstraint: VectorConstraint.Axis) -> Bool {
        if case .fill = alignment, case .exactly = crossConstraint { return false }
        return true
    }

    /// Step 3 once the children are measured across (see
    /// ``crossSegments(traits:crossConstraint:workspace:measure:)``): their cross lengths, and
    /// their origins from the alignment.
    func crossPositions(traits: TraitList, crossConstraint: VectorConstraint.Axis, workspace: inout Workspace) {
        let count = traits.count
        switch alignment {
        case .fill:
            let available: CGFloat
            switch crossConstraint {
            case .exactly(let length):
                available = length
            case .atMost(let maximum):
                available = min(maximum, workspace.maximum(of: workspace.crossLength))
            case .unconstrained:
                available = workspace.maximum(of: workspace.crossLength)
            }
            // Every child at 0, `available` long: left unwritten (see `Workspace.uniformCross`).
            workspace.setUniformCross(Segment(origin: 0, magnitude: available))

        case .align(let id):
            // Each child's alignment value, kept in crossOrigin until the offset is known.
            var maxValue = -CGFloat.infinity
            var maxBelow = -CGFloat.infinity
            var totalAxis: CGFloat = 0
            for index in 0..<count {
                let cross = workspace[workspace.crossLength, index]
                let dimensions = ElementDimensions(
                    size: Vector(axis: workspace[workspace.axisLength, index], cross: cross).size(axis: axis)
                )
                let value = traits.alignmentGuide(index)?.computeValue(dimensions) ?? id.defaultValue(in: dimensions)
                workspace[workspace.crossOrigin, index] = value
                maxValue = max(maxValue, value)
                maxBelow = max(maxBelow, cross - value)
                totalAxis += workspace[workspace.axisLength, index]
            }
            // The aligned contents can extend beyond any one child when guides push children out.
            let minAligned = -maxValue
            let contentsCross = maxBelow - minAligned
            let available: CGFloat
            switch crossConstraint {
            case .exactly(let length): available = length
            case .atMost(let maximum): available = min(maximum, contentsCross)
            case .unconstrained: available = contentsCross
            }
            let stackAnchor = id.defaultValue(
                in: ElementDimensions(size: Vector(axis: totalAxis, cross: available).size(axis: axis))
            )
            let contentsAnchor = id.defaultValue(
                in: ElementDimensions(size: Vector(axis: totalAxis, cross: contentsCross).size(axis: axis))
            )
            let offset = stackAnchor - contentsAnchor - minAligned
            for index in 0..<count {
                workspace[workspace.crossOrigin, index] = offset - workspace[workspace.crossOrigin, index]
            }
        }
    }
}

extension StackLayout {
    /// The children's traits; children without traits (the common case) take no storage.
    struct TraitList {
        private enum Storage {
            /// Every child has the defaults.
            case defaults
            /// Two bits a child (see ``code(_:)``) for 32 children, repeated for every next 32
            /// (child `index` reads the bits of `index % 32`): nothing to allocate or to reference
            /// count for the common rows of defaults and `addFixed` children, nor for a long list
            /// whose rows all have the same priorities.
            case compact(UInt64)
            /// The traits of every child, when some child's do not fit two bits (an alignment
            /// guide, or a priority other than 0 and 1) or do not repeat the first 32 children's.
            case list([Traits])
        }

        private let storage: Storage
        /// Whether every child's priorities are exactly +0 or 1 (its traits fit two bits, see
        /// ``code(_:)``): the distribution then knows a child's share of the free space without
        /// reading them (see ``StackLayout/underflowSegments(traits:totalBasis:length:workspace:)``).
        /// (Beside the storage's tag, so that the list stays as small as the stack's cache needs.)
        let prioritiesAreCodes: Bool
        let count: Int

        /// The traits of `children`, read without allocating when every child's fit in two bits.
        @inline(__always)
        init<Children: LayoutNodeSequence>(_ children: Children) {
            self.init(count: children.count) { children.node(at: $0).traits(forLayout: StackLayout.self) }
        }

        /// The traits of `count` children, the traits of the child at an index read by `traitsAt`
        /// (once or twice each).
        @inline(__always)
        init(count: Int, traitsAt: (Int) -> Traits) {
            var pattern: UInt64 = 0
            for index in 0..<count {
                let traits = traitsAt(index)
                if traits.isDefault { continue }
                guard index < 32, let code = Self.code(traits) else {
                    // Past the 32nd child, the traits must repeat the first 32 children's (which
                    // are not all defaults, as this child is not).
                    self =
                        index >= 32 && pattern != 0 && Self.repeats(pattern, count: count, traitsAt: traitsAt)
                        ? Self(storage: .compact(pattern), count: count) : Self(listing: count, traitsAt)
                    return
                }
                pattern |= code << UInt64(2 * index)
            }
            // Defaults past the 32nd child repeat a pattern only where it has the defaults' code.
            guard pattern == 0 || count <= 32 || Self.repeats(pattern, count: count, traitsAt: traitsAt) else {
                self = Self(listing: count, traitsAt)
                return
            }
            self.init(storage: pattern == 0 ? .defaults : .compact(pattern), count: count)
        }

        /// The traits of `count` children as a list, each read by `traitsAt`.
        private init(listing count: Int, _ traitsAt: (Int) -> Traits) {
            self.init(storage: .list((0..<count).map { traitsAt($0) }), count: count, prioritiesAreCodes: false)
        }

        /// A list of `traits` as given (`nil` for all defaults).
        init(_ traits: [Traits]?, count: Int) {
            precondition(
                traits == nil || traits?.count == count,
                "StackLayout.TraitList: \(traits?.count ?? 0) traits for \(count) children")
            self.count = count
            storage = traits.map { .list($0) } ?? .defaults
            prioritiesAreCodes = traits == nil
        }

        /// Whether the traits of children 32 to `count` repeat the code `pattern` has 32 children
        /// before each.
        @inline(__always)
        private static func repeats(_ pattern: UInt64, count: Int, traitsAt: (Int) -> Traits) -> Bool {
            for index in 32..<count where code(traitsAt(index)) != code(pattern, index) & 3 { return false }
            return true
        }

        /// Two bits for traits without a guide whose priorities are exactly +0 or 1 (bit 0: no
        /// growing, bit 1: no shrinking), or `nil`.
        @inline(__always)
        static func code(_ traits: Traits) -> UInt64? {
            guard traits.alignmentGuide == nil else { return nil }
            let one = CGFloat(1).bitPattern
            let zero = CGFloat(0).bitPattern
            let grow = traits.growPriority.bitPattern
            let shrink = traits.shrinkPriority.bitPattern
            guard grow == one || grow == zero, shrink == one || shrink == zero else { return nil }
            return (grow == zero ? 1 : 0) | (shrink == zero ? 2 : 0)
        }

        /// The traits of the child at `index`.
        subscript(index: Int) -> Traits {
            Traits(
                growPriority: growPriority(index), shrinkPriority: shrinkPriority(index),
                alignmentGuide: alignmentGuide(index))
        }

        // The algorithm reads one field at a time, many times a child: each read goes to the
        // field without making (and reference counting) the whole traits.

        /// The two bits of the child at `index` in `pattern` (in its low bits), which repeats
        /// every 32 children.
        @inline(__always)
        private static func code(_ pattern: UInt64, _ index: Int) -> UInt64 {
            pattern >> UInt64(truncatingIfNeeded: (index & 31) &* 2)
        }

        /// Whether the child at `index` is fixed: grow and shrink priority both 0.
        @inline(__always)
        func isFixed(_ index: Int) -> Bool {
            switch storage {
            case .defaults: false
            case .compact(let pattern): Self.code(pattern, index) & 3 == 3
            case .list(let values): values[index].isFixed
            }
        }

        /// The grow priority of the child at `index`.
        @inline(__always)
        func growPriority(_ index: Int) -> CGFloat {
            switch storage {
            case .defaults: 1
            case .compact(let pattern): Self.code(pattern, index) & 1 == 0 ? 1 : 0
            case .list(let values): values[index].growPriority
            }
        }

        /// The shrink priority of the child at `index`.
        @inline(__always)
        func shrinkPriority(_ index: Int) -> CGFloat {
            switch storage {
            case .defaults: 1
            case .compact(let pattern): Self.code(pattern, index) & 2 == 0 ? 1 : 0
            case .list(let values): values[index].shrinkPriority
            }
        }

        /// The alignment guide of the child at `index`, if it has one.
        @inline(__always)
        func alignmentGuide(_ index: Int) -> AlignmentGuide? {
            switch storage {
            case .defaults, .compact: nil
            case .list(let values): values[index].alignmentGuide
            }
        }

        /// Collects the children's traits, as codes while they fit two bits (no trait is copied,
        /// nor its guide reference counted, while they do).
        struct Builder {
            private var codes: [UInt8]
            /// Every child's traits, once one did not fit two bits.
            private var values: [Traits]?

            /// The code that marks a child whose traits do not fit two bits, in the codes given to
            /// ``init(codes:listed:)``.
            static let unlisted: UInt8 = 0xFF

            /// The traits of `codes.count` children: each child's code (see
            /// ``TraitList/code(_:)``), or ``unlisted`` for a child whose traits are in `listed`,
            /// with its index.
            init(codes: [UInt8], listed: [(index: Int, traits: Traits)]) {
                self.codes = codes
                guard !listed.isEmpty else { return }
                spill()
                for (index, traits) in listed { values![index] = traits }
            }

            /// Replaces the traits of the child at `index`.
            mutating func replace(at index: Int, with traits: Traits) {
                if values != nil {
                    values![index] = traits
                } else if let code = TraitList.code(traits) {
                    codes[index] = UInt8(truncatingIfNeeded: code)
                } else {
                    spill()
                    values![index] = traits
                }
            }

            /// The list of the `count` children given.
            func list(count: Int) -> TraitList {
                let added = values?.count ?? codes.count
                precondition(added == count, "StackLayout.TraitList: \(added) traits for \(count) children")
                if let values { return TraitList(storage: .list(values), count: count, prioritiesAreCodes: false) }
                var pattern: UInt64 = 0
                for index in 0..<min(count, 32) { pattern |= UInt64(codes[index]) << UInt64(2 * index) }
                // A long list's codes repeating the first 32 children's (one code for all rows,
                // say) are read from the pattern too: each code past the 32nd is the one 32 before.
                let repeats =
                    count <= 32
                    || codes.withUnsafeBytes { codes in
                        memcmp(codes.baseAddress! + 32, codes.baseAddress!, count - 32) == 0
                    }
                if repeats { return TraitList(storage: pattern == 0 ? .defaults : .compact(pattern), count: count) }
                // Read as a list (a storage of codes would add a case to every read of every stack).
                return TraitList(storage: .list(codes.map(Builder.traits(code:))), count: count)
            }

            /// Turns the codes so far into traits.
            private mutating func spill() {
                values = codes.map(Builder.traits(code:))
                values!.reserveCapacity(codes.capacity)
                codes = []
            }

            static func traits(code: UInt8) -> Traits {
                Traits(growPriority: code & 1 == 0 ? 1 : 0, shrinkPriority: code & 2 == 0 ? 1 : 0)
            }
        }

        /// A list of `storage`; a list of traits made from codes (`prioritiesAreCodes`) says so.
        private init(storage: Storage, count: Int, prioritiesAreCodes: Bool = true) {
            self.storage = storage
            self.count = count
            self.prioritiesAreCodes = prioritiesAreCodes
        }
    }
}

extension StackLayout.UnderflowDistribution {
    /// Whether the mode gives no child a share of the free space by its grow priority (it moves
    /// the children or the gaps instead).
    var weighsNoChild: Bool {
        switch self {
        case .spaceEvenly, .justifyToStart, .justifyToCenter, .justifyToEnd: true
        case .growProportionally, .growUniformly: false
        }
    }
}

extension StackLayout.Traits {
    /// Fixed children are measured first, in the whole constraint.
    var isFixed: Bool { growPriority == 0 && shrinkPriority == 0 }

    /// Whether these are the traits a child without any reads.
    var isDefault: Bool { growPriority == 1 && shrinkPriority == 1 && alignmentGuide == nil }
}

// MARK: - Vector geometry

extension StackLayout {
    /// An interval along one axis.
    struct Segment: Equatable {
        var origin: CGFloat
        var magnitude: CGFloat
    }

    /// A pair of lengths: along the axis and across it.
    struct Vector: Equatable {
        static let zero = Vector(axis: 0, cross: 0)
        var axis: CGFloat
        var cross: CGFloat

        func size(axis stackAxis: StackLayout.Axis) -> CGSize {
            stackAxis == .horizontal ? CGSize(width: axis, height: cross) : CGSize(width: cross, height: axis)
        }

        func point(axis stackAxis: StackLayout.Axis) -> CGPoint {
            stackAxis == .horizontal ? CGPoint(x: axis, y: cross) : CGPoint(x: cross, y: axis)
        }
    }

    /// A constraint expressed along and across the axis; `.exactly` is used when placing.
    struct VectorConstraint {
        enum Axis {
            case exactly(CGFloat)
            case atMost(CGFloat)
            case unconstrained

            var sizeConstraintAxis: SizeConstraint.Axis {
                @inline(__always) get {
                    switch self {
                    case .exactly(let length), .atMost(let length): .atMost(length)
                    case .unconstrained: .unconstrained
                    }
                }
            }
        }

        var axis: Axis
        var cross: Axis

        @inline(__always)
        func sizeConstraint(axis stackAxis: StackLayout.Axis) -> SizeConstraint {
            stackAxis == .horizontal
                ? SizeConstraint(width: axis.sizeConstraintAxis, height: cross.sizeConstraintAxis)
                : SizeConstraint(width: cross.sizeConstraintAxis, height: axis.sizeConstraintAxis)
        }
    }

    /// A frame expressed along and across the axis.
    struct VectorFrame: Equatable {
        var origin: Vector
        var size: Vector

        init(axis: Segment, cross: Segment) {
            origin = Vector(axis: axis.origin, cross: cross.origin)
            size = Vector(axis: axis.magnitude, cross: cross.magnitude)
        }

        func rect(axis stackAxis: StackLayout.Axis) -> CGRect {
            CGRect(origin: origin.point(axis: stackAxis), size: size.size(axis: stackAxis))
        }
    }
}

extension CGSize {
    @inline(__always) func axis(on stackAxis: StackLayout.Axis) -> CGFloat { stackAxis == .horizontal ? width : height }
    @inline(__always) func cross(on stackAxis: StackLayout.Axis) -> CGFloat {
        stackAxis == .horizontal ? height : width
    }

    @inline(__always)
    func vectorConstraint(axis stackAxis: StackLayout.Axis) -> StackLayout.VectorConstraint {
        StackLayout.VectorConstraint(axis: .exactly(axis(on: stackAxis)), cross: .exactly(cross(on: stackAxis)))
    }
}

extension SizeConstraint {
    @inline(__always) func axis(on stackAxis: StackLayout.Axis) -> Axis { stackAxis == .horizontal ? width : height }

    @inline(__always)
    func replacing(axis stackAxis: StackLayout.Axis, with value: Axis) -> SizeConstraint {
        stackAxis == .horizontal
            ? SizeConstraint(width: value, height: height) : SizeConstraint(width: width, height: value)
    }

    @inline(__always)
    func vectorConstraint(on stackAxis: StackLayout.Axis) -> StackLayout.VectorConstraint {
        func vector(_ axis: Axis) -> StackLayout.VectorConstraint.Axis {
            switch axis {
            case .atMost(let value): .atMost(value)
            case .unconstrained: .unconstrained
            }
        }
        return stackAxis == .horizontal
            ? StackLayout.VectorConstraint(axis: vector(width), cross: vector(height))
            : StackLayout.VectorConstraint(axis: vector(height), cross: vector(width))
    }
}

import Foundation

// The stack algorithm for a stack of exactly one child, the shape of every `Column { content }`
// used to pad, align or grow one element, and of deep chains of them.
//
// These are the steps of `computeFrames` (basis, distribution along the axis, the cross axis)
// with each sum over the children reduced to the one child, in the same operations and the same
// order, so every frame is bit for bit the general algorithm's (`StackOnlyChildTests` compares the
// two over random constraints, traits, distributions and alignments, non-finite values included).
// What it saves is the machinery of many children: no workspace, no trait list, no cache and so
// no layout record in the node.

extension StackLayout {
    /// The frame of a stack's only child, whose traits are `traits`, in `constraint`, measuring
    /// through `measure` exactly as ``computeFrames(in:traits:workspace:measure:)`` would.
    @inline(__always)
    func onlyChildFrame(
        in constraint: VectorConstraint,
        traits: Traits,
        measure: (SizeConstraint) -> CGSize
    ) -> VectorFrame {
        // Between one child there are no gaps: `totalSpacing` is 0 × the spacing.
        let totalSpacing = CGFloat(0) * NumericBoundary.spacing(minimumSpacing)

        // Step 1: the basis.
        let sizeConstraint = constraint.sizeConstraint(axis: axis)
        let basis: CGFloat
        if traits.isFixed {
            basis = measure(sizeConstraint).axis(on: axis)
        } else {
            let flexibleAxis = sizeConstraint.axis(on: axis) - 0 - totalSpacing
            basis =
                flexibleAxis.isGreaterThanZero
                ? measure(sizeConstraint.replacing(axis: axis, with: flexibleAxis)).axis(on: axis) : 0
        }

        // Step 2: along the axis.
        let totalBasis = 0 + basis
        let natural = totalBasis + totalSpacing
        var axisSegment = Segment(origin: 0, magnitude: basis)
        switch constraint.axis {
        case .exactly(let length):
            axisSegment =
                natural >= length
                ? onlyChildOverflow(traits: traits, basis: basis, length: length, totalSpacing: totalSpacing)
                : onlyChildUnderflow(traits: traits, basis: basis, length: length, totalSpacing: totalSpacing)
        case .atMost(let maximum):
            if natural >= maximum {
                axisSegment = onlyChildOverflow(
                    traits: traits, basis: basis, length: maximum, totalSpacing: totalSpacing)
            }
        case .unconstrained:
            break
        }

        // Step 3: across the axis.
        func measureCross() -> CGFloat {
            let crossConstraint = VectorConstraint(axis: .atMost(axisSegment.magnitude), cross: constraint.cross)
            return measure(crossConstraint.sizeConstraint(axis: axis)).cross(on: axis)
        }
        let crossSegment: Segment
        switch alignment {
        case .fill:
            switch constraint.cross {
            case .exactly(let length): crossSegment = Segment(origin: 0, magnitude: length)
            case .atMost(let maximum):
                crossSegment = Segment(origin: 0, magnitude: min(maximum, max(0, measureCross())))
            case .unconstrained: crossSegment = Segment(origin: 0, magnitude: max(0, measureCross()))
            }

        case .align(let id):
            let cross = measureCross()
            let dimensions = ElementDimensions(
                size: Vector(axis: axisSegment.magnitude, cross: cross).size(axis: axis))
            let value = traits.alignmentGuide?.computeValue(dimensions) ?? id.defaultValue(in: dimensions)
            let minAligned = -max(-CGFloat.infinity, value)
            let contentsCross = max(-CGFloat.infinity, cross - value) - minAligned
            let available: CGFloat
            switch constraint.cross {
            case .exactly(let length): available = length
            case .atMost(let maximum): available = min(maximum, contentsCross)
            case .unconstrained: available = contentsCross
            }
            let totalAxis = 0 + axisSegment.magnitude
            let stackAnchor = id.defaultValue(
                in: ElementDimensions(size: Vector(axis: totalAxis, cross: available).size(axis: axis)))
            let contentsAnchor = id.defaultValue(
                in: ElementDimensions(size: Vector(axis: totalAxis, cross: contentsCross).size(axis: axis)))
            let offset = stackAnchor - contentsAnchor - minAligned
            crossSegment = Segment(origin: offset - value, magnitude: cross)
        }
        return VectorFrame(axis: axisSegment, cross: crossSegment)
    }

    /// `overflowSegments` for one child.
    @inline(__always)
    private func onlyChildOverflow(traits: Traits, basis: CGFloat, length: CGFloat, totalSpacing: CGFloat) -> Segment {
        let totalBasis = 0 + basis
        let extra = length - (totalBasis + totalSpacing)
        let weight: CGFloat
        switch overflow {
        case .condenseProportionally: weight = totalBasis > 0 ? basis / totalBasis : basis
        case .condenseUniformly: weight = 1
        }
        let priority = weight * traits.shrinkPriority
        var totalPriority = 0 + priority
        if totalPriority == 0 { totalPriority = 1 }
        return Segment(origin: 0, magnitude: max(0, basis + priority / totalPriority * extra))
    }

    /// `underflowSegments` for one child (the gap after the last child moves nothing).
    @inline(__always)
    private func onlyChildUnderflow(traits: Traits, basis: CGFloat, length: CGFloat, totalSpacing: CGFloat) -> Segment {
        let totalBasis = 0 + basis
        let extra = length - (totalBasis + totalSpacing)
        var origin: CGFloat = 0
        let weight: CGFloat
        switch underflow {
        case .justifyToCenter:
            origin = extra / 2
            weight = 0
        case .justifyToEnd:
            origin = extra
            weight = 0
        case .spaceEvenly, .justifyToStart:
            weight = 0
        case .growProportionally:
            weight = totalBasis > 0 ? basis / totalBasis : basis
        case .growUniformly:
            weight = 1
        }
        let priority = weight * traits.growPriority
        var totalPriority = 0 + priority
        if totalPriority == 0 { totalPriority = 1 }
        return Segment(origin: origin, magnitude: max(0, basis + priority / totalPriority * extra))
    }

    /// The size of a stack whose only child is `child`: the far edges of the child's frame.
    func sizeThatFits(_ proposal: SizeConstraint, onlyChild child: LayoutNode) -> CGSize {
        let frame = onlyChildFrame(
            in: proposal.vectorConstraint(on: axis), traits: child.traits(forLayout: StackLayout.self),
            measure: child.measure)
        return Self.extent(ofOnlyChild: frame).size(axis: axis)
    }

    /// The far edges of an only child's frame: `Workspace.extent()` for one child.
    @inline(__always)
    static func extent(ofOnlyChild frame: VectorFrame) -> Vector {
        Vector(
            axis: max(0, frame.origin.axis + frame.size.axis),
            cross: max(0, frame.origin.cross + frame.size.cross))
    }

    /// Places a stack's only child, `child`, in a stack of exactly `size`.
    func place(in size: CGSize, onlyChild child: LayoutNode) {
        let frame = onlyChildFrame(
            in: size.vectorConstraint(axis: axis), traits: child.traits(forLayout: StackLayout.self),
            measure: child.measure)
        child.place(LayoutSubelement.Placement(frame: NumericBoundary.frame(frame.rect(axis: axis))))
    }
}

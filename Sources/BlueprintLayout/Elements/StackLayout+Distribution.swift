import Foundation

// The steps of the stack algorithm, each over plain arrays so they can be tested and
// benchmarked without element trees. "Axis" is the stack's main axis, "cross" the other one.

extension StackLayout {
    /// Step 1: each child's length along the axis before distribution.
    ///
    /// Fixed children (grow and shrink priority both 0) are measured in the full constraint;
    /// flexible children are then measured in what the fixed ones and the minimum spacing leave.
    /// When nothing is left, flexible children get a basis of zero without being measured.
    func basisSizes(for items: [StackItem], in constraint: VectorConstraint) -> [CGFloat] {
        let sizeConstraint = constraint.sizeConstraint(axis: axis)
        let minimumTotalSpacing = CGFloat(items.count - 1) * minimumSpacing
        var basis = [CGFloat](repeating: 0, count: items.count)
        var fixedLength: CGFloat = 0
        for index in items.indices where items[index].traits.isFixed {
            basis[index] = items[index].measure(sizeConstraint).axis(on: axis)
            fixedLength += basis[index]
        }
        let flexibleAxis = sizeConstraint.axis(on: axis) - fixedLength - minimumTotalSpacing
        guard flexibleAxis.isGreaterThanZero else { return basis }
        let flexibleConstraint = sizeConstraint.replacing(axis: axis, with: flexibleAxis)
        for index in items.indices where !items[index].traits.isFixed {
            basis[index] = items[index].measure(flexibleConstraint).axis(on: axis)
        }
        return basis
    }

    /// Step 2: segments along the axis — overflow, underflow, or natural lengths.
    func distributeAxis(basisSizes: [CGFloat], traits: [Traits], in constraint: VectorConstraint.Axis) -> [Segment] {
        let natural = basisSizes.reduce(0, +) + CGFloat(basisSizes.count - 1) * minimumSpacing
        switch constraint {
        case .exactly(let length):
            return natural >= length
                ? overflowSegments(basisSizes: basisSizes, traits: traits, length: length)
                : underflowSegments(basisSizes: basisSizes, traits: traits, length: length)
        case .atMost(let maximum):
            return natural >= maximum
                ? overflowSegments(basisSizes: basisSizes, traits: traits, length: maximum)
                : naturalSegments(basisSizes: basisSizes)
        case .unconstrained:
            return naturalSegments(basisSizes: basisSizes)
        }
    }

    /// Children at their basis lengths, separated by the minimum spacing.
    func naturalSegments(basisSizes: [CGFloat]) -> [Segment] {
        var origin: CGFloat = 0
        return basisSizes.map { length in
            defer { origin += length + minimumSpacing }
            return Segment(origin: origin, magnitude: length)
        }
    }

    /// Shrinks children to fit `length`: each gives up a share of the overflow weighted by its
    /// shrink priority (times its basis, for `condenseProportionally`), never below zero.
    func overflowSegments(basisSizes: [CGFloat], traits: [Traits], length: CGFloat) -> [Segment] {
        let totalBasis = basisSizes.reduce(0, +)
        let extra = length - (totalBasis + minimumSpacing * CGFloat(basisSizes.count - 1))
        var priorities = [CGFloat](repeating: 0, count: basisSizes.count)
        for index in basisSizes.indices {
            let weight: CGFloat
            switch overflow {
            case .condenseProportionally:
                weight = totalBasis > 0 ? basisSizes[index] / totalBasis : basisSizes[index]
            case .condenseUniformly:
                weight = 1
            }
            priorities[index] = weight * traits[index].shrinkPriority
        }
        var totalPriority = priorities.reduce(0, +)
        if totalPriority == 0 { totalPriority = 1 }
        var origin: CGFloat = 0
        return basisSizes.indices.map { index in
            let magnitude = max(0, basisSizes[index] + priorities[index] / totalPriority * extra)
            defer { origin += magnitude + minimumSpacing }
            return Segment(origin: origin, magnitude: magnitude)
        }
    }

    /// Fills `length`: grows children by grow priority, or spreads or justifies them.
    func underflowSegments(basisSizes: [CGFloat], traits: [Traits], length: CGFloat) -> [Segment] {
        let totalBasis = basisSizes.reduce(0, +)
        let extra = length - (totalBasis + minimumSpacing * CGFloat(basisSizes.count - 1))
        var spacing = minimumSpacing
        var origin: CGFloat = 0
        switch underflow {
        case .spaceEvenly:
            spacing = (length - totalBasis) / CGFloat(basisSizes.count - 1)
        case .justifyToCenter:
            origin = extra / 2
        case .justifyToEnd:
            origin = extra
        case .growProportionally, .growUniformly, .justifyToStart:
            break
        }
        var priorities = [CGFloat](repeating: 0, count: basisSizes.count)
        for index in basisSizes.indices {
            let weight: CGFloat
            switch underflow {
            case .growProportionally:
                weight = totalBasis > 0 ? basisSizes[index] / totalBasis : basisSizes[index]
            case .growUniformly:
                weight = 1
            case .spaceEvenly, .justifyToStart, .justifyToCenter, .justifyToEnd:
                weight = 0
            }
            priorities[index] = weight * traits[index].growPriority
        }
        var totalPriority = priorities.reduce(0, +)
        if totalPriority == 0 { totalPriority = 1 }
        return basisSizes.indices.map { index in
            let magnitude = max(0, basisSizes[index] + priorities[index] / totalPriority * extra)
            defer { origin += magnitude + spacing }
            return Segment(origin: origin, magnitude: magnitude)
        }
    }

    /// Step 3: segments on the cross axis, measuring each child in the length it was given.
    func crossSegments(
        for items: [StackItem],
        axisLengths: [CGFloat],
        crossConstraint: VectorConstraint.Axis
    ) -> [Segment] {
        func measuredCross() -> [CGFloat] {
            items.indices.map { index in
                let constraint = VectorConstraint(axis: .atMost(axisLengths[index]), cross: crossConstraint)
                return items[index].measure(constraint.sizeConstraint(axis: axis)).cross(on: axis)
            }
        }

        switch alignment {
        case .fill:
            let available: CGFloat
            switch crossConstraint {
            case .exactly(let length):
                available = length
            case .atMost(let maximum):
                available = min(maximum, measuredCross().reduce(0, max))
            case .unconstrained:
                available = measuredCross().reduce(0, max)
            }
            return Array(repeating: Segment(origin: 0, magnitude: available), count: items.count)

        case .align(let id):
            let cross = measuredCross()
            let values = items.indices.map { index in
                let dimensions = ElementDimensions(
                    size: Vector(axis: axisLengths[index], cross: cross[index]).size(axis: axis)
                )
                return items[index].traits.alignmentGuide?.computeValue(dimensions) ?? id.defaultValue(in: dimensions)
            }
            // The aligned contents can extend beyond any one child when guides push children out.
            let minAligned = -values.max()!
            let maxAligned = zip(cross, values).map { $0 - $1 }.max()!
            let contentsCross = maxAligned - minAligned
            let available: CGFloat
            switch crossConstraint {
            case .exactly(let length): available = length
            case .atMost(let maximum): available = min(maximum, contentsCross)
            case .unconstrained: available = contentsCross
            }
            let totalAxis = axisLengths.reduce(0, +)
            let stackAnchor = id.defaultValue(
                in: ElementDimensions(size: Vector(axis: totalAxis, cross: available).size(axis: axis))
            )
            let contentsAnchor = id.defaultValue(
                in: ElementDimensions(size: Vector(axis: totalAxis, cross: contentsCross).size(axis: axis))
            )
            let offset = stackAnchor - contentsAnchor - minAligned
            return items.indices.map { Segment(origin: offset - values[$0], magnitude: cross[$0]) }
        }
    }
}

extension StackLayout.Traits {
    /// Fixed children are measured first, in the whole constraint.
    var isFixed: Bool { growPriority == 0 && shrinkPriority == 0 }
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
                switch self {
                case .exactly(let length), .atMost(let length): .atMost(length)
                case .unconstrained: .unconstrained
                }
            }
        }

        var axis: Axis
        var cross: Axis

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
    func axis(on stackAxis: StackLayout.Axis) -> CGFloat { stackAxis == .horizontal ? width : height }
    func cross(on stackAxis: StackLayout.Axis) -> CGFloat { stackAxis == .horizontal ? height : width }

    func vectorConstraint(axis stackAxis: StackLayout.Axis) -> StackLayout.VectorConstraint {
        StackLayout.VectorConstraint(axis: .exactly(axis(on: stackAxis)), cross: .exactly(cross(on: stackAxis)))
    }
}

extension SizeConstraint {
    func axis(on stackAxis: StackLayout.Axis) -> Axis { stackAxis == .horizontal ? width : height }

    func replacing(axis stackAxis: StackLayout.Axis, with value: Axis) -> SizeConstraint {
        stackAxis == .horizontal ? SizeConstraint(width: value, height: height) : SizeConstraint(width: width, height: value)
    }

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

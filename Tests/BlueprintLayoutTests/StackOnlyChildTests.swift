import Foundation
import Testing

@testable import BlueprintLayout

/// A stack of one child runs `StackLayout.onlyChildFrame`, not the general algorithm. These tests
/// hold the two to the same answer: the same frame to the bit (signed zeros and NaN included), the
/// same size, and the same measurements in the same order, over random constraints, traits,
/// distributions, alignments, spacings and children.
@Suite struct StackOnlyChildTests {
    /// A child that measures the way real ones do: a fixed size, a text that wraps to the width
    /// it is offered, one that takes all it is offered, or one with odd numbers.
    struct Child {
        var kind: Int
        var width: CGFloat
        var height: CGFloat

        func size(in constraint: SizeConstraint) -> CGSize {
            switch kind {
            case 0:
                return CGSize(width: width, height: height)
            case 1:
                // Wraps: narrower offers make it taller.
                let offered = min(width, constraint.width.maximum)
                let lines = offered > 0 ? (width / offered).rounded(.up) : width
                return CGSize(width: offered, height: lines * height)
            case 2:
                return CGSize(width: constraint.width.maximum, height: constraint.height.maximum)
            default:
                return CGSize(width: -width, height: height.squareRoot() - 3)
            }
        }
    }

    /// A guide that puts the child's baseline at 80% of its height.
    enum Baseline: AlignmentID {
        static func defaultValue(in d: ElementDimensions) -> CGFloat { d.height * 0.8 }
    }

    static let lengths: [CGFloat] = [0, -0.0, 1, 10, 33.3, 100, 1e6, -5, .greatestFiniteMagnitude, .infinity]

    static func length(_ random: inout SeededRandom) -> CGFloat {
        random.int(0...3) == 0 ? random.value(in: -20...500) : lengths[random.int(0...lengths.count - 1)]
    }

    static func priority(_ random: inout SeededRandom) -> CGFloat {
        [0, 1, 2.5, -1, 0.5, 0, 1][random.int(0...6)]
    }

    static func constraintAxis(_ random: inout SeededRandom) -> StackLayout.VectorConstraint.Axis {
        switch random.int(0...2) {
        case 0: .exactly(length(&random))
        case 1: .atMost(length(&random))
        default: .unconstrained
        }
    }

    @Test func oneChildGetsTheGeneralAlgorithmsFrameSizeAndMeasurements() {
        var random = SeededRandom(seed: 0x0111_C41D)
        let alignments: [StackLayout.Alignment] = [
            .fill, .align(to: VerticalAlignment.top.id), .align(to: VerticalAlignment.center.id),
            .align(to: VerticalAlignment.bottom.id), .align(to: HorizontalAlignment.trailing.id),
            .align(to: Baseline.self),
        ]
        var differences: [String] = []
        for caseNumber in 0..<20_000 {
            var layout = StackLayout(
                axis: random.int(0...1) == 0 ? .horizontal : .vertical,
                alignment: alignments[random.int(0...alignments.count - 1)])
            layout.underflow = StackLayout.UnderflowDistribution.allCases[random.int(0...5)]
            layout.overflow = StackLayout.OverflowDistribution.allCases[random.int(0...1)]
            layout.minimumSpacing = [0, 8, -4, .nan, .infinity][random.int(0...4)]
            let guideShift = random.value(in: -10...10)
            var traits = StackLayout.Traits(
                growPriority: Self.priority(&random), shrinkPriority: Self.priority(&random))
            switch random.int(0...3) {
            case 0: traits.alignmentGuide = .init { $0.height / 2 + guideShift }
            case 1: traits.alignmentGuide = .init { _ in .nan }
            default: break
            }
            let child = Child(kind: random.int(0...3), width: Self.length(&random), height: Self.length(&random))
            let constraint = StackLayout.VectorConstraint(
                axis: Self.constraintAxis(&random), cross: Self.constraintAxis(&random))

            var generalCalls: [SizeConstraint] = []
            let (generalFrame, generalExtent) = StackLayout.Workspace.withTemporaryNumbers(
                count: 1, minimumSpacing: layout.minimumSpacing
            ) { workspace in
                layout.computeFrames(
                    in: constraint, traits: StackLayout.TraitList([traits], count: 1), workspace: &workspace
                ) { _, proposal in
                    generalCalls.append(proposal)
                    return NumericBoundary.measured(child.size(in: proposal))
                }
                return (workspace.frames()[0], workspace.extent())
            }
            var onlyChildCalls: [SizeConstraint] = []
            let frame = layout.onlyChildFrame(in: constraint, traits: traits) { proposal in
                onlyChildCalls.append(proposal)
                return NumericBoundary.measured(child.size(in: proposal))
            }
            let extent = StackLayout.extent(ofOnlyChild: frame)

            let same =
                Self.bits(frame) == Self.bits(generalFrame)
                && Self.bits(extent) == Self.bits(generalExtent) && onlyChildCalls == generalCalls
            if !same && differences.count < 5 {
                differences.append(
                    "case \(caseNumber): \(layout.axis) \(layout.underflow) \(layout.overflow) \(constraint) \(child): "
                        + "\(frame) against \(generalFrame), \(onlyChildCalls) against \(generalCalls)")
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// A Row and a Column of one child, laid out as elements (the only-child path), give the frames
    /// worked out by hand from the stack algorithm: growing, justifying, centering, condensing, and
    /// a fixed child that keeps its length.
    @Test func aStackOfOneLaysOutLikeTheDocumentedAlgorithm() {
        // 100 × 20 in a Row 300 × 50: grows to the whole width (growUniformly), fills the height.
        var row = Row()
        row.horizontalUnderflow = .growUniformly
        row.verticalAlignment = .fill
        row.add(child: Box(100, 20))
        #expect(
            row.layout(frame: CGRect(x: 0, y: 0, width: 300, height: 50)).children[0].frame
                == CGRect(x: 0, y: 0, width: 300, height: 50))

        // Justified to the end and centered across: x = 300 - 100, y = (50 - 20) / 2.
        row.horizontalUnderflow = .justifyToEnd
        row.verticalAlignment = .center
        #expect(
            row.layout(frame: CGRect(x: 0, y: 0, width: 300, height: 50)).children[0].frame
                == CGRect(x: 200, y: 15, width: 100, height: 20))

        // Overflow: in a Column 10 high, the 20-high child shrinks to 10; the leading edge keeps x = 0.
        var column = Column()
        column.horizontalAlignment = .leading
        column.add(child: Box(100, 20))
        #expect(
            column.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 10)).children[0].frame
                == CGRect(x: 0, y: 0, width: 100, height: 10))
        // A fixed child does not shrink.
        column = Column()
        column.horizontalAlignment = .leading
        column.addFixed(child: Box(100, 20))
        #expect(
            column.layout(frame: CGRect(x: 0, y: 0, width: 50, height: 10)).children[0].frame
                == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(
            column.content.measure(in: SizeConstraint(width: .atMost(50), height: .unconstrained))
                == CGSize(width: 100, height: 20))
    }

    static func bits(_ frame: StackLayout.VectorFrame) -> [UInt] {
        bits(frame.origin) + bits(frame.size)
    }

    static func bits(_ vector: StackLayout.Vector) -> [UInt] {
        [vector.axis.bitPattern, vector.cross.bitPattern]
    }
}

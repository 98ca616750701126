import Foundation
import Testing

@testable import BlueprintLayout

/// A stack keeps its children's traits in two bits each when it can (see `StackLayout.TraitList`):
/// stacks laid out by the engine give the frames of the algorithm run on the traits as a list.
@Suite struct StackTraitListTests {
    private static var palette: [StackLayout.Traits] {
        [
            StackLayout.Traits(),
            StackLayout.Traits(growPriority: 0, shrinkPriority: 0),
            StackLayout.Traits(growPriority: 0, shrinkPriority: 1),
            StackLayout.Traits(growPriority: 1, shrinkPriority: 0),
            StackLayout.Traits(growPriority: 2, shrinkPriority: 0.5),
            // Negative zero is told apart from zero: it must not come back as +0.
            StackLayout.Traits(growPriority: -0.0, shrinkPriority: 1),
            StackLayout.Traits(growPriority: 1, shrinkPriority: 0, alignmentGuide: .init { $0.height / 3 }),
        ]
    }

    /// Rows of 1 to 70 children (more than the 32 the bits hold), with traits that fit the bits
    /// and traits that do not, some repeating their first 32 children's (read from the bits) but
    /// for one child or none, in every underflow and overflow and with several spacings: frames
    /// equal bit for bit. (The algorithm skips reading priorities that are codes where the mode
    /// weighs no child; run on the traits as a list, it reads them all.)
    @Test(arguments: 0..<8)
    func stacksLayOutAsWithTheirTraitsListed(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 4_000)
        for caseNumber in 0..<40 {
            let count = random.int(1...70)
            // Most rows draw only from the traits that fit two bits; some from all of them.
            let kinds = random.int(0...2) == 0 ? Self.palette.count : 4
            let repeating = random.int(0...2) == 0
            let broken = repeating && count > 32 && random.int(0...1) == 0 ? random.int(32...count - 1) : nil
            var row = Row()
            row.verticalAlignment = .center
            row.horizontalUnderflow = StackLayout.UnderflowDistribution.allCases[random.int(0...5)]
            row.horizontalOverflow = StackLayout.OverflowDistribution.allCases[random.int(0...1)]
            row.minimumHorizontalSpacing = [0, 0, 3.5, 0.1][random.int(0...3)]
            var traits: [StackLayout.Traits] = []
            var sizes: [CGSize] = []
            for index in 0..<count {
                let palette = Self.palette
                let drawn = palette[random.int(0...kinds - 1)]
                let childTraits = repeating && index >= 32 && index != broken ? traits[index - 32] : drawn
                let size = CGSize(width: CGFloat(random.int(0...40)), height: CGFloat(random.int(1...30)))
                traits.append(childTraits)
                sizes.append(size)
                row.children.append((element: Spacer(size: size), traits: childTraits, key: nil))
            }
            let width = CGFloat(random.int(0...1_200))
            let result = row.layout(frame: CGRect(x: 0, y: 0, width: width, height: 40))

            let layout = row.layout
            let constraint = CGSize(width: width, height: 40).vectorConstraint(axis: .horizontal)
            let expected = StackLayout.Workspace.withTemporaryNumbers(
                count: count, gaps: nil, minimumSpacing: layout.minimumSpacing
            ) {
                workspace in
                layout.computeFrames(
                    in: constraint, traits: StackLayout.TraitList(traits, count: count), workspace: &workspace
                ) { index, _ in sizes[index] }
                return workspace.frames().map { $0.rect(axis: .horizontal) }
            }
            let frames = result.children.map(\.frame)
            #expect(frames.count == count)
            for (index, (frame, reference)) in zip(frames, expected).enumerated() {
                let bits = [frame.minX, frame.minY, frame.width, frame.height].map(\.bitPattern)
                let referenceBits = [reference.minX, reference.minY, reference.width, reference.height].map(
                    \.bitPattern)
                #expect(
                    bits == referenceBits, "case \(caseNumber), child \(index) of \(count): \(frame) ≠ \(reference)")
            }
        }
    }

    /// With the same gap after every child, step 2 leaves the origins along the axis to the
    /// frames' reading (see `StackLayout.Workspace.deferredOrigins`); with gaps listed it writes
    /// them. Given gaps that are all the stack's spacing, both give the same frames and extent bit
    /// for bit, in natural lengths, overflow and underflow, for every mode (space evenly with no
    /// spacing, where its listed gaps add the same share), in exact, at-most and unconstrained
    /// lengths, lengths that are not whole included.
    @Test(arguments: 0..<8)
    func deferredOriginsAreTheWrittenOnes(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 6_000)
        let palette = Self.palette
        for caseNumber in 0..<60 {
            let count = random.int(1...70)
            var layout = Column().layout
            layout.underflow = StackLayout.UnderflowDistribution.allCases[random.int(0...5)]
            layout.overflow = StackLayout.OverflowDistribution.allCases[random.int(0...1)]
            layout.minimumSpacing = layout.underflow == .spaceEvenly ? 0 : [0, 3.5, 0.1, 1.0 / 3][random.int(0...3)]
            let traits = (0..<count).map { _ in palette[random.int(0...palette.count - 1)] }
            let lengths = (0..<count).map { _ in CGFloat(random.int(0...400)) / [1, 3, 10][random.int(0...2)] }
            let axis: StackLayout.VectorConstraint.Axis =
                switch random.int(0...2) {
                case 0: .exactly(CGFloat(random.int(0...12_000)) / 7)
                case 1: .atMost(CGFloat(random.int(0...12_000)) / 7)
                default: .unconstrained
                }
            let constraint = StackLayout.VectorConstraint(axis: axis, cross: .atMost(50))
            typealias Run = (frames: [StackLayout.VectorFrame], extent: StackLayout.Vector, deferred: Bool)
            func run(gaps: [CGFloat]?) -> Run {
                return StackLayout.Workspace.withTemporaryNumbers(
                    count: count, gaps: gaps, minimumSpacing: layout.minimumSpacing
                ) {
                    workspace in
                    layout.computeFrames(
                        in: constraint, traits: StackLayout.TraitList(traits, count: count), workspace: &workspace
                    ) { index, _ in CGSize(width: 20, height: lengths[index]) }
                    return (workspace.frames(), workspace.extent(), workspace.deferredOrigins != nil)
                }
            }
            let deferred = run(gaps: nil)
            let written = run(gaps: count > 1 ? Array(repeating: layout.minimumSpacing, count: count - 1) : [])
            #expect(deferred.deferred && !written.deferred, "case \(caseNumber): origins deferred only without gaps")
            for (index, (a, b)) in zip(deferred.frames, written.frames).enumerated() {
                let bits = [a.origin.axis, a.size.axis, a.origin.cross, a.size.cross].map(\.bitPattern)
                let reference = [b.origin.axis, b.size.axis, b.origin.cross, b.size.cross].map(\.bitPattern)
                #expect(bits == reference, "case \(caseNumber), child \(index) of \(count): \(a) ≠ \(b)")
            }
            #expect(
                deferred.extent.axis.bitPattern == written.extent.axis.bitPattern
                    && deferred.extent.cross.bitPattern == written.extent.cross.bitPattern,
                "case \(caseNumber): extent \(deferred.extent) ≠ \(written.extent)")
        }
    }

    /// A stack that fills its cross length gives every child the same origin and length across
    /// (see `StackLayout.Workspace.uniformCross`), read back for each child and in the extent as
    /// step 3 would have written them: origin 0, and the exact length, or the widest child's
    /// within an at-most length, or the widest child's unconstrained.
    @Test(arguments: 0..<4)
    func aFilledCrossIsEveryChildsCross(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 6_500)
        for caseNumber in 0..<60 {
            let count = random.int(1...70)
            var layout = Column().layout
            layout.alignment = .fill
            let widths = (0..<count).map { _ in CGFloat(random.int(0...300)) / [1, 3, 10][random.int(0...2)] }
            let cross: StackLayout.VectorConstraint.Axis
            let available: CGFloat
            let widest = widths.reduce(0, max)
            switch random.int(0...2) {
            case 0:
                let length = CGFloat(random.int(0...400)) / 7
                (cross, available) = (.exactly(length), length)
            case 1:
                let maximum = CGFloat(random.int(0...400)) / 7
                (cross, available) = (.atMost(maximum), min(maximum, widest))
            default:
                (cross, available) = (.unconstrained, widest)
            }
            let constraint = StackLayout.VectorConstraint(axis: .unconstrained, cross: cross)
            let (frames, extent) = StackLayout.Workspace.withTemporaryNumbers(
                count: count, gaps: nil, minimumSpacing: 0
            ) { workspace in
                let traits = StackLayout.TraitList(Array(repeating: .init(), count: count), count: count)
                layout.computeFrames(in: constraint, traits: traits, workspace: &workspace) { index, _ in
                    CGSize(width: widths[index], height: 10)
                }
                return (workspace.frames(), workspace.extent())
            }
            for (index, frame) in frames.enumerated() {
                #expect(
                    frame.origin.cross.bitPattern == CGFloat(0).bitPattern
                        && frame.size.cross.bitPattern == available.bitPattern,
                    "case \(caseNumber), child \(index): \(frame.origin.cross), \(frame.size.cross) ≠ 0, \(available)")
            }
            #expect(extent.cross.bitPattern == max(0, 0 + available).bitPattern, "case \(caseNumber): \(extent.cross)")
        }
    }

    /// A builder (an incremental stack's way of collecting traits) reads back every child's
    /// traits as given, whether by code or listed apart, replaced later, or spilled to a list by a
    /// child that does not fit two bits: priorities bit for bit, guides where they were.
    @Test(arguments: 0..<8)
    func builderReadsBackWhatWasAdded(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 5_000)
        let palette = Self.palette
        for caseNumber in 0..<40 {
            let count = random.int(1...70)
            let kinds = random.int(0...2) == 0 ? palette.count : 4
            var codes: [UInt8] = []
            var listed: [(index: Int, traits: StackLayout.Traits)] = []
            var expected: [StackLayout.Traits] = []
            for index in 0..<count {
                let traits = palette[random.int(0...kinds - 1)]
                if let code = StackLayout.TraitList.code(traits), random.int(0...1) == 0 {
                    codes.append(UInt8(code))
                } else {
                    codes.append(StackLayout.TraitList.Builder.unlisted)
                    listed.append((index, traits))
                }
                expected.append(traits)
            }
            var builder = StackLayout.TraitList.Builder(codes: codes, listed: listed)
            for _ in 0..<random.int(0...3) {
                let index = random.int(0...count - 1)
                let traits = palette[random.int(0...kinds - 1)]
                builder.replace(at: index, with: traits)
                expected[index] = traits
            }
            Self.expectReadsBack(builder.list(count: count), expected, "case \(caseNumber)")
        }
    }

    /// Long lists whose codes repeat their first 32 children's (one code for all, or a pattern)
    /// are kept in the bits; one child that breaks the repetition, at any place past the 32nd or
    /// the last, makes a list. Both ways, from a builder and from the traits themselves, every
    /// child reads back its own traits, bit for bit.
    @Test(arguments: 0..<4)
    func repeatingCodesReadBackEveryChild(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 5_500)
        let palette = Self.palette
        for caseNumber in 0..<60 {
            let count = random.int(33...200)
            let uniform = random.int(0...1) == 0
            let head = (0..<32).map { _ in uniform ? 3 : random.int(0...3) }
            var expected = (0..<count).map { palette[head[$0 % 32]] }
            if random.int(0...1) == 0 {
                let index = [32, count - 1, random.int(32...count - 1)][random.int(0...2)]
                expected[index] = palette[(head[index % 32] + random.int(1...palette.count - 1)) % palette.count]
            }
            let codes = expected.map { StackLayout.TraitList.code($0).map(UInt8.init) }
            let listed = codes.enumerated().compactMap { $0.element == nil ? ($0.offset, expected[$0.offset]) : nil }
            let built = StackLayout.TraitList.Builder(
                codes: codes.map { $0 ?? StackLayout.TraitList.Builder.unlisted }, listed: listed
            ).list(count: count)
            let read = StackLayout.TraitList(count: count) { expected[$0] }
            for (way, list) in [("built", built), ("read", read)] {
                Self.expectReadsBack(list, expected, "case \(caseNumber), \(way)")
            }
        }
    }

    /// Expects `list` to hold `expected`'s count and to read back every child's traits, bit for bit.
    private static func expectReadsBack(
        _ list: StackLayout.TraitList, _ expected: [StackLayout.Traits], _ label: String
    ) {
        #expect(list.count == expected.count, "\(label)")
        for (index, traits) in expected.enumerated() {
            #expect(
                list.growPriority(index).bitPattern == traits.growPriority.bitPattern
                    && list.shrinkPriority(index).bitPattern == traits.shrinkPriority.bitPattern
                    && list.isFixed(index) == traits.isFixed
                    && (list.alignmentGuide(index) == nil) == (traits.alignmentGuide == nil),
                "\(label), child \(index) of \(expected.count)")
        }
    }

    /// A stack child's boxed traits are told by identity exactly when they are empty or one of
    /// the shared boxes, and the code told is the code of the traits the box holds.
    @Test func sharedBoxesAreToldByTheirCode() {
        var stack = StackChildren(layout: StackLayout(axis: .horizontal, alignment: .fill))
        for traits in Self.palette {
            stack.add(
                growPriority: traits.growPriority, shrinkPriority: traits.shrinkPriority,
                alignmentGuide: traits.alignmentGuide?.computeValue, key: nil, child: Spacer(width: 1))
        }
        let items = stack.items
        #expect(items.count == Self.palette.count)
        let boxes = StackChildren.traitBoxes
        var told = 0
        for (index, item) in items.enumerated() {
            let code = StackChildren.traitCode(of: item.traits, boxes)
            if let code {
                told += 1
                #expect(UInt64(code) == StackLayout.TraitList.code(Self.palette[index]))
            }
            #expect(code == nil || item.traits[layout: StackLayout.self].alignmentGuide == nil)
        }
        // The defaults (no box) and the three shared pairs of priorities.
        #expect(told == 4)
    }

    /// A layout session asks a new Row or Column whether a child holds an alignment guide (code of
    /// the app's, which makes it incomparable): the storage says so without reading its children,
    /// however they were given, added, set whole, or changed in place.
    @Test func aStackSaysWhetherAChildHoldsAGuideHoweverItWasMade() {
        let guide: (ElementDimensions) -> CGFloat = { $0.height / 2 }
        var added = Row()
        added.add(child: Spacer(width: 1, height: 1))
        added.addFixed(child: Spacer(width: 1, height: 1))
        #expect(!added.storage.hasAlignmentGuide)
        added.add(alignmentGuide: guide, child: Spacer(width: 1, height: 1))
        #expect(added.storage.hasAlignmentGuide)
        // A copy made before the guide was added does not hold it.
        var copy = Row()
        copy.addFixed(child: Spacer(width: 2, height: 2))
        let before = copy
        copy.addFixed(alignmentGuide: guide, child: Spacer(width: 2, height: 2))
        #expect(!before.storage.hasAlignmentGuide && copy.storage.hasAlignmentGuide)

        let plain = StackLayout.Traits(growPriority: 0, shrinkPriority: 0)
        let guided = StackLayout.Traits(growPriority: 1, shrinkPriority: 1, alignmentGuide: .init(computeValue: guide))
        var set = Column()
        set.children = [(Spacer(width: 1, height: 1), plain, nil), (Spacer(width: 1, height: 1), guided, 3)]
        #expect(set.storage.hasAlignmentGuide)
        set.children = [(Spacer(width: 1, height: 1), plain, nil)]
        #expect(!set.storage.hasAlignmentGuide)
        // Changed in place: the tuples say it.
        set.children.append((Spacer(width: 1, height: 1), guided, nil))
        #expect(set.storage.hasAlignmentGuide)
        set.children.removeLast()
        #expect(!set.storage.hasAlignmentGuide)
        set.children.removeAll()
        set.addFixed(child: Spacer(width: 1, height: 1))
        #expect(!set.storage.hasAlignmentGuide)

        let built = Column {
            StackLayout.Child(element: Spacer(width: 1, height: 1), traits: guided, key: nil)
        }
        #expect(built.storage.hasAlignmentGuide)
    }
}

@testable import BlueprintLayout
import Foundation

/// One run of the layout session's differential test: a seeded tree, a session, and steps (edits
/// of the tree, of the environment, the frame and the options), each followed by a session pass
/// and a fresh layout that must agree bit for bit.
struct RelayoutRun {
    let seed: UInt64
    var rules = LayoutSession.Rules()
    /// Counts, across the passes of runs it is given to, the results moved from a stack's
    /// records and the nodes laid out detached (so that a test can show the differential runs
    /// reach those paths).
    var tally: Tally?
    /// When set, the tree is a list of that many rows, a container of `listKind` whose rows are
    /// subtrees of `listDepth` (see ``RelayoutTree/init(listOf:random:depth:rootKind:)``).
    var listRows: Int?
    var listKind: RelayoutTree.Kind = .column
    var listDepth = 2

    final class Tally {
        var resultsFromStackRecords = 0
        var detachedNodes = 0
        var childrenLaidOutApart = 0
        var movedChildrenFromRecords = 0
    }

    /// A step: what changes, and the seed of its own choices (so a step means the same thing
    /// wherever it stands in a sequence, which is what shrinking needs).
    struct Step: CustomStringConvertible {
        enum Kind {
            case edit(RelayoutTree.Edit)
            case readValue, unreadValue, frame, options, same
        }
        var kind: Kind
        var seed: UInt64

        var description: String { "\(kind)#\(seed % 1000)" }
    }

    /// The session's rules, with rows and columns of two children or more laid out incrementally
    /// when `incrementalFromTwo` (the default rules leave small ones to the engine's nodes), and
    /// those of three or more counted as lists (see `LayoutSession.Rules.detachedListMinimum`:
    /// the random trees hold no list of the default 64).
    static func rules(incrementalFromTwo: Bool) -> LayoutSession.Rules {
        var rules = LayoutSession.Rules()
        if incrementalFromTwo {
            rules.incrementalStackMinimum = 2
            rules.detachedListMinimum = 3
        }
        return rules
    }

    /// A failure: the steps run, the last one failing, and what differed.
    struct Failure {
        var steps: [Step]
        var message: String
    }

    /// `count` random steps; `widthsAndValues` makes changes of frame and of the value read more
    /// likely (a third of the steps and a fifth), for lists, whose rows are also made anew
    /// (`rebuildAll`) one step in 16.
    static func steps(seed: UInt64, count: Int, widthsAndValues: Bool = false) -> [Step] {
        var random = SeededRandom(seed: seed ^ 0xABCD_EF01)
        return (0..<count).map { _ in
            if widthsAndValues {
                let kind: Step.Kind
                switch random.int(0...15) {
                case 0...5:
                    kind = .edit(RelayoutTree.Edit.allCases[random.int(0...RelayoutTree.Edit.allCases.count - 2)])
                case 6...8: kind = .readValue
                case 9...13: kind = .frame
                case 14: kind = .edit(.rebuildAll)
                default: kind = .same
                }
                return Step(kind: kind, seed: random.next())
            }
            let kind: Step.Kind
            switch random.int(0...19) {
            case 0...9: kind = .edit(RelayoutTree.Edit.allCases[random.int(0...RelayoutTree.Edit.allCases.count - 2)])
            case 10: kind = .edit(.rebuildAll)
            case 11, 12: kind = .readValue
            case 13, 14: kind = .unreadValue
            case 15, 16: kind = .frame
            case 17: kind = .options
            default: kind = .same
            }
            return Step(kind: kind, seed: random.next())
        }
    }

    /// Runs `steps` from the seed's tree; the first step after which the session disagrees.
    func firstFailure(_ steps: [Step]) -> Failure? {
        var random = SeededRandom(seed: seed)
        let tree =
            listRows.map { RelayoutTree(listOf: $0, random: &random, depth: listDepth, rootKind: listKind) }
            ?? RelayoutTree(random: &random)
        let session = LayoutSession()
        session.rules = rules
        var environment = Environment()
        var frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        var options = LayoutOptions.default
        let check = { (index: Int) -> Failure? in
            let element = tree.element
            let relayout = session.layout(element, frame: frame, environment: environment, options: options)
            tally?.resultsFromStackRecords += session.resultsFromStackRecords
            tally?.detachedNodes += session.detachedNodes
            tally?.childrenLaidOutApart += session.childrenLaidOutApart
            tally?.movedChildrenFromRecords += session.movedChildrenFromRecords
            let fresh = element.layout(frame: frame, environment: environment, options: options)
            guard let difference = Self.difference(relayout, fresh) else { return nil }
            return Failure(steps: Array(steps[..<index]), message: "after step \(index): \(difference)")
        }
        if let failure = check(0) { return failure }
        for (index, step) in steps.enumerated() {
            var stepRandom = SeededRandom(seed: step.seed)
            switch step.kind {
            case .edit(let edit): tree.apply(edit, random: &stepRandom)
            case .readValue: environment[ReadKey.self] = CGFloat(stepRandom.int(0...6))
            case .unreadValue: environment[UnreadKey.self] = CGFloat(stepRandom.int(0...6))
            case .frame:
                let widths: [CGFloat] = [120, 200, 333, 80]
                let heights: [CGFloat] = [300, 150, .infinity]
                frame.size = CGSize(
                    width: widths[stepRandom.int(0...widths.count - 1)],
                    height: heights[stepRandom.int(0...heights.count - 1)])
            case .options:
                let all: [LayoutOptions] = [.default, .noDeductions, .stairStep]
                options = all[stepRandom.int(0...all.count - 1)]
            case .same: break
            }
            if let failure = check(index + 1) { return failure }
        }
        return nil
    }

    /// The smallest failing sequence found by dropping steps (chunks, then single steps) while
    /// the run still fails.
    func shrink(_ steps: [Step], failure: Failure) -> Failure {
        var best = failure
        var chunk = max(1, best.steps.count / 2)
        while chunk >= 1 {
            var start = 0
            while start < best.steps.count {
                var candidate = best.steps
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if let smaller = firstFailure(candidate) {
                    best = smaller
                } else {
                    start += chunk
                }
            }
            chunk /= 2
        }
        return best
    }

    /// The first difference between two result trees (frames compared bit for bit), or `nil`.
    static func difference(_ a: LayoutResultNode, _ b: LayoutResultNode) -> String? {
        var pending = [(a, b, "root")]
        while let (x, y, path) = pending.popLast() {
            if x.identifier != y.identifier { return "\(path): identifier \(x.identifier) ≠ \(y.identifier)" }
            if type(of: x.element) != type(of: y.element) { return "\(path): element type" }
            let xf = x.frame
            let yf = y.frame
            let bits = [xf.origin.x, xf.origin.y, xf.width, xf.height].map(\.bitPattern)
            if bits != [yf.origin.x, yf.origin.y, yf.width, yf.height].map(\.bitPattern) {
                return "\(path): frame \(xf) ≠ \(yf)"
            }
            if x.layoutAttributes != y.layoutAttributes { return "\(path): attributes" }
            if x.children.count != y.children.count {
                return "\(path): \(x.children.count) children ≠ \(y.children.count)"
            }
            for (index, (left, right)) in zip(x.children, y.children).enumerated() {
                pending.append((left, right, "\(path)/\(index):\(left.identifier)"))
            }
        }
        return nil
    }
}

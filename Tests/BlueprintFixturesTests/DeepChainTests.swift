import BlueprintFixtures
import BlueprintLayout
import Dispatch
import Foundation
import Testing

/// Every shape of nesting an app can write, 100,000 levels deep, on a thread with a 512 KiB
/// stack: measured, laid out, walked, dumped, drawn, checked for invariants, rounded to the pixel
/// grid and released, element tree included.
///
/// Each test builds its chain on that thread and checks what the shape should make: the number of
/// result nodes (a chain of proxies is one node, as in Blueprint), the measured size, the deepest
/// node's type and frame before and after rounding, and the dump's line for it. The suite sits
/// with the fixture tools' tests because the drawings (and the fixture dump, checked where fixture
/// IDs make it differ) are theirs; `DeepTreeTests` and `DeepReleaseTests` cover the engine's own
/// wrappers and containers, and dropping chains of every kind the library stores. Every test is an
/// exit test, so a stack overflow fails one test, not the run; they run one at a time, as each
/// child process touches a few hundred megabytes of fresh stack.
@Suite(.serialized) struct DeepChainTests {
    static let depth = 100_000

    /// `ProxyElement`s whose representation is the next proxy: one result node for the chain.
    @Test func aChainOfProxies() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack { ProxyChain(remaining: DeepChainTests.depth) }
            outcome.expect(nodes: 1, measured: CGSize(width: 10, height: 10), deepestType: "ProxyChain")
        }
    }

    /// Proxies of proxies, every second one wrapping the next in an `Inset`: one node per inset.
    @Test func proxiesAroundWrappers() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack { ProxyCard(remaining: DeepChainTests.depth) }
            let insets = DeepChainTests.depth / 2
            outcome.expect(
                nodes: insets + 1, measured: CGSize(width: 10 + 2 * insets, height: 10 + 2 * insets),
                deepestType: "ProxyCard",
                deepestFrame: CGRect(x: insets, y: insets, width: 10, height: 10))
        }
    }

    /// User elements whose content wraps the next one, cycling through passthrough content, a
    /// custom single-child layout, content that changes the environment and a `LayoutContainer`
    /// of a custom layout; the last one is a leaf as wide as the number of environment changes.
    @Test func userElementsWrappingOthers() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack { UserWrapper(remaining: DeepChainTests.depth) }
            // A quarter of the levels inset by 1 through the single-child layout, a quarter
            // through the container, a quarter add 1 to the counter.
            let insets = DeepChainTests.depth / 2
            let counted = DeepChainTests.depth / 4
            outcome.expect(
                nodes: DeepChainTests.depth + 1,
                measured: CGSize(width: counted + 2 * insets, height: 10 + 2 * insets), deepestType: "UserWrapper",
                deepestFrame: CGRect(x: insets, y: insets, width: counted, height: 10))
        }
    }

    /// Wrappers added through `if`, `map` and `modify`, one a level.
    @Test func conditionals() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack {
                var element: Element = Leaf()
                for level in 0..<DeepChainTests.depth {
                    switch level % 3 {
                    case 0:
                        element = element.if(true) {
                            $0.inset(uniform: 1)
                        } else: {
                            $0
                        }
                    case 1: element = element.map { $0.opacity(0.5) }
                    default: element = Inset(uniformInset: 0, wrapping: element).modify { $0.top = 1 }
                    }
                }
                return element
            }
            // Each third level insets by 1 all round, each third level by 1 at the top.
            let all = (DeepChainTests.depth + 2) / 3
            let top = DeepChainTests.depth / 3
            outcome.expect(
                nodes: DeepChainTests.depth + 1,
                measured: CGSize(width: 10 + 2 * all, height: 10 + 2 * all + top), deepestType: "Leaf",
                deepestFrame: CGRect(x: all, y: all + top, width: 10, height: 10))
        }
    }

    /// `adaptedEnvironment` applied to its own result: one element, every adapter applied once.
    @Test func environmentAdaptersOneInsideTheOther() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack {
                var element: Element = CountingLeaf()
                for _ in 0..<DeepChainTests.depth {
                    element = element.adaptedEnvironment { $0[CounterKey.self] += 1 }
                }
                return element
            }
            // The leaf is as wide as the number of adapters applied above it.
            outcome.expect(
                nodes: 2, measured: CGSize(width: DeepChainTests.depth, height: 10), deepestType: "CountingLeaf")
        }
    }

    /// Content that only measures another element, which only measures the next: one node.
    @Test func measureOnlyContent() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack { MeasuringOnly(remaining: DeepChainTests.depth) }
            outcome.expect(nodes: 1, measured: CGSize(width: 10, height: 10), deepestType: "MeasuringOnly")
        }
    }

    /// Geometry readers, environment readers and layout writers, each built by a closure that
    /// captures the next: built, kept and dropped.
    @Test func readersAndWritersCapturingTheNext() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack {
                var element: Element = Leaf()
                for level in 0..<DeepChainTests.depth {
                    let inner = element
                    switch level % 3 {
                    case 0: element = GeometryReader { _ in inner }
                    case 1: element = EnvironmentReader { _ in inner }
                    default:
                        element = LayoutWriter { _, builder in
                            builder.add(with: CGRect(x: 0, y: 0, width: 10, height: 10), child: inner)
                        }
                    }
                }
                return element
            }
            // A reader's result has one child, the element it built; a writer's has the element it
            // built, whose children are the writer's.
            let writers = DeepChainTests.depth / 3
            outcome.expect(
                nodes: DeepChainTests.depth + writers + 1, measured: CGSize(width: 10, height: 10),
                deepestType: "Leaf")
        }
    }

    /// Layout traits attached 100,000 times to one element: the outermost value reaches the layout.
    @Test func layoutTraits() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack {
                var element: Element = Leaf()
                for level in 1...DeepChainTests.depth {
                    element = element.layoutTrait(key: WidthTrait.self, value: CGFloat(level))
                }
                let inner = element
                return LayoutContainer(WidthFromTrait()) { inner }
            }
            outcome.expect(
                nodes: 2, measured: CGSize(width: DeepChainTests.depth, height: 10), deepestType: "Leaf",
                deepestFrame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// Spacing preferences through keys and spacing wrappers, in a Row that uses them.
    @Test func spacingPreferences() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack {
                var chain: Element = Leaf()
                for level in 0..<DeepChainTests.depth {
                    chain = level % 2 == 0 ? chain.keyed(level) : chain.spacingPreference(leading: 3)
                }
                var row = Row()
                row.spacingMode = .preferences
                row.horizontalUnderflow = .justifyToStart
                row.add(child: Spacer(width: 5, height: 10).spacingPreference(trailing: 7))
                row.add(child: chain)
                return row
            }
            // The gap is the larger of the facing preferences, the Spacer's 7.
            outcome.expect(
                nodes: DeepChainTests.depth + 4, measured: CGSize(width: 22, height: 10), deepestType: "Leaf",
                deepestFrame: CGRect(x: 12, y: 0, width: 10, height: 10))
        }
    }

    /// Anchor preferences published and read one inside the other: publishers and readers in
    /// turn, each reader drawing a spacer as wide as the number of values gathered below it.
    @Test func anchorPreferences() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack {
                var element: Element = Leaf()
                for level in 0..<DeepChainTests.depth {
                    if level.isMultiple(of: 2) {
                        element = element.anchorPreference(key: CountKey.self, value: .bounds) { _ in 1 }
                    } else {
                        element = element.overlayPreferenceValue(CountKey.self) { count, _ in
                            Spacer(width: count, height: 0)
                        }
                    }
                }
                return element
            }
            // A reader's result has two children, the wrapped element and the spacer it built; the
            // outermost reader sees every publisher.
            let readers = DeepChainTests.depth / 2
            outcome.expect(
                nodes: DeepChainTests.depth + readers + 1, measured: CGSize(width: 10, height: 10), deepestType: "Leaf",
                rootBuiltWidth: CGFloat(readers))
        }
    }

    /// Fixture IDs given one on top of the other: the fixture tools show one element.
    @Test func fixtureIDs() async {
        await #expect(processExitsWith: .success) {
            let outcome = checkOnASmallStack(fixtureDump: true) {
                var element: Element = Leaf()
                for level in 0..<DeepChainTests.depth {
                    element = element.fixtureID("id\(level)")
                }
                return element
            }
            outcome.expect(
                nodes: DeepChainTests.depth + 1, measured: CGSize(width: 10, height: 10), deepestType: "Leaf",
                fixtureNodes: 1)
        }
    }
}

// MARK: - Running a chain

/// What the checks of one deep chain found.
fileprivate struct DeepOutcome {
    var measured = CGSize.zero
    var nodeCount = 0
    var deepest = 0
    var deepestType = ""
    /// The position of the deepest node in the walk (its line in the dump), from 0.
    var deepestIndex = 0
    var deepestFrame = CGRect.null
    /// The width of the spacer the root built, when it is an anchor reader.
    var rootBuiltWidth: CGFloat?
    var dumpLines = 0
    /// Whether the deepest node's dump line is indented to its depth, or to the limit and names it.
    var dumpIndentsTheDeepest = false
    /// The lines of the fixture dump, when it was asked for.
    var fixtureDumpLines: Int?
    var drawnElements = 0
    var drawingIsCut = false
    var violations: [LayoutResultNode.InvariantViolation] = []
    var roundedNodeCount = 0
    var roundedDeepestFrame = CGRect.null

    /// Expects what a chain whose result has `nodes` nodes makes: the deepest node (the last one
    /// of the walk at the greatest depth) of type `deepestType`, in `deepestFrame` (root
    /// coordinates) when given.
    func expect(
        nodes: Int,
        measured: CGSize,
        deepestType: String,
        deepestFrame: CGRect? = nil,
        rootBuiltWidth: CGFloat? = nil,
        fixtureNodes: Int? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(nodeCount == nodes, sourceLocation: sourceLocation)
        #expect(self.measured == measured, sourceLocation: sourceLocation)
        #expect(self.deepestType == deepestType, sourceLocation: sourceLocation)
        if let deepestFrame { #expect(self.deepestFrame == deepestFrame, sourceLocation: sourceLocation) }
        if let rootBuiltWidth { #expect(self.rootBuiltWidth == rootBuiltWidth, sourceLocation: sourceLocation) }
        // The dump and the fixture tools show every node but fixture IDs, which fold into the
        // element they name; the drawing shows the first 2,000.
        let shown = fixtureNodes ?? nodes
        // One dump line a node shown; without folding, the deepest node's line is the deepest's.
        #expect(dumpLines == shown, sourceLocation: sourceLocation)
        if fixtureNodes == nil { #expect(dumpIndentsTheDeepest, sourceLocation: sourceLocation) }
        if let fixtureDumpLines { #expect(fixtureDumpLines == shown, sourceLocation: sourceLocation) }
        #expect(drawnElements == min(shown, 2000), sourceLocation: sourceLocation)
        #expect(drawingIsCut == (shown > 2000), sourceLocation: sourceLocation)
        #expect(violations.isEmpty, "\(violations.prefix(3))", sourceLocation: sourceLocation)
        // Integral frames round to themselves.
        #expect(roundedNodeCount == nodes, sourceLocation: sourceLocation)
        #expect(roundedDeepestFrame == self.deepestFrame, sourceLocation: sourceLocation)
    }
}

fileprivate final class OutcomeBox: @unchecked Sendable {
    var outcome = DeepOutcome()
}

/// Runs every check on `make`'s chain, built, laid out and dropped on a new thread with a 512 KiB
/// stack. The root is laid out in its measured size; the fixture dump is made when `fixtureDump`.
fileprivate func checkOnASmallStack(
    fixtureDump: Bool = false, _ make: @escaping @Sendable () -> Element
) -> DeepOutcome {
    let box = OutcomeBox()
    runOnThread {
        // In a scope of its own: everything is released before the thread signals.
        do {
            box.outcome = check(make(), fixtureDump: fixtureDump)
        }
    }
    return box.outcome
}

fileprivate func check(_ element: Element, fixtureDump: Bool) -> DeepOutcome {
    var outcome = DeepOutcome()
    outcome.measured = element.content.measure(in: .unconstrained)
    let result = element.layout(frame: CGRect(origin: .zero, size: outcome.measured))
    result.forEachNode { node, frame, depth in
        outcome.nodeCount += 1
        if depth >= outcome.deepest {
            outcome.deepestIndex = outcome.nodeCount - 1
            outcome.deepest = depth
            outcome.deepestType = node.typeName
            outcome.deepestFrame = frame
        }
        return true
    }
    outcome.rootBuiltWidth = (result.children.last?.element as? Spacer)?.size.width

    let dump = Array(result.dump().utf8)
    let lines = lineStarts(dump)
    outcome.dumpLines = lines.count
    let indentation = String(repeating: "  ", count: min(outcome.deepest, 100))
    let prefix = Array((indentation + (outcome.deepest > 100 ? "(depth \(outcome.deepest)) " : "")).utf8)
    if outcome.deepestIndex < lines.count {
        let line = dump[lines[outcome.deepestIndex]...]
        outcome.dumpIndentsTheDeepest =
            line.starts(with: prefix) && line.dropFirst(prefix.count).first != UInt8(ascii: " ")
    }
    if fixtureDump {
        // The fixture dump ends with a newline.
        outcome.fixtureDumpLines = lineStarts(Array(FixtureDump.dump(result).utf8)).count - 1
    }
    let drawing = SVGRenderer().render(result)
    outcome.drawnElements = drawing.components(separatedBy: "<g class=\"el ").count - 1
    outcome.drawingIsCut = drawing.contains("only the first 2000 elements")
    outcome.violations = result.checkInvariants()
    let rounded = result.rounded(scale: 2)
    rounded.forEachNode { _, frame, depth in
        outcome.roundedNodeCount += 1
        if depth == outcome.deepest { outcome.roundedDeepestFrame = frame }
        return true
    }
    return outcome
}

/// Where each line of `text` starts (lines are separated by newlines), found with `memchr`: a
/// loop over every byte of a 30 MB dump takes seconds in a debug build.
fileprivate func lineStarts(_ text: [UInt8]) -> [Int] {
    var starts = [0]
    text.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count, let found = memchr(base + offset, 10, buffer.count - offset) {
            offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            starts.append(offset)
        }
    }
    return starts
}

// MARK: - The shapes

/// The 10×10 element every chain ends in.
fileprivate struct Leaf: Element {
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 10, height: 10)) }
}

/// A proxy whose representation is the next proxy, down to a ``Leaf``.
fileprivate struct ProxyChain: ProxyElement {
    var remaining: Int
    var elementRepresentation: Element {
        remaining == 0 ? Leaf() : ProxyChain(remaining: remaining - 1)
    }
}

/// A proxy whose representation is the next proxy, in an `Inset` at every odd level.
fileprivate struct ProxyCard: ProxyElement {
    var remaining: Int
    var elementRepresentation: Element {
        if remaining == 0 { return Leaf() }
        let next = ProxyCard(remaining: remaining - 1)
        return remaining % 2 == 0 ? next : next.inset(uniform: 1)
    }
}

/// A user element whose content wraps the next one, by `remaining` modulo 4: passthrough (0), a
/// custom single-child layout that insets by 1 (1), a change of the environment that adds 1 to
/// ``CounterKey`` (2), a `LayoutContainer` of a custom layout that insets by 1 (3). The last one
/// is a leaf as wide as the counter and 10 high.
fileprivate struct UserWrapper: Element {
    var remaining: Int
    var content: ElementContent {
        if remaining == 0 {
            return ElementContent { _, environment in
                CGSize(width: CGFloat(environment[CounterKey.self]), height: 10)
            }
        }
        let next = UserWrapper(remaining: remaining - 1)
        switch remaining % 4 {
        case 0: return ElementContent(child: next)
        case 1: return ElementContent(child: next, layout: InsetChildByOne())
        case 2: return ElementContent(child: next) { $0[CounterKey.self] += 1 }
        default: return LayoutContainer(InsetByOne()) { next }.content
        }
    }
}

/// Insets its one child by 1 on every side (a single-child layout).
fileprivate struct InsetChildByOne: SingleChildLayout {
    func sizeThatFits(proposal: SizeConstraint, subelement: Subelement, environment: Environment, cache: inout ())
        -> CGSize
    {
        let size = subelement.sizeThatFits(proposal.inset(width: 2, height: 2))
        return CGSize(width: size.width + 2, height: size.height + 2)
    }

    func placeSubelement(in size: CGSize, subelement: Subelement, environment: Environment, cache: inout ()) {
        subelement.place(at: CGPoint(x: 1, y: 1), size: CGSize(width: size.width - 2, height: size.height - 2))
    }
}

/// Insets its first child by 1 on every side (a layout of any number of children).
fileprivate struct InsetByOne: Layout {
    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        let size = subelements[0].sizeThatFits(proposal.inset(width: 2, height: 2))
        return CGSize(width: size.width + 2, height: size.height + 2)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        subelements[0].place(at: CGPoint(x: 1, y: 1), size: CGSize(width: size.width - 2, height: size.height - 2))
    }
}

/// An environment value the chains count with.
fileprivate enum CounterKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

/// A leaf as wide as ``CounterKey``'s value, 10 high.
fileprivate struct CountingLeaf: Element {
    var content: ElementContent {
        ElementContent { _, environment in CGSize(width: CGFloat(environment[CounterKey.self]), height: 10) }
    }
}

/// A user element that measures as the next one and lays out nothing.
fileprivate struct MeasuringOnly: Element {
    var remaining: Int
    var content: ElementContent {
        ElementContent(measuring: remaining == 0 ? Leaf() : MeasuringOnly(remaining: remaining - 1))
    }
}

/// A layout trait: the width ``WidthFromTrait`` gives its child.
fileprivate enum WidthTrait: LayoutTraitsKey {
    static var defaultValue: CGFloat { 0 }
}

/// Measures as wide as its child's ``WidthTrait`` and places the child at its own size.
fileprivate struct WidthFromTrait: Layout {
    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        CGSize(width: subelements[0][WidthTrait.self], height: subelements[0].sizeThatFits(proposal).height)
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        subelements[0].place(at: .zero, size: subelements[0].sizeThatFits(.unconstrained))
    }
}

/// Counts the values published under it.
fileprivate enum CountKey: AnchorPreferenceKey {
    static var defaultValue: CGFloat { 0 }
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

import BlueprintLayout
import Dispatch
import Foundation
import Testing

/// Dropping element values: single-child wrappers and containers release their children
/// without recursing once per level, so a chain of any depth and any mix of them can be dropped
/// on a small stack. Exit tests: a stack overflow fails one test, not the run.
@Suite struct DeepReleaseTests {
    static let depth = 100_000

    @Test func droppingAVeryDeepChainOfInsetsOnASmallStack() async {
        await #expect(processExitsWith: .success) {
            runOnThread {
                var element: Element = Spacer(1)
                for _ in 0..<DeepReleaseTests.depth {
                    element = Inset(uniformInset: 1, wrapping: element)
                }
                _ = element
            }
        }
    }

    @Test func droppingAVeryDeepChainOfEveryWrapperRowsAndColumnsOnASmallStack() async {
        await #expect(processExitsWith: .success) {
            runOnThread {
                var element: Element = Spacer(1)
                for level in 0..<DeepReleaseTests.depth {
                    element = wrap(element, kind: level % wrapperKinds)
                }
                _ = element
            }
        }
    }

    /// The chain is built and dropped on the small stack while a copy made there is dropped
    /// later on another thread: shared storage is released by whichever copy goes last.
    @Test func droppingTheLastCopyOfAVeryDeepMixedChainOnASmallStack() async {
        await #expect(processExitsWith: .success) {
            let box = ElementBox()
            runOnThread {
                var element: Element = Spacer(1)
                for level in 0..<DeepReleaseTests.depth {
                    element = wrap(element, kind: level % wrapperKinds)
                }
                box.element = element
            }
            runOnThread { box.element = nil }
        }
    }

    /// Rows and columns whose children were appended in place hold them as tuples; those are
    /// released without recursing too, whether the last copy is dropped here or elsewhere.
    @Test func droppingAVeryDeepChainOfStacksBuiltByAppendingOnASmallStack() async {
        await #expect(processExitsWith: .success) {
            let box = ElementBox()
            runOnThread {
                var element: Element = Spacer(1)
                for level in 0..<DeepReleaseTests.depth {
                    if level % 2 == 0 {
                        var row = Row()
                        row.children.append((element: element, traits: StackLayout.Traits(), key: level))
                        element = row
                    } else {
                        var column = Column()
                        column.children.append((element: Spacer(1), traits: StackLayout.Traits(), key: nil))
                        column.children.append((element: element, traits: StackLayout.Traits(), key: nil))
                        column.add(child: Spacer(2))
                        element = column
                    }
                }
                box.element = element
            }
            runOnThread { box.element = nil }
        }
    }

    @Test func mutatingACopyOfAWrapperLeavesTheOriginalUnchanged() {
        let original = Inset(uniformInset: 4, wrapping: Spacer(width: 10, height: 20))
        var copy = original
        copy.wrappedElement = Spacer(width: 30, height: 40)
        copy.top = 0
        #expect((original.wrappedElement as? Spacer)?.size == CGSize(width: 10, height: 20))
        #expect((copy.wrappedElement as? Spacer)?.size == CGSize(width: 30, height: 40))
        #expect(original.content.measure(in: .unconstrained) == CGSize(width: 18, height: 28))
        #expect(copy.content.measure(in: .unconstrained) == CGSize(width: 38, height: 44))

        let decorate = Decorate(
            layering: .above, position: .inset(0), wrapping: Spacer(1), decoration: Spacer(2))
        var decorateCopy = decorate
        decorateCopy.decoration = Spacer(3)
        decorateCopy.wrapped = Spacer(4)
        #expect((decorate.decoration as? Spacer)?.size == CGSize(width: 2, height: 2))
        #expect((decorate.wrapped as? Spacer)?.size == CGSize(width: 1, height: 1))
        #expect((decorateCopy.decoration as? Spacer)?.size == CGSize(width: 3, height: 3))

        let centered = Centered(Spacer(8))
        var centeredCopy = centered
        centeredCopy.wrapped = Spacer(9)
        #expect((centered.wrapped as? Spacer)?.size == CGSize(width: 8, height: 8))
        #expect((centeredCopy.wrapped as? Spacer)?.size == CGSize(width: 9, height: 9))
        #expect(centeredCopy.content.measure(in: .unconstrained) == CGSize(width: 9, height: 9))
        #expect((centered.elementRepresentation as? Aligned)?.wrappedElement is Spacer)

        // A uniquely held wrapper changes in place; a copy taken before still sees the old child.
        var keyed = Keyed(key: "a", wrapping: Spacer(5))
        let before = keyed
        keyed.wrapped = Spacer(6)
        keyed.wrapped = Spacer(7)
        #expect((before.wrapped as? Spacer)?.size == CGSize(width: 5, height: 5))
        #expect((keyed.wrapped as? Spacer)?.size == CGSize(width: 7, height: 7))
    }

    /// A chain of insets and columns, copied, then cut in the middle in the copy: the original
    /// still lays out as before, and the cut copy lays out as its own shorter chain.
    @Test func aChainStillLaysOutAfterBeingCopiedAndPartlyDropped() {
        let depth = 1_000
        var element: Element = Spacer(width: 10, height: 10)
        for level in 0..<depth {
            element =
                level % 2 == 0
                ? Inset(uniformInset: 1, wrapping: element)
                : Column { column in
                    column.horizontalAlignment = .leading
                    column.add(child: element)
                }
        }
        let original = element
        var copy = element
        // Walk the copy halfway down and drop everything below, replacing it with a leaf.
        copy = truncated(copy, keepingLevels: depth / 2)
        element = Empty()

        let size = CGSize(width: 10 + depth, height: 10 + depth)
        #expect(original.content.measure(in: .unconstrained) == size)
        let result = original.layout(frame: CGRect(origin: .zero, size: size))
        var deepest = 0
        var leafFrame = CGRect.null
        result.forEachNode { node, frame, depth in
            if depth >= deepest {
                deepest = depth
                leafFrame = frame
            }
            return true
        }
        #expect(deepest == depth)
        #expect(leafFrame == CGRect(x: depth / 2, y: depth / 2, width: 10, height: 10))

        #expect(copy.content.measure(in: .unconstrained) == CGSize(width: depth / 2 + 3, height: depth / 2 + 3))
    }
}

/// Rebuilds the top `levels` levels of an Inset/Column chain above a 3×3 leaf (copy on write:
/// the chain passed in is not changed).
fileprivate func truncated(_ element: Element, keepingLevels levels: Int) -> Element {
    if levels == 0 { return Spacer(3) }
    if var inset = element as? Inset {
        inset.wrappedElement = truncated(inset.wrappedElement, keepingLevels: levels - 1)
        return inset
    }
    if var column = element as? Column {
        column.children[0].element = truncated(column.children[0].element, keepingLevels: levels - 1)
        return column
    }
    Issue.record("unexpected element \(type(of: element))")
    return element
}

/// How many kinds ``wrap(_:kind:)`` cycles through.
fileprivate let wrapperKinds = 35

/// Wraps `element` in one of every single-child wrapper or container.
fileprivate func wrap(_ element: Element, kind: Int) -> Element {
    switch kind {
    case 0: Inset(uniformInset: 1, wrapping: element)
    case 1: Aligned(wrapping: element)
    case 2: Centered(element)
    case 3: ConstrainedSize(width: .atMost(100), wrapping: element)
    case 4: ConstrainedAspectRatio(aspectRatio: .square, wrapping: element)
    case 5: Keyed(key: kind, wrapping: element)
    case 6: Opacity(opacity: 0.5, wrapping: element)
    case 7: Hidden(false, wrapping: element)
    case 8: UserInteractionEnabled(true, wrapping: element)
    case 9: Transformed(transform: .identity, wrapping: element)
    case 10: Decorate(layering: .below, position: .inset(2), wrapping: element, decoration: Spacer(1))
    case 11: Decorate(layering: .above, position: .inset(2), wrapping: Spacer(1), decoration: element)
    case 12: TintAdjustmentMode(.normal, wrapping: element)
    case 13: LifecycleObserver(onAppear: {}, wrapping: element)
    case 14: AdaptedEnvironment(by: { _ in }, wrapping: element)
    case 15: element.spacingPreference(leading: 2)
    case 16: AnchorPreference(key: DeepKey.self, value: .bounds, wrapping: element) { _ in 1 }
    case 17: AnchorPreferenceReader(key: DeepKey.self, wrapping: element) { _, _ in Empty() }
    case 18: element.layoutTrait(key: DeepTraitKey.self, value: 1)
    case 19: Row { element }
    case 20: Column { element }
    case 21: Overlay(elements: [Spacer(1), element])
    case 22: GridRow { row in row.add(width: .proportional(1), child: element) }
    case 23: Flow { element }
    case 24: EqualStack(direction: .vertical) { element }
    case 25:
        Grid {
            Grid.Row {
                Spacer(1); element
            }
        }
    case 26: Grid { element }
    case 27: appendedRow(element)
    case 28: insertedColumn(element)
    // Containers of custom layouts, and elements whose closures capture the next one.
    case 30: LayoutContainer(OnlyChildLayout()) { element }
    case 31: GeometryReader { _ in element }
    case 32: EnvironmentReader { _ in element }
    case 33: LayoutWriter { _, builder in builder.add(with: .zero, child: element) }
    case 34: AnchorPreferenceReader(key: DeepKey.self, wrapping: Spacer(1)) { _, _ in element }
    default:
        Row { row in
            row.add(child: Spacer(1))
            row.add(child: Keyed(key: 1, wrapping: element))
        }
    }
}

/// A Row whose only child was appended in place (so it keeps its children as tuples).
fileprivate func appendedRow(_ element: Element) -> Row {
    var row = Row()
    row.children.append((element: element, traits: StackLayout.Traits(), key: nil))
    return row
}

/// A Column of a spacer, with `element` inserted in place before it (kept as tuples).
fileprivate func insertedColumn(_ element: Element) -> Column {
    var column = Column()
    column.add(child: Spacer(1))
    column.children.insert((element: element, traits: StackLayout.Traits(), key: 1), at: 0)
    return column
}

fileprivate enum DeepKey: AnchorPreferenceKey {
    static var defaultValue: Int { 0 }
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Gives its first child its whole frame.
fileprivate struct OnlyChildLayout: Layout {
    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        subelements.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        subelements.first?.place(at: .zero, size: size)
    }
}

fileprivate enum DeepTraitKey: LayoutTraitsKey {
    static var defaultValue: Int { 0 }
}

fileprivate final class ElementBox: @unchecked Sendable {
    var element: Element?
}

import BlueprintLayout
import Foundation
import Testing

/// The stack algorithm on both axes. Expected frames are written for a Row (x and width along the
/// axis, y and height across it) and transposed for the Column; every value is derived by hand
/// from Blueprint's Stack.swift.
@Suite struct StackLayoutTests {
    /// `a` is 100 × 20 (grow 1, shrink 1), `b` is 50 × 40 (grow 2, shrink 3): 150 long together.
    static func children(spacing: CGFloat = 0) -> [StackLayout.Child] {
        [
            StackLayout.Child(
                element: Box(100, 20),
                traits: StackLayout.Traits(growPriority: 1, shrinkPriority: 1),
                key: "a"
            ),
            StackLayout.Child(
                element: Box(50, 40),
                traits: StackLayout.Traits(growPriority: 2, shrinkPriority: 3),
                key: "b"
            ),
        ]
    }

    /// A Row or a Column with the same children and settings.
    static func stack(
        _ axis: StackLayout.Axis,
        underflow: StackLayout.UnderflowDistribution = .spaceEvenly,
        overflow: StackLayout.OverflowDistribution = .condenseProportionally,
        spacing: CGFloat = 0,
        children: [StackLayout.Child] = children()
    ) -> Element {
        switch axis {
        case .horizontal:
            Row(underflow: underflow, overflow: overflow, minimumSpacing: spacing) { children }
        case .vertical:
            Column(underflow: underflow, overflow: overflow, minimumSpacing: spacing) { children }
                .adaptedEnvironment(key: TransposedKey.self, value: true)
        }
    }

    /// Row-space frames of `keys` after laying `element` out in a Row-space size.
    static func frames(
        _ element: Element, axis: StackLayout.Axis, length: CGFloat, cross: CGFloat, keys: [String] = ["a", "b"]
    ) -> [CGRect] {
        let size = axis == .horizontal ? CGSize(width: length, height: cross) : CGSize(width: cross, height: length)
        let result = element.layout(frame: CGRect(origin: .zero, size: size))
        return keys.map { key in
            let frame =
                result.frame(forKey: key)
                ?? CGRect(x: CGFloat.nan, y: CGFloat.nan, width: CGFloat.nan, height: CGFloat.nan)
            return axis == .horizontal ? frame : transposed(frame)
        }
    }

    static func transposed(_ frame: CGRect) -> CGRect {
        CGRect(x: frame.origin.y, y: frame.origin.x, width: frame.size.height, height: frame.size.width)
    }

    static func rowSpace(_ size: CGSize, _ axis: StackLayout.Axis) -> CGSize {
        axis == .horizontal ? size : CGSize(width: size.height, height: size.width)
    }

    static let axes: [StackLayout.Axis] = [.horizontal, .vertical]

    // MARK: - Underflow

    @Test(
        arguments: axes,
        [
            // Free space 150 goes between the two children.
            (
                StackLayout.UnderflowDistribution.spaceEvenly,
                [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 250, y: 0, width: 50, height: 40)]
            ),
            // Weights basis × grow: 100/150 × 1 and 50/150 × 2, equal: 75 each.
            (
                .growProportionally,
                [CGRect(x: 0, y: 0, width: 175, height: 20), CGRect(x: 175, y: 0, width: 125, height: 40)]
            ),
            // Weights 1 and 2: 50 and 100.
            (
                .growUniformly,
                [CGRect(x: 0, y: 0, width: 150, height: 20), CGRect(x: 150, y: 0, width: 150, height: 40)]
            ),
            (
                .justifyToStart,
                [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 100, y: 0, width: 50, height: 40)]
            ),
            (
                .justifyToCenter,
                [CGRect(x: 75, y: 0, width: 100, height: 20), CGRect(x: 175, y: 0, width: 50, height: 40)]
            ),
            (
                .justifyToEnd,
                [CGRect(x: 150, y: 0, width: 100, height: 20), CGRect(x: 250, y: 0, width: 50, height: 40)]
            ),
        ])
    func underflow(axis: StackLayout.Axis, expectation: (StackLayout.UnderflowDistribution, [CGRect])) {
        let element = Self.stack(axis, underflow: expectation.0)
        #expect(Self.frames(element, axis: axis, length: 300, cross: 60) == expectation.1)
        // Measuring never grows: the natural length, whatever the underflow.
        let measured = element.content.measure(in: SizeConstraint(Self.rowSpace(CGSize(width: 300, height: 60), axis)))
        #expect(Self.rowSpace(measured, axis) == CGSize(width: 150, height: 40))
    }

    @Test(
        arguments: axes,
        [
            // Missing 30; weights 100/150 × 1 and 50/150 × 3: 12 and 18.
            (
                StackLayout.OverflowDistribution.condenseProportionally,
                [CGRect(x: 0, y: 0, width: 88, height: 20), CGRect(x: 88, y: 0, width: 32, height: 40)]
            ),
            // Weights 1 and 3: 7.5 and 22.5.
            (
                .condenseUniformly,
                [CGRect(x: 0, y: 0, width: 92.5, height: 20), CGRect(x: 92.5, y: 0, width: 27.5, height: 40)]
            ),
        ])
    func overflow(axis: StackLayout.Axis, expectation: (StackLayout.OverflowDistribution, [CGRect])) {
        let element = Self.stack(axis, overflow: expectation.0)
        expectClose(Self.frames(element, axis: axis, length: 120, cross: 60), expectation.1)
        let measured = element.content.measure(in: SizeConstraint(Self.rowSpace(CGSize(width: 120, height: 60), axis)))
        #expect(Self.rowSpace(measured, axis) == CGSize(width: 120, height: 40))
    }

    @Test(arguments: axes)
    func overflowNeverShrinksBelowZero(axis: StackLayout.Axis) {
        // Missing 140 of 150; proportional shares are 56 and 84, so b (50) would go negative.
        let element = Self.stack(axis)
        let frames = Self.frames(element, axis: axis, length: 10, cross: 60)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 44, height: 20))
        #expect(frames[1] == CGRect(x: 44, y: 0, width: 0, height: 40))
    }

    @Test(arguments: axes)
    func minimumSpacing(axis: StackLayout.Axis) {
        let justified = Self.stack(axis, underflow: .justifyToStart, spacing: 10)
        #expect(
            Self.frames(justified, axis: axis, length: 300, cross: 60) == [
                CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 110, y: 0, width: 50, height: 40),
            ])
        // Missing 40 (the spacing is kept): shares 16 and 24.
        let condensed = Self.stack(axis, spacing: 10)
        expectClose(
            Self.frames(condensed, axis: axis, length: 120, cross: 60),
            [
                CGRect(x: 0, y: 0, width: 84, height: 20), CGRect(x: 94, y: 0, width: 26, height: 40),
            ])
        // Space evenly spreads everything that is free, more than the minimum.
        let even = Self.stack(axis, spacing: 10)
        #expect(Self.frames(even, axis: axis, length: 300, cross: 60)[1].origin.x == 250)
        let measured = justified.content.measure(in: .unconstrained)
        #expect(Self.rowSpace(measured, axis) == CGSize(width: 160, height: 40))
    }

    @Test(arguments: axes)
    func zeroChildrenMeasureToZero(axis: StackLayout.Axis) {
        let element: Element = axis == .horizontal ? Row(minimumSpacing: 20) {} : Column(minimumSpacing: 20) {}
        #expect(element.content.measure(in: .unconstrained) == .zero)
        #expect(element.content.measure(in: SizeConstraint(CGSize(width: 50, height: 50))) == .zero)
        #expect(element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).children.isEmpty)
    }

    @Test(arguments: axes)
    func singleChildSpacesEvenlyFromTheStart(axis: StackLayout.Axis) {
        let element = Self.stack(axis, spacing: 10, children: [StackLayout.Child(element: Box(100, 20), key: "a")])
        #expect(
            Self.frames(element, axis: axis, length: 300, cross: 60, keys: ["a"]) == [
                CGRect(x: 0, y: 0, width: 100, height: 20)
            ])
    }

    // MARK: - Priorities

    @Test(arguments: axes)
    func priorityShorthands(axis: StackLayout.Axis) {
        let children = [
            Box(50, 10).stackLayoutChild(priority: .fixed, key: "fixed"),
            Box(50, 10).stackLayoutChild(priority: .grows, key: "grows"),
            Box(50, 10).stackLayoutChild(priority: .shrinks, key: "shrinks"),
            Box(50, 10).stackLayoutChild(priority: .flexible, key: "flexible"),
        ]
        let keys = ["fixed", "grows", "shrinks", "flexible"]
        let grown = Self.frames(
            Self.stack(axis, underflow: .growUniformly, children: children), axis: axis, length: 300, cross: 10,
            keys: keys)
        #expect(grown.map(\.origin.x) == [0, 50, 150, 200])
        #expect(grown.map(\.size.width) == [50, 100, 50, 100])
        let shrunk = Self.frames(
            Self.stack(axis, overflow: .condenseUniformly, children: children), axis: axis, length: 150, cross: 10,
            keys: keys)
        #expect(shrunk.map(\.origin.x) == [0, 50, 100, 125])
        #expect(shrunk.map(\.size.width) == [50, 50, 25, 25])
    }

    @Test func priorityValues() {
        #expect(
            StackLayout.Child.Priority.fixed.growPriority == 0 && StackLayout.Child.Priority.fixed.shrinkPriority == 0)
        #expect(
            StackLayout.Child.Priority.flexible.growPriority == 1
                && StackLayout.Child.Priority.flexible.shrinkPriority == 1)
        #expect(
            StackLayout.Child.Priority.grows.growPriority == 1 && StackLayout.Child.Priority.grows.shrinkPriority == 0)
        #expect(
            StackLayout.Child.Priority.shrinks.growPriority == 0
                && StackLayout.Child.Priority.shrinks.shrinkPriority == 1)
    }

    @Test(arguments: axes)
    func fixedChildrenAreMeasuredFirstInTheWholeConstraint(axis: StackLayout.Axis) {
        // The fixed child claims its 80 first; the flexible one is measured in the 20 left over.
        let children = [
            Probe(length: 80).stackLayoutChild(priority: .flexible, key: "a"),
            Box(80, 10).stackLayoutChild(priority: .fixed, key: "b"),
        ]
        let frames = Self.frames(
            Self.stack(axis, underflow: .justifyToStart, children: children), axis: axis, length: 100, cross: 10)
        #expect(frames.map(\.size.width) == [20, 80])
    }

    // MARK: - Flexible content

    @Test func wrappingLabelsInARow() {
        // Basis 72 and 40 (unwrapped) overflow 100 by 12: proportional shares 7.71 and 4.29.
        // Each label then wraps in its width: 8 and 4 characters, two lines each.
        let row = Row {
            Label(text: "aaaa bbbb").stackLayoutChild(key: "a")
            Label(text: "cc dd").stackLayoutChild(key: "b")
        }
        let frames = Self.frames(row, axis: .horizontal, length: 100, cross: 50)
        let first: CGFloat = 72 - 12 * 72 / 112.0
        expectClose(frames[0], CGRect(x: 0, y: 0, width: first, height: 32))
        expectClose(frames[1], CGRect(x: first, y: 0, width: 40 - 12 * 40 / 112.0, height: 32))
        #expect(row.content.measure(in: SizeConstraint(width: 100)) == CGSize(width: 100, height: 32))
        #expect(row.content.measure(in: .unconstrained) == CGSize(width: 112, height: 16))
    }

    @Test func wrappingLabelsInAColumnFillTheWidth() {
        let column = Column(alignment: .fill, underflow: .justifyToStart) {
            Label(text: "one two three").stackLayoutChild(key: "a")
            Label(text: "four").stackLayoutChild(key: "b")
        }
        // 40 wide: "one", "two", "three" (3 lines), then "four".
        let result = column.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 200))
        #expect(result.frame(forKey: "a") == CGRect(x: 0, y: 0, width: 40, height: 48))
        #expect(result.frame(forKey: "b") == CGRect(x: 0, y: 48, width: 40, height: 16))
        #expect(column.content.measure(in: SizeConstraint(width: 40)) == CGSize(width: 40, height: 64))
        #expect(column.content.measure(in: SizeConstraint(width: 400)) == CGSize(width: 104, height: 32))
    }

    // MARK: - Cross axis

    @Test(arguments: axes)
    func crossAlignment(axis: StackLayout.Axis) {
        func crossFrames(_ alignment: (Row.RowAlignment, Column.ColumnAlignment)) -> [CGRect] {
            let children = Self.children()
            let element: Element =
                axis == .horizontal
                ? Row(alignment: alignment.0, underflow: .justifyToStart) { children }
                : Column(alignment: alignment.1, underflow: .justifyToStart) { children }
                    .adaptedEnvironment(key: TransposedKey.self, value: true)
            return Self.frames(element, axis: axis, length: 300, cross: 60)
        }
        #expect(crossFrames((.top, .leading)).map(\.origin.y) == [0, 0])
        #expect(crossFrames((.center, .center)).map(\.origin.y) == [20, 10])
        #expect(crossFrames((.bottom, .trailing)).map(\.origin.y) == [40, 20])
        #expect(crossFrames((.fill, .fill)).map { [$0.origin.y, $0.size.height] } == [[0, 60], [0, 60]])
    }

    @Test(arguments: axes)
    func alignmentGuidesOverhangTheStack(axis: StackLayout.Axis) {
        // a's guide is 30 below its top, so b (guide 0) starts 30 down and ends at 70, past 60.
        let children = [
            StackLayout.Child(element: Box(100, 20), alignmentGuide: { _ in 30 }, key: "a"),
            StackLayout.Child(element: Box(50, 40), key: "b"),
        ]
        let element = Self.stack(axis, underflow: .justifyToStart, children: children)
        let frames = Self.frames(element, axis: axis, length: 300, cross: 60)
        #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 100, y: 30, width: 50, height: 40)])
        #expect(Self.rowSpace(element.content.measure(in: .unconstrained), axis) == CGSize(width: 150, height: 70))
        // As in Blueprint, the measured size is the extent of the frames, overhang included.
        let bounded = SizeConstraint(Self.rowSpace(CGSize(width: 500, height: 50), axis))
        #expect(Self.rowSpace(element.content.measure(in: bounded), axis) == CGSize(width: 150, height: 70))
    }

    // MARK: - Nesting

    @Test func nestedStacks() {
        let element = Row(alignment: .center, underflow: .justifyToStart, minimumSpacing: 10) {
            Column(underflow: .justifyToStart, minimumSpacing: 5) {
                Box(30, 10).stackLayoutChild(key: "top")
                Box(50, 20).stackLayoutChild(key: "bottom")
            }
            .stackLayoutChild(priority: .fixed)
            Box(40, 15).stackLayoutChild(key: "side")
        }
        #expect(element.content.measure(in: .unconstrained) == CGSize(width: 100, height: 35))
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 200, height: 55))
        // The column (50 × 35) is centered: 10 down; the box (15 high) 20 down.
        #expect(result.frame(forKey: "top") == CGRect(x: 0, y: 10, width: 30, height: 10))
        #expect(result.frame(forKey: "bottom") == CGRect(x: 0, y: 25, width: 50, height: 20))
        #expect(result.frame(forKey: "side") == CGRect(x: 60, y: 20, width: 40, height: 15))
    }

    func expectClose(_ frames: [CGRect], _ expected: [CGRect], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(frames.count == expected.count, sourceLocation: sourceLocation)
        for (frame, expected) in zip(frames, expected) {
            expectClose(frame, expected, sourceLocation: sourceLocation)
        }
    }

    func expectClose(_ frame: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = [
            frame.origin.x - expected.origin.x, frame.origin.y - expected.origin.y,
            frame.size.width - expected.size.width, frame.size.height - expected.size.height,
        ].allSatisfy { abs($0) < 1e-9 }
        #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
    }
}

/// A leaf of a fixed size (Blueprint's `ElementContent(intrinsicSize:)`), given Row-space
/// lengths: along the axis, then across it; a Column sees it transposed via `StackLayoutTests`.
struct Box: Element {
    var size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
    }

    var content: ElementContent {
        let size = size
        return ElementContent { _, environment in
            environment[TransposedKey.self] ? CGSize(width: size.height, height: size.width) : size
        }
    }
}

/// Set by the Column variants so that `Box` lengths read along the stack's axis.
enum TransposedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

/// A leaf `length` long on both axes, but never longer than the constraint.
fileprivate struct Probe: Element {
    var length: CGFloat

    var content: ElementContent {
        let length = length
        return ElementContent { constraint in
            CGSize(width: min(length, constraint.width.maximum), height: min(length, constraint.height.maximum))
        }
    }
}

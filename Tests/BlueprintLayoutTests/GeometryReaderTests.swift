import BlueprintLayout
import Foundation
import Testing

@Suite struct GeometryReaderTests {
    // Blueprint GeometryReaderTests.test_measuring
    @Test func measuringSeesTheProposal() {
        let constrainedSize = CGSize(width: 100, height: 100)
        let unconstrainedSize = CGSize(width: 200, height: 200)
        let element = GeometryReader { geometry in
            geometry.constraint.width.constrainedValue == nil
                ? Spacer(size: unconstrainedSize) : Spacer(size: constrainedSize)
        }
        #expect(element.content.measure(in: .unconstrained) == unconstrainedSize)
        #expect(element.content.measure(in: SizeConstraint(.zero)) == constrainedSize)
    }

    // Blueprint GeometryReaderTests.test_layout
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func layoutSeesTheFrameSize(options: LayoutOptions) {
        let element = GeometryReader { geometry in
            Spacer(width: geometry.constraint.maximum.width / 2, height: geometry.constraint.maximum.height / 2)
                .aligned(vertically: .bottom, horizontally: .trailing)
        }
        let result = element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100), options: options)
        var node = result
        while let child = node.children.first { node = child }
        #expect(node.element is Spacer)
        #expect(node.frame == CGRect(x: 50, y: 50, width: 50, height: 50))
    }

    // Blueprint GeometryReaderTests.test_nestedMeasuring
    @Test func proxyMeasuresWithTheEnvironment() {
        enum TestKey: EnvironmentKey {
            static let defaultValue: CGFloat = 10
        }
        let log = Log()
        let element = GeometryReader { geometry in
            let adaptive = EnvironmentReader { environment in Spacer(environment[TestKey.self]) }
            log.sizes.append(geometry.measure(element: adaptive))
            log.sizes.append(geometry.measure(element: adaptive.adaptedEnvironment(key: TestKey.self, value: 5)))
            return Empty()
        }
        _ = element.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(log.sizes == [CGSize(width: 10, height: 10), CGSize(width: 5, height: 5)])

        let inherited = GeometryReader { geometry in
            log.sizes.append(
                geometry.measure(element: EnvironmentReader { environment in Spacer(environment[TestKey.self]) }))
            return Empty()
        }.adaptedEnvironment(key: TestKey.self, value: 3)
        _ = inherited.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(log.sizes.last == CGSize(width: 3, height: 3))
    }

    @Test func proxyMeasuresInTheConstraintOrAnExplicitOne() {
        let log = Log()
        let element = GeometryReader { geometry in
            log.sizes.append(geometry.measure(element: Echo()))
            log.sizes.append(geometry.measure(element: Echo(), in: SizeConstraint(width: 7)))
            return Empty()
        }
        _ = element.content.measure(in: SizeConstraint(CGSize(width: 30, height: 40)))
        #expect(log.sizes == [CGSize(width: 30, height: 40), CGSize(width: 7, height: 5)])
    }

    // Blueprint GeometryReaderTests.test_dynamicSubelements
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func dynamicSubelements(options: LayoutOptions) {
        let threshold: CGFloat = 100
        let element = Row { outer in
            outer.horizontalUnderflow = .growUniformly
            outer.horizontalOverflow = .condenseUniformly
            outer.verticalAlignment = .fill
            outer.addFlexible(
                child: GeometryReader { geometry in
                    Row { inner in
                        inner.horizontalUnderflow = .growUniformly
                        inner.horizontalOverflow = .condenseUniformly
                        inner.verticalAlignment = .fill
                        if let width = geometry.constraint.width.constrainedValue, width < threshold {
                            inner.addFixed(child: Spacer(1))
                            inner.addFixed(child: Spacer(1))
                        } else {
                            inner.addFixed(child: Spacer(threshold))
                        }
                    }
                }
            )
            outer.addFlexible(child: Spacer(threshold / 2))
        }
        let frames = element.layout(frame: CGRect(x: 0, y: 0, width: 120, height: 120), options: options)
            .absoluteFrames
            .filter { $0.node.element is Spacer }
            .map(\.frame)
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 1, height: 120),
                CGRect(x: 1, y: 0, width: 1, height: 120),
                CGRect(x: 85, y: 0, width: 35, height: 120),
            ])
    }

    @Test func unconstrainedAndZeroConstraints() {
        // -1 marks an unconstrained axis: an intrinsic size, which may be negative as in Blueprint
        // (a Spacer's may not: the numeric boundary's rule 5).
        let echo = GeometryReader { geometry in
            Intrinsic(
                size: CGSize(
                    width: geometry.constraint.width.constrainedValue ?? -1,
                    height: geometry.constraint.height.constrainedValue ?? -1))
        }
        #expect(echo.content.measure(in: .unconstrained) == CGSize(width: -1, height: -1))
        #expect(echo.content.measure(in: SizeConstraint(height: 0)) == CGSize(width: -1, height: 0))
        let result = echo.layout(frame: .zero)
        #expect(result.children[0].frame == .zero)
        #expect((result.children[0].element as? Intrinsic)?.size == .zero)
    }
}

/// Measures to `size`, whatever it is.
fileprivate struct Intrinsic: Element {
    var size: CGSize
    var content: ElementContent { ElementContent(intrinsicSize: size) }
}

/// Measures to the offer on bounded axes and 5 × 5 on unconstrained ones.
fileprivate struct Echo: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(width: constraint.width.constrainedValue ?? 5, height: constraint.height.constrainedValue ?? 5)
        }
    }
}

/// Collects sizes seen inside builder closures.
fileprivate final class Log {
    var sizes: [CGSize] = []
}

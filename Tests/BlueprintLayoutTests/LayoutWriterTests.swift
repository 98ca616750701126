import BlueprintLayout
import Foundation
import Testing

@Suite struct LayoutWriterTests {
    // MARK: Building

    @Test func measuringBuildsOnceForTheMeasurementPhase() {
        var contexts: [LayoutWriter.Context] = []
        let writer = LayoutWriter { context, _ in contexts.append(context) }
        #expect(contexts.isEmpty)

        let constraint = SizeConstraint(width: 50)
        _ = writer.content.measure(in: constraint)
        #expect(contexts.count == 1)
        #expect(contexts.first?.phase == .measurement)
        #expect(contexts.first?.size == constraint)
    }

    @Test func layingOutBuildsOnceForTheLayoutPhase() {
        var contexts: [LayoutWriter.Context] = []
        let writer = LayoutWriter { context, _ in contexts.append(context) }
        _ = writer.layout(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
        #expect(contexts.count == 1)
        #expect(contexts.first?.phase == .layout(CGSize(width: 30, height: 40)))
        #expect(contexts.first?.size == SizeConstraint(CGSize(width: 30, height: 40)))
    }

    // Blueprint's LayoutWriterTests.test_buildCount: once to measure, once to lay out.
    @Test(arguments: [LayoutOptions.default, .noDeductions])
    func buildsOnceToMeasureAndOnceToLayOut(options: LayoutOptions) {
        var buildCount = 0
        let writer = LayoutWriter { _, _ in buildCount += 1 }
        _ = Centering()({ writer }).layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100), options: options)
        #expect(buildCount == 2)
    }

    @Test func phaseValues() {
        let measuring = LayoutWriter.Context.LayoutPhase.measurement
        let layingOut = LayoutWriter.Context.LayoutPhase.layout(CGSize(width: 3, height: 4))
        #expect(measuring.onMeasure({ "measure" }, onLayout: { _ in "layout" }) == "measure")
        #expect(layingOut.onMeasure({ 0 }, onLayout: { $0.width * $0.height }) == 12)
    }

    // MARK: Measuring (Blueprint's test_measurement)

    @Test func unionOfPositiveFrames() {
        let writer = LayoutWriter { _, layout in
            layout.add(with: CGRect(x: 10, y: 20, width: 50, height: 50), child: MeasuresToMaximum())
            layout.add(with: CGRect(x: 20, y: 10, width: 20, height: 100), child: MeasuresToMaximum())
            layout.sizing = .unionOfChildren
        }
        #expect(measure(writer, in: .unconstrained) == CGSize(width: 60, height: 110))
    }

    @Test func unionIgnoresNegativeOrigins() {
        let writer = LayoutWriter { _, layout in
            layout.add(with: CGRect(x: -10, y: -10, width: 50, height: 50), child: MeasuresToMaximum())
            layout.add(with: CGRect(x: -20, y: 50, width: 20, height: 60), child: MeasuresToMaximum())
            layout.add(with: CGRect(x: 50, y: 25, width: 50, height: 60), child: MeasuresToMaximum())
            layout.sizing = .unionOfChildren
        }
        #expect(measure(writer, in: .unconstrained) == CGSize(width: 100, height: 110))
    }

    @Test func unionOfFramesEntirelyAboveAndLeftIsZero() {
        let writer = LayoutWriter { _, layout in
            layout.add(with: CGRect(x: -30, y: -30, width: 20, height: 20), child: Empty())
        }
        #expect(measure(writer, in: .unconstrained) == .zero)
    }

    // Fixture layout-writer/measurement-fixed.
    @Test func fixedSizing() {
        let writer = LayoutWriter { _, layout in
            layout.add(with: CGRect(x: 10, y: 20, width: 50, height: 50), child: MeasuresToMaximum())
            layout.sizing = .fixed(CGSize(width: 100, height: 100))
        }
        #expect(measure(writer, in: .unconstrained) == CGSize(width: 100, height: 100))
        #expect(measure(writer, in: SizeConstraint(CGSize(width: 10, height: 10))) == CGSize(width: 100, height: 100))
    }

    // Fixture layout-writer/element-content-no-children.
    @Test func zeroChildren() {
        let writer = LayoutWriter { _, _ in }
        #expect(measure(writer, in: SizeConstraint(CGSize(width: 100, height: 100))) == .zero)
        #expect(measure(writer, in: .unconstrained) == .zero)
        let result = writer.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.children.count == 1)
        #expect(result.children[0].children.isEmpty)
    }

    @Test func sizingCanDependOnTheConstraint() {
        let writer = LayoutWriter { context, layout in
            let width = context.size.width.constrainedValue ?? 10
            layout.add(with: CGRect(x: 0, y: 0, width: width, height: 5), child: Empty())
        }
        #expect(measure(writer, in: .unconstrained) == CGSize(width: 10, height: 5))
        #expect(measure(writer, in: SizeConstraint(width: 70)) == CGSize(width: 70, height: 5))
    }

    @Test func followsTheSizingRules() {
        let writer = LayoutWriter { context, layout in
            let width = context.size.width.constrainedValue.map { min($0, 80) } ?? 80
            layout.add(with: CGRect(x: 0, y: -10, width: width, height: 30), child: Empty())
        }
        let violations = LayoutContract().violations(of: writer)
        #expect(violations.isEmpty, "\(violations)")
    }

    // MARK: Layout

    // Blueprint's test_layout: the writer has one built child, whose children sit at their frames.
    @Test func childrenArePlacedAtTheirFrames() {
        let writer = LayoutWriter { _, layout in
            layout.add(with: CGRect(x: 10, y: 20, width: 50, height: 50), child: MeasuresToMaximum())
            layout.add(with: CGRect(x: 20, y: 10, width: 20, height: 100), child: MeasuresToMaximum())
        }
        let built = builtNode(of: writer, in: CGSize(width: 100, height: 100))
        #expect(built.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            built.children.map(\.frame) == [
                CGRect(x: 10, y: 20, width: 50, height: 50),
                CGRect(x: 20, y: 10, width: 20, height: 100),
            ])
    }

    @Test func negativeFramesOverhang() {
        let writer = LayoutWriter { _, layout in
            layout.add(with: CGRect(x: -10, y: -5, width: 20, height: 20), child: Empty())
        }
        let built = builtNode(of: writer, in: CGSize(width: 10, height: 15))
        #expect(built.children.map(\.frame) == [CGRect(x: -10, y: -5, width: 20, height: 20)])
    }

    @Test func negativeAndZeroSizesAreKept() {
        let writer = LayoutWriter { _, layout in
            layout.add(with: CGRect(origin: CGPoint(x: 30, y: 0), size: CGSize(width: -10, height: 5)), child: Empty())
            layout.add(with: .zero, child: Empty())
        }
        let frames = builtNode(of: writer, in: .zero).children.map(\.frame)
        #expect(frames.map(\.origin) == [CGPoint(x: 30, y: 0), .zero])
        #expect(frames.map(\.size) == [CGSize(width: -10, height: 5), .zero])
    }

    @Test func frameDependsOnTheLayoutPhase() {
        let writer = LayoutWriter { context, layout in
            let size = context.phase.onMeasure({ CGSize(width: 10, height: 10) }, onLayout: { $0 })
            layout.add(with: CGRect(origin: .zero, size: size), key: "fill", child: Empty())
        }
        #expect(measure(writer, in: .unconstrained) == CGSize(width: 10, height: 10))
        let result = writer.layout(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(result.frame(forKey: "fill") == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    // MARK: Builder

    @Test func builderDefaultsAndChildren() {
        let writer = LayoutWriter { _, layout in
            #expect(layout.sizing == .unionOfChildren)
            #expect(layout.children.isEmpty)
            layout.add(with: CGRect(x: 0, y: 0, width: 10, height: 10), key: "a", child: Empty())
            layout.add(
                LayoutWriter.Child(frame: CGRect(x: 10, y: 0, width: 10, height: 10), key: "b", element: Empty()))
            layout.children.append(
                LayoutWriter.Child(frame: CGRect(x: 20, y: 0, width: 10, height: 10), element: Empty()))
            layout.modifyEach { child in child.frame.size.height = 25 }
        }
        #expect(measure(writer, in: .unconstrained) == CGSize(width: 30, height: 25))
        let result = writer.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 25))
        #expect(result.frame(forKey: "a") == CGRect(x: 0, y: 0, width: 10, height: 25))
        #expect(result.frame(forKey: "b") == CGRect(x: 10, y: 0, width: 10, height: 25))
        #expect(result.children[0].children.count == 3)
    }

    @Test func usableInResultBuilders() {
        let column = Column {
            LayoutWriter { _, layout in
                layout.add(with: CGRect(x: 0, y: 0, width: 10, height: 10), child: Empty())
            }
            LayoutWriter { _, layout in layout.sizing = .fixed(CGSize(width: 5, height: 5)) }
        }
        #expect(measure(column, in: .unconstrained) == CGSize(width: 10, height: 15))
    }
}

// MARK: - Helpers

/// The element the writer built for laying out in `size` (its only child in the result tree).
fileprivate func builtNode(of writer: LayoutWriter, in size: CGSize) -> LayoutResultNode {
    let result = writer.layout(frame: CGRect(origin: .zero, size: size))
    #expect(result.children.count == 1)
    return result.children[0]
}

/// Measures to the constraint's maximum (Blueprint's test element): a writer never measures it.
fileprivate struct MeasuresToMaximum: Element {
    var content: ElementContent { ElementContent { $0.maximum } }
}

/// Measures its children in the frame and centers them, as Blueprint's `Centered` does.
fileprivate struct Centering: Layout {
    func sizeThatFits(proposal: SizeConstraint, subelements: Subelements, environment: Environment, cache: inout ())
        -> CGSize
    {
        subelements.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubelements(in size: CGSize, subelements: Subelements, environment: Environment, cache: inout ()) {
        for subelement in subelements {
            subelement.place(in: CGRect(origin: .zero, size: size), alignment: .center)
        }
    }
}

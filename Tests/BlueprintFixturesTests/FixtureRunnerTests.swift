import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

@Suite struct FixtureRunnerTests {
    static let row =
        #"{"type": "Row", "underflow": "growUniformly", "children": [{"type": "Fixed", "id": "a", "size": [10, 10], "traits": {"growPriority": 1}}, {"type": "Fixed", "id": "b", "size": [10, 10], "traits": {"growPriority": 3}}]}"#

    @Test func passingFixturePasses() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: Self.row,
                measurements: #"[{"constraint": {"width": null}, "size": [20, 10]}]"#,
                layouts: #"[{"size": [100, 10], "frames": {"a": [0, 0, 30, 10], "b": [30, 0, 70, 10]}}]"#
            )
        )
        let result = FixtureRunner().run(fixture)
        #expect(result.passed)
        #expect(result.checks.map(\.label) == ["measurements[0]", "layouts[0]"])
    }

    @Test func failingCheckReportsExpectedActualAndDelta() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: Self.row,
                measurements: #"[{"constraint": {"width": 15}, "size": [20, 10]}]"#,
                layouts: #"[{"size": [100, 10], "frames": {"a": [0, 0, 25, 10], "b": [30, 0, 70, 10]}}]"#
            )
        )
        let result = FixtureRunner().run(fixture)
        #expect(!result.passed)
        #expect(
            result.failureLines == [
                "FAIL test measurements[0] (measure in atMost(15) × unconstrained): size expected [20, 10], actual [15, 10], delta [-5, 0]",
                "FAIL test layouts[0] (layout in 100 × 10): a: frame expected [0, 0, 25, 10], actual [0, 0, 30, 10], delta [0, 0, 5, 0]",
            ]
        )
    }

    @Test func toleranceAndNullComponents() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: Self.row,
                layouts:
                    #"[{"size": [100, 10], "tolerance": 0.6, "frames": {"a": [0.5, null, 30.5, null]}}, {"size": [100, 10], "frames": {"a": [0.5, 0, 30, 10]}}]"#,
                extra: #""tolerance": 0.01"#
            )
        )
        let result = FixtureRunner().run(fixture)
        #expect(result.checks[0].passed)
        #expect(!result.checks[1].passed)
        #expect(result.checks[1].failures.first?.delta == "[-0.5, 0, 0, 0]")
    }

    @Test func infinityIsExpectedExactly() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("Greedy") { _ in GreedyElement() }
        let runner = FixtureRunner(registry: registry)
        let fixture = try runner.decoder.decode(
            text: TestSupport.fixture(
                element: #"{"type": "Greedy"}"#,
                measurements:
                    #"[{"constraint": {}, "size": ["infinity", 5]}, {"constraint": {"width": 8}, "size": [8, 5]}, {"constraint": {}, "size": [1000, 5]}]"#
            ),
            file: "g.json"
        )
        let result = runner.run(fixture)
        #expect(result.checks.map(\.passed) == [true, true, false])
        #expect(result.checks[2].failures.first?.actual == "[infinity, 5]")
    }

    @Test func aNaNMeasurementIsZeroByTheNumericBoundary() throws {
        // The engine turns a NaN from a measure function into 0 (the `SizingRules` article,
        // "Numbers at the boundary"), so a fixture never compares NaN; the runner would report one as a failure.
        var registry = ElementDecoderRegistry.standard
        registry.register("NotANumber") { _ in NaNElement() }
        let runner = FixtureRunner(registry: registry)
        let passing = try runner.decoder.decode(
            text: TestSupport.fixture(
                element: #"{"type": "NotANumber"}"#,
                measurements: #"[{"constraint": {}, "size": [0, 1]}]"#
            ),
            file: "nan.json"
        )
        #expect(runner.run(passing).passed)
    }

    @Test func missingAndUnplacedIDsFailWithTheirOwnMessages() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("MeasureOnly") { context in MeasureOnlyElement(child: try context.child()) }
        let runner = FixtureRunner(registry: registry)
        let fixture = try runner.decoder.decode(
            text: TestSupport.fixture(
                element:
                    #"{"type": "MeasureOnly", "id": "outer", "child": {"type": "Fixed", "id": "inner", "size": [4, 4]}}"#,
                layouts:
                    #"[{"size": [4, 4], "frames": {"outer": [0, 0, 4, 4], "inner": [0, 0, 4, 4], "iner": [0, 0, 4, 4]}}]"#
            ),
            file: "ids.json"
        )
        let failures = runner.run(fixture).checks[0].failures.map(\.description)
        #expect(
            failures == [
                "inner: frame was not laid out (the element with this id is in the tree but has no node in the layout result)",
                #"iner: frame not found (no element has this id or key path), did you mean "inner"?"#,
            ]
        )
    }

    @Test func attributesAreTheNodesOwn() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("HalfAlpha") { context in HalfAlphaElement(child: try context.child()) }
        let runner = FixtureRunner(registry: registry)
        let fixture = try runner.decoder.decode(
            text: TestSupport.fixture(
                element:
                    #"{"type": "HalfAlpha", "id": "outer", "child": {"type": "Row", "id": "row", "children": [{"type": "Fixed", "id": "leaf", "size": [1, 1]}]}}"#,
                layouts:
                    #"[{"size": [4, 4], "attributes": {"outer": {"alpha": 1}, "row": {"alpha": 0.5, "isHidden": false}, "leaf": {"alpha": 1, "isUserInteractionEnabled": false}}}]"#
            ),
            file: "attributes.json"
        )
        let failures = runner.run(fixture).checks[0].failures.map(\.description)
        #expect(failures == ["leaf: isUserInteractionEnabled expected false, actual true"])
    }

    @Test func roundedChecksUseTheEnginesPixelRounding() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element:
                    #"{"type": "Column", "alignment": "fill", "underflow": "growUniformly", "children": [{"type": "Fixed", "id": "a", "size": [1, 1]}, {"type": "Fixed", "id": "b", "size": [1, 1]}, {"type": "Fixed", "id": "c", "size": [1, 1]}]}"#,
                layouts:
                    #"[{"size": [10, 10], "rounded": true, "frames": {"a": [0, 0, 10, 3.5], "b": [0, 3.5, 10, 3], "c": [0, 6.5, 10, 3.5]}}]"#,
                extra: #""environment": {"displayScale": 2}"#
            )
        )
        #expect(FixtureRunner().run(fixture).passed)
    }

    @Test func eachCheckStartsFromAFreshEngineState() throws {
        let counter = MeasureCounter()
        var registry = ElementDecoderRegistry.standard
        registry.register("Counted") { _ in CountedElement(counter: counter) }
        let runner = FixtureRunner(registry: registry)
        let fixture = try runner.decoder.decode(
            text: TestSupport.fixture(
                element: #"{"type": "Counted"}"#,
                measurements: #"[{"constraint": {}, "size": [1, 1]}, {"constraint": {}, "size": [1, 1]}]"#
            ),
            file: "counted.json"
        )
        #expect(runner.run(fixture).passed)
        #expect(counter.count == 2)
    }

    @Test func undecodableFileIsAFailedResult() throws {
        let folder = try TestSupport.temporaryFolder()
        let url = try TestSupport.write("{", to: "broken.json", in: folder)
        let result = FixtureRunner().run(fileAt: url, displayName: "broken.json")
        #expect(!result.passed)
        #expect(
            result.failureLines == [
                "FAIL broken.json: line 1, column 2: unexpected end of input, expected a string key"
            ])
    }
}

@Suite struct FixtureAssertionsTests {
    @Test func matchingFramesReturnNil() {
        let row = Row {
            Spacer(10).fixtureID("icon")
            Keyed(key: "title", wrapping: Spacer(20))
        }
        let failure = FixtureAssertions.check(
            row,
            size: CGSize(width: 30, height: 10),
            frames: [
                "icon": CGRect(x: 0, y: 0, width: 10, height: 10),
                "title": CGRect(x: 10, y: 0, width: 20, height: 20),
            ]
        )
        #expect(failure == nil)
    }

    @Test func mismatchShowsExpectedAndActualSideBySide() throws {
        let row = Row { Spacer(10).fixtureID("icon") }
        let failure = try #require(
            FixtureAssertions.check(
                row, size: CGSize(width: 10, height: 10),
                frames: ["icon": CGRect(x: 1, y: 0, width: 10, height: 10), "nope": .zero])
        )
        #expect(
            failure
                == """
                Layout in 10 × 10 does not match:
                  name  expected        actual          delta
                  icon  [1, 0, 10, 10]  [0, 0, 10, 10]  [-1, 0, 0, 0]
                  nope  [0, 0, 0, 0]    missing         not found (no element has this id or key path)
                Laid out:
                  Row [0, 0, 10, 10]
                    Spacer #icon [0, 0, 10, 10]
                """
        )
    }

    @Test func swiftElementAgainstAFixtureFile() throws {
        let folder = try TestSupport.temporaryFolder()
        let url = try TestSupport.write(
            TestSupport.fixture(
                element: #"{"type": "Empty"}"#,
                measurements: #"[{"constraint": {}, "size": [30, 10]}]"#,
                layouts: #"[{"size": [30, 10], "frames": {"a": [0, 0, 10, 10], "b": [10, 0, 20, 10]}}]"#
            ),
            to: "row.json",
            in: folder
        )
        let good = Row {
            Spacer(10).fixtureID("a")
            Keyed(key: "b", wrapping: Spacer(width: 20, height: 10))
        }
        #expect(FixtureAssertions.check(good, againstFixtureAt: url) == nil)
        let bad = Row { Spacer(10).fixtureID("a") }
        let message = try #require(FixtureAssertions.check(bad, againstFixtureAt: url))
        #expect(message.contains("test measurements[0]"))
        #expect(message.contains("b: frame not found (no element has this id or key path)"))
        // The same report as every fixture tool's: the frames, the tree and the SVG diff.
        let diffPath = try TestSupport.temporaryFolder().appendingPathComponent("row.svg").path
        let report = try #require(FixtureAssertions.check(bad, againstFixtureAt: url, diffPath: diffPath))
        #expect(report.contains("\n  b     [10, 0, 20, 10]  missing         not found"))
        #expect(report.contains("\nLaid out:\n  Row [0, 0, 30, 10]\n    Spacer #a [0, 0, 10, 10]"))
        #expect(report.hasSuffix("SVG diff of layouts[0] (expected frames dashed over the actual layout): \(diffPath)"))
        #expect(FileManager.default.fileExists(atPath: diffPath))
    }
}

// MARK: - Test elements

/// Measures to infinity in an unconstrained width, else the width, and 5 tall.
fileprivate struct GreedyElement: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(width: constraint.width.constrainedValue ?? .infinity, height: 5)
        }
    }
}

/// Measures a NaN width.
fileprivate struct NaNElement: Element {
    var content: ElementContent {
        ElementContent { _ in CGSize(width: CGFloat.nan, height: 1) }
    }
}

/// Measures as its child but never lays it out.
fileprivate struct MeasureOnlyElement: Element {
    var child: Element
    var content: ElementContent { ElementContent(measuring: child) }
}

/// Places its child filling the frame at half opacity.
fileprivate struct HalfAlphaElement: Element {
    var child: Element
    var content: ElementContent { ElementContent(child: child, layout: HalfAlphaLayout()) }

    struct HalfAlphaLayout: SingleChildLayout {
        func sizeThatFits(
            proposal: SizeConstraint,
            subelement: Subelement,
            environment: Environment,
            cache: inout ()
        ) -> CGSize {
            subelement.sizeThatFits(proposal)
        }

        func placeSubelement(in size: CGSize, subelement: Subelement, environment: Environment, cache: inout ()) {
            subelement.place(filling: size)
            subelement.attributes.alpha = 0.5
        }
    }
}

fileprivate final class MeasureCounter: @unchecked Sendable {
    var count = 0
}

/// Counts how often it is measured (a shared cache would measure it once).
fileprivate struct CountedElement: Element {
    var counter: MeasureCounter
    var content: ElementContent {
        let counter = counter
        return ElementContent { _ in
            counter.count += 1
            return CGSize(width: 1, height: 1)
        }
    }
}

/// `check --relayout`'s passes through a layout session, the last of them with the element decoded
/// again (equal values made anew, as an app rebuilds its tree).
@Suite struct RelayoutCheckTests {
    static let tree =
        #"{"type": "Column", "children": [{"type": "Inset", "uniformInset": 2, "child": "# + FixtureRunnerTests.row
        + #"}, {"type": "Fixed", "id": "c", "size": [30, 5]}]}"#

    /// A fixture of `element` whose one layout check names no frame: its relayout passes are all
    /// it checks (against a fresh layout).
    static func fixture(_ element: String = tree) throws -> Fixture {
        try TestSupport.decode(TestSupport.fixture(element: element, layouts: #"[{"size": [104, 30], "frames": {}}]"#))
    }

    @Test func anEqualTreeMadeAnewGivesAFreshLayoutsFrames() throws {
        var runner = FixtureRunner()
        runner.relayout = true
        let result = runner.run(try Self.fixture(), madeAnew: try Self.fixture().element)
        #expect(result.passed, "\(result.checks.flatMap(\.failures))")
    }

    /// The pass of the element made anew runs and is compared: given another tree, it fails.
    @Test func theTreeMadeAnewIsCompared() throws {
        let fixture = try Self.fixture()
        let other = try Self.fixture(Self.tree.replacingOccurrences(of: "[30, 5]", with: "[31, 5]")).element
        let failures = FixtureRunner().relayoutFailures(
            of: fixture.element, in: fixture.layouts[0], fixture: fixture, madeAnew: other)
        #expect(failures.count == 1)
        #expect(failures.first?.message?.contains("made anew") == true)
        #expect(FixtureRunner().relayoutFailures(of: fixture.element, in: fixture.layouts[0], fixture: fixture).isEmpty)
    }
}

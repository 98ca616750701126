@testable import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// Issue #38, row 2: a layout check with a measured axis — `"size": [384, null]` is the height the
/// element measures to at a width of 384 — checked, recorded and drawn as such.
@Suite struct MeasuredAxisTests {
    /// A receipt-like column of text in a 384-pt width: its height is its content's.
    static func receipt(lines: [String]) -> String {
        let children = lines.enumerated().map { index, text in
            #"{"type": "Text", "id": "line\#(index)", "text": "\#(text)"}"#
        }
        return TestSupport.fixture(
            element:
                #"{"type": "Column", "id": "receipt", "underflow": "justifyToStart", "children": [\#(children.joined(separator: ", "))]}"#,
            layouts:
                #"[{"size": [384, null], "frames": {"receipt": [0, 0, 384, 32], "line0": [0, 0, 48, 16], "line1": [0, 16, 72, 16]}}]"#
        )
    }

    @Test func aNullAxisIsMeasuredAndTheFramesCheckedInThatSize() throws {
        let fixture = try TestSupport.decode(Self.receipt(lines: ["Thanks", "Come back"]))
        let check = try #require(fixture.layouts.first)
        #expect(check.isMeasured == (false, true))
        #expect(check.size.width == 384 && check.size.height == .infinity)
        let result = FixtureRunner().run(fixture)
        #expect(result.passed, "\(result.failureLines)")
        #expect(result.checks[0].summary == "layout in 384 × 32 (height measured)")
    }

    @Test func contentThatGrowsMovesOnlyWhatItMoves() throws {
        // A third, wrapping line: the receipt is taller, the first two lines are where they were.
        let grown = Self.receipt(lines: ["Thanks", "Come back", String(repeating: "a long footer ", count: 4)])
        let result = FixtureRunner().run(try TestSupport.decode(grown))
        #expect(
            result.failureLines == [
                "FAIL test layouts[0] (layout in 384 × 64 (height measured)): receipt: frame expected [0, 0, 384, 32], actual [0, 0, 384, 64], delta [0, 0, 0, 32]"
            ])
    }

    @Test func bothAxesOrTheWidthCanBeMeasured() throws {
        let text = TestSupport.fixture(
            element: #"{"type": "Text", "id": "t", "text": "one two three"}"#,
            layouts:
                #"[{"size": [null, null], "frames": {"t": [0, 0, 104, 16]}}, {"size": [null, 40], "frames": {"t": [0, 0, 104, 40]}}]"#
        )
        let result = FixtureRunner().run(try TestSupport.decode(text))
        #expect(result.passed, "\(result.failureLines)")
        #expect(
            result.checks.map(\.summary) == [
                "layout in 104 × 16 (width and height measured)", "layout in 104 × 40 (width measured)",
            ])
    }

    @Test func anElementThatFillsTheMeasuredAxisCannotBeLaidOut() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("Greedy") { _ in
            GreedyElement()
        }
        let fixture = try FixtureDecoder(registry: registry).decode(
            text: TestSupport.fixture(
                element: #"{"type": "Greedy", "id": "g"}"#,
                layouts: #"[{"size": [10, null], "frames": {"g": [0, 0, 10, 5]}}]"#),
            file: "g.json")
        let result = FixtureRunner(registry: registry).run(fixture)
        #expect(
            result.checks[0].failures.map(\.description) == [
                #"size the element measures to a height of infinity in atMost(10) × unconstrained, which cannot be laid out: give the height ("size" has null there)"#
            ])
    }

    @Test func aLayoutSizeTakesNumbersOrNullOnly() throws {
        for (size, message) in [
            ("[384, -1]", "$.layouts[0].size[1]: expected a non-negative height, found -1"),
            (#"[384, "auto"]"#, #"$.layouts[0].size[1]: expected a number, found "auto""#),
            (
                "[384]",
                "$.layouts[0].size: expected a size [width, height] (non-negative numbers, or null for an axis the element is measured on), found an array of 1 element"
            ),
        ] {
            let error = try #require(throws: FixtureError.self) {
                try TestSupport.decode(
                    TestSupport.fixture(
                        element: #"{"type": "Empty"}"#, layouts: #"[{"size": \#(size), "frames": {}}]"#))
            }
            #expect(error.description == "test.json: \(message)")
        }
    }

    @Test func recordKeepsTheMeasuredAxisAndRecordsFramesInTheMeasuredSize() throws {
        let text = Self.receipt(lines: ["Thanks", "Come back", "Bye"])
        let fixture = try TestSupport.decode(text)
        let recorded = String(
            decoding: try FixtureRecorder().recorded(fixture, text: Array(text.utf8)).text, as: UTF8.self)
        #expect(recorded.contains(#""size": [384, null]"#))
        #expect(recorded.contains(#""receipt": [0, 0, 384, 48]"#))
        #expect(recorded.contains(#""line2": [0, 32, 24, 16]"#))
    }

    @Test func drawingsAndDumpsUseTheMeasuredSize() throws {
        let fixture = try TestSupport.decode(Self.receipt(lines: ["Thanks", "Come back"]))
        let svg = SVGRenderer().render(fixture, layoutIndex: 0)
        #expect(svg.contains("<title>test layouts[0] (layout in 384 × 32 (height measured))</title>"))
        #expect(svg.contains(#"data-id="receipt" data-frame="[0, 0, 384, 32]""#))
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(Self.receipt(lines: ["Thanks", "Come back"]), to: "r.json", in: folder)
        let dump = try CommandLineToolTests.run(["dump", "r.json"], in: folder)
        #expect(dump.stdout.hasPrefix("Column #receipt [0, 0, 384, 32]\n"))
    }
}

/// Measures to infinity in an unconstrained height, else the height, and 5 wide... and the width
/// it is offered.
fileprivate struct GreedyElement: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(
                width: constraint.width.constrainedValue ?? 5, height: constraint.height.constrainedValue ?? .infinity)
        }
    }
}

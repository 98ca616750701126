import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

@Suite struct FixtureRecorderTests {
    static let text = TestSupport.fixture(
        element:
            #"{"type": "Row", "id": "row", "underflow": "growUniformly", "children": [{"type": "Fixed", "id": "a", "size": [10, 10]}, {"type": "Fixed", "id": "b", "size": [10, 10]}]}"#,
        measurements: #"[{"constraint": {"width": 15}, "size": [0, null]}]"#,
        layouts: #"[{"size": [100, 10], "frames": {"a": [9, 9, 9, null]}, "attributes": {"a": {"alpha": 1}}}]"#,
        extra: #""description": "kept", "tolerance": 0.5"#
    )

    @Test func recordingReplacesValuesWhereTheyAreAndKeepsEveryOtherByte() throws {
        let folder = try TestSupport.temporaryFolder()
        let url = try TestSupport.write(Self.text, to: "row.json", in: folder)
        #expect(!FixtureRunner().run(fileAt: url).passed)

        let outcome = FixtureRecorder().record(fileAt: url, displayName: "row.json")
        #expect(outcome.error == nil)
        #expect(outcome.problems.isEmpty)
        #expect(outcome.changed)
        #expect(outcome.message == "recorded row.json (1 measurement, 1 layout)")
        #expect(FixtureRunner().run(fileAt: url).passed)

        // The same one-line file, its keys in their order: only the values changed, and the ids
        // not listed yet were added after the last frame, in tree order.
        let expected =
            Self.text
            .replacingOccurrences(of: #""size": [0, null]"#, with: #""size": [15, null]"#)
            .replacingOccurrences(
                of: #""frames": {"a": [9, 9, 9, null]}"#,
                with: #""frames": {"a": [0, 0, 50, null], "row": [0, 0, 100, 10], "b": [50, 0, 50, 10]}"#)
        #expect(try String(contentsOf: url, encoding: .utf8) == expected)

        let again = FixtureRecorder().record(fileAt: url, displayName: "row.json")
        #expect(!again.changed)
        #expect(again.message == "unchanged row.json (1 measurement, 1 layout)")
    }

    /// Issue #38: `record` sorted the keys of every object, filled no blank, and dropped names it
    /// did not find without a word.
    @Test func aHandWrittenFileKeepsItsShapeItsBlanksAreFilledAndUnknownNamesAreKept() throws {
        let text = """
            {
              "format": "blueprint-layout-fixture/1",
              "name": "receipt/header",
              "element": { "type": "Column", "id": "receipt", "children": [
                { "type": "Fixed", "id": "logo", "size": [40, 40] },
                { "type": "Text", "text": "Thank you", "traits": { "key": "footer" } }
              ] },
              "measurements": [
                { "constraint": { "width": 384 }, "size": null },
                { "constraint": {}, "size": [null, null] }
              ],
              "layouts": [
                {
                  "size": [384, null],
                  "frames": {}
                },
                {
                  "size": [384, 100],
                  "frames": {
                    "footer": null,
                    "logo": [0.0, 0, 40, 40],
                    "totl": [1, 2, 3, 4]
                  }
                }
              ]
            }

            """
        let folder = try TestSupport.temporaryFolder()
        let url = try TestSupport.write(text, to: "receipt.json", in: folder)
        let outcome = FixtureRecorder().record(fileAt: url, displayName: "receipt.json")
        #expect(outcome.error == nil)
        #expect(outcome.message == "recorded receipt.json (2 measurements, 2 layouts; 1 entry kept as written)")
        #expect(
            outcome.problems.map(\.description) == [
                "receipt.json: $.layouts[1].frames.totl: not found (no element has this id or key path); kept as written"
            ])
        #expect(
            outcome.warnings.map(\.description) == [
                "receipt.json: $.measurements[1].size: checks nothing: both components of the size are null"
            ])
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(
            written
                == text
                .replacingOccurrences(of: #""size": null }"#, with: #""size": [72, 56] }"#)
                .replacingOccurrences(
                    of: "\"frames\": {}\n",
                    with:
                        "\"frames\": {\n        \"receipt\": [0, 0, 384, 56],\n        \"logo\": [0, 0, 40, 40]\n      }\n"
                )
                // A blank frame found by key path; the logo's literal `0.0` is the value
                // recorded, so it stays as written; "totl" is kept; the new id comes last.
                .replacingOccurrences(of: #""footer": null,"#, with: #""footer": [0, 84, 72, 16],"#)
                .replacingOccurrences(
                    of: "\"totl\": [1, 2, 3, 4]\n",
                    with: "\"totl\": [1, 2, 3, 4],\n        \"receipt\": [0, 0, 384, 100]\n"))
    }

    @Test func aCheckWithAttributesOnlyGetsItsFramesInItsStyle() throws {
        let text = """
            {
              "format": "blueprint-layout-fixture/1",
              "name": "faded",
              "element": { "type": "Opacity", "opacity": 0.5, "child": { "type": "Fixed", "id": "a", "size": [4, 4] } },
              "layouts": [
                {
                  "size": [4, 4],
                  "attributes": { "a": { "alpha": 0.5 } }
                }
              ]
            }

            """
        let fixture = try TestSupport.decode(text)
        let recorded = String(
            decoding: try FixtureRecorder().recorded(fixture, text: Array(text.utf8)).text, as: UTF8.self)
        #expect(
            recorded
                == text.replacingOccurrences(
                    of: #""attributes": { "a": { "alpha": 0.5 } }"#,
                    with: #""attributes": { "a": { "alpha": 0.5 } },"# + "\n" + #"      "frames": {"#
                        + "\n" + #"        "a": [0, 0, 4, 4]"# + "\n      }"))
    }

    @Test func recordingRefusesFilesThatDoNotDecode() throws {
        let folder = try TestSupport.temporaryFolder()
        let broken = Self.text.replacingOccurrences(of: #""size": [10, 10]}, {"#, with: #""size": [10, "x"]}, {"#)
        let url = try TestSupport.write(broken, to: "broken.json", in: folder)
        let outcome = FixtureRecorder().record(fileAt: url, displayName: "broken.json")
        #expect(outcome.error != nil)
        #expect(outcome.message == #"refused broken.json: $.element.children[0].size[1]: expected a number, found "x""#)
        #expect(try String(contentsOf: url, encoding: .utf8) == broken)
    }

    @Test func infiniteSizesAreRecordedAsInfinity() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("Greedy") { _ in
            ElementContentElement(
                content: ElementContent { constraint in
                    CGSize(width: constraint.width.constrainedValue ?? .infinity, height: 2)
                })
        }
        let text = TestSupport.fixture(
            element: #"{"type": "Greedy"}"#, measurements: #"[{"constraint": {}, "size": [0, 0]}]"#)
        let fixture = try FixtureDecoder(registry: registry).decode(text: text, file: "g.json")
        let recorded = try FixtureRecorder(registry: registry).recorded(fixture, text: Array(text.utf8))
        #expect(String(decoding: recorded.text, as: UTF8.self).contains(#""size": ["infinity", 2]"#))
    }
}

/// An element with a given content.
fileprivate struct ElementContentElement: Element {
    var content: ElementContent
}

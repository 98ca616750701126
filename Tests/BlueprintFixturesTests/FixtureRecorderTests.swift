import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

@Suite struct FixtureRecorderTests {
    static let text = TestSupport.fixture(
        element:
            #"{"type": "Row", "id": "row", "underflow": "growUniformly", "children": [{"type": "Fixed", "id": "a", "size": [10, 10]}, {"type": "Fixed", "id": "b", "size": [10, 10]}]}"#,
        measurements: #"[{"constraint": {"width": 15}, "size": [0, null]}]"#,
        layouts:
            #"[{"size": [100, 10], "frames": {"a": [9, 9, 9, null], "gone": [1, 2, 3, 4]}, "attributes": {"a": {"alpha": 1}}}]"#,
        extra: #""description": "kept", "tolerance": 0.5"#
    )

    @Test func recordingWritesResultsAndKeepsTheRest() throws {
        let folder = try TestSupport.temporaryFolder()
        let url = try TestSupport.write(Self.text, to: "row.json", in: folder)
        #expect(!FixtureRunner().run(fileAt: url).passed)

        let outcome = FixtureRecorder().record(fileAt: url, displayName: "row.json")
        #expect(outcome.error == nil)
        #expect(outcome.changed)
        #expect(outcome.message == "recorded row.json (1 measurement, 1 layout)")
        #expect(FixtureRunner().run(fileAt: url).passed)

        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(
            written == """
                {
                  "description": "kept",
                  "element": {
                    "children": [
                      {
                        "id": "a",
                        "size": [10, 10],
                        "type": "Fixed"
                      },
                      {
                        "id": "b",
                        "size": [10, 10],
                        "type": "Fixed"
                      }
                    ],
                    "id": "row",
                    "type": "Row",
                    "underflow": "growUniformly"
                  },
                  "format": "blueprint-layout-fixture/1",
                  "layouts": [
                    {
                      "attributes": {
                        "a": {
                          "alpha": 1
                        }
                      },
                      "frames": {
                        "a": [0, 0, 50, null],
                        "b": [50, 0, 50, 10],
                        "row": [0, 0, 100, 10]
                      },
                      "size": [100, 10]
                    }
                  ],
                  "measurements": [
                    {
                      "constraint": {
                        "width": 15
                      },
                      "size": [15, null]
                    }
                  ],
                  "name": "test",
                  "tolerance": 0.5
                }

                """
        )

        let again = FixtureRecorder().record(fileAt: url, displayName: "row.json")
        #expect(!again.changed)
        #expect(again.message == "unchanged row.json (1 measurement, 1 layout)")
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
        let fixture = try FixtureDecoder(registry: registry).decode(
            text: TestSupport.fixture(
                element: #"{"type": "Greedy"}"#, measurements: #"[{"constraint": {}, "size": [0, 0]}]"#),
            file: "g.json"
        )
        let json = try FixtureRecorder(registry: registry).recordedJSON(for: fixture)
        #expect(json["measurements"]?.arrayValue?.first?["size"] == .array([.string("infinity"), .number(2)]))
    }
}

/// An element with a given content.
fileprivate struct ElementContentElement: Element {
    var content: ElementContent
}

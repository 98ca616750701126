import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// The preferences vocabulary (`Docs/FixtureFormat.md`, "Preferences"): spacing modes, spacing
/// preferences, anchor publishers and readers. Its decoding errors are in
/// ``FixtureDecoderTests/badFixtures``.
@Suite struct PreferencesVocabularyTests {
    /// The fixture IDs in a laid-out tree, in tree order, with absolute frames.
    func identifiedFrames(_ element: Element, size: CGSize) -> [(id: String, frame: CGRect)] {
        var found: [(id: String, frame: CGRect)] = []
        element.layout(frame: CGRect(origin: .zero, size: size)).forEachNode { node, frame, _ in
            if let id = node.fixtureID { found.append((id, frame)) }
            return true
        }
        return found
    }

    @Test func spacingModeDecodesOntoTheStack() throws {
        let preferences = try TestSupport.decode(
            TestSupport.fixture(
                element: #"{"type": "Row", "spacingMode": "preferences", "children": []}"#,
                measurements: #"[{"constraint": {}, "size": [0, 0]}]"#
            )
        )
        #expect((preferences.element as? Row)?.spacingMode == .preferences)
        let plain = try TestSupport.decode(
            TestSupport.fixture(
                element: #"{"type": "Column", "minimumSpacing": 3, "children": []}"#,
                measurements: #"[{"constraint": {}, "size": [0, 0]}]"#
            )
        )
        #expect((plain.element as? Column)?.spacingMode == .minimumSpacing)
        #expect((plain.element as? Column)?.minimumVerticalSpacing == 3)
    }

    @Test func spacingPreferenceDecodesEveryEdge() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"""
                    {"type": "SpacingPreference", "top": 1, "leading": 2, "bottom": 3, "trailing": 4,
                     "child": {"type": "Fixed", "size": [5, 6]}}
                    """#,
                measurements: #"[{"constraint": {}, "size": [5, 6]}]"#
            )
        )
        let preference = try #require(fixture.element as? SpacingPreference)
        #expect(preference.spacing == ElementSpacing(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func eachMarkerInstanceGetsGeneratedIDsInPublishingOrder() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"""
                    {"type": "AnchorOverlay", "id": "r", "key": "k",
                     "marker": {"type": "Centered", "child": {"type": "Fixed", "id": "dot", "size": [2, 2]}},
                     "child": {"type": "Row", "underflow": "justifyToStart", "children": [
                        {"type": "AnchorPublisher", "id": "a", "key": "k", "child": {"type": "Fixed", "size": [10, 10]}},
                        {"type": "AnchorPublisher", "id": "b", "key": "other", "child": {"type": "Fixed", "size": [10, 10]}},
                        {"type": "AnchorPublisher", "id": "c", "key": "k", "source": "top",
                         "child": {"type": "Fixed", "size": [10, 10]}}
                     ]}}
                    """#,
                measurements: #"[{"constraint": {}, "size": [30, 10]}]"#
            )
        )
        // Only the declared IDs are known before layout.
        #expect(fixture.ids == ["r", "a", "b", "c"])
        let frames = identifiedFrames(fixture.element, size: CGSize(width: 40, height: 10))
        #expect(frames.map(\.id) == ["r", "a", "b", "c", "r/a", "r/a/dot", "r/c", "r/c/dot"])
        let byID = Dictionary(frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        #expect(byID["r/a"] == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(byID["r/a/dot"] == CGRect(x: 4, y: 4, width: 2, height: 2))
        // A point source: a zero-size rectangle at the middle of the top edge.
        #expect(byID["r/c"] == CGRect(x: 25, y: 0, width: 0, height: 0))
    }

    @Test func markersUseTheDecodersRegistry() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("Dot") { context in
            let side = try context.properties.nonNegativeNumber("side")
            return Fixed(size: CGSize(width: side, height: side))
        }
        let fixture = try FixtureDecoder(registry: registry).decode(
            text: TestSupport.fixture(
                element: #"""
                    {"type": "AnchorBackground", "id": "r", "key": "k",
                     "marker": {"type": "Aligned", "horizontally": "leading", "vertically": "top",
                                "child": {"type": "Dot", "id": "dot", "side": 3}},
                     "child": {"type": "Inset", "uniformInset": 5,
                               "child": {"type": "AnchorPublisher", "id": "p", "key": "k",
                                         "child": {"type": "Fixed", "size": [10, 10]}}}}
                    """#,
                layouts: #"[{"size": [20, 20], "frames": {"r/p": [5, 5, 10, 10], "r/p/dot": [5, 5, 3, 3]}}]"#
            ),
            file: "custom-marker.json"
        )
        #expect(FixtureRunner(registry: registry).run(fixture).passed)
    }

    @Test func aReaderReadsOnlyWhatIsPublishedInsideIt() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"""
                    {"type": "Row", "children": [
                        {"type": "AnchorOverlay", "id": "r", "key": "k",
                         "child": {"type": "AnchorPublisher", "id": "inside", "key": "k",
                                   "child": {"type": "Fixed", "size": [10, 10]}}},
                        {"type": "AnchorPublisher", "id": "outside", "key": "k", "child": {"type": "Fixed", "size": [10, 10]}}
                    ]}
                    """#,
                measurements: #"[{"constraint": {}, "size": [20, 10]}]"#
            )
        )
        let ids = identifiedFrames(fixture.element, size: CGSize(width: 20, height: 10)).map(\.id)
        #expect(ids.contains("r/inside"))
        #expect(!ids.contains("r/outside"))
    }

    @Test func fixtureAnchorKeyKeepsKeysApartAndOrder() {
        let row = Row {
            Spacer(width: 10, height: 10)
                .anchorPreference(key: FixtureAnchorKey.self, value: .bounds) { anchor in
                    ["a": [FixtureAnchor(publisherID: "first", anchor: anchor)]]
                }
            Spacer(width: 10, height: 10)
                .anchorPreference(key: FixtureAnchorKey.self, value: .center) { anchor in
                    ["b": [FixtureAnchor(publisherID: "other", anchor: anchor)]]
                }
            Spacer(width: 10, height: 10)
                .anchorPreference(key: FixtureAnchorKey.self, value: .bounds) { anchor in
                    ["a": [FixtureAnchor(publisherID: "second", anchor: anchor)]]
                }
        }
        let result = row.layout(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        let value = result.preferenceValue(for: FixtureAnchorKey.self)
        let resolver = result.anchorResolver()
        #expect(value["a"]?.map(\.publisherID) == ["first", "second"])
        #expect(value["a"]?.map { $0.rect(in: resolver) }.last == CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(value["b"]?.first?.rect(in: resolver) == CGRect(x: 15, y: 5, width: 0, height: 0))
    }
}

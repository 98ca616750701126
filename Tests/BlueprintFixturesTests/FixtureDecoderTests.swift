import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

@Suite struct FixtureDecoderTests {
    /// One bad fixture per error class, with the exact message the decoder must give.
    static let badFixtures: [(file: String, message: String)] = [
        ("parse-error.json", #"parse-error.json: line 4, column 3: unexpected "\"", expected "," or "}" in an object"#),
        (
            // Issue #38: every independent error of a file in one run, in document order.
            "several-errors.json",
            #"""
            several-errors.json: $.element.children[0].size[1]: expected a number, found "x"
            several-errors.json: $.element.children[1].type: unknown element type "Txet"; did you mean "Text"?
            several-errors.json: $.element.children[2].traits.growPriorty: unknown key "growPriorty" for traits of a Column child (expected one of "priority", "growPriority", "shrinkPriority", "alignmentGuide", "key"); did you mean "growPriority"?
            several-errors.json: $.element.undreflow: unknown key "undreflow" for Column (expected one of "type", "id", "traits", "alignment", "underflow", "overflow", "minimumSpacing", "spacingMode", "children"); did you mean "underflow"?
            several-errors.json: $.measurements[0].size: expected a size [width, height] (numbers, "infinity" or null), found an array of 1 element
            several-errors.json: $.layouts[0].frames.total: expected a frame [x, y, width, height] (numbers or null), found an array of 3 elements
            """#
        ),
        (
            "wrong-type.json",
            #"wrong-type.json: $.element.children[2].traits.growPriority: expected a number, found "x""#
        ),
        (
            "unknown-key.json",
            #"unknown-key.json: $.element.undreflow: unknown key "undreflow" for Row (expected one of "type", "id", "traits", "alignment", "underflow", "overflow", "minimumSpacing", "spacingMode", "children"); did you mean "underflow"?"#
        ),
        (
            "unknown-type.json",
            #"unknown-type.json: $.element.children[0].type: unknown element type "Rwo"; did you mean "Row"?"#
        ),
        ("missing-key.json", #"missing-key.json: $.element.children[0]: missing required key "size" for Fixed"#),
        ("non-finite-number.json", "non-finite-number.json: $.element.width: expected a finite number, found 1e999"),
        ("negative-size.json", "negative-size.json: $.element.size[1]: expected a non-negative height, found -4"),
        (
            "negative-layout-size.json",
            "negative-layout-size.json: $.layouts[0].size[0]: expected a non-negative width, found -100"
        ),
        (
            "duplicate-id.json",
            #"duplicate-id.json: $.element.children[1].id: duplicate id "a" (already used at $.element.children[0].id)"#
        ),
        (
            "root-traits.json",
            "root-traits.json: $.element.traits: the root element has no container to read its traits"
        ),
        (
            "nested-traits-wrong-container.json",
            #"nested-traits-wrong-container.json: $.element.child.traits: Inset does not take child traits; remove "traits" from this node"#
        ),
        (
            "unknown-trait-key.json",
            #"unknown-trait-key.json: $.element.children[0].traits.growPriorty: unknown key "growPriorty" for traits of a Row child (expected one of "priority", "growPriority", "shrinkPriority", "alignmentGuide", "key"); did you mean "growPriority"?"#
        ),
        (
            "priority-conflict.json",
            #"priority-conflict.json: $.element.children[0].traits.growPriority: "growPriority" cannot be combined with "priority" for traits of a Column child"#
        ),
        (
            "checks-nothing.json",
            #"checks-nothing.json: $: the fixture checks nothing: expected at least one check in "measurements" or "layouts""#
        ),
        (
            "wrong-format.json",
            #"wrong-format.json: $.format: expected "blueprint-layout-fixture/1", found "blueprint-layout-fixture/2""#
        ),
        (
            "bad-enum.json",
            #"bad-enum.json: $.element.underflow: expected one of "spaceEvenly", "growProportionally", "growUniformly", "justifyToStart", "justifyToCenter", "justifyToEnd", found "growUniform"; did you mean "growUniformly"?"#
        ),
        (
            "layout-check-without-expectations.json",
            #"layout-check-without-expectations.json: $.layouts[0]: a layout check needs "frames" or "attributes" (or both)"#
        ),
        (
            "bad-expected-size.json",
            #"bad-expected-size.json: $.measurements[0].size[1]: expected a number, "infinity" or null, found "infinite""#
        ),
        (
            "not-an-integer.json",
            "not-an-integer.json: $.itemCount: expected a whole number, found 2.5".replacingOccurrences(
                of: "$.", with: "$.element.")
        ),
        // Spacing preferences.
        (
            "spacing-mode-bad-enum.json",
            #"spacing-mode-bad-enum.json: $.element.spacingMode: expected one of "minimumSpacing", "preferences", found "preference"; did you mean "preferences"?"#
        ),
        (
            "spacing-mode-with-minimum-spacing.json",
            #"spacing-mode-with-minimum-spacing.json: $.element.minimumSpacing: "minimumSpacing" cannot be combined with "spacingMode": "preferences" for Column (the gaps come from the children's spacing preferences)"#
        ),
        (
            "spacing-preference-wrong-type.json",
            #"spacing-preference-wrong-type.json: $.element.children[0].top: expected a number, found "4""#
        ),
        (
            "spacing-preference-non-finite.json",
            "spacing-preference-non-finite.json: $.element.children[1].trailing: expected a finite number, found 1e999"
        ),
        (
            "spacing-preference-unknown-key.json",
            #"spacing-preference-unknown-key.json: $.element.botom: unknown key "botom" for SpacingPreference (expected one of "type", "id", "traits", "top", "leading", "bottom", "trailing", "child"); did you mean "bottom"?"#
        ),
        (
            "spacing-preference-missing-child.json",
            #"spacing-preference-missing-child.json: $.element: missing required key "child" for SpacingPreference"#
        ),
        // Anchor preferences.
        (
            "anchor-key-wrong-type.json",
            "anchor-key-wrong-type.json: $.element.key: expected a string, found 3"
        ),
        (
            "anchor-publisher-without-id.json",
            #"anchor-publisher-without-id.json: $.element.child: missing required key "id" for AnchorPublisher (readers name the markers they build after it)"#
        ),
        (
            "anchor-reader-without-id.json",
            #"anchor-reader-without-id.json: $.element: missing required key "id" for AnchorBackground (the markers it builds are named after it)"#
        ),
        (
            "anchor-publisher-bad-source.json",
            #"anchor-publisher-bad-source.json: $.element.child.source: expected "bounds", a unit point name ("topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing") or [x, y], found "centre"; did you mean "center"?"#
        ),
        (
            "anchor-publisher-non-finite-source.json",
            "anchor-publisher-non-finite-source.json: $.element.child.source[1]: expected a finite number, found 1e999"
        ),
        (
            "anchor-publisher-id-with-slash.json",
            #"anchor-publisher-id-with-slash.json: $.element.child.id: the id of an AnchorPublisher cannot contain "/" (it is part of generated ids), found "a/b""#
        ),
        (
            "anchor-reader-key-not-published.json",
            #"anchor-reader-key-not-published.json: $.element.key: AnchorOverlay reads key "selction", which no AnchorPublisher in this fixture publishes; did you mean "selection"?"#
        ),
        (
            "anchor-marker-with-id.json",
            #"anchor-marker-with-id.json: $.element.marker.id: a marker cannot carry an "id": each marker AnchorOverlay builds is named "<reader id>/<publisher id>""#
        ),
        (
            "anchor-marker-traits.json",
            #"anchor-marker-traits.json: $.element.marker.traits: AnchorOverlay does not take traits for its marker; remove "traits""#
        ),
        (
            "anchor-marker-bad-node.json",
            #"anchor-marker-bad-node.json: $.element.marker.child: missing required key "size" for Fixed; found "sise", did you mean "size"?"#
        ),
        (
            "anchor-marker-id-with-slash.json",
            #"anchor-marker-id-with-slash.json: $.element.marker.child.id: an id inside a marker cannot contain "/", found "a/b""#
        ),
        (
            "anchor-marker-duplicate-id.json",
            #"anchor-marker-duplicate-id.json: $.element.marker.children[1].id: duplicate id "dot" (already used at $.element.marker.children[0].id)"#
        ),
        (
            "anchor-publisher-in-marker.json",
            "anchor-publisher-in-marker.json: $.element.marker.child: an AnchorPublisher cannot be used inside a marker"
        ),
        (
            "anchor-reserved-id.json",
            #"anchor-reserved-id.json: $.element.child.children[1].id: id "root/p" begins with "root/", which is reserved for the markers that AnchorOverlay "root" builds"#
        ),
    ]

    @Test(arguments: badFixtures.map(\.file))
    func badFixtureIsRejectedWithItsMessage(file: String) throws {
        let expected = try #require(Self.badFixtures.first { $0.file == file }).message
        let url = TestSupport.badFixtures.appendingPathComponent(file)
        #expect(throws: FixtureError.self) {
            _ = try FixtureDecoder().decode(fileAt: url, displayName: file)
        }
        do {
            _ = try FixtureDecoder().decode(fileAt: url, displayName: file)
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func everyBadFixtureFileIsCovered() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestSupport.badFixtures.path)
            .filter { $0.hasSuffix(".json") }
        #expect(Set(files) == Set(Self.badFixtures.map(\.file)))
    }

    @Test func decodesTheExampleFromTheFormat() throws {
        let fixture = try TestSupport.decode(
            """
            {
              "format": "blueprint-layout-fixture/1",
              "name": "stack/row-grow-uniformly",
              "description": "Free space is split by grow priority.",
              "tolerance": 0.001,
              "environment": { "displayScale": 2 },
              "element": { "type": "Row", "underflow": "growUniformly", "children": [
                  { "type": "Fixed", "id": "a", "size": [10, 10], "traits": { "growPriority": 1 } },
                  { "type": "Fixed", "id": "b", "size": [10, 10], "traits": { "growPriority": 3 } }
              ] },
              "measurements": [
                { "constraint": { "width": null, "height": null }, "size": [20, 10] },
                { "constraint": { "width": 15 }, "size": [15, 10] }
              ],
              "layouts": [
                { "size": [100, 10], "frames": { "a": [0, 0, 30, 10], "b": [30, 0, 70, 10] } }
              ]
            }
            """
        )
        #expect(fixture.name == "stack/row-grow-uniformly")
        #expect(fixture.displayScale == 2)
        #expect(fixture.ids == ["a", "b"])
        #expect(fixture.measurements.count == 2)
        #expect(fixture.measurements[1].constraint == SizeConstraint(width: .atMost(15), height: .unconstrained))
        #expect(fixture.layouts[0].frames.map(\.id) == ["a", "b"])
        #expect(FixtureRunner().run(fixture).passed)
    }

    @Test func expectedSizesAcceptInfinityAndNull() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"{"type": "Empty"}"#,
                measurements: #"[{"constraint": {"width": 5}, "size": ["infinity", null], "tolerance": 0.5}]"#
            )
        )
        #expect(fixture.measurements[0].size == ExpectedSize(width: .infinity, height: nil))
        #expect(fixture.measurements[0].tolerance == 0.5)
    }

    @Test func attributesWithoutFramesAreAllowed() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"{"type": "Fixed", "id": "a", "size": [1, 1]}"#,
                layouts: #"[{"size": [1, 1], "attributes": {"a": {"alpha": 1, "isHidden": false}}}]"#
            )
        )
        #expect(fixture.layouts[0].attributes.first?.attributes == ExpectedAttributes(alpha: 1, isHidden: false))
    }

    @Test func unknownAttributeKeyIsRejected() {
        let text = TestSupport.fixture(
            element: #"{"type": "Fixed", "id": "a", "size": [1, 1]}"#,
            layouts: #"[{"size": [1, 1], "attributes": {"a": {"hiden": true}}}]"#
        )
        #expect(throws: FixtureError.self) { try TestSupport.decode(text) }
        do {
            _ = try TestSupport.decode(text)
        } catch {
            #expect(error.description.hasPrefix(#"test.json: $.layouts[0].attributes.a.hiden: unknown key "hiden""#))
            #expect(error.description.hasSuffix(#"did you mean "isHidden"?"#))
        }
    }

    @Test func misspelledRequiredKeyIsSuggested() {
        let text = TestSupport.fixture(element: #"{"type": "Row", "chidren": []}"#, measurements: "[]", layouts: "[]")
        do {
            _ = try TestSupport.decode(text)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == #"test.json: $.element: missing required key "children" for Row; found "chidren", did you mean "children"?"#
            )
        }
    }

    @Test func spacerRejectsSizeTogetherWithWidth() {
        let text = TestSupport.fixture(
            element: #"{"type": "Spacer", "size": [1, 1], "width": 3}"#,
            measurements: #"[{"constraint": {}, "size": [1, 1]}]"#
        )
        do {
            _ = try TestSupport.decode(text)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description == #"test.json: $.element.width: "width" cannot be combined with "size" for Spacer"#)
        }
    }

    @Test func insetShorthandsAreExclusive() {
        let text = TestSupport.fixture(
            element: #"{"type": "Inset", "uniformInset": 1, "top": 3, "child": {"type": "Empty"}}"#,
            measurements: #"[{"constraint": {}, "size": [2, 2]}]"#
        )
        do {
            _ = try TestSupport.decode(text)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == #"test.json: $.element.top: "top" cannot be combined with "uniformInset" for Inset"#)
        }
    }

    @Test func elementNodeMustBeAnObject() {
        let text = TestSupport.fixture(element: #"{"type": "Row", "children": [3]}"#, measurements: "[]", layouts: "[]")
        do {
            _ = try TestSupport.decode(text)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == #"test.json: $.element.children[0]: expected an element node (an object with "type"), found 3"#
            )
        }
    }

    @Test func nonFixtureInputNeverCrashes() {
        for text in [
            "", "null", "[]", "{", "{\"format\": 1}", "\u{FEFF}", "{\"a\": [1, 2,]}",
            String(repeating: "[", count: 5000),
        ] {
            #expect(throws: FixtureError.self) { try TestSupport.decode(text) }
        }
    }
}

@Suite struct ElementDecoderRegistryTests {
    @Test func customElementTypesDecodeWithTheSameChecks() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("Square") { context in
            Fixed(
                size: CGSize(
                    width: try context.properties.nonNegativeNumber("side"),
                    height: try context.properties.nonNegativeNumber("side")))
        }
        let decoder = FixtureDecoder(registry: registry)
        let fixture = try decoder.decode(
            text: TestSupport.fixture(
                element: #"{"type": "Row", "children": [{"type": "Square", "id": "s", "side": 7}]}"#,
                measurements: #"[{"constraint": {}, "size": [7, 7]}]"#
            ),
            file: "custom.json"
        )
        #expect(FixtureRunner(registry: registry).run(fixture).passed)

        do {
            _ = try decoder.decode(
                text: TestSupport.fixture(
                    element: #"{"type": "Square", "sid": 7}"#,
                    measurements: #"[{"constraint": {}, "size": [7, 7]}]"#
                ),
                file: "custom.json"
            )
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix(#"custom.json: $.element: missing required key "side" for Square"#))
        }
    }

    @Test func customContainerReadsChildTraits() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("Weighted") { context in
            var row = Row()
            for child in try context.children() {
                row.add(growPriority: try child.traits.number("weight", default: 1), child: child.element)
            }
            row.horizontalUnderflow = .growUniformly
            return row
        }
        let decoder = FixtureDecoder(registry: registry)
        let text = TestSupport.fixture(
            element:
                #"{"type": "Weighted", "children": [{"type": "Fixed", "id": "a", "size": [0, 1], "traits": {"weight": 1}}, {"type": "Fixed", "id": "b", "size": [0, 1], "traits": {"weight": 3}}]}"#,
            layouts: #"[{"size": [40, 1], "frames": {"a": [0, 0, 10, 1], "b": [10, 0, 30, 1]}}]"#
        )
        let fixture = try decoder.decode(text: text, file: "w.json")
        #expect(FixtureRunner(registry: registry).run(fixture).passed)

        let misspelled = text.replacingOccurrences(of: #"{"weight": 3}"#, with: #"{"wieght": 3}"#)
        do {
            _ = try decoder.decode(text: misspelled, file: "w.json")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == #"w.json: $.element.children[1].traits.wieght: unknown key "wieght" for traits of a Weighted child (expected one of "weight"); did you mean "weight"?"#
            )
        }
    }

    @Test func errorsThrownByCustomDecodersNameTheNode() {
        struct Refusal: Error, CustomStringConvertible {
            var description: String { "not today" }
        }
        var registry = ElementDecoderRegistry.standard
        registry.register("Refuses") { _ in throw Refusal() }
        do {
            _ = try FixtureDecoder(registry: registry).decode(
                text: TestSupport.fixture(
                    element: #"{"type": "Refuses"}"#, measurements: #"[{"constraint": {}, "size": [0, 0]}]"#),
                file: "r.json"
            )
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "r.json: $.element: Refuses: not today")
        }
    }

    @Test(arguments: [
        ("Label", "Text"), ("HStack", "Row"), ("VStack", "Column"), ("ZStack", "Overlay"), ("Padding", "Inset"),
        ("hstack", "Row"), ("Center", "Centered"), ("Frame", "ConstrainedSize"),
    ])
    func commonNamesFromOtherFrameworksSuggestTheirType(name: String, type: String) {
        do {
            _ = try TestSupport.decode(
                TestSupport.fixture(
                    element: "{\"type\": \"\(name)\"}", measurements: #"[{"constraint": {}, "size": [0, 0]}]"#))
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "test.json: $.element.type: unknown element type \"\(name)\"; did you mean \"\(type)\"? ("))
        }
    }

    @Test func aCommonNameIsNotSuggestedWhenItsTypeIsNotRegistered() {
        var registry = ElementDecoderRegistry.standard
        registry.unregister("Text")
        do {
            _ = try FixtureDecoder(registry: registry).decode(
                text: TestSupport.fixture(
                    element: #"{"type": "Label"}"#, measurements: #"[{"constraint": {}, "size": [0, 0]}]"#),
                file: "l.json")
            Issue.record("expected an error")
        } catch {
            #expect(!error.description.contains("did you mean \"Text\""))
            #expect(error.description.contains("(known types: "))
        }
    }

    @Test func descriptionsAreRegisteredWithTheirTypes() {
        var registry = ElementDecoderRegistry.standard
        let description = ElementTypeDescription(
            summary: "A square", keys: [.init("side", "number (required)")])
        registry.register("Square", description: description) { context in
            Fixed(size: CGSize(width: try context.properties.number("side"), height: 0))
        }
        #expect(registry.typeDescription(for: "Square") == description)
        registry.register("Square") { _ in Empty() }
        #expect(registry.typeDescription(for: "Square") == description)
        registry.unregister("Square")
        #expect(registry.typeDescription(for: "Square") == nil)
        #expect(ElementDecoderRegistry.empty.typeDescription(for: "Row") == nil)
    }

    @Test func decodersBranchOnTheKindOfAValue() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("Bar") { context in
            let properties = context.properties
            switch properties.kind(of: "width") {
            case .string?: return Fixed(size: CGSize(width: try properties.choice("width", ["wide": 100]), height: 1))
            case .number?: return Fixed(size: CGSize(width: try properties.number("width"), height: 1))
            case nil: return Fixed(size: CGSize(width: 0, height: 1))
            default: throw properties.error("expected \"wide\" or a number", at: "width")
            }
        }
        func measure(_ width: String) throws -> CGSize {
            let fixture = try FixtureDecoder(registry: registry).decode(
                text: TestSupport.fixture(
                    element: "{\"type\": \"Bar\"\(width)}", measurements: #"[{"constraint": {}, "size": [0, 0]}]"#),
                file: "bar.json")
            return fixture.element.content.measure(in: .unconstrained)
        }
        #expect(try measure(#", "width": "wide""#).width == 100)
        #expect(try measure(#", "width": 7"#).width == 7)
        #expect(try measure("").width == 0)
        #expect(throws: FixtureError.self) { try measure(#", "width": [1]"#) }
    }

    /// A Row's or Column's children have their traits checked as each is decoded (so that the
    /// traits of every child are not kept), but a failure is reported where it was before: after
    /// the node's own errors found while decoding it, before its unknown keys, first child first.
    @Test(arguments: [
        (
            #"{"type": "Row", "children": [F, T("grow": 1), F, T("grow": 2)]}"#,
            #"$.element.children[1].traits.grow: unknown key "grow""#
        ),
        (
            #"{"type": "Column", "children": [T("grow": 1), T("growPriority": "x")]}"#,
            #"$.element.children[1].traits.growPriority: expected a number, found "x""#
        ),
        (
            #"{"type": "Row", "undreflow": 1, "children": [F, T("grow": 1)]}"#,
            #"$.element.children[1].traits.grow: unknown key "grow""#
        ),
        (
            #"{"type": "Row", "children": [F, {"type": "Column", "children": [T("shrink": 1)]}, T("grow": 1)]}"#,
            #"$.element.children[1].children[0].traits.shrink: unknown key "shrink""#
        ),
        (
            #"{"type": "Row", "children": [F, T("key": "k"), F, {"type": "Inset", "child": T("key": "i")}]}"#,
            "$.element.children[3].child.traits: Inset does not take child traits"
        ),
    ])
    func stackChildTraitsAreReportedInOrder(element: String, error prefix: String) {
        let node = element.replacingOccurrences(of: "F", with: #"{"type": "Fixed", "size": [1, 1]}"#)
            .replacingOccurrences(of: "T(", with: #"{"type": "Fixed", "size": [1, 1], "traits": {"#)
            .replacingOccurrences(of: ")", with: "}}")
        let text = TestSupport.fixture(element: node, measurements: #"[{"constraint": {}, "size": [1, 1]}]"#)
        do {
            _ = try TestSupport.decode(text)
            Issue.record("expected an error for \(node)")
        } catch {
            #expect(error.description.hasPrefix("test.json: " + prefix), "\(error)")
        }
    }
}

/// Issue #38: a file with several independent errors reports them all in one run, up to
/// `FixtureError.maximumCount`.
@Suite struct FixtureDecoderErrorCountTests {
    @Test func independentErrorsAreReportedTogether() throws {
        let url = TestSupport.badFixtures.appendingPathComponent("several-errors.json")
        let error = try #require(throws: FixtureError.self) {
            try FixtureDecoder().decode(fileAt: url, displayName: "several-errors.json")
        }
        #expect(error.allErrors.count == 6)
        #expect(error.location == "$.element.children[0].size[1]")
        #expect(error.additionalErrors.map(\.location).last == "$.layouts[0].frames.total")
    }

    @Test func reportingStopsAtTheLimit() throws {
        let children = (0..<30).map { #"{"type": "Fixed", "size": [\#($0), "x"]}"# }.joined(separator: ", ")
        let error = try #require(throws: FixtureError.self) {
            try TestSupport.decode(
                TestSupport.fixture(
                    element: #"{"type": "Row", "children": [\#(children)]}"#,
                    measurements: #"[{"constraint": {}, "size": [0, 0]}]"#))
        }
        #expect(error.allErrors.count == FixtureError.maximumCount + 1)
        #expect(error.allErrors.last?.message == "stopped after 20 errors; fix these and run again")
        #expect(error.allErrors.dropLast().allSatisfy { $0.message == #"expected a number, found "x""# })
    }

    @Test func theCommandPrintsEachErrorOnItsOwnLine() throws {
        let folder = try TestSupport.temporaryFolder()
        let text = try String(
            contentsOf: TestSupport.badFixtures.appendingPathComponent("several-errors.json"), encoding: .utf8)
        try TestSupport.write(text, to: "receipt.json", in: folder)
        let run = try CommandLineToolTests.run(["check", "receipt.json"], in: folder)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { $0.hasPrefix("error: receipt.json: $.") })
        #expect(run.stdout == "0 passed, 1 failed\n")
    }
}

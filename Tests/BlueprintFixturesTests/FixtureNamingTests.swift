@testable import BlueprintFixtures
import BlueprintFixturesTesting
import BlueprintLayout
import Foundation
import Testing

/// Issue #38, row 1: one naming rule for checks in `check`, `record` and the Swift helpers — a
/// fixture ID, or a key path (`receipt/total`), shortened while one element fits (`total`).
@Suite struct FixtureNamingTests {
    /// A receipt as a user writes it: a custom element whose total cell is keyed "total".
    struct Receipt: ProxyElement {
        var total: String
        var elementRepresentation: Element {
            Column(alignment: .fill) {
                Row {
                    Spacer(40).keyed("logo"); Label(text: "Receipt")
                }.keyed("header")
                Grid(columns: [.flexible(), .fit()]) {
                    Grid.Row {
                        Label(text: "Total")
                        Label(text: total).gridCell(key: "total")
                    }
                }
            }
        }
    }

    static var registry: ElementDecoderRegistry {
        var registry = ElementDecoderRegistry.standard
        registry.register("Receipt") { context in Receipt(total: try context.properties.string("total")) }
        return registry
    }

    static let fixture = TestSupport.fixture(
        element: #"{"type": "Receipt", "id": "receipt", "total": "$10.50"}"#,
        layouts: #"[{"size": [200, 56], "frames": {"receipt/total": [152, 40, 48, 16], "logo": [0, 0, 40, 40]}}]"#)

    @Test func checkFindsKeysInsideACustomElementByKeyPath() throws {
        let fixture = try FixtureDecoder(registry: Self.registry).decode(text: Self.fixture, file: "receipt.json")
        let result = FixtureRunner(registry: Self.registry).run(fixture)
        #expect(result.passed, "\(result.failureLines)")
        // Shortened, the path still names the one element it fits.
        let short = Self.fixture.replacingOccurrences(of: "receipt/total", with: "total")
        #expect(
            FixtureRunner(registry: Self.registry).run(
                try FixtureDecoder(registry: Self.registry).decode(text: short, file: "r.json")
            ).passed)
        // A misspelt name says so, with the paths it might have meant.
        let wrong = Self.fixture.replacingOccurrences(of: "receipt/total", with: "receipt/totl")
        let failed = FixtureRunner(registry: Self.registry).run(
            try FixtureDecoder(registry: Self.registry).decode(text: wrong, file: "r.json"))
        #expect(
            failed.failureLines.first?.hasSuffix(
                #"receipt/totl: frame not found (no element has this id or key path), did you mean "receipt/total"?"#)
                == true, "\(failed.failureLines)")
    }

    @Test func theCommandFindsKeyPathsOfTheBuiltInVocabulary() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(
            TestSupport.fixture(
                element: """
                    {"type": "Column", "id": "receipt", "children": [
                      {"type": "Row", "traits": {"key": "header"}, "children": [
                        {"type": "Fixed", "size": [40, 40], "traits": {"key": "logo"}}]},
                      {"type": "Fixed", "size": [80, 16], "traits": {"key": "total"}}]}
                    """,
                layouts:
                    #"[{"size": [100, 56], "frames": {"receipt/header/logo": [0, 0, 40, 40], "total": [0, 40, 80, 16], "header": null}}]"#
            ),
            to: "receipt.json", in: folder)
        let record = try CommandLineToolTests.run(["record", "receipt.json"], in: folder)
        #expect(record.status == 0, "\(record.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("receipt.json"), encoding: .utf8)
        #expect(
            text.contains(
                #""receipt/header/logo": [0, 0, 40, 40], "total": [0, 40, 80, 16], "header": [0, 0, 40, 40], "receipt": [0, 0, 100, 56]"#
            ))
        let check = try CommandLineToolTests.run(["check", "receipt.json"], in: folder)
        #expect(check.stdout == "1 passed, 0 failed\n")
        #expect(check.stderr == "")
    }

    @Test func recordKeepsNamesThatFindNothingAndFails() throws {
        let folder = try TestSupport.temporaryFolder()
        let text = TestSupport.fixture(
            element: #"{"type": "Row", "children": [{"type": "Fixed", "id": "a", "size": [10, 10]}]}"#,
            layouts: #"[{"size": [10, 10], "frames": {"a": [1, 1, 1, 1], "total": [0, 0, 1, 1]}}]"#)
        try TestSupport.write(text, to: "row.json", in: folder)
        let run = try CommandLineToolTests.run(["record", "row.json"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.stdout
                == "recorded row.json (0 measurements, 1 layout; 1 entry kept as written)\n1 recorded, 0 unchanged, 0 refused; 1 entry kept as written (error above)\n"
        )
        #expect(
            run.stderr
                == "error: row.json: $.layouts[0].frames.total: not found (no element has this id or key path); kept as written\n"
        )
        let written = try String(contentsOf: folder.appendingPathComponent("row.json"), encoding: .utf8)
        #expect(written.contains(#""frames": {"a": [0, 0, 10, 10], "total": [0, 0, 1, 1]}"#))
    }

    @Test func theSwiftHelpersFollowTheSameRule() throws {
        let receipt = Receipt(total: "$10.50").fixtureID("receipt")
        let size = CGSize(width: 200, height: 56)
        let total = CGRect(x: 152, y: 40, width: 48, height: 16)
        #expect(FixtureAssertions.check(receipt, size: size, frames: ["receipt/total": total]) == nil)
        #expect(FixtureAssertions.check(receipt, size: size, frames: ["total": total]) == nil)
        #expect(
            FixtureAssertions.check(
                receipt, size: size, frames: ["header/logo": CGRect(x: 0, y: 0, width: 40, height: 40)]) == nil)
        // And against a fixture file: the file's names, found in the Swift-built element.
        let url = try TestSupport.write(Self.fixture, to: "receipt.json", in: try TestSupport.temporaryFolder())
        #expect(FixtureAssertions.check(receipt, againstFixtureAt: url, registry: Self.registry) == nil)
        expectLayout(receipt, matchesFixtureAt: url, registry: Self.registry)
        expectLayout(
            receipt, size: size, frames: ["receipt/total": total, "logo": CGRect(x: 0, y: 0, width: 40, height: 40)])
    }
}

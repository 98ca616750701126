import BlueprintFixtures
import Foundation
import Testing

/// Issue #38, row 3: a check that checks nothing (`"frames": {}`, a size of `[null, null]`) or
/// holds a blank for `record` passed silently; now `check` warns, and fails with `--strict`.
@Suite struct CheckWarningsTests {
    static let text = TestSupport.fixture(
        element: #"{"type": "Fixed", "size": [10, 10]}"#,
        measurements: #"[{"constraint": {}, "size": [null, null]}, {"constraint": {}, "size": [10, 10]}]"#,
        layouts: #"[{"size": [10, 10], "frames": {}}]"#)

    @Test func theDecoderWarnsOfChecksThatCheckNothing() throws {
        let fixture = try TestSupport.decode(Self.text)
        #expect(
            fixture.warnings.map(\.description) == [
                "test.json: $.measurements[0].size: checks nothing: both components of the size are null",
                #"test.json: $.layouts[0]: checks nothing: "frames" is empty and there are no "attributes"; list ids or key paths (`record` adds every id)"#,
            ])
        #expect(fixture.warnings.map(\.check) == ["measurements[0]", "layouts[0]"])
        let blanks = try TestSupport.decode(
            TestSupport.fixture(
                element: #"{"type": "Fixed", "id": "a", "size": [10, 10]}"#,
                measurements: #"[{"constraint": {}, "size": null}]"#,
                layouts: #"[{"size": [10, 10], "frames": {"a": null, "b": [null, null, null, null]}}]"#))
        #expect(
            blanks.warnings.map(\.location) == [
                "$.measurements[0].size", "$.layouts[0].frames.a", "$.layouts[0].frames.b",
            ])
    }

    @Test func checkWarnsAndPasses() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(Self.text, to: "empty.json", in: folder)
        let run = try CommandLineToolTests.run(["check", "empty.json"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout == "1 passed, 0 failed\n")
        #expect(
            run.stderr == """
                warning: empty.json: $.measurements[0].size: checks nothing: both components of the size are null
                warning: empty.json: $.layouts[0]: checks nothing: "frames" is empty and there are no "attributes"; list ids or key paths (`record` adds every id)

                """)
    }

    @Test func checkStrictFails() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(Self.text, to: "empty.json", in: folder)
        let run = try CommandLineToolTests.run(["check", "--strict", "empty.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(
            run.stdout.hasPrefix(
                "FAIL test measurements[0] (measure in unconstrained × unconstrained): $.measurements[0].size checks nothing: both components of the size are null (--strict)\n"
            ))
        #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
        let json = try CommandLineToolTests.run(["check", "--strict", "--json", "empty.json"], in: folder)
        #expect(json.stdout.components(separatedBy: "\"passed\": false").count - 1 == 2)
    }

    @Test func recordReportsWhatStillChecksNothing() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(Self.text, to: "empty.json", in: folder)
        let run = try CommandLineToolTests.run(["record", "empty.json"], in: folder)
        #expect(run.status == 0)
        // The layout check has no id to record: it still checks nothing; the [null, null] stays.
        #expect(
            run.stderr == """
                warning: empty.json: $.measurements[0].size: checks nothing: both components of the size are null
                warning: empty.json: $.layouts[0]: checks nothing: "frames" is empty and there are no "attributes"; list ids or key paths (`record` adds every id)

                """)
    }

    @Test func aSuiteCaseCarriesTheWarnings() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(Self.text, to: "Fixtures/empty.json", in: folder)
        let cases = FixtureSuite(folder.appendingPathComponent("Fixtures").path).cases
        let outcome = try #require(cases.first).run(recording: false)
        #expect(outcome.passed)
        #expect(outcome.warnings.count == 2)
    }
}

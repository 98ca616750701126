import BlueprintFixtures
import BlueprintFixturesTesting
import BlueprintLayout
import Foundation
import Testing

/// Every fixture file is its own test case, through the same ``FixtureSuite`` a package of yours
/// uses: the repository's `Fixtures/` and, when present, `../shared/reference-fixtures`
/// (reference data, never recorded).
///
/// Set `BLUEPRINT_RECORD_FIXTURES=1` to record the repository's fixtures instead; the run then
/// fails, so a recording run can never pass silently. Review the diff, then run again without it.
/// The suites assert how many fixtures they found: a missing folder or a lost fixture fails.
@Suite struct FixtureSuiteTests {
    /// The folder of `Fixtures/` whose expected values Blueprint 6.7.3 computed (random trees from
    /// the oracle's `gen_random.py`, recorded with `blueprint-oracle record --prune`).
    static let blueprintRecordedFolder = "blueprint-differential"

    /// The repository's own suite: 513 fixtures when this was written; more may be added.
    static let fixtures = FixtureSuite(
        "../../Fixtures", expectedCount: .atLeast(513), recording: .allExcept([blueprintRecordedFolder]))

    /// Frames Blueprint's own tests assert, beside the project when the shared folder is there.
    static let reference = FixtureSuite(
        "../../../shared/reference-fixtures", label: "reference-fixtures", expectedCount: .atLeast(77),
        recording: .none)

    static var referenceIsPresent: Bool {
        FileManager.default.fileExists(atPath: reference.folder)
    }

    static let cases: [FixtureSuite.Case] = fixtures.cases + (referenceIsPresent ? reference.cases : [])

    @Test(arguments: cases)
    func fixture(_ fixture: FixtureSuite.Case) {
        fixture.expectToPass()
    }

    /// The suites hold what they should, whatever the parameterized test ran: a missing
    /// `Fixtures/` would give no case to fail.
    @Test func theSuitesFoundTheirFixtures() {
        let files = Self.fixtures.cases.filter { $0.problem == nil }
        #expect(files.count >= 513)
        #expect(Self.fixtures.cases.allSatisfy { $0.problem == nil })
        #expect(
            files.filter { !$0.isRecordable }.allSatisfy { $0.relativePath.hasPrefix(Self.blueprintRecordedFolder) })
        #expect(files.filter(\.isRecordable).count >= 250)
        if Self.referenceIsPresent {
            #expect(Self.reference.cases.count >= 77)
            #expect(Self.reference.cases.allSatisfy { $0.problem == nil && !$0.isRecordable })
        }
    }

    /// The hand-written fixtures pass with the stair-step deduction added and with no deductions
    /// at all: their elements follow the sizing rules, so the measurement cache's deductions never
    /// change a result. (The random trees recorded by Blueprint contain `Area`, `Wrap`, centered
    /// `Flow`s and proportional `GridRow`s that break the rules; their values are Blueprint's
    /// deductions' only.)
    @Test(arguments: [LayoutOptions.stairStep, .noDeductions])
    func everyFixturePassesWithOtherCacheOptions(_ options: LayoutOptions) {
        var runner = FixtureRunner()
        runner.options = options
        var count = 0
        for testCase in Self.cases where !testCase.relativePath.hasPrefix(Self.blueprintRecordedFolder + "/") {
            guard let path = testCase.path else { continue }
            count += 1
            let result = runner.run(fileAt: URL(fileURLWithPath: path), displayName: testCase.name)
            #expect(result.passed, "\(testCase.name) with \(options): \(result.failureLines.joined(separator: "; "))")
        }
        #expect(count >= 250)
    }

    /// The random trees in `stair-step-sensitive/` are there because the default options give
    /// Blueprint's values for them and ``LayoutOptions/stairStep`` does not: they keep the default
    /// honest.
    @Test func stairStepSensitiveFixturesNeedBlueprintsDeductions() throws {
        var runner = FixtureRunner()
        runner.options = .stairStep
        let sensitive = Self.fixtures.cases.filter {
            $0.relativePath.hasPrefix("\(Self.blueprintRecordedFolder)/stair-step-sensitive/")
        }
        #expect(sensitive.count == 6)
        for testCase in sensitive {
            let path = try #require(testCase.path)
            #expect(!runner.run(fileAt: URL(fileURLWithPath: path)).passed, "\(testCase.name)")
        }
    }

    /// Nothing under the suites is skipped unread: every folder opens, every link leads to a
    /// file, nothing named *.json is a special file.
    @Test func everyPathInTheSuitesCanBeRead() {
        var folders = [Self.fixtures.folder]
        if Self.referenceIsPresent { folders.append(Self.reference.folder) }
        let scan = FixtureFileScan(folders)
        #expect(scan.problems == [])
        #expect(scan.missing == [])
        #expect(scan.files.count >= 513)
    }
}

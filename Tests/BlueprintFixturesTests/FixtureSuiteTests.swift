import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// Every fixture file is its own test case: the repository's `Fixtures/` and, when present,
/// `../shared/reference-fixtures` (reference data, never recorded).
///
/// Set `BLUEPRINT_RECORD_FIXTURES=1` to record the repository's fixtures instead; the run then
/// fails, so a recording run can never pass silently. Review the diff, then run again without it.
@Suite struct FixtureSuiteTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var url: URL
        var name: String
        var recordable: Bool
        /// Expected values computed by Blueprint (``FixtureSuiteTests/blueprintRecordedFolder``).
        var fromBlueprint = false
        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let root = TestSupport.packageRoot
        var cases: [Case] = []
        let suites: [(folder: URL, label: String, recordable: Bool)] = [
            (root.appendingPathComponent("Fixtures"), "Fixtures", true),
            (
                root.deletingLastPathComponent().appendingPathComponent("shared/reference-fixtures"),
                "reference-fixtures", false
            ),
        ]
        for suite in suites {
            let base = suite.folder.standardizedFileURL.path
            for url in FixtureFiles.find(in: suite.folder) {
                var relative = url.standardizedFileURL.path
                if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
                // Values recorded by real Blueprint (the oracle), never by this engine.
                let fromBlueprint = relative.hasPrefix(Self.blueprintRecordedFolder + "/")
                cases.append(
                    Case(
                        url: url, name: "\(suite.label)/\(relative)",
                        recordable: suite.recordable && !fromBlueprint, fromBlueprint: fromBlueprint))
            }
        }
        return cases
    }()

    /// The folder of `Fixtures/` whose expected values Blueprint 6.7.3 computed (random trees from
    /// the oracle's `gen_random.py`, recorded with `blueprint-oracle record --prune`).
    static let blueprintRecordedFolder = "blueprint-differential"

    /// Nothing under the suites is skipped unread: every folder opens, every link leads to a
    /// file, nothing named *.json is a special file.
    @Test func everyPathInTheSuitesCanBeRead() {
        let root = TestSupport.packageRoot
        var folders = [root.appendingPathComponent("Fixtures").path]
        let reference = root.deletingLastPathComponent().appendingPathComponent("shared/reference-fixtures").path
        if FileManager.default.fileExists(atPath: reference) { folders.append(reference) }
        let scan = FixtureFileScan(folders)
        #expect(scan.problems == [])
        #expect(scan.missing == [])
        #expect(scan.files.count >= 100)
    }

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["BLUEPRINT_RECORD_FIXTURES"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    @Test(arguments: cases)
    func fixture(_ testCase: Case) {
        if Self.isRecording && testCase.recordable {
            let outcome = FixtureRecorder().record(fileAt: testCase.url, displayName: testCase.name)
            Issue.record(
                "\(outcome.message); recording never passes: review the diff and rerun without BLUEPRINT_RECORD_FIXTURES"
            )
            return
        }
        let runner = FixtureRunner()
        let result = runner.run(fileAt: testCase.url, displayName: testCase.name)
        guard !result.passed else { return }
        Issue.record(Comment(rawValue: Self.report(result, url: testCase.url, runner: runner)))
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
        for testCase in Self.cases where !testCase.fromBlueprint {
            let result = runner.run(fileAt: testCase.url, displayName: testCase.name)
            #expect(result.passed, "\(testCase.name) with \(options): \(result.failureLines.joined(separator: "; "))")
        }
    }

    /// The random trees in `stair-step-sensitive/` are there because the default options give
    /// Blueprint's values for them and ``LayoutOptions/stairStep`` does not: they keep the default
    /// honest.
    @Test func stairStepSensitiveFixturesNeedBlueprintsDeductions() {
        var runner = FixtureRunner()
        runner.options = .stairStep
        let sensitive = Self.cases.filter { $0.name.contains("/\(Self.blueprintRecordedFolder)/stair-step-sensitive/") }
        #expect(!sensitive.isEmpty)
        for testCase in sensitive {
            #expect(!runner.run(fileAt: testCase.url, displayName: testCase.name).passed, "\(testCase.name)")
        }
    }

    /// The failures, then the fixture's element and each failing layout as laid out.
    static func report(_ result: FixtureResult, url: URL, runner: FixtureRunner) -> String {
        var lines = result.failureLines
        guard let fixture = try? runner.decoder.decode(fileAt: url, displayName: result.file) else {
            return lines.joined(separator: "\n")
        }
        if let element = fixture.json["element"] {
            lines.append("Input element:")
            lines.append(JSONWriter.write(element).trimmingCharacters(in: .newlines))
        }
        for check in fixture.layouts where result.checks.contains(where: { $0.label == check.label && !$0.passed }) {
            lines.append("Expected frames (\(check.label)):")
            for (id, frame) in check.frames {
                let components = frame.components.map { component in
                    component.map { JSONNumber(Double($0)).literal } ?? "null"
                }
                lines.append("  \(id) [\(components.joined(separator: ", "))]")
            }
            lines.append("Actual (\(check.label)):")
            var laidOut = fixture.element.layout(
                frame: CGRect(origin: .zero, size: check.size), environment: fixture.environment)
            if check.rounded { laidOut = laidOut.rounded(scale: fixture.displayScale) }
            lines.append(FixtureDump.dump(laidOut).trimmingCharacters(in: .newlines))
        }
        return lines.joined(separator: "\n")
    }
}

import BlueprintFixtures
import BlueprintFixturesTesting
import BlueprintLayout
import Foundation
import Testing

/// ``FixtureSuite`` as a package of yours uses it: cases for a folder, failures that say what to
/// do, recording that never passes, and no suite that passes by finding nothing.
@Suite struct FixtureSuiteCaseTests {
    typealias Tool = CommandLineToolTests

    /// A folder with the CLI tests' suite: a passing, a failing and an undecodable fixture.
    static func suite() throws -> FixtureSuite {
        let folder = try Tool.suite()
        return FixtureSuite(folder.appendingPathComponent("suite").path)
    }

    @Test func casesAreTheFilesInPathOrder() throws {
        let suite = try Self.suite()
        #expect(suite.label == "suite")
        #expect(suite.cases.map(\.name) == ["suite/good.json", "suite/nested/bad.json", "suite/wrong.json"])
        #expect(suite.cases.map(\.relativePath) == ["good.json", "nested/bad.json", "wrong.json"])
        #expect(suite.cases.allSatisfy { $0.problem == nil && $0.isRecordable })
        #expect("\(suite.cases[0])" == "suite/good.json")
    }

    @Test func aRelativeFolderIsFoundFromTheTestFile() {
        let suite = FixtureSuite("../../Fixtures")
        #expect(suite.folder == TestSupport.packageRoot.appendingPathComponent("Fixtures").standardizedFileURL.path)
        let other = FixtureSuite("Fixtures", relativeTo: "/somewhere/Tests/AppTests/FixtureTests.swift")
        #expect(other.folder == "/somewhere/Tests/AppTests/Fixtures")
        #expect(other.label == "Fixtures")
    }

    @Test func aSuiteOfOneFileIsOneCase() throws {
        let folder = try Tool.suite()
        let cases = FixtureSuite(folder.appendingPathComponent("suite/good.json").path).cases
        #expect(cases.map(\.name) == ["good.json"])
        #expect(cases.first?.run().passed == true)
    }

    @Test func aMissingFolderIsOneFailingCase() {
        let suite = FixtureSuite("/nonexistent/Fixtures")
        let cases = suite.cases
        #expect(cases.count == 1)
        #expect(cases[0].name == "Fixtures (missing)")
        let outcome = cases[0].run()
        #expect(!outcome.passed)
        #expect(outcome.report == "no such folder: /nonexistent/Fixtures")
    }

    @Test func anEmptyFolderIsOneFailingCase() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write("not a fixture", to: "Fixtures/README.md", in: folder)
        let cases = FixtureSuite(folder.appendingPathComponent("Fixtures").path).cases
        #expect(cases.count == 1)
        #expect(
            cases[0].run().report?.hasSuffix("Fixtures: no fixture files (*.json) in this folder or below it") == true)
    }

    @Test func theWrongNumberOfFixturesIsAFailingCase() throws {
        let folder = try Tool.suite().appendingPathComponent("suite").path
        let exact = FixtureSuite(folder, expectedCount: .exactly(2)).cases
        #expect(exact.count == 4)
        #expect(exact.last?.name == "suite (count)")
        #expect(
            exact.last?.run().report
                == "found 3 fixture files in \(URL(fileURLWithPath: folder).standardizedFileURL.path), expected exactly 2: a fixture was added or lost; update the suite's expectedCount if that is right"
        )
        #expect(FixtureSuite(folder, expectedCount: .atLeast(3)).cases.count == 3)
        #expect(FixtureSuite(folder, expectedCount: .atLeast(4)).cases.count == 4)
    }

    @Test func aFailingCaseShowsExpectedActualDeltaAndWritesAnSVGDiff() throws {
        let suite = try Self.suite()
        let bad = try #require(suite.cases.first { $0.relativePath == "nested/bad.json" })
        let outcome = bad.run(recording: false)
        #expect(!outcome.passed)
        let report = try #require(outcome.report)
        // The report every fixture tool prints (`check` too): failures, frames, tree, diff.
        #expect(
            report.hasPrefix(
                """
                FAIL bad layouts[0] (layout in 100 × 10): b: frame expected [80, 0, 10, 10], actual [90, 0, 10, 10], delta [10, 0, 0, 0]
                layouts[0] (layout in 100 × 10) does not match:
                  name  expected         actual           delta
                  a     [0, 0, 10, 10]   [0, 0, 10, 10]   ok
                  b     [80, 0, 10, 10]  [90, 0, 10, 10]  [10, 0, 0, 0]
                Laid out:
                  Row [0, 0, 100, 10]
                    Fixed #a [0, 0, 10, 10]
                    Fixed #b [90, 0, 10, 10]

                """))
        let diff = try #require(outcome.diffPath)
        #expect(diff.hasSuffix("/fixture-diffs/suite/nested/bad.svg"))
        #expect(report.contains("SVG diff of layouts[0] (expected frames dashed over the actual layout): \(diff)"))
        // Next to the test build's products (the folder of the test bundle), not in the sources.
        let products = Bundle.module.bundleURL.deletingLastPathComponent().standardizedFileURL.path
        #expect(diff.hasPrefix(products + "/fixture-diffs/"))
        let svg = try String(contentsOfFile: diff, encoding: .utf8)
        #expect(svg.contains("class=\"expected\""))
    }

    @Test func aDecodingErrorNamesTheFileAndPath() throws {
        let suite = try Self.suite()
        let wrong = try #require(suite.cases.first { $0.relativePath == "wrong.json" })
        let outcome = wrong.run(recording: false)
        #expect(
            outcome.report
                == "FAIL \(try #require(wrong.path)): $.element.children[0].traits.growPriority: expected a number, found \"x\""
        )
        #expect(outcome.diffPath == nil)
    }

    @Test func recordingWritesTheFileAndFails() throws {
        let suite = try Self.suite()
        let bad = try #require(suite.cases.first { $0.relativePath == "nested/bad.json" })
        let outcome = bad.run(recording: true)
        #expect(!outcome.passed)
        #expect(
            outcome.report
                == "recorded \(try #require(bad.path)) (1 measurement, 1 layout); a recording run never passes: review the diff, then run again without BLUEPRINT_RECORD_FIXTURES"
        )
        #expect(bad.run(recording: false).passed)

        var readOnly = suite
        readOnly.recording = .allExcept(["nested"])
        let kept = try #require(readOnly.cases.first { $0.relativePath == "nested/bad.json" })
        #expect(!kept.isRecordable)
        #expect(kept.run(recording: true).passed)
        #expect(FixtureSuite(suite.folder, recording: .none).cases.allSatisfy { !$0.isRecordable })
    }

    @Test func expectToPassRecordsOneIssueWithTheReport() throws {
        let suite = try Self.suite()
        let good = try #require(suite.cases.first { $0.relativePath == "good.json" })
        good.expectToPass()
        let bad = try #require(suite.cases.first { $0.relativePath == "nested/bad.json" })
        let comments = Comments()
        withKnownIssue {
            bad.expectToPass()
        } matching: { issue in
            comments.append(issue.comments.map(\.rawValue))
            return true
        }
        #expect(comments.all.count == 1)
        #expect(comments.all.first?.hasPrefix("FAIL bad layouts[0]") == true)
    }

    @Test func expectLayoutRecordsTheTableOnce() throws {
        let header = Row {
            Spacer(10).fixtureID("icon")
            Spacer(20).fixtureID("title")
        }
        expectLayout(
            header, size: CGSize(width: 100, height: 10), frames: ["icon": CGRect(x: 0, y: 0, width: 10, height: 10)])
        let comments = Comments()
        let line = #line + 2
        withKnownIssue {
            expectLayout(
                header, size: CGSize(width: 100, height: 10),
                frames: ["icon": CGRect(x: 0, y: 0, width: 12, height: 10)])
        } matching: { issue in
            comments.append(issue.comments.map(\.rawValue))
            return true
        }
        #expect(comments.all.count == 1)
        let report = try #require(comments.all.first)
        #expect(report.hasPrefix("Layout in 100 × 10 does not match:\n  name  expected        actual          delta\n"))
        #expect(report.contains("\n  icon  [0, 0, 12, 10]  [0, 0, 10, 10]  [0, 0, -2, 0]\n"))
        #expect(report.contains("\nLaid out:\n  Row [0, 0, 100, 10]\n"))
        // The same report as the fixture tools', with its SVG diff, named after the test's line.
        let diff = try #require(
            report.firstMatch(of: /SVG diff \(expected frames dashed over the actual layout\): (\S+)/)?.1)
        #expect(diff.hasSuffix("/fixture-diffs/expectLayout/FixtureSuiteCaseTests-\(line).svg"))
        #expect(FileManager.default.fileExists(atPath: String(diff)))
    }
}

/// Issue comments collected from a `withKnownIssue` matcher (which may run on any thread).
private final class Comments: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ comments: [String]) {
        lock.withLock { stored.append(contentsOf: comments) }
    }

    var all: [String] { lock.withLock { stored } }
}

import BlueprintLayout
import Foundation

/// A folder of fixture files as test cases: one case per file, for a parameterized test.
///
/// With Swift Testing and `BlueprintFixturesTesting`:
/// ```swift
/// import BlueprintFixtures
/// import BlueprintFixturesTesting
/// import Testing
///
/// @Test(arguments: FixtureSuite("Fixtures", registry: .myApp).cases)
/// func fixture(_ fixture: FixtureSuite.Case) {
///     fixture.expectToPass()
/// }
/// ```
/// The folder is found relative to the folder of the test file that names it (`#filePath`), or
/// is an absolute path. Every `.json` file under it, recursively, is a case.
///
/// A suite never passes by checking nothing: a missing folder, a folder without fixtures, a path
/// below it that cannot be read, and a number of fixtures other than ``expectedCount`` are each a
/// case of their own that fails, saying what is wrong.
///
/// Run the tests with `BLUEPRINT_RECORD_FIXTURES=1` to record the engine's sizes and frames into
/// the files instead (as `blueprint-layout record` does); every recorded case then fails, so a
/// recording run never passes silently. A failing case reports every mismatch with expected,
/// actual and delta, the fixture's element, and the path of an SVG diff (expected frames dashed
/// over the actual layout) written next to the test build's products.
public struct FixtureSuite: Sendable {
    /// How many fixture files the suite must find.
    public enum Count: Sendable, Equatable {
        /// Exactly this many.
        case exactly(Int)
        /// This many or more (a suite that grows does not need updating).
        case atLeast(Int)

        func allows(_ count: Int) -> Bool {
            switch self {
            case .exactly(let expected): count == expected
            case .atLeast(let minimum): count >= minimum
            }
        }

        var text: String {
            switch self {
            case .exactly(let expected): "exactly \(expected)"
            case .atLeast(let minimum): "at least \(minimum)"
            }
        }
    }

    /// Which fixtures a recording run (`BLUEPRINT_RECORD_FIXTURES=1`) may write.
    public enum Recording: Sendable, Equatable {
        /// Every fixture of the suite.
        case all
        /// None: the suite is reference data, always checked.
        case none
        /// Every fixture but those under these folders (paths relative to the suite's folder).
        case allExcept([String])
    }

    /// The suite's folder, resolved to an absolute path.
    public var folder: String
    /// The prefix of every case's name: the folder's last component unless given.
    public var label: String
    /// The element types the fixtures may use.
    public var registry: ElementDecoderRegistry
    /// How many fixture files the suite must find.
    public var expectedCount: Count
    /// Which fixtures a recording run may write.
    public var recording: Recording

    /// A suite of the fixture files under `folder`.
    ///
    /// - Parameters:
    ///   - folder: An absolute path, or a path relative to the folder of `filePath` (by default
    ///     the test file that creates the suite): `"Fixtures"` next to the test file,
    ///     `"../../Fixtures"` at a package's root from `Tests/MyTests/`.
    ///   - filePath: The file `folder` is relative to.
    ///   - label: The prefix of every case's name (default: the folder's last component).
    ///   - registry: The element types the fixtures may use.
    ///   - expectedCount: How many fixture files must be found (default: at least one).
    ///   - recording: Which fixtures `BLUEPRINT_RECORD_FIXTURES=1` may record (default: all).
    public init(
        _ folder: String,
        relativeTo filePath: String = #filePath,
        label: String? = nil,
        registry: ElementDecoderRegistry = .standard,
        expectedCount: Count = .atLeast(1),
        recording: Recording = .all
    ) {
        let base = folder.hasPrefix("/") ? folder : FileSystem.join(FileSystem.folder(of: filePath), folder)
        self.folder = URL(fileURLWithPath: base).standardizedFileURL.path
        self.label = label ?? FileSystem.lastComponent(of: self.folder)
        self.registry = registry
        self.expectedCount = expectedCount
        self.recording = recording
    }

    /// Whether this run records (`BLUEPRINT_RECORD_FIXTURES` set to anything but empty or `0`).
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["BLUEPRINT_RECORD_FIXTURES"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// One case per fixture file, in path order, and one failing case per problem: the folder
    /// missing or empty, a path under it that cannot be read, the wrong number of fixtures.
    public var cases: [Case] {
        let scan = FixtureFileScan([folder])
        if scan.missing.isEmpty, case .file? = scan.entries.first, scan.entries.count == 1,
            relativePath(scan.files[0].path).isEmpty
        {
            // The suite is a single fixture file.
            return [
                Case(name: label, path: folder, relativePath: label, isRecordable: isRecordable(label), suite: self)
            ]
        }
        if !scan.missing.isEmpty {
            return [Case(problem: "no such folder: \(folder)", name: "\(label) (missing)", suite: self)]
        }
        var cases: [Case] = []
        var files = 0
        for entry in scan.entries {
            switch entry {
            case .file(let file):
                files += 1
                let relative = relativePath(file.path)
                cases.append(
                    Case(
                        name: "\(label)/\(relative)", path: file.path, relativePath: relative,
                        isRecordable: isRecordable(relative), suite: self))
            case .problem(let problem):
                let relative = relativePath(problem.path)
                cases.append(
                    Case(
                        problem: "\(problem.path): \(problem.message)",
                        name: relative.isEmpty ? "\(label) (unreadable)" : "\(label)/\(relative) (unreadable)",
                        suite: self))
            }
        }
        // An empty folder is already a problem of its own.
        if files > 0 && !expectedCount.allows(files) {
            cases.append(
                Case(
                    problem:
                        "found \(files) fixture files in \(folder), expected \(expectedCount.text): a fixture was added or lost; update the suite's expectedCount if that is right",
                    name: "\(label) (count)", suite: self))
        }
        return cases
    }

    private func relativePath(_ path: String) -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        if standardized == folder { return "" }
        return standardized.hasPrefix(folder + "/") ? String(standardized.dropFirst(folder.count + 1)) : path
    }

    private func isRecordable(_ relative: String) -> Bool {
        switch recording {
        case .all: true
        case .none: false
        case .allExcept(let folders):
            !folders.contains { relative == $0 || relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
    }
}

extension FixtureSuite {
    /// One test case of a ``FixtureSuite``: a fixture file, or a problem that fails the test.
    public struct Case: Sendable, CustomStringConvertible {
        /// `Fixtures/stack/row.json`: the suite's label and the file's path in its folder.
        public var name: String
        /// The fixture file's absolute path; nil for a problem case.
        public var path: String?
        /// The file's path in the suite's folder (empty for a problem case).
        public var relativePath: String
        /// Why this case fails whatever happens: the folder is missing or empty, a path cannot be
        /// read, or the number of fixtures is wrong.
        public var problem: String?
        /// Whether a recording run writes this file.
        public var isRecordable: Bool
        /// The suite's label, registry and such.
        let suite: FixtureSuite

        init(name: String, path: String, relativePath: String, isRecordable: Bool, suite: FixtureSuite) {
            self.name = name
            self.path = path
            self.relativePath = relativePath
            self.isRecordable = isRecordable
            self.suite = suite
        }

        init(problem: String, name: String, suite: FixtureSuite) {
            self.name = name
            self.relativePath = ""
            self.problem = problem
            self.isRecordable = false
            self.suite = suite
        }

        /// The case's name, as test reports show it.
        public var description: String { name }

        /// Checks the fixture, or records it in a recording run (``FixtureSuite/isRecording``).
        ///
        /// - Returns: Whether it passed and, when it did not, what to tell: failures with
        ///   expected, actual and delta, the element, and where the SVG diff was written.
        public func run(recording: Bool = FixtureSuite.isRecording) -> Outcome {
            if let problem {
                return Outcome(passed: false, report: problem)
            }
            guard let path else { return Outcome(passed: false, report: "\(name): no file") }
            let url = URL(fileURLWithPath: path)
            if recording && isRecordable {
                let outcome = FixtureRecorder(registry: suite.registry).record(fileAt: url, displayName: path)
                let notes = outcome.problems.map { "error: \($0)" } + outcome.warnings.map { "warning: \($0)" }
                return Outcome(
                    passed: false,
                    report: ([
                        outcome.error == nil
                            ? "\(outcome.message); a recording run never passes: review the diff, then run again without BLUEPRINT_RECORD_FIXTURES"
                            : outcome.message
                    ] + notes).joined(separator: "\n")
                )
            }
            let runner = FixtureRunner(registry: suite.registry)
            let result = runner.run(fileAt: url, displayName: path)
            guard !result.passed else {
                return Outcome(passed: true, report: nil, warnings: result.warnings.map(\.description))
            }
            var outcome = FixtureSuiteReport(case: self, result: result, runner: runner).outcome()
            outcome.warnings = result.warnings.map(\.description)
            return outcome
        }
    }

    /// What running a ``Case`` came to.
    public struct Outcome: Sendable {
        /// Whether every check passed (never in a recording run that wrote the file).
        public var passed: Bool
        /// What to tell when the case did not pass.
        public var report: String?
        /// The SVG diff written for a failing layout check, if any.
        public var diffPath: String?
        /// The fixture's warnings (``FixtureWarning``): checks that check nothing, blanks left
        /// for `record`. They do not fail the case; `expectToPass()` reports them as warnings.
        public var warnings: [String] = []

        /// An outcome.
        public init(passed: Bool, report: String?, diffPath: String? = nil, warnings: [String] = []) {
            self.passed = passed
            self.report = report
            self.diffPath = diffPath
            self.warnings = warnings
        }
    }
}

/// The report of a failing fixture case (``FailureReport``): the failures, and for each failing
/// layout check its frames (expected, actual, delta) and the tree as laid out; then the SVG diff
/// of the first failing layout check, written to ``diffFolder``.
struct FixtureSuiteReport {
    let `case`: FixtureSuite.Case
    let result: FixtureResult
    let runner: FixtureRunner

    /// Where SVG diffs go: `$BLUEPRINT_FIXTURE_DIFFS` when set; otherwise `fixture-diffs` in the
    /// folder of the running test bundle (the build's products folder, such as
    /// `.build/debug`); otherwise in the temporary folder.
    static var diffFolder: String {
        FailureReport.diffFolder(fallback: FileSystem.join(productsFolder ?? NSTemporaryDirectory(), "fixture-diffs"))
    }

    /// The folder the test bundle was built into: the `.xctest` bundle's (macOS) or executable's
    /// (Linux) folder.
    static var productsFolder: String? {
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return FileSystem.folder(of: bundle.bundlePath)
        }
        if let executable = Bundle.main.executablePath, executable.hasSuffix(".xctest") {
            return FileSystem.folder(of: executable)
        }
        return nil
    }

    func outcome() -> FixtureSuite.Outcome {
        guard
            let path = self.case.path,
            let fixture = try? runner.decoder.decode(fileAt: URL(fileURLWithPath: path), displayName: result.file)
        else {
            return FixtureSuite.Outcome(passed: false, report: result.failureLines.joined(separator: "\n"))
        }
        let diff = FileSystem.join(
            FileSystem.join(Self.diffFolder, self.case.suite.label),
            String(self.case.relativePath.dropLast(".json".count)) + ".svg")
        let report = FailureReport.fixture(
            fixture, result: result, element: fixture.element, runner: runner, matchingKeys: false, diffPath: diff)
        return FixtureSuite.Outcome(passed: false, report: report.text, diffPath: report.diffPath)
    }
}

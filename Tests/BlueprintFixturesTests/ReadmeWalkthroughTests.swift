import Foundation
import Testing

/// The README's "Your own elements in your own package" walkthrough, end to end: the package is
/// made from the README's own code blocks (marked `<!-- walkthrough: PATH -->`), depends on this
/// one by path, is built once, and the README's commands are run with their output compared to
/// what the README shows. So the README cannot rot.
///
/// The package lives in `.build/readme-walkthrough/MyApp` with its build folder, so a second run
/// rebuilds only what changed (the first build takes about a minute on a 2-core machine). The
/// test is skipped, saying why, only when there is no Swift toolchain to build with.
@Suite struct ReadmeWalkthroughTests {
    /// The `swift` driver: on `PATH`, or where toolchains usually are.
    static let swift: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates =
            path.split(separator: ":").map { "\($0)/swift" } + ["/usr/bin/swift", "/opt/swift/usr/bin/swift"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let workspace = TestSupport.packageRoot.appendingPathComponent(".build/readme-walkthrough")

    /// What the README's walkthrough holds: its files by path, and its commands with the output
    /// each shows.
    struct Walkthrough {
        var files: [(path: String, text: String)] = []
        var commands: [(command: String, output: String)] = []
    }

    /// Reads the marked blocks of the README.
    static func walkthrough() throws -> Walkthrough {
        let readme = try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var result = Walkthrough()
        let lines = readme.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("<!-- walkthrough: "), line.hasSuffix(" -->") else { continue }
            let name = String(line.dropFirst("<!-- walkthrough: ".count).dropLast(" -->".count))
            guard index < lines.count, lines[index].hasPrefix("```") else {
                Issue.record("README: the walkthrough marker for \(name) is not followed by a code block")
                continue
            }
            index += 1
            var block: [String] = []
            while index < lines.count, lines[index] != "```" {
                block.append(lines[index])
                index += 1
            }
            index += 1
            if name == "commands" {
                for line in block {
                    if line.hasPrefix("$ ") {
                        result.commands.append((String(line.dropFirst(2)), ""))
                    } else if !result.commands.isEmpty {
                        result.commands[result.commands.count - 1].output += line + "\n"
                    }
                }
            } else {
                result.files.append((name, block.joined(separator: "\n") + "\n"))
            }
        }
        return result
    }

    @Test(
        .enabled(if: swift != nil, "no Swift toolchain ('swift' on PATH) to build the README's package with")
    )
    func readmePackageBuildsAndItsCommandsPrintWhatTheReadmeShows() throws {
        let swift = try #require(Self.swift)
        let walkthrough = try Self.walkthrough()
        let manifest = try #require(walkthrough.files.first { $0.path == "Package.swift" }, "README: no Package.swift")
        #expect(walkthrough.files.count >= 5)
        #expect(walkthrough.commands.count >= 5)

        // The package, beside a link to this one named as its Package.swift expects.
        let dependency = try #require(
            manifest.text.firstMatch(of: /\.package\(path: "\.\.\/([^"\/]+)"\)/)?.1,
            "README: the Package.swift has no .package(path: \"../NAME\") dependency")
        let package = Self.workspace.appendingPathComponent("MyApp")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        let link = Self.workspace.appendingPathComponent(String(dependency)).path
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != TestSupport.packageRoot.path {
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: TestSupport.packageRoot.path)
        }
        try Self.synchronize(package, with: walkthrough.files)

        let build = try Self.run(swift, ["build", "--build-tests"], in: package, timeout: 1200)
        guard build.status == 0 else {
            Issue.record("the README's package does not build:\n\(build.tail)")
            return
        }

        for (command, output) in walkthrough.commands {
            let words = command.split(separator: " ").map(String.init)
            if words.count > 2, words[0] == "swift", words[1] == "run" {
                let tool = package.appendingPathComponent(".build/debug/\(words[2])").path
                let run = try Self.run(tool, Array(words.dropFirst(3)), in: package)
                #expect(run.status == 0, "\(command): exit status \(run.status)\n\(run.stderr)")
                #expect(run.stdout == output, "\(command) printed what the README does not show")
                #expect(run.stderr == "", "\(command)")
            } else if words == ["swift", "test"] {
                let run = try Self.run(swift, ["test", "--skip-build"], in: package, timeout: 300)
                #expect(run.status == 0, "swift test in the README's package failed:\n\(run.tail)")
            } else {
                Issue.record("README: the walkthrough test does not know how to run '\(command)'")
            }
        }
        let svg = try String(contentsOf: package.appendingPathComponent("badge.svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("Badge"))

        try checkFailuresAndRecording(swift: swift, package: package)
    }

    /// A broken fixture fails `check` and `swift test`, the test's message names an SVG diff that
    /// exists, and `BLUEPRINT_RECORD_FIXTURES=1 swift test` repairs it while failing.
    func checkFailuresAndRecording(swift: String, package: URL) throws {
        let fixture = package.appendingPathComponent("Tests/MyAppLayoutTests/Fixtures/badge.json")
        let recorded = try String(contentsOf: fixture, encoding: .utf8)
        let broken = recorded.replacingOccurrences(of: "\"icon\": [0, 0, 24, 24]", with: "\"icon\": [0, 0, 20, 24]")
        try #require(broken != recorded, "the recorded fixture has no icon frame [0, 0, 24, 24]")
        try Data(broken.utf8).write(to: fixture)

        let tool = package.appendingPathComponent(".build/debug/myapp-layout").path
        let check = try Self.run(tool, ["check", "Tests/MyAppLayoutTests/Fixtures"], in: package)
        #expect(check.status == 1)
        #expect(
            check.stdout.hasPrefix(
                """
                FAIL badge/over-icon layouts[0] (layout in 24 × 24): icon: frame expected [0, 0, 20, 24], actual [0, 0, 24, 24], delta [0, 0, 4, 0]
                layouts[0] (layout in 24 × 24) does not match:

                """))
        #expect(check.stdout.contains("\nLaid out:\n"))
        #expect(
            check.stdout.hasSuffix(
                """
                SVG diff of layouts[0] (expected frames dashed over the actual layout): .build/fixture-diffs/badge/over-icon.svg
                0 passed, 1 failed

                """))
        #expect(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent(".build/fixture-diffs/badge/over-icon.svg").path))

        let failing = try Self.run(swift, ["test", "--skip-build"], in: package, timeout: 300)
        #expect(failing.status != 0)
        #expect(
            failing.stdout.contains("icon: frame expected [0, 0, 20, 24], actual [0, 0, 24, 24], delta [0, 0, 4, 0]"))
        let diff = failing.stdout.firstMatch(of: /SVG diff of layouts\[0\] \([^)]*\): (\S+\.svg)/)?.1
        #expect(diff.map { $0.hasSuffix("/fixture-diffs/Fixtures/badge.svg") } == true, "\(failing.tail)")
        #expect(diff.map { FileManager.default.fileExists(atPath: String($0)) } == true)

        let recording = try Self.run(
            swift, ["test", "--skip-build"], in: package, timeout: 300, environment: ["BLUEPRINT_RECORD_FIXTURES": "1"])
        #expect(recording.status != 0, "a recording run passed")
        #expect(recording.stdout.contains("a recording run never passes"))
        #expect(try String(contentsOf: fixture, encoding: .utf8) == recorded)
        let again = try Self.run(swift, ["test", "--skip-build"], in: package, timeout: 300)
        #expect(again.status == 0, "\(again.tail)")
    }

    /// Writes the README's files into `package` (only those that changed, so the build folder
    /// stays valid) and removes every other file but the build folder.
    static func synchronize(_ package: URL, with files: [(path: String, text: String)]) throws {
        let wanted = Set(files.map(\.path))
        let manager = FileManager.default
        if let enumerator = manager.enumerator(atPath: package.path) {
            while let relative = enumerator.nextObject() as? String {
                if relative == ".build" || relative.hasPrefix(".build/") {
                    enumerator.skipDescendants()
                    continue
                }
                let url = package.appendingPathComponent(relative)
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                    !wanted.contains(relative), relative != "Package.resolved"
                {
                    try manager.removeItem(at: url)
                }
            }
        }
        for (path, text) in files {
            let url = package.appendingPathComponent(path)
            if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    typealias Run = ProcessRun

    /// Runs `executable` in `folder`, stopping it after `timeout` seconds. The environment is this
    /// process's without the fixture switches (this test run might be a recording one), plus
    /// `environment`.
    static func run(
        _ executable: String, _ arguments: [String], in folder: URL, timeout: TimeInterval = 60,
        environment: [String: String] = [:]
    ) throws -> Run {
        var variables = ProcessInfo.processInfo.environment
        variables["BLUEPRINT_RECORD_FIXTURES"] = nil
        variables["BLUEPRINT_FIXTURE_DIFFS"] = nil
        variables.merge(environment) { $1 }
        return try TestSupport.runProcess(
            URL(fileURLWithPath: executable), arguments, in: folder, environment: variables, timeout: timeout)
    }
}

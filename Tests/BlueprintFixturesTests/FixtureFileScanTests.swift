import BlueprintFixtures
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one fixture-file discovery (`Files/FixtureFileScan.swift`) that every tool uses: what it
/// finds, in name order, and every path it could not look at reported rather than skipped.
@Suite struct FixtureFileScanTests {
    @Test func findsJSONFilesRecursivelyInNameOrderAndSkipsHiddenOnes() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write("{}", to: "b.json", in: folder)
        try TestSupport.write("{}", to: "a/c.json", in: folder)
        try TestSupport.write("{}", to: ".hidden.json", in: folder)
        try TestSupport.write("not a fixture", to: "README.md", in: folder)
        let scan = FixtureFileScan([folder.path])
        #expect(scan.problems == [])
        #expect(scan.missing == [])
        #expect(scan.files.map(\.name) == ["\(folder.path)/a/c.json", "\(folder.path)/b.json"])
    }

    @Test func everyPathItCannotLookAtIsAProblemNotASkip() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write("{}", to: "good.json", in: folder)
        // A broken link and a FIFO named like fixtures.
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("broken.json").path, withDestinationPath: "nowhere.json")
        #expect(mkfifo(folder.appendingPathComponent("pipe.json").path, 0o644) == 0)
        // A folder argument without any fixture.
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)

        let scan = FixtureFileScan([folder.path, empty.path])
        #expect(scan.files.map(\.name) == ["\(folder.path)/good.json"])
        let problems = Set(scan.problems.map(\.path))
        #expect(problems.contains("\(folder.path)/broken.json"))
        #expect(problems.contains("\(folder.path)/pipe.json"))
        #expect(problems.contains(empty.path))
        #expect(scan.entries.map(\.name) == scan.entries.map(\.name).sorted())
    }

    @Test func anArgumentThatDoesNotExistIsMissing() throws {
        let folder = try TestSupport.temporaryFolder()
        let path = folder.appendingPathComponent("no-such-folder").path
        let scan = FixtureFileScan([path])
        #expect(scan.missing == [path])
        #expect(scan.entries == [])
    }
}

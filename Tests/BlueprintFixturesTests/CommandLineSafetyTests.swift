import BlueprintFixtures
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CLI as a process, where files and outputs misbehave (issue #16): it never passes what
/// it did not check, never damages a file, never traps on output.
@Suite struct CommandLineSafetyTests {
    typealias Tool = CommandLineToolTests

    /// `setpriv` to user and group 65534 (nobody), when the tests run as root and nobody can
    /// run the built tool; nil otherwise.
    static let asNobody: [String]? = {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        let launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        guard let run = try? Tool.run(["--help"], launcher: launcher), run.status == 0 else { return nil }
        return launcher
    }()

    static let canDropPrivileges = asNobody != nil
    static let dropReason: Comment =
        "needs to run the tool as another user: the tests must run as root with /usr/bin/setpriv, and user 65534 must be able to execute the built tool"

    /// A compact fixture that `record` rewrites (its text is not in the recorder's layout).
    static let compact = Tool.good

    /// The mode bits, owner and kind of `path` (the link itself with `link`).
    static func info(_ path: String, link: Bool = false) -> (mode: mode_t, kind: mode_t, owner: uid_t)? {
        var status = stat()
        guard (link ? lstat(path, &status) : stat(path, &status)) == 0 else { return nil }
        return (status.st_mode & 0o7777, status.st_mode & S_IFMT, status.st_uid)
    }

    static func contents(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    /// Files in `folder` whose names start with `.` (temporary files left behind).
    static func hiddenFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
    }

    // MARK: - Paths that cannot be read are failures

    @Test(.enabled(if: canDropPrivileges, dropReason))
    func unreadableSubfolderFails() throws {
        let folder = try Tool.suite()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("suite/wrong.json"))
        let locked = folder.appendingPathComponent("suite/nested")
        #expect(chmod(locked.path, 0) == 0)
        defer { chmod(locked.path, 0o755) }

        let run = try Tool.run(["check", "suite"], in: folder, launcher: Self.asNobody!)
        #expect(run.status == 1)
        #expect(run.stdout == "1 passed, 1 failed\n")
        #expect(run.stderr == "error: suite/nested: cannot open the folder: Permission denied\n")
    }

    @Test(.enabled(if: canDropPrivileges, dropReason))
    func unreadableFileFails() throws {
        let folder = try Tool.suite()
        let file = folder.appendingPathComponent("suite/good.json")
        #expect(chmod(file.path, 0) == 0)
        let run = try Tool.run(["check", "suite/good.json"], in: folder, launcher: Self.asNobody!)
        #expect(run.status == 1)
        #expect(run.stderr == "error: suite/good.json: cannot open the file: Permission denied\n")
        #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test func fifoGivenAsAFixtureFailsWithoutBlocking() throws {
        let folder = try Tool.suite()
        let fifo = folder.appendingPathComponent("pipe.json")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let direct = try Tool.run(["check", "pipe.json"], in: folder)
        #expect(direct.status == 1)
        #expect(
            direct.stderr
                == "error: pipe.json: not a regular file but a FIFO (named pipe); fixtures are regular files\n")
        #expect(direct.stdout == "0 passed, 1 failed\n")

        let dump = try Tool.run(["dump", "pipe.json"], in: folder)
        #expect(dump.status == 1)
        #expect(dump.stderr.contains("not a regular file but a FIFO"))
    }

    @Test func brokenLinksLoopsAndSpecialFilesInAFolderFail() throws {
        let folder = try Tool.suite()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("suite/wrong.json"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("suite/nested"))
        let suite = folder.appendingPathComponent("suite")
        #expect(symlink("gone.json", suite.appendingPathComponent("broken.json").path) == 0)
        #expect(symlink("loop.json", suite.appendingPathComponent("loop.json").path) == 0)
        #expect(symlink(".", suite.appendingPathComponent("again").path) == 0)
        #expect(mkfifo(suite.appendingPathComponent("fifo.json").path, 0o644) == 0)

        let run = try Tool.run(["check", "suite"], in: folder)
        #expect(run.status == 1)
        // Each problem is told once, on standard error; standard output has the count.
        #expect(run.stdout == "1 passed, 4 failed\n")
        #expect(
            run.stderr == """
                error: suite/again: symbolic link loop: it leads back to a folder that contains it
                error: suite/broken.json: broken symbolic link to "gone.json": the target does not exist
                error: suite/fifo.json: not a regular file but a FIFO (named pipe); fixtures are regular files
                error: suite/loop.json: symbolic link loop (the links never reach a file)

                """
        )

        let broken = try Tool.run(["check", "suite/broken.json"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("error: suite/broken.json: broken symbolic link"))
        #expect(broken.stdout == "0 passed, 1 failed\n")

        // The page is written, with each problem as an error card, and the status is 1.
        let html = try Tool.run(["render", "--html", "suite", "-o", "index.html"], in: folder)
        #expect(html.status == 1)
        #expect(html.stderr == run.stderr)
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "<span class=\"badge\">ERROR</span>").count - 1 == 4)
        #expect(page.contains("This file could not be read."))

        let dump = try Tool.run(["dump", "suite/broken.json"], in: folder)
        #expect(dump.status == 1)
        #expect(
            dump.stderr
                == "error: suite/broken.json: broken symbolic link to \"gone.json\": the target does not exist\n")
    }

    @Test func folderWithoutFixturesFails() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write("not a fixture", to: "empty/README.md", in: folder)
        let run = try Tool.run(["check", "empty"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "error: empty: no fixture files (*.json) in this folder or below it\n")
        #expect(run.stdout == "0 passed, 1 failed\n")

        let record = try Tool.run(["record", "empty"], in: folder)
        #expect(record.status == 1)
        #expect(record.stderr == "refused empty: no fixture files (*.json) in this folder or below it\n")
    }

    // MARK: - Output errors end the process with exit code 3

    @Test func fullStandardOutputExitsWithThree() throws {
        let folder = try Tool.suite()
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let run = try Tool.run(["check", "suite"], in: folder, standardOutput: full)
        #expect(run.status == 3)
        #expect(run.stderr.hasSuffix("error: cannot write to standard output: No space left on device (exit code 3)\n"))
    }

    @Test func closedStandardOutputExitsWithThree() throws {
        let folder = try Tool.suite()
        let closing = ["/bin/sh", "-c", #"exec "$0" "$@" >&-"#]
        let run = try Tool.run(["dump", "suite/good.json"], in: folder, launcher: closing)
        #expect(run.status == 3)
        #expect(run.stderr == "error: cannot write to standard output: Bad file descriptor (exit code 3)\n")

        // With standard output closed, no file the tool opens may take its place.
        let record = try Tool.run(["record", "suite/nested/bad.json"], in: folder, launcher: closing)
        #expect(record.status == 3)
        let recorded = try Self.contents(folder.appendingPathComponent("suite/nested/bad.json"))
        #expect(recorded.contains(#""b": [90, 0, 10, 10]"#))
        #expect(!recorded.contains("recorded suite"))
    }

    @Test func closedPipeExitsWithThree() throws {
        let folder = try Tool.suite()
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()  // the reader is gone, as after `| head`
        let run = try Tool.run(["check", "--verbose", "suite"], in: folder, standardOutput: pipe.fileHandleForWriting)
        #expect(run.status == 3)
        #expect(run.stderr.hasSuffix("error: cannot write to standard output: Broken pipe (exit code 3)\n"))
    }

    @Test func helpDocumentsTheExitCodes() throws {
        let run = try Tool.run(["--help"])
        #expect(run.stdout.contains("EXIT STATUS:"))
        #expect(run.stdout.contains("3  the output could not be written"))
    }

    // MARK: - record and render -o keep what is there

    // (Record writes only files whose values change: these tests record `bad.json`, whose
    // expected frame is not the engine's.)
    @Test func recordRefusesReadOnlyFile() throws {
        let folder = try Tool.suite()
        let file = folder.appendingPathComponent("suite/nested/bad.json")
        let before = try Self.contents(file)
        #expect(chmod(file.path, 0o444) == 0)
        let run = try Tool.run(["record", "suite/nested/bad.json"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("refused suite/nested/bad.json: the file is read-only (mode 0444"))
        #expect(try Self.contents(file) == before)
        #expect(Self.info(file.path)?.mode == 0o444)
        #expect(try Self.hiddenFiles(in: file.deletingLastPathComponent()).isEmpty)
    }

    @Test(.enabled(if: canDropPrivileges, dropReason))
    func recordAsAnotherUserRefusesReadOnlyFileInWritableFolder() throws {
        let folder = try Tool.suite()
        let suite = folder.appendingPathComponent("suite/nested")
        #expect(chmod(suite.path, 0o777) == 0)
        let file = suite.appendingPathComponent("bad.json")
        let before = try Self.contents(file)
        #expect(chmod(file.path, 0o444) == 0)
        let run = try Tool.run(["record", "suite/nested/bad.json"], in: folder, launcher: Self.asNobody!)
        #expect(run.status == 1)
        #expect(run.stderr.contains("the file is read-only (mode 0444, owner 0) for user 65534"))
        #expect(try Self.contents(file) == before)
        let after = Self.info(file.path)
        #expect(after?.mode == 0o444)
        #expect(after?.owner == 0)
    }

    @Test func recordFollowsSymbolicLinkAndKeepsMode() throws {
        let folder = try Tool.suite()
        let target = folder.appendingPathComponent("suite/nested/bad.json")
        #expect(chmod(target.path, 0o640) == 0)
        let link = folder.appendingPathComponent("link.json")
        #expect(symlink("suite/nested/bad.json", link.path) == 0)

        let run = try Tool.run(["record", "link.json"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("recorded link.json"))
        #expect(Self.info(link.path, link: true)?.kind == S_IFLNK)
        #expect(Self.info(target.path)?.kind == S_IFREG)
        #expect(Self.info(target.path)?.mode == 0o640)
        #expect(try Self.contents(target).contains(#""b": [90, 0, 10, 10]"#))
        #expect(try Self.hiddenFiles(in: target.deletingLastPathComponent()).isEmpty)

        let check = try Tool.run(["check", "suite/nested/bad.json"], in: folder)
        #expect(check.stdout == "1 passed, 0 failed\n")
    }

    @Test func recordRefusesFifoAndHardLinkedFile() throws {
        let folder = try Tool.suite()
        let fifo = folder.appendingPathComponent("pipe.json")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let run = try Tool.run(["record", "pipe.json"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr == "refused pipe.json: not a regular file but a FIFO (named pipe); fixtures are regular files\n")
        #expect(Self.info(fifo.path)?.kind == S_IFIFO)

        let file = folder.appendingPathComponent("suite/nested/bad.json")
        let before = try Self.contents(file)
        #expect(link(file.path, folder.appendingPathComponent("other-name.json").path) == 0)
        let linked = try Tool.run(["record", "suite/nested/bad.json"], in: folder)
        #expect(linked.status == 1)
        #expect(linked.stderr.contains("the file has 2 hard links"))
        #expect(try Self.contents(file) == before)
    }

    @Test func renderOutputRefusesDevicesAndFifos() throws {
        let folder = try Tool.suite()
        let full = try Tool.run(["render", "suite/good.json", "-o", "/dev/full"], in: folder)
        #expect(full.status == 1)
        #expect(
            full.stderr
                == "error: cannot write /dev/full: is a character device, not a regular file; refusing to replace it\n")
        #expect(Self.info("/dev/full")?.kind == S_IFCHR)

        #expect(symlink("/dev/null", folder.appendingPathComponent("null.svg").path) == 0)
        let linked = try Tool.run(["render", "suite/good.json", "-o", "null.svg"], in: folder)
        #expect(linked.status == 1)
        #expect(linked.stderr.contains("null.svg: is a character device"))
        #expect(Self.info(folder.appendingPathComponent("null.svg").path, link: true)?.kind == S_IFLNK)

        let fifo = folder.appendingPathComponent("out.svg")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let piped = try Tool.run(["render", "suite/good.json", "-o", "out.svg"], in: folder)
        #expect(piped.status == 1)
        #expect(piped.stderr.contains("out.svg: is a FIFO (named pipe), not a regular file"))
        #expect(Self.info(fifo.path)?.kind == S_IFIFO)
    }

    @Test func safeWriterCreatesNewFilesAndLeavesNothingBehindOnFailure() throws {
        let folder = try TestSupport.temporaryFolder()
        let new = folder.appendingPathComponent("new.txt")
        try SafeFileWriter.write(Data("one".utf8), to: new.path)
        #expect(try Self.contents(new) == "one")
        let mask = umask(0)
        umask(mask)
        #expect(Self.info(new.path)?.mode == 0o666 & ~mask)

        #expect(throws: FileProblem.self) {
            try SafeFileWriter.write(Data("two".utf8), to: folder.appendingPathComponent("missing/new.txt").path)
        }
        #expect(chmod(new.path, 0o444) == 0)
        do {
            try SafeFileWriter.write(Data("two".utf8), to: new.path)
            Issue.record("a read-only file was written")
        } catch {
            #expect(error.path == new.path)
            #expect(error.message.hasPrefix("the file is read-only (mode 0444"))
        }
        #expect(try Self.contents(new) == "one")
        #expect(try Self.hiddenFiles(in: folder).isEmpty)
    }

    @Test func renderOutputWritesLinkTargetAndKeepsMode() throws {
        let folder = try Tool.suite()
        let target = folder.appendingPathComponent("picture.svg")
        try TestSupport.write("old", to: "picture.svg", in: folder)
        #expect(chmod(target.path, 0o600) == 0)
        #expect(symlink("picture.svg", folder.appendingPathComponent("latest.svg").path) == 0)
        let run = try Tool.run(["render", "suite/good.json", "-o", "latest.svg"], in: folder)
        #expect(run.status == 0)
        #expect(try Self.contents(target).contains("<svg"))
        #expect(Self.info(target.path)?.mode == 0o600)
        #expect(Self.info(folder.appendingPathComponent("latest.svg").path, link: true)?.kind == S_IFLNK)
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fixture files under paths named on a command line, and every path that could not be
/// looked at, so that a tool never passes what it did not check.
///
/// Folders are searched recursively for `.json` files (names starting with `.` are skipped);
/// symbolic links are followed. Every folder that cannot be opened, broken link, loop of links,
/// special file (FIFO, device, socket) named like a fixture, and folder argument without any
/// fixture is a ``FileProblem``.
/// ```swift
/// let scan = FixtureFileScan(["Fixtures"])
/// for problem in scan.problems { print("error: \(problem)") }
/// for file in scan.files { print(file.name) }
/// ```
public struct FixtureFileScan: Sendable {
    /// A fixture file found.
    public struct File: Equatable, Sendable {
        /// The path to open.
        public var path: String
        /// The path as shown in messages: the argument, or the folder argument joined with the
        /// file's path inside it.
        public var name: String
    }

    /// One result in path order: a file to run or a path that could not be looked at.
    public enum Entry: Equatable, Sendable {
        /// A fixture file.
        case file(File)
        /// A path that could not be looked at.
        case problem(FileProblem)

        /// The file's or problem's path, as shown in messages.
        public var name: String {
            switch self {
            case .file(let file): file.name
            case .problem(let problem): problem.path
            }
        }
    }

    /// Files and problems, sorted by name.
    public private(set) var entries: [Entry] = []
    /// Arguments that do not exist at all (a usage error rather than a failure).
    public private(set) var missing: [String] = []

    /// The files found, in name order.
    public var files: [File] {
        entries.compactMap { if case .file(let file) = $0 { file } else { nil } }
    }

    /// The paths that could not be looked at, in name order.
    public var problems: [FileProblem] {
        entries.compactMap { if case .problem(let problem) = $0 { problem } else { nil } }
    }

    private struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private var seen: Set<Identity> = []

    /// Scans `arguments`: files and folders (searched recursively).
    public init(_ arguments: [String]) {
        for argument in arguments {
            scan(argument: argument)
        }
        entries.sort { $0.name < $1.name }
    }

    private mutating func scan(argument: String) {
        let link: FileSystem.Status
        switch FileSystem.linkStatus(argument) {
        case .success(let status): link = status
        case .failure(let error) where error.code == ENOENT || error.code == ENOTDIR:
            missing.append(argument)
            return
        case .failure(let error):
            entries.append(.problem(FileProblem(path: argument, message: "cannot look at it: \(error)")))
            return
        }
        let status: FileSystem.Status
        switch FileSystem.status(argument) {
        case .success(let target): status = target
        case .failure(let error):
            let message =
                link.isSymbolicLink
                ? FileSystem.unfollowableLinkMessage(argument, error) : "cannot look at it: \(error)"
            entries.append(.problem(FileProblem(path: argument, message: message)))
            return
        }
        if status.isDirectory {
            var display = argument
            while display.count > 1 && display.hasSuffix("/") { display.removeLast() }
            let before = entries.count
            walk(
                folder: argument, display: display == "." ? "" : display,
                ancestors: [Identity(device: status.device, inode: status.inode)])
            if entries.count == before {
                entries.append(
                    .problem(
                        FileProblem(path: argument, message: "no fixture files (*.json) in this folder or below it")))
            }
        } else {
            addFixture(File(path: argument, name: argument), status)
        }
    }

    /// Adds a file named as a fixture: a regular file, or a problem when it is anything else.
    private mutating func addFixture(_ file: File, _ status: FileSystem.Status) {
        guard status.isRegularFile else {
            entries.append(
                .problem(
                    FileProblem(
                        path: file.name,
                        message: "not a regular file but \(status.kindDescription); fixtures are regular files")))
            return
        }
        add(file, status)
    }

    private mutating func add(_ file: File, _ status: FileSystem.Status) {
        if seen.insert(Identity(device: status.device, inode: status.inode)).inserted {
            entries.append(.file(file))
        }
    }

    private mutating func walk(folder: String, display: String, ancestors: [Identity]) {
        let names: [String]
        switch Self.names(in: folder) {
        case .success(let found): names = found
        case .failure(let error):
            entries.append(
                .problem(
                    FileProblem(path: display.isEmpty ? "." : display, message: "cannot open the folder: \(error)")))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            let shown = display.isEmpty ? name : FileSystem.join(display, name)
            let isFixtureName = name.hasSuffix(".json")
            let link: FileSystem.Status
            switch FileSystem.linkStatus(path) {
            case .success(let status): link = status
            case .failure(let error):
                entries.append(.problem(FileProblem(path: shown, message: "cannot look at it: \(error)")))
                continue
            }
            var status = link
            if link.isSymbolicLink {
                switch FileSystem.status(path) {
                case .success(let target): status = target
                case .failure(let error):
                    entries.append(
                        .problem(FileProblem(path: shown, message: FileSystem.unfollowableLinkMessage(path, error))))
                    continue
                }
            }
            if status.isDirectory {
                let identity = Identity(device: status.device, inode: status.inode)
                if ancestors.contains(identity) {
                    entries.append(
                        .problem(
                            FileProblem(
                                path: shown, message: "symbolic link loop: it leads back to a folder that contains it"))
                    )
                    continue
                }
                walk(folder: path, display: shown, ancestors: ancestors + [identity])
            } else if isFixtureName {
                addFixture(File(path: path, name: shown), status)
            }
        }
    }

    /// The names in a folder, sorted, or why it cannot be read.
    private static func names(in folder: String) -> Result<[String], Errno> {
        guard let directory = opendir(folder) else { return .failure(Errno.current) }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return .failure(Errno.current) }
                break
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names.sorted())
    }
}

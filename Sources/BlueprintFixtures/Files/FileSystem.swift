import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin, error-checked wrappers around the POSIX file calls the fixture tools need.
package enum FileSystem {
    /// What `stat` says about a path.
    struct Status {
        var mode: mode_t
        var owner: uid_t
        var group: gid_t
        var links: Int
        var device: UInt64
        var inode: UInt64

        var kind: mode_t { mode & S_IFMT }
        var isRegularFile: Bool { kind == S_IFREG }
        var isDirectory: Bool { kind == S_IFDIR }
        var isSymbolicLink: Bool { kind == S_IFLNK }
        /// The permission bits, with set-id and sticky bits.
        var permissions: mode_t { mode & 0o7777 }

        /// `a FIFO`, `a character device`, … for messages.
        var kindDescription: String { FileSystem.describe(kind: kind) }

        init(_ info: stat) {
            mode = info.st_mode
            owner = info.st_uid
            group = info.st_gid
            links = Int(info.st_nlink)
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    static func describe(kind: mode_t) -> String {
        switch kind {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// `stat` (following links), or the errno.
    static func status(_ path: String) -> Result<Status, Errno> {
        var info = stat()
        return stat(path, &info) == 0 ? .success(Status(info)) : .failure(Errno.current)
    }

    /// `lstat` (the link itself), or the errno.
    static func linkStatus(_ path: String) -> Result<Status, Errno> {
        var info = stat()
        return lstat(path, &info) == 0 ? .success(Status(info)) : .failure(Errno.current)
    }

    /// The target a symbolic link points to, as written in the link.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Why a path that `lstat` finds cannot be followed: a broken link or a loop of links.
    static func unfollowableLinkMessage(_ path: String, _ error: Errno) -> String {
        switch error.code {
        case ELOOP:
            return "symbolic link loop (the links never reach a file)"
        case ENOENT, ENOTDIR:
            let target = linkTarget(path).map { " to \"\($0)\"" } ?? ""
            return "broken symbolic link\(target): the target does not exist"
        default:
            return "cannot follow the symbolic link: \(error)"
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying after interruptions; the errno on failure.
    /// (Also the command-line tool's way to standard output and error.)
    package static func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Errno? {
        bytes.withUnsafeBytes { buffer -> Errno? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return Errno.current
                }
                offset += written
            }
            return nil
        }
    }

    /// Creates the folder at `path` and any missing folders above it (`mkdir -p`).
    /// - Throws: ``FileProblem`` naming the folder that could not be made and why.
    static func makeFolders(_ path: String) throws(FileProblem) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o777) != 0 && errno != EEXIST {
                throw FileProblem(path: current, message: "cannot create the folder: \(Errno.current)")
            }
        }
        guard case .success(let status) = status(path), status.isDirectory else {
            throw FileProblem(path: path, message: "is not a folder")
        }
    }

    /// `path` with `name` appended.
    static func join(_ path: String, _ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// The folder part of `path` (`.` when it has none).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}

/// An `errno` value with its message.
package struct Errno: Error, CustomStringConvertible, Equatable {
    package var code: Int32

    static var current: Errno { Errno(code: errno) }

    /// `Permission denied`, as `strerror` says it.
    package var description: String { String(cString: strerror(code)) }
}

// MARK: - Reading

/// Reads fixture files without blocking on, or misreading, anything that is not a regular file.
enum FixtureFileReader {
    /// The contents of the regular file at `path`.
    ///
    /// The file is opened without blocking (so a FIFO cannot hang the reader), checked to be a
    /// regular file, then read whole.
    static func contents(ofFileAt path: String) throws(FileProblem) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let error = Errno.current
            if error.code == ELOOP || error.code == ENOENT,
                case .success(let link) = FileSystem.linkStatus(path), link.isSymbolicLink
            {
                throw FileProblem(path: path, message: FileSystem.unfollowableLinkMessage(path, error))
            }
            if error.code == ENXIO {
                throw FileProblem(path: path, message: "not a regular file (a socket or a device without a reader)")
            }
            throw FileProblem(path: path, message: "cannot open the file: \(error)")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw FileProblem(path: path, message: "cannot read the file's status: \(Errno.current)")
        }
        let status = FileSystem.Status(info)
        guard status.isRegularFile else {
            throw FileProblem(
                path: path, message: "not a regular file but \(status.kindDescription); fixtures are regular files")
        }
        // Reads block normally from here on (a regular file never returns EAGAIN, but be exact).
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }

        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 4096))) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileProblem(path: path, message: "cannot read the file: \(Errno.current)")
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}

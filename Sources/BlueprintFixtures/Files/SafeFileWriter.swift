import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents without damaging what is there.
///
/// - A symbolic link is followed and its target written; the link stays a link.
/// - A special file (FIFO, device, socket) or a folder is refused, never replaced.
/// - Permission is judged on the file itself, from its mode bits and owner, not from the
///   folder: a file without write permission is refused, even for root (for root, a file
///   nobody may write is refused; its owner would have to `chmod` it first).
/// - The new contents go to a temporary file beside the target, which gets the target's mode
///   (and owner and group, which only root can give away), is flushed to disk, and is renamed
///   over the target: a reader sees the old file or the new one, never half of one.
/// - A file with several hard links is refused: replacing it would split it from its other names.
///
/// ```swift
/// try SafeFileWriter.write(Data(svg.utf8), to: "out.svg")
/// ```
public enum SafeFileWriter {
    /// Writes `data` to `path` (see the type's rules).
    /// - Throws: ``FileProblem`` naming `path` and what was wrong; the target is then unchanged.
    public static func write(_ data: Data, to path: String) throws(FileProblem) {
        let target = try resolve(path)
        let existing: FileSystem.Status?
        switch FileSystem.status(target) {
        case .success(let status): existing = status
        case .failure(let error) where error.code == ENOENT: existing = nil
        case .failure(let error): throw FileProblem(path: path, message: "cannot look at it: \(error)")
        }
        if let existing {
            try checkReplaceable(existing, path: path)
        }
        let folder = FileSystem.folder(of: target)
        var template = Array(FileSystem.join(folder, ".\(FileSystem.lastComponent(of: target)).tmp-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileProblem(path: path, message: "cannot create a temporary file in \(folder): \(Errno.current)")
        }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            let mode: mode_t
            if let existing {
                mode = existing.permissions
            } else {
                let mask = umask(0)
                umask(mask)
                mode = 0o666 & ~mask
            }
            guard fchmod(descriptor, mode) == 0 else {
                throw FileProblem(path: path, message: "cannot set the new file's mode: \(Errno.current)")
            }
            if let existing, existing.owner != geteuid() || existing.group != getegid() {
                guard fchown(descriptor, existing.owner, existing.group) == 0 else {
                    throw FileProblem(
                        path: path,
                        message:
                            "cannot keep the file's owner and group (\(existing.owner):\(existing.group)) when replacing it as user \(geteuid()): \(Errno.current); run as its owner"
                    )
                }
            }
            try writeAll(data, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else {
                throw FileProblem(path: path, message: "cannot flush the new contents to disk: \(Errno.current)")
            }
        }
        guard rename(temporary, target) == 0 else {
            throw FileProblem(path: path, message: "cannot replace the file: \(Errno.current)")
        }
        renamed = true
        // Make the rename itself durable; a failure here leaves a complete file either way.
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Refuses what must not be replaced: special files, folders, files without write
    /// permission, hard-linked files.
    static func checkReplaceable(_ status: FileSystem.Status, path: String) throws(FileProblem) {
        guard status.isRegularFile else {
            throw FileProblem(
                path: path,
                message: "is \(status.kindDescription), not a regular file; refusing to replace it")
        }
        guard isWritable(status) else {
            throw FileProblem(
                path: path,
                message:
                    "the file is read-only (mode 0\(String(status.permissions, radix: 8)), owner \(status.owner)) for user \(geteuid()); refusing to write it"
            )
        }
        guard status.links <= 1 else {
            throw FileProblem(
                path: path,
                message:
                    "the file has \(status.links) hard links; replacing it would separate it from its other names, refusing to write it"
            )
        }
    }

    /// Whether the mode bits let this process's user write the file: the owner's bits for its
    /// owner, the group's for a member of its group, the others' otherwise. Root, which the
    /// kernel lets write anything, is held to "someone may write it".
    static func isWritable(_ status: FileSystem.Status) -> Bool {
        let user = geteuid()
        if user == 0 { return status.mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0 }
        if status.owner == user { return status.mode & S_IWUSR != 0 }
        if isMember(of: status.group) { return status.mode & S_IWGRP != 0 }
        return status.mode & S_IWOTH != 0
    }

    private static func isMember(of group: gid_t) -> Bool {
        if getegid() == group { return true }
        let count = getgroups(0, nil)
        guard count > 0 else { return false }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let found = getgroups(count, &groups)
        return found > 0 && groups[0..<Int(found)].contains(group)
    }

    /// The path a write to `path` lands on: symbolic links followed (relative targets from the
    /// link's folder), up to 40 of them.
    static func resolve(_ path: String) throws(FileProblem) -> String {
        var current = path
        for _ in 0..<40 {
            guard case .success(let status) = FileSystem.linkStatus(current), status.isSymbolicLink else {
                return current
            }
            guard let target = FileSystem.linkTarget(current) else {
                throw FileProblem(path: path, message: "cannot read the symbolic link \(current): \(Errno.current)")
            }
            current = target.hasPrefix("/") ? target : FileSystem.join(FileSystem.folder(of: current), target)
        }
        throw FileProblem(path: path, message: "symbolic link loop (the links never reach a file)")
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileProblem) {
        if let failure = FileSystem.writeAll(data, to: descriptor) {
            throw FileProblem(path: path, message: "cannot write the new contents: \(failure)")
        }
    }
}

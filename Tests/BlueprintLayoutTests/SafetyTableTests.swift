import Foundation
import Testing

/// SAFETY.md says which files hold unsafe code; these tests keep it true. They scan every source
/// file under `Sources/` for the constructs that step outside safe Swift (``UnsafeConstructScan``)
/// and compare the files found with the files SAFETY.md's tables list.
@Suite struct SafetyTableTests {
    /// The package's root directory: this file is `Tests/BlueprintLayoutTests/SafetyTableTests.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyFileWithUnsafeCodeIsInSafetyTable() throws {
        let listed = try SafetyTable.listedPaths(in: Self.safetyText())
        let found = try UnsafeConstructScan.files(under: Self.packageRoot, in: "Sources")
        let missing = found.filter { file, _ in !SafetyTable.covers(listed, file) }
        #expect(
            missing.isEmpty,
            """
            SAFETY.md's table does not list these files with unsafe code: \
            \(missing.keys.sorted().map { "\($0) (\(missing[$0]!.joined(separator: ", ")))" }.joined(separator: "; ")). \
            Prefer safe code; else add a row saying what makes it safe.
            """)
        // The scan found the engine's own unsafe code, so a broken scan cannot pass unnoticed.
        #expect(found["Sources/BlueprintLayout/Engine/LayoutContext.swift"] != nil)
    }

    @Test func everyFileInSafetyTableHasUnsafeCode() throws {
        let listed = try SafetyTable.listedPaths(in: Self.safetyText())
        let found = try UnsafeConstructScan.files(under: Self.packageRoot, in: "Sources")
        #expect(!listed.isEmpty)
        for path in listed {
            let hasUnsafeCode = found.keys.contains { SafetyTable.covers([path], $0) }
            #expect(hasUnsafeCode, "SAFETY.md lists \(path), which has no unsafe code (or does not exist)")
        }
    }

    @Test(arguments: [
        "let p: UnsafeMutablePointer<Int>",
        "array.withUnsafeBufferPointer { _ in }",
        "let box = unsafeDowncast(object, to: Box.self)",
        "let value = unsafeBitCast(raw, to: Int.self)",
        "let context: Unmanaged<LayoutContext>",
        "let first = pointer.unsafelyUnwrapped",
        "unowned(unsafe) let parent: Node",
        "@exclusivity(unchecked) var count = 0",
        "final class Counter: @unchecked Sendable {}",
        "nonisolated(unsafe) static var shared = 0",
        "_ = madvise(pointer, size, MADV_DONTNEED)",
        "_ = mallopt(M_TRIM_THRESHOLD, -1)",
        "import CBlueprintSupport",
    ])
    func scanFindsEachConstruct(line: String) {
        #expect(!UnsafeConstructScan.constructs(in: line).isEmpty, "not found in: \(line)")
    }

    @Test(arguments: [
        "markUnsafe(first, last)",
        "// A comment about Unmanaged references and withUnsafeBytes.",
        "    /// Keeps `@unchecked Sendable` out of the public API.",
        "let isSafe = true // unlike unsafeBitCast",
        "import Foundation",
    ])
    func scanIgnoresSafeCodeAndComments(line: String) {
        #expect(UnsafeConstructScan.constructs(in: line).isEmpty, "found in: \(line)")
    }

    @Test func tableRowsAreReadFromTheirFirstColumn() {
        let text = """
            | file | unsafe part | what makes it safe |
            |---|---|---|
            | `Sources/A/B.swift` | `Unmanaged` in `Sources/A/C.swift` | nothing |
            | `Sources/CTarget/` | C | reviewed |
            | `Sources/D.swift`, `Sources/E.swift` | both | reviewed |
            """
        let listed = SafetyTable.listedPaths(in: text)
        #expect(listed == ["Sources/A/B.swift", "Sources/CTarget/", "Sources/D.swift", "Sources/E.swift"])
        #expect(SafetyTable.covers(listed, "Sources/CTarget/x.c"))
        #expect(!SafetyTable.covers(listed, "Sources/A/C.swift"))
    }

    private static func safetyText() throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent("SAFETY.md"), encoding: .utf8)
    }
}

/// The files SAFETY.md lists: the first column of its tables, a path in backticks from the package
/// root (`Sources/…`); a path ending in `/` stands for every file under it (a C target).
enum SafetyTable {
    static func listedPaths(in text: String) -> [String] {
        text.split(separator: "\n").flatMap { line -> [String] in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard line.hasPrefix("|"), cells.count > 2 else { return [] }
            // One path or several, each in backticks: `Sources/A.swift`, `Sources/B.swift`.
            return cells[1].split(separator: "`").map(String.init).filter { $0.hasPrefix("Sources/") }
        }
    }

    static func covers(_ listed: [String], _ file: String) -> Bool {
        listed.contains { $0 == file || ($0.hasSuffix("/") && file.hasPrefix($0)) }
    }
}

/// Finds the constructs that step outside safe Swift: unsafe pointers and buffers (`Unsafe…`,
/// `withUnsafe…`, `unsafelyUnwrapped`, `unowned(unsafe)`), unchecked casts (`unsafeDowncast`, `unsafeBitCast`), `Unmanaged` references,
/// unchecked exclusivity, unchecked sendability, `nonisolated(unsafe)`, calls into C that manage
/// memory or threads (`madvise`, `mallopt`, `malloc`, `pthread_create`, …), imports of the
/// package's C targets, and any C source file.
enum UnsafeConstructScan {
    private static let pattern = try! NSRegularExpression(
        pattern: [
            #"\bUnsafe\w*"#, #"withUnsafe\w*"#, #"\bunsafelyUnwrapped\b"#, #"unowned\(unsafe\)"#,
            #"\bunsafeDowncast\b"#, #"\bunsafeBitCast\b"#, #"\bUnmanaged\b"#,
            #"@exclusivity\(unchecked\)"#, #"@unchecked\s+Sendable"#, #"nonisolated\(unsafe\)"#,
            #"\b(?:madvise|mmap|munmap|mallopt|malloc|calloc|realloc|posix_memalign|memcpy|memmove|memset)\s*\("#,
            #"\b(?:pthread_create|pthread_getspecific|pthread_setspecific)\s*\("#,
            #"^\s*import\s+C[A-Z]\w*"#,
        ].joined(separator: "|"))

    /// The unsafe constructs in one line of Swift, comments left out.
    static func constructs(in line: String) -> [String] {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.hasPrefix("//") else { return [] }
        var code = line
        if let comment = code.range(of: #"\s//"#, options: .regularExpression) {
            code = String(code[..<comment.lowerBound])
        }
        let range = NSRange(code.startIndex..., in: code)
        return pattern.matches(in: code, range: range).compactMap { match in
            Range(match.range, in: code).map { String(code[$0]) }
        }
    }

    /// Every file under `directory` of `root` with unsafe code, by its path from `root`, with the
    /// constructs found (a C file is unsafe as a whole).
    static func files(under root: URL, in directory: String) throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return found
        }
        for case let url as URL in enumerator {
            let path = directory + "/" + url.path.dropFirst(base.path.count + 1)
            switch url.pathExtension {
            case "c", "h":
                found[path] = ["C"]
            case "swift":
                let text = try String(contentsOf: url, encoding: .utf8)
                let hits = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .flatMap { constructs(in: String($0)) }
                if !hits.isEmpty { found[path] = Array(Set(hits)).sorted() }
            default:
                continue
            }
        }
        return found
    }
}

import Foundation

@testable import BlueprintText

/// The fonts shipped in `Fonts/`, loaded once for all tests.
enum TestFonts {
    /// The package's root directory.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ path: String) -> URL { packageRoot.appendingPathComponent(path) }

    /// Noto Sans Regular: Latin, Greek, Cyrillic; GPOS kerning, `liga` ligatures.
    static let notoSans: Font = try! Font(contentsOf: url("Fonts/NotoSans-Regular.ttf"))
    /// Face 1 of the CJK subset collection: Noto Sans CJK SC.
    static let notoSansCJK: Font = try! Font(
        contentsOf: url("Fonts/NotoSansCJK-Subset.ttc"), faceIndex: 1
    )

    /// The bytes of a shipped font file.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: url(path))
    }
}

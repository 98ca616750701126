import BlueprintFixtures
import BlueprintLayout
import Foundation

/// Paths and helpers shared by the fixture tests.
enum TestSupport {
    /// The package's root folder, from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // BlueprintFixturesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The copied `BadFixtures` resource folder.
    static var badFixtures: URL {
        Bundle.module.url(forResource: "BadFixtures", withExtension: nil)
            ?? packageRoot.appendingPathComponent("Tests/BlueprintFixturesTests/BadFixtures")
    }

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("blueprint-fixtures-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `text` to `name` in `folder` and returns the file's URL.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Decodes fixture text with the standard registry.
    static func decode(_ text: String, file: String = "test.json") throws(FixtureError) -> Fixture {
        try FixtureDecoder().decode(text: text, file: file)
    }

    /// A complete fixture document around an element and checks.
    static func fixture(element: String, measurements: String? = nil, layouts: String? = nil, extra: String = "")
        -> String
    {
        var members = [
            "\"format\": \"blueprint-layout-fixture/1\"",
            "\"name\": \"test\"",
            "\"element\": \(element)",
        ]
        if let measurements { members.append("\"measurements\": \(measurements)") }
        if let layouts { members.append("\"layouts\": \(layouts)") }
        if !extra.isEmpty { members.append(extra) }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

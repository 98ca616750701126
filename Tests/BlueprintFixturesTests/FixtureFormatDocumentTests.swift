import BlueprintFixtures
import Foundation
import Testing

/// `Docs/FixtureFormat.md`, the fixture format's reference in this repository, cannot fall behind
/// the standard registry: every type it decodes has a section there that names every key and child
/// trait of the type's description, and the fixtures the page and the `BlueprintFixtures` articles
/// show decode (and, when they are complete files, pass).
@Suite struct FixtureFormatDocumentTests {
    static let documentPath = "Docs/FixtureFormat.md"

    static func read(_ path: String) throws -> String {
        try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines from the heading `#### \`type\`` to the next heading.
    static func section(of type: String, in document: String) -> String? {
        let lines = document.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "#### `\(type)`") else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("#") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    @Test func everyRegisteredTypeHasASectionWithItsKeysAndChildTraits() throws {
        let document = try Self.read(Self.documentPath)
        let registry = ElementDecoderRegistry.standard
        #expect(registry.typeNames.count >= 28)
        for type in registry.typeNames {
            guard let section = Self.section(of: type, in: document) else {
                Issue.record("\(Self.documentPath) has no section \"#### `\(type)`\" for \(type)")
                continue
            }
            let description = try #require(registry.typeDescription(for: type))
            // `top, bottom, left, right` describes four keys.
            let names = (description.keys + description.childTraits).flatMap {
                $0.name.components(separatedBy: ", ")
            }
            for name in names where !section.contains("`\(name)`") {
                Issue.record("\(Self.documentPath), section \(type): the key `\(name)` is not mentioned")
            }
        }
    }

    @Test func thePageNamesTheContractAndTheTypesCommand() throws {
        let document = try Self.read(Self.documentPath)
        #expect(document.contains("`FIXTURES.md`"))
        #expect(document.contains("blueprint-layout types"))
        #expect(document.contains(fixtureFormat))
    }

    /// Every ```json block of the page and of the BlueprintFixtures articles: a whole fixture
    /// decodes and passes; an element node decodes inside a fixture that checks nothing of it.
    @Test(arguments: [
        documentPath,
        "Sources/BlueprintFixtures/BlueprintFixtures.docc/BlueprintFixtures.md",
        "Sources/BlueprintFixtures/BlueprintFixtures.docc/TestingLayoutsWithFixtures.md",
    ])
    func examplesDecodeAndPass(path: String) throws {
        let blocks = try Self.read(path).components(separatedBy: "```json\n").dropFirst().map {
            $0.components(separatedBy: "\n```")[0]
        }
        #expect(!blocks.isEmpty)
        for (index, block) in blocks.enumerated() {
            let name = "\(path), JSON example \(index + 1)"
            // Paths in the examples (font files) are written as for a fixture at the repository's root.
            let root = TestSupport.packageRoot
            if block.contains("\"format\"") {
                let fixture = try FixtureDecoder().decode(text: block, file: name, directory: root)
                let result = FixtureRunner().run(fixture)
                if !result.passed {
                    Issue.record("\(name) fails:\n\(result.failureLines.joined(separator: "\n"))")
                }
            } else if block.hasPrefix("{ \"type\"") || block.hasPrefix("{\"type\"") {
                let text = TestSupport.fixture(
                    element: block, measurements: #"[{"constraint": {}, "size": [null, null]}]"#)
                _ = try FixtureDecoder().decode(text: text, file: name, directory: root)
            }
        }
    }
}

import BlueprintFixtures
import Foundation
import Testing

/// `Docs/FixtureFormat.md`, the fixture format's reference in this repository, cannot drift from
/// the standard registry: every type it decodes has a section there whose tables document exactly
/// the keys and child traits the type's description declares (the schema its decoder reads), and
/// the fixtures the page and the `BlueprintFixtures` articles show decode (and, when they are
/// complete files, pass).
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

    /// The names in the first column of the section's tables whose header's first cell is
    /// `header` (`key`, `trait`), or starts with it and a parenthesis (`trait (in a cell's
    /// traits)`): `| \`top\`, \`bottom\` | … |` documents `top` and `bottom`.
    static func documentedNames(in section: String, header: String) -> Set<String> {
        var names: Set<String> = []
        var inTable = false
        for line in section.components(separatedBy: "\n") {
            guard line.hasPrefix("|") else {
                inTable = false
                continue
            }
            let firstCell = line.split(separator: "|", omittingEmptySubsequences: true).first.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if firstCell == header || firstCell?.hasPrefix(header + " (") == true {
                inTable = true
            } else if inTable, let firstCell, !firstCell.hasPrefix("---") {
                names.formUnion(firstCell.matches(of: /`([A-Za-z]+)`/).map { String($0.output.1) })
            }
        }
        return names
    }

    /// Each type's key tables document exactly the keys and child traits its description declares,
    /// the schema the decoder reads: a key missing from the page fails, and so does a key the page
    /// documents that the type does not declare. Every type section names a registered type.
    @Test func everyRegisteredTypeHasASectionWithExactlyItsDeclaredKeysAndChildTraits() throws {
        let document = try Self.read(Self.documentPath)
        let registry = ElementDecoderRegistry.standard
        #expect(registry.typeNames.count >= 28)
        for type in registry.typeNames {
            guard let section = Self.section(of: type, in: document) else {
                Issue.record("\(Self.documentPath) has no section \"#### `\(type)`\" for \(type)")
                continue
            }
            let description = try #require(registry.typeDescription(for: type))
            let declaredKeys = Set(description.keys.flatMap(\.names))
            let declaredTraits = Set(description.childTraits.flatMap(\.names))
            let keys = Self.documentedNames(in: section, header: "key")
            let traits = Self.documentedNames(in: section, header: "trait")
            for name in declaredKeys.subtracting(keys).sorted() {
                Issue.record("\(Self.documentPath), section \(type): the key `\(name)` is not in its key table")
            }
            for name in keys.subtracting(declaredKeys).sorted() {
                Issue.record(
                    "\(Self.documentPath), section \(type): `\(name)` is documented but \(type) does not declare it")
            }
            for name in declaredTraits.subtracting(traits).sorted() {
                Issue.record(
                    "\(Self.documentPath), section \(type): the child trait `\(name)` is not in its trait table")
            }
            for name in traits.subtracting(declaredTraits).sorted() {
                Issue.record(
                    "\(Self.documentPath), section \(type): the trait `\(name)` is documented but \(type) does not declare it"
                )
            }
        }
        let sections = document.components(separatedBy: "\n").compactMap { line in
            line.firstMatch(of: /^#### `([A-Za-z]+)`$/).map { String($0.output.1) }
        }
        #expect(
            Set(sections) == Set(registry.typeNames),
            "sections without a type: \(Set(sections).subtracting(registry.typeNames))")
    }

    /// The table reading above sees what a drifted page would show.
    @Test func aKeyMissingFromTheTableOrDocumentedButNotDeclaredIsFound() {
        let section = """
            #### `Spacer`

            | key | values (default) |
            |---|---|
            | `size` | `[width, height]` |
            | `width`, `depth` | numbers |

            | trait | values |
            |---|---|
            | `key` | a string |
            """
        #expect(Self.documentedNames(in: section, header: "key") == ["size", "width", "depth"])
        #expect(Self.documentedNames(in: section, header: "trait") == ["key"])
        let declared = Set(ElementDecoderRegistry.standard.typeDescription(for: "Spacer")?.keys.flatMap(\.names) ?? [])
        #expect(declared == ["size", "width", "height"])
        #expect(declared.subtracting(Self.documentedNames(in: section, header: "key")) == ["height"])
        #expect(Self.documentedNames(in: section, header: "key").subtracting(declared) == ["depth"])
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

import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// Issue #38: what a newcomer looks for is where they look — the README's SVG recipe works and
/// draws names, Row's default underflow is stated where rows are introduced, the naming rule,
/// measured axes and `record` are documented, and the README says where `package:` comes from.
@Suite struct NewcomerDocumentationTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Row 6: the README's recipe, as written there, lays out, reads a frame and draws by key.
    @Test func theReadmeRecipeDrawsTheLayoutWithItsNames() throws {
        let recipe = """
            let receipt = row.layout(frame: CGRect(x: 0, y: 0, width: 384, height: CGFloat.infinity))
            receipt.frame(forKey: "badge")                    // frames in root coordinates
            try SVGRenderer().render(receipt).write(toFile: "row.svg", atomically: true, encoding: .utf8)
            """
        #expect(try Self.text("README.md").contains(recipe))

        let row = Row(alignment: .center, underflow: .growUniformly, minimumSpacing: 8) {
            Spacer(width: 24, height: 24).stackLayoutChild(priority: .fixed)
            Label(text: "Inbox").stackLayoutChild(priority: .flexible)
            Label(text: "12").stackLayoutChild(priority: .flexible, key: "badge")
        }
        let receipt = row.layout(frame: CGRect(x: 0, y: 0, width: 384, height: CGFloat.infinity))
        #expect(receipt.frame == CGRect(x: 0, y: 0, width: 384, height: 24))
        #expect(receipt.frame(forKey: "badge") == CGRect(x: 224, y: 4, width: 160, height: 16))
        let file = try TestSupport.temporaryFolder().appendingPathComponent("row.svg")
        try SVGRenderer().render(receipt).write(toFile: file.path, atomically: true, encoding: .utf8)
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.contains(">badge (Label)</text>"))
    }

    /// Row 6: containers are labelled by key or id where they have one, not by their type alone.
    @Test func drawingsLabelContainersByKeyOrID() {
        let header = Column {
            Row {
                Spacer(40); Spacer(20)
            }.keyed("logo")
            Row { Spacer(10) }.fixtureID("title")
            Row { Spacer(10) }
        }
        let svg = SVGRenderer().render(header.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 60)))
        #expect(svg.contains(">logo (Row)</text>"))
        #expect(svg.contains(">title (Row)</text>"))
        #expect(svg.contains(#"data-type="Row" data-key="logo""#))
    }

    /// Row 7: Blueprint's default underflow stays, and is said where rows are introduced.
    @Test func rowsDefaultUnderflowIsStatedWhereUsersLook() throws {
        let readme = try Self.text("README.md")
        let table = try #require(readme.components(separatedBy: "\n").first { $0.hasPrefix("| `Row`, `Column` |") })
        #expect(table.contains("`.spaceEvenly`") && table.contains("`.justifyToStart`"))
        #expect(try Self.text("Sources/BlueprintLayout/Elements/Row.swift").contains("`underflow: .justifyToStart`"))
        let started = try Self.text("Sources/BlueprintLayout/BlueprintLayout.docc/GettingStarted.md")
        #expect(started.contains("``StackLayout/UnderflowDistribution/spaceEvenly``"))
        // And it is still the default.
        #expect(Row().horizontalUnderflow == .spaceEvenly)
    }

    /// Rows 1, 2, 3 and 9: the naming rule, measured axes, record and the package identity.
    @Test func theFormatArticlesAndReadmeDocumentWhatChanged() throws {
        let format = try Self.text("Docs/FixtureFormat.md")
        #expect(format.contains("## Naming elements"))
        #expect(format.contains("`receipt/total`"))
        #expect(format.contains("**Measured axis**"))
        #expect(format.contains("| `null` axes in a layout check's `size`: a measured axis |"))
        #expect(format.contains("**It keeps the file.**"))
        let testing = try Self.text("Sources/BlueprintFixtures/BlueprintFixtures.docc/TestingLayoutsWithFixtures.md")
        for heading in [
            "### Naming elements", "### Checks at a width, with the height the content needs", "### When a check fails",
        ] {
            #expect(testing.contains(heading))
        }
        #expect(testing.contains("registry: .myApp)"))
        let registering = try Self.text("Sources/BlueprintFixtures/BlueprintFixtures.docc/RegisteringElementTypes.md")
        #expect(registering.contains("### Lists and nested objects"))
        #expect(
            FileManager.default.fileExists(
                atPath: TestSupport.packageRoot.appendingPathComponent(
                    "Sources/BlueprintFixtures/BlueprintFixtures.docc/DrawingALayout.md"
                ).path))
        let readme = try Self.text("README.md")
        #expect(readme.contains("it is `\"BlueprintLayout\"` only when the checkout's folder"))
        #expect(readme.contains("(Docs/FixtureFormat.md#naming-elements)"))
    }
}

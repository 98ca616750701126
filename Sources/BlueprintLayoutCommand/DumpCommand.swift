import BlueprintFixtures
import BlueprintLayout
import Foundation

/// `blueprint-layout dump FILE`: the laid-out tree as text.
enum DumpCommand {
    static let help = """
        OVERVIEW: Print a fixture's laid-out element tree: one element a line, indented, with its
        type, .key and #id when it has them, and its frame [x, y, width, height] in the root's
        coordinates (the listing LayoutResultNode.dump() prints in Swift).

        USAGE: blueprint-layout dump FILE [--layout K]

        OPTIONS:
          --layout K         Lay out as layout check K does (from 0; default 0). A fixture without
                             layout checks is laid out in its unconstrained measured size.
          -h, --help         Show this help

        """

    static func run(_ rawArguments: [String]) throws -> Int32 {
        let arguments = try Arguments(
            rawArguments,
            command: "dump",
            flags: [["--help", "-h"]],
            options: [["--layout"]]
        )
        if arguments.flags.contains("--help") {
            Output.out(help)
            return ExitCode.success
        }
        let path = try arguments.singleFile(command: "dump")
        guard let (fixture, layoutIndex) = try FixtureArgument.load(path, arguments: arguments, command: "dump")
        else { return ExitCode.failure }
        let result: LayoutResultNode
        if let check = fixture.layouts[safeIndex: layoutIndex ?? 0] {
            // As the check lays it out: measured axes measured, rounded when it says so.
            result = FixtureRunner(registry: ToolContext.registry).layoutResult(
                of: fixture.element, in: check, fixture: fixture)
        } else {
            var size = fixture.element.content.measure(in: .unconstrained, environment: fixture.environment)
            if !size.width.isFinite { size.width = 100 }
            if !size.height.isFinite { size.height = 100 }
            result = fixture.element.layout(frame: CGRect(origin: .zero, size: size), environment: fixture.environment)
        }
        Output.out(FixtureDump.dump(result))
        return ExitCode.success
    }
}

extension Array {
    subscript(safeIndex index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

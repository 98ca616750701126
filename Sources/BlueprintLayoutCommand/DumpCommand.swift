import BlueprintFixtures
import BlueprintLayout
import Foundation

/// `blueprint-layout dump FILE`: the laid-out tree as text.
enum DumpCommand {
    static let layout = CommandOption.value(
        "--layout", "K",
        help: """
            Lay out as layout check K does (from 0; default 0). A fixture without layout checks is laid \
            out in its unconstrained measured size.
            """)

    static let interface = CommandInterface(
        name: "dump",
        summary: "Print a fixture's laid-out tree: type, id and frame per element",
        overview: """
            Print a fixture's laid-out element tree: one element a line, indented, with its type, .key \
            and #id when it has them, and its frame [x, y, width, height] in the root's coordinates (the \
            listing LayoutResultNode.dump() prints in Swift).
            """,
        arguments: [RenderCommand.file],
        options: [layout])

    static func run(_ arguments: Arguments) throws -> Int32 {
        let path = try arguments.singleFile()
        guard let (fixture, layoutIndex) = try FixtureArgument.load(path, layout: Self.layout, arguments: arguments)
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

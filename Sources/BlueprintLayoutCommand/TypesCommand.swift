import BlueprintFixtures
import Foundation

/// `blueprint-layout types [TYPE...]`: the element vocabulary of the registry in use, each type
/// with its keys and the traits it reads from its children.
enum TypesCommand {
    static let help = """
        OVERVIEW: List the element types fixtures may use with this tool: each type's summary, its
        keys, and the traits it reads from its children's "traits" objects.

        USAGE: blueprint-layout types [TYPE...]

        ARGUMENTS:
          TYPE               Show only these types (default: every type, sorted by name)

        OPTIONS:
          -h, --help         Show this help

        The list is the registry of the tool in use: a tool built with BlueprintLayoutCommand and
        its own registry lists its own types beside the built-in ones (the vocabulary of the
        fixture format, described in the repository's Docs/FixtureFormat.md).

        """

    static func run(_ rawArguments: [String]) throws -> Int32 {
        let arguments = try Arguments(rawArguments, command: "types", flags: [["--help", "-h"]], options: [])
        if arguments.flags.contains("--help") {
            Output.out(help)
            return ExitCode.success
        }
        let registry = ToolContext.registry
        let names = registry.typeNames
        for name in arguments.positional where !names.contains(name) {
            throw UsageError(
                message: "unknown element type \"\(name)\"" + ElementTypeSuggestions.didYouMean(name, among: names),
                command: "types"
            )
        }
        let shown = arguments.positional.isEmpty ? names : arguments.positional
        var blocks = shown.map { entry($0, registry.typeDescription(for: $0)) }
        if arguments.positional.isEmpty {
            blocks.insert(header(names), at: 0)
        }
        Output.out(blocks.joined(separator: "\n\n"))
        return ExitCode.success
    }

    /// `30 element types: 28 built in, and this tool's own Badge, Stripes.`, and what every node
    /// may carry.
    static func header(_ names: [String]) -> String {
        let builtIn = Set(ElementDecoderRegistry.standard.typeNames)
        let own = names.filter { !builtIn.contains($0) }
        let counts =
            own.isEmpty
            ? "\(names.count) element types."
            : "\(names.count) element types: \(names.count - own.count) built in, and this tool's own \(own.joined(separator: ", "))."
        return """
            \(counts)
            Every node has "type"; any node may have an "id" (the name frame checks use), and a child
            of a container that reads traits may have "traits" (the keys listed under its container).
            """
    }

    /// One type: `Row: summary`, then its keys and child traits in two columns.
    static func entry(_ name: String, _ description: ElementTypeDescription?) -> String {
        guard let description else {
            return "\(name): (no description registered)"
        }
        var lines = ["\(name): \(description.summary)"]
        // The meanings line up in one column, two spaces at least after the longest name (keys
        // are indented by 2, child traits by 4).
        let column =
            max(
                18,
                (description.keys.map { $0.name.count + 2 } + description.childTraits.map { $0.name.count + 4 }).max()
                    ?? 0
            ) + 2
        func row(_ key: ElementTypeDescription.Key, indent: String) -> String {
            indent + key.name.padding(toLength: column - indent.count, withPad: " ", startingAt: 0) + key.meaning
        }
        if description.keys.isEmpty {
            lines.append("  (no keys)")
        }
        for key in description.keys {
            lines.append(row(key, indent: "  "))
        }
        if !description.childTraits.isEmpty {
            lines.append("  child traits (in each child's \"traits\"):")
            for key in description.childTraits {
                lines.append(row(key, indent: "    "))
            }
        }
        return lines.joined(separator: "\n")
    }
}

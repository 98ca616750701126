/// One command of `blueprint-layout`: everything the tool needs to list it, explain it and run it.
///
/// Adding a command is adding one entry to ``Commands/all``: the overview (`--help`), `help
/// NAME`, "did you mean" for misspelled names and the dispatch all read that list.
struct Command: Sendable {
    /// The word that selects it: `check`.
    var name: String
    /// Its arguments in short, for the overview's left column: `check PATH...`.
    var synopsis: String
    /// One line for the overview.
    var summary: String
    /// Its full `--help` text (OVERVIEW, USAGE, OPTIONS, …).
    var help: String
    /// Runs it with the arguments after its name; returns the exit status, or throws a
    /// ``UsageError``.
    var run: @Sendable ([String]) throws -> Int32
}

/// The commands of `blueprint-layout`, in the order the overview lists them.
enum Commands {
    static let all: [Command] = [
        Command(
            name: "check", synopsis: "check PATH...",
            summary: "Run fixtures (files or folders, recursively) and report failures",
            help: CheckCommand.help, run: CheckCommand.run),
        Command(
            name: "record", synopsis: "record PATH...",
            summary: "Write the engine's sizes and frames into fixtures",
            help: RecordCommand.help, run: RecordCommand.run),
        Command(
            name: "render", synopsis: "render FILE",
            summary: "Draw a fixture's layout as SVG (render --html DIR: an HTML page of a folder)",
            help: RenderCommand.help, run: RenderCommand.run),
        Command(
            name: "dump", synopsis: "dump FILE",
            summary: "Print a fixture's laid-out tree: type, id and frame per element",
            help: DumpCommand.help, run: DumpCommand.run),
        Command(
            name: "types", synopsis: "types [TYPE...]",
            summary: "List the element types fixtures may use, with their keys and child traits",
            help: TypesCommand.help, run: TypesCommand.run),
        Command(
            name: "bench", synopsis: "bench",
            summary: "Time layouts of the benchmark trees (release builds)",
            help: BenchCommand.help, run: BenchCommand.run),
    ]

    /// The command called `name`.
    static func named(_ name: String) -> Command? {
        all.first { $0.name == name }
    }
}

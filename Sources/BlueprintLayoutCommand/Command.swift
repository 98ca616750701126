/// One command of `blueprint-layout`: its interface (name, summary, arguments, options) and what
/// runs it.
///
/// Adding a command is adding one entry to ``Commands/all``: the overview (`--help`), `help
/// NAME`, "did you mean" for misspelled names and the dispatch all read that list.
struct Command: Sendable {
    /// What the command shows and accepts; its `--help` and its parsing come from it.
    var interface: CommandInterface
    /// Runs it with its parsed arguments; returns the exit status, or throws a ``UsageError``.
    var run: @Sendable (Arguments) throws -> Int32

    /// The word that selects it: `check`.
    var name: String { interface.name }
    /// Its full `--help` text (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, …).
    var help: String { interface.help }
}

/// The commands of `blueprint-layout`, in the order the overview lists them.
enum Commands {
    static let all: [Command] = [
        Command(interface: CheckCommand.interface, run: CheckCommand.run),
        Command(interface: RecordCommand.interface, run: RecordCommand.run),
        Command(interface: RenderCommand.interface, run: RenderCommand.run),
        Command(interface: DumpCommand.interface, run: DumpCommand.run),
        Command(interface: TypesCommand.interface, run: TypesCommand.run),
        Command(interface: BenchCommand.interface, run: BenchCommand.run),
    ]

    /// The command called `name`.
    static func named(_ name: String) -> Command? {
        all.first { $0.name == name }
    }
}

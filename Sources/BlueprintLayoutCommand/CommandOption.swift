/// One option of a command, declared once: its names, the value it takes and what it does. The
/// command's usage lines, its `--help`, the parser (``Arguments``) and the command's reading of
/// the option all come from this one value, as swift-argument-parser derives them from
/// `@Option(name:help:)`.
///
/// ```swift
/// static let filter = CommandOption.value("--filter", "TEXT", help: "Run only fixtures whose name contains TEXT")
/// let text = arguments.value(filter)
/// ```
struct CommandOption: Hashable, Sendable {
    /// Its names, the long one (`--verbose`) first: usage lines and messages use it; `--help`
    /// lists every name.
    let names: [String]
    /// The name of its value in usage and help (`TEXT`, `FILE`), nil for a flag.
    let valueName: String?
    /// Whether it may be given more than once (usage then shows `[--tree NAME]...`).
    let isRepeatable: Bool
    /// What it does: one paragraph, wrapped when shown.
    let help: String

    /// The long name: `--verbose`.
    var name: String { names[0] }

    /// Whether it takes no value.
    var isFlag: Bool { valueName == nil }

    /// A flag (an option without a value): `--strict`, or `--verbose` with `-v`.
    static func flag(_ name: String, _ otherNames: String..., help: String) -> CommandOption {
        CommandOption(names: [name] + otherNames, valueName: nil, isRepeatable: false, help: help)
    }

    /// An option with a value, `--filter TEXT` or `--filter=TEXT`; the last one given counts
    /// unless it is `repeatable` (then every one counts, in order).
    static func value(
        _ name: String, _ valueName: String, otherNames: [String] = [], repeatable: Bool = false, help: String
    ) -> CommandOption {
        CommandOption(names: [name] + otherNames, valueName: valueName, isRepeatable: repeatable, help: help)
    }

    /// `-h`, `--help`, which every command takes.
    static let help = flag("--help", "-h", help: "Show this help")
}

/// A positional argument of a command: its name in help (`PATH`), how usage lines write it
/// (`PATH...`, `[TYPE...]`) and what it is.
struct CommandArgument: Sendable {
    /// Its name in the ARGUMENTS section and in messages: `PATH`.
    let name: String
    /// How usage lines write it: `PATH...` (one or more), `[TYPE...]` (any number), `FILE`.
    let usage: String
    /// What it is.
    let help: String
}

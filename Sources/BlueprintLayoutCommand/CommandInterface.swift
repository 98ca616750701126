/// Everything a command shows and accepts on the command line, declared once: its name, what it
/// does, its positional arguments, its options and the ways to call it. ``Command`` lists it in
/// the overview, `--help` prints it (``help``), and ``Arguments`` parses by it.
struct CommandInterface: Sendable {
    /// One way to call the command, written on one usage line.
    struct Usage: Sendable {
        /// One word or group of a usage line.
        enum Item: Sendable {
            /// A positional argument, as ``CommandArgument/usage`` writes it.
            case argument(CommandArgument)
            /// An option this way of calling requires (`--html`), written without brackets.
            case required(CommandOption)
            /// An option this way of calling takes, written in brackets: `[--filter TEXT]`.
            case optional(CommandOption)
        }

        /// The items, in the order written.
        let items: [Item]

        /// A usage line of `items`.
        init(_ items: [Item]) { self.items = items }
    }

    /// The word that selects the command: `check`.
    let name: String
    /// One line for the tool's overview.
    let summary: String
    /// What the command does: `--help`'s OVERVIEW paragraph.
    let overview: String
    /// The positional arguments, in the ARGUMENTS section.
    let arguments: [CommandArgument]
    /// The options, in the OPTIONS section's order (`--help` is added to every command).
    let options: [CommandOption]
    /// The usage lines; nil: one line with every argument, then every option in brackets.
    private let declaredUsages: [Usage]?
    /// Paragraphs printed after the options (blank lines separate them).
    let discussion: String

    /// A command's interface; see the properties.
    init(
        name: String, summary: String, overview: String, arguments: [CommandArgument] = [],
        options: [CommandOption] = [], usages: [Usage]? = nil, discussion: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.overview = overview
        self.arguments = arguments
        self.options = options
        self.declaredUsages = usages
        self.discussion = discussion
    }

    /// The usage lines: those declared, or one line with every argument and every option.
    var usages: [Usage] {
        declaredUsages ?? [Usage(arguments.map { .argument($0) } + options.map { .optional($0) })]
    }

    /// Every option the parser accepts: the declared ones and `--help`.
    var acceptedOptions: [CommandOption] { options + [.help] }
}

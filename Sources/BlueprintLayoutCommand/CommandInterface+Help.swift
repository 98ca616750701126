/// The text derived from a ``CommandInterface``: usage lines, the overview's synopsis and the
/// whole `--help`.
extension CommandInterface {
    /// The width `--help` wraps its text to.
    static let width = 96
    /// Where the help of arguments and options starts.
    static let helpColumn = 21

    /// `check PATH...`: the name and the first usage line's arguments, for the tool's overview.
    var synopsis: String {
        let arguments = usages.first?.items.compactMap { item -> String? in
            if case .argument(let argument) = item { return argument.usage }
            return nil
        }
        return ([name] + (arguments ?? [])).joined(separator: " ")
    }

    /// The words of a usage line after `blueprint-layout`: `check PATH... [--filter TEXT]`.
    static func words(of usage: Usage, command: String) -> [String] {
        [command]
            + usage.items.map { item in
                switch item {
                case .argument(let argument): argument.usage
                case .required(let option): written(option)
                case .optional(let option): "[\(written(option))]" + (option.isRepeatable ? "..." : "")
                }
            }
    }

    /// `--filter TEXT`, `--strict`.
    static func written(_ option: CommandOption) -> String {
        option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }

    /// `-v, --verbose`, `-o, --output PATH`: every name, short ones first, and the value.
    static func listed(_ option: CommandOption) -> String {
        let names = option.names.filter { !$0.hasPrefix("--") } + option.names.filter { $0.hasPrefix("--") }
        return names.joined(separator: ", ") + (option.valueName.map { " \($0)" } ?? "")
    }

    /// The whole `--help`: OVERVIEW, USAGE, ARGUMENTS, OPTIONS and the discussion.
    var help: String {
        var lines = Self.wrap(overview, firstPrefix: "OVERVIEW: ", prefix: "")
        lines.append("")
        for (index, usage) in usages.enumerated() {
            let lead = index == 0 ? "USAGE: blueprint-layout " : "       blueprint-layout "
            let words = Self.words(of: usage, command: name)
            let indent = String(repeating: " ", count: lead.count + name.count + 1)
            lines += Self.wrap(
                words.dropFirst().joined(separator: " "), firstPrefix: lead + name + " ", prefix: indent,
                breakingAt: " [")
        }
        if !arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for argument in arguments { lines += Self.entry(argument.name, argument.help) }
        }
        lines += ["", "OPTIONS:"]
        for option in acceptedOptions { lines += Self.entry(Self.listed(option), option.help) }
        for paragraph in discussion.components(separatedBy: "\n\n") where !paragraph.isEmpty {
            lines.append("")
            lines += Self.wrap(paragraph, firstPrefix: "", prefix: "")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  --filter TEXT      Run only…`, the help wrapped in its column.
    static func entry(_ label: String, _ help: String) -> [String] {
        let head = "  " + label
        let indent = String(repeating: " ", count: helpColumn)
        if head.count + 2 > helpColumn {
            return [head] + wrap(help, firstPrefix: indent, prefix: indent)
        }
        return wrap(help, firstPrefix: head.padding(toLength: helpColumn, withPad: " ", startingAt: 0), prefix: indent)
    }

    /// `text` (its line breaks count as spaces) in lines of at most ``width`` characters, the
    /// first starting with `firstPrefix`, the others with `prefix`; lines break at spaces, or
    /// only before `breakingAt` when given (usage lines break between options).
    static func wrap(_ text: String, firstPrefix: String, prefix: String, breakingAt separator: String = " ")
        -> [String]
    {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        var pieces = flat.components(separatedBy: separator)
        for index in pieces.indices.dropFirst() { pieces[index] = separator.dropFirst() + pieces[index] }
        var lines: [String] = []
        var line = firstPrefix
        var lineHasText = false
        for piece in pieces where !piece.isEmpty {
            if lineHasText && line.count + 1 + piece.count > width {
                lines.append(line)
                line = prefix + piece
            } else {
                line += (lineHasText ? " " : "") + piece
            }
            lineHasText = true
        }
        lines.append(line)
        return lines
    }
}

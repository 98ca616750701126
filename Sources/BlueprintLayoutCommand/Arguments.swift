import BlueprintFixtures
import Foundation

/// A small command-line parser, shared by every command, that parses by the command's
/// ``CommandInterface``: positional arguments, flags and options with values (`--name value` or
/// `--name=value`); `--` ends the options. Unknown options are usage errors with a "did you mean".
struct Arguments {
    /// The command the arguments are for (named in usage errors).
    let command: String
    /// The arguments as given.
    let raw: [String]
    /// The positional arguments, in order.
    private(set) var positional: [String] = []
    /// The flags given.
    private var flags: Set<CommandOption> = []
    /// Every value given to each option, in order.
    private var values: [CommandOption: [String]] = [:]

    /// Parses `arguments` by `interface`.
    init(_ arguments: [String], interface: CommandInterface) throws {
        command = interface.name
        raw = arguments
        let accepted = interface.acceptedOptions
        func option(named name: String) -> CommandOption? {
            accepted.first { $0.names.contains(name) }
        }
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = option(named: name) else {
                let known = accepted.flatMap(\.names).filter { $0.hasPrefix("--") }
                throw UsageError(
                    message: "unknown option '\(argument)'" + Suggest.didYouMean(name, among: known), command: command)
            }
            if option.isFlag {
                guard inlineValue == nil else {
                    throw UsageError(message: "'\(name)' takes no value", command: command)
                }
                flags.insert(option)
            } else if let inlineValue {
                values[option, default: []].append(inlineValue)
            } else if index < arguments.count {
                values[option, default: []].append(arguments[index])
                index += 1
            } else {
                throw UsageError(message: "missing value for '\(name)'", command: command)
            }
        }
    }

    /// Whether the flag `option` was given.
    func has(_ option: CommandOption) -> Bool { flags.contains(option) }

    /// Whether `option` was given at all (a flag, or an option with a value).
    func contains(_ option: CommandOption) -> Bool { flags.contains(option) || values[option] != nil }

    /// The last value given to `option`, if any.
    func value(_ option: CommandOption) -> String? { values[option]?.last }

    /// Every value given to `option`, in order.
    func values(_ option: CommandOption) -> [String] { values[option] ?? [] }

    /// The one positional argument, a FILE; a usage error when there is none or more than one.
    func singleFile() throws -> String {
        guard positional.count == 1 else {
            throw UsageError(
                message: positional.isEmpty ? "missing FILE" : "expected one FILE, found \(positional.count)",
                command: command
            )
        }
        return positional[0]
    }

    /// The one positional argument, `name` (`DIR`, `FILE`) being `what` (`the folder of
    /// fixtures`); a usage error saying what is missing when there is none, or how many there
    /// were when there are more.
    func singleArgument(named name: String, what: String) throws -> String {
        guard positional.count == 1 else {
            throw UsageError(
                message: positional.isEmpty
                    ? "missing \(name): name \(what)" : "expected one \(name), found \(positional.count)",
                command: command
            )
        }
        return positional[0]
    }

    /// No positional argument at all; a usage error naming the first one otherwise.
    func noPositional() throws {
        if let first = positional.first {
            throw UsageError(message: "unexpected argument '\(first)'", command: command)
        }
    }

    /// A non-negative integer option.
    func index(_ option: CommandOption) throws -> Int? {
        try integer(option, in: 0...Int.max)
    }

    /// A whole-number option within `range`.
    func integer(_ option: CommandOption, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(option) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            let expected =
                range.upperBound == Int.max
                ? (range.lowerBound == 0 ? "a non-negative whole number" : "a whole number from \(range.lowerBound)")
                : "a whole number from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError(message: "'\(option.name)' expects \(expected), found '\(text)'", command: command)
        }
        return value
    }
}

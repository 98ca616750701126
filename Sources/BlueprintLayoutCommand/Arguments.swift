import BlueprintFixtures
import Foundation

/// A small command-line parser, shared by every command: positional arguments, flags and options
/// with values (`--name value` or `--name=value`, repeatable); `--` ends the options.
struct Arguments {
    var positional: [String] = []
    var flags: Set<String> = []
    /// Every value given to each option, in order, by canonical name.
    private var values: [String: [String]] = [:]

    /// Parses `arguments` for `command`, accepting `flags` and `valueOptions` (each with its
    /// aliases, first name canonical).
    init(_ arguments: [String], command: String, flags knownFlags: [[String]], options knownOptions: [[String]]) throws
    {
        func canonical(_ name: String, in groups: [[String]]) -> String? {
            groups.first { $0.contains(name) }?.first
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
            if let flag = canonical(name, in: knownFlags), inlineValue == nil {
                flags.insert(flag)
            } else if let option = canonical(name, in: knownOptions) {
                if let inlineValue {
                    values[option, default: []].append(inlineValue)
                } else if index < arguments.count {
                    values[option, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError(message: "missing value for '\(name)'", command: command)
                }
            } else if canonical(name, in: knownFlags) != nil {
                throw UsageError(message: "'\(name)' takes no value", command: command)
            } else {
                let known = (knownFlags + knownOptions).flatMap { $0 }.filter { $0.hasPrefix("--") }
                throw UsageError(
                    message: "unknown option '\(argument)'" + Suggest.didYouMean(name, among: known), command: command)
            }
        }
    }

    /// The last value given to each option, by canonical name.
    var options: [String: String] { values.compactMapValues(\.last) }

    /// Every value given to `option`, in order.
    func all(_ option: String) -> [String] { values[option] ?? [] }

    /// The one positional argument, a FILE; a usage error when there is none or more than one.
    func singleFile(command: String) throws -> String {
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
    func singleArgument(named name: String, what: String, command: String) throws -> String {
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
    func noPositional(command: String) throws {
        if let first = positional.first {
            throw UsageError(message: "unexpected argument '\(first)'", command: command)
        }
    }

    /// A non-negative integer option.
    func index(_ option: String, command: String) throws -> Int? {
        try integer(option, in: 0...Int.max, command: command)
    }

    /// A whole-number option within `range`.
    func integer(_ option: String, in range: ClosedRange<Int>, command: String) throws -> Int? {
        guard let text = values[option]?.last else { return nil }
        guard let value = Int(text), range.contains(value) else {
            let expected =
                range.upperBound == Int.max
                ? (range.lowerBound == 0 ? "a non-negative whole number" : "a whole number from \(range.lowerBound)")
                : "a whole number from \(range.lowerBound) to \(range.upperBound)"
            throw UsageError(message: "'\(option)' expects \(expected), found '\(text)'", command: command)
        }
        return value
    }
}

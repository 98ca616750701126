import Foundation

/// A small command-line parser: positional arguments, flags and options with values
/// (`--name value` or `--name=value`); `--` ends the options.
struct Arguments {
    var positional: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]

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
                    options[option] = inlineValue
                } else if index < arguments.count {
                    options[option] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "missing value for '\(name)'", command: command)
                }
            } else {
                throw UsageError(message: "unknown option '\(argument)'", command: command)
            }
        }
    }

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

    /// A non-negative integer option.
    func index(_ option: String, command: String) throws -> Int? {
        guard let text = options[option] else { return nil }
        guard let value = Int(text), value >= 0 else {
            throw UsageError(
                message: "'\(option)' expects a non-negative whole number, found '\(text)'", command: command)
        }
        return value
    }
}

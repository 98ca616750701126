import Foundation

/// What the page reads from a fixture's element JSON: the element types and IDs used, and each
/// identified node's traits as compact text (`growPriority: 1, key: "a"`).
struct FixtureJSONSummary {
    var types: [String] = []
    var ids: [String] = []
    var traits: [String: String] = [:]

    init(_ element: JSONValue?) {
        guard let element else { return }
        var seenTypes = Set<String>()
        var seenIDs = Set<String>()
        var pending = [element]
        while let value = pending.popLast() {
            switch value {
            case .array(let items):
                pending.append(contentsOf: items.reversed())
            case .object(let node):
                let object = node.materialized()
                if case .string(let type)? = object["type"], seenTypes.insert(type).inserted { types.append(type) }
                if case .string(let id)? = object["id"] {
                    if seenIDs.insert(id).inserted { ids.append(id) }
                    if case .object(let traits)? = object["traits"] {
                        self.traits[id] = traits.members.map { "\($0.key): \(Self.compact($0.value))" }
                            .joined(separator: ", ")
                    }
                }
                for member in object.members.reversed() where member.key != "traits" { pending.append(member.value) }
            default:
                break
            }
        }
        types.sort()
    }

    /// One-line JSON.
    static func compact(_ value: JSONValue) -> String {
        switch value {
        case .array(let items): "[" + items.map(compact).joined(separator: ", ") + "]"
        case .object(let object):
            "{" + object.members.map { "\($0.key): \(compact($0.value))" }.joined(separator: ", ") + "}"
        default: value.errorDescription
        }
    }
}

import Foundation

/// A path into a JSON document: `$`, `$.element.children[2]`, `$.layouts[0].frames["a b"]`.
public struct JSONPath: Hashable, CustomStringConvertible, Sendable {
    /// One step: a member key or an array index.
    public enum Component: Hashable, Sendable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The steps from the document's root.
    public var components: [Component] {
        get {
            var components: [Component] = []
            components.reserveCapacity(last?.depth ?? 0)
            var link = last
            while let current = link {
                components.append(current.component)
                link = current.parent
            }
            return components.reversed()
        }
        set {
            last = nil
            for component in newValue { last = Link(parent: last, component: component) }
        }
    }

    /// The last step, linked to the steps before it. Paths that share a prefix share its links,
    /// so appending a step takes constant time and memory whatever the depth.
    private var last: Link?

    private final class Link: Sendable {
        let parent: Link?
        let component: Component
        let depth: Int

        init(parent: Link?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
        }
    }

    /// The root path, `$`.
    public static var root: JSONPath { JSONPath(components: []) }

    /// A path with `components`.
    public init(components: [Component]) {
        self.components = components
    }

    private init(last: Link?) {
        self.last = last
    }

    /// The path without its last step, and that step; nil for the root. A table that keeps a path
    /// for each of many nodes keeps these instead: the parent is shared with the node's siblings, so
    /// no entry holds a step object of its own (a million of them, freed together, left a million
    /// holes between the objects decoded alongside).
    var parentAndLastStep: (parent: JSONPath, last: Component)? {
        last.map { (JSONPath(last: $0.parent), $0.component) }
    }

    /// This path followed by `component`.
    func appending(_ component: Component) -> JSONPath {
        JSONPath(last: Link(parent: last, component: component))
    }

    /// This path followed by a member key.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(last: Link(parent: last, component: .key(key)))
    }

    /// This path followed by an array index.
    public func appending(index: Int) -> JSONPath {
        JSONPath(last: Link(parent: last, component: .index(index)))
    }

    /// Paths are equal when their components are.
    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
        var left = lhs.last
        var right = rhs.last
        while true {
            switch (left, right) {
            case (nil, nil): return true
            case (let l?, let r?):
                if l === r { return true }
                guard l.depth == r.depth, l.component == r.component else { return false }
                left = l.parent
                right = r.parent
            default: return false
            }
        }
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// `$`, then `.key` for identifier-like keys, `["key"]` for others and `[n]` for indices.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .key(let key):
                if isIdentifierLike(key) {
                    text += ".\(key)"
                } else {
                    text += "[\(JSONWriter.quoted(key))]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    private func isIdentifierLike(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !CharacterSet.decimalDigits.contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0 == "-" || CharacterSet.alphanumerics.contains($0) }
            && key.unicodeScalars.allSatisfy(\.isASCII)
    }
}

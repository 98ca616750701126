import Foundation

/// Why a fixture file could not be read: the file, where in it (a JSON path such as
/// `$.element.children[2].traits.growPriority`, or a line and column for malformed JSON), and
/// what was expected.
///
/// ```swift
/// // row.json: $.element.children[2].traits.growPriority: expected a number, found "x"
/// print(error)
/// ```
/// A decoder reports every independent error of a file in one run (a wrong value in one element
/// node and a typo in another, or in a check), up to ``maximumCount``: the first is this error,
/// the others are ``additionalErrors``, and ``allErrors`` lists them all in document order.
public struct FixtureError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file's name or path, as given to the decoder.
    public var file: String
    /// `$.element.children[2]`, or `line 3, column 5`; empty when the file itself could not be
    /// read.
    public var location: String
    /// What was wrong and what was expected.
    public var message: String
    /// The other errors found in the same file, in document order (empty for most files). The
    /// decoder stops after ``maximumCount`` errors, and then says so in a last one.
    public var additionalErrors: [FixtureError] = []

    /// The most errors one file reports (the decoder stops looking after that many).
    public static let maximumCount = 20

    /// Creates an error.
    public init(file: String, location: String, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// This error and its ``additionalErrors``, each on its own.
    public var allErrors: [FixtureError] {
        var first = self
        first.additionalErrors = []
        return [first] + additionalErrors
    }

    /// `errors` as one error: the first, with the others as its ``additionalErrors``.
    static func combining(_ errors: [FixtureError]) -> FixtureError {
        var first = errors[0]
        first.additionalErrors = Array(errors.dropFirst())
        return first
    }

    /// An error at a JSON path, with the file filled in later by the decoder.
    public init(at path: JSONPath, _ message: String) {
        self.init(file: "", location: path.description, message: message)
    }

    /// `file: location: message` (`file: message` for a problem with the file itself, whose
    /// location is empty), then each of the ``additionalErrors`` on a line of its own.
    public var description: String {
        let place = location.isEmpty ? "" : "\(location): "
        let first = file.isEmpty ? "\(place)\(message)" : "\(file): \(place)\(message)"
        return ([first] + additionalErrors.map(\.description)).joined(separator: "\n")
    }

    /// This error (and the additional ones) with `file` set where it is empty.
    func inFile(_ name: String) -> FixtureError {
        var copy = self
        if copy.file.isEmpty { copy.file = name }
        copy.additionalErrors = additionalErrors.map { $0.inFile(name) }
        return copy
    }
}

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

// MARK: - Suggestions

package enum Suggestions {
    /// The candidate closest to `word` by edit distance (ignoring case), when it is close enough
    /// to be a likely misspelling.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = max(1, min(3, (max(word.count, best.candidate.count) + 1) / 3))
        return best.distance <= limit ? best.candidate : nil
    }

    /// `; did you mean "x"?` or the empty string.
    package static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        guard let match = closest(to: word, among: candidates) else { return "" }
        return "; did you mean \(JSONWriter.quoted(match))?"
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            previousPrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}

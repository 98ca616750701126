import BlueprintLayout
import Foundation

/// The elements of a result tree that checks can name, found by the one naming rule of the
/// fixture tools (`check`, `record`, ``FixtureSuite``, ``FixtureAssertions`` and
/// `BlueprintFixturesTesting`'s `expectLayout`):
///
/// 1. **A fixture ID** names the element that carries it (an `"id"` in a fixture, `fixtureID(_:)`
///    in Swift). IDs come first: a name that is an ID names that element.
/// 2. **A key path** names an element added with a key (`add(key:)`, `keyed(_:)`, a child's
///    `"key"` trait, `gridCell(key:)`): the key, after the name of its nearest named ancestor — the
///    ID of the nearest ancestor with one, or else its key path — joined with `/`. The cell keyed
///    `total` in the element with ID `receipt` is `receipt/total`; with no named ancestor, it is
///    `total`. Keys are compared as text (`String(describing:)`).
/// 3. **A shortened key path** — the path without some of its leading steps (`total` for
///    `receipt/total`) — names the element when no other key path ends the same way. A complete
///    path wins over a shortened one; a name that fits several elements is an error that lists
///    them.
///
/// IDs are looked up in a table built in one walk (every ID, the first in tree order winning).
/// Key paths are followed only when a check names something other than an ID, and only the
/// names asked for are kept, so checking a fixture whose checks name IDs costs what it did.
struct IdentifiedNodes {
    /// What a check compares of a node (not the whole `LayoutAttributes`, whose transform alone
    /// is 128 bytes: this table has an entry per identified node).
    struct Node {
        var frame: CGRect
        var attributes: Attributes
    }

    /// The attributes a layout check can compare.
    struct Attributes {
        var alpha: CGFloat
        var isHidden: Bool
        var isUserInteractionEnabled: Bool
    }

    /// What a name finds.
    enum Lookup {
        /// The one element with this name.
        case found(Node)
        /// No element has this ID or key path.
        case notFound
        /// Several elements have this (complete or shortened) key path: `count` of them, the first
        /// few paths given.
        case ambiguous(paths: [String], count: Int)
    }

    /// The elements with a fixture ID in tree order, one per ID.
    private(set) var entries: [(id: String, node: Node)] = []
    /// Where each ID's entry is. Indices instead of nodes keep the table small: a dictionary keeps
    /// its keys and its values in buffers sized for its capacity, up to 2.7 times the count, so
    /// 48-byte nodes took 168 bytes an ID with their keys, and 4-byte indices take about 55.
    private var positions: [String: Int32] = [:]
    /// The elements whose key paths end with a name asked for, by name.
    private var keyMatches: [String: KeyMatches] = [:]
    /// Every key path in the tree, in tree order (the first `maximumKeyPaths`), for "did you
    /// mean"; filled only when key paths are followed.
    private(set) var keyPaths: [String] = []

    /// The most key paths kept for suggestions.
    static let maximumKeyPaths = 2_000

    /// The elements whose complete or shortened key path is one name.
    private struct KeyMatches {
        var exact: [(path: String, node: Node)] = []
        var exactCount = 0
        var shortened: [(path: String, node: Node)] = []
        var shortenedCount = 0

        mutating func add(path: String, node: Node, exact isExact: Bool) {
            if isExact {
                exactCount += 1
                if exact.count < 3 { exact.append((path, node)) }
            } else {
                shortenedCount += 1
                if shortened.count < 3 { shortened.append((path, node)) }
            }
        }
    }

    /// The named elements of `result`.
    ///
    /// - Parameters:
    ///   - result: The laid-out tree.
    ///   - keyPathNames: The names to find by key path (those that may not be IDs); key paths are
    ///     not followed when empty.
    ///   - expectedCount: How many IDs to expect (room is reserved for them).
    init(_ result: LayoutResultNode, keyPathNames: Set<String> = [], expectedCount: Int = 0) {
        positions.reserveCapacity(expectedCount)
        entries.reserveCapacity(expectedCount)
        guard !keyPathNames.isEmpty else {
            result.forEachNode { node, frame, _ in
                if let id = node.fixtureID { add(id, frame: frame, node: node) }
                return true
            }
            return
        }
        // By depth: the name a node's descendants' key paths start from (nil: none).
        var scopes: [String?] = []
        result.forEachNode { node, frame, depth in
            let parentScope = depth > 0 ? scopes[depth - 1] : nil
            let id = node.fixtureID
            if let id { add(id, frame: frame, node: node) }
            var path: String?
            if let key = node.key {
                let step = (key.base as? String) ?? "\(key.base)"
                let keyPath = parentScope.map { "\($0)/\(step)" } ?? step
                path = keyPath
                if keyPaths.count < Self.maximumKeyPaths { keyPaths.append(keyPath) }
                match(keyPath, frame: frame, node: node, among: keyPathNames)
            }
            let scope = id ?? path ?? parentScope
            if scopes.count == depth { scopes.append(scope) } else { scopes[depth] = scope }
            return true
        }
    }

    /// Records `node` for each name in `names` that `path` is, or ends with after a `/`.
    private mutating func match(_ path: String, frame: CGRect, node: LayoutResultNode, among names: Set<String>) {
        var shown: Node?
        func record(_ name: String, exact: Bool) {
            let value = shown ?? Self.node(node, frame: frame)
            shown = value
            keyMatches[name, default: KeyMatches()].add(path: path, node: value, exact: exact)
        }
        if names.contains(path) { record(path, exact: true) }
        var rest = Substring(path)
        while let slash = rest.firstIndex(of: "/") {
            rest = rest[rest.index(after: slash)...]
            let name = String(rest)
            if names.contains(name) { record(name, exact: false) }
        }
    }

    /// The element with fixture ID `id`, the first in tree order when several have it.
    subscript(id: String) -> Node? {
        positions[id].map { entries[Int($0)].node }
    }

    /// What `name` finds by the naming rule: an ID first, then a complete key path, then a
    /// shortened one.
    func lookup(_ name: String) -> Lookup {
        if let node = self[name] { return .found(node) }
        guard let matches = keyMatches[name] else { return .notFound }
        if matches.exactCount == 1 { return .found(matches.exact[0].node) }
        if matches.exactCount > 1 { return .ambiguous(paths: matches.exact.map(\.path), count: matches.exactCount) }
        if matches.shortenedCount == 1 { return .found(matches.shortened[0].node) }
        return .ambiguous(paths: matches.shortened.map(\.path), count: matches.shortenedCount)
    }

    private mutating func add(_ name: String, frame: CGRect, node: LayoutResultNode) {
        guard positions[name] == nil else { return }
        positions[name] = Int32(entries.count)
        entries.append((name, Self.node(node, frame: frame)))
    }

    private static func node(_ node: LayoutResultNode, frame: CGRect) -> Node {
        let attributes = node.layoutAttributes
        return Node(
            frame: frame,
            attributes: Attributes(
                alpha: attributes.alpha,
                isHidden: attributes.isHidden,
                isUserInteractionEnabled: attributes.isUserInteractionEnabled
            )
        )
    }
}

/// Why a name a check lists finds no element: the fixture's IDs are put in a set the first time
/// one is missing, and "did you mean" (a scan of every ID and key path) is offered for the first
/// few only, so a check with many missing names stays linear.
struct MissingNames {
    /// The IDs declared in the fixture (nil for a Swift-built element, whose IDs are its own).
    let declaredIDs: [String]?
    private var idSet: Set<String>?
    private var suggestionsLeft = 10

    init(declaredIDs: [String]?) {
        self.declaredIDs = declaredIDs
    }

    /// The message for `name`, which `placed` does not find (or finds several times).
    mutating func message(for name: String, lookup: IdentifiedNodes.Lookup, in placed: IdentifiedNodes) -> String {
        if case .ambiguous(let paths, let count) = lookup {
            if Set(paths).count == 1 {
                return "names \(count) elements with the key path \(JSONWriter.quoted(paths[0])) "
                    + "(siblings with the same key): give them different keys, or one an id"
            }
            let listed = paths.map { JSONWriter.quoted($0) }.joined(separator: ", ")
            return "names \(count) elements (\(listed)\(count > paths.count ? ", …" : "")): "
                + "write more of the key path, or give the element an id"
        }
        if let declaredIDs {
            if idSet == nil { idSet = Set(declaredIDs) }
            if idSet!.contains(name) {
                return
                    "was not laid out (the element with this id is in the tree but has no node in the layout result)"
            }
        }
        var message = "not found (no element has this id or key path)"
        if suggestionsLeft > 0 {
            suggestionsLeft -= 1
            let candidates = (declaredIDs ?? placed.entries.map(\.id)) + placed.keyPaths
            message += Suggestions.didYouMean(name, among: candidates).replacingOccurrences(of: "; ", with: ", ")
        }
        return message
    }
}

import BlueprintLayout
import Foundation

/// One element of a layout result as the fixture tools show it: ``FixtureIdentified`` wrappers
/// folded into the element they name, and elements identified in place (``IdentifiedInPlace``)
/// shown as the element they name.
///
/// The fixture dump, the SVG drawings and the HTML page all list these, from
/// `LayoutResultNode.forEachFixtureNode(_:)`, the one walk over a result tree they share (itself
/// built on `LayoutResultNode.forEachNode(_:)`).
struct FixtureTreeNode {
    /// The element's result node (never a wrapper; identified in place, it carries the ID).
    var node: LayoutResultNode
    /// The frame in the root's coordinate space, negative sizes kept.
    var frame: CGRect
    /// The depth among shown nodes (wrappers do not count); the root is 0.
    var depth: Int
    /// The position in the walk, from 0.
    var index: Int
    /// The ``index`` of the parent, nil for the root.
    var parent: Int?
    /// The fixture ID of the wrapper folded into this node.
    var id: String?
    /// The layout attributes the container set: the wrapper's when the node is identified.
    var attributes: LayoutAttributes
    /// The key the container added the element with: the wrapper's when the node is identified.
    var key: AnyHashable?

    /// The element shown (the one an ID names, for a node identified in place).
    var element: Element { node.shownElement }

    /// The shown element's type name.
    var typeName: String { node.shownTypeName }

    /// What drawings call the node: its ID or else its key, with its type — `receipt (Column)`,
    /// `logo (Row)` — and its type alone when it has neither.
    var label: String {
        if let id { return "\(id) (\(typeName))" }
        if let key { return "\((key.base as? String) ?? "\(key.base)") (\(typeName))" }
        return typeName
    }

    /// The attributes that differ from the defaults, as dumps list them:
    /// `alpha=0.5 hidden userInteractionDisabled transformed` (empty when none does).
    var attributeSummary: String {
        var parts: [String] = []
        if attributes.alpha != 1 { parts.append("alpha=\(ReportFormat.number(attributes.alpha))") }
        if attributes.isHidden { parts.append("hidden") }
        if !attributes.isUserInteractionEnabled { parts.append("userInteractionDisabled") }
        if !attributes.transform.isIdentity { parts.append("transformed") }
        return parts.joined(separator: " ")
    }
}

extension LayoutResultNode {
    /// Visits every node as the fixture tools show it, parents first: a ``FixtureIdentified``
    /// wrapper with one child is not visited itself; its child is, carrying the wrapper's ID,
    /// layout attributes and key (the innermost ID wins when wrappers nest). A node identified in
    /// place is visited with its own ID.
    ///
    /// - Parameter visit: Return `false` to skip the node's children.
    func forEachFixtureNode(_ visit: (FixtureTreeNode) -> Bool) {
        var pending: (id: String, attributes: LayoutAttributes, key: AnyHashable?)?
        // By depth in the result tree: how many wrappers are among the current node's ancestors.
        var wrappersAbove: [Int] = [0]
        // By shown depth: the index of the last node visited there (the current path's).
        var pathIndices: [Int] = []
        var index = 0
        forEachNode { node, frame, rawDepth in
            let hidden = wrappersAbove[rawDepth]
            let isWrapper = node.element is FixtureIdentified && node.children.count == 1
            if wrappersAbove.count == rawDepth + 1 {
                wrappersAbove.append(0)
            }
            wrappersAbove[rawDepth + 1] = hidden + (isWrapper ? 1 : 0)
            if isWrapper, let id = node.fixtureID {
                pending = (id, node.layoutAttributes, pending?.key ?? node.key)
                return true
            }
            let depth = rawDepth - hidden
            if pathIndices.count == depth {
                pathIndices.append(index)
            } else {
                pathIndices[depth] = index
            }
            let shown = FixtureTreeNode(
                node: node,
                frame: frame,
                depth: depth,
                index: index,
                parent: depth > 0 ? pathIndices[depth - 1] : nil,
                id: node.fixtureID ?? pending?.id,
                // Identified in place, the node is the innermost ID's: its attributes are its own.
                attributes: node.element is IdentifiedInPlace
                    ? node.layoutAttributes : pending?.attributes ?? node.layoutAttributes,
                key: pending.map { $0.key ?? node.key } ?? node.key
            )
            pending = nil
            index += 1
            return visit(shown)
        }
    }
}

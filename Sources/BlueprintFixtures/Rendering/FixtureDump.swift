import BlueprintLayout
import Foundation

/// A text listing of a layout result, one element a line, indented by depth: type, `#id` when
/// the element has one, and its frame in the root's coordinate space.
///
/// ```
/// Row [0, 0, 100, 10]
///   Fixed #a [0, 0, 30, 10]
///   Fixed #b [30, 0, 70, 10]
/// ```
/// ``FixtureIdentified`` wrappers are not listed; attributes that differ from the defaults follow
/// the frame (`alpha=0.5 hidden userInteractionDisabled transformed`).
public enum FixtureDump {
    /// The listing for `result`.
    public static func dump(_ result: LayoutResultNode) -> String {
        var lines: [String] = []
        var stack: [(node: LayoutResultNode, origin: CGPoint, depth: Int, id: String?, attributes: LayoutAttributes?)] =
            [(result, .zero, 0, nil, nil)]
        while let (node, origin, depth, pendingID, carried) = stack.popLast() {
            let frame = node.frame.moved(by: origin)
            if let id = node.fixtureID, node.children.count == 1 {
                stack.append((node.children[0], frame.origin, depth, id, node.layoutAttributes))
                continue
            }
            let attributes = carried ?? node.layoutAttributes
            var line = String(repeating: "  ", count: depth) + node.typeName
            if let pendingID { line += " #\(pendingID)" }
            line += " " + SVGRenderer.describe(frame)
            if attributes.alpha != 1 { line += " alpha=\(ReportFormat.number(attributes.alpha))" }
            if attributes.isHidden { line += " hidden" }
            if !attributes.isUserInteractionEnabled { line += " userInteractionDisabled" }
            if !attributes.transform.isIdentity { line += " transformed" }
            lines.append(line)
            for child in node.children.reversed() {
                stack.append((child, frame.origin, depth + 1, nil, nil))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

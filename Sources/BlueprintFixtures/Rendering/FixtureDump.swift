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
        result.forEachFixtureNode { shown in
            var line = String(repeating: "  ", count: shown.depth) + shown.typeName
            if let id = shown.id { line += " #\(id)" }
            line += " " + ReportFormat.list(shown.frame.rawComponents)
            let attributes = shown.attributeSummary
            if !attributes.isEmpty { line += " " + attributes }
            lines.append(line)
            return true
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

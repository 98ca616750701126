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
/// the frame (`alpha=0.5 hidden userInteractionDisabled transformed`). Lines deeper than 100
/// levels are indented as the 100th and start with their depth (`(depth 250) Fixed [0, 0, 1, 1]`),
/// as `LayoutResultNode.dump(absolute:)` does, so a listing grows in proportion to the nodes.
public enum FixtureDump {
    /// The listing for `result`.
    public static func dump(_ result: LayoutResultNode) -> String {
        // Written into one string: a line each joined at the end cost ten times as much.
        var text = ""
        var indentation = DumpIndentation()
        result.forEachFixtureNode { shown in
            indentation.write(depth: shown.depth, to: &text)
            text += shown.typeName
            if let id = shown.id { text += " #\(id)" }
            text += " "
            text += ReportFormat.list(shown.frame.rawComponents)
            let attributes = shown.attributeSummary
            if !attributes.isEmpty { text += " " + attributes }
            text += "\n"
            return true
        }
        return text.isEmpty ? "\n" : text
    }
}

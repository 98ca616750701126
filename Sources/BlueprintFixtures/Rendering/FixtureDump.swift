import BlueprintLayout
import Foundation

/// A text listing of a layout result: the listing `blueprint-layout dump` prints, and the one
/// failure reports show.
///
/// It is `LayoutResultNode.dump()`, line for line: one element a line, indented by depth, with
/// its type, `.key` when it was added with a key, `#id` when it has a fixture ID, and its frame
/// `[x, y, width, height]` in the root's coordinate space, then the attributes that differ from
/// the defaults (`alpha=0.5 hidden userInteractionDisabled tint=dimmed transformed`).
/// ```
/// Row [0, 0, 100, 10]
///   Fixed #a [0, 0, 30, 10]
///   Fixed.total #b [30, 0, 70, 10]
/// ```
/// A ``FixtureIdentified`` wrapper has no line of its own: the element it names carries the ID.
public enum FixtureDump {
    /// The listing for `result`, ending with a newline.
    public static func dump(_ result: LayoutResultNode) -> String {
        result.dump() + "\n"
    }
}

import BlueprintLayout
import Foundation

/// A fixture leaf of monospaced text, the `"Text"` type of the fixture format: every character is
/// ``characterWidth`` wide and every line ``lineHeight`` tall.
///
/// Within a bounded width W, lines fill greedily word by word (words are separated by spaces; a
/// word longer than a line is broken anywhere); `\n` starts a new line. The width is the longest
/// line's character count times ``characterWidth``, the height the line count times
/// ``lineHeight``. Empty text is one empty line: `(0, lineHeight)`.
/// ```swift
/// Text(text: "hello big world").content.measure(in: SizeConstraint(width: 80))
/// // (72, 32): "hello big" / "world"
/// ```
/// A space at a line break is dropped; other spaces count as characters. A width narrower than
/// one character still fits one character per line, so measuring always ends.
public struct Text: Element {
    /// The text.
    public var text: String
    /// The width of every character (default 8).
    public var characterWidth: CGFloat
    /// The height of every line (default 16).
    public var lineHeight: CGFloat

    /// Creates the leaf.
    public init(text: String, characterWidth: CGFloat = 8, lineHeight: CGFloat = 16) {
        self.text = text
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
    }

    /// A measuring content implementing the rules above.
    public var content: ElementContent {
        let leaf = self
        return ElementContent { constraint in leaf.size(in: constraint) }
    }

    /// The size for `constraint`.
    public func size(in constraint: SizeConstraint) -> CGSize {
        let lines = lines(in: constraint.width)
        let longest = lines.map(\.count).max() ?? 0
        return CGSize(width: CGFloat(longest) * characterWidth, height: CGFloat(lines.count) * lineHeight)
    }

    /// The lines the text breaks into within `width`.
    public func lines(in width: SizeConstraint.Axis) -> [String] {
        let capacity: Int
        if case .atMost(let maximum) = width, characterWidth > 0, maximum.isFinite {
            let fitting = (maximum / characterWidth).rounded(.down)
            capacity = fitting < 1 ? 1 : (fitting > CGFloat(Int32.max) ? Int(Int32.max) : Int(fitting))
        } else {
            capacity = Int.max
        }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            Self.wrap(String(paragraph), capacity: capacity, into: &lines)
        }
        return lines
    }

    /// Greedy word wrap of one paragraph; an empty paragraph is one empty line.
    private static func wrap(_ paragraph: String, capacity: Int, into lines: inout [String]) {
        var line: [Character] = []
        var started = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Array(word)
            if started, line.count + 1 + word.count <= capacity {
                line.append(" ")
                line.append(contentsOf: word)
                continue
            }
            if started {
                lines.append(String(line))
                line = []
            }
            // A word longer than a line breaks anywhere (by position: removing the front of the
            // word each time would be quadratic in its length).
            var start = 0
            while word.count - start > capacity {
                lines.append(String(word[start..<start + capacity]))
                start += capacity
            }
            if start > 0 { word.removeFirst(start) }
            line = word
            started = true
        }
        lines.append(String(line))
    }
}

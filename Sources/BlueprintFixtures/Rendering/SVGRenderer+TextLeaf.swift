import BlueprintLayout
import Foundation

/// The text of a leaf that shows text (``Text``, or `Label` with monospaced metrics), drawn
/// line by line as the leaf measures it.
struct TextLeaf {
    var text: String
    var characterWidth: CGFloat
    var lineHeight: CGFloat
    var wrap: (SizeConstraint.Axis) -> [String]

    /// Lines drawn at most per leaf.
    static let maximumLines = 200

    init?(_ element: Element) {
        if let leaf = element as? Text {
            text = leaf.text
            characterWidth = leaf.characterWidth
            lineHeight = leaf.lineHeight
            wrap = { leaf.lines(in: $0) }
        } else if let label = element as? Label {
            let metrics = label.textMetrics.map { $0 as? MonospacedTextMetrics } ?? MonospacedTextMetrics()
            guard let metrics else { return nil }
            text = label.text
            characterWidth = metrics.characterWidth
            lineHeight = metrics.lineHeight
            wrap = { metrics.lines(of: label.text, in: $0) }
        } else {
            return nil
        }
        guard characterWidth > 0, lineHeight > 0, characterWidth.isFinite, lineHeight.isFinite else { return nil }
    }

    /// The lines that start within `frame` (as a view would clip the rest), at most
    /// ``maximumLines``.
    func lines(in frame: CGRect) -> [String] {
        let width = frame.width.isFinite ? frame.width : 0
        let height = frame.height.isFinite ? max(0, frame.height) : 0
        let fitting = Int(min((height / lineHeight).rounded(.up), CGFloat(Self.maximumLines)))
        return Array(wrap(.atMost(width)).prefix(fitting))
    }

    /// Where the text is drawn in `frame`.
    func bounds(in frame: CGRect) -> CGRect {
        let lines = lines(in: frame)
        let longest = lines.map(\.count).max() ?? 0
        return CGRect(
            x: frame.minX, y: frame.minY, width: CGFloat(longest) * characterWidth,
            height: CGFloat(lines.count) * lineHeight)
    }

    /// One `<text class="line">` per line, each stretched to its measured width.
    func svg(in frame: CGRect, number n: (CGFloat) -> String) -> String {
        var svg = ""
        let fontSize = min(lineHeight * 0.8, characterWidth * 1.6)
        for (index, line) in lines(in: frame).enumerated() where !line.isEmpty {
            let baseline = frame.minY + CGFloat(index) * lineHeight + (lineHeight + fontSize * 0.7) / 2
            svg +=
                "<text class=\"line\" x=\"\(n(frame.minX))\" y=\"\(n(baseline))\" font-size=\"\(n(fontSize))\" "
                + "textLength=\"\(n(CGFloat(line.count) * characterWidth))\" lengthAdjust=\"spacingAndGlyphs\">"
                + "\(SVGRenderer.escape(line))</text>"
        }
        return svg
    }
}

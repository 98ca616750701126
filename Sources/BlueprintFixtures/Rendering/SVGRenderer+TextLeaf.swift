import BlueprintLayout
import BlueprintText
import Foundation

/// The text of a leaf that shows text (``Text``, or `Label` with monospaced or font metrics), drawn
/// line by line where the leaf's metric puts the lines.
///
/// Monospaced lines are drawn in the drawing's monospace family, each stretched to its measured
/// width. Lines measured with a font (`FontTextMetrics`) are drawn at the font's size, each at its
/// baseline and stretched (`textLength`) to its measured width, in the generic `sans-serif`
/// family: the positions and widths are the engine's exactly, while the glyph shapes are the
/// viewer's. The font file is not embedded — a shipped font is half a megabyte or more, which
/// every drawing of every check would carry (and browsers cannot pick a face of a `.ttc`
/// collection); its name and size are on the line as `data-font`.
struct TextLeaf {
    /// A line to draw: its text, baseline (from the top of the text) and width.
    struct Line {
        var text: String
        var baseline: CGFloat
        var width: CGFloat
    }

    var lineHeight: CGFloat
    var fontSize: CGFloat
    /// The font's file name and size for font-measured text (nil: monospaced).
    var fontNote: String?
    var wrap: (SizeConstraint.Axis) -> [Line]

    /// Lines drawn at most per leaf.
    static let maximumLines = 200

    init?(_ element: Element) {
        if let leaf = element as? Text {
            if let font = leaf.font {
                self.init(
                    font: font, text: leaf.text, numberOfLines: leaf.numberOfLines, lineBreakMode: leaf.lineBreakMode)
            } else {
                self.init(
                    monospaced: leaf.metrics, text: leaf.text, wrap: { leaf.lines(in: $0) })
            }
        } else if let label = element as? Label {
            if let font = label.textMetrics as? FontTextMetrics {
                self.init(
                    font: font, text: label.text, numberOfLines: label.numberOfLines,
                    lineBreakMode: label.lineBreakMode)
            } else {
                let metrics = label.textMetrics.map { $0 as? MonospacedTextMetrics } ?? MonospacedTextMetrics()
                guard let metrics else { return nil }
                self.init(monospaced: metrics, text: label.text, wrap: { metrics.lines(of: label.text, in: $0) })
            }
        } else {
            return nil
        }
        guard lineHeight > 0, lineHeight.isFinite, fontSize > 0, fontSize.isFinite else { return nil }
    }

    private init(
        monospaced metrics: MonospacedTextMetrics, text: String, wrap: @escaping (SizeConstraint.Axis) -> [String]
    ) {
        let characterWidth = metrics.characterWidth
        let lineHeight = metrics.lineHeight
        let fontSize = min(lineHeight * 0.8, characterWidth * 1.6)
        self.lineHeight = lineHeight
        self.fontSize = characterWidth > 0 && characterWidth.isFinite ? fontSize : 0
        fontNote = nil
        self.wrap = { width in
            wrap(width).enumerated().map { index, line in
                Line(
                    text: line, baseline: CGFloat(index) * lineHeight + (lineHeight + fontSize * 0.7) / 2,
                    width: CGFloat(line.count) * characterWidth)
            }
        }
    }

    private init(font: FontTextMetrics, text: String, numberOfLines: Int, lineBreakMode: Label.LineBreakMode) {
        lineHeight = font.lineHeight
        fontSize = font.size
        fontNote =
            "\(font.font.url?.lastPathComponent ?? "font")\(font.font.faceIndex == 0 ? "" : "#\(font.font.faceIndex)") "
            + ReportFormat.number(font.size)
        wrap = { width in
            font.layout(of: text, in: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode).lines.map {
                Line(text: String(text[$0.range]), baseline: $0.baseline, width: $0.width)
            }
        }
    }

    /// The lines that start within `frame` (as a view would clip the rest), at most
    /// ``maximumLines``.
    func lines(in frame: CGRect) -> [Line] {
        let width = frame.width.isFinite ? frame.width : 0
        let height = frame.height.isFinite ? max(0, frame.height) : 0
        let fitting = Int(min((height / lineHeight).rounded(.up), CGFloat(Self.maximumLines)))
        return Array(wrap(.atMost(width)).prefix(fitting))
    }

    /// Where the text is drawn in `frame`.
    func bounds(in frame: CGRect) -> CGRect {
        let lines = lines(in: frame)
        let widest = lines.map(\.width).max() ?? 0
        return CGRect(x: frame.minX, y: frame.minY, width: widest, height: CGFloat(lines.count) * lineHeight)
    }

    /// One `<text class="line">` per line, each at its baseline and stretched to its measured width.
    func svg(in frame: CGRect, number n: (CGFloat) -> String) -> String {
        var svg = ""
        let font = fontNote.map { " font-family=\"sans-serif\" data-font=\"\(SVGRenderer.escape($0))\"" } ?? ""
        for line in lines(in: frame) where !line.text.isEmpty {
            let length =
                line.width > 0 && line.width.isFinite
                ? " textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
            svg +=
                "<text class=\"line\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY + line.baseline))\" "
                + "font-size=\"\(n(fontSize))\"\(font)\(length)>\(SVGRenderer.escape(line.text))</text>"
        }
        return svg
    }
}

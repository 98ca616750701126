import BlueprintLayout
import Foundation

/// Draws a layout result as SVG: one nested rectangle per element node, labelled with its fixture
/// ID or its type, optionally with expected frames drawn over it.
///
/// ```swift
/// let result = fixture.element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
/// let svg = SVGRenderer().render(result, expected: fixture.layouts[0].frames)
/// ```
/// ``FixtureIdentified`` wrappers are not drawn; the element they wrap carries the ID. Actual
/// frames are `<rect class="node">`, expected ones dashed `<rect class="expected">`.
public struct SVGRenderer: Sendable {
    /// The largest side of the picture in pixels; small layouts are scaled up to it (at most 8×).
    public var targetSize: CGFloat = 480

    /// A renderer with default settings.
    public init() {}

    /// A drawable node: absolute frame, label, depth.
    struct DrawnNode {
        var frame: CGRect
        var label: String
        var id: String?
        var depth: Int
    }

    /// The nodes drawn for `result`, wrappers skipped, parents first.
    static func drawnNodes(_ result: LayoutResultNode) -> [DrawnNode] {
        var nodes: [DrawnNode] = []
        var stack: [(node: LayoutResultNode, origin: CGPoint, depth: Int, id: String?)] = [(result, .zero, 0, nil)]
        while let (node, origin, depth, pendingID) = stack.popLast() {
            let frame = node.frame.moved(by: origin)
            if let id = node.fixtureID, node.children.count == 1 {
                stack.append((node.children[0], frame.origin, depth, id))
                continue
            }
            let type = node.typeName
            let label = pendingID.map { "\($0) (\(type))" } ?? type
            nodes.append(DrawnNode(frame: frame, label: label, id: pendingID, depth: depth))
            for child in node.children.reversed() {
                stack.append((child, frame.origin, depth + 1, nil))
            }
        }
        return nodes
    }

    /// The SVG document for `result`, with `expected` frames (by ID, root coordinates) over it.
    public func render(
        _ result: LayoutResultNode,
        expected: [(id: String, frame: ExpectedFrame)] = [],
        title: String? = nil
    ) -> String {
        let nodes = Self.drawnNodes(result)
        let expectedRects: [(id: String, rect: CGRect)] = expected.compactMap { id, frame in
            let values = frame.components
            guard let x = values[0], let y = values[1] else { return nil }
            return (id, CGRect(x: x, y: y, width: values[2] ?? 0, height: values[3] ?? 0))
        }

        var bounds = result.frame
        for node in nodes where node.frame.isFiniteRect { bounds = bounds.union(node.frame.standardized) }
        for item in expectedRects where item.rect.isFiniteRect { bounds = bounds.union(item.rect.standardized) }
        if !bounds.isFiniteRect { bounds = CGRect(x: 0, y: 0, width: 100, height: 100) }
        let largest = max(bounds.width, bounds.height, 1)
        let zoom = min(8, max(0.05, targetSize / largest))
        let margin = 12 / zoom
        let box = bounds.insetBy(dx: -margin, dy: -margin)
        let fontSize = 10 / zoom
        let stroke = 1 / zoom

        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" \
            width="\(n(box.width * zoom))" height="\(n(box.height * zoom))" \
            viewBox="\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))" \
            font-family="Menlo, monospace" font-size="\(n(fontSize))">

            """
        if let title { svg += "  <title>\(Self.escape(title))</title>\n" }
        let palette = ["#4e79a7", "#59a14f", "#f28e2b", "#b07aa1", "#76b7b2", "#edc948", "#e15759", "#9c755f"]
        for node in nodes {
            let color = palette[node.depth % palette.count]
            let frame = node.frame.isFiniteRect ? node.frame.standardized : .zero
            svg += "  <g class=\"element\">\n"
            svg +=
                "    <rect class=\"node\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" "
                + "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"\(color)\" fill-opacity=\"0.12\" "
                + "stroke=\"\(color)\" stroke-width=\"\(n(stroke))\">"
                + "<title>\(Self.escape(node.label)) \(Self.escape(Self.describe(node.frame)))</title></rect>\n"
            svg +=
                "    <text x=\"\(n(frame.minX + 2 / zoom))\" y=\"\(n(frame.minY + fontSize))\" fill=\"\(color)\">"
                + "\(Self.escape(node.label))</text>\n"
            svg += "  </g>\n"
        }
        for item in expectedRects {
            let rect = item.rect.standardized
            svg +=
                "  <rect class=\"expected\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
                + "height=\"\(n(rect.height))\" fill=\"none\" stroke=\"#d62728\" stroke-width=\"\(n(stroke * 1.5))\" "
                + "stroke-dasharray=\"\(n(4 / zoom)) \(n(3 / zoom))\"><title>expected \(Self.escape(item.id)) "
                + "\(Self.escape(Self.describe(item.rect)))</title></rect>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// The SVG for a fixture's layout check `index` (default: the first; a fixture without layout
    /// checks is laid out in its unconstrained measured size). With `diff`, the check's expected
    /// frames are drawn over the actual ones.
    public func render(_ fixture: Fixture, layoutIndex index: Int? = nil, diff: Bool = false) -> String {
        let runner = FixtureRunner()
        if let check = fixture.layouts[safe: index ?? 0] {
            let result = runner.layoutResult(of: fixture.element, in: check, fixture: fixture)
            return render(result, expected: diff ? check.frames : [], title: "\(fixture.name) \(check.label)")
        }
        var size = fixture.element.content.measure(in: .unconstrained, environment: fixture.environment)
        if !size.width.isFinite || size.width < 0 { size.width = 100 }
        if !size.height.isFinite || size.height < 0 { size.height = 100 }
        let result = fixture.element.layout(frame: CGRect(origin: .zero, size: size), environment: fixture.environment)
        return render(result, title: fixture.name)
    }

    private func n(_ value: CGFloat) -> String { ReportFormat.number(value.isFinite ? value : 0) }

    static func describe(_ rect: CGRect) -> String {
        ReportFormat.list(rect.rawComponents)
    }

    /// `text` with XML's special characters escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension CGRect {
    /// `[x, y, width, height]` as stored, without normalizing a negative size (unlike `minX`,
    /// `width` and friends).
    var rawComponents: [CGFloat] { [origin.x, origin.y, size.width, size.height] }

    /// This rectangle moved by `offset`, keeping a negative size as it is (`offsetBy` would
    /// normalize it).
    func moved(by offset: CGPoint) -> CGRect {
        CGRect(origin: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: size)
    }
}

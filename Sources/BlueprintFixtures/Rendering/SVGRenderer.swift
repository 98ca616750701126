import BlueprintLayout
import Foundation

/// Draws a layout result as SVG: one rectangle per element node, labelled with its fixture ID or
/// key and its type (`total (Label)`; the type alone for an element with neither), text leaves
/// with their text, optionally with expected frames drawn over it.
///
/// Any layout result, from a fixture or built in Swift:
/// ```swift
/// let receipt = Receipt(order: order)
/// let height = receipt.content.measure(in: SizeConstraint(width: 384)).height
/// let result = receipt.layout(frame: CGRect(x: 0, y: 0, width: 384, height: height))
/// try SVGRenderer().render(result).write(toFile: "receipt.svg", atomically: true, encoding: .utf8)
/// ```
/// ``FixtureIdentified`` wrappers are not drawn; the element they wrap carries the ID. Each
/// element is a `<g class="el">` holding its `<rect class="node">`, the lines of a text leaf
/// (``Text``, `Label`) and its label, with what an inspector shows as data attributes:
/// `data-type`, `data-id`, `data-key`, `data-frame` (root coordinates), `data-parent` (the index
/// of the parent's group among the groups), `data-attrs` (attributes that differ from the
/// defaults) and `data-traits` (the fixture's traits for the node, when known). Labels never
/// overlap each other or a text leaf's text: a label that would is drawn with class `more` and
/// shown only while its element is hovered. Expected frames are dashed
/// `<rect class="expected">`, with class `mismatch` when the actual frame differs; each element
/// whose frame differs is labelled with its ID and the difference (`title Δ [0, 0, 3, 0]`, actual
/// minus expected), placed before any other label, beside the element with a leader line when
/// its own corner is taken.
public struct SVGRenderer: Sendable {
    /// The largest side of the picture in pixels; small layouts are scaled up to it (at most 8×).
    public var targetSize: CGFloat = 480

    /// The size of labels in pixels at the picture's own size (default 10).
    public var labelSize: CGFloat = 10

    /// The largest scale from layout points to pixels (default 8), so a tiny layout does not
    /// become a huge picture.
    public var maximumZoom: CGFloat = 8

    /// At most this many elements are drawn (default 2,000), parents first; a note in the picture
    /// says when some were left out.
    public var maximumNodes: Int = 2000

    /// Whether the SVG is a document of its own (an XML declaration and the style sheet inside),
    /// or a fragment for a page that carries ``styleSheet`` once (default true).
    public var standalone: Bool = true

    /// A renderer with default settings.
    public init() {}

    /// What the page adds to a drawing: the fixture's traits by ID, and how to tell which
    /// expected frames differ from the actual ones.
    struct Details {
        var traits: [String: String] = [:]
        var tolerance: CGFloat = 0.001
        /// The IDs whose check failed, when known (else expected frames are compared with the
        /// drawn ones, which a cut drawing may not hold).
        var mismatchedIDs: Set<String>?
        /// What the failing IDs' labels say after the ID (`Δ [0, 0, 3, 0]`, `not found`).
        var failureNotes: [String: String] = [:]

        /// The mismatched IDs and their notes from a check's frame failures.
        mutating func note(_ failures: [CheckFailure]) {
            var ids = Set<String>()
            for failure in failures where failure.property == "frame" {
                guard let id = failure.id else { continue }
                ids.insert(id)
                failureNotes[id] = Self.note(for: failure)
            }
            mismatchedIDs = ids
        }

        /// `Δ [0, 0, 3, 0]` for a frame that differs, `not found` for an ID without an element.
        static func note(for failure: CheckFailure) -> String {
            if let delta = failure.delta { return "Δ \(delta)" }
            if failure.actual == nil, failure.message?.hasPrefix("not found") == true { return "not found" }
            return failure.message ?? "differs"
        }
    }

    /// The SVG document for `result`, with `expected` frames (by ID, root coordinates) over it.
    public func render(
        _ result: LayoutResultNode,
        expected: [(id: String, frame: ExpectedFrame)] = [],
        title: String? = nil
    ) -> String {
        render(result, expected: expected, title: title, details: Details())
    }

    /// The SVG for a fixture's layout check `index` (default: the first; a fixture without layout
    /// checks is laid out in its unconstrained measured size). With `diff`, the check's expected
    /// frames are drawn over the actual ones.
    public func render(_ fixture: Fixture, layoutIndex index: Int? = nil, diff: Bool = false) -> String {
        render(fixture, layoutIndex: index, diff: diff, details: Details(tolerance: fixture.tolerance))
    }

    func render(
        _ fixture: Fixture, layoutIndex index: Int?, diff: Bool, details: Details,
        runner: FixtureRunner = FixtureRunner()
    ) -> String {
        if let check = fixture.layouts[safe: index ?? 0] {
            let result = runner.layoutResult(of: fixture.element, in: check, fixture: fixture)
            var details = details
            details.tolerance = check.tolerance ?? fixture.tolerance
            if diff, details.mismatchedIDs == nil {
                let outcome = runner.runLayout(check, of: fixture, element: fixture.element, matchingKeys: false)
                details.note(outcome.failures)
            }
            // A measured axis is drawn in the size the element measured to, and the title says so.
            let measured = check.isMeasured
            let note =
                measured.width || measured.height
                ? " (\(FixtureRunner.summary(of: check, size: result.frame.size, displayScale: fixture.displayScale)))"
                : ""
            return render(
                result, expected: diff ? check.frames : [], title: "\(fixture.name) \(check.label)\(note)",
                details: details)
        }
        var size = fixture.element.content.measure(
            in: .unconstrained, environment: fixture.environment, options: runner.options)
        if !size.width.isFinite || size.width < 0 { size.width = 100 }
        if !size.height.isFinite || size.height < 0 { size.height = 100 }
        let result = fixture.element.layout(
            frame: CGRect(origin: .zero, size: size), environment: fixture.environment, options: runner.options)
        return render(result, title: fixture.name, details: details)
    }

    func render(
        _ result: LayoutResultNode,
        expected: [(id: String, frame: ExpectedFrame)] = [],
        title: String?,
        details: Details
    ) -> String {
        var nodes: [FixtureTreeNode] = []
        var truncated = false
        result.forEachFixtureNode { shown in
            guard nodes.count < maximumNodes else {
                truncated = true
                return false
            }
            nodes.append(shown)
            return true
        }
        var framesByID: [String: CGRect] = [:]
        if !expected.isEmpty, details.mismatchedIDs == nil {
            for node in nodes.reversed() {
                if let id = node.id { framesByID[id] = node.frame }
            }
        }
        var expectedRects: [(id: String, rect: CGRect, matches: Bool)] = expected.compactMap { id, frame in
            let values = frame.components
            guard let x = values[0], let y = values[1] else { return nil }
            let matches =
                details.mismatchedIDs.map { !$0.contains(id) }
                ?? framesByID[id].map { frame.matches($0, tolerance: details.tolerance) } ?? false
            return (id, CGRect(x: x, y: y, width: values[2] ?? 0, height: values[3] ?? 0), matches)
        }
        if expectedRects.count > maximumNodes {
            // Mismatches first: they are what the picture is for.
            expectedRects = Array(
                (expectedRects.filter { !$0.matches } + expectedRects.filter(\.matches)).prefix(maximumNodes))
            truncated = true
        }

        var bounds = result.frame
        for node in nodes where node.frame.isFiniteRect { bounds = bounds.union(node.frame.standardized) }
        for item in expectedRects where item.rect.isFiniteRect { bounds = bounds.union(item.rect.standardized) }
        if !bounds.isFiniteRect { bounds = CGRect(x: 0, y: 0, width: 100, height: 100) }
        let largest = max(bounds.width, bounds.height, 1)
        let zoom = min(maximumZoom, max(0.05, targetSize / largest))
        let margin = 12 / zoom
        let box = bounds.insetBy(dx: -margin, dy: -margin)
        let fontSize = labelSize / zoom

        var svg = standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" : ""
        svg +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"drawing\" "
            + "width=\"\(n(box.width * zoom))\" height=\"\(n(box.height * zoom))\" "
            + "viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.width)) \(n(box.height))\" "
            + "font-size=\"\(n(fontSize))\">\n"
        if let title { svg += "<title>\(Self.escape(title))</title>\n" }
        if standalone { svg += "<style>\n\(Self.styleSheet)</style>\n" }

        var labels = LabelPlacement(fontSize: fontSize, zoom: zoom)
        let texts = nodes.map { TextLeaf($0.element) }
        for (node, text) in zip(nodes, texts) {
            if let text { labels.occupy(text.bounds(in: node.frame)) }
        }
        // The failing elements' labels first: they are what the picture is for.
        var failureLabels = ""
        var labelledFailures = Set<String>()
        var actualFrames: [String: CGRect] = [:]
        if expectedRects.contains(where: { !$0.matches }) {
            for node in nodes.reversed() {
                if let id = node.id { actualFrames[id] = node.frame }
            }
        }
        for item in expectedRects where !item.matches {
            guard labelledFailures.insert(item.id).inserted else { continue }
            var anchor = item.rect.isFiniteRect ? item.rect.standardized : CGRect.null
            if let actual = actualFrames[item.id], actual.isFiniteRect {
                anchor = anchor.union(actual.standardized)
            }
            guard !anchor.isNull else { continue }
            let text = item.id + (details.failureNotes[item.id].map { " \($0)" } ?? "")
            guard let place = labels.place(text, near: anchor, within: box) else { continue }
            failureLabels += "<g class=\"failure-label\" data-id=\"\(Self.escape(item.id))\">"
            if let leader = place.leader {
                failureLabels +=
                    "<line class=\"leader\" x1=\"\(n(leader.from.x))\" y1=\"\(n(leader.from.y))\" "
                    + "x2=\"\(n(leader.to.x))\" y2=\"\(n(leader.to.y))\"/>"
            }
            failureLabels +=
                "<rect x=\"\(n(place.box.minX))\" y=\"\(n(place.box.minY))\" width=\"\(n(place.box.width))\" "
                + "height=\"\(n(place.box.height))\"/>"
                + "<text x=\"\(n(place.box.minX + 2 / zoom))\" y=\"\(n(place.box.minY + fontSize))\">"
                + "\(Self.escape(text))</text></g>\n"
        }
        for (node, text) in zip(nodes, texts) {
            let frame = node.frame.isFiniteRect ? node.frame.standardized : .zero
            let label = Self.escape(node.label)
            // A text leaf shows its text; its label would cover it. A failing element has its
            // label already.
            let labelled = node.id.map { labelledFailures.contains($0) } ?? false
            let labelAt = text == nil && !labelled ? labels.place(node.label, in: frame) : nil
            svg += "<g class=\"el d\(node.depth % 8)\(node.attributes.isHidden ? " is-hidden" : "")\""
            svg += " data-type=\"\(Self.escape(node.typeName))\""
            if let id = node.id { svg += " data-id=\"\(Self.escape(id))\"" }
            if let key = node.key { svg += " data-key=\"\(Self.escape("\(key.base)"))\"" }
            svg += " data-frame=\"\(ReportFormat.list(node.frame.rawComponents))\""
            if let parent = node.parent { svg += " data-parent=\"\(parent)\"" }
            let attributes = node.attributeSummary
            if !attributes.isEmpty { svg += " data-attrs=\"\(Self.escape(attributes))\"" }
            if let id = node.id, let traits = details.traits[id] { svg += " data-traits=\"\(Self.escape(traits))\"" }
            svg += ">"
            // A page shows the data attributes on hover; a drawing of its own has tooltips.
            if standalone { svg += "<title>\(label) \(ReportFormat.list(node.frame.rawComponents))</title>" }
            svg +=
                "<rect class=\"node\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" "
                + "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/>"
            if frame.width == 0 || frame.height == 0 {
                // SVG draws no empty rectangle: a dot marks the element and takes the hover.
                svg += "<circle class=\"empty\" cx=\"\(n(frame.minX))\" cy=\"\(n(frame.minY))\" r=\"\(n(3 / zoom))\"/>"
            }
            if let text { svg += text.svg(in: frame, number: n) }
            svg +=
                "<text class=\"label\(labelAt == nil ? " more" : "")\" x=\"\(n(frame.minX + 2 / zoom))\" "
                + "y=\"\(n((labelAt ?? frame.minY) + fontSize))\">\(label)</text></g>\n"
        }
        if !expectedRects.isEmpty {
            svg += "<g class=\"expected-frames\">\n"
            for item in expectedRects {
                let rect = item.rect.standardized
                let note = item.matches ? nil : details.failureNotes[item.id]
                svg +=
                    "<rect class=\"expected\(item.matches ? "" : " mismatch")\" data-id=\"\(Self.escape(item.id))\" "
                    + "data-frame=\"\(ReportFormat.list(item.rect.rawComponents))\" "
                    + (note.map { "data-note=\"\(Self.escape($0))\" " } ?? "")
                    + "x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
                    + "height=\"\(n(rect.height))\">"
                    + (standalone
                        ? "<title>expected \(Self.escape(item.id)) \(ReportFormat.list(item.rect.rawComponents))</title>"
                        : "")
                    + "</rect>\n"
            }
            svg += "</g>\n"
        }
        if !failureLabels.isEmpty { svg += "<g class=\"failure-labels\">\n\(failureLabels)</g>\n" }
        if truncated {
            svg +=
                "<text class=\"note\" x=\"\(n(box.minX + 2 / zoom))\" y=\"\(n(box.maxY - 2 / zoom))\">"
                + "only the first \(maximumNodes) elements (and expected frames) are drawn</text>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// The style of drawings: colors by depth, hover highlighting, labels shown on hover, dashed
    /// expected frames. Standalone drawings carry it; a page that embeds drawings carries it once.
    public static let styleSheet = """
        svg.drawing { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; }
        .drawing rect { vector-effect: non-scaling-stroke; }
        .drawing .node { fill-opacity: 0.12; stroke-width: 1px; }
        .drawing .el:hover > .node, .drawing .el.hl > .node { fill-opacity: 0.35; stroke-width: 3px; }
        .drawing .is-hidden > .node { stroke-dasharray: 2 2; }
        .drawing .empty { fill: #555; fill-opacity: 0.6; }
        .drawing .el:hover > .empty, .drawing .el.hl > .empty { fill: #d62728; fill-opacity: 1; }
        .drawing text { pointer-events: none; white-space: pre; }
        .drawing .more { display: none; }
        .drawing .el:hover > .more, .drawing .el.hl > .more { display: inline; paint-order: stroke; stroke: #fff; stroke-width: 0.25em; }
        .drawing .line { fill: #222; }
        .drawing .note { fill: #d62728; }
        .drawing .expected { fill: none; stroke: #2ca02c; stroke-width: 1.5px; stroke-dasharray: 4 3; }
        .drawing .expected.mismatch { stroke: #d62728; stroke-width: 2px; }
        .drawing .el.sel > .node { stroke: #0b57d0; stroke-width: 3px; fill-opacity: 0.3; }
        .drawing .expected.sel { stroke-width: 4px; }
        .drawing .failure-label rect { fill: #fff; fill-opacity: 0.92; stroke: #d62728; stroke-width: 1px; }
        .drawing .failure-label text { fill: #b31b1b; font-weight: 600; }
        .drawing line.leader { stroke: #d62728; stroke-width: 1px; vector-effect: non-scaling-stroke; }
        .drawing .overlay .ol rect { fill: #fff; fill-opacity: 0.8; stroke: none; }
        .drawing .overlay .hover rect { fill: #fff; stroke: #0b57d0; stroke-width: 1px; }
        .drawing .overlay .hover text { fill: #0b3a8c; }
        .drawing .d0 > .node { fill: #4e79a7; stroke: #4e79a7; } .drawing .d0 > .label { fill: #4e79a7; }
        .drawing .d1 > .node { fill: #59a14f; stroke: #59a14f; } .drawing .d1 > .label { fill: #3d7a35; }
        .drawing .d2 > .node { fill: #f28e2b; stroke: #f28e2b; } .drawing .d2 > .label { fill: #b8620f; }
        .drawing .d3 > .node { fill: #b07aa1; stroke: #b07aa1; } .drawing .d3 > .label { fill: #8a5580; }
        .drawing .d4 > .node { fill: #76b7b2; stroke: #76b7b2; } .drawing .d4 > .label { fill: #3f8a84; }
        .drawing .d5 > .node { fill: #edc948; stroke: #c9a524; } .drawing .d5 > .label { fill: #9a7d12; }
        .drawing .d6 > .node { fill: #e15759; stroke: #e15759; } .drawing .d6 > .label { fill: #b8383a; }
        .drawing .d7 > .node { fill: #9c755f; stroke: #9c755f; } .drawing .d7 > .label { fill: #7a5744; }

        """

    private func n(_ value: CGFloat) -> String { ReportFormat.number(value.isFinite ? value : 0) }

    static func describe(_ rect: CGRect) -> String {
        ReportFormat.list(rect.rawComponents)
    }

    /// `text` with XML's special characters escaped, for text and quoted attribute values in SVG
    /// and HTML.
    static func escape(_ text: String) -> String {
        guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension CGRect {
    /// Whether the two rectangles share an area (touching edges do not count).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

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

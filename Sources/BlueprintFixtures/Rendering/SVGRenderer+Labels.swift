import Foundation

/// Places labels so that none overlaps another or a text leaf's text, in the drawing's
/// coordinates (labels are `fontSize` tall, monospaced at 0.6 em a character, which keeps the
/// placement valid at any zoom).
struct LabelPlacement {
    let fontSize: CGFloat
    let zoom: CGFloat
    private var placed: [CGRect] = []
    /// Boxes by grid cell (a cell is 64 px at the drawing's zoom), so a check looks at neighbours only.
    private var cells: [Cell: [Int]] = [:]
    /// Boxes too large for the grid (a long text), checked every time.
    private var large: [Int] = []

    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    init(fontSize: CGFloat, zoom: CGFloat) {
        self.fontSize = fontSize
        self.zoom = zoom
    }

    /// Marks `rect` as taken.
    mutating func occupy(_ rect: CGRect) {
        guard rect.isFiniteRect, !rect.isEmpty else { return }
        add(rect)
    }

    /// Places `label` at the top left of `frame`, or else at its bottom left when the frame is
    /// tall enough for both; returns the top of the label's box, or nil when every place would
    /// overlap something placed before.
    mutating func place(_ label: String, in frame: CGRect) -> CGFloat? {
        let height = fontSize * 1.25
        var tops = [frame.minY]
        if frame.height >= 2 * height { tops.append(frame.maxY - height) }
        for top in tops {
            let box = CGRect(
                x: frame.minX + 1 / zoom, y: top, width: CGFloat(label.count) * fontSize * 0.6 + 2 / zoom,
                height: height)
            if box.isFiniteRect, isFree(box) {
                add(box)
                return top
            }
        }
        return nil
    }

    /// Where a label that must be shown goes: inside `anchor`'s top left corner, or else just
    /// outside one of its sides, or else the free place nearest to it, all within `bounds`;
    /// nil when there is no free place at all. A label that does not touch its anchor has a
    /// leader line, from the label's nearest edge to the anchor's nearest point.
    mutating func place(_ label: String, near anchor: CGRect, within bounds: CGRect) -> (
        box: CGRect, leader: (from: CGPoint, to: CGPoint)?
    )? {
        let size = CGSize(width: CGFloat(label.count) * fontSize * 0.6 + 4 / zoom, height: fontSize * 1.25)
        let gap = 3 / zoom
        var origins = [
            CGPoint(x: anchor.minX + 1 / zoom, y: anchor.minY),
            CGPoint(x: anchor.minX, y: anchor.minY - size.height - gap),
            CGPoint(x: anchor.minX, y: anchor.maxY + gap),
            CGPoint(x: anchor.maxX + gap, y: anchor.minY),
            CGPoint(x: anchor.minX - size.width - gap, y: anchor.minY),
        ]
        // Then rings around the anchor's top left corner, nearest first.
        for ring in 1...12 {
            let step = CGFloat(ring)
            for (dx, dy) in [(0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1)]
                as [(CGFloat, CGFloat)]
            {
                origins.append(
                    CGPoint(
                        x: anchor.minX + dx * step * size.width * 0.5,
                        y: anchor.minY - size.height - gap + dy * step * (size.height + gap)))
            }
        }
        for origin in origins {
            let box = CGRect(origin: origin, size: size)
            guard box.isFiniteRect, bounds.contains(box), isFree(box) else { continue }
            add(box)
            let touching = box.insetBy(dx: -gap, dy: -gap).overlaps(anchor)
            return (box, touching ? nil : Self.leader(from: box, to: anchor))
        }
        return nil
    }

    /// The shortest segment between two rectangles that do not overlap.
    static func leader(from box: CGRect, to anchor: CGRect) -> (from: CGPoint, to: CGPoint) {
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), high) }
        let target = CGPoint(x: clamp(box.midX, anchor.minX, anchor.maxX), y: clamp(box.midY, anchor.minY, anchor.maxY))
        let start = CGPoint(x: clamp(target.x, box.minX, box.maxX), y: clamp(target.y, box.minY, box.maxY))
        return (start, target)
    }

    private func isFree(_ box: CGRect) -> Bool {
        if let boxCells = cells(of: box) {
            for index in large where placed[index].overlaps(box) { return false }
            for cell in boxCells {
                for index in cells[cell] ?? [] where placed[index].overlaps(box) { return false }
            }
            return true
        }
        return !placed.contains { $0.overlaps(box) }
    }

    private mutating func add(_ box: CGRect) {
        placed.append(box)
        guard let boxCells = cells(of: box) else {
            large.append(placed.count - 1)
            return
        }
        for cell in boxCells { cells[cell, default: []].append(placed.count - 1) }
    }

    /// The grid cells `box` touches; nil when they are too many (the box goes to ``large``).
    private func cells(of box: CGRect) -> [Cell]? {
        let size = 64 / zoom
        func index(_ value: CGFloat) -> Int { Int(max(-1e6, min(1e6, (value / size).rounded(.down)))) }
        let (x0, x1, y0, y1) = (index(box.minX), index(box.maxX), index(box.minY), index(box.maxY))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= 64 else { return nil }
        var result: [Cell] = []
        for x in x0...x1 {
            for y in y0...y1 { result.append(Cell(x: x, y: y)) }
        }
        return result
    }
}

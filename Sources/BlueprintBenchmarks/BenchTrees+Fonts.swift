import BlueprintLayout
import BlueprintText
import Foundation

/// The `text-font` tree: the `text` feed with labels measured from a font file.
extension BenchTrees {
    /// 15-point Noto Sans (`Fonts/NotoSans-Regular.ttf` of the package checkout), with a cache of its
    /// own large enough for every label of the tree at scale 16, so that timed runs after the warm-up
    /// measure from a warm cache; or why it cannot be loaded (a binary run away from its checkout).
    static let benchFontLoad: Result<FontTextMetrics, BenchFontUnavailable> = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = root.appendingPathComponent("Fonts/NotoSans-Regular.ttf")
        do {
            let font = try Font(contentsOf: url)
            return .success(
                try FontTextMetrics(
                    font: font, size: 15, cache: FontTextCache(capacity: 1 << 16, characterCapacity: 16 << 20)))
        } catch {
            return .failure(
                BenchFontUnavailable(
                    message: "the text-font tree needs the package checkout's font at \(url.path): \(error)"))
        }
    }()

    /// The metrics of `benchFontLoad`; `Benchmarks.run` and `serve` check that they loaded
    /// before building the tree (`BenchTree.unavailable`).
    static var benchFont: FontTextMetrics {
        switch benchFontLoad {
        case .success(let metrics): return metrics
        case .failure(let failure): preconditionFailure(failure.message)
        }
    }

    /// A Column of `rows` Rows: fixed icon, a label in Noto Sans (grow 1, shrink 1), fixed badge;
    /// the labels' words are seeded random lowercase letters, 40–200 characters in all.
    static func fontFeed(rows: Int, seed: UInt64, counter: MeasureCounter?) -> Element {
        let metrics = benchFont
        return feed(rows: rows, seed: seed, counter: counter) { words, random in
            let text = words.map { length in
                String((0..<length).map { _ in Character(UnicodeScalar(UInt8(97 + random.next() % 26))) })
            }.joined(separator: " ")
            return counter.map { CountingFontText(text: text, metrics: metrics, counter: $0) }
                ?? Label(text: text) { $0.textMetrics = metrics }
        }
    }
}

/// A label measured with a font that counts its measurements.
struct CountingFontText: Element {
    let text: String
    let metrics: FontTextMetrics
    let counter: MeasureCounter

    var content: ElementContent {
        let text = text
        let metrics = metrics
        let counter = counter
        return ElementContent { constraint in
            counter.count += 1
            return metrics.size(of: text, in: constraint)
        }
    }
}

/// Why the `text-font` tree cannot be built.
struct BenchFontUnavailable: Error {
    let message: String
}

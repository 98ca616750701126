import BlueprintLayout
import Foundation
import Testing

@testable import BlueprintText

/// Whole wraps against a reference: the lines a greedy wrapper on HarfBuzz's widths and ICU 72.1's
/// line breaks makes, recorded by `Scripts/fonts/record-harfbuzz-wraps.py` into
/// `Tests/Data/harfbuzz-wraps-*.json` (5,000 seeded random strings per font, each wrapped at two
/// random widths, by words or by characters).
///
/// ``FontTextMetrics`` must make the same number of lines, each as wide as the reference's within
/// 0.01 pt, for every wrap.
@Suite struct FontWrappingDifferentialTests {
    struct Recording: Decodable {
        let font: String
        let face: Int
        let size: Double
        let unitsPerEm: Int
        let harfbuzz: String
        let icu: String
        let wraps: [Case]
    }

    /// A string and its two wraps.
    struct Case: Decodable {
        let text: String
        let wraps: [(bound: Int, byCharacters: Bool, lines: [Int])]

        init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            text = try container.decode(String.self)
            var wraps: [(bound: Int, byCharacters: Bool, lines: [Int])] = []
            while !container.isAtEnd {
                let bound = try container.decode(Int.self)
                let mode = try container.decode(String.self)
                let lines = try container.decode([Int].self)
                wraps.append((bound, mode == "c", lines))
            }
            self.wraps = wraps
        }
    }

    static let recordings = ["harfbuzz-wraps-noto-sans.json", "harfbuzz-wraps-noto-sans-cjk-sc.json"]

    @Test(arguments: recordings)
    func wrapsAgreeWithTheReference(_ file: String) throws {
        let data = try Data(contentsOf: TestFonts.url("Tests/Data/\(file)"))
        let recording = try JSONDecoder().decode(Recording.self, from: data)
        #expect(recording.wraps.count >= 5000)
        let font = try Font(contentsOf: TestFonts.url(recording.font), faceIndex: recording.face)
        #expect(font.metrics.unitsPerEm == recording.unitsPerEm)
        let size = CGFloat(recording.size)
        let scale = size / CGFloat(recording.unitsPerEm)
        let metrics = try FontTextMetrics(font: font, size: size, cache: nil)
        var failures: [String] = []
        var wraps = 0
        var lines = 0
        var byCharacters = 0
        for testCase in recording.wraps {
            for wrap in testCase.wraps {
                wraps += 1
                if wrap.byCharacters { byCharacters += 1 }
                let bound = (CGFloat(wrap.bound) + 0.5) * scale
                let layout = metrics.layout(
                    of: testCase.text, in: .atMost(bound),
                    lineBreakMode: wrap.byCharacters ? .byCharWrapping : .byWordWrapping)
                let expected = wrap.lines.map { CGFloat($0) * scale }
                lines += expected.count
                let agrees =
                    layout.lines.count == expected.count
                    && zip(layout.lines, expected).allSatisfy { abs($0.width - $1) <= 0.01 }
                if !agrees {
                    let ours = layout.lines.map { "\(testCase.text[$0.range].debugDescription) \($0.width)" }
                    failures.append(
                        "\(testCase.text.debugDescription) in \(bound)\(wrap.byCharacters ? " by characters" : ""): "
                            + "reference \(expected), ours \(ours)")
                }
            }
        }
        print(
            "\(file): \(wraps - failures.count) of \(wraps) wraps (\(lines) lines; \(byCharacters) by characters) "
                + "of \(recording.wraps.count) strings agree with HarfBuzz \(recording.harfbuzz) and ICU \(recording.icu) "
                + "within 0.01 pt"
        )
        #expect(failures.isEmpty, "\(failures.count) wraps differ:\n\(failures.prefix(20).joined(separator: "\n"))")
    }
}

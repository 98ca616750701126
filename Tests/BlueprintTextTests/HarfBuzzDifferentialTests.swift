import Foundation
import Testing

@testable import BlueprintText

/// Widths of seeded random strings against HarfBuzz's, recorded by
/// `Scripts/fonts/record-harfbuzz-widths.py` into `Tests/Data/harfbuzz-widths-*.json`.
///
/// Each string is shaped once; the width of each of its lines (split at newlines) is measured as a
/// range of the shaped text (``ShapedText/width(ofCharacters:)``) and by shaping the line alone,
/// and both must agree with HarfBuzz within 0.01 pt. Strings of complex scripts (the `complex`
/// kind), which the shaper measures unshaped, are counted and reported, not required to agree.
@Suite struct HarfBuzzDifferentialTests {
    struct Recording: Decodable {
        let font: String
        let face: Int
        let size: Double
        let unitsPerEm: Int
        let harfbuzz: String
        let cases: [Case]
    }

    struct Case: Decodable {
        let kind: String
        let text: String
        let widths: [Int]

        init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            kind = try container.decode(String.self)
            text = try container.decode(String.self)
            widths = try container.decode([Int].self)
        }
    }

    static let recordings = ["harfbuzz-widths-noto-sans.json", "harfbuzz-widths-noto-sans-cjk-sc.json"]

    @Test(arguments: recordings)
    func widthsAgreeWithHarfBuzz(_ file: String) throws {
        let data = try Data(contentsOf: TestFonts.url("Tests/Data/\(file)"))
        let recording = try JSONDecoder().decode(Recording.self, from: data)
        #expect(recording.cases.count >= 5000)
        let font = try Font(contentsOf: TestFonts.url(recording.font), faceIndex: recording.face)
        #expect(font.metrics.unitsPerEm == recording.unitsPerEm)
        let shaper = TextShaper(font: font)
        let size = CGFloat(recording.size)
        var failures: [String] = []
        var complexAgreeing = 0
        var complexTotal = 0
        var lines = 0
        for testCase in recording.cases {
            let shaped = try shaper.shape(testCase.text, size: size)
            let characters = Array(testCase.text)
            var ranges: [Range<Int>] = []
            var start = 0
            for (index, character) in characters.enumerated() where character == "\n" {
                ranges.append(start..<index)
                start = index + 1
            }
            ranges.append(start..<characters.count)
            var agrees = ranges.count == testCase.widths.count
            var detail = ""
            for (range, units) in zip(ranges, testCase.widths) {
                lines += 1
                let expected = CGFloat(units) * size / CGFloat(recording.unitsPerEm)
                let fromRange = shaped.width(ofCharacters: range)
                let line = String(characters[range])
                let alone = try shaper.width(of: line, size: size)
                if abs(fromRange - expected) > 0.01 || abs(alone - expected) > 0.01 {
                    agrees = false
                    detail +=
                        " line \(line.debugDescription): HarfBuzz \(expected), range \(fromRange), alone \(alone);"
                }
            }
            if testCase.kind == "complex" {
                complexTotal += 1
                if agrees { complexAgreeing += 1 }
            } else if !agrees {
                failures.append("[\(testCase.kind)] \(testCase.text.debugDescription):\(detail)")
            }
        }
        let simple = recording.cases.count - complexTotal
        print(
            "\(file): \(simple - failures.count) of \(simple) strings (\(lines) lines) agree with HarfBuzz "
                + "\(recording.harfbuzz) within 0.01 pt; complex scripts measured unshaped: \(complexAgreeing) of "
                + "\(complexTotal) agree"
        )
        #expect(failures.isEmpty, "\(failures.count) strings differ:\n\(failures.prefix(30).joined(separator: "\n"))")
    }
}

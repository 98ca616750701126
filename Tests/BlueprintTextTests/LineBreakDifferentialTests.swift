import Foundation
import Testing

@testable import BlueprintText

/// The opportunities against ICU 72's (the ICU of Unicode 15.0), recorded by
/// `Scripts/record-line-break-reference.py` in `Tests/Data/LineBreaking/icu-72-line-breaks.jsonl`
/// for 6,000 seeded random strings and every string of `LineBreakTest.txt`.
///
/// ICU reports breaks between code points; those inside a `Character` are not opportunities here
/// (``LineBreaking`` keeps `Character`s whole), so the expected opportunities are ICU's on
/// `Character` boundaries, with ICU's hard breaks as the mandatory ones.
@Suite struct LineBreakDifferentialTests {
    /// A recorded case.
    struct Case {
        /// The line in the file.
        var line: Int
        /// The string.
        var text: String
        /// ICU's breaks with its dictionaries off: code point offsets, and whether each is hard.
        var breaks: [(offset: Int, isMandatory: Bool)]
        /// ICU's breaks with its dictionaries (Thai, Lao, Khmer, Myanmar words), where they differ.
        var dictionaryBreaks: [(offset: Int, isMandatory: Bool)]?
    }

    static let fileName = "icu-72-line-breaks.jsonl"

    static func cases() throws -> [Case] {
        try LineBreakTestSupport.dataLines(of: fileName).map { number, line in
            let where_ = "\(fileName):\(number)"
            // JSONDecoder, not JSONSerialization, which drops a U+FEFF that starts a string.
            let fields = try JSONDecoder().decode([String].self, from: Data(line.utf8))
            guard fields.count == 2 || fields.count == 3 else {
                throw LineBreakTestSupport.DataError(message: "\(where_): expected 2 or 3 strings")
            }
            return Case(
                line: number, text: fields[0], breaks: try parseBreaks(fields[1], at: where_),
                dictionaryBreaks: try fields.count == 3 ? parseBreaks(fields[2], at: where_) : nil
            )
        }
    }

    static func parseBreaks(_ text: String, at where_: String) throws -> [(offset: Int, isMandatory: Bool)] {
        try text.split(separator: " ").map { field in
            let isMandatory = field.hasSuffix("!")
            guard let offset = Int(isMandatory ? field.dropLast() : field) else {
                throw LineBreakTestSupport.DataError(message: "\(where_): bad break '\(field)'")
            }
            return (offset, isMandatory)
        }
    }

    /// ICU's breaks on `Character` boundaries, as `Character` offsets and mandatory flags.
    static func expected(_ breaks: [(offset: Int, isMandatory: Bool)], in text: String) -> [String] {
        let offsets = LineBreakTestSupport.characterOffsets(ofScalarOffsets: breaks.map(\.offset), in: text)
        let mandatory = Dictionary(uniqueKeysWithValues: breaks.map { ($0.offset, $0.isMandatory) })
        let boundaries = LineBreakTestSupport.characterBoundaryScalarOffsets(of: text)
        return offsets.map { "\($0)\(mandatory[boundaries[$0]]! ? "!" : "")" }
    }

    static func actual(_ text: String) -> [String] {
        LineBreaking.opportunities(in: text).map { "\($0.characterOffset)\($0.isMandatory ? "!" : "")" }
    }

    @Test func everyRecordedStringBreaksAsICUDoes() throws {
        let cases = try Self.cases()
        #expect(cases.count == 13_654)
        var failures: [String] = []
        for testCase in cases {
            let expected = Self.expected(testCase.breaks, in: testCase.text)
            let actual = Self.actual(testCase.text)
            if actual != expected {
                failures.append(
                    "line \(testCase.line): \(testCase.text.debugDescription) [\(testCase.text.codePointsDescription)]\n"
                        + "  ICU: \(expected)\n  ours: \(actual)"
                )
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(cases.count) strings differ:\n\(failures.prefix(30).joined(separator: "\n"))"
        )
    }
}

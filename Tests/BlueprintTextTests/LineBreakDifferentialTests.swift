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
        var insideCharacters = 0
        for testCase in cases {
            let boundaries = Set(LineBreakTestSupport.characterBoundaryScalarOffsets(of: testCase.text))
            insideCharacters += testCase.breaks.filter { !boundaries.contains($0.offset) }.count
            let expected = Self.expected(testCase.breaks, in: testCase.text)
            let actual = Self.actual(testCase.text)
            if actual != expected {
                failures.append(
                    "line \(testCase.line): \(testCase.text.debugDescription) [\(testCase.text.codePointsDescription)]\n"
                        + "  ICU: \(expected)\n  ours: \(actual)"
                )
            }
        }
        // The data has breaks inside `Character`s (a letter and a skin tone…), so dropping them is tested.
        #expect(insideCharacters > 0)
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(cases.count) strings differ:\n\(failures.prefix(30).joined(separator: "\n"))"
        )
    }

    /// The code point ranges of the scripts ICU splits with dictionaries (Thai, Lao, Myanmar, Khmer,
    /// Tai Le, New Tai Lue, Tai Tham, Tai Viet, Myanmar extensions, Ahom).
    static let dictionaryScripts: [ClosedRange<UInt32>] = [
        0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1950...0x19DF, 0x19E0...0x19FF, 0x1A20...0x1AAF,
        0xA9E0...0xA9FF, 0xAA60...0xAADF, 0x11700...0x1174F,
    ]

    /// The only difference between ICU's stock line iterator and the reference: its dictionaries add
    /// breaks between two letters of a Thai, Lao, Khmer or Myanmar word run, and change nothing else.
    @Test func icusDictionariesOnlyAddBreaksInsideSouthEastAsianRuns() throws {
        var withDictionaryBreaks = 0
        for testCase in try Self.cases() {
            guard let dictionaryBreaks = testCase.dictionaryBreaks else { continue }
            withDictionaryBreaks += 1
            let scalars = Array(testCase.text.unicodeScalars)
            let plain = Dictionary(uniqueKeysWithValues: testCase.breaks.map { ($0.offset, $0.isMandatory) })
            let dictionary = Set(dictionaryBreaks.map(\.offset))
            #expect(Set(plain.keys).isSubset(of: dictionary), "line \(testCase.line)")
            for (offset, isMandatory) in dictionaryBreaks {
                if let plainIsMandatory = plain[offset] {
                    #expect(plainIsMandatory == isMandatory, "line \(testCase.line), offset \(offset)")
                    continue
                }
                let around = [scalars[offset - 1], scalars[offset]]
                #expect(
                    around.allSatisfy { scalar in Self.dictionaryScripts.contains { $0.contains(scalar.value) } },
                    "line \(testCase.line): a dictionary break at \(offset) outside a South-East Asian run"
                )
            }
        }
        #expect(withDictionaryBreaks > 500)
    }
}

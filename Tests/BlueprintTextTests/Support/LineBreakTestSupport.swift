import BlueprintLayout
import Foundation

@testable import BlueprintText

/// The line-breaking test data in `Tests/Data/LineBreaking`, and conversions between code point
/// and `Character` offsets.
enum LineBreakTestSupport {
    /// The package's root folder, from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // BlueprintTextTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The folder of the line-breaking test data.
    static let dataFolder = packageRoot.appendingPathComponent("Tests/Data/LineBreaking")

    /// The lines of a data file, with their 1-based line numbers, comments and blank lines left out.
    static func dataLines(of name: String) throws -> [(number: Int, text: Substring)] {
        let text = try String(contentsOf: dataFolder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
            $1.isEmpty || $1.hasPrefix("#") ? nil : ($0 + 1, $1)
        }
    }

    /// For each `Character` boundary of `text` (the start and the end included), its offset in code
    /// points: `[0, 1, 3]` for `"a"` followed by `"e\u{301}"`.
    static func characterBoundaryScalarOffsets(of text: String) -> [Int] {
        var offsets = [0]
        for character in text {
            offsets.append(offsets[offsets.count - 1] + character.unicodeScalars.count)
        }
        return offsets
    }

    /// Code point offsets of breaks, as `Character` offsets: those inside a `Character` are left out.
    static func characterOffsets(ofScalarOffsets scalarOffsets: [Int], in text: String) -> [Int] {
        let boundaries = characterBoundaryScalarOffsets(of: text)
        var characterOfScalar: [Int: Int] = [:]
        for (character, scalar) in boundaries.enumerated() { characterOfScalar[scalar] = character }
        return scalarOffsets.compactMap { characterOfScalar[$0] }
    }

    /// A test case of `LineBreakTest.txt`: code points with `÷` (a break) or `×` (none) around each.
    struct UnicodeTestCase {
        /// The line in the file.
        var line: Int
        /// The string.
        var text: String
        /// The code point offsets with a break, the end of the string included, the start not.
        var breaks: [Int]
    }

    /// The cases of the committed copy of `LineBreakTest.txt`.
    static func unicodeTestCases() throws -> [UnicodeTestCase] {
        try dataLines(of: "LineBreakTest-15.0.0.txt").map { number, line in
            var scalars = String.UnicodeScalarView()
            var breaks: [Int] = []
            for field in line.split(separator: " ") {
                switch field {
                case "÷": if !scalars.isEmpty { breaks.append(scalars.count) }
                case "×": break
                default:
                    guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw DataError(message: "LineBreakTest-15.0.0.txt:\(number): bad code point '\(field)'")
                    }
                    scalars.append(scalar)
                }
            }
            return UnicodeTestCase(line: number, text: String(scalars), breaks: breaks)
        }
    }

    /// A deterministic generator (SplitMix64): the same seed gives the same cases on every machine.
    struct Random {
        private var generator: SplitMix64

        init(seed: UInt64) {
            generator = SplitMix64(seed: seed)
        }

        /// The next 64 random bits.
        mutating func next() -> UInt64 { generator.next() }

        /// An element of `items`.
        mutating func element<T>(of items: [T]) -> T {
            items[Int(next() % UInt64(items.count))]
        }
    }

    /// The strings of the recorded ICU data (random ones and those of `LineBreakTest.txt`).
    static func recordedStrings() throws -> [String] {
        try dataLines(of: "icu-72-line-breaks.jsonl").map { number, line in
            let fields = try JSONDecoder().decode([String].self, from: Data(line.utf8))
            guard let text = fields.first else {
                throw DataError(message: "icu-72-line-breaks.jsonl:\(number): no string")
            }
            return text
        }
    }

    /// A malformed data file.
    struct DataError: Error, CustomStringConvertible {
        /// What is wrong, and where.
        var message: String
        /// The message.
        var description: String { message }
    }
}

extension String {
    /// The code points of the string in hexadecimal, for failure messages.
    var codePointsDescription: String {
        unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}

import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// Every fixture of `Fixtures/`, damaged in seeded random ways (a key removed or misspelled, a value
/// of another kind or out of range, an array entry dropped or repeated, the text cut short or given
/// a stray character), must still be read to a clear end: decoded, or rejected with errors that each
/// name the file and the place (a JSON path, or a line and column), and never a crash. A damaged
/// fixture that decodes runs, through a layout session too; a check it passes compared no NaN.
@Suite struct DamagedFixtureTests {
    /// Damaged copies per fixture file, and the seed of the first file's (each file's seed follows
    /// from its index, so a failure names the file and seed that reproduce it).
    static let copiesPerFile = 3
    static let seed: UInt64 = 0xDA_3A6E

    /// Values a damage puts where the fixture had another.
    static let strangeValues: [JSONValue] = [
        .null, .bool(true), .number(0), .number(-1), .number(-4.5), .number(1e308), .number(-1e308),
        .number(.leastNonzeroMagnitude), .number(JSONNumber(value: 9_007_199_254_740_992, literal: "9007199254740993")),
        .string(""), .string("infinity"), .string("NaN"),
        .string("Row"), .array([]), .array([.null, .null]), .array([.number(1), .number(2), .number(3)]),
        .object(JSONObject()), .object(JSONObject([(key: "type", value: .string("Row"))])),
    ]

    @Test func damagedFixturesEndInAResultOrAnErrorThatSaysWhere() throws {
        let root = TestSupport.packageRoot.appendingPathComponent("Fixtures").path
        let scan = FixtureFileScan([root])
        #expect(scan.problems.isEmpty)
        let files = scan.files
        #expect(files.count >= 513)
        var decoded = 0
        var rejected = 0
        for (index, file) in files.enumerated() {
            let name = String(file.name.dropFirst(root.count + 1))
            let text = try String(contentsOfFile: file.path, encoding: .utf8)
            let original = try JSONParser.parse(text)
            for copy in 0..<Self.copiesPerFile {
                let seed = Self.seed &+ UInt64(index * Self.copiesPerFile + copy)
                var random = SplitMix64(seed: seed)
                let damaged = Self.damage(text: text, json: original, random: &random)
                let label = "\(name), seed \(seed)"
                do {
                    let fixture = try FixtureDecoder().decode(text: damaged, file: name)
                    decoded += 1
                    var runner = FixtureRunner()
                    runner.relayout = true
                    runner.collectsValues = true
                    // As `check --relayout` runs a file: the element decoded again, equal values made anew.
                    let madeAnew = try FixtureDecoder().decode(text: damaged, file: name).element
                    let result = runner.run(fixture, madeAnew: madeAnew)
                    for check in result.checks where check.passed {
                        #expect(!check.values.contains { $0.actual.hasNaN }, "\(label): \(check.label) passed with NaN")
                    }
                } catch {
                    rejected += 1
                    for error in [error] + error.additionalErrors {
                        #expect(error.file == name, "\(label): \(error)")
                        #expect(
                            error.location.hasPrefix("$") || error.location.hasPrefix("line "),
                            "\(label): no place in \(error)")
                        #expect(!error.message.isEmpty, "\(label): no message in \(error)")
                    }
                }
            }
        }
        // Both ends are reached: a damage that never decoded (or never failed) would test half.
        #expect(decoded > 50)
        #expect(rejected > 200)
    }

    /// `json` (the document of `text`) with one to three damages, or `text` itself cut short or
    /// given a stray character.
    static func damage(text: String, json: JSONValue, random: inout SplitMix64) -> String {
        if random.next(below: 8) == 0 {
            let bytes = Array(text.utf8)
            let at = random.next(below: bytes.count)
            let stray = ["{", "}", "[", "]", "\"", ",", ":", "1e999", "-", "\\u12"][random.next(below: 10)]
            let cut = random.next(below: 2) == 0 ? Array(bytes[..<at]) : bytes[..<at] + Array(stray.utf8) + bytes[at...]
            return String(decoding: cut, as: UTF8.self)
        }
        var value = json
        for _ in 0...random.next(below: 3) { value = damage(value, random: &random) }
        return JSONWriter.write(value)
    }

    /// `value` with one damage somewhere inside it, at a depth chosen as it goes down.
    static func damage(_ value: JSONValue, random: inout SplitMix64) -> JSONValue {
        switch value {
        case .object(let object) where !object.isEmpty:
            var members = object.members
            let at = random.next(below: members.count)
            switch random.next(below: 10) {
            case 0: members.remove(at: at)
            case 1: members[at].value = strangeValues[random.next(below: strangeValues.count)]
            case 2:
                // A misspelled key (its last letter doubled), unless that name is taken.
                let key = members[at].key + String(members[at].key.last ?? "x")
                if !members.contains(where: { $0.key == key }) { members[at].key = key }
            default: members[at].value = damage(members[at].value, random: &random)
            }
            return .object(JSONObject(members))
        case .array(var elements) where !elements.isEmpty:
            let at = random.next(below: elements.count)
            switch random.next(below: 10) {
            case 0: elements.remove(at: at)
            case 1: elements.insert(elements[at], at: at)
            case 2: elements[at] = strangeValues[random.next(below: strangeValues.count)]
            default: elements[at] = damage(elements[at], random: &random)
            }
            return .array(elements)
        case .number(let number):
            let values = [
                -number.value, number.value * 1e300, number.value + 0.5, 0, -0.0, Double.leastNormalMagnitude / 8,
            ]
            return .number(values[random.next(below: values.count)])
        default:
            return strangeValues[random.next(below: strangeValues.count)]
        }
    }
}

extension CheckedValue.Value {
    /// Whether a number of the value is NaN.
    fileprivate var hasNaN: Bool {
        if case .numbers(let numbers) = self { return numbers.contains { $0?.isNaN == true } }
        return false
    }
}

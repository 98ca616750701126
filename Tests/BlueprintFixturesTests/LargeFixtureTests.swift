import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// The structures that keep parse → decode → run → compare linear in a fixture's size, tested
/// for what they must still do (the timing itself is `Benchmarks/decode-scaling.sh`).
@Suite struct LargeFixtureTests {
    /// A Row of `count` 10×10 `Fixed` children with ids `c0`…, and a layout check listing the
    /// frames of the ids in `listed`.
    static func row(count: Int, listed: [String: [Int]]) -> String {
        let children = (0..<count).map { #"{"type": "Fixed", "id": "c\#($0)", "size": [10, 10]}"# }
        let frames = listed.sorted { $0.key < $1.key }.map { id, frame in
            "\"\(id)\": [\(frame.map(String.init).joined(separator: ", "))]"
        }
        return TestSupport.fixture(
            element: #"{"type": "Row", "children": [\#(children.joined(separator: ", "))]}"#,
            layouts: #"[{"size": [\#(10 * count), 10], "frames": {\#(frames.joined(separator: ", "))}}]"#
        )
    }

    @Test func objectWithManyMembersKeepsOrderAndFindsEveryKey() throws {
        var object = JSONObject()
        for index in 0..<1_000 { object["k\(index)"] = .number(Double(index)) }
        #expect(object.count == 1_000)
        #expect(object.keys.prefix(3) == ["k0", "k1", "k2"])
        #expect((0..<1_000).allSatisfy { object["k\($0)"] == .number(Double($0)) })
        #expect(object["k1000"] == nil)

        object["k500"] = .string("replaced")
        #expect(object["k500"] == .string("replaced"))
        #expect(object.keys[500] == "k500")

        object["k10"] = nil
        #expect(object.count == 999)
        #expect(object["k10"] == nil)
        #expect(object["k11"] == .number(11))
        #expect(object.keys[10] == "k11")
        #expect(object["k999"] == .number(999))

        // Equality is by members in order, however the objects were built.
        let rebuilt = JSONObject(object.members)
        #expect(rebuilt == object)
    }

    @Test func duplicateKeyInLargeObjectIsFound() {
        let members = (0..<5_000).map { "\"k\($0)\": \($0)" } + ["\"k4321\": 0"]
        let text = "{\n" + members.joined(separator: ",\n") + "\n}"
        do {
            _ = try JSONParser.parse(text)
            Issue.record("the duplicate key was not found")
        } catch {
            #expect(error.description == #"line 5002, column 1: duplicate key "k4321""#)
        }
    }

    @Test func numbersKeepTheirLiterals() throws {
        let value = try JSONParser.parse("[10, -7, 0, -0, 1e3, 2.50, 0.5, 123456789012345, 1234567890123456789]")
        let numbers = try #require(value.arrayValue).compactMap { element -> JSONNumber? in
            if case .number(let number) = element { number } else { nil }
        }
        #expect(
            numbers.map(\.literal) == [
                "10", "-7", "0", "-0", "1e3", "2.50", "0.5", "123456789012345", "1234567890123456789",
            ])
        #expect(
            numbers.map(\.value) == [10, -7, 0, 0, 1000, 2.5, 0.5, 123_456_789_012_345, Double("1234567890123456789")!])
        #expect(numbers[3].value.sign == .minus)
        #expect(JSONWriter.write(value) == "[10, -7, 0, -0, 1e3, 2.50, 0.5, 123456789012345, 1234567890123456789]\n")

        var number = JSONNumber(value: 4, literal: "4.0")
        #expect(number.literal == "4.0")
        number.literal = "4"
        #expect(number == JSONNumber(4))
        #expect(number.literal == "4")
    }

    @Test func pathsBuiltByAppendingEqualPathsBuiltFromComponents() {
        let base = JSONPath.root.appending("element").appending("children")
        let appended = base.appending(index: 2).appending("traits")
        let built = JSONPath(components: [.key("element"), .key("children"), .index(2), .key("traits")])
        #expect(appended == built)
        #expect(appended.hashValue == built.hashValue)
        #expect(appended.components == built.components)
        #expect(appended.description == "$.element.children[2].traits")
        #expect(base.appending(index: 3) != base.appending(index: 2))
        #expect(base != appended)

        var edited = appended
        edited.components.removeLast()
        #expect(edited == base.appending(index: 2))
        #expect(appended.description == "$.element.children[2].traits")
    }

    @Test func wideRowDecodesEveryChildInOrderAndChecksFrames() throws {
        let count = 10_000
        let text = Self.row(
            count: count, listed: ["c0": [0, 0, 10, 10], "c1234": [12_340, 0, 10, 10], "c9999": [99_990, 0, 10, 10]])
        let fixture = try TestSupport.decode(text)
        #expect(fixture.ids.count == count)
        #expect(fixture.ids.last == "c9999")
        let result = FixtureRunner().run(fixture)
        #expect(result.passed, "\(result.failureLines)")

        let wrong = try TestSupport.decode(
            Self.row(count: count, listed: ["c9999": [0, 0, 10, 10], "c10000": [0, 0, 10, 10]]))
        let lines = FixtureRunner().run(wrong).failureLines
        #expect(lines.count == 1)
        #expect(lines.first?.contains("c9999: frame expected [0, 0, 10, 10], actual [99990, 0, 10, 10]") == true)
        #expect(
            lines.first?.contains(
                #"c10000: frame not found (no element has this id or key path), did you mean "c1000"?"#) == true,
            "\(lines)")
    }

    @Test func duplicateIDAmongManyChildrenNamesTheFirstUse() {
        let children =
            (0..<10_000).map { #"{"type": "Fixed", "id": "c\#($0)", "size": [1, 1]}"# }
            + [#"{"type": "Fixed", "id": "c1234", "size": [1, 1]}"#]
        let text = TestSupport.fixture(
            element: #"{"type": "Column", "children": [\#(children.joined(separator: ", "))]}"#,
            measurements: #"[{"constraint": {}, "size": [1, 10001]}]"#
        )
        #expect(
            throws: FixtureError(
                file: "test.json", location: "$.element.children[10000].id",
                message: #"duplicate id "c1234" (already used at $.element.children[1234].id)"#)
        ) {
            try TestSupport.decode(text)
        }
    }

    @Test func manyMissingIDsAreReportedWithFewSuggestions() throws {
        var listed: [String: [Int]] = [:]
        for index in 0..<50 { listed["d\(index)"] = [0, 0, 10, 10] }
        let fixture = try TestSupport.decode(Self.row(count: 100, listed: listed))
        let check = try #require(FixtureRunner().run(fixture).checks.first)
        #expect(check.failures.count == 50)
        #expect(check.failures.allSatisfy { $0.message?.hasPrefix("not found (no element has this id") == true })
        #expect(check.failures.filter { $0.message?.contains("did you mean") == true }.count == 10)
    }

    @Test func longWordBreaksIntoLinesOfTheWidth() {
        let word = String(repeating: "x", count: 100_000) + "yz"
        let text = BlueprintFixtures.Text(text: "ab " + word, characterWidth: 1, lineHeight: 1)
        let lines = text.lines(in: .atMost(3))
        #expect(lines.count == 1 + 33_334)
        #expect(lines.first == "ab")
        #expect(lines[1] == "xxx")
        #expect(lines.last == "xyz")
        #expect(
            text.size(in: SizeConstraint(width: .atMost(3), height: .unconstrained)) == CGSize(width: 3, height: 33_335)
        )
    }
}

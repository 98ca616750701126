import BlueprintFixtures
import Foundation
import Testing

@Suite struct JSONTests {
    @Test func parsesValuesKeepingOrderAndLiterals() throws {
        let value = try JSONParser.parse(#"{"b": [1, 2.50, -3e2, true, null], "a": "x\u00e9\n"}"#)
        let object = try #require(value.objectValue)
        #expect(object.keys == ["b", "a"])
        #expect(value["a"] == .string("xé\n"))
        let numbers = try #require(value["b"]?.arrayValue)
        #expect(numbers[1] == .number(JSONNumber(value: 2.5, literal: "2.50")))
        if case .number(let number) = numbers[1] { #expect(number.literal == "2.50") }
        #expect(numbers[2].doubleValue == -300)
        #expect(numbers[3] == .bool(true))
        #expect(numbers[3] != .number(1))
    }

    @Test(arguments: [
        ("{\n  \"a\": 1,\n}", "line 3, column 1: trailing comma in an object"),
        ("[1 2]", #"line 1, column 4: unexpected "2", expected "," or "]" in an array"#),
        (#"{"a": 1, "a": 2}"#, #"line 1, column 10: duplicate key "a""#),
        ("[NaN]", #"line 1, column 2: unexpected "NaN", expected a value"#),
        ("[01]", "line 1, column 3: invalid number: leading zeros are not allowed"),
        ("\"abc", "line 1, column 1: unterminated string"),
        ("[1] x", #"line 1, column 5: unexpected "x" after the top-level value"#),
        ("// c\n1", #"line 1, column 1: unexpected "/" (comments are not allowed), expected a value"#),
        ("", "line 1, column 1: unexpected end of input, expected a value"),
    ])
    func reportsErrorsWithLineAndColumn(text: String, message: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func writerIsStableAndDiffFriendly() throws {
        let value = try JSONParser.parse(
            #"{"z": {"frames": {"b": [1, 2.5, 3, null]}}, "a": [], "m": [{"k": "v"}], "e": {}}"#)
        let text = JSONWriter.write(value)
        #expect(
            text == """
                {
                  "a": [],
                  "e": {},
                  "m": [
                    {
                      "k": "v"
                    }
                  ],
                  "z": {
                    "frames": {
                      "b": [1, 2.5, 3, null]
                    }
                  }
                }

                """
        )
        #expect(JSONWriter.write(try JSONParser.parse(text)) == text)
    }

    @Test func numbersAreWrittenInTheirShortestForm() {
        #expect(JSONNumber(10).literal == "10")
        #expect(JSONNumber(-0.0).literal == "0")
        #expect(JSONNumber(0.1 + 0.2).literal == "0.30000000000000004")
        #expect(JSONNumber(1e20).literal == "1e+20")
    }
}

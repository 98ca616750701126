@testable import BlueprintFixtures
import Foundation
import Testing

/// Lazily parsed documents (`JSONParser.parseLazily(bytes:)`, `JSONDocument`): the same values and
/// the same errors as a parse that builds every value, objects read only when asked.
@Suite struct JSONDocumentTests {
    static func lazily(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONParser.parseLazily(bytes: Array(text.utf8))
    }

    static let documents = [
        #"{"b": [1, 2.50, -3e2, true, null], "a": "x\u00e9\n"}"#,
        #"{"a": {"b": {"c": 1}}, "d": [{"e": 2}, [3, {"f": 4}, []], {}], "g": {}}"#,
        #"[{"x": [{"y": {"z": "deep"}}]}, 1, "s", [[[{}]]], {"k": null}]"#,
        #"{"escaped \"key\"": "\ud83d\ude00", "n": -0, "big": 1234567890123456789, "e": 1E+2}"#,
        "\u{FEFF}{\"bom\": [1, {\"after\": true}]}",
        " \n\t{ \"spaced\" : [ 1 , { \"o\" : { } } ] } \n",
        "42",
        #""just a string""#,
        "[]",
        "{}",
    ]

    @Test(arguments: documents)
    func readsTheValuesOfAFullParse(text: String) throws {
        let built = try JSONParser.parse(text)
        let lazy = try Self.lazily(text)
        #expect(lazy == built)
        #expect(JSONWriter.write(lazy) == JSONWriter.write(built))
        #expect(JSONWriter.compact(lazy) == JSONWriter.compact(built))
    }

    @Test(arguments: [
        ("{\n  \"a\": 1,\n}", "line 3, column 1: trailing comma in an object"),
        ("[1 2]", #"line 1, column 4: unexpected "2", expected "," or "]" in an array"#),
        (#"{"a": 1, "a": 2}"#, #"line 1, column 10: duplicate key "a""#),
        (#"[{"x": {"a": 1, "b": {"a": 2}, "a": 3}}]"#, #"line 1, column 32: duplicate key "a""#),
        (
            #"{"k0": 0, "k1": 1, "k2": 2, "k3": 3, "k4": 4, "k5": 5, "k6": 6, "k7": 7, "k8": 8, "k9": 9, "k3": 0}"#,
            #"line 1, column 92: duplicate key "k3""#
        ),
        (#"[{"a": {"b": [1, 01]}}]"#, "line 1, column 19: invalid number: leading zeros are not allowed"),
        (#"{"a": [{"b": tru}]}"#, #"line 1, column 14: unexpected "tru", expected a value"#),
        ("[NaN]", #"line 1, column 2: unexpected "NaN", expected a value"#),
        ("\"abc", "line 1, column 1: unterminated string"),
        ("[1] x", #"line 1, column 5: unexpected "x" after the top-level value"#),
        ("// c\n1", #"line 1, column 1: unexpected "/" (comments are not allowed), expected a value"#),
        ("\u{FEFF}[1,\n 2,]", "line 2, column 4: trailing comma in an array"),
        ("", "line 1, column 1: unexpected end of input, expected a value"),
        (
            String(repeating: #"{"a": "#, count: 513) + "1" + String(repeating: "}", count: 513),
            "line 1, column 3073: nesting deeper than 512 levels"
        ),
    ])
    func reportsTheErrorsOfAFullParse(text: String, message: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == message)
        }
        do {
            _ = try Self.lazily(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func objectsAreReadWhenAskedAndTheirObjectsStayUnparsed() throws {
        let value = try Self.lazily(#"{"a": {"b": {"c": 1}}, "d": [{"e": 2}, [3, {"f": 4}]], "g": 5}"#)
        let root = try #require(value.objectValue)
        #expect(root.isUnparsed)
        let read = root.materialized()
        #expect(!read.isUnparsed)
        #expect(read.keys == ["a", "d", "g"])
        let a = try #require(read["a"]?.objectValue)
        #expect(a.isUnparsed)
        #expect(a["b"]?["c"] == .number(1))
        let d = try #require(read["d"]?.arrayValue)
        #expect(d[0].objectValue?.isUnparsed == true)
        #expect(d[0]["e"] == .number(2))
        #expect(d[1].arrayValue?[1].objectValue?.isUnparsed == true)
        #expect(d[1].arrayValue?[1]["f"] == .number(4))
        #expect(read["g"] == .number(5))
        // An unparsed object answers every question too, reading its text each time.
        #expect(root.count == 3)
        #expect(root["g"] == .number(5))
        #expect(root["missing"] == nil)
    }

    @Test func membersAreReadOneByOneInOrder() throws {
        let members = (0..<20).map { #""m\#($0)": {"i": \#($0)}"# }
        let value = try Self.lazily("{" + members.joined(separator: ", ") + "}")
        let object = try #require(value.objectValue)
        var seen: [(String, JSONValue)] = []
        object.forEachMember { seen.append(($0, $1)) }
        #expect(seen.map(\.0) == (0..<20).map { "m\($0)" })
        #expect(seen.allSatisfy { $0.1.objectValue?.isUnparsed == true })
        #expect(seen.map { $0.1["i"] } == (0..<20).map { .number(Double($0)) })

        struct Stop: Error {}
        var visited = 0
        #expect(throws: Stop.self) {
            try object.forEachMember { _, _ in
                visited += 1
                if visited == 3 { throw Stop() }
            }
        }
        #expect(visited == 3)
    }

    @Test func changingAnUnparsedObjectMakesItAnOrdinaryOne() throws {
        var object = try #require(try Self.lazily(#"{"a": 1, "b": {"c": 2}}"#).objectValue)
        object["z"] = .string("new")
        #expect(!object.isUnparsed)
        #expect(object.keys == ["a", "b", "z"])
        object["a"] = nil
        #expect(object.keys == ["b", "z"])
        #expect(object["b"]?["c"] == .number(2))
        #expect(object == JSONObject([("b", .object(JSONObject([("c", .number(2))]))), ("z", .string("new"))]))

        var large = try #require(
            try Self.lazily("{" + (0..<12).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ") + "}").objectValue)
        large["k11"] = .null
        large["k12"] = .bool(true)
        #expect(large.count == 13)
        #expect(large["k11"] == .null)
        #expect(large["k5"] == .number(5))
    }

    @Test func deepDocumentsAreReadLevelByLevel() throws {
        // 500 levels alternating objects and arrays, each object with a sibling after its child.
        var text = "1"
        for level in 0..<500 {
            text = level.isMultiple(of: 2) ? #"{"down": \#(text), "level": \#(level)}"# : "[\(text), \(level)]"
        }
        let built = try JSONParser.parse(text)
        var value = try Self.lazily(text)
        #expect(value == built)
        var level = 499
        while true {
            if case .object(let object) = value {
                #expect(object.isUnparsed)
                #expect(object["level"] == .number(Double(level)))
                value = try #require(object["down"])
            } else if case .array(let elements) = value {
                #expect(elements[1] == .number(Double(level)))
                value = elements[0]
            } else {
                break
            }
            level -= 1
        }
        #expect(value == .number(1))
        #expect(level == -1)
    }

    @Test func theDocumentIsReleasedWithTheLastValueReadFromIt() throws {
        weak var document: JSONDocument?
        var value: JSONValue? = try Self.lazily(#"{"a": [{"b": 1}]}"#)
        document = value?.objectValue?.unparsedDocument
        #expect(document != nil)
        var inner = value?["a"]?.arrayValue?[0]
        value = nil
        #expect(document != nil)
        #expect(inner?["b"] == .number(1))
        inner = nil
        #expect(document == nil)
    }
}

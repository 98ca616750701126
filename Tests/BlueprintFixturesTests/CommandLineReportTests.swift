import BlueprintFixtures
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `check --json` and `check --junit FILE` (issue #13), run as a process.
@Suite struct CommandLineReportTests {
    typealias Tool = CommandLineToolTests

    /// The records `check --json` printed, parsed.
    static func records(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func jsonPrintsOneRecordPerCheck() throws {
        let folder = try Tool.suite()
        let run = try Tool.run(["check", "--json", "suite"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.stderr == """
                error: suite/wrong.json: $.element.children[0].traits.growPriority: expected a number, found "x"
                1 passed, 2 failed

                """)
        let records = try Self.records(run.stdout)
        #expect(records.count == 5)
        #expect(records.map { $0["name"] as? String } == ["good", "good", "bad", "bad", "suite/wrong.json"])
        #expect(
            records.map { $0["check"] as? String } == [
                "measurements[0]", "layouts[0]", "measurements[0]", "layouts[0]", nil,
            ])
        #expect(records.map { $0["passed"] as? Bool } == [true, true, true, false, false])
        for record in records {
            #expect(
                Set(record.keys) == ["file", "name", "check", "summary", "passed", "expected", "actual", "failures"])
        }
        let measurement = records[0]
        #expect(measurement["summary"] as? String == "measure in unconstrained × unconstrained")
        #expect((measurement["expected"] as? [String: [Double]]) == ["size": [20, 10]])
        #expect((measurement["actual"] as? [String: [Double]]) == ["size": [20, 10]])
        #expect((measurement["failures"] as? [String]) == [])

        let layout = records[3]
        #expect(layout["file"] as? String == "suite/nested/bad.json")
        #expect(
            (layout["expected"] as? [String: [String: [Double]]])
                == ["frames": ["a": [0, 0, 10, 10], "b": [80, 0, 10, 10]]])
        #expect(
            (layout["actual"] as? [String: [String: [Double]]])
                == ["frames": ["a": [0, 0, 10, 10], "b": [90, 0, 10, 10]]])
        #expect(
            (layout["failures"] as? [String])
                == ["b: frame expected [80, 0, 10, 10], actual [90, 0, 10, 10], delta [10, 0, 0, 0]"])

        let undecodable = records[4]
        #expect(undecodable["check"] is NSNull)
        #expect(undecodable["expected"] is NSNull)
        #expect(
            (undecodable["failures"] as? [String])
                == [#"suite/wrong.json: $.element.children[0].traits.growPriority: expected a number, found "x""#])
    }

    @Test func jsonShowsAttributesMissingNodesUncheckedComponentsAndInfinity() throws {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(
            TestSupport.fixture(
                element:
                    #"{"type": "Opacity", "opacity": 0.5, "id": "faded", "child": {"type": "Spacer", "width": 10}}"#,
                measurements: #"[{"constraint": {}, "size": [10, null]}]"#,
                layouts:
                    #"[{"size": [10, 10], "frames": {"gone": [0, 0, 1, 1]}, "attributes": {"faded": {"alpha": 0.5, "isHidden": false}}}]"#
            ), to: "attributes.json", in: folder)
        let run = try Tool.run(["check", "--json", "attributes.json"], in: folder)
        #expect(run.status == 1)
        let records = try Self.records(run.stdout)
        #expect(records.count == 2)
        let size = try #require((records[0]["expected"] as? [String: [Any]])?["size"])
        #expect(size.count == 2 && size[1] is NSNull)
        let expected = try #require(records[1]["expected"] as? [String: [String: Any]])
        let actual = try #require(records[1]["actual"] as? [String: [String: Any]])
        #expect((expected["frames"]?["gone"] as? [Double]) == [0, 0, 1, 1])
        #expect(actual["frames"]?["gone"] is NSNull)
        #expect((expected["attributes"]?["faded"] as? [String: Any])?["alpha"] as? Double == 0.5)
        #expect((actual["attributes"]?["faded"] as? [String: Any])?["isHidden"] as? Bool == false)
    }

    @Test func jsonWithVerboseIsAUsageError() throws {
        let folder = try Tool.suite()
        let run = try Tool.run(["check", "--json", "--verbose", "suite"], in: folder)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("error: '--json' already reports every check; leave out '--verbose'\n"))
    }

    @Test func junitWritesOneTestCasePerCheck() throws {
        let folder = try Tool.suite()
        let run = try Tool.run(["check", "suite", "--junit", "report.xml"], in: folder)
        #expect(run.status == 1)
        // The text report is unchanged.
        #expect(run.stdout.hasSuffix("1 passed, 2 failed\n"))
        let xml = try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<testsuites "))
        let report = try JUnit(xml)
        #expect(report.root.name == "testsuites")
        #expect(report.root.attributes["tests"] == "5")
        #expect(report.root.attributes["failures"] == "1")
        #expect(report.root.attributes["errors"] == "1")
        #expect(report.suites.map { $0.attributes["name"] } == ["good", "bad", "suite/wrong.json"])
        let cases = report.suites.flatMap(\.children)
        #expect(cases.count == 5)
        #expect(cases.allSatisfy { $0.name == "testcase" })
        #expect(cases.map { $0.attributes["classname"] } == ["good", "good", "bad", "bad", "suite/wrong.json"])
        #expect(cases[1].attributes["name"] == "layouts[0] (layout in 100 × 10)")
        #expect(cases[1].children.isEmpty)
        let failure = try #require(cases[3].children.first)
        #expect(failure.name == "failure")
        #expect(
            failure.attributes["message"]
                == "b: frame expected [80, 0, 10, 10], actual [90, 0, 10, 10], delta [10, 0, 0, 0]")
        #expect(failure.text == "b: frame expected [80, 0, 10, 10], actual [90, 0, 10, 10], delta [10, 0, 0, 0]")
        let error = try #require(cases[4].children.first)
        #expect(error.name == "error")
        #expect(cases[4].attributes["name"] == "decode")
        #expect(
            error.attributes["message"]
                == #"suite/wrong.json: $.element.children[0].traits.growPriority: expected a number, found "x""#)
    }

    @Test func junitEscapesSpecialCharactersInNamesAndMessages() throws {
        let folder = try TestSupport.temporaryFolder()
        let name = "a <b> & \\\"c\\\" 'd' \\u0001 \\n é"
        try TestSupport.write(
            TestSupport.fixture(
                element: #"{"type": "Fixed", "id": "x<&>\"", "size": [10, 10]}"#,
                layouts: #"[{"size": [10, 10], "frames": {"x<&>\"": [0, 0, 20, 10]}}]"#
            ).replacingOccurrences(of: #""name": "test""#, with: "\"name\": \"\(name)\""),
            to: "special.json", in: folder)
        let run = try Tool.run(["check", "special.json", "--junit", "report.xml"], in: folder)
        #expect(run.status == 1)
        let report = try JUnit(try String(contentsOf: folder.appendingPathComponent("report.xml"), encoding: .utf8))
        let suite = try #require(report.suites.first)
        // The control character, which XML cannot hold, is spelled out; everything else survives.
        #expect(suite.attributes["name"] == "a <b> & \"c\" 'd' \\u{1} \n é")
        let failure = try #require(suite.children.first?.children.first)
        #expect(
            failure.attributes["message"]
                == #"x<&>": frame expected [0, 0, 20, 10], actual [0, 0, 10, 10], delta [0, 0, -10, 0]"#)
        #expect(failure.text == failure.attributes["message"])
    }

    @Test func junitFileIsWrittenSafely() throws {
        let folder = try Tool.suite()
        let device = try Tool.run(["check", "suite/good.json", "--junit", "/dev/full"], in: folder)
        #expect(device.status == 1)
        #expect(device.stdout == "1 passed, 0 failed\n")
        #expect(
            device.stderr
                == "error: cannot write the JUnit report /dev/full: is a character device, not a regular file; refusing to replace it\n"
        )
        let missing = try Tool.run(["check", "suite/good.json", "--junit", "nowhere/report.xml"], in: folder)
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == "error: cannot write the JUnit report nowhere/report.xml: cannot create a temporary file in nowhere: No such file or directory\n"
        )
        let empty = try Tool.run(["check", "suite/good.json", "--junit="], in: folder)
        #expect(empty.status == 2)
    }
}

/// A JUnit document read back: with Foundation's XML parser where there is one (`FoundationXML`
/// on Linux), which rejects anything that is not well-formed.
struct JUnit {
    struct Node {
        var name: String
        var attributes: [String: String]
        var children: [Node]
        var text: String
    }

    var root: Node
    var suites: [Node] { root.children }

    init(_ xml: String) throws {
        #if canImport(FoundationXML) || canImport(Darwin)
            let document = try XMLDocument(data: Data(xml.utf8), options: [])
            let element = try #require(document.rootElement())
            root = Self.node(element)
        #else
            throw JUnitUnavailable()
        #endif
    }

    #if canImport(FoundationXML) || canImport(Darwin)
        static func node(_ element: XMLElement) -> Node {
            var attributes: [String: String] = [:]
            for attribute in element.attributes ?? [] {
                if let name = attribute.name { attributes[name] = attribute.stringValue ?? "" }
            }
            let children = (element.children ?? []).compactMap { $0 as? XMLElement }.map(node)
            return Node(
                name: element.name ?? "", attributes: attributes, children: children, text: element.stringValue ?? "")
        }
    #endif

    struct JUnitUnavailable: Error {}
}

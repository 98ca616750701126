import BlueprintFixtures
import BlueprintLayout
import Dispatch
import Foundation
import Testing

/// The deepest fixture the format accepts — the JSON parser's limit of 512 levels of nesting,
/// about 500 elements one inside the other — on a thread with a 512 KiB stack: recorded, checked,
/// drawn, dumped and listed on the HTML page. Parsing, decoding and writing recurse once a level
/// and continue on a fresh stack when the thread's runs low (a debug build takes several
/// kilobytes of stack a level); comparing values is iterative. A level more is refused with a
/// message (`JSONDocumentTests`). An exit test: an overflow fails this test, not the run.
@Suite struct DeepFixtureTests {
    /// The deepest fixture: a chain cycling through Inset and Keyed, with a one-child Column every
    /// fiftieth level (its `children` array is a level of its own), around a `Fixed` leaf with the
    /// ID `leaf` whose `size` array is the 512th level; one layout check still to be recorded.
    static let fixture: (text: String, elements: Int) = {
        var element = #"{"type": "Fixed", "id": "leaf", "size": [10, 10]}"#
        var elements = 1
        // The document is level 1, the outermost element level 2, the leaf's size 3 levels below
        // the leaf's parent: the wrappers may add 509 levels.
        var levels = 0
        while levels < 509 {
            if elements.isMultiple(of: 50), levels + 2 <= 509 {
                element = #"{"type": "Column", "children": [\#(element)]}"#
                levels += 2
            } else if elements.isMultiple(of: 2) {
                element = #"{"type": "Keyed", "key": "k\#(elements)", "child": \#(element)}"#
                levels += 1
            } else {
                element = #"{"type": "Inset", "uniformInset": 1, "child": \#(element)}"#
                levels += 1
            }
            elements += 1
        }
        let text = TestSupport.fixture(
            element: element, layouts: #"[{"size": [1000, 1000], "frames": {"leaf": [0, 0, 0, 0]}}]"#)
        return (text, elements)
    }()

    @Test func theDeepestFixtureIsRecordedCheckedDrawnAndDumpedOnASmallStack() async {
        await #expect(processExitsWith: .success) {
            let box = ResultBox()
            runOnThread {
                do {
                    let folder = try TestSupport.temporaryFolder()
                    defer { try? FileManager.default.removeItem(at: folder) }
                    let file = try TestSupport.write(DeepFixtureTests.fixture.text, to: "deep.json", in: folder)
                    let recorded = FixtureRecorder().record(fileAt: file)
                    box.lines.append("record: \(recorded.error.map { "\($0)" } ?? "ok")")
                    let result = FixtureRunner().run(fileAt: file)
                    box.lines.append("check: \(result.passed) \(result.failureLines)")
                    let fixture = try FixtureDecoder().decode(fileAt: file)
                    let drawing = SVGRenderer().render(fixture)
                    box.lines.append("drawn: \(drawing.components(separatedBy: "<g class=\"el ").count - 1)")
                    let laidOut = fixture.element.layout(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
                    let dump = FixtureDump.dump(laidOut)
                    box.lines.append("dump: \(dump.split(separator: "\n").count) lines")
                    let page = HTMLIndex().render(folder: folder)
                    box.lines.append("page: \(page.contains("deep.json"))")
                    let text = try String(contentsOf: file, encoding: .utf8)
                    box.lines.append("equal: \(try JSONParser.parse(text) == JSONParser.parse(text))")
                } catch {
                    box.lines.append("error: \(error)")
                }
            }
            // Recorded, then passing; every element is drawn and dumped once (the IDs fold into
            // their elements).
            #expect(box.lines.first == "record: ok")
            #expect(box.lines.dropFirst().first == "check: true []")
            #expect(box.lines.dropFirst(2).first == "drawn: \(DeepFixtureTests.fixture.elements)")
            #expect(box.lines.dropFirst(3).first == "dump: \(DeepFixtureTests.fixture.elements) lines")
            #expect(box.lines.dropFirst(4).first == "page: true")
            // Values of the deepest nesting compare equal.
            #expect(box.lines.dropFirst(5).first == "equal: true")
            #expect(box.lines.count == 6, "\(box.lines)")
        }
    }
}

fileprivate final class ResultBox: @unchecked Sendable {
    var lines: [String] = []
}

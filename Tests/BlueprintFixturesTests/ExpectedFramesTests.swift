@testable import BlueprintFixtures
import Foundation
import Testing

/// A layout check's expected frames, stored compactly, read back exactly as written.
@Suite struct ExpectedFramesTests {
    static let ids = ["a", "b", "c", "d"]

    /// `frames` stored, then read back, by the public tuples and one at a time.
    func roundTrip(_ frames: [(id: String, frame: ExpectedFrame)], declaredIDs: [String] = ids) {
        var stored = ExpectedFrames(declaredIDs: declaredIDs)
        for (id, frame) in frames { stored.append(id: id, frame: frame) }
        #expect(stored.count == frames.count)
        #expect(stored.map(\.id) == frames.map(\.id))
        #expect(stored.map(\.frame) == frames.map(\.frame))
        for (index, (id, frame)) in frames.enumerated() {
            #expect(stored.id(at: index) == id)
            #expect(
                stored.frame(at: index).components.map { $0?.bitPattern } == frame.components.map { $0?.bitPattern })
        }
        let rebuilt = ExpectedFrames(frames)
        #expect(rebuilt.map(\.id) == frames.map(\.id))
        #expect(rebuilt.map(\.frame) == frames.map(\.frame))
    }

    @Test func wholeNumbersInTheDeclaredOrder() {
        roundTrip([
            ("a", ExpectedFrame(CGRect(x: 0, y: 0, width: 10, height: 10))),
            ("b", ExpectedFrame(CGRect(x: 16_777_216, y: -3, width: 0.5, height: 1e30))),
        ])
    }

    @Test func namesOutOfTheDeclaredOrderOrNotDeclared() {
        let frame = ExpectedFrame(CGRect(x: 1, y: 2, width: 3, height: 4))
        roundTrip([("a", frame), ("c", frame), ("b", frame)])
        roundTrip([("a", frame), ("b", frame), ("c", frame), ("d", frame), ("e", frame)])
        roundTrip([("receipt/total", frame), ("a", frame)])
        roundTrip([("a", frame)], declaredIDs: [])
        roundTrip([])
    }

    @Test func numbersThatAreNotFloatsWidenEveryFrame() {
        roundTrip([
            ("a", ExpectedFrame(CGRect(x: 1, y: 2, width: 3, height: 4))),
            ("b", ExpectedFrame(x: 0.1, y: 16_777_217, width: 1.0 / 3, height: 33.333)),
            ("c", ExpectedFrame(CGRect(x: 5, y: 6, width: 7, height: 8))),
        ])
        roundTrip([("a", ExpectedFrame(x: .infinity, y: -0.0, width: 1e300, height: .leastNonzeroMagnitude))])
    }

    @Test func uncheckedComponentsStayUnchecked() {
        roundTrip([
            ("a", ExpectedFrame(CGRect(x: 1, y: 2, width: 3, height: 4))),
            ("b", ExpectedFrame(x: nil, y: 2, width: nil, height: 4)),
            ("c", ExpectedFrame(x: nil, y: nil, width: nil, height: nil)),
            ("d", ExpectedFrame(CGRect(x: 1, y: 2, width: 3, height: 4))),
        ])
    }

    @Test func decodedChecksShareTheFixturesIDs() throws {
        let fixture = try TestSupport.decode(
            TestSupport.fixture(
                element: #"""
                    {"type": "Row", "children": [
                        {"type": "Fixed", "id": "a", "size": [10, 10]},
                        {"type": "Fixed", "id": "b", "size": [10.1, 10]}
                    ]}
                    """#,
                layouts: #"""
                    [{"size": [20.1, 10], "frames": {"a": [0, 0, 10, 10], "b": [10, 0, 10.1, null]}},
                     {"size": [20.1, 10], "frames": {"b": [10, 0, 10.1, 10], "a": [0, 0, 10, 10]}}]
                    """#))
        #expect(fixture.layouts[0].frames.map(\.id) == ["a", "b"])
        #expect(fixture.layouts[0].frames[1].frame == ExpectedFrame(x: 10, y: 0, width: 10.1, height: nil))
        #expect(fixture.layouts[1].frames.map(\.id) == ["b", "a"])
        #expect(FixtureRunner().run(fixture).passed)
        var changed = fixture
        changed.layouts[1].frames[1].frame = ExpectedFrame(CGRect(x: 0, y: 0, width: 10, height: 11))
        let result = FixtureRunner().run(changed)
        #expect(!result.passed)
        #expect(result.checks[1].failures.map(\.id) == ["a"])
    }
}

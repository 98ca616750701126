import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

@Suite struct FixtureLeavesTests {
    static func measure(_ element: Element, _ width: CGFloat?, _ height: CGFloat?) -> CGSize {
        element.content.measure(
            in: SizeConstraint(
                width: width.map { .atMost($0) } ?? .unconstrained,
                height: height.map { .atMost($0) } ?? .unconstrained
            )
        )
    }

    @Test func fixedIgnoresTheConstraint() {
        #expect(Self.measure(Fixed(width: 10, height: 20), 5, 5) == CGSize(width: 10, height: 20))
    }

    @Test func areaFollowsItsRules() {
        let area = Area(area: 11_000, rounded: true, naturalWidth: 100)
        #expect(Self.measure(area, 75, 300) == CGSize(width: 75, height: 147))
        #expect(Self.measure(area, nil, nil) == CGSize(width: 100, height: 110))
        #expect(Self.measure(area, nil, 50) == CGSize(width: 100, height: 110))
        #expect(Self.measure(Area(area: 100), nil, nil) == CGSize(width: 10, height: 10))
        #expect(Self.measure(Area(area: 100), nil, 4) == CGSize(width: 25, height: 4))
        #expect(Self.measure(Area(area: 100, maximumWidth: 20), 50, nil) == CGSize(width: 20, height: 5))
        #expect(Self.measure(Area(area: 100), 0, nil) == CGSize(width: 0, height: 0))
        #expect(Self.measure(Area(area: 10, rounded: true), 4, nil) == CGSize(width: 4, height: 3))
    }

    @Test func wrapFillsLines() {
        let horizontal = Wrap(itemSize: CGSize(width: 10, height: 10), itemCount: 10, axis: .horizontal)
        #expect(Self.measure(horizontal, nil, nil) == CGSize(width: 100, height: 10))
        #expect(Self.measure(horizontal, 75, nil) == CGSize(width: 70, height: 20))
        #expect(Self.measure(horizontal, 25, nil) == CGSize(width: 20, height: 50))
        #expect(Self.measure(horizontal, 5, nil) == CGSize(width: 10, height: 100))
        let vertical = Wrap(itemSize: CGSize(width: 10, height: 10), itemCount: 10, axis: .vertical)
        #expect(Self.measure(vertical, nil, 50) == CGSize(width: 20, height: 50))
        #expect(Self.measure(Wrap(itemSize: .zero, itemCount: 3, axis: .horizontal), 10, nil) == .zero)
    }

    @Test func textWrapsGreedilyOnSpaces() {
        let text = Text(text: "hello big world")
        #expect(Self.measure(text, nil, nil) == CGSize(width: 120, height: 16))
        #expect(text.lines(in: .atMost(80)) == ["hello big", "world"])
        #expect(Self.measure(text, 80, nil) == CGSize(width: 72, height: 32))
        #expect(Text(text: "abcdefghij").lines(in: .atMost(32)) == ["abcd", "efgh", "ij"])
        #expect(Text(text: "ab\n\ncd").lines(in: .unconstrained) == ["ab", "", "cd"])
        #expect(Self.measure(Text(text: ""), 10, nil) == CGSize(width: 0, height: 16))
        #expect(Text(text: "abc").lines(in: .atMost(1)) == ["a", "b", "c"])
        #expect(
            Self.measure(Text(text: "a b", characterWidth: 10, lineHeight: 12), 25, nil)
                == CGSize(width: 10, height: 24))
    }

    @Test func guideAlignmentMatchesNamedAlignments() throws {
        func frames(_ alignment: String) throws -> [CGRect] {
            let fixture = try TestSupport.decode(
                TestSupport.fixture(
                    element:
                        #"{"type": "Row", "alignment": \#(alignment), "children": [{"type": "Fixed", "id": "a", "size": [10, 10]}, {"type": "Fixed", "id": "b", "size": [10, 20]}]}"#,
                    layouts: #"[{"size": [20, 50], "frames": {}}]"#
                )
            )
            let result = fixture.element.layout(frame: CGRect(x: 0, y: 0, width: 20, height: 50))
            return result.absoluteFrames.filter { $0.node.fixtureID != nil }.map(\.frame)
        }
        #expect(try frames(#"{"fraction": 1, "offset": 7}"#) == frames(#""bottom""#))
        #expect(try frames(#"{"fraction": 0.5, "offset": -3}"#) == frames(#""center""#))
        #expect(try frames(#"{"offset": 4}"#) == frames(#""top""#))
        let quarter = try frames(#"{"fraction": 0.25}"#)
        // The group (20 tall) sits a quarter of the way down the 30 points of free height.
        #expect(quarter == [CGRect(x: 0, y: 10, width: 10, height: 10), CGRect(x: 10, y: 7.5, width: 10, height: 20)])
    }
}

/// Issue #38, row 8: the fixture leaves check in Swift what the fixture format checks.
@Suite struct FixtureLeafNumberTests {
    @Test func negativeSizesStopTheProgram() async {
        let fixed = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Fixed(width: -1, height: 4)
        }
        let fixedMessage = String(decoding: fixed?.standardErrorContent ?? [], as: UTF8.self)
        #expect(fixedMessage.contains("Fixed width cannot be negative, found -1"))
        await #expect(processExitsWith: .failure) { _ = Area(area: -5) }
        await #expect(processExitsWith: .failure) {
            _ = Wrap(itemSize: CGSize(width: 4, height: 4), itemCount: -1, axis: .horizontal)
        }
        await #expect(processExitsWith: .failure) { _ = Text(text: "a", lineHeight: -16) }
    }
}

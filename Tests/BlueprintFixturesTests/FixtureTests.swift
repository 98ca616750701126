import BlueprintFixtures
import Foundation
import Testing

@Suite struct FixtureTests {
    @Test func expectedFramesKeepWhichComponentsAreChecked() {
        var frame = ExpectedFrame(x: 1, y: nil, width: -3.5, height: nil)
        #expect(frame.components == [1, nil, -3.5, nil])
        #expect(frame == ExpectedFrame(x: 1, y: nil, width: -3.5, height: nil))
        #expect(frame != ExpectedFrame(x: 1, y: 0, width: -3.5, height: nil))
        frame.components = [nil, 2]
        #expect(frame.components == [nil, 2, nil, nil])
        #expect(ExpectedFrame(CGRect(x: 1, y: 2, width: 3, height: 4)).components == [1, 2, 3, 4])
        #expect(MemoryLayout<ExpectedFrame>.stride <= 40)
    }
}

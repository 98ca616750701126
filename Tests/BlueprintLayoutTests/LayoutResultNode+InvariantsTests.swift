import BlueprintLayout
import Foundation
import Testing

@Suite struct LayoutResultNodeInvariantsTests {
    @Test func aSoundTreeHasNoViolations() {
        let row = Row {
            Spacer(10); Spacer(20).inset(uniform: 2)
        }
        #expect(row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 20)).checkInvariants().isEmpty)
    }

    @Test func aNaNFrameIsNamedByItsPath() {
        // The engine never makes one (see NumericBoundaryTests); a tree edited by hand can have one.
        let row = Row {
            Spacer(10); Spacer(width: 5, height: 10)
        }
        var result = row.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        var child = result.children[1]
        child.layoutAttributes.frame.size.width = .nan
        child.layoutAttributes.frame.origin.y = .infinity
        result.children[1] = child
        let violations = result.checkInvariants()
        #expect(violations.contains { $0.path == "Row.1/Spacer.2" && $0.problem == "frame has NaN width" })
        #expect(violations.contains { $0.path == "Row.1/Spacer.2" && $0.problem == "frame has an infinite y" })
        #expect(violations.first?.description.hasPrefix("Row.1/Spacer.") == true)
    }

    @Test func aNaNAlphaIsReported() {
        let element = Column { Spacer(1) }
        var result = element.layout(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        var child = result.children[0]
        child.layoutAttributes.alpha = .nan
        result.children = [child]
        #expect(result.checkInvariants() == [.init(path: "Column.1/Spacer.1", problem: "alpha is NaN")])
    }
}

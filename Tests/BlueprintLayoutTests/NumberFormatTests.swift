import BlueprintLayout
import Foundation
import Testing

@Suite struct NumberFormatTests {
    @Test func wholeNumbersHaveNoFraction() {
        #expect(NumberFormat.string(100) == "100")
        #expect(NumberFormat.string(-3) == "-3")
        #expect(NumberFormat.string(-0.0) == "0")
        #expect(NumberFormat.string(100, fractionDigits: 4) == "100")
    }

    @Test func fractionsAreExactOrRounded() {
        #expect(NumberFormat.string(12.5) == "12.5")
        #expect(NumberFormat.string(1.0 / 3) == "0.3333333333333333")
        #expect(NumberFormat.string(1.0 / 3, fractionDigits: 4) == "0.3333")
        #expect(NumberFormat.string(2.5, fractionDigits: 4) == "2.5")
        #expect(NumberFormat.string(-0.00001, fractionDigits: 4) == "0")
        #expect(NumberFormat.string(0.99999, fractionDigits: 4) == "1")
    }

    @Test func specialValuesAreSpelledAsInFixtures() {
        #expect(NumberFormat.string(.infinity) == "infinity")
        #expect(NumberFormat.string(-.infinity, fractionDigits: 4) == "-infinity")
        #expect(NumberFormat.string(.nan) == "NaN")
    }

    @Test func descriptionsAndDumpsUseIt() {
        #expect(SizeConstraint.Axis.atMost(12.5).description == "atMost(12.5)")
        let result = Row { Spacer(width: 10.25, height: 1) }.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(result.dump().contains("[0, 0, 10.25, 1]"))
    }

    @Test func forEachNodeWalksParentsFirstWithDepthAndSkips() {
        let result = Column {
            Row {
                Spacer(1)
                Spacer(2)
            }
            Spacer(3)
        }.layout(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var visited: [String] = []
        result.forEachNode { node, _, depth in
            visited.append("\(depth):\(node.typeName)")
            return node.typeName != "Row"
        }
        #expect(visited == ["0:Column", "1:Row", "1:Spacer"])
        var all = 0
        result.forEachNode { _, _, _ in
            all += 1
            return true
        }
        #expect(all == 5)
        #expect(result.nodeCount == 5)
    }
}

import BlueprintLayout
import Dispatch
import Foundation
import Testing

/// The measurement cache's deductions change how often elements are measured, never the result.
@Suite struct MeasurementCacheTests {
    static func trees() -> [(name: String, element: Element)] {
        [
            (
                "labels in a row",
                Row(alignment: .fill, underflow: .growProportionally) {
                    Label(text: "a few words that wrap")
                    Label(text: "more words here")
                    Spacer(width: 10).stackLayoutChild(priority: .fixed)
                }
            ),
            (
                "nested stacks",
                Column(alignment: .center, minimumSpacing: 4) {
                    Row(alignment: .center, underflow: .growUniformly) {
                        Label(text: "title")
                        Label(text: "a much longer subtitle that wraps").stackLayoutChild(priority: .grows)
                    }
                    Row(overflow: .condenseUniformly) {
                        for index in 0..<6 {
                            Label(text: String(repeating: "word ", count: index + 1))
                        }
                    }
                    Column(alignment: .fill) {
                        Label(text: "one two three four five six seven")
                        Spacer(height: 12)
                    }
                }
            ),
            ("deep alternation", Self.alternating(depth: 8)),
            (
                "guides",
                Row(alignment: .bottom) {
                    Label(text: "baseline aligned").stackLayoutChild(alignmentGuide: { $0.height - 4 })
                    Column {
                        Label(text: "x y z"); Label(text: "w")
                    }
                }
            ),
        ]
    }

    static func alternating(depth: Int) -> Element {
        guard depth > 0 else { return Label(text: "leaf text that wraps") }
        let inner = alternating(depth: depth - 1)
        if depth.isMultiple(of: 2) {
            return Row(underflow: .growUniformly) {
                inner; Label(text: "row \(depth)")
            }
        }
        return Column(alignment: .fill) {
            Label(text: "column \(depth)"); inner
        }
    }

    static let sizes = [
        CGSize(width: 320, height: 480), CGSize(width: 90, height: 400), CGSize(width: 1000, height: 50),
    ]

    @Test func deductionsDoNotChangeFrames() {
        for (name, element) in Self.trees() {
            for size in Self.sizes {
                let frame = CGRect(origin: .zero, size: size)
                let exact = element.layout(frame: frame, options: .noDeductions).absoluteFrames.map(\.frame)
                for options in [LayoutOptions.default, .stairStep] {
                    let deduced = element.layout(frame: frame, options: options).absoluteFrames.map(\.frame)
                    #expect(deduced == exact, "\(name) in \(size), \(options)")
                }
            }
            for constraint in [
                SizeConstraint.unconstrained, SizeConstraint(width: 100),
                SizeConstraint(CGSize(width: 200, height: 30)),
            ] {
                let exact = element.content.measure(in: constraint, options: .noDeductions)
                for options in [LayoutOptions.default, .stairStep] {
                    let deduced = element.content.measure(in: constraint, options: options)
                    #expect(deduced == exact, "\(name) in \(constraint), \(options)")
                }
            }
        }
    }

    @Test func deductionsMeasureLess() {
        var totalDeduced = 0
        var totalExact = 0
        for (name, element) in Self.trees() {
            for size in Self.sizes {
                let frame = CGRect(origin: .zero, size: size)
                let deduced = element.layoutWithStatistics(frame: frame, options: .default).statistics
                let exact = element.layoutWithStatistics(frame: frame, options: .noDeductions).statistics
                #expect(deduced.measurements <= exact.measurements, "\(name) in \(size)")
                totalDeduced += deduced.measurements
                totalExact += exact.measurements
            }
        }
        #expect(totalDeduced < totalExact)
    }

    @Test func statisticsCountMeasurementsAndHits() {
        let row = Row {
            Label(text: "hello"); Label(text: "world")
        }
        let statistics = row.layoutWithStatistics(frame: CGRect(x: 0, y: 0, width: 200, height: 20)).statistics
        #expect(statistics.measurements > 0)
        #expect(statistics.cacheHits > 0)
    }
}

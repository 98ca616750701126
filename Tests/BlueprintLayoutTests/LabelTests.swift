import BlueprintLayout
import Foundation
import Testing

@Suite struct LabelTests {
    let metrics = MonospacedTextMetrics(characterWidth: 8, lineHeight: 16)

    func size(_ text: String, width: CGFloat?) -> CGSize {
        metrics.size(
            of: text, in: SizeConstraint(width: width.map { .atMost($0) } ?? .unconstrained, height: .unconstrained))
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(size("", width: nil) == CGSize(width: 0, height: 16))
        #expect(size("", width: 0) == CGSize(width: 0, height: 16))
        #expect(size("   ", width: 100) == CGSize(width: 0, height: 16))
    }

    @Test func unconstrainedIsOneLinePerParagraph() {
        #expect(size("hello world", width: nil) == CGSize(width: 88, height: 16))
        #expect(size("hello\nworld!", width: nil) == CGSize(width: 48, height: 32))
        #expect(size("a\n\nb", width: nil) == CGSize(width: 8, height: 48))
        #expect(size("\n", width: nil) == CGSize(width: 0, height: 32))
        #expect(size("a\r\nbc", width: nil) == CGSize(width: 16, height: 32))
    }

    @Test func wrapsGreedilyOnSpaces() {
        // 88 points hold "hello world" exactly.
        #expect(size("hello world", width: 88) == CGSize(width: 88, height: 16))
        #expect(size("hello world", width: 87.9) == CGSize(width: 40, height: 32))
        #expect(metrics.lines(of: "the quick brown fox", in: .atMost(80)) == ["the quick", "brown fox"])
        #expect(metrics.lines(of: "the quick brown fox", in: .atMost(64)) == ["the", "quick", "brown", "fox"])
    }

    @Test func spacesAtBreaksTakeNoWidth() {
        // "aaaa" + break: the spaces between the words neither count nor start the next line.
        #expect(metrics.lines(of: "aaaa    bbbb", in: .atMost(40)) == ["aaaa", "bbbb"])
        #expect(size("aaaa    bbbb", width: 40) == CGSize(width: 32, height: 32))
        // Spaces between words on one line count as written.
        #expect(size("a  b", width: nil) == CGSize(width: 32, height: 16))
        // Leading and trailing spaces of a paragraph take no width.
        #expect(size("  ab  ", width: nil) == CGSize(width: 16, height: 16))
    }

    @Test func longWordsBreakAnywhere() {
        #expect(metrics.lines(of: "abcdefghij", in: .atMost(32)) == ["abcd", "efgh", "ij"])
        // A long word starts its own line; its last piece continues as the current line.
        #expect(metrics.lines(of: "xy abcdefghij k", in: .atMost(32)) == ["xy", "abcd", "efgh", "ij k"])
        #expect(size("abcdefghij", width: 32) == CGSize(width: 32, height: 48))
    }

    @Test func narrowerThanOneCharacterShowsOneCharacterPerLine() {
        #expect(size("abc", width: 0) == CGSize(width: 8, height: 48))
        #expect(size("abc", width: 7.99) == CGSize(width: 8, height: 48))
        #expect(size("ab cd", width: -10) == CGSize(width: 8, height: 64))
    }

    @Test func heightConstraintIsIgnored() {
        let tight = metrics.size(of: "one two three", in: SizeConstraint(CGSize(width: 40, height: 1)))
        #expect(tight == CGSize(width: 40, height: 48))
    }

    @Test func fractionalCharacterWidthsAreStable() {
        let odd = MonospacedTextMetrics(characterWidth: 7.3, lineHeight: 10.1)
        for text in ["hello world again", "a bb ccc dddd eeeee", "abcdefghijklmnop"] {
            for width in stride(from: 0.0, through: 200, by: 3.7) {
                let measured = odd.size(of: text, in: SizeConstraint(width: width))
                guard measured.width <= width else { continue }
                #expect(odd.size(of: text, in: SizeConstraint(width: measured.width)) == measured)
            }
        }
    }

    @Test func sanitizesNegativeMetrics() {
        let broken = MonospacedTextMetrics(characterWidth: -3, lineHeight: .nan)
        let measured = broken.size(of: "hello world", in: SizeConstraint(width: 10))
        #expect(measured == CGSize(width: 0, height: 0))
    }

    // MARK: - Label

    @Test func labelUsesEnvironmentMetrics() {
        let label = Label(text: "hello world")
        #expect(label.content.measure(in: SizeConstraint(width: 60)) == CGSize(width: 40, height: 32))

        var environment = Environment()
        environment.textMetrics = MonospacedTextMetrics(characterWidth: 10, lineHeight: 20)
        #expect(label.content.measure(in: .unconstrained, environment: environment) == CGSize(width: 110, height: 20))

        let adapted = label.adaptedEnvironment(
            keyPath: \.textMetrics, value: MonospacedTextMetrics(characterWidth: 1, lineHeight: 2))
        #expect(adapted.content.measure(in: .unconstrained) == CGSize(width: 11, height: 2))
    }

    @Test func labelOverrideWinsOverEnvironment() {
        let label = Label(text: "hi") { $0.textMetrics = MonospacedTextMetrics(characterWidth: 5, lineHeight: 7) }
        var environment = Environment()
        environment.textMetrics = MonospacedTextMetrics(characterWidth: 10, lineHeight: 20)
        #expect(label.content.measure(in: .unconstrained, environment: environment) == CGSize(width: 10, height: 7))
    }

    @Test func customMetric() {
        let label = Label(text: "abc").adaptedEnvironment(keyPath: \.textMetrics, value: FixedLineMetrics())
        #expect(label.content.measure(in: SizeConstraint(width: 100)) == CGSize(width: 21, height: 20))
    }

    @Test func labelInColumnWrapsToColumnWidth() {
        let column = Column(alignment: .fill) {
            Label(text: "hello world")
            Label(text: "hi")
        }
        let result = column.layout(frame: CGRect(x: 0, y: 0, width: 60, height: 100), options: .noDeductions)
        #expect(
            result.children.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 60, height: 32),
                CGRect(x: 0, y: 84, width: 60, height: 16),
            ])
    }

    @Test func labelFollowsTheLayoutContract() {
        for text in ["", "hello", "hello world, this wraps", "a\nbb ccc\n\ndddd eeeee ffffff"] {
            #expect(LayoutContract().violations(of: Label(text: text)).isEmpty)
        }
    }

    // MARK: - Properties

    /// Over many seeded strings and widths: width never shrinks as the width constraint grows,
    /// the size is a stair step (every width between the measured width and the constraint gives
    /// the same size), and the height constraint changes nothing.
    @Test(arguments: [
        MonospacedTextMetrics(characterWidth: 8, lineHeight: 16),
        MonospacedTextMetrics(characterWidth: 7.3, lineHeight: 10),
        MonospacedTextMetrics(characterWidth: 1, lineHeight: 1),
    ])
    func monotonicAndStairStep(metrics: MonospacedTextMetrics) {
        var random = SeededRandom(seed: 0x5EED)
        let widths = (0...240).map { CGFloat($0) * metrics.characterWidth / 4 }
        for _ in 0..<150 {
            let text = random.text()
            var previous: CGSize?
            for width in widths {
                let measured = metrics.size(of: text, in: SizeConstraint(width: width))
                if let previous {
                    #expect(measured.width >= previous.width, "\(text.debugDescription) at \(width)")
                }
                previous = measured
                #expect(measured.width <= max(width, metrics.characterWidth))
                if measured.width <= width {
                    let again = metrics.size(of: text, in: SizeConstraint(width: measured.width))
                    #expect(
                        again == measured,
                        "\(text.debugDescription): \(width) → \(measured), \(measured.width) → \(again)")
                    let between = measured.width + (width - measured.width) * random.unit()
                    #expect(metrics.size(of: text, in: SizeConstraint(width: between)) == measured)
                }
                let tall = metrics.size(of: text, in: SizeConstraint(CGSize(width: width, height: random.unit() * 50)))
                #expect(tall == measured)
            }
            let unconstrained = metrics.size(of: text, in: .unconstrained)
            #expect(unconstrained.width >= previous!.width)
        }
    }
}

extension SeededRandom {
    /// Words of 1–12 letters separated by 1–3 spaces, sometimes a newline or leading spaces.
    mutating func text() -> String {
        var text = int(0...4) == 0 ? " " : ""
        for index in 0..<int(0...9) {
            if index > 0 {
                text += int(0...7) == 0 ? "\n" : String(repeating: " ", count: int(1...3))
            }
            text += String(repeating: "x", count: int(1...12))
        }
        return text
    }
}

/// A metric with a fixed line: seven points a character, twenty points tall.
fileprivate struct FixedLineMetrics: TextMetrics {
    func size(of text: String, in constraint: SizeConstraint) -> CGSize {
        CGSize(width: min(CGFloat(text.count) * 7, constraint.width.maximum), height: 20)
    }
}

@Suite struct LabelLineLimitTests {
    @Test func numberOfLinesLimitsTheHeightAndWidth() {
        let text = "hello big world"
        let unlimited = Label(text: text)
        #expect(unlimited.content.measure(in: SizeConstraint(width: 80)) == CGSize(width: 72, height: 32))
        let oneLine = Label(text: text) { $0.numberOfLines = 1 }
        #expect(oneLine.content.measure(in: SizeConstraint(width: 80)) == CGSize(width: 72, height: 16))
        #expect(oneLine.content.measure(in: SizeConstraint(width: 40)) == CGSize(width: 40, height: 16))
        #expect(oneLine.content.measure(in: .unconstrained) == CGSize(width: 120, height: 16))
        let negative = Label(text: text) { $0.numberOfLines = -3 }
        #expect(negative.content.measure(in: SizeConstraint(width: 80)) == CGSize(width: 72, height: 32))
    }

    @Test func characterWrappingBreaksAnywhere() {
        let label = Label(text: "hello big world") { $0.lineBreakMode = .byCharWrapping }
        #expect(label.content.measure(in: SizeConstraint(width: 80)) == CGSize(width: 80, height: 32))
        #expect(
            MonospacedTextMetrics().lines(of: "hello big world", in: .atMost(80), lineBreakMode: .byCharWrapping)
                == ["hello big ", "world"])
        let truncating = Label(text: "hello big world") { $0.lineBreakMode = .byTruncatingTail }
        #expect(truncating.content.measure(in: SizeConstraint(width: 80)) == CGSize(width: 72, height: 32))
    }

    @Test func aLineLimitKeepsTheSizingRules() {
        for lines in 0...3 {
            for mode in Label.LineBreakMode.allCases {
                let label = Label(text: "a few words that wrap onto several lines\nand a second paragraph") {
                    $0.numberOfLines = lines
                    $0.lineBreakMode = mode
                }
                #expect(LayoutContract().violations(of: label).isEmpty, "\(lines) lines, \(mode)")
            }
        }
    }

    @Test func aCustomMetricWithoutLimitsIgnoresThem() {
        struct Fixed: TextMetrics {
            func size(of text: String, in constraint: SizeConstraint) -> CGSize { CGSize(width: 10, height: 30) }
        }
        let label = Label(text: "x") {
            $0.numberOfLines = 1
            $0.textMetrics = Fixed()
        }
        #expect(label.content.measure(in: .unconstrained) == CGSize(width: 10, height: 30))
    }
}

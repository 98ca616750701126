import BlueprintLayout
import Foundation
import Testing

@testable import BlueprintText

/// Labels measured with Noto Sans: wrapping, newlines, limits, modes, baselines and the sizing
/// rules. Expected widths are those of the line's text shaped alone, which the HarfBuzz suites hold
/// to HarfBuzz's; `FontWrappingDifferentialTests` compares whole wraps with a reference wrapper.
@Suite struct FontTextMetricsTests {
    let metrics = try! FontTextMetrics(font: TestFonts.notoSans, size: 17, cache: nil)
    let shaper = TextShaper(font: TestFonts.notoSans)

    /// The width of `text` shaped alone at 17 points.
    func width(_ text: String) -> CGFloat {
        try! shaper.width(of: text, size: 17)
    }

    /// The lines' visible texts.
    func lines(
        _ text: String, _ width: SizeConstraint.Axis, _ metrics: FontTextMetrics? = nil,
        numberOfLines: Int = 0, mode: Label.LineBreakMode = .byWordWrapping
    ) -> [String] {
        let layout = (metrics ?? self.metrics).layout(
            of: text, in: width, numberOfLines: numberOfLines, lineBreakMode: mode)
        return layout.lines.map { String(text[$0.range]) }
    }

    @Test func lineHeightIsTheFontsOwn() {
        // Noto Sans: hhea ascender 1069, descender −293, line gap 0, 1000 units per em.
        #expect(abs(metrics.lineHeight - 23.154) < 1e-9)
        #expect(abs(metrics.firstBaseline - 18.173) < 1e-9)
        let size = metrics.size(of: "Hello", in: .unconstrained)
        #expect(size == CGSize(width: width("Hello"), height: metrics.lineHeight))
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(metrics.size(of: "", in: .unconstrained) == CGSize(width: 0, height: metrics.lineHeight))
        #expect(metrics.size(of: "", in: SizeConstraint(width: 0)) == CGSize(width: 0, height: metrics.lineHeight))
        #expect(metrics.layout(of: "", in: .unconstrained).lines.count == 1)
    }

    @Test func linesBreakAtWordsAndTrailingSpacesTakeNoWidth() {
        let text = "Waffles and coffee, served all day"
        let full = width(text)
        let narrower = full - 1
        #expect(lines(text, .atMost(narrower)) == ["Waffles and coffee, served all", "day"])
        let size = metrics.size(of: text, in: SizeConstraint(width: narrower))
        #expect(size == CGSize(width: width("Waffles and coffee, served all"), height: 2 * metrics.lineHeight))
        // Spaces at the end of a line, or of the text, hang.
        #expect(metrics.size(of: "Hello   ", in: .unconstrained).width == width("Hello"))
        let layout = metrics.layout(of: "Hello world", in: .atMost(width("world") + 1))
        #expect(layout.lines.map(\.characters) == [0..<6, 6..<11])
        #expect(layout.lines.map(\.visibleCharacters) == [0..<5, 6..<11])
        #expect(layout.lines.map(\.width) == [width("Hello"), width("world")])
    }

    @Test func breaksFollowUnicodeOpportunities() {
        // A break after a hyphen, none before "!" or inside "(“brown”)".
        let text = "well-known (“brown”) fox!"
        #expect(lines(text, .atMost(width("well-known") - 1)) == ["well-", "known", "(“brown”)", "fox!"])
        // Between ideographs: no spaces needed.
        let cjk = try! FontTextMetrics(font: TestFonts.notoSansCJK, size: 10, cache: nil)
        #expect(lines("中中中中中中", .atMost(35), cjk) == ["中中中", "中中中"])
    }

    @Test func newlinesEndLines() {
        #expect(lines("one\ntwo", .unconstrained) == ["one", "two"])
        #expect(lines("one\r\ntwo\u{2028}three", .unconstrained) == ["one", "two", "three"])
        // A final newline makes an empty last line; two make an empty line between.
        #expect(lines("one\n", .unconstrained) == ["one", ""])
        #expect(lines("one\n\ntwo", .unconstrained) == ["one", "", "two"])
        #expect(metrics.size(of: "one\n", in: .unconstrained).height == 2 * metrics.lineHeight)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let word = "Supercalifragilisticexpialidocious"
        let bound: CGFloat = 60
        let pieces = lines(word, .atMost(bound))
        #expect(pieces.count > 3)
        #expect(pieces.joined() == word)
        for (index, piece) in pieces.enumerated() {
            #expect(width(piece) <= bound)
            // Each piece is the longest that fits.
            if index + 1 < pieces.count {
                #expect(width(piece + String(pieces[index + 1].first!)) > bound)
            }
        }
        // The long word starts a new line; the words after its last piece join that piece's line.
        let text = "A \(word) is long"
        let broken = lines(text, .atMost(bound))
        #expect(broken.first == "A")
        #expect(broken.last!.hasSuffix("is long") || broken.last == "long")
        #expect(
            broken.joined(separator: " ").replacingOccurrences(of: " ", with: "")
                == text.replacingOccurrences(of: " ", with: ""))
    }

    @Test func aCharacterWiderThanTheLineOverflows() {
        let size = metrics.size(of: "WW", in: SizeConstraint(width: 1))
        #expect(size == CGSize(width: width("W"), height: 2 * metrics.lineHeight))
        #expect(
            metrics.size(of: "W", in: SizeConstraint(width: -5))
                == CGSize(width: width("W"), height: metrics.lineHeight))
        // The space or newline after an overflowing character stays on its line.
        #expect(lines("W X", .atMost(1)) == ["W", "X"])
        #expect(lines("W\nX", .atMost(1)) == ["W", "X"])
        #expect(lines("W\n", .atMost(1)) == ["W", ""])
        #expect(lines("W  \n\nX", .atMost(0)) == ["W", "", "X"])
        #expect(lines("WW", .atMost(0), mode: .byCharWrapping) == ["W", "W"])
    }

    @Test func numberOfLinesKeepsTheFirstLines() {
        let text = "one two three four five six"
        let bound = width("one two") + 1
        let all = metrics.layout(of: text, in: .atMost(bound))
        #expect(all.lines.count == 4)
        #expect(!all.isTruncated)
        for mode in Label.LineBreakMode.allCases where mode != .byCharWrapping {
            let two = metrics.layout(of: text, in: .atMost(bound), numberOfLines: 2, lineBreakMode: mode)
            #expect(two.lines == Array(all.lines.prefix(2)))
            #expect(two.isTruncated)
            let widest = max(all.lines[0].width, all.lines[1].width)
            #expect(two.size == CGSize(width: widest, height: 2 * metrics.lineHeight))
            let size = metrics.size(of: text, in: SizeConstraint(width: bound), numberOfLines: 2, lineBreakMode: mode)
            #expect(size == two.size)
        }
        // A limit above the line count changes nothing.
        #expect(metrics.layout(of: text, in: .atMost(bound), numberOfLines: 9).lines == all.lines)
    }

    @Test func charWrappingBreaksAnywhere() {
        let text = "Hello wonderful world"
        let bound = width("Hello wo") + 0.5
        let broken = lines(text, .atMost(bound), mode: .byCharWrapping)
        #expect(broken.first == "Hello wo")
        #expect(broken.count > 2)
        let layout = metrics.layout(of: text, in: .atMost(bound), lineBreakMode: .byCharWrapping)
        #expect(layout.lines.map(\.characters.count).reduce(0, +) == text.count)
        #expect(lines("ab\ncd", .unconstrained, mode: .byCharWrapping) == ["ab", "cd"])
    }

    @Test func fallbackFontsMeasureWhatTheFontLacks() throws {
        let mixed = try FontTextMetrics(font: TestFonts.notoSans, fallbacks: [TestFonts.notoSansCJK], size: 17)
        let text = "Tokyo 中京"
        let expected = try TextShaper(font: TestFonts.notoSans, fallbacks: [TestFonts.notoSansCJK]).width(
            of: text, size: 17)
        #expect(mixed.size(of: text, in: .unconstrained).width == expected)
        #expect(mixed.size(of: text, in: .unconstrained).width != metrics.size(of: text, in: .unconstrained).width)
        #expect(mixed.fallbacks == [TestFonts.notoSansCJK])
        #expect(mixed.font == TestFonts.notoSans)
    }

    @Test func aFixedLineHeightKeepsTextAtTheBottomOfTheLine() throws {
        let tall = try FontTextMetrics(font: TestFonts.notoSans, size: 17, lineHeight: 30, cache: nil)
        #expect(tall.size(of: "a\nb", in: .unconstrained) == CGSize(width: max(width("a"), width("b")), height: 60))
        // The descent (293 units) stays below the baseline.
        #expect(abs(tall.firstBaseline - (30 - 4.981)) < 1e-9)
        #expect(
            tall.layout(of: "a\nb", in: .unconstrained).lines.map(\.baseline) == [
                tall.firstBaseline, 30 + tall.firstBaseline,
            ])
        let zero = try FontTextMetrics(font: TestFonts.notoSans, size: .nan, lineHeight: -3, cache: nil)
        #expect(zero.size(of: "abc", in: .unconstrained) == .zero)
    }

    @Test func measuringInTheReturnedWidthMakesTheSameLines() {
        let texts = [
            "Waffles and coffee, served all day", "A very long unbreakable Supercalifragilisticexpialidocious word",
            "office affine — efficient; AVATAR To Wolf", "one\ntwo three\n\nfour", "Kerning: AV To Ty Yo",
        ]
        for text in texts {
            for step in stride(from: 1.0, through: 400.0, by: 3.7) {
                let bound = CGFloat(step)
                for mode in [Label.LineBreakMode.byWordWrapping, .byCharWrapping] {
                    let size = metrics.size(
                        of: text, in: SizeConstraint(width: bound), numberOfLines: 0, lineBreakMode: mode)
                    let again = metrics.size(
                        of: text, in: SizeConstraint(width: size.width), numberOfLines: 0, lineBreakMode: mode)
                    if size.width <= bound {
                        #expect(again == size, "\(text.debugDescription) at \(bound), \(mode)")
                    } else {
                        // A character wider than the bound overflows: in its width, narrower
                        // characters may share lines, but the widest line is the same.
                        #expect(again.width == size.width, "\(text.debugDescription) at \(bound), \(mode)")
                    }
                    let wider = metrics.size(
                        of: text, in: SizeConstraint(width: bound + 0.5), numberOfLines: 0, lineBreakMode: mode)
                    #expect(wider.width >= size.width, "\(text.debugDescription) at \(bound), \(mode)")
                }
            }
        }
    }

    @Test func labelsFollowTheSizingRules() {
        let texts = ["Waffles and coffee, served all day", "Supercalifragilisticexpialidocious", "a\nbb ccc dddd", ""]
        var values = LayoutContract.defaultValues + [20, 35, 60, 80, 120, 150, 200, 250]
        for text in texts {
            // The widths of the text's own lines, where the stair steps are.
            values += metrics.layout(of: text, in: .atMost(80)).lines.map(\.width)
        }
        let contract = LayoutContract(values: values)
        let metrics = try! FontTextMetrics(font: TestFonts.notoSans, size: 17, cache: FontTextCache())
        for text in texts {
            for mode in [Label.LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail] {
                for limit in [0, 1, 2] {
                    let label = Label(text: text) {
                        $0.textMetrics = metrics
                        $0.numberOfLines = limit
                        $0.lineBreakMode = mode
                    }
                    let violations = contract.violations(of: label)
                    #expect(violations.isEmpty, "\(text.debugDescription) \(mode) \(limit): \(violations.prefix(3))")
                }
            }
        }
    }

    @Test func theCacheGivesTheSameAnswers() {
        let cache = FontTextCache()
        let cached = try! FontTextMetrics(font: TestFonts.notoSans, size: 17, cache: cache)
        let text = "The quick brown fox jumps over the lazy dog"
        for bound in [30, 90, 150, 1000] as [CGFloat] {
            let constraint = SizeConstraint(width: bound)
            #expect(cached.size(of: text, in: constraint) == metrics.size(of: text, in: constraint))
            #expect(cached.size(of: text, in: constraint) == metrics.size(of: text, in: constraint))
            #expect(cached.layout(of: text, in: .atMost(bound)) == metrics.layout(of: text, in: .atMost(bound)))
        }
        #expect(cache.count == 1)
        // Metrics with the same fonts, size and line height are equal whatever their caches.
        #expect(cached == metrics)
        #expect(cached.hashValue == metrics.hashValue)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func theCacheIsBounded() {
        let cache = FontTextCache(capacity: 10, characterCapacity: 1000)
        let cached = try! FontTextMetrics(font: TestFonts.notoSans, size: 17, cache: cache)
        for index in 0..<500 {
            _ = cached.size(of: "text number \(index)", in: SizeConstraint(width: 50))
            #expect(cache.count <= 20)
        }
        let bytes = FontTextCache(capacity: 1000, characterCapacity: 100)
        let byBytes = try! FontTextMetrics(font: TestFonts.notoSans, size: 17, cache: bytes)
        for index in 0..<200 {
            _ = byBytes.size(of: String(repeating: "x", count: 30) + "\(index)", in: .unconstrained)
            #expect(bytes.count <= 8)
        }
    }

    @Test func malformedFontsFailWhenTheMetricsAreMade() throws {
        var data = try TestFonts.data("Fonts/NotoSans-Regular.ttf")
        // GSUB's lookup list offset pointing past the table: the font loads (GSUB is read on first
        // use), and making metrics with it fails.
        let gsub = try #require(FontFuzzTests.tables(data, face: 0).first { $0.tag == "GSUB" })
        data[gsub.offset + 8] = 0xFF
        data[gsub.offset + 9] = 0xFF
        let font = try Font(data: data)
        #expect(throws: FontError.self) { try FontTextMetrics(font: font, size: 17) }
        #expect(throws: FontError.self) {
            try FontTextMetrics(font: TestFonts.notoSans, fallbacks: [Font(data: Data(count: 12))], size: 17)
        }
    }
}

import BlueprintLayout
import Foundation
import Testing

@testable import BlueprintText

/// One `FontTextCache` shared by threads (`.ci/run` runs the suites matching `ConcurrencyTests` under
/// the thread sanitizer): lookups, entries made by two threads at once, and generations turning over
/// while others read.
@Suite struct FontTextCacheConcurrencyTests {
    @Test func threadsSharingACacheGetTheUncachedAnswers() async throws {
        // Room for 16 texts a generation: the 100 texts turn generations over all the time.
        let cache = FontTextCache(capacity: 16)
        let fonts = (latin: TestFonts.notoSans, cjk: TestFonts.notoSansCJK)
        let cached = try FontTextMetrics(font: fonts.latin, fallbacks: [fonts.cjk], size: 15, cache: cache)
        let plain = try FontTextMetrics(font: fonts.latin, fallbacks: [fonts.cjk], size: 15, cache: nil)
        let texts = (0..<100).map { "Label \($0): coffee and 中丈 waffles, \($0 * 7) of them" }
        let widths: [CGFloat] = [60, 120, 400]
        let expected = texts.map { text in widths.map { plain.size(of: text, in: SizeConstraint(width: $0)) } }
        let layouts = texts.prefix(10).map { plain.layout(of: $0, in: .atMost(120)) }
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var agree = true
                    for round in 0..<4 {
                        for (index, text) in texts.enumerated() where (index + task + round) % 3 != 0 {
                            for (column, width) in widths.enumerated() {
                                let size = cached.size(of: text, in: SizeConstraint(width: width))
                                agree = agree && size == expected[index][column]
                            }
                            if index < 10 {
                                agree = agree && cached.layout(of: text, in: .atMost(120)) == layouts[index]
                            }
                        }
                    }
                    return agree
                }
            }
            for await agree in group {
                #expect(agree)
            }
        }
        #expect(cache.count <= 32)
    }
}

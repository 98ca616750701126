import Foundation
import Testing

@testable import BlueprintText

/// Fonts shared between threads (`.ci/run` runs the suites matching `ConcurrencyTests` under the
/// thread sanitizer): a new font's tables are read on first use behind a lock.
@Suite struct FontConcurrencyTests {
    @Test func threadsShapingWithANewFontAgree() async throws {
        let font = try Font(contentsOf: TestFonts.url("Fonts/NotoSans-Regular.ttf"))
        let cjk = try Font(contentsOf: TestFonts.url("Fonts/NotoSansCJK-Subset.ttc"), faceIndex: 1)
        let texts = ["Waffle office AVATAR", "Τυπογραφία Привет", "中丈「か」한", "e\u{301} x\u{AD}y"]
        let widths = try await withThrowingTaskGroup(of: [CGFloat].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let shaper = TextShaper(font: font, fallbacks: [cjk])
                    return try texts.map { try shaper.width(of: $0, size: 17) }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(widths.count == 8)
        #expect(Set(widths).count == 1)
        let alone = TextShaper(
            font: try Font(contentsOf: TestFonts.url("Fonts/NotoSans-Regular.ttf")), fallbacks: [cjk])
        #expect(widths[0] == (try texts.map { try alone.width(of: $0, size: 17) }))
    }
}

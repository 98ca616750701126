import BlueprintLayout
import Foundation
import Testing

@testable import BlueprintText

/// The values the README, the "Measuring text with fonts" article and the doc comments of
/// `FontTextMetrics` state.
@Suite struct FontTextDocumentationTests {
    static let text = "Waffles and coffee, served all day"

    @Test func theReadmeExample() throws {
        let metrics = try FontTextMetrics(
            font: Font(contentsOf: TestFonts.url("Fonts/NotoSans-Regular.ttf")), size: 17)
        let title = Label(text: Self.text) { $0.textMetrics = metrics }
        let size = title.content.measure(in: SizeConstraint(width: 160))
        print("README example: \(size)")
        #expect(abs(size.width - 152.031) < 0.0005)
        #expect(abs(size.height - 46.308) < 1e-9)
    }

    @Test func theArticleAndDocCommentExamples() throws {
        let metrics = try FontTextMetrics(font: TestFonts.notoSans, size: 17)
        let layout = metrics.layout(of: Self.text, in: .atMost(160))
        #expect(layout.lines.map { String(Self.text[$0.range]) } == ["Waffles and coffee,", "served all day"])
        let hello = metrics.layout(of: "Hello there\nworld", in: .atMost(200))
        #expect(hello.lines.map { String(hello.text[$0.range]) } == ["Hello there", "world"])
        #expect(hello.lines.map(\.baseline).map { ($0 * 1000).rounded() / 1000 } == [18.173, 41.327])
        let world = metrics.layout(of: "Hello world", in: .atMost(50)).lines[0]
        #expect(world.characters == 0..<6 && world.visibleCharacters == 0..<5)
    }
}

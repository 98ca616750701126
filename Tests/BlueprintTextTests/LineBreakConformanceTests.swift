import Testing

@testable import BlueprintText

/// The rules against Unicode's own test file, `LineBreakTest.txt` for Unicode 15.0 (a copy in
/// `Tests/Data/LineBreaking`).
///
/// The file gives breaks between code points; a break inside a `Character` is not an opportunity
/// here (``LineBreaking`` keeps `Character`s whole), so the expected opportunities are the file's
/// breaks on `Character` boundaries.
@Suite struct LineBreakConformanceTests {
    @Test func unicodeRulesPassEveryCaseOfLineBreakTest() throws {
        let cases = try LineBreakTestSupport.unicodeTestCases()
        #expect(cases.count == 7654)
        var failures: [String] = []
        for testCase in cases {
            let expected = LineBreakTestSupport.characterOffsets(ofScalarOffsets: testCase.breaks, in: testCase.text)
            let actual = LineBreaking.opportunities(in: testCase.text, rules: .unicode).map(\.characterOffset)
            if actual != expected {
                failures.append(
                    "line \(testCase.line): \(testCase.text.codePointsDescription): expected \(expected), got \(actual)"
                )
            }
        }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(cases.count) cases fail:\n\(failures.prefix(40).joined(separator: "\n"))")
    }
}

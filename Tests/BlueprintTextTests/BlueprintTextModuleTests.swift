import Testing

@testable import BlueprintText

@Suite struct BlueprintTextModuleTests {
    @Test func moduleBuilds() {
        #expect(Bool(true))
    }
}

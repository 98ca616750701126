import BlueprintFixtures
import Testing

@Test func formatName() {
    #expect(fixtureFormat == "blueprint-layout-fixture/1")
}

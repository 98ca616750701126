import BlueprintLayout

/// The version of the fixture format this library reads and writes.
public let fixtureFormat = "blueprint-layout-fixture/1"

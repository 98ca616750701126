// swift-tools-version:6.0
import PackageDescription

// Build flags:
// - `BLUEPRINT_EXPENSIVE_INVARIANTS`: define with `-Xswiftc -DBLUEPRINT_EXPENSIVE_INVARIANTS` to run the
//   expensive result-tree invariant checks (every node, every frame) after each layout. The cheap
//   checks (the root frame is finite) are always on.
let package = Package(
    name: "BlueprintLayout",
    products: [
        .library(name: "BlueprintLayout", targets: ["BlueprintLayout"]),
        .library(name: "BlueprintFixtures", targets: ["BlueprintFixtures"]),
        .executable(name: "blueprint-layout", targets: ["blueprint-layout"]),
    ],
    targets: [
        .target(name: "CBlueprintSupport"),
        .target(name: "BlueprintLayout", dependencies: ["CBlueprintSupport"]),
        .target(name: "BlueprintFixtures", dependencies: ["BlueprintLayout"]),
        .target(name: "BlueprintBenchmarks", dependencies: ["BlueprintLayout", "BlueprintFixtures"]),
        .executableTarget(
            name: "blueprint-layout",
            dependencies: ["BlueprintLayout", "BlueprintFixtures", "BlueprintBenchmarks"]
        ),
        .testTarget(name: "BlueprintLayoutTests", dependencies: ["BlueprintLayout"]),
        .testTarget(
            name: "BlueprintFixturesTests",
            dependencies: ["BlueprintFixtures", "BlueprintLayout", "blueprint-layout"],
            resources: [.copy("BadFixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

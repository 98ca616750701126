// swift-tools-version:6.0
import PackageDescription

// Build flags:
// - `BLUEPRINT_EXPENSIVE_INVARIANTS`: define with `-Xswiftc -DBLUEPRINT_EXPENSIVE_INVARIANTS` to check
//   every result tree after each layout (`LayoutResultNode.checkInvariants()`: no NaN frame or alpha, no
//   infinite origin) and stop at the first violation. Off by default; the fixture runner always
//   reports NaN results as failures, and `checkInvariants()` can be called from any test.
let package = Package(
    name: "BlueprintLayout",
    products: [
        .library(name: "BlueprintLayout", targets: ["BlueprintLayout"]),
        .library(name: "BlueprintText", targets: ["BlueprintText"]),
        .library(name: "BlueprintFixtures", targets: ["BlueprintFixtures"]),
        .library(name: "BlueprintFixturesTesting", targets: ["BlueprintFixturesTesting"]),
        .library(name: "BlueprintLayoutCommand", targets: ["BlueprintLayoutCommand"]),
        .executable(name: "blueprint-layout", targets: ["blueprint-layout"]),
    ],
    targets: [
        .target(name: "CBlueprintSupport"),
        .target(name: "BlueprintLayout", dependencies: ["CBlueprintSupport"]),
        // Text measured from font files: an OpenType reader, a shaper and Unicode line breaking.
        .target(name: "BlueprintText", dependencies: ["BlueprintLayout"]),
        .target(name: "BlueprintFixtures", dependencies: ["BlueprintLayout"]),
        // Swift Testing helpers for a package's own tests: link it into test targets only.
        .target(name: "BlueprintFixturesTesting", dependencies: ["BlueprintFixtures", "BlueprintLayout"]),
        .target(name: "CBenchSupport"),
        .target(name: "BlueprintBenchmarks", dependencies: ["BlueprintLayout", "CBenchSupport"]),
        .target(name: "CCommandSupport"),
        .target(
            name: "BlueprintLayoutCommand",
            dependencies: ["BlueprintLayout", "BlueprintFixtures", "BlueprintBenchmarks", "CCommandSupport"]
        ),
        .executableTarget(name: "blueprint-layout", dependencies: ["BlueprintLayoutCommand"]),
        // Font loading and shaping speed, compared with HarfBuzz by Benchmarks/harfbuzz/run.sh.
        .executableTarget(name: "blueprint-text-bench", dependencies: ["BlueprintText"]),
        .testTarget(name: "BlueprintLayoutTests", dependencies: ["BlueprintLayout"]),
        .testTarget(name: "BlueprintTextTests", dependencies: ["BlueprintText", "BlueprintLayout"]),
        .testTarget(
            name: "BlueprintFixturesTests",
            dependencies: ["BlueprintFixtures", "BlueprintFixturesTesting", "BlueprintLayout", "blueprint-layout"],
            resources: [.copy("BadFixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

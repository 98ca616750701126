import BlueprintLayout
import Foundation

/// The version of the fixture format this library reads and writes.
public let fixtureFormat = "blueprint-layout-fixture/1"

/// A decoded layout fixture: an element tree and the sizes and frames it must produce.
///
/// ```swift
/// let fixture = try FixtureDecoder().decode(fileAt: URL(fileURLWithPath: "Fixtures/stack/row.json"))
/// let result = FixtureRunner().run(fixture)
/// print(result.passed)
/// ```
public struct Fixture {
    /// The file's name or path, as given to the decoder (used in messages).
    public var file: String
    /// The fixture's `name`.
    public var name: String
    /// The fixture's `description`.
    public var summary: String?
    /// The largest allowed absolute difference per number (default 0.001).
    public var tolerance: CGFloat
    /// `environment.displayScale` (default 1).
    public var displayScale: CGFloat
    /// The root element. Nodes with an `id` are named without a node of their own when their type
    /// is one of the built-in vocabulary's (`LayoutResultNode.fixtureID` finds them), and wrapped
    /// in ``FixtureIdentified`` otherwise.
    public var element: Element
    /// Every `id` in the tree, in document order.
    public var ids: [String]
    /// The measurement checks, in order.
    public var measurements: [MeasurementCheck]
    /// The layout checks, in order.
    public var layouts: [LayoutCheck]

    /// The JSON the fixture was decoded from (the recorder rewrites it). Parsed lazily, it holds
    /// the file's bytes: running a fixture does not need it, and `check` sets it to `.null` first.
    package var json: JSONValue
    /// Checks that check nothing and values left blank (``FixtureWarning``), in document order.
    public var warnings: [FixtureWarning] = []

    /// The environment checks run in.
    public var environment: Environment {
        var environment = Environment()
        environment.displayScale = displayScale
        return environment
    }
}

import Foundation
import Testing

/// Issue #38's newcomer, end to end: a user package with a composite element of its own (a
/// 384-point receipt: a header, a grid of line items read from a list in the fixture, a total, a
/// wrapping footer), its own `blueprint-layout`, and a fixture with a measured height that names
/// parts of the receipt by key path. It is built once (beside the README walkthrough's package, in
/// `.build/receipt-walkthrough`, so later runs rebuild only what changed), then:
///
/// 1. `record` fills the blanks — the measured size, the frames written `null` — keeping the file's
///    order and layout, and finds `receipt/total` inside the custom element;
/// 2. `check` passes without a warning, and so does `swift test` (a `FixtureSuite`, and
///    `expectLayout(_:matchesFixtureAt:registry:)` on the same receipt built in Swift);
/// 3. one more line item makes the receipt 16 points taller: `check` reports only what moved, in
///    the measured height, with the tree and an SVG diff;
/// 4. a misspelt name is kept by `record`, which says so and fails.
@Suite struct ReceiptWalkthroughTests {
    typealias Walkthrough = ReadmeWalkthroughTests

    static let workspace = TestSupport.packageRoot.appendingPathComponent(".build/receipt-walkthrough")

    static let files: [(path: String, text: String)] = [
        (
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Receipts",
                dependencies: [.package(path: "../BlueprintLayout")],
                targets: [
                    .target(
                        name: "ReceiptLayout",
                        dependencies: [
                            .product(name: "BlueprintLayout", package: "BlueprintLayout"),
                            .product(name: "BlueprintFixtures", package: "BlueprintLayout"),
                        ]
                    ),
                    .executableTarget(
                        name: "receipt-layout",
                        dependencies: [
                            "ReceiptLayout", .product(name: "BlueprintLayoutCommand", package: "BlueprintLayout"),
                        ]
                    ),
                    .testTarget(
                        name: "ReceiptLayoutTests",
                        dependencies: [
                            "ReceiptLayout",
                            .product(name: "BlueprintLayout", package: "BlueprintLayout"),
                            .product(name: "BlueprintFixtures", package: "BlueprintLayout"),
                            .product(name: "BlueprintFixturesTesting", package: "BlueprintLayout"),
                        ],
                        exclude: ["Fixtures"]
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        ),
        (
            "Sources/ReceiptLayout/Receipt.swift",
            #"""
            import BlueprintFixtures
            import BlueprintLayout
            import Foundation

            /// One line of a receipt.
            public struct LineItem: Sendable {
                public var quantity: Int
                public var name: String
                public var cents: Int

                public init(quantity: Int, name: String, cents: Int) {
                    self.quantity = quantity
                    self.name = name
                    self.cents = cents
                }
            }

            /// A printable 384-point receipt: a header with a logo, the items in columns, the total
            /// and a footer that wraps.
            public struct Receipt: ProxyElement {
                public var items: [LineItem]
                public var footer: String

                public init(items: [LineItem], footer: String) {
                    self.items = items
                    self.footer = footer
                }

                static func price(_ cents: Int) -> String {
                    "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)"
                }

                public var elementRepresentation: Element {
                    Column(alignment: .fill, underflow: .justifyToStart, minimumSpacing: 8) {
                        Row(alignment: .center, underflow: .justifyToStart, minimumSpacing: 12) {
                            Spacer(40).keyed("logo")
                            Label(text: "CORNER CAFE").keyed("title")
                        }
                        .keyed("header")
                        Grid(horizontalSpacing: 8, columns: [.fixed(24), .flexible(), .fit(alignment: .trailing)]) {
                            for item in items {
                                Grid.Row {
                                    Label(text: "\(item.quantity)")
                                    Label(text: item.name)
                                    Label(text: Self.price(item.quantity * item.cents))
                                }
                            }
                            Spacer(height: 1).gridCell(unsizedAxes: .horizontal)
                            Grid.Row {
                                Label(text: "Total").gridCell(columnSpan: 2)
                                Label(text: Self.price(items.reduce(0) { $0 + $1.quantity * $1.cents }))
                                    .gridCell(key: "total")
                            }
                        }
                        Label(text: footer).keyed("footer")
                    }
                }
            }

            extension ElementDecoderRegistry {
                /// The built-in vocabulary and the receipt.
                public static var receipts: ElementDecoderRegistry {
                    var registry = ElementDecoderRegistry.standard
                    registry.register(
                        "Receipt",
                        description: ElementTypeDescription(
                            summary: "A 384-point receipt: header, line items, total, footer",
                            keys: [
                                .init("items", #"[{"quantity": n ≥ 1, "name": string, "cents": n}] (required)"#),
                                .init("footer", "string (required)"),
                            ]
                        )
                    ) { context in
                        let items = try context.properties.objects("items", owner: "a line item").map { item in
                            LineItem(
                                quantity: try item.integer("quantity", minimum: 1),
                                name: try item.string("name"),
                                cents: try item.integer("cents"))
                        }
                        return Receipt(items: items, footer: try context.properties.string("footer"))
                    }
                    return registry
                }
            }

            """#
        ),
        (
            "Sources/receipt-layout/main.swift",
            """
            import BlueprintLayoutCommand
            import ReceiptLayout

            BlueprintLayoutCommand.main(registry: .receipts)

            """
        ),
        (
            "Tests/ReceiptLayoutTests/ReceiptTests.swift",
            """
            import BlueprintFixtures
            import BlueprintFixturesTesting
            import BlueprintLayout
            import Foundation
            import ReceiptLayout
            import Testing

            @Test(arguments: FixtureSuite("Fixtures", registry: .receipts, expectedCount: .exactly(1)).cases)
            func fixture(_ fixture: FixtureSuite.Case) {
                fixture.expectToPass()
            }

            var sample: Receipt {
                Receipt(
                    items: [
                        LineItem(quantity: 2, name: "Coffee", cents: 350),
                        LineItem(quantity: 1, name: "Blueberry muffin", cents: 350),
                    ],
                    footer: "Thank you for shopping with us. Receipts are kept for thirty days.")
            }

            @Test func theSwiftReceiptMatchesTheFixture() {
                let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("Fixtures/receipt.json")
                expectLayout(sample.fixtureID("receipt"), matchesFixtureAt: url, registry: .receipts)
            }

            @Test func theTotalIsBelowTheHeaderAndDrawnByItsKey() {
                let result = sample.layout(frame: CGRect(x: 0, y: 0, width: 384, height: CGFloat.infinity))
                let logo = result.first { $0.hasKey("logo") }?.frame
                #expect(logo == CGRect(x: 0, y: 0, width: 40, height: 40))
                #expect((result.frame(forKey: "total")?.minY ?? 0) > 40)
                let svg = SVGRenderer().render(result)
                #expect(svg.contains(">total (Label)</text>"))
                #expect(svg.contains(">header (Row)</text>"))
            }

            """
        ),
        (
            "Tests/ReceiptLayoutTests/Fixtures/receipt.json",
            """
            {
              "format": "blueprint-layout-fixture/1",
              "name": "receipt/two-items",
              "element": {
                "type": "Receipt", "id": "receipt",
                "footer": "Thank you for shopping with us. Receipts are kept for thirty days.",
                "items": [
                  { "quantity": 2, "name": "Coffee", "cents": 350 },
                  { "quantity": 1, "name": "Blueberry muffin", "cents": 350 }
                ]
              },
              "measurements": [
                { "constraint": { "width": 384 }, "size": null }
              ],
              "layouts": [
                {
                  "size": [384, null],
                  "frames": {
                    "receipt": null,
                    "logo": null,
                    "receipt/total": null
                  }
                }
              ]
            }

            """
        ),
    ]

    /// The fixture once recorded: the blanks filled in place, nothing else changed.
    static func recorded(_ written: String) -> String {
        written
            .replacingOccurrences(of: #""size": null }"#, with: #""size": [352, 137] }"#)
            .replacingOccurrences(of: #""receipt": null,"#, with: #""receipt": [0, 0, 384, 137],"#)
            .replacingOccurrences(of: #""logo": null,"#, with: #""logo": [0, 0, 40, 40],"#)
            .replacingOccurrences(of: #""receipt/total": null"#, with: #""receipt/total": [336, 81, 48, 16]"#)
    }

    @Test(
        .enabled(if: Walkthrough.swift != nil, "no Swift toolchain ('swift' on PATH) to build the package with")
    )
    func aReceiptPackageRecordsChecksAndReportsByKeyPathAndMeasuredHeight() throws {
        let swift = try #require(Walkthrough.swift)
        let package = Self.workspace.appendingPathComponent("Receipts")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        let link = Self.workspace.appendingPathComponent("BlueprintLayout").path
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != TestSupport.packageRoot.path {
            try? FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: TestSupport.packageRoot.path)
        }
        try Walkthrough.synchronize(package, with: Self.files)
        let build = try Walkthrough.run(swift, ["build", "--build-tests"], in: package, timeout: 1200)
        guard build.status == 0 else {
            Issue.record("the receipt package does not build:\n\(build.tail)")
            return
        }
        let tool = package.appendingPathComponent(".build/debug/receipt-layout").path
        let fixtures = "Tests/ReceiptLayoutTests/Fixtures"
        let fixture = package.appendingPathComponent("\(fixtures)/receipt.json")
        let written = try #require(Self.files.last?.text)

        // 1. record fills the blanks in place and finds the total inside the receipt.
        let record = try Walkthrough.run(tool, ["record", fixtures], in: package)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(
            record.stdout
                == "recorded \(fixtures)/receipt.json (1 measurement, 1 layout)\n1 recorded, 0 unchanged, 0 refused\n")
        #expect(record.stderr == "")
        let recorded = try String(contentsOf: fixture, encoding: .utf8)
        #expect(recorded == Self.recorded(written), "\(recorded)")

        // 2. check and the package's tests pass.
        let check = try Walkthrough.run(tool, ["check", fixtures], in: package)
        #expect(check.stdout == "1 passed, 0 failed\n")
        #expect(check.stderr == "")
        let tests = try Walkthrough.run(swift, ["test", "--skip-build"], in: package, timeout: 300)
        #expect(tests.status == 0, "\(tests.tail)")

        // 3. One more item: the receipt grows by a line; only what is below it moves.
        let grown = recorded.replacingOccurrences(
            of: #"{ "quantity": 1, "name": "Blueberry muffin", "cents": 350 }"#,
            with: #"{ "quantity": 1, "name": "Blueberry muffin", "cents": 350 },"#
                + "\n      " + #"{ "quantity": 1, "name": "Orange juice", "cents": 400 }"#)
        try #require(grown != recorded)
        try Data(grown.utf8).write(to: fixture)
        let failing = try Walkthrough.run(tool, ["check", fixtures], in: package)
        #expect(failing.status == 1)
        #expect(
            failing.stdout.hasPrefix(
                "FAIL receipt/two-items measurements[0] (measure in atMost(384) × unconstrained): size expected [352, 137], actual [352, 153], delta [0, 16]\n"
                    + "FAIL receipt/two-items layouts[0] (layout in 384 × 153 (height measured)): receipt: frame expected [0, 0, 384, 137], actual [0, 0, 384, 153], delta [0, 0, 0, 16]; receipt/total: frame expected [336, 81, 48, 16], actual [336, 97, 48, 16], delta [0, 16, 0, 0]\n"
            ), "\(failing.stdout)")
        // The logo did not move, and the tree shows the key path's steps.
        #expect(failing.stdout.contains(/\n  logo +\[0, 0, 40, 40\] +\[0, 0, 40, 40\] +ok\n/), "\(failing.stdout)")
        #expect(failing.stdout.contains("\n  Receipt #receipt [0, 0, 384, 153]\n"), "\(failing.stdout)")
        #expect(failing.stdout.contains("\n      Label.total [336, 97, 48, 16]\n"), "\(failing.stdout)")
        let diff = ".build/fixture-diffs/receipt/two-items.svg"
        #expect(
            failing.stdout.contains("SVG diff of layouts[0] (expected frames dashed over the actual layout): \(diff)"))
        let svg = try String(contentsOf: package.appendingPathComponent(diff), encoding: .utf8)
        #expect(svg.contains(#"class="expected mismatch" data-id="receipt/total""#))

        // 4. A misspelt name is kept, and record says so.
        try Data(recorded.replacingOccurrences(of: #""receipt/total""#, with: #""receipt/totl""#).utf8).write(
            to: fixture)
        let typo = try Walkthrough.run(tool, ["record", fixtures], in: package)
        #expect(typo.status == 1)
        #expect(
            typo.stderr
                == #"error: \#(fixtures)/receipt.json: $.layouts[0].frames["receipt/totl"]: not found (no element has this id or key path), did you mean "receipt/total"?; kept as written"#
                + "\n")
        #expect(try String(contentsOf: fixture, encoding: .utf8).contains(#""receipt/totl": [336, 81, 48, 16]"#))
    }
}

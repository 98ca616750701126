import BlueprintFixtures
import BlueprintLayout
import Foundation
import Testing

/// Issue #38, row 4: a custom fixture type reads lists and nested objects, with errors at the
/// exact JSON path.
@Suite struct FixtureObjectReaderTests {
    struct LineItem: Equatable {
        var quantity: Int
        var name: String
        var price: CGFloat
    }

    /// Items as rows of fixed-size leaves, so the element has a size to check.
    struct ItemList: ProxyElement {
        var items: [LineItem]
        var columns: [CGFloat]
        var elementRepresentation: Element {
            Column {
                for item in items {
                    Row {
                        Spacer(width: columns[0], height: 16); Spacer(width: item.price, height: 16)
                    }
                }
            }
        }
    }

    static var registry: ElementDecoderRegistry {
        var registry = ElementDecoderRegistry.standard
        registry.register("ItemList") { context in
            let properties = context.properties
            let items = try properties.objects("items", owner: "a line item").map { item in
                LineItem(
                    quantity: try item.integer("quantity", minimum: 1),
                    name: try item.string("name"),
                    price: try item.nonNegativeNumber("price"))
            }
            return ItemList(items: items, columns: try properties.numbers("columns"))
        }
        return registry
    }

    static func fixture(_ properties: String) -> String {
        TestSupport.fixture(
            element: #"{"type": "ItemList", \#(properties)}"#, measurements: #"[{"constraint": {}, "size": null}]"#)
    }

    @Test func readsAListOfObjectsAndOfNumbers() throws {
        let text = Self.fixture(
            #""columns": [24], "items": [{"quantity": 2, "name": "Coffee", "price": 7}, {"quantity": 1, "name": "Muffin", "price": 3.5}]"#
        )
        let fixture = try FixtureDecoder(registry: Self.registry).decode(text: text, file: "items.json")
        #expect(fixture.element.content.measure(in: .unconstrained) == CGSize(width: 31, height: 32))
    }

    @Test(arguments: [
        (
            #""columns": [24], "items": [{"quantity": 2, "name": "Coffee", "price": 7}, {"quantity": 1, "name": "Muffin", "price": "3.50"}]"#,
            #"items.json: $.element.items[1].price: expected a number, found "3.50""#
        ),
        (
            #""columns": [24], "items": [{"quantity": 2, "name": "Coffee", "prise": 7}]"#,
            #"items.json: $.element.items[0]: missing required key "price" for a line item; found "prise", did you mean "price"?"#
        ),
        (
            #""columns": [24], "items": [{"quantity": 0, "name": "Coffee", "price": 7}]"#,
            "items.json: $.element.items[0].quantity: expected a whole number of at least 1, found 0"
        ),
        (
            #""columns": [24], "items": [{"quantity": 1, "name": "Coffee", "price": 7, "note": "hot"}]"#,
            #"items.json: $.element.items[0].note: unknown key "note" for a line item (expected one of "quantity", "name", "price")"#
        ),
        (
            #""columns": [24], "items": {"quantity": 1}"#,
            #"items.json: $.element.items: expected an array of values, found an object"#
        ),
        (
            #""columns": [24], "items": ["Coffee"]"#,
            #"items.json: $.element.items[0]: expected a line item (an object), found "Coffee""#
        ),
        (
            #""columns": [24, "wide"], "items": []"#,
            #"items.json: $.element.columns[1]: expected a number, found "wide""#
        ),
    ])
    func errorsNameTheExactPath(properties: String, message: String) throws {
        let error = try #require(throws: FixtureError.self) {
            try FixtureDecoder(registry: Self.registry).decode(text: Self.fixture(properties), file: "items.json")
        }
        #expect(error.description == message)
    }

    @Test func valuesOfMixedKindsAreReadByKind() throws {
        var registry = ElementDecoderRegistry.standard
        registry.register("Lines") { context in
            var count = 0
            for line in try context.properties.array("lines") {
                switch line.kind {
                case .string: _ = try line.string()
                case .array: _ = try line.array().map { try $0.number() }
                default: throw line.error("expected a string or an array of numbers")
                }
                count += 1
            }
            return Spacer(width: CGFloat(count), height: 1)
        }
        let fixture = try FixtureDecoder(registry: registry).decode(
            text: TestSupport.fixture(
                element: #"{"type": "Lines", "lines": ["a", [1, 2]]}"#,
                measurements: #"[{"constraint": {}, "size": [2, 1]}]"#),
            file: "lines.json")
        #expect(FixtureRunner(registry: registry).run(fixture).passed)
        let error = try #require(throws: FixtureError.self) {
            try FixtureDecoder(registry: registry).decode(
                text: TestSupport.fixture(
                    element: #"{"type": "Lines", "lines": ["a", [1, "x"], true]}"#,
                    measurements: #"[{"constraint": {}, "size": [2, 1]}]"#),
                file: "lines.json")
        }
        #expect(error.description == #"lines.json: $.element.lines[1][1]: expected a number, found "x""#)
    }
}

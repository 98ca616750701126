import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// `Overlay`, `EqualStack` and `GridRow`.
    mutating func registerContainers() {
        register("Overlay") { context in
            var overlay = Overlay()
            for child in try context.children() {
                let key = try child.traits.optionalString("key")
                overlay.add(key: key.map(AnyHashable.init), child: child.element)
            }
            return overlay
        }

        register("EqualStack") { context in
            let properties = context.properties
            var stack = EqualStack(
                direction: try properties.choice(
                    "direction",
                    ["horizontal": EqualStack.Direction.horizontal, "vertical": .vertical]
                )
            )
            stack.spacing = try properties.number("spacing", default: 0)
            for child in try context.children() {
                stack.add(child: child.element)
            }
            return stack
        }

        register("GridRow") { context in
            let properties = context.properties
            var row = GridRow()
            row.verticalAlignment = try properties.choice(
                "verticalAlignment",
                ["fill": Row.RowAlignment.fill, "top": .top, "center": .center, "bottom": .bottom],
                default: .fill
            )
            row.spacing = try properties.number("spacing", default: 0)
            for child in try context.children() {
                let traits = child.traits
                var width = GridRow.Width.proportional(1)
                if let widthReader = try traits.optionalObject("width", owner: "a GridRow width") {
                    width = try ContainerDecoding.gridRowWidth(widthReader)
                }
                let key = try traits.optionalString("key")
                row.add(width: width, key: key.map(AnyHashable.init), child: child.element)
            }
            return row
        }
    }
}

/// Shared pieces of the container decoders.
enum ContainerDecoding {
    /// `{"absolute": n}` or `{"proportional": n}`.
    static func gridRowWidth(_ reader: FixtureObjectReader) throws -> GridRow.Width {
        let absolute = try reader.optionalNonNegativeNumber("absolute")
        let proportional = try reader.optionalNonNegativeNumber("proportional")
        try reader.requireAtMostOne(of: ["absolute", "proportional"])
        if let absolute { return .absolute(absolute) }
        if let proportional { return .proportional(proportional) }
        throw reader.error("expected {\"absolute\": n} or {\"proportional\": n}, found an empty object")
    }
}

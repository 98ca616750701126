import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// `Overlay`, `EqualStack`, `GridRow`, `Flow` and `LayoutWriter`.
    mutating func registerContainers() {
        register("Overlay") { context in
            var overlay = Overlay()
            try context.forEachChild { child in
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
            try context.forEachChild { child in
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
            try context.forEachChild { child in
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

        register("Flow") { context in
            let properties = context.properties
            var flow = Flow(
                lineAlignment: try properties.choice(
                    "lineAlignment",
                    ["leading": Flow.LineAlignment.leading, "center": .center, "trailing": .trailing],
                    default: .leading
                ),
                lineSpacing: try properties.number("lineSpacing", default: 0),
                itemAlignment: try properties.choice(
                    "itemAlignment",
                    ["center": Flow.ItemAlignment.center, "fill": .fill, "top": .top, "bottom": .bottom],
                    default: .center
                ),
                itemSpacing: try properties.number("itemSpacing", default: 0)
            ) {}
            try context.forEachChild { child in
                let priority = try child.traits.choice(
                    "priority",
                    ["fixed": Flow.Priority.fixed, "grows": .grows],
                    default: .fixed
                )
                let key = try child.traits.optionalString("key")
                flow.children.append(Flow.Child(child.element, key: key.map(AnyHashable.init), priority: priority))
            }
            return flow
        }

        register("LayoutWriter") { context in
            let properties = context.properties
            var sizing = LayoutWriter.Sizing.unionOfChildren
            if let value = properties.value("sizing") {
                let path = properties.path("sizing")
                switch value {
                case .string("unionOfChildren"):
                    break
                case .object:
                    let reader = try properties.nestedReader(for: value, at: path, owner: "a LayoutWriter sizing")
                    sizing = .fixed(try reader.size("fixed"))
                default:
                    throw FixtureError(
                        at: path,
                        #"expected "unionOfChildren" or {"fixed": [width, height]}, found \#(value.errorDescription)"#
                    )
                }
            }
            var children: [LayoutWriter.Child] = []
            try context.forEachChild { child in
                let frame = try child.traits.rect("frame")
                let key = try child.traits.optionalString("key")
                children.append(
                    LayoutWriter.Child(frame: frame, key: key.map(AnyHashable.init), element: child.element))
            }
            return LayoutWriter { _, builder in
                builder.sizing = sizing
                for child in children {
                    builder.add(child)
                }
            }
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

import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// Single-child wrappers.
    mutating func registerWrappers() {
        register("Inset") { context in
            let properties = context.properties
            let edges = ["top", "bottom", "left", "right"]
            let shorthands = ["uniformInset", "sideInsets", "vertical"]
            var values: [String: CGFloat] = [:]
            for key in edges + shorthands {
                values[key] = try properties.optionalNumber(key)
            }
            try properties.requireAtMostOne(of: shorthands)
            for shorthand in shorthands where values[shorthand] != nil {
                for edge in edges where values[edge] != nil {
                    throw properties.error(
                        "\"\(edge)\" cannot be combined with \"\(shorthand)\" for Inset",
                        at: edge
                    )
                }
            }
            let child = try context.child()
            if let uniform = values["uniformInset"] { return Inset(uniformInset: uniform, wrapping: child) }
            if let side = values["sideInsets"] { return Inset(sideInsets: side, wrapping: child) }
            if let vertical = values["vertical"] { return Inset(vertical: vertical, wrapping: child) }
            return Inset(
                top: values["top"] ?? 0,
                bottom: values["bottom"] ?? 0,
                left: values["left"] ?? 0,
                right: values["right"] ?? 0,
                wrapping: child
            )
        }

        register("Aligned") { context in
            let properties = context.properties
            return Aligned(
                vertically: try properties.choice(
                    "vertically",
                    ["center": Aligned.VerticalAlignment.center, "top": .top, "bottom": .bottom, "fill": .fill],
                    default: .center
                ),
                horizontally: try properties.choice(
                    "horizontally",
                    ["center": Aligned.HorizontalAlignment.center, "leading": .leading, "trailing": .trailing, "fill": .fill],
                    default: .center
                ),
                wrapping: try context.child()
            )
        }

        register("Centered") { context in
            Centered(try context.child())
        }
    }
}

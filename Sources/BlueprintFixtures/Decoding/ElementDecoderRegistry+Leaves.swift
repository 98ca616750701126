import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// The fixture leaves `Fixed`, `Area`, `Wrap`, `Text`, and Blueprint's `Spacer` and `Empty`.
    mutating func registerLeaves() {
        register("Fixed") { context in
            Fixed(size: try context.properties.size("size"))
        }

        register("Area") { context in
            let properties = context.properties
            return Area(
                area: try properties.nonNegativeNumber("area"),
                rounded: try properties.bool("rounded", default: false),
                naturalWidth: try properties.optionalNonNegativeNumber("naturalWidth"),
                maximumWidth: try properties.optionalNonNegativeNumber("maximumWidth")
            )
        }

        register("Wrap") { context in
            let properties = context.properties
            return Wrap(
                itemSize: try properties.size("itemSize"),
                itemCount: try properties.integer("itemCount", minimum: 0),
                axis: try properties.choice("axis", ["horizontal": Wrap.Axis.horizontal, "vertical": .vertical])
            )
        }

        register("Text") { context in
            let properties = context.properties
            if properties.contains("font") {
                for key in ["characterWidth", "lineHeight"] where properties.contains(key) {
                    throw properties.error(
                        "\(JSONWriter.quoted(key)) does not apply to text measured with a font"
                            + (key == "lineHeight" ? " (give the font a \"lineHeight\")" : ""),
                        at: key)
                }
            }
            let font = try properties.optionalObject("font", owner: "a font").map {
                try FixtureFonts.metrics($0, in: context)
            }
            return Text(
                text: try properties.string("text"),
                characterWidth: try properties.nonNegativeNumber("characterWidth", default: 8),
                lineHeight: try properties.nonNegativeNumber("lineHeight", default: 16),
                numberOfLines: try properties.integer("numberOfLines", default: 0, minimum: 0),
                lineBreakMode: try properties.choice(
                    "lineBreakMode",
                    [
                        "byWordWrapping": Label.LineBreakMode.byWordWrapping, "byCharWrapping": .byCharWrapping,
                        "byClipping": .byClipping, "byTruncatingHead": .byTruncatingHead,
                        "byTruncatingTail": .byTruncatingTail, "byTruncatingMiddle": .byTruncatingMiddle,
                    ],
                    default: .byWordWrapping
                ),
                font: font
            )
        }

        register("Spacer") { context in
            let properties = context.properties
            let size = try properties.optionalSize("size")
            let width = try properties.optionalNonNegativeNumber("width")
            let height = try properties.optionalNonNegativeNumber("height")
            try properties.requireAtMostOne(of: ["size", "width"])
            try properties.requireAtMostOne(of: ["size", "height"])
            if let size { return Spacer(size: size) }
            return Spacer(width: width ?? 0, height: height ?? 0)
        }

        register("Empty") { _ in Empty() }
    }
}

import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// Single-child wrappers: Inset, Aligned, Centered, ConstrainedSize, ConstrainedAspectRatio,
    /// Decorate, Keyed, Opacity, Hidden, UserInteractionEnabled and Transformed.
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
                    [
                        "center": Aligned.HorizontalAlignment.center, "leading": .leading, "trailing": .trailing,
                        "fill": .fill,
                    ],
                    default: .center
                ),
                wrapping: try context.child()
            )
        }

        register("Centered") { context in
            Centered(try context.child())
        }

        register("ConstrainedSize") { context in
            let properties = context.properties
            return ConstrainedSize(
                width: try WrapperDecoding.sizeConstraint(properties, "width"),
                height: try WrapperDecoding.sizeConstraint(properties, "height"),
                wrapping: try context.child()
            )
        }

        register("ConstrainedAspectRatio") { context in
            let properties = context.properties
            let ratio = try properties.size("aspectRatio")
            return ConstrainedAspectRatio(
                aspectRatio: AspectRatio(width: ratio.width, height: ratio.height),
                contentMode: try properties.choice(
                    "contentMode",
                    [
                        "fitContent": ConstrainedAspectRatio.ContentMode.fitContent,
                        "fitParent": .fitParent,
                        "shrinkContent": .shrinkContent,
                    ],
                    default: .fitContent
                ),
                wrapping: try context.child()
            )
        }

        register("Decorate") { context in
            let properties = context.properties
            let layering = try properties.choice("layering", ["above": Decorate.Layering.above, "below": .below])
            let position = try WrapperDecoding.decoratePosition(
                try properties.object("position", owner: "a Decorate position"))
            return Decorate(
                layering: layering,
                position: position,
                wrapping: try context.child(),
                decoration: try context.child("decoration")
            )
        }

        register("Keyed") { context in
            let key = try context.properties.optionalString("key")
            return Keyed(key: key.map(AnyHashable.init), wrapping: try context.child())
        }

        register("Opacity") { context in
            Opacity(opacity: try context.properties.number("opacity"), wrapping: try context.child())
        }

        register("Hidden") { context in
            Hidden(try context.properties.bool("isHidden", default: true), wrapping: try context.child())
        }

        register("UserInteractionEnabled") { context in
            UserInteractionEnabled(try context.properties.bool("isEnabled"), wrapping: try context.child())
        }

        register("Transformed") { context in
            let properties = context.properties
            let translateX = try properties.number("translateX", default: 0)
            let translateY = try properties.number("translateY", default: 0)
            let scaleX = try properties.number("scaleX", default: 1)
            let scaleY = try properties.number("scaleY", default: 1)
            let rotation = try properties.number("rotationDegrees", default: 0)
            let transform = Transform3D.scale(x: scaleX, y: scaleY)
                .concatenating(.rotation(degrees: rotation))
                .concatenating(.translation(x: translateX, y: translateY))
            return Transformed(transform: transform, wrapping: try context.child())
        }
    }
}

/// Shared pieces of the wrapper decoders.
enum WrapperDecoding {
    /// `"unconstrained"`, `{"atMost": n}`, `{"atLeast": n}`, `{"within": [lo, hi]}` or `{"absolute": n}`.
    static func sizeConstraint(_ properties: FixtureObjectReader, _ key: String) throws -> ConstrainedSize.Constraint {
        guard let value = properties.value(key) else { return .unconstrained }
        let path = properties.path(key)
        let expected =
            #"expected "unconstrained", {"atMost": n}, {"atLeast": n}, {"within": [lo, hi]} or {"absolute": n}"#
        switch value {
        case .string("unconstrained"):
            return .unconstrained
        case .object(let object):
            let reader = try properties.nestedReader(for: value, at: path, owner: "a ConstrainedSize constraint")
            let cases = ["atMost", "atLeast", "within", "absolute"]
            try reader.requireAtMostOne(of: cases)
            guard let name = cases.first(where: { object[$0] != nil }) else {
                reader.allow(cases[0], cases[1], cases[2], cases[3])
                try reader.checkForUnknownKeys()
                throw FixtureError(at: path, "\(expected), found an empty object")
            }
            switch name {
            case "atMost": return .atMost(try reader.nonNegativeNumber(name))
            case "atLeast": return .atLeast(try reader.nonNegativeNumber(name))
            case "absolute": return .absolute(try reader.nonNegativeNumber(name))
            default:
                let bounds = try FixtureValue.numbers(
                    try reader.requiredValue(name),
                    count: 2,
                    what: "a range [lower, upper]",
                    at: reader.path(name)
                )
                for (index, bound) in bounds.enumerated() where bound < 0 {
                    throw FixtureError(
                        at: reader.path(name).appending(index: index),
                        "expected a non-negative number, found \(JSONNumber(bound).literal)"
                    )
                }
                guard bounds[0] <= bounds[1] else {
                    throw FixtureError(
                        at: reader.path(name),
                        "expected a range [lower, upper] with lower <= upper, found [\(JSONNumber(bounds[0]).literal), \(JSONNumber(bounds[1]).literal)]"
                    )
                }
                return .within(bounds[0]...bounds[1])
            }
        default:
            throw FixtureError(at: path, "\(expected), found \(value.errorDescription)")
        }
    }

    /// The nine alignments by `UnitPoint` name.
    static var alignments: KeyValuePairs<String, Alignment> {
        [
            "topLeading": .topLeading,
            "top": .top,
            "topTrailing": .topTrailing,
            "leading": .leading,
            "center": .center,
            "trailing": .trailing,
            "bottomLeading": .bottomLeading,
            "bottom": .bottom,
            "bottomTrailing": .bottomTrailing,
        ]
    }

    /// `{"inset": n | insets}`, `{"aligned": NAME, "horizontalGuide": g, "verticalGuide": g}` or
    /// `{"corner": NAME, "offset": [h, v]}`.
    static func decoratePosition(_ reader: FixtureObjectReader) throws -> Decorate.Position {
        let variants = ["inset", "aligned", "corner"]
        try reader.requireAtMostOne(of: variants)
        guard let variant = variants.first(where: { reader.object[$0] != nil }) else {
            reader.allow("inset", "aligned", "corner")
            try reader.checkForUnknownKeys()
            throw reader.error(
                #"expected one of {"inset": …}, {"aligned": …} or {"corner": …}, found an object without them"#)
        }
        reader.allow("inset", "aligned", "corner")
        switch variant {
        case "inset":
            let value = try reader.requiredValue("inset")
            if case .object = value {
                return .inset(try FixtureValue.edgeInsets(value, at: reader.path("inset")))
            }
            guard case .number = value else {
                throw reader.error("expected a number or edge insets, found \(value.errorDescription)", at: "inset")
            }
            return .inset(try reader.number("inset"))
        case "aligned":
            let alignment = try reader.choice("aligned", alignments)
            let horizontal = try reader.optionalGuide("horizontalGuide")
            let vertical = try reader.optionalGuide("verticalGuide")
            return .aligned(
                to: alignment,
                horizontalGuide: horizontal.map { guide in { dimensions in guide.value(forLength: dimensions.width) } },
                verticalGuide: vertical.map { guide in { dimensions in guide.value(forLength: dimensions.height) } }
            )
        default:
            let corner = try reader.choice(
                "corner",
                [
                    "topLeft": Decorate.Corner.topLeft,
                    "topRight": .topRight,
                    "bottomRight": .bottomRight,
                    "bottomLeft": .bottomLeft,
                ]
            )
            let offset = try reader.point("offset", default: .zero)
            return .corner(corner, Decorate.Offset(horizontal: offset.x, vertical: offset.y))
        }
    }
}

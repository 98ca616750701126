extension ElementDecoderRegistry {
    private typealias Key = ElementTypeDescription.Key

    private static let guide = #"a guide {"fraction": f, "offset": o} (value: length * f + o)"#
    private static let child = Key("child", "an element node (required)")
    private static let children = Key("children", "an array of element nodes (required, may be empty)")
    private static let key = Key("key", "string: the child's identity among its siblings")
    private static let unitPointNames =
        #""topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing""#

    /// The built-in vocabulary as the shared FIXTURES.md ("Element vocabulary, version 1", "Fixture
    /// leaves") and `Docs/FixtureFormat.md` (which adds this repository's extensions) describe it.
    /// A test holds `Docs/FixtureFormat.md` to every type and key listed here.
    static let builtInDescriptions: [String: ElementTypeDescription] = {
        let stackUnderflow = Key(
            "underflow",
            #""spaceEvenly" (default), "growProportionally", "growUniformly", "justifyToStart", "justifyToCenter", "justifyToEnd""#
        )
        let stackOverflow = Key("overflow", #""condenseProportionally" (default), "condenseUniformly""#)
        let spacingMode = Key(
            "spacingMode",
            #""minimumSpacing" (default) or "preferences" (gaps from the children's SpacingPreference; not with minimumSpacing)"#
        )
        let stackTraits = [
            Key("growPriority", "number (default 1)"),
            Key("shrinkPriority", "number (default 1)"),
            Key(
                "priority",
                #""fixed", "flexible", "grows" or "shrinks": sets both priorities (not with growPriority or shrinkPriority)"#
            ),
            Key("alignmentGuide", "\(guide), replacing the container alignment's value for this child"),
            key,
        ]
        return [
            // Stacks and containers.
            "Row": ElementTypeDescription(
                summary: "Children side by side, left to right; free space and overflow shared by priority",
                keys: [
                    Key(
                        "alignment",
                        #""top" (default), "center", "bottom", "fill", or \#(guide) on the children's heights"#),
                    stackUnderflow, stackOverflow,
                    Key("minimumSpacing", "number (default 0)"),
                    spacingMode, children,
                ],
                childTraits: stackTraits
            ),
            "Column": ElementTypeDescription(
                summary: "Children one below the other; free space and overflow shared by priority",
                keys: [
                    Key(
                        "alignment",
                        #""leading" (default), "center", "trailing", "fill", or \#(guide) on the children's widths"#),
                    stackUnderflow, stackOverflow,
                    Key("minimumSpacing", "number (default 0)"),
                    spacingMode, children,
                ],
                childTraits: stackTraits
            ),
            "EqualStack": ElementTypeDescription(
                summary: "Children of equal size along a direction",
                keys: [
                    Key("direction", #""horizontal" or "vertical" (required)"#),
                    Key("spacing", "number (default 0)"),
                    children,
                ]
            ),
            "GridRow": ElementTypeDescription(
                summary: "A row of children with absolute or proportional widths",
                keys: [
                    Key("verticalAlignment", #""fill" (default), "top", "center", "bottom""#),
                    Key("spacing", "number (default 0)"),
                    children,
                ],
                childTraits: [
                    Key("width", #"{"absolute": n} or {"proportional": n} (default {"proportional": 1})"#),
                    key,
                ]
            ),
            "Grid": ElementTypeDescription(
                summary:
                    "Rows of cells whose columns line up across rows (an extension of the format: Docs/FixtureFormat.md in BlueprintLayout, \"Grid\")",
                keys: [
                    Key(
                        "alignment",
                        #"one of the nine UnitPoint names, or {"horizontal": H, "vertical": V} where H is "leading", "center", "trailing" or a guide and V "top", "center", "bottom" or a guide (default "center")"#
                    ),
                    Key("horizontalSpacing, verticalSpacing", "numbers ≥ 0 (default 0)"),
                    Key(
                        "columns",
                        #"[{"sizing": "fit" | "fixed" | "flexible", "width": n, "growPriority": n, "alignment": H}] (default [])"#
                    ),
                    Key(
                        "rows",
                        #"[{"cells": [element nodes], "alignment": V}] or an element node (a full-width row) (required)"#
                    ),
                ],
                childTraits: [
                    Key("columnSpan", #"integer ≥ 1 or "all" (default 1)"#),
                    Key("horizontalAlignment", #""leading", "center", "trailing" or a guide: the cell's own"#),
                    Key("verticalAlignment", #""top", "center", "bottom" or a guide: the cell's own"#),
                    Key("horizontalGuide, verticalGuide", "\(guide): the cell's value for its alignment"),
                    Key("unsizedAxes", #"["horizontal", "vertical"]: the cell does not size its column or row"#),
                    key,
                ]
            ),
            "Flow": ElementTypeDescription(
                summary: "Children in lines that wrap at the available width",
                keys: [
                    Key("lineAlignment", #""leading" (default), "center", "trailing""#),
                    Key("lineSpacing", "number (default 0)"),
                    Key("itemAlignment", #""center" (default), "fill", "top", "bottom""#),
                    Key("itemSpacing", "number (default 0)"),
                    children,
                ],
                childTraits: [Key("priority", #""fixed" (default) or "grows""#), key]
            ),
            "Overlay": ElementTypeDescription(
                summary: "Children stacked on top of each other, each filling the overlay",
                keys: [children],
                childTraits: [key]
            ),
            "LayoutWriter": ElementTypeDescription(
                summary: "Children at the frames given in their traits",
                keys: [
                    Key("sizing", #""unionOfChildren" (default) or {"fixed": [w, h]}"#),
                    children,
                ],
                childTraits: [Key("frame", "[x, y, width, height] (required)"), key]
            ),
            // Wrappers.
            "Inset": ElementTypeDescription(
                summary: "Its child inset from its edges",
                keys: [
                    Key("top, bottom, left, right", "numbers (each default 0)"),
                    Key(
                        "uniformInset, sideInsets, vertical",
                        "a number: at most one of them, instead of the four edges"),
                    child,
                ]
            ),
            "Aligned": ElementTypeDescription(
                summary: "Its child at its measured size, aligned within the frame",
                keys: [
                    Key("vertically", #""center" (default), "top", "bottom", "fill""#),
                    Key("horizontally", #""center" (default), "leading", "trailing", "fill""#),
                    child,
                ]
            ),
            "Centered": ElementTypeDescription(
                summary: "Its child at its measured size, centered in the frame",
                keys: [child]
            ),
            "ConstrainedSize": ElementTypeDescription(
                summary: "Its child with its measured width and height limited",
                keys: [
                    Key(
                        "width, height",
                        #""unconstrained" (default), {"atMost": n}, {"atLeast": n}, {"within": [lo, hi]}, {"absolute": n}"#
                    ),
                    child,
                ]
            ),
            "ConstrainedAspectRatio": ElementTypeDescription(
                summary: "Its child held to an aspect ratio",
                keys: [
                    Key("aspectRatio", "[width, height] (required)"),
                    Key("contentMode", #""fitContent" (default), "fitParent", "shrinkContent""#),
                    child,
                ]
            ),
            "Decorate": ElementTypeDescription(
                summary: "A decoration drawn above or below its child, without changing the child's size",
                keys: [
                    Key("layering", #""above" or "below" (required)"#),
                    Key(
                        "position",
                        #"(required) {"inset": n or edge insets}, {"aligned": UNIT POINT NAME, "horizontalGuide": guide, "verticalGuide": guide} or {"corner": "topLeft" / "topRight" / "bottomRight" / "bottomLeft", "offset": [h, v]}"#
                    ),
                    child,
                    Key("decoration", "an element node (required)"),
                ]
            ),
            "Keyed": ElementTypeDescription(
                summary: "Its child with a key that keeps its identity among its siblings",
                keys: [Key("key", "string (optional)"), child]
            ),
            "Opacity": ElementTypeDescription(
                summary: "Its child with an alpha (an attribute: frames do not move)",
                keys: [Key("opacity", "number (required)"), child]
            ),
            "Hidden": ElementTypeDescription(
                summary: "Its child hidden (an attribute: frames do not move)",
                keys: [Key("isHidden", "boolean (default true)"), child]
            ),
            "UserInteractionEnabled": ElementTypeDescription(
                summary: "Its child with user interaction on or off (an attribute)",
                keys: [Key("isEnabled", "boolean (required)"), child]
            ),
            "Transformed": ElementTypeDescription(
                summary: "Its child with a transform: scale, then rotation, then translation (frames do not move)",
                keys: [
                    Key("translateX, translateY", "numbers (default 0)"),
                    Key("scaleX, scaleY", "numbers (default 1)"),
                    Key("rotationDegrees", "number (default 0)"),
                    child,
                ]
            ),
            // Leaves.
            "Fixed": ElementTypeDescription(
                summary: "A leaf of one size whatever the constraint",
                keys: [Key("size", "[width, height] (required)")]
            ),
            "Area": ElementTypeDescription(
                summary: "A leaf of a given area: as wide as allowed, as tall as the area needs",
                keys: [
                    Key("area", "number (required)"),
                    Key("rounded", "boolean (default false): the height rounded to a whole number"),
                    Key("naturalWidth", "number (optional): the width when nothing bounds it"),
                    Key("maximumWidth", "number (optional)"),
                ]
            ),
            "Wrap": ElementTypeDescription(
                summary: "A leaf of equal items that wrap into lines at the constraint",
                keys: [
                    Key("itemSize", "[width, height] (required)"),
                    Key("itemCount", "whole number (required)"),
                    Key("axis", #""horizontal" or "vertical" (required)"#),
                ]
            ),
            "Text": ElementTypeDescription(
                summary: "Monospaced text, word-wrapped at the width (the fixtures' Label)",
                keys: [
                    Key("text", "string (required); \\n starts a line"),
                    Key("characterWidth", "number (default 8)"),
                    Key("lineHeight", "number (default 16)"),
                    Key("numberOfLines", "integer ≥ 0 (default 0: no limit); only the first lines count"),
                    Key(
                        "lineBreakMode",
                        "byWordWrapping (default), byCharWrapping (breaks anywhere), byClipping, byTruncatingHead, "
                            + "byTruncatingTail, byTruncatingMiddle"),
                ]
            ),
            "Spacer": ElementTypeDescription(
                summary: "Empty space of a size (Blueprint's Spacer)",
                keys: [Key("size", "[width, height]"), Key("width, height", "numbers (default 0), instead of size")]
            ),
            "Empty": ElementTypeDescription(summary: "Nothing: measures to zero"),
            // The preferences extension (Docs/FixtureFormat.md, "Preferences").
            "SpacingPreference": ElementTypeDescription(
                summary:
                    "The space its child wants next to its neighbours, read by stacks with \"spacingMode\": \"preferences\"",
                keys: [Key("top, leading, bottom, trailing", "numbers (default 0)"), child]
            ),
            "AnchorPublisher": ElementTypeDescription(
                summary: "Publishes its child's bounds or a point of it under a key string, for anchor readers",
                keys: [
                    Key("id", "string without \"/\" (required): part of the markers' generated ids"),
                    Key("key", "string (required)"),
                    Key("source", #""bounds" (default), [x, y] or a unit point name: \#(unitPointNames)"#),
                    child,
                ]
            ),
            "AnchorOverlay": ElementTypeDescription(
                summary: "Lays a marker over each anchor published under its key inside its child (in front)",
                keys: [
                    Key("id", "string (required): markers are named \"<id>/<publisher id>\""),
                    Key("key", "string (required): a key some AnchorPublisher in the fixture publishes"),
                    Key("marker", #"an element node without "id" or "traits" (default {"type": "Empty"})"#),
                    child,
                ]
            ),
            "AnchorBackground": ElementTypeDescription(
                summary: "Lays a marker under each anchor published under its key inside its child (behind)",
                keys: [
                    Key("id", "string (required): markers are named \"<id>/<publisher id>\""),
                    Key("key", "string (required): a key some AnchorPublisher in the fixture publishes"),
                    Key("marker", #"an element node without "id" or "traits" (default {"type": "Empty"})"#),
                    child,
                ]
            ),
        ]
    }()
}

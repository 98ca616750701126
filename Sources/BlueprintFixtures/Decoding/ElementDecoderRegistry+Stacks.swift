import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// `Row` and `Column`.
    mutating func registerStacks() {
        register("Row") { context in
            var row = Row()
            let properties = context.properties
            let guide: FixtureGuide?
            switch try StackDecoding.alignment(properties, cases: ["top", "center", "bottom", "fill"]) {
            case .named("top"): row.verticalAlignment = .top; guide = nil
            case .named("center"): row.verticalAlignment = .center; guide = nil
            case .named("bottom"): row.verticalAlignment = .bottom; guide = nil
            case .named(_): row.verticalAlignment = .fill; guide = nil
            case .guide(let value): row.verticalAlignment = .align(to: value.verticalAlignment); guide = value
            }
            row.horizontalUnderflow = try StackDecoding.underflow(properties)
            row.horizontalOverflow = try StackDecoding.overflow(properties)
            row.minimumHorizontalSpacing = try properties.number("minimumSpacing", default: 0)
            row.spacingMode = try StackDecoding.spacingMode(properties)
            // Added one by one (`add` appends in place; setting `children` would replace them
            // all), each as soon as it is decoded.
            row.reserveChildCapacity(context.childCount())
            try context.forEachChild { child in
                let traits = try StackDecoding.traits(child.traits, containerGuide: guide, crossAxis: \.height)
                row.add(
                    growPriority: traits.growPriority, shrinkPriority: traits.shrinkPriority,
                    alignmentGuide: traits.alignmentGuide, key: traits.key, child: child.element)
            }
            return row
        }

        register("Column") { context in
            var column = Column()
            let properties = context.properties
            let guide: FixtureGuide?
            switch try StackDecoding.alignment(properties, cases: ["leading", "center", "trailing", "fill"]) {
            case .named("leading"): column.horizontalAlignment = .leading; guide = nil
            case .named("center"): column.horizontalAlignment = .center; guide = nil
            case .named("trailing"): column.horizontalAlignment = .trailing; guide = nil
            case .named(_): column.horizontalAlignment = .fill; guide = nil
            case .guide(let value): column.horizontalAlignment = .align(to: value.horizontalAlignment); guide = value
            }
            column.verticalUnderflow = try StackDecoding.underflow(properties)
            column.verticalOverflow = try StackDecoding.overflow(properties)
            column.minimumVerticalSpacing = try properties.number("minimumSpacing", default: 0)
            column.spacingMode = try StackDecoding.spacingMode(properties)
            // Added one by one (`add` appends in place; setting `children` would replace them
            // all), each as soon as it is decoded.
            column.reserveChildCapacity(context.childCount())
            try context.forEachChild { child in
                let traits = try StackDecoding.traits(child.traits, containerGuide: guide, crossAxis: \.width)
                column.add(
                    growPriority: traits.growPriority, shrinkPriority: traits.shrinkPriority,
                    alignmentGuide: traits.alignmentGuide, key: traits.key, child: child.element)
            }
            return column
        }
    }
}

/// Shared pieces of the `Row` and `Column` decoders.
enum StackDecoding {
    enum AlignmentValue {
        case named(String)
        case guide(FixtureGuide)
    }

    /// `"alignment"`: one of `cases` (the first is the default) or a guide object.
    ///
    /// A guide is a custom alignment whose default value is the guide: the container aligns to
    /// ``FixtureGuide/verticalAlignment`` (or horizontal), and every child without its own
    /// `alignmentGuide` gets the container's guide as its guide trait.
    static func alignment(_ properties: FixtureObjectReader, cases: [String]) throws -> AlignmentValue {
        guard let value = properties.value("alignment") else { return .named(cases[0]) }
        let path = properties.path("alignment")
        if case .object = value {
            return .guide(try FixtureValue.guide(value, at: path))
        }
        let expected = cases.map { JSONWriter.quoted($0) }.joined(separator: ", ") + " or an alignment guide object"
        guard case .string(let name) = value else {
            throw FixtureError(at: path, "expected one of \(expected), found \(value.errorDescription)")
        }
        guard cases.contains(name) else {
            throw FixtureError(
                at: path,
                "expected one of \(expected), found \(value.errorDescription)"
                    + Suggestions.didYouMean(name, among: cases)
            )
        }
        return .named(name)
    }

    static func underflow(_ properties: FixtureObjectReader) throws -> StackLayout.UnderflowDistribution {
        try properties.choice(
            "underflow",
            [
                "spaceEvenly": .spaceEvenly,
                "growProportionally": .growProportionally,
                "growUniformly": .growUniformly,
                "justifyToStart": .justifyToStart,
                "justifyToCenter": .justifyToCenter,
                "justifyToEnd": .justifyToEnd,
            ],
            default: .spaceEvenly
        )
    }

    /// `"spacingMode"`: `"minimumSpacing"` (default) or `"preferences"`, which cannot be combined
    /// with `minimumSpacing` (it would not be used).
    static func spacingMode(_ properties: FixtureObjectReader) throws -> StackLayout.SpacingMode {
        let mode = try properties.choice(
            "spacingMode",
            ["minimumSpacing": StackLayout.SpacingMode.minimumSpacing, "preferences": .preferences],
            default: .minimumSpacing
        )
        if mode == .preferences && properties.object["minimumSpacing"] != nil {
            throw properties.error(
                "\"minimumSpacing\" cannot be combined with \"spacingMode\": \"preferences\" for \(properties.owner) (the gaps come from the children's spacing preferences)",
                at: "minimumSpacing"
            )
        }
        return mode
    }

    static func overflow(_ properties: FixtureObjectReader) throws -> StackLayout.OverflowDistribution {
        try properties.choice(
            "overflow",
            ["condenseProportionally": .condenseProportionally, "condenseUniformly": .condenseUniformly],
            default: .condenseProportionally
        )
    }

    /// A stack child's traits: `growPriority`, `shrinkPriority`, `priority`, `alignmentGuide`, `key`.
    static func traits(
        _ traits: FixtureObjectReader,
        containerGuide: FixtureGuide?,
        crossAxis: KeyPath<ElementDimensions, CGFloat>
    ) throws -> (
        growPriority: CGFloat, shrinkPriority: CGFloat, alignmentGuide: ((ElementDimensions) -> CGFloat)?,
        key: AnyHashable?
    ) {
        func guideFunction(_ guide: FixtureGuide?) -> ((ElementDimensions) -> CGFloat)? {
            guide.map { guide in { dimensions in guide.value(forLength: dimensions[keyPath: crossAxis]) } }
        }
        if traits.object.isEmpty {
            // No traits (most children): the defaults, without asking for every key.
            traits.markQueried()
            return (1, 1, guideFunction(containerGuide), nil)
        }
        let priority = try traits.choice(
            "priority",
            [
                "fixed": StackLayout.Child.Priority.fixed,
                "flexible": .flexible,
                "grows": .grows,
                "shrinks": .shrinks,
            ], default: nil as StackLayout.Child.Priority?)
        let grow = try traits.optionalNumber("growPriority")
        let shrink = try traits.optionalNumber("shrinkPriority")
        try traits.requireAtMostOne(of: ["priority", "growPriority"])
        try traits.requireAtMostOne(of: ["priority", "shrinkPriority"])
        let guide = try traits.optionalGuide("alignmentGuide") ?? containerGuide
        let key = try traits.optionalString("key")
        return (
            grow ?? priority?.growPriority ?? 1,
            shrink ?? priority?.shrinkPriority ?? 1,
            guideFunction(guide),
            key.map(AnyHashable.init)
        )
    }
}

import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// `Grid`, an extension of the format documented in `Docs/FixtureFormat.md` ("Grid").
    ///
    /// ```json
    /// { "type": "Grid", "alignment": "topLeading", "horizontalSpacing": 8,
    ///   "columns": [ { "sizing": "fixed", "width": 40 }, { "sizing": "flexible" } ],
    ///   "rows": [ { "cells": [ { "type": "Fixed", "size": [10, 10] } ] },
    ///             { "type": "Fixed", "size": [60, 1] } ] }
    /// ```
    mutating func registerGrid() {
        register("Grid") { context in
            let properties = context.properties
            let alignment = try GridDecoding.gridAlignment(properties)
            var grid = Grid()
            grid.alignment = Alignment(
                horizontal: alignment.horizontal.horizontalAlignment, vertical: alignment.vertical.verticalAlignment)
            grid.horizontalSpacing = try properties.nonNegativeNumber("horizontalSpacing", default: 0)
            grid.verticalSpacing = try properties.nonNegativeNumber("verticalSpacing", default: 0)

            var columnAlignments: [GridDecoding.AlignmentValue?] = []
            if let value = properties.value("columns") {
                let path = properties.path("columns")
                guard case .array(let columns) = value else {
                    throw FixtureError(at: path, "expected an array of column objects, found \(value.errorDescription)")
                }
                for (index, column) in columns.enumerated() {
                    let reader = try properties.nestedReader(
                        for: column, at: path.appending(index: index), owner: "a Grid column")
                    let (decoded, alignment) = try GridDecoding.column(reader)
                    grid.columns.append(decoded)
                    columnAlignments.append(alignment)
                }
            }

            let rowsValue = try properties.requiredValue("rows")
            let rowsPath = properties.path("rows")
            guard case .array(let rows) = rowsValue else {
                throw FixtureError(
                    at: rowsPath, "expected an array of rows and element nodes, found \(rowsValue.errorDescription)")
            }
            for (index, row) in rows.enumerated() {
                let rowPath = rowsPath.appending(index: index)
                guard case .object(let object) = row else {
                    throw FixtureError(
                        at: rowPath,
                        "expected a row object ({\"cells\": [...]}) or an element node (a full-width row), "
                            + "found \(row.errorDescription)")
                }
                if object["type"] != nil {
                    // An element node: a full-width row.
                    let child = try context.decodeChild(row, at: rowPath)
                    if child.traits.object["columnSpan"] != nil {
                        throw child.traits.error(
                            "a full-width row's cell spans every column; remove \"columnSpan\" (or put the cell in a row's \"cells\")",
                            at: "columnSpan")
                    }
                    let cell = try GridDecoding.cell(
                        child, column: 0, rowAlignment: nil, columnAlignments: columnAlignments, grid: alignment,
                        fullWidth: true)
                    grid.add(row: Grid.Row(fullWidth: cell))
                    continue
                }
                let reader = try properties.nestedReader(for: row, at: rowPath, owner: "a Grid row")
                let rowAlignment = try GridDecoding.alignment(reader, "alignment", axis: .vertical)
                let cellsValue = try reader.requiredValue("cells")
                let cellsPath = reader.path("cells")
                guard case .array(let cellNodes) = cellsValue else {
                    throw FixtureError(
                        at: cellsPath, "expected an array of element nodes, found \(cellsValue.errorDescription)")
                }
                var cells: [Grid.Cell] = []
                cells.reserveCapacity(cellNodes.count)
                var column = 0
                for (cellIndex, node) in cellNodes.enumerated() {
                    let child = try context.decodeChild(node, at: cellsPath.appending(index: cellIndex))
                    let cell = try GridDecoding.cell(
                        child, column: column, rowAlignment: rowAlignment, columnAlignments: columnAlignments,
                        grid: alignment, fullWidth: false)
                    cells.append(cell)
                    column =
                        cell.traits.columnSpan == Grid.allColumns ? Int.max / 2 : column + cell.traits.columnSpan
                }
                grid.add(row: Grid.Row(alignment: rowAlignment?.verticalAlignment, cells: cells))
            }
            return grid
        }
    }
}

/// The pieces of the `Grid` decoder.
enum GridDecoding {
    enum Axis {
        case horizontal
        case vertical
    }

    /// A named alignment or a guide; a guide is a custom alignment whose default value is the
    /// guide, and becomes the guide value of every cell it applies to (see
    /// ``FixtureGuide/horizontalAlignment``).
    enum AlignmentValue {
        case named(String)
        case guide(FixtureGuide)

        var horizontalAlignment: HorizontalAlignment {
            switch self {
            case .named("leading"): .leading
            case .named("trailing"): .trailing
            case .named(_): .center
            case .guide(let guide): guide.horizontalAlignment
            }
        }

        var verticalAlignment: VerticalAlignment {
            switch self {
            case .named("top"): .top
            case .named("bottom"): .bottom
            case .named(_): .center
            case .guide(let guide): guide.verticalAlignment
            }
        }

        var guide: FixtureGuide? {
            if case .guide(let guide) = self { return guide }
            return nil
        }
    }

    /// `"leading"`, `"center"`, `"trailing"` (horizontal) or `"top"`, `"center"`, `"bottom"`
    /// (vertical), or a guide object; nil when absent.
    static func alignment(_ reader: FixtureObjectReader, _ key: String, axis: Axis) throws -> AlignmentValue? {
        guard let value = reader.value(key) else { return nil }
        return try alignment(value, at: reader.path(key), axis: axis)
    }

    static func alignment(_ value: JSONValue, at path: JSONPath, axis: Axis) throws -> AlignmentValue {
        if case .object = value {
            return .guide(try FixtureValue.guide(value, at: path))
        }
        let names = axis == .horizontal ? ["leading", "center", "trailing"] : ["top", "center", "bottom"]
        let expected = names.map { JSONWriter.quoted($0) }.joined(separator: ", ") + " or an alignment guide object"
        guard case .string(let name) = value else {
            throw FixtureError(at: path, "expected one of \(expected), found \(value.errorDescription)")
        }
        guard names.contains(name) else {
            throw FixtureError(
                at: path,
                "expected one of \(expected), found \(value.errorDescription)"
                    + Suggestions.didYouMean(name, among: names))
        }
        return .named(name)
    }

    private static let alignmentNames: [String: (String, String)] = [
        "topLeading": ("leading", "top"), "top": ("center", "top"), "topTrailing": ("trailing", "top"),
        "leading": ("leading", "center"), "center": ("center", "center"), "trailing": ("trailing", "center"),
        "bottomLeading": ("leading", "bottom"), "bottom": ("center", "bottom"),
        "bottomTrailing": ("trailing", "bottom"),
    ]
    private static let alignmentNameOrder = [
        "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom",
        "bottomTrailing",
    ]

    /// The grid's `"alignment"`: one of the nine names (`"center"` by default) or
    /// `{"horizontal": …, "vertical": …}` (each `"center"` by default).
    static func gridAlignment(
        _ properties: FixtureObjectReader
    ) throws -> (horizontal: AlignmentValue, vertical: AlignmentValue) {
        guard let value = properties.value("alignment") else { return (.named("center"), .named("center")) }
        let path = properties.path("alignment")
        switch value {
        case .string(let name):
            guard let (horizontal, vertical) = alignmentNames[name] else {
                throw FixtureError(
                    at: path,
                    "expected one of \(alignmentNameOrder.map { JSONWriter.quoted($0) }.joined(separator: ", ")) "
                        + "or {\"horizontal\": …, \"vertical\": …}, found \(value.errorDescription)"
                        + Suggestions.didYouMean(name, among: alignmentNameOrder))
            }
            return (.named(horizontal), .named(vertical))
        case .object:
            let reader = try properties.nestedReader(for: value, at: path, owner: "a Grid alignment")
            return (
                try alignment(reader, "horizontal", axis: .horizontal) ?? .named("center"),
                try alignment(reader, "vertical", axis: .vertical) ?? .named("center")
            )
        default:
            throw FixtureError(
                at: path,
                "expected an alignment name or {\"horizontal\": …, \"vertical\": …}, found \(value.errorDescription)")
        }
    }

    /// A column: `sizing` (`"fit"` by default, `"fixed"` with a required `width`, `"flexible"`
    /// with an optional `growPriority`) and an optional `alignment`.
    static func column(_ reader: FixtureObjectReader) throws -> (Grid.Column, AlignmentValue?) {
        let sizing = try reader.choice(
            "sizing", ["fit": "fit", "fixed": "fixed", "flexible": "flexible"], default: "fit")
        let width = try reader.optionalNonNegativeNumber("width")
        let growPriority = try reader.optionalNonNegativeNumber("growPriority")
        let alignment = try alignment(reader, "alignment", axis: .horizontal)
        if sizing != "fixed", width != nil {
            throw reader.error("\"width\" is only for a column with \"sizing\": \"fixed\"", at: "width")
        }
        if sizing != "flexible", growPriority != nil {
            throw reader.error(
                "\"growPriority\" is only for a column with \"sizing\": \"flexible\"", at: "growPriority")
        }
        let decoded: Grid.Column.Sizing
        switch sizing {
        case "fixed":
            guard let width else { throw reader.missingKeyError("width") }
            decoded = .fixed(width)
        case "flexible":
            decoded = .flexible(growPriority: growPriority ?? 1)
        default:
            decoded = .fit
        }
        return (Grid.Column(decoded, alignment: alignment?.horizontalAlignment), alignment)
    }

    /// A cell from a decoded child and its traits: `columnSpan` (a whole number of at least 1 or
    /// `"all"`), `horizontalAlignment`, `verticalAlignment`, `horizontalGuide`, `verticalGuide`,
    /// `unsizedAxes`, `key`. A guide alignment that applies to the cell (its own, else its row's or
    /// first column's, else the grid's) becomes its guide value unless it has one of its own.
    static func cell(
        _ child: DecodedChild,
        column: Int,
        rowAlignment: AlignmentValue?,
        columnAlignments: [AlignmentValue?],
        grid: (horizontal: AlignmentValue, vertical: AlignmentValue),
        fullWidth: Bool
    ) throws -> Grid.Cell {
        let traits = child.traits
        var cellTraits = Grid.CellTraits()
        if !fullWidth, let value = traits.value("columnSpan") {
            if case .string("all") = value {
                cellTraits.columnSpan = Grid.allColumns
            } else if case .number = value {
                cellTraits.columnSpan = try FixtureValue.integer(value, minimum: 1, at: traits.path("columnSpan"))
            } else {
                throw FixtureError(
                    at: traits.path("columnSpan"),
                    "expected a whole number of at least 1 or \"all\", found \(value.errorDescription)")
            }
        }
        if fullWidth { cellTraits.columnSpan = Grid.allColumns }
        let horizontal = try alignment(traits, "horizontalAlignment", axis: .horizontal)
        let vertical = try alignment(traits, "verticalAlignment", axis: .vertical)
        cellTraits.horizontalAlignment = horizontal?.horizontalAlignment
        cellTraits.verticalAlignment = vertical?.verticalAlignment

        let columnAlignment = column < columnAlignments.count ? columnAlignments[column] : nil
        let horizontalInEffect = horizontal ?? columnAlignment ?? grid.horizontal
        let verticalInEffect = vertical ?? rowAlignment ?? grid.vertical
        if let guide = try traits.optionalGuide("horizontalGuide") ?? horizontalInEffect.guide {
            cellTraits.horizontalGuide = { guide.value(forLength: $0.width) }
        }
        if let guide = try traits.optionalGuide("verticalGuide") ?? verticalInEffect.guide {
            cellTraits.verticalGuide = { guide.value(forLength: $0.height) }
        }

        if let value = traits.value("unsizedAxes") {
            let path = traits.path("unsizedAxes")
            guard case .array(let names) = value else {
                throw FixtureError(
                    at: path, "expected an array of \"horizontal\" and \"vertical\", found \(value.errorDescription)")
            }
            for (index, name) in names.enumerated() {
                cellTraits.unsizedAxes.insert(
                    try FixtureValue.choice(
                        name, ["horizontal": Grid.Axes.horizontal, "vertical": .vertical],
                        at: path.appending(index: index)))
            }
        }
        let key = try traits.optionalString("key")
        return Grid.Cell(element: child.element, traits: cellTraits, key: key.map(AnyHashable.init))
    }
}

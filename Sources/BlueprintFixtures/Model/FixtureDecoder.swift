import BlueprintLayout
import Foundation

/// Reads fixture files strictly: every problem is a ``FixtureError`` naming the file, the JSON
/// path and what was expected.
///
/// ```swift
/// do {
///     let fixture = try FixtureDecoder().decode(fileAt: url)
/// } catch let error as FixtureError {
///     print(error) // row.json: $.element.children[2].traits.growPriority: expected a number, found "x"
/// }
/// ```
public struct FixtureDecoder: Sendable {
    /// The element types fixtures may use.
    public var registry: ElementDecoderRegistry

    /// A decoder with `registry` (default: the built-in vocabulary).
    public init(registry: ElementDecoderRegistry = .standard) {
        self.registry = registry
    }

    /// Decodes the file at `url`; messages name it by `displayName` (default: the path as given).
    /// Paths in the fixture (a `Text`'s font file) are relative to the file's directory.
    public func decode(fileAt url: URL, displayName: String? = nil) throws(FixtureError) -> Fixture {
        let name = displayName ?? url.relativePath
        // The document is parsed lazily: it keeps the file's bytes, and each element node is read
        // from them when it is decoded, so that one node's values live at a time.
        let json = try Self.parseFile(at: url.path, name: name)
        return try decode(json: json, file: name, directory: url.deletingLastPathComponent())
    }

    private static func parseFile(at path: String, name: String) throws(FixtureError) -> JSONValue {
        let bytes: [UInt8]
        do {
            bytes = try FixtureFileReader.contents(ofFileAt: path)
        } catch {
            throw FixtureError(file: name, location: "", message: error.message)
        }
        do {
            return try JSONParser.parseLazily(bytes: bytes)
        } catch {
            throw FixtureError(
                file: name, location: "line \(error.line), column \(error.column)", message: error.message)
        }
    }

    /// Decodes fixture JSON; `file` names it in messages, and paths in it are relative to
    /// `directory` (default: the current directory).
    public func decode(data: Data, file: String, directory: URL? = nil) throws(FixtureError) -> Fixture {
        let json: JSONValue
        do {
            json = try JSONParser.parseLazily(bytes: [UInt8](data))
        } catch {
            throw FixtureError(
                file: file, location: "line \(error.line), column \(error.column)", message: error.message)
        }
        return try decode(json: json, file: file, directory: directory)
    }

    /// Decodes fixture JSON text; `file` names it in messages, and paths in it are relative to
    /// `directory` (default: the current directory).
    public func decode(text: String, file: String, directory: URL? = nil) throws(FixtureError) -> Fixture {
        try decode(data: Data(text.utf8), file: file, directory: directory)
    }

    /// Decodes a parsed document; `file` names it in messages, and paths in it are relative to
    /// `directory` (nil: the current directory).
    package func decode(json: JSONValue, file: String, directory: URL? = nil) throws(FixtureError) -> Fixture {
        do {
            return try decodeDocument(json, file: file, directory: directory)
        } catch let error as FixtureError {
            throw error.inFile(file)
        } catch {
            throw FixtureError(file: file, location: "$", message: "\(error)")
        }
    }

    // MARK: - Document

    private func decodeDocument(_ json: JSONValue, file: String, directory: URL?) throws -> Fixture {
        guard case .object(let object) = json else {
            throw FixtureError(at: .root, "expected a fixture object, found \(json.errorDescription)")
        }
        let top = FixtureObjectReader(object: object, path: .root, owner: "a fixture")

        // A file in another format (or none) is not read further: its other errors would be noise.
        let format = try top.string("format")
        guard format == fixtureFormat else {
            throw top.error(
                "expected \(JSONWriter.quoted(fixtureFormat)), found \(JSONWriter.quoted(format))",
                at: "format"
            )
        }
        // From here on, every independent error is recorded and decoding goes on (each element
        // node and each check on its own), so that one run reports them all.
        let tree = ElementTreeDecoder(registry: registry, directory: directory)
        func reading<T>(_ fallback: T, _ body: () throws -> T) throws -> T {
            do {
                return try body()
            } catch {
                try tree.record(error)
                return fallback
            }
        }
        do {
            let name = try reading("") { try top.string("name") }
            let summary = try reading(nil) { try top.optionalString("description") }
            let tolerance = try reading(0.001) { try top.nonNegativeNumber("tolerance", default: 0.001) }

            let displayScale = try reading(1) { () throws -> CGFloat in
                guard let environment = try top.optionalObject("environment", owner: "the environment"),
                    environment.contains("displayScale")
                else { return 1 }
                return try environment.positiveNumber("displayScale")
            }

            let element = try reading(Empty() as Element) {
                try tree.decodeRoot(try top.requiredValue("element"), at: JSONPath.root.appending("element"))
            }

            // In document order; layout checks that list them in this order share the list.
            let ids = tree.ids.map(\.id)
            let measurements = try decodeChecks(top, key: "measurements", tree: tree) { value, path, index in
                try decodeMeasurement(value, at: path, index: index, tree: tree)
            }
            let layouts = try decodeChecks(top, key: "layouts", tree: tree) { value, path, index in
                try decodeLayout(value, at: path, index: index, tree: tree, ids: ids)
            }
            for error in top.unknownKeyErrors() { try tree.record(error) }
            // (Checks that did not decode are errors already.)
            if measurements.isEmpty && layouts.isEmpty && tree.errors.isEmpty {
                try tree.record(
                    FixtureError(
                        at: .root,
                        "the fixture checks nothing: expected at least one check in \"measurements\" or \"layouts\""
                    ))
            }
            if !tree.errors.isEmpty { throw FixtureError.combining(tree.errors) }
            return Fixture(
                file: file,
                name: name,
                summary: summary,
                tolerance: tolerance,
                displayScale: displayScale,
                element: element,
                ids: ids,
                measurements: measurements,
                layouts: layouts,
                json: json,
                warnings: tree.warnings.map {
                    var warning = $0
                    warning.file = file
                    return warning
                }
            )
        } catch is ElementTreeDecoder.TooManyErrors {
            throw FixtureError.combining(tree.errors)
        }
    }

    /// The checks under `key`; each that does not decode is recorded in `tree` and left out.
    private func decodeChecks<Check>(
        _ top: FixtureObjectReader,
        key: String,
        tree: ElementTreeDecoder,
        decode: (JSONValue, JSONPath, Int) throws -> Check
    ) throws -> [Check] {
        guard let value = top.value(key) else { return [] }
        let path = top.path(key)
        guard case .array(let elements) = value else {
            try tree.record(FixtureError(at: path, "expected an array of checks, found \(value.errorDescription)"))
            return []
        }
        var checks: [Check] = []
        checks.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                checks.append(try decode(element, path.appending(index: index), index))
            } catch {
                try tree.record(error)
            }
        }
        return checks
    }

    // MARK: - Checks

    private func checkReader(_ value: JSONValue, at path: JSONPath, owner: String) throws -> FixtureObjectReader {
        guard case .object(let object) = value else {
            throw FixtureError(at: path, "expected \(owner) (an object), found \(value.errorDescription)")
        }
        return FixtureObjectReader(object: object, path: path, owner: owner)
    }

    private func decodeMeasurement(_ value: JSONValue, at path: JSONPath, index: Int, tree: ElementTreeDecoder) throws
        -> MeasurementCheck
    {
        let reader = try checkReader(value, at: path, owner: "a measurement check")
        let constraintReader = try reader.object("constraint", owner: "a constraint")
        let constraint = SizeConstraint(
            width: try constraintAxis(constraintReader, "width"),
            height: try constraintAxis(constraintReader, "height")
        )
        let sizeValue = try reader.requiredValue("size")
        let size: ExpectedSize
        let label = "measurements[\(index)]"
        if sizeValue == .null {
            // A blank for `record` to fill.
            size = ExpectedSize(width: nil, height: nil)
            tree.warnings.append(
                FixtureWarning(
                    file: "", location: reader.path("size").description,
                    message: "checks nothing yet: \"size\" is null, a blank that `record` fills", check: label))
        } else {
            size = try expectedSize(sizeValue, at: reader.path("size"))
            if size.width == nil && size.height == nil {
                tree.warnings.append(
                    FixtureWarning(
                        file: "", location: reader.path("size").description,
                        message: "checks nothing: both components of the size are null", check: label))
            }
        }
        let tolerance = try reader.optionalNonNegativeNumber("tolerance")
        try reader.checkForUnknownKeys()
        return MeasurementCheck(index: index, constraint: constraint, size: size, tolerance: tolerance)
    }

    private func constraintAxis(_ reader: FixtureObjectReader, _ key: String) throws -> SizeConstraint.Axis {
        guard let value = reader.value(key), value != .null else { return .unconstrained }
        guard case .number = value else {
            throw reader.error("expected a number or null (unconstrained), found \(value.errorDescription)", at: key)
        }
        return .atMost(try FixtureValue.number(value, at: reader.path(key)))
    }

    private func expectedSize(_ value: JSONValue, at path: JSONPath) throws -> ExpectedSize {
        guard case .array(let elements) = value, elements.count == 2 else {
            throw FixtureError(
                at: path,
                "expected a size [width, height] (numbers, \"infinity\" or null), found \(FixtureValue.describeShape(value))"
            )
        }
        let components = try elements.enumerated().map { index, element -> CGFloat? in
            switch element {
            case .null: return nil
            case .string("infinity"): return .infinity
            case .number: return try FixtureValue.number(element, at: path.appending(index: index))
            default:
                throw FixtureError(
                    at: path.appending(index: index),
                    "expected a number, \"infinity\" or null, found \(element.errorDescription)"
                )
            }
        }
        return ExpectedSize(width: components[0], height: components[1])
    }

    private func decodeLayout(
        _ value: JSONValue, at path: JSONPath, index: Int, tree: ElementTreeDecoder, ids: [String]
    ) throws -> LayoutCheck {
        let reader = try checkReader(value, at: path, owner: "a layout check")
        let size = try layoutSize(try reader.requiredValue("size"), at: reader.path("size"))
        let rounded = try reader.bool("rounded", default: false)
        let tolerance = try reader.optionalNonNegativeNumber("tolerance")

        var frames = ExpectedFrames(declaredIDs: ids)
        if let framesValue = reader.value("frames") {
            // Keyed by ids, so every key is allowed; read a member at a time (a lazily parsed
            // document keeps no other member of it meanwhile).
            guard case .object(let framesObject) = framesValue else {
                throw reader.error("expected an object, found \(framesValue.errorDescription)", at: "frames")
            }
            let framesPath = reader.path("frames")
            frames.reserveCapacity(framesObject.count)
            try framesObject.forEachMember { id, frameValue in
                if frameValue == .null {
                    // A blank for `record` to fill.
                    frames.append(id: id, frame: ExpectedFrame(x: nil, y: nil, width: nil, height: nil))
                    tree.warnings.append(
                        FixtureWarning(
                            file: "", location: framesPath.appending(id).description,
                            message: "checks nothing yet: the frame is null, a blank that `record` fills",
                            check: "layouts[\(index)]"))
                    return
                }
                let frame = try expectedFrame(frameValue, at: framesPath.appending(id))
                if frame.isUnchecked {
                    tree.warnings.append(
                        FixtureWarning(
                            file: "", location: framesPath.appending(id).description,
                            message: "checks nothing: every component of the frame is null",
                            check: "layouts[\(index)]"))
                }
                frames.append(id: id, frame: frame)
            }
        }

        var attributes: [(id: String, attributes: ExpectedAttributes)] = []
        if let attributesReader = try reader.optionalObject("attributes", owner: "attributes") {
            attributesReader.allowEveryKey()
            for (id, attributesValue) in attributesReader.object.members {
                let node = try attributesReader.nestedReader(
                    for: attributesValue,
                    at: attributesReader.path(id),
                    owner: "expected attributes"
                )
                let expected = ExpectedAttributes(
                    alpha: try node.optionalNumber("alpha"),
                    isHidden: try node.value("isHidden").map { try FixtureValue.bool($0, at: node.path("isHidden")) },
                    isUserInteractionEnabled: try node.value("isUserInteractionEnabled").map {
                        try FixtureValue.bool($0, at: node.path("isUserInteractionEnabled"))
                    }
                )
                attributes.append((id, expected))
            }
        }
        try reader.checkForUnknownKeys()
        if !reader.object.keys.contains("frames") && !reader.object.keys.contains("attributes") {
            throw FixtureError(at: path, "a layout check needs \"frames\" or \"attributes\" (or both)")
        }
        var check = LayoutCheck(
            index: index,
            size: size,
            frames: frames,
            attributes: attributes,
            rounded: rounded,
            tolerance: tolerance
        )
        if frames.isEmpty && attributes.allSatisfy({ $0.attributes == ExpectedAttributes() }) {
            let what =
                attributes.isEmpty
                ? "\"frames\" is empty and there are no \"attributes\""
                : "\"frames\" is empty and the \"attributes\" name no attribute"
            tree.warnings.append(
                FixtureWarning(
                    file: "", location: path.description,
                    message: "checks nothing: \(what); list ids or key paths (`record` adds every id)",
                    check: "layouts[\(index)]"))
        }
        // Names that are not IDs of the tree are found by key path when the check runs.
        for index in frames.indices {
            let name = frames.id(at: index)
            if !tree.hasID(name) { check.keyPathNames.insert(name) }
        }
        for (name, _) in attributes where !tree.hasID(name) { check.keyPathNames.insert(name) }
        return check
    }

    /// A layout check's `size`: non-negative numbers, or `null` for an axis the root is measured on
    /// (`.infinity` in ``LayoutCheck/size``).
    private func layoutSize(_ value: JSONValue, at path: JSONPath) throws -> CGSize {
        guard case .array(let elements) = value, elements.count == 2 else {
            throw FixtureError(
                at: path,
                "expected a size [width, height] (non-negative numbers, or null for an axis the element is measured on), found \(FixtureValue.describeShape(value))"
            )
        }
        var components: [CGFloat] = []
        for (index, element) in elements.enumerated() {
            if element == .null {
                components.append(.infinity)
                continue
            }
            let number = try FixtureValue.number(element, at: path.appending(index: index))
            guard number >= 0 else {
                throw FixtureError(
                    at: path.appending(index: index),
                    "expected a non-negative \(index == 0 ? "width" : "height"), found \(JSONNumber(number).literal)")
            }
            components.append(number)
        }
        return CGSize(width: components[0], height: components[1])
    }

    /// An expected frame; `path` is made only for an error (this runs once per listed id).
    private func expectedFrame(_ value: JSONValue, at makePath: @autoclosure () -> JSONPath) throws -> ExpectedFrame {
        guard case .array(let elements) = value, elements.count == 4 else {
            throw FixtureError(
                at: makePath(),
                "expected a frame [x, y, width, height] (numbers or null), found \(FixtureValue.describeShape(value))"
            )
        }
        var components: [CGFloat?] = []
        components.reserveCapacity(4)
        for (index, element) in elements.enumerated() {
            switch element {
            case .null:
                components.append(nil)
            case .number(let number) where number.value.isFinite:
                components.append(CGFloat(number.value))
            case .number:
                components.append(try FixtureValue.number(element, at: makePath().appending(index: index)))
            default:
                throw FixtureError(
                    at: makePath().appending(index: index),
                    "expected a number or null, found \(element.errorDescription)")
            }
        }
        return ExpectedFrame(x: components[0], y: components[1], width: components[2], height: components[3])
    }
}

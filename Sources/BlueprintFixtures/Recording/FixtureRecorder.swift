import BlueprintLayout
import Foundation

/// Records the engine's results into fixture files: each measurement check's `size` and each
/// layout check's `frames` (every ID laid out in the tree), keeping the rest of the file.
///
/// Recording is an explicit step (`blueprint-layout record`); review the diff before committing.
/// A file that does not decode is refused and left untouched. Files are written with
/// ``SafeFileWriter``: links are followed, read-only and special files refused, the mode kept,
/// and the file replaced whole or not at all. Components written as `null`
/// (unchecked) stay `null`; frames of IDs that are no longer in the tree are dropped.
/// ```swift
/// let outcome = FixtureRecorder().record(fileAt: url)
/// print(outcome.message) // "recorded Fixtures/stack/row.json (1 measurement, 1 layout)"
/// ```
public struct FixtureRecorder: Sendable {
    /// Decodes and runs the files recorded.
    public var runner: FixtureRunner

    /// A recorder with `registry` (default: the built-in vocabulary).
    public init(registry: ElementDecoderRegistry = .standard) {
        runner = FixtureRunner(registry: registry)
    }

    /// What recording one file did.
    public struct Outcome: Sendable {
        /// The file's name or path.
        public var file: String
        /// Why the file was refused, if it was.
        public var error: FixtureError?
        /// Whether the file's content changed.
        public var changed: Bool
        /// A one-line report.
        public var message: String
    }

    /// Records the file at `url` in place.
    public func record(fileAt url: URL, displayName: String? = nil) -> Outcome {
        let name = displayName ?? url.relativePath
        do {
            let fixture = try runner.decoder.decode(fileAt: url, displayName: name)
            let recorded = try recordedJSON(for: fixture)
            let text = JSONWriter.write(recorded)
            let original = try? FixtureFileReader.contents(ofFileAt: url.path)
            let changed = original.map { !$0.elementsEqual(text.utf8) } ?? true
            if changed {
                do {
                    try SafeFileWriter.write(Data(text.utf8), to: url.path)
                } catch {
                    let failure = FixtureError(file: name, location: "", message: error.message)
                    return Outcome(file: name, error: failure, changed: false, message: "refused \(failure)")
                }
            }
            let counts =
                "\(plural(fixture.measurements.count, "measurement")), \(plural(fixture.layouts.count, "layout"))"
            return Outcome(
                file: name,
                error: nil,
                changed: changed,
                message: (changed ? "recorded \(name) (\(counts))" : "unchanged \(name) (\(counts))")
            )
        } catch {
            return Outcome(file: name, error: error, changed: false, message: "refused \(error)")
        }
    }

    /// The fixture's JSON with every check's `size` or `frames` replaced by the engine's results.
    /// - Throws: ``FixtureError`` when a result cannot be written (NaN, a non-finite frame).
    package func recordedJSON(for fixture: Fixture) throws(FixtureError) -> JSONValue {
        guard case .object(var top) = fixture.json else { return fixture.json }
        let environment = fixture.environment

        if case .array(var measurements)? = top["measurements"] {
            for check in fixture.measurements {
                guard case .object(var object) = measurements[check.index] else { continue }
                let path = JSONPath.root.appending("measurements").appending(index: check.index).appending("size")
                let size = fixture.element.content.measure(in: check.constraint, environment: environment)
                let existing = object["size"]?.arrayValue ?? []
                var components: [JSONValue] = []
                for (index, value) in [size.width, size.height].enumerated() {
                    if index < existing.count, existing[index] == .null {
                        components.append(.null)
                    } else if value == .infinity {
                        components.append(.string("infinity"))
                    } else if value.isFinite {
                        components.append(.number(Double(value)))
                    } else {
                        throw FixtureError(
                            file: fixture.file,
                            location: path.description,
                            message: "the engine measured \(ReportFormat.number(value)); not recording this file"
                        )
                    }
                }
                object["size"] = .array(components)
                measurements[check.index] = .object(object)
            }
            top["measurements"] = .array(measurements)
        }

        if case .array(var layouts)? = top["layouts"] {
            for check in fixture.layouts {
                guard case .object(var object) = layouts[check.index] else { continue }
                let path = JSONPath.root.appending("layouts").appending(index: check.index).appending("frames")
                let result = runner.layoutResult(of: fixture.element, in: check, fixture: fixture)
                let placed = IdentifiedNodes(result, matchingKeys: false, expectedCount: fixture.ids.count)
                // Looked up once per id: read (if the document was parsed lazily) once, here.
                let existing = (object["frames"]?.objectValue ?? JSONObject()).materialized()
                var frames = JSONObject()
                for (id, node) in placed.entries {
                    let frame = node.frame
                    let values = frame.rawComponents
                    guard values.allSatisfy(\.isFinite) else {
                        throw FixtureError(
                            file: fixture.file,
                            location: path.appending(id).description,
                            message:
                                "the engine produced \(ReportFormat.list(values.map { $0 })); not recording this file"
                        )
                    }
                    let old = existing[id]?.arrayValue ?? []
                    frames[id] = .array(
                        values.enumerated().map { index, value in
                            index < old.count && old[index] == .null ? .null : .number(Double(value))
                        }
                    )
                }
                object["frames"] = .object(frames)
                layouts[check.index] = .object(object)
            }
            top["layouts"] = .array(layouts)
        }
        return .object(top)
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}

import BlueprintLayout
import Foundation

/// Records the engine's results into fixture files: each measurement check's `size`, and each
/// layout check's frames — those it lists, and one for every ID in the tree it does not list yet —
/// leaving every other byte of the file as it was written.
///
/// Recording is an explicit step (`blueprint-layout record`); review the diff before committing.
///
/// - **Blanks are filled**: a measurement's `"size": null`, a frame written `null`, an empty
///   `"frames": {}` (with every ID), a layout check without `frames`.
/// - **Values keep their place**: a value that changed is replaced where it is, in the file's
///   own order and layout; new frames go after the check's last one, in its style; a number
///   whose value did not change keeps its literal. Components written `null` stay `null`
///   (unchecked), and so do the `null` axes of a layout check's `size` (measured axes: frames
///   are recorded in the size the element measures to).
/// - **Nothing is dropped silently**: a name that finds no element (or several) by the naming
///   rule (IDs, then key paths) is kept as written and reported in ``Outcome/problems``; the file
///   is still recorded, and `record` exits with status 1.
/// - **Checks that check nothing** after recording (a size of `[null, null]`, a check with no
///   frame) are reported in ``Outcome/warnings``.
///
/// A file that does not decode is refused and left untouched. Files are written with
/// ``SafeFileWriter``: links are followed, read-only and special files refused, the mode kept,
/// and the file replaced whole or not at all.
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
        /// Why the file was refused, if it was (it is then left as it was).
        public var error: FixtureError?
        /// Whether the file's content changed.
        public var changed: Bool
        /// A one-line report.
        public var message: String
        /// Expected entries that were kept as written because their name finds no element, or
        /// several: one error each, at the entry's JSON path.
        public var problems: [FixtureError] = []
        /// The checks that still check nothing once recorded.
        public var warnings: [FixtureWarning] = []
    }

    /// Records the file at `url` in place.
    public func record(fileAt url: URL, displayName: String? = nil) -> Outcome {
        let name = displayName ?? url.relativePath
        do throws(FixtureError) {
            let fixture = try runner.decoder.decode(fileAt: url, displayName: name)
            let original: [UInt8]
            do {
                original = try FixtureFileReader.contents(ofFileAt: url.path)
            } catch {
                throw FixtureError(file: name, location: "", message: error.message)
            }
            let recording = try recorded(fixture, text: original)
            let changed = recording.text != original
            if changed {
                do {
                    try SafeFileWriter.write(Data(recording.text), to: url.path)
                } catch {
                    let failure = FixtureError(file: name, location: "", message: error.message)
                    return Outcome(file: name, error: failure, changed: false, message: "refused \(failure)")
                }
            }
            // The warnings of the file as written now (blanks are filled).
            let warnings =
                (try? runner.decoder.decode(
                    data: Data(recording.text), file: name, directory: url.deletingLastPathComponent()
                ).warnings) ?? fixture.warnings
            let counts =
                "\(plural(fixture.measurements.count, "measurement")), \(plural(fixture.layouts.count, "layout"))"
            let kept =
                recording.problems.isEmpty ? "" : "; \(plural(recording.problems.count, "entry")) kept as written"
            return Outcome(
                file: name,
                error: nil,
                changed: changed,
                message: (changed ? "recorded \(name) (\(counts)\(kept))" : "unchanged \(name) (\(counts)\(kept))"),
                problems: recording.problems,
                warnings: warnings
            )
        } catch {
            return Outcome(file: name, error: error, changed: false, message: "refused \(error)")
        }
    }

    /// The fixture's text with every check's results recorded, and the entries kept because their
    /// names find no element or several.
    /// - Throws: ``FixtureError`` when a result cannot be written (NaN, a non-finite frame, a
    ///   measured axis that cannot be laid out).
    package func recorded(_ fixture: Fixture, text original: [UInt8]) throws(FixtureError) -> (
        text: [UInt8], problems: [FixtureError]
    ) {
        var text = JSONSourceText(bytes: original)
        var problems: [FixtureError] = []
        guard let top = text.members(ofObjectAt: text.rootStart) else { return (original, []) }
        let environment = fixture.environment

        if let measurements = top.first(where: { $0.key == "measurements" }),
            let checks = text.elements(ofArrayAt: measurements.value.lowerBound)
        {
            for check in fixture.measurements where check.index < checks.count {
                guard
                    let size = text.members(ofObjectAt: checks[check.index].lowerBound)?.first(where: {
                        $0.key == "size"
                    })
                else { continue }
                let path = JSONPath.root.appending("measurements").appending(index: check.index).appending("size")
                let measured = fixture.element.content.measure(
                    in: check.constraint, environment: environment, options: runner.options)
                var components: [String] = []
                let old = Self.components(text, size.value)
                for (index, value) in [measured.width, measured.height].enumerated() {
                    if index < old.count, old[index] == .null {
                        components.append("null")
                    } else if value == .infinity {
                        components.append("\"infinity\"")
                    } else if value.isFinite {
                        components.append(JSONNumber.format(Double(value)))
                    } else {
                        throw FixtureError(
                            file: fixture.file, location: path.description,
                            message: "the engine measured \(ReportFormat.number(value)); not recording this file")
                    }
                }
                Self.replace(size.value, in: &text, with: components)
            }
        }

        if let layouts = top.first(where: { $0.key == "layouts" }),
            let checks = text.elements(ofArrayAt: layouts.value.lowerBound)
        {
            for check in fixture.layouts where check.index < checks.count {
                let checkSpan = checks[check.index]
                guard let members = text.members(ofObjectAt: checkSpan.lowerBound) else { continue }
                let path = JSONPath.root.appending("layouts").appending(index: check.index)
                let size = runner.layoutSize(of: fixture.element, in: check, fixture: fixture)
                if let problem = size.problem {
                    throw FixtureError(
                        file: fixture.file, location: path.appending("size").description,
                        message: "\(problem); not recording this file")
                }
                let result = runner.layoutResult(of: fixture.element, in: check, fixture: fixture, size: size.size)
                let names = Set(check.expectedFrames.map(\.id) + check.attributes.map(\.id))
                let placed = IdentifiedNodes(result, keyPathNames: names, expectedCount: fixture.ids.count)
                var missing = MissingNames(declaredIDs: fixture.ids)
                func frameText(_ name: String, _ frame: CGRect, old: [JSONValue]) throws(FixtureError) -> [String] {
                    let values = frame.rawComponents
                    guard values.allSatisfy(\.isFinite) else {
                        throw FixtureError(
                            file: fixture.file, location: path.appending("frames").appending(name).description,
                            message:
                                "the engine produced \(ReportFormat.list(values.map { $0 })); not recording this file"
                        )
                    }
                    return values.enumerated().map { index, value in
                        index < old.count && old[index] == .null ? "null" : JSONNumber.format(Double(value))
                    }
                }

                var listed = Set<String>()
                let framesMember = members.first { $0.key == "frames" }
                var additions: [(name: String, components: [String])] = []
                if let framesMember, let entries = text.members(ofObjectAt: framesMember.value.lowerBound) {
                    for entry in entries {
                        listed.insert(entry.key)
                        let lookup = placed.lookup(entry.key)
                        guard case .found(let node) = lookup else {
                            problems.append(
                                FixtureError(
                                    file: fixture.file,
                                    location: path.appending("frames").appending(entry.key).description,
                                    message: missing.message(for: entry.key, lookup: lookup, in: placed)
                                        + "; kept as written"))
                            continue
                        }
                        let components = try frameText(entry.key, node.frame, old: Self.components(text, entry.value))
                        Self.replace(entry.value, in: &text, with: components)
                    }
                }
                for (id, node) in placed.entries where !listed.contains(id) {
                    additions.append((id, try frameText(id, node.frame, old: [])))
                }
                if let attributes = members.first(where: { $0.key == "attributes" }),
                    let entries = text.members(ofObjectAt: attributes.value.lowerBound)
                {
                    for entry in entries {
                        let lookup = placed.lookup(entry.key)
                        if case .found = lookup { continue }
                        problems.append(
                            FixtureError(
                                file: fixture.file,
                                location: path.appending("attributes").appending(entry.key).description,
                                message: missing.message(for: entry.key, lookup: lookup, in: placed)
                                    + "; kept as written"))
                    }
                }
                guard !additions.isEmpty else { continue }
                let entries = additions.map {
                    "\(JSONWriter.quoted($0.name)): [\($0.components.joined(separator: ", "))]"
                }
                // An empty object is written one entry a line when its check spans lines.
                let multiline = text.spansLines(checkSpan)
                if let framesMember {
                    Self.append(
                        entries, toObjectAt: framesMember.value, in: &text,
                        ifEmpty: (text.indentation(ofLineAt: framesMember.keyStart), multiline))
                } else {
                    // A check with attributes only: it gets its frames.
                    let memberIndent = multiline ? text.indentation(ofLineAt: members.last!.keyStart) : ""
                    let object = Self.objectText(entries, indent: memberIndent, multiline: multiline)
                    Self.append(["\"frames\": \(object)"], toObjectAt: checkSpan, in: &text, ifEmpty: ("", false))
                }
            }
        }
        return (text.isEdited ? text.result : original, problems)
    }

    /// The components of the array at `span` (empty when it is not an array, such as a blank).
    private static func components(_ text: JSONSourceText, _ span: JSONSourceText.Span) -> [JSONValue] {
        (try? JSONParser.parse(text.text(span)))?.arrayValue ?? []
    }

    /// Replaces the array at `span` with `[components]`, unless it already holds those values
    /// (whatever their literals).
    private static func replace(_ span: JSONSourceText.Span, in text: inout JSONSourceText, with components: [String]) {
        let new = "[" + components.joined(separator: ", ") + "]"
        if let old = try? JSONParser.parse(text.text(span)), let value = try? JSONParser.parse(new), old == value {
            return
        }
        text.replace(span, with: new)
    }

    /// `{ entries }`: on one line, or one entry a line indented by `indent` plus two spaces.
    private static func objectText(_ entries: [String], indent: String, multiline: Bool) -> String {
        guard multiline else { return "{" + entries.joined(separator: ", ") + "}" }
        return "{\n" + entries.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
    }

    /// Adds `entries` (`"key": value` texts) at the end of the object at `span`, in its style: one
    /// a line at its members' indentation when it spans lines, else on its line. An empty object
    /// is written anew as `ifEmpty` says (the indentation of its line, and whether to break lines).
    private static func append(
        _ entries: [String], toObjectAt span: JSONSourceText.Span, in text: inout JSONSourceText,
        ifEmpty: (indent: String, multiline: Bool)
    ) {
        guard let members = text.members(ofObjectAt: span.lowerBound) else { return }
        guard let last = members.last else {
            text.replace(
                span,
                with: objectText(
                    entries, indent: ifEmpty.indent, multiline: ifEmpty.multiline || text.spansLines(span)))
            return
        }
        if text.spansLines(span) {
            let indent = text.indentation(ofLineAt: last.keyStart)
            text.insert(entries.map { ",\n" + indent + $0 }.joined(), at: last.value.upperBound)
        } else {
            text.insert(entries.map { ", " + $0 }.joined(), at: last.value.upperBound)
        }
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        if count == 1 { return "1 \(noun)" }
        return noun.hasSuffix("y") ? "\(count) \(noun.dropLast())ies" : "\(count) \(noun)s"
    }
}

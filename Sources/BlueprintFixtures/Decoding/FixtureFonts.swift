import BlueprintText
import Foundation

/// The font files fixtures name, each loaded once per file and face for the whole process, and
/// the `"font"` object of a `Text` node.
///
/// ```json
/// "font": { "file": "../../Fonts/NotoSans-Regular.ttf", "size": 17, "lineHeight": 22,
///           "fallbacks": [{ "file": "../../Fonts/NotoSansCJK-Subset.ttc", "face": 1 }] }
/// ```
enum FixtureFonts {
    /// Loaded fonts by standardized path and face.
    private final class Cache: @unchecked Sendable {
        // @unchecked: `fonts` is read and written only while `lock` is held.
        private let lock = NSLock()
        private var fonts: [String: Font] = [:]

        func font(_ key: String, _ load: () throws -> Font) throws -> Font {
            lock.lock()
            if let font = fonts[key] {
                lock.unlock()
                return font
            }
            lock.unlock()
            // Loaded outside the lock; two threads loading the same file keep the first.
            let loaded = try load()
            lock.lock()
            defer { lock.unlock() }
            if let font = fonts[key] { return font }
            fonts[key] = loaded
            return loaded
        }
    }

    private static let cache = Cache()

    /// The metrics of the `"font"` object read by `reader`, with its files resolved by `context`.
    static func metrics(_ reader: FixtureObjectReader, in context: ElementDecodingContext) throws -> FontTextMetrics {
        let size = try reader.positiveNumber("size")
        let lineHeight = try reader.optionalNonNegativeNumber("lineHeight")
        let font = try load(reader, in: context)
        var fallbacks: [Font] = []
        if let value = reader.value("fallbacks") {
            let path = reader.path("fallbacks")
            guard case .array(let items) = value else {
                throw FixtureError(
                    at: path, "expected an array of fonts ({\"file\": …, \"face\": …}), found \(value.errorDescription)"
                )
            }
            for (index, item) in items.enumerated() {
                let fallback = try reader.nestedReader(
                    for: item, at: path.appending(index: index), owner: "a fallback font")
                fallbacks.append(try load(fallback, in: context))
            }
        }
        do {
            return try FontTextMetrics(font: font, fallbacks: fallbacks, size: size, lineHeight: lineHeight)
        } catch {
            // The fonts were validated when loaded: not reached.
            throw FixtureError(at: reader.path("file"), "\(error)")
        }
    }

    /// The font of the `"file"` and `"face"` read by `reader`.
    private static func load(_ reader: FixtureObjectReader, in context: ElementDecodingContext) throws -> Font {
        let file = try reader.string("file")
        let face = try reader.integer("face", default: 0, minimum: 0)
        let url = context.fileURL(forPath: file)
        return try cache.font("\(url.path)#\(face)") {
            let font: Font
            do {
                font = try Font(contentsOf: url, faceIndex: face)
            } catch {
                throw loadError(error, file: file, url: url, face: face, reader: reader)
            }
            do {
                // Every table the shaper uses, read once: measuring never fails later.
                try font.validate()
            } catch {
                throw FixtureError(at: reader.path("file"), "\(JSONWriter.quoted(file)) is not a usable font: \(error)")
            }
            return font
        }
    }

    /// Why `file` (at `url`) did not load, at the key to fix.
    private static func loadError(
        _ error: any Error, file: String, url: URL, face: Int, reader: FixtureObjectReader
    ) -> FixtureError {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else {
            return FixtureError(
                at: reader.path("file"),
                "no font file at \(JSONWriter.quoted(file)) (paths are relative to the fixture file's directory)")
        }
        if face > 0, let data = try? Data(contentsOf: url), let count = try? Font.faceCount(in: data), face >= count {
            return FixtureError(
                at: reader.path("face"),
                "expected a face below \(count): \(JSONWriter.quoted(file)) has \(count == 1 ? "1 face" : "\(count) faces")"
            )
        }
        return FixtureError(at: reader.path("file"), "\(JSONWriter.quoted(file)) is not a usable font: \(error)")
    }
}

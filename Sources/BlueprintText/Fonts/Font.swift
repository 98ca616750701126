import Foundation

/// One face of a TrueType or OpenType font file (`.ttf`, `.otf`, or a face of a `.ttc`
/// collection), read for measuring text.
///
/// Loading reads only the file's table directory and the small tables behind ``metrics``
/// (`head`, `maxp`, `hhea`, `OS/2`); the character map, advances and layout tables are read the
/// first time text is shaped with the font, and kept. A font is immutable and may be shared
/// between threads: its lazily read tables are behind a lock. Every read is bounds-checked, so a
/// truncated or malformed file is a ``FontError`` naming the table and offset, from the
/// initializer or from the first use of the table, never a crash.
///
/// Two fonts are equal when they are the same object: load a font once and share it.
///
/// ```swift
/// let font = try Font(contentsOf: URL(fileURLWithPath: "Fonts/NotoSans-Regular.ttf"))
/// font.metrics.unitsPerEm                // 1000
/// try font.glyph(for: "A")               // the glyph id of "A"
/// let cjk = try Font(contentsOf: URL(fileURLWithPath: "Fonts/NotoSansCJK-Subset.ttc"), faceIndex: 1)
/// ```
public final class Font: Sendable, Hashable, CustomStringConvertible {
    /// The face of the file this font is (0 for a single font).
    public let faceIndex: Int
    /// The font's line metrics, as HarfBuzz reports them (see ``FontMetrics``).
    public let metrics: FontMetrics
    /// How many glyphs the font has (`maxp`).
    public let glyphCount: Int
    /// Where the font was loaded from, for descriptions (nil when loaded from data).
    public let url: URL?

    let data: Data
    let directory: TableDirectory
    let numberOfHMetrics: Int
    let tables: FontTables

    /// Loads face `faceIndex` of the font file at `url`.
    ///
    /// The file is memory-mapped where the system allows it.
    ///
    /// - Throws: ``FontError`` when the file cannot be read (table `"file"`) or is not a font,
    ///   when the face does not exist, or when `head`, `maxp`, `hhea` or `OS/2` is malformed.
    public convenience init(contentsOf url: URL, faceIndex: Int = 0) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw FontError(
                table: "file", offset: 0, problem: "of \(url.path) cannot be read (\(error.localizedDescription))")
        }
        try self.init(data: data, faceIndex: faceIndex, url: url)
    }

    /// Reads face `faceIndex` of a font file's bytes.
    ///
    /// - Throws: ``FontError`` when `data` is not a font, when the face does not exist, or when
    ///   `head`, `maxp`, `hhea` or `OS/2` is malformed.
    public convenience init(data: Data, faceIndex: Int = 0) throws {
        try self.init(data: data, faceIndex: faceIndex, url: nil)
    }

    private init(data: Data, faceIndex: Int, url: URL?) throws {
        self.data = data
        self.faceIndex = faceIndex
        self.url = url
        let directory = try TableDirectory(data: data, faceIndex: faceIndex)
        self.directory = directory
        func required(_ tag: String) throws -> FontBytes {
            guard let bytes = try Font.table(tag, in: directory, data: data) else {
                throw FontError(table: "file", offset: 0, problem: "has no '\(tag)' table, which every font needs")
            }
            return bytes
        }
        let head = try HeadTable(required("head"))
        let horizontalHeader = try HorizontalHeaderTable(required("hhea"))
        glyphCount = try MaximumProfileTable(required("maxp")).glyphCount
        _ = try required("hmtx")
        _ = try required("cmap")
        let os2 = try Font.table("OS/2", in: directory, data: data).flatMap { try OS2Table($0) }
        metrics = FontMetrics(head: head, horizontalHeader: horizontalHeader, os2: os2)
        numberOfHMetrics = horizontalHeader.numberOfHMetrics
        tables = FontTables()
    }

    /// How many faces the font file `data` holds: the face count of a `.ttc` collection, or 1.
    ///
    /// - Throws: ``FontError`` when `data` is not a font file.
    public static func faceCount(in data: Data) throws -> Int {
        try TableDirectory.faceCount(in: data)
    }

    /// The glyph the font's character map gives `scalar`, or nil when it has none.
    ///
    /// - Throws: ``FontError`` when the `cmap` table is malformed.
    public func glyph(for scalar: Unicode.Scalar) throws -> UInt16? {
        try characterMap().glyph(for: scalar.value)
    }

    /// The advance width of `glyph` in font units (0 for a glyph id the font does not have).
    ///
    /// - Throws: ``FontError`` when the `hmtx` table is malformed.
    public func advance(ofGlyph glyph: UInt16) throws -> Int {
        Int(try horizontalMetrics().advance(of: glyph))
    }

    /// Reads every table the shaper uses — `cmap`, `hmtx`, `GDEF`, `kern`, and every lookup of
    /// `GSUB` and `GPOS` — so that a malformed font fails here rather than when some text first
    /// needs the broken part.
    ///
    /// - Throws: The first ``FontError`` found.
    public func validate() throws {
        _ = try characterMap()
        _ = try horizontalMetrics()
        _ = try glyphDefinitions()
        _ = try kerningTable()
        for table in [try substitutionTable(), try positioningTable()] {
            guard let table else { continue }
            for index in 0..<table.lookupCount {
                _ = try lookup(index, of: table)
            }
        }
    }

    /// The font's file name (or "data") and face, for messages.
    public var description: String {
        "Font(\(url?.lastPathComponent ?? "data")\(faceIndex == 0 ? "" : ", face \(faceIndex)"))"
    }

    /// Whether `lhs` and `rhs` are the same font object.
    public static func == (lhs: Font, rhs: Font) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    // MARK: - Tables

    /// The bytes of table `tag`, or nil when the font has none.
    static func table(_ tag: String, in directory: TableDirectory, data: Data) throws -> FontBytes? {
        guard let record = directory.records[Tag.from(tag)] else { return nil }
        return try FontBytes(data: data, table: tag, offset: record.offset, length: record.length)
    }

    func table(_ tag: String) throws -> FontBytes? {
        try Self.table(tag, in: directory, data: data)
    }

    func characterMap() throws -> CharacterMap {
        try tables.value(\.characterMap) { try CharacterMap(self.table("cmap")!) }
    }

    func horizontalMetrics() throws -> HorizontalMetrics {
        try tables.value(\.horizontalMetrics) {
            try HorizontalMetrics(
                self.table("hmtx")!, numberOfHMetrics: self.numberOfHMetrics, glyphCount: self.glyphCount)
        }
    }

    func glyphDefinitions() throws -> GlyphDefinitions {
        try tables.value(\.glyphDefinitions) { try self.table("GDEF").map(GlyphDefinitions.init) ?? .none }
    }

    func kerningTable() throws -> KerningTable? {
        try tables.value(\.kerningTable) { try self.table("kern").map(KerningTable.init) }
    }

    func substitutionTable() throws -> LayoutTable? {
        try tables.value(\.substitutionTable) {
            try self.table("GSUB").map { try LayoutTable($0, isPositioning: false) }
        }
    }

    func positioningTable() throws -> LayoutTable? {
        try tables.value(\.positioningTable) { try self.table("GPOS").map { try LayoutTable($0, isPositioning: true) } }
    }

    /// Lookup `index` of `table`, compiled once.
    func lookup(_ index: Int, of table: LayoutTable) throws -> Lookup {
        let key = table.isPositioning ? -1 - index : index
        return try tables.lookup(key) { try table.lookup(at: index) }
    }

    /// The shaping plan for OpenType script tags `scripts` (most preferred first; empty for text
    /// of no particular script), made once per script.
    func plan(for scripts: [UInt32]) throws -> ShapingPlan {
        try tables.plan(scripts.first ?? 0) { try ShapingPlan(font: self, scripts: scripts) }
    }
}

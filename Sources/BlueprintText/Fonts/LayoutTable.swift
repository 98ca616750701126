/// A `GSUB` or `GPOS` table: its scripts, features and lookups, read on demand.
///
/// The shaper asks for the lookups of a set of features under one script's default language
/// system (``lookupIndices(script:features:)``), then compiles each lookup once
/// (``lookup(at:)``).
struct LayoutTable: Sendable {
    /// Whether this is `GPOS` (positioning) rather than `GSUB` (substitution).
    let isPositioning: Bool
    private let bytes: FontBytes
    private let scriptList: FontBytes
    private let featureList: FontBytes
    private let lookupList: FontBytes
    /// The number of lookups in the lookup list.
    let lookupCount: Int

    init(_ bytes: FontBytes, isPositioning: Bool) throws {
        self.bytes = bytes
        self.isPositioning = isPositioning
        let major = try bytes.uint16(at: 0)
        guard major == 1 else {
            throw bytes.error(at: 0, "has \(bytes.table) version \(major).\(try bytes.uint16(at: 2)) (1.x expected)")
        }
        scriptList = try bytes.sub(at: Int(try bytes.uint16(at: 4)))
        featureList = try bytes.sub(at: Int(try bytes.uint16(at: 6)))
        lookupList = try bytes.sub(at: Int(try bytes.uint16(at: 8)))
        lookupCount = Int(try lookupList.uint16(at: 0))
        try lookupList.require(2 * lookupCount, at: 2, for: "the \(lookupCount) lookup offsets")
    }

    /// The script the table has for the first of `candidates` it lists, else `DFLT`, else `dflt`,
    /// else `latn` (HarfBuzz's order); nil when it has none of them.
    func chooseScript(_ candidates: [UInt32]) throws -> UInt32? {
        let count = Int(try scriptList.uint16(at: 0))
        try scriptList.require(6 * count, at: 2, for: "the \(count) script records")
        var tags: [UInt32] = []
        for index in 0..<count {
            tags.append(try scriptList.uint32(at: 2 + 6 * index))
        }
        for tag in candidates + [Tag.defaultScript, Tag.defaultScriptLowercase, Tag.latin] where tags.contains(tag) {
            return tag
        }
        return nil
    }

    /// The lookup indices of `features` (and of the required feature) in the default language
    /// system of `script`, sorted and without repeats, and the feature tags found.
    func lookupIndices(script: UInt32, features: Set<UInt32>) throws -> (lookups: [Int], found: Set<UInt32>) {
        let count = Int(try scriptList.uint16(at: 0))
        var scriptTable: FontBytes?
        for index in 0..<count where try scriptList.uint32(at: 2 + 6 * index) == script {
            scriptTable = try scriptList.sub(at: Int(try scriptList.uint16(at: 6 + 6 * index)))
            break
        }
        guard let scriptTable else { return ([], []) }
        let languageOffset = Int(try scriptTable.uint16(at: 0))
        guard languageOffset != 0 else { return ([], []) }
        let language = try scriptTable.sub(at: languageOffset)
        let required = Int(try language.uint16(at: 2))
        let featureCount = Int(try language.uint16(at: 4))
        var featureIndices = try language.uint16Array(at: 6, count: featureCount).map(Int.init)
        let listed = Int(try featureList.uint16(at: 0))
        try featureList.require(6 * listed, at: 2, for: "the \(listed) feature records")
        var lookups = Set<Int>()
        var found = Set<UInt32>()
        if required != 0xFFFF { featureIndices.append(required) }
        for (position, featureIndex) in featureIndices.enumerated() {
            guard featureIndex < listed else {
                throw language.error(
                    at: position < featureCount ? 6 + 2 * position : 2,
                    "names feature \(featureIndex), but the feature list has \(listed)"
                )
            }
            let tag = try featureList.uint32(at: 2 + 6 * featureIndex)
            let isRequired = position == featureCount
            guard isRequired || features.contains(tag) else { continue }
            found.insert(tag)
            let feature = try featureList.sub(at: Int(try featureList.uint16(at: 6 + 6 * featureIndex)))
            let lookupCount = Int(try feature.uint16(at: 2))
            for lookup in try feature.uint16Array(at: 4, count: lookupCount) where Int(lookup) < self.lookupCount {
                lookups.insert(Int(lookup))
            }
        }
        return (lookups.sorted(), found)
    }

    /// Lookup `index`, compiled.
    func lookup(at index: Int) throws -> Lookup {
        let offset = Int(try lookupList.uint16(at: 2 + 2 * index))
        return try Lookup(lookupList.sub(at: offset), isPositioning: isPositioning)
    }
}

/// OpenType tags the shaper uses, as 32-bit numbers.
enum Tag {
    static func make(_ text: StaticString) -> UInt32 {
        var value: UInt32 = 0
        text.withUTF8Buffer { buffer in
            for byte in buffer { value = value << 8 | UInt32(byte) }
        }
        return value
    }

    static let defaultScript = make("DFLT")
    static let defaultScriptLowercase = make("dflt")
    static let latin = make("latn")
    static let kern = make("kern")

    /// `text` (four ASCII characters, padded with spaces if shorter) as a tag.
    static func from(_ text: String) -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        for byte in text.utf8.prefix(4) {
            value = value << 8 | UInt32(byte)
            count += 1
        }
        while count < 4 {
            value = value << 8 | 0x20
            count += 1
        }
        return value
    }
}

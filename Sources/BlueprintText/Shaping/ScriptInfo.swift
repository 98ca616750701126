/// What the shaper knows of a script: its OpenType tags and whether it needs complex shaping.
enum ScriptInfo {
    /// The OpenType script tags for ISO 15924 `code`, most preferred first (empty for Common,
    /// Inherited and Unknown).
    static func openTypeTags(_ code: String) -> [UInt32] {
        switch code {
        case "Zyyy", "Zinh", "Zzzz": return []
        case "Hira", "Kana", "Hrkt": return [Tag.from("kana")]
        case "Laoo": return [Tag.from("lao ")]
        case "Yiii": return [Tag.from("yi  ")]
        case "Nkoo": return [Tag.from("nko ")]
        case "Vaii": return [Tag.from("vai ")]
        default: return [Tag.from(code.lowercased())]
        }
    }

    /// Scripts HarfBuzz shapes with a shaper of their own (joining, reordering, syllables):
    /// Arabic and the scripts joined like it, Hebrew, Thai and Lao, Khmer, Myanmar, the Indic
    /// scripts and those of the Universal Shaping Engine. Hangul is not listed: its precomposed
    /// syllables shape like any other script (conjoining jamo are not composed).
    static let complexScripts: Set<String> = [
        "Arab", "Syrc", "Thai", "Laoo", "Hebr", "Beng", "Deva", "Gujr", "Guru", "Knda", "Mlym", "Orya", "Taml", "Telu",
        "Khmr", "Mymr", "Tibt", "Mong", "Sinh", "Buhd", "Hano", "Tglg", "Tagb", "Limb", "Tale", "Bugi", "Khar", "Sylo",
        "Tfng", "Bali", "Nkoo", "Phag", "Cham", "Kali", "Lepc", "Rjng", "Saur", "Sund", "Egyp", "Java", "Kthi", "Mtei",
        "Lana", "Tavt", "Batk", "Brah", "Mand", "Cakm", "Plrd", "Shrd", "Takr", "Dupl", "Gran", "Khoj", "Sind", "Mahj",
        "Mani", "Modi", "Hmng", "Phlp", "Sidd", "Tirh", "Ahom", "Mult", "Adlm", "Bhks", "Marc", "Newa", "Gonm", "Soyo",
        "Zanb", "Dogr", "Gong", "Rohg", "Maka", "Medf", "Sogo", "Sogd", "Elym", "Nand", "Hmnp", "Wcho", "Chrs", "Diak",
        "Kits", "Yezi", "Cpmn", "Ougr", "Tnsa", "Toto", "Vith", "Kawi", "Nagm",
    ]

    /// Whether the script with index `index` (in ``UnicodeTables/scriptCodes``) needs complex shaping.
    static let isComplex: [Bool] = UnicodeTables.scriptCodes.map { complexScripts.contains($0) }

    /// The OpenType tags of each script index.
    static let tagsByIndex: [[UInt32]] = UnicodeTables.scriptCodes.map(openTypeTags)
}

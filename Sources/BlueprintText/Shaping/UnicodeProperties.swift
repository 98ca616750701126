/// The Unicode properties the shaper reads, from the standard library where it has them and
/// from ``UnicodeTables`` (generated from the UCD) where it does not.
enum UnicodeProperties {
    /// The ISO 15924 code of `scalar`'s Script property ("Latn", "Zyyy" for Common, "Zinh" for
    /// Inherited, "Zzzz" for unassigned scalars).
    static func script(of scalar: UInt32) -> String {
        UnicodeTables.scriptCodes[Int(scriptIndex(of: scalar))]
    }

    /// The index of `scalar`'s script in ``UnicodeTables/scriptCodes``.
    static func scriptIndex(of scalar: UInt32) -> UInt8 {
        if scalar < 0x80 {
            let isLetter = (0x41...0x5A).contains(scalar) || (0x61...0x7A).contains(scalar)
            return isLetter ? latinScript : commonScript
        }
        let starts = UnicodeTables.scriptRangeStarts
        var lower = 0
        var upper = starts.count
        while lower < upper {
            let middle = (lower + upper) >> 1
            if starts[middle] <= scalar { lower = middle + 1 } else { upper = middle }
        }
        return lower == 0 ? 0 : UnicodeTables.scriptRangeValues[lower - 1]
    }

    /// Script indices of Unknown, Common and Inherited: characters of these take the script of
    /// the text around them.
    static let unknownScript: UInt8 = 0
    static let commonScript = UInt8(UnicodeTables.scriptCodes.firstIndex(of: "Zyyy") ?? 0)
    static let latinScript = UInt8(UnicodeTables.scriptCodes.firstIndex(of: "Latn") ?? 0)
    static let inheritedScript = UInt8(UnicodeTables.scriptCodes.firstIndex(of: "Zinh") ?? 0)

    /// Whether a scalar of script `index` takes the script of its neighbours.
    static func isNeutralScript(_ index: UInt8) -> Bool {
        index == unknownScript || index == commonScript || index == inheritedScript
    }

    /// Whether `scalar` has Unicode's White_Space property and is not a no-break space (U+00A0,
    /// U+2007, U+202F): whitespace that hangs at the end of a line.
    static func isBreakingWhitespace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09...0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// Whether HarfBuzz hides `scalar` as a default-ignorable code point (zero width, skipped by
    /// most lookups). HarfBuzz's list: the Default_Ignorable_Code_Point property without the
    /// Hangul fillers, U+1BCA0…U+1BCA3, and the unassigned ones it does not list.
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        guard scalar >= 0x80 else { return false }
        switch scalar >> 16 {
        case 0:
            switch scalar >> 8 {
            case 0x00: return scalar == 0xAD
            case 0x03: return scalar == 0x34F
            case 0x06: return scalar == 0x61C
            case 0x17: return (0x17B4...0x17B5).contains(scalar)
            case 0x18: return (0x180B...0x180E).contains(scalar)
            case 0x20:
                return (0x200B...0x200F).contains(scalar) || (0x202A...0x202E).contains(scalar)
                    || (0x2060...0x206F).contains(scalar)
            case 0xFE: return (0xFE00...0xFE0F).contains(scalar) || scalar == 0xFEFF
            case 0xFF: return (0xFFF0...0xFFF8).contains(scalar)
            default: return false
            }
        case 1: return (0x1D173...0x1D17A).contains(scalar)
        case 0xE: return (0xE0000...0xE0FFF).contains(scalar)
        default: return false
        }
    }

    /// Default ignorables HarfBuzz keeps from being skipped during substitution: Mongolian free
    /// variation selectors, tag characters and the combining grapheme joiner.
    static func isHidden(_ scalar: UInt32) -> Bool {
        (0x180B...0x180D).contains(scalar) || scalar == 0x180F || (0xE0020...0xE007F).contains(scalar)
            || scalar == 0x34F
    }

    /// Whether `scalar` is a variation selector (VS1–VS256, Mongolian FVS1–4).
    static func isVariationSelector(_ scalar: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(scalar) || (0xE0100...0xE01EF).contains(scalar)
            || (0x180B...0x180D).contains(scalar) || scalar == 0x180F
    }

    /// The general category of `scalar`.
    static func generalCategory(_ scalar: UInt32) -> Unicode.GeneralCategory {
        // Ideographs, Hangul syllables and kana letters, without the standard library's lookup.
        if (0x4E00...0x9FFF).contains(scalar) || (0xAC00...0xD7A3).contains(scalar)
            || (0x3041...0x3096).contains(scalar) || (0x30A1...0x30FA).contains(scalar)
        {
            return .otherLetter
        }
        return Unicode.Scalar(scalar)?.properties.generalCategory ?? .unassigned
    }

    /// Whether `scalar` is a mark (Mn, Mc, Me).
    static func isMark(_ category: Unicode.GeneralCategory) -> Bool {
        category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
    }

    /// The canonical combining class of `scalar`.
    static func combiningClass(_ scalar: UInt32) -> UInt8 {
        Unicode.Scalar(scalar).map { UInt8($0.properties.canonicalCombiningClass.rawValue) } ?? 0
    }

    /// The canonical decomposition of `scalar`, one level: two scalars, or one and 0 for a
    /// singleton; nil when it has none.
    static func decompose(_ scalar: UInt32) -> (UInt32, UInt32)? {
        // Hangul syllables: LV → L + V, LVT → LV + T.
        if (0xAC00...0xD7A3).contains(scalar) {
            let index = scalar - 0xAC00
            let trailing = index % 28
            if trailing == 0 {
                return (0x1100 + index / 588, 0x1161 + (index % 588) / 28)
            }
            return (scalar - trailing, 0x11A7 + trailing)
        }
        let table = UnicodeTables.decompositions
        var lower = 0
        var upper = table.count / 3
        while lower < upper {
            let middle = (lower + upper) >> 1
            let value = table[3 * middle]
            if value == scalar { return (table[3 * middle + 1], table[3 * middle + 2]) }
            if value < scalar { lower = middle + 1 } else { upper = middle }
        }
        return nil
    }

    /// The primary composite of `first` followed by `second`, or nil.
    static func compose(_ first: UInt32, _ second: UInt32) -> UInt32? {
        // Hangul: L + V → LV, LV + T → LVT.
        if (0x1100...0x1112).contains(first), (0x1161...0x1175).contains(second) {
            return 0xAC00 + ((first - 0x1100) * 21 + (second - 0x1161)) * 28
        }
        if (0xAC00...0xD7A3).contains(first), (first - 0xAC00) % 28 == 0, (0x11A8...0x11C2).contains(second) {
            return first + (second - 0x11A7)
        }
        let table = UnicodeTables.compositions
        var lower = 0
        var upper = table.count / 3
        while lower < upper {
            let middle = (lower + upper) >> 1
            let a = table[3 * middle]
            let b = table[3 * middle + 1]
            if a == first, b == second { return table[3 * middle + 2] }
            if a < first || (a == first && b < second) { lower = middle + 1 } else { upper = middle }
        }
        return nil
    }

    /// How HarfBuzz sizes a space character the font lacks, drawn with the font's U+0020 glyph.
    enum SpaceFallback: Equatable {
        /// The space glyph's own advance (U+0020, U+00A0).
        case space
        /// An em divided by this (1: em, 2: en, … 16).
        case emDivided(Int32)
        /// 4/18 em (U+205F).
        case fourEighteenthsEm
        /// The advance of the first digit the font has (U+2007).
        case figure
        /// The advance of "." or "," (U+2008).
        case punctuation
        /// Half the space glyph's advance (U+202F).
        case narrow
    }

    /// The fallback of a space separator, or nil for other scalars.
    static func spaceFallback(_ scalar: UInt32) -> SpaceFallback? {
        switch scalar {
        case 0x20, 0xA0: return .space
        case 0x2000, 0x2002: return .emDivided(2)
        case 0x2001, 0x2003, 0x3000: return .emDivided(1)
        case 0x2004: return .emDivided(3)
        case 0x2005: return .emDivided(4)
        case 0x2006: return .emDivided(6)
        case 0x2007: return .figure
        case 0x2008: return .punctuation
        case 0x2009: return .emDivided(5)
        case 0x200A: return .emDivided(16)
        case 0x202F: return .narrow
        case 0x205F: return .fourEighteenthsEm
        default: return nil
        }
    }
}

/// Splitting text into runs of one font and one script.
extension TextShaper {
    /// A run to shape: characters, the font that shows them and their script (nil: none).
    struct Item {
        var characters: Range<Int>
        var fontIndex: Int
        var script: UInt8?
    }

    /// The runs of `characters`: a new run starts where the font changes, where a character of a
    /// script other than the run's appears (characters of no particular script join the run), and
    /// after a line separator.
    func itemize(_ characters: TextCharacters) throws -> [Item] {
        var items: [Item] = []
        var current: Item?
        let maps = fonts.count > 1 ? try fonts.map { try $0.characterMap() } : []
        for position in 0..<characters.count {
            let fontIndex = maps.isEmpty ? 0 : Self.fontIndex(for: characters.scalars(of: position), maps: maps)
            let script = characters.script(of: position)
            if var run = current, run.fontIndex == fontIndex,
                script == nil || run.script == nil || run.script == script
            {
                run.characters = run.characters.lowerBound..<(position + 1)
                if run.script == nil { run.script = script }
                current = run
            } else {
                if let run = current { items.append(run) }
                current = Item(characters: position..<(position + 1), fontIndex: fontIndex, script: script)
            }
            if characters.flags[position] & TextCharacters.newline != 0, let run = current {
                items.append(run)
                current = nil
            }
        }
        if let run = current { items.append(run) }
        return items
    }

    /// The first of the fonts with character maps `maps` that can show every scalar of a
    /// character, else 0.
    static func fontIndex(for scalars: ArraySlice<UInt32>, maps: [CharacterMap]) -> Int {
        for (index, map) in maps.enumerated() where scalars.allSatisfy({ canShow($0, with: map) }) {
            return index
        }
        return 0
    }

    /// Whether a font with character map `map` shows `scalar`: it has a glyph for it or for its
    /// canonical decomposition, or the scalar needs none (default ignorables) or has a fallback
    /// (spaces, U+2011).
    static func canShow(_ scalar: UInt32, with map: CharacterMap) -> Bool {
        if map.glyph(for: scalar) != nil || UnicodeProperties.isDefaultIgnorable(scalar) { return true }
        if UnicodeProperties.spaceFallback(scalar) != nil, map.glyph(for: 0x20) != nil,
            UnicodeProperties.generalCategory(scalar) == .spaceSeparator
        {
            return true
        }
        if scalar == 0x2011, map.glyph(for: 0x2010) != nil { return true }
        if let (first, second) = UnicodeProperties.decompose(scalar) {
            return canShow(first, with: map) && (second == 0 || map.glyph(for: second) != nil)
        }
        return false
    }
}

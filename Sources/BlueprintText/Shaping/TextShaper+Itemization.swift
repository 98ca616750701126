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
    func itemize(_ characters: [Character]) throws -> [Item] {
        var items: [Item] = []
        var current: Item?
        for (position, character) in characters.enumerated() {
            let fontIndex = try self.fontIndex(for: character)
            let script = Self.script(of: character)
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
            if character.isNewline, let run = current {
                items.append(run)
                current = nil
            }
        }
        if let run = current { items.append(run) }
        return items
    }

    /// The script of the first scalar of `character` that has one, or nil.
    static func script(of character: Character) -> UInt8? {
        for scalar in character.unicodeScalars {
            let script = UnicodeProperties.scriptIndex(of: scalar.value)
            if !UnicodeProperties.isNeutralScript(script) { return script }
        }
        return nil
    }

    /// The first font that can show every scalar of `character`, else 0.
    func fontIndex(for character: Character) throws -> Int {
        guard fonts.count > 1 else { return 0 }
        for (index, font) in fonts.enumerated() {
            let map = try font.characterMap()
            if character.unicodeScalars.allSatisfy({ Self.canShow($0.value, with: map) }) { return index }
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

/// The `Character`s of a text, found once: where each starts, its scalars, its script and
/// whether it is a line separator or whitespace that hangs at the end of a line.
struct TextCharacters: Sendable {
    /// The start of each character in the text, then the text's end.
    let starts: [String.Index]
    /// Every scalar of the text.
    let scalars: [UInt32]
    /// Where each character's scalars start in ``scalars``, then ``scalars``' count.
    let scalarStarts: [Int32]
    /// The script index of each character (its first scalar with a script), or ``noScript``.
    let scripts: [UInt8]
    /// ``newline`` and ``trailingWhitespace`` bits of each character.
    let flags: [UInt8]

    static let noScript: UInt8 = 0xFF
    static let newline: UInt8 = 1
    static let trailingWhitespace: UInt8 = 2

    init(_ text: String) {
        var starts: [String.Index] = []
        var scalars: [UInt32] = []
        var scalarStarts: [Int32] = []
        var scripts: [UInt8] = []
        var flags: [UInt8] = []
        let utf8Count = text.utf8.count
        starts.reserveCapacity(utf8Count + 1)
        scalars.reserveCapacity(utf8Count)
        scalarStarts.reserveCapacity(utf8Count + 1)
        scripts.reserveCapacity(utf8Count)
        flags.reserveCapacity(utf8Count)
        let view = text.unicodeScalars
        var scalarIndex = view.startIndex
        var characterIndex = text.startIndex
        while characterIndex < text.endIndex {
            let next = text.index(after: characterIndex)
            starts.append(characterIndex)
            scalarStarts.append(Int32(scalars.count))
            var script = Self.noScript
            var whitespace = true
            var newline = false
            while scalarIndex < next {
                let scalar = view[scalarIndex]
                let value = scalar.value
                scalars.append(value)
                if script == Self.noScript {
                    let index = UnicodeProperties.scriptIndex(of: value)
                    if !UnicodeProperties.isNeutralScript(index) { script = index }
                }
                if whitespace { whitespace = UnicodeProperties.isBreakingWhitespace(value) }
                if (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029 {
                    newline = true
                }
                scalarIndex = view.index(after: scalarIndex)
            }
            scripts.append(script)
            flags.append((newline ? Self.newline : 0) | (whitespace ? Self.trailingWhitespace : 0))
            characterIndex = next
        }
        starts.append(text.endIndex)
        scalarStarts.append(Int32(scalars.count))
        self.starts = starts
        self.scalars = scalars
        self.scalarStarts = scalarStarts
        self.scripts = scripts
        self.flags = flags
    }

    /// The number of characters.
    var count: Int { scripts.count }

    /// The scalars of character `index`.
    @inline(__always)
    func scalars(of index: Int) -> ArraySlice<UInt32> {
        scalars[Int(scalarStarts[index])..<Int(scalarStarts[index + 1])]
    }

    /// The script of character `index`, or nil.
    @inline(__always)
    func script(of index: Int) -> UInt8? {
        scripts[index] == Self.noScript ? nil : scripts[index]
    }
}

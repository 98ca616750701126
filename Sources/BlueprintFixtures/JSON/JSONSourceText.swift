import Foundation

/// The text of a JSON document that has been checked (by ``JSONParser``), read for where its
/// values are, so that some of them can be replaced or added while every other byte stays as
/// written: the order of keys, spacing, line breaks and number literals.
///
/// The recorder uses it to fill in a fixture's expected values without rewriting the file
/// (``FixtureRecorder``):
/// ```swift
/// var text = JSONSourceText(bytes: Array(#"{"a": [1, 2], "b": 3}"#.utf8))
/// let a = text.members(ofObjectAt: text.rootStart)!.first { $0.key == "a" }!
/// text.replace(a.value, with: "[1, 5]")
/// text.result  // {"a": [1, 5], "b": 3}
/// ```
/// Reading an object or an array reads its own members and steps over nested values (a scan
/// for the matching bracket that skips strings), so looking at a few top-level members of a
/// large document costs one pass over its bytes.
struct JSONSourceText {
    /// Where a value is: `start..<end` in the bytes.
    typealias Span = Range<Int>

    /// An object member: its key, where the key's literal starts and where its value is.
    struct Member {
        var key: String
        var keyStart: Int
        var value: Span
    }

    /// The document's UTF-8 text.
    let bytes: [UInt8]
    /// Replacements, applied by ``result``: a range of the original bytes and its new text
    /// (an empty range inserts).
    private var edits: [(range: Span, text: String)] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Where the top-level value starts (after a byte order mark and whitespace).
    var rootStart: Int {
        skipWhitespace(from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
    }

    // MARK: - Reading

    /// The members of the object whose `{` is at `start`, in order; nil when no object is there.
    func members(ofObjectAt start: Int) -> [Member]? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var members: [Member] = []
        var index = skipWhitespace(from: start + 1)
        if bytes[index] == UInt8(ascii: "}") { return members }
        while true {
            let keyStart = index
            let keyEnd = endOfString(at: index)
            let key = string(in: keyStart..<keyEnd)
            index = skipWhitespace(from: keyEnd) + 1  // ":"
            let valueStart = skipWhitespace(from: index)
            let valueEnd = endOfValue(at: valueStart)
            members.append(Member(key: key, keyStart: keyStart, value: valueStart..<valueEnd))
            index = skipWhitespace(from: valueEnd)
            if bytes[index] == UInt8(ascii: "}") { return members }
            index = skipWhitespace(from: index + 1)  // ","
        }
    }

    /// The elements of the array whose `[` is at `start`, in order; nil when no array is there.
    func elements(ofArrayAt start: Int) -> [Span]? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
        var elements: [Span] = []
        var index = skipWhitespace(from: start + 1)
        if bytes[index] == UInt8(ascii: "]") { return elements }
        while true {
            let end = endOfValue(at: index)
            elements.append(index..<end)
            index = skipWhitespace(from: end)
            if bytes[index] == UInt8(ascii: "]") { return elements }
            index = skipWhitespace(from: index + 1)
        }
    }

    /// The end of the object or array whose bracket is at `start` (the position after its closing
    /// bracket).
    func end(ofContainerAt start: Int) -> Int { endOfValue(at: start) }

    /// The text of `span`.
    func text(_ span: Span) -> String {
        String(decoding: bytes[span], as: UTF8.self)
    }

    /// Whether `span` holds a line break.
    func spansLines(_ span: Span) -> Bool {
        bytes[span].contains(0x0A)
    }

    /// The spaces and tabs that start the line `position` is on.
    func indentation(ofLineAt position: Int) -> String {
        var lineStart = position
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var end = lineStart
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[lineStart..<end], as: UTF8.self)
    }

    // MARK: - Editing

    /// Replaces the bytes of `span` with `text`.
    mutating func replace(_ span: Span, with text: String) {
        edits.append((span, text))
    }

    /// Inserts `text` at `position`.
    mutating func insert(_ text: String, at position: Int) {
        edits.append((position..<position, text))
    }

    /// Whether any edit was made.
    var isEdited: Bool { !edits.isEmpty }

    /// The document with every edit applied, the rest byte for byte as it was.
    var result: [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var position = 0
        // Insertions at one position stay in the order they were made.
        for edit in edits.enumerated().sorted(by: {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }).map(\.element) {
            output += bytes[position..<edit.range.lowerBound]
            output += Array(edit.text.utf8)
            position = edit.range.upperBound
        }
        output += bytes[position...]
        return output
    }

    // MARK: - Scanning (the text is valid JSON)

    private func skipWhitespace(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return index
            }
        }
        return index
    }

    /// The position after the string literal starting at `start`.
    private func endOfString(at start: Int) -> Int {
        var index = start + 1
        while bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return index + 1
    }

    /// The position after the value starting at `start`.
    private func endOfValue(at start: Int) -> Int {
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while true {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = endOfString(at: index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
        default:
            // A number, true, false or null: up to the next delimiter.
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D: return index
                default: index += 1
                }
            }
            return index
        }
    }

    /// The string a literal spells.
    private func string(in span: Span) -> String {
        let inner = bytes[(span.lowerBound + 1)..<(span.upperBound - 1)]
        if !inner.contains(UInt8(ascii: "\\")) { return String(decoding: inner, as: UTF8.self) }
        // Escapes are rare in keys: let the parser spell them out.
        return (try? JSONParser.parse(bytes: Array(bytes[span])))?.stringValue ?? String(decoding: inner, as: UTF8.self)
    }
}

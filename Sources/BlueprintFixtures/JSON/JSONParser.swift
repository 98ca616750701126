import BlueprintLayout
import Foundation

/// An error in JSON text, at a line and column (both from 1).
package struct JSONParseError: Error, Equatable, CustomStringConvertible {
    /// The line of the offending character, from 1.
    package var line: Int
    /// The column of the offending character, from 1 (in Unicode scalars).
    package var column: Int
    /// What was wrong.
    package var message: String

    /// `line 3, column 5: expected "," or "}" after an object member, found "x"`.
    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict JSON parser (RFC 8259) that keeps member order and number literals.
///
/// It rejects trailing commas, comments, `NaN`, duplicate object keys and anything after the
/// top-level value, and reports the line and column of the first problem.
/// ```swift
/// let value = try JSONParser.parse("[1, 2.5, true]")
/// ```
/// ``parseLazily(bytes:)`` checks a document as strictly but builds almost nothing: its objects
/// are read from the text when first asked (see ``JSONObject``), so a large document costs its
/// bytes and a few bytes per object until it is read, and reading it a node at a time keeps one
/// node's values at a time.
package enum JSONParser {
    /// Parses `text` into a value.
    /// - Throws: ``JSONParseError``.
    package static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var scanner = Scanner(bytes: Array(text.utf8), mode: .build)
        return try scanner.parseDocument()
    }

    /// Parses UTF-8 `data` into a value.
    /// - Throws: ``JSONParseError``.
    package static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        var scanner = Scanner(bytes: [UInt8](data), mode: .build)
        return try scanner.parseDocument()
    }

    /// Parses UTF-8 bytes into a value.
    static func parse(bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var scanner = Scanner(bytes: bytes, mode: .build)
        return try scanner.parseDocument()
    }

    /// Checks UTF-8 bytes as ``parse(bytes:)`` does (the same errors), and returns the value
    /// with its objects unparsed: each is read from `bytes`, which the value keeps, when first
    /// asked (``JSONObject/materialized()``, ``JSONObject/forEachMember(_:)``).
    ///
    /// The value holds the bytes and 12 bytes per object (where each object ends, where the next
    /// one starts, and its member count), instead of a tree of values: a fixture's element nodes are
    /// then decoded one at a time, each read and released in turn. A document of 4 GiB or more
    /// is parsed as ``parse(bytes:)`` parses it.
    /// - Throws: ``JSONParseError``.
    package static func parseLazily(bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        guard bytes.count < Int(UInt32.max) else { return try parse(bytes: bytes) }
        var scanner = Scanner(bytes: bytes, mode: .validate)
        _ = try scanner.parseDocument()
        let document = JSONDocument(bytes: bytes, origin: scanner.origin, objects: scanner.objects)
        return document.root
    }

    /// Nesting deeper than this is rejected rather than risking the stack.
    static let maximumDepth = 512

    /// What a scanner makes of the text.
    enum Mode {
        /// Every value (``parse(bytes:)``).
        case build
        /// Nothing but the objects' extents, checking everything (``parseLazily(bytes:)``).
        case validate
        /// The values of one object of a checked document, its nested objects unparsed
        /// (``JSONDocument``).
        case shallow(JSONDocument)
    }

    /// The keys of an object being checked, to find a duplicate: a short list, and a set once
    /// there are more than a few (one per nesting level, reused).
    struct KeyList {
        private var keys: [String] = []
        private var set: Set<String>?

        /// Adds `key`; false when it was there already.
        mutating func insert(_ key: String) -> Bool {
            if set != nil { return set!.insert(key).inserted }
            if keys.contains(key) { return false }
            keys.append(key)
            if keys.count > 8 {
                set = Set(keys)
                keys.removeAll(keepingCapacity: true)
            }
            return true
        }

        /// Empties the list, keeping the array's room for the next object.
        mutating func reset() {
            keys.removeAll(keepingCapacity: true)
            set = nil
        }
    }

    struct Scanner {
        let bytes: [UInt8]
        /// Where the text starts: after a UTF-8 byte order mark, if any.
        let origin: Int
        var index: Int
        var depth = 0
        let mode: Mode
        /// Validating: each object's extent, in the order the objects start.
        var objects: [JSONDocument.ObjectExtent] = []
        /// Validating: the keys of the objects being checked, by nesting level.
        var keyLists: [KeyList] = []
        /// Shallow: the number of the next nested object met.
        var nextObject = 0
        /// Below this stack address, the next level continues on a new thread (see ``StackRoom``).
        var stackLimit = StackRoom.currentLimit()

        init(bytes: [UInt8], mode: Mode) {
            self.bytes = bytes
            self.mode = mode
            // Skip a UTF-8 byte order mark.
            origin = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            index = origin
        }

        /// A scanner over a checked document's text, at `index`, whose next object is `nextObject`.
        init(document: JSONDocument, at index: Int, nextObject: Int) {
            bytes = document.bytes
            mode = .shallow(document)
            origin = document.origin
            self.index = index
            self.nextObject = nextObject
        }

        var isBuilding: Bool {
            if case .validate = mode { return false }
            return true
        }

        mutating func parseDocument() throws(JSONParseError) -> JSONValue {
            skipWhitespace()
            let value = try parseValue()
            skipWhitespace()
            if index < bytes.count {
                throw error("unexpected \(describeCurrent()) after the top-level value")
            }
            return value
        }

        // MARK: Values

        mutating func parseValue() throws(JSONParseError) -> JSONValue {
            guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try parseObject()
            case UInt8(ascii: "["): return try parseArray()
            case UInt8(ascii: "\""):
                // Validating: a string is checked, not made (but a key, to find duplicates).
                if case .validate = mode { return try skipString() }
                return .string(try parseString())
            case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
            case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
            case UInt8(ascii: "n"): try expectWord("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
            default: throw error("unexpected \(describeWord()), expected a value")
            }
        }

        mutating func parseObject() throws(JSONParseError) -> JSONValue {
            if case .shallow(let document) = mode { return skipCheckedObject(of: document) }
            // One call a level: a deep document continues on a fresh stack.
            guard StackRoom.isLow(stackLimit) else { return try parseObjectMembers() }
            return try continueOnNewThread { scanner throws(JSONParseError) in try scanner.parseObjectMembers() }
        }

        /// Runs `level`, the rest of a deep document's parse, on a new thread with a large stack.
        @inline(never)
        mutating func continueOnNewThread(
            _ level: (inout Scanner) throws(JSONParseError) -> JSONValue
        ) throws(JSONParseError) -> JSONValue {
            let saved = stackLimit
            defer { stackLimit = saved }
            return try StackRoom.onNewThread { (limit: UInt) throws(JSONParseError) -> JSONValue in
                stackLimit = limit
                return try level(&self)
            }
        }

        /// The object starting here, its members parsed (``parseObject()`` without the stack check).
        mutating func parseObjectMembers() throws(JSONParseError) -> JSONValue {
            try enterNesting()
            let building = isBuilding
            let number = objects.count
            if !building { objects.append(JSONDocument.ObjectExtent(end: 0, next: 0, count: 0)) }
            while keyLists.count <= depth { keyLists.append(KeyList()) }
            keyLists[depth].reset()
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            var count = 0
            skipWhitespace()
            if !peek(UInt8(ascii: "}")) {
                while true {
                    skipWhitespace()
                    guard peek(UInt8(ascii: "\"")) else {
                        throw error("unexpected \(describeCurrent()), expected a string key")
                    }
                    let keyStart = index
                    let key = try parseString()
                    if !keyLists[depth].insert(key) {
                        index = keyStart
                        throw error("duplicate key \(JSONWriter.quoted(key))")
                    }
                    skipWhitespace()
                    guard peek(UInt8(ascii: ":")) else {
                        throw error("unexpected \(describeCurrent()), expected \":\" after a key")
                    }
                    index += 1
                    skipWhitespace()
                    let value = try parseValue()
                    count += 1
                    if building { members.append((key, value)) }
                    skipWhitespace()
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        skipWhitespace()
                        if peek(UInt8(ascii: "}")) { throw error("trailing comma in an object") }
                        continue
                    }
                    if peek(UInt8(ascii: "}")) { break }
                    throw error("unexpected \(describeCurrent()), expected \",\" or \"}\" in an object")
                }
            }
            index += 1
            depth -= 1
            guard building else {
                // Validating: where the object ends, how many members it has, and the number of
                // the object after it.
                objects[number] = JSONDocument.ObjectExtent(
                    end: UInt32(index), next: UInt32(objects.count), count: UInt32(count))
                return .null
            }
            return .object(JSONObject(members))
        }

        /// Shallow: the object starting here, unparsed; the scan continues after it.
        mutating func skipCheckedObject(of document: JSONDocument) -> JSONValue {
            let number = nextObject
            let extent = document.objects[number]
            let object = JSONObject(document: document, start: index, object: number)
            index = Int(extent.end)
            nextObject = Int(extent.next)
            return .object(object)
        }

        /// Shallow: the members of the object starting here, calling `body` with each.
        mutating func forEachMember(_ body: (String, JSONValue) throws -> Void) rethrows {
            index += 1
            skipWhitespace()
            if peek(UInt8(ascii: "}")) { return }
            while true {
                // The text was checked when the document was parsed: this cannot fail.
                let key = try! parseString()
                skipWhitespace()
                index += 1
                skipWhitespace()
                let value = try! parseValue()
                try body(key, value)
                skipWhitespace()
                if peek(UInt8(ascii: "}")) { return }
                index += 1
                skipWhitespace()
            }
        }

        mutating func parseArray() throws(JSONParseError) -> JSONValue {
            // One call a level: a deep document continues on a fresh stack.
            guard StackRoom.isLow(stackLimit) else { return try parseArrayElements() }
            return try continueOnNewThread { scanner throws(JSONParseError) in try scanner.parseArrayElements() }
        }

        /// The array starting here, its elements parsed (``parseArray()`` without the stack check).
        mutating func parseArrayElements() throws(JSONParseError) -> JSONValue {
            try enterNesting()
            let building = isBuilding
            index += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return .array(elements)
            }
            // Most arrays are sizes and frames: room for four, then the usual growth.
            if building { elements.reserveCapacity(4) }
            while true {
                skipWhitespace()
                let element = try parseValue()
                if building { elements.append(element) }
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
                    skipWhitespace()
                    if peek(UInt8(ascii: "]")) { throw error("trailing comma in an array") }
                    continue
                }
                if peek(UInt8(ascii: "]")) {
                    index += 1
                    depth -= 1
                    return .array(elements)
                }
                throw error("unexpected \(describeCurrent()), expected \",\" or \"]\" in an array")
            }
        }

        mutating func enterNesting() throws(JSONParseError) {
            depth += 1
            if depth > JSONParser.maximumDepth {
                throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
            }
        }

        /// Validating: checks the string starting here as ``parseString()`` does, making it only
        /// when it has escapes.
        mutating func skipString() throws(JSONParseError) -> JSONValue {
            var end = index + 1
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") {
                    index = end + 1
                    return .null
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                end += 1
            }
            _ = try parseString()
            return .null
        }

        mutating func parseString() throws(JSONParseError) -> String {
            let start = index
            index += 1
            // Fast path: a string without escapes or control characters is its bytes.
            var end = index
            while end < bytes.count {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") {
                    let range = index..<end
                    let string = bytes.withUnsafeBufferPointer { buffer in
                        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
                    }
                    index = end + 1
                    return string
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                end += 1
            }
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flushRun(_ scanner: Scanner, to end: Int, into scalars: inout String.UnicodeScalarView) {
                if end > runStart {
                    scalars.append(
                        contentsOf: String(decoding: scanner.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
                }
            }
            while true {
                guard index < bytes.count else {
                    index = start
                    throw error("unterminated string")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    flushRun(self, to: index, into: &scalars)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 {
                    throw error("control character in a string (escape it)")
                }
                if byte == UInt8(ascii: "\\") {
                    flushRun(self, to: index, into: &scalars)
                    index += 1
                    guard index < bytes.count else { throw error("unterminated escape in a string") }
                    let escaped = bytes[index]
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        var code = try parseHex4()
                        if (0xD800...0xDBFF).contains(code) {
                            // A high surrogate must be followed by an escaped low surrogate.
                            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                                bytes[index + 1] == UInt8(ascii: "u")
                            else { throw error("unpaired surrogate in a \\u escape") }
                            index += 2
                            let low = try parseHex4()
                            guard (0xDC00...0xDFFF).contains(low) else {
                                throw error("unpaired surrogate in a \\u escape")
                            }
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else if (0xDC00...0xDFFF).contains(code) {
                            throw error("unpaired surrogate in a \\u escape")
                        }
                        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                        scalars.append(scalar)
                    default:
                        index -= 1
                        throw error("invalid escape \"\\\(describeByte(escaped))\" in a string")
                    }
                    runStart = index
                    continue
                }
                index += 1
            }
        }

        mutating func parseHex4() throws(JSONParseError) -> UInt32 {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                    throw error("expected four hexadecimal digits in a \\u escape")
                }
                code = code * 16 + digit
                index += 1
            }
            return code
        }

        func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        mutating func parseNumber() throws(JSONParseError) -> JSONValue {
            let start = index
            if peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("invalid number: expected a digit")
            }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if index < bytes.count, isDigit(bytes[index]) {
                    throw error("invalid number: leading zeros are not allowed")
                }
            } else {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if peek(UInt8(ascii: ".")) {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else {
                    throw error("invalid number: expected a digit after \".\"")
                }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
                index += 1
                if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else {
                    throw error("invalid number: expected a digit in the exponent")
                }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            // Validating: the literal is all that is checked.
            guard isBuilding else { return .null }
            // Fast path: integers of up to 15 digits are exact in a Double, and their literal is
            // the value's shortest form (except "-0").
            let negative = bytes[start] == UInt8(ascii: "-")
            let digitsStart = negative ? start + 1 : start
            if index - digitsStart <= 15, bytes[digitsStart..<index].allSatisfy(isDigit) {
                var integer: Int64 = 0
                for position in digitsStart..<index {
                    integer = integer * 10 + Int64(bytes[position] - UInt8(ascii: "0"))
                }
                if negative && integer == 0 { return .number(JSONNumber(value: -0.0, literal: "-0")) }
                return .number(JSONNumber(value: Double(negative ? -integer : integer), literal: nil))
            }
            let range = start..<index
            let literal = bytes.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
            }
            // Out-of-range literals read as ±infinity; the fixture decoder rejects them.
            let value = Double(literal) ?? (negative ? -.infinity : .infinity)
            return .number(JSONNumber(value: value, literal: Optional(literal)))
        }

        mutating func expectWord(_ word: String) throws(JSONParseError) {
            let wordBytes = Array(word.utf8)
            if index + wordBytes.count <= bytes.count, Array(bytes[index..<index + wordBytes.count]) == wordBytes {
                index += wordBytes.count
                if index < bytes.count, isWordByte(bytes[index]) {
                    throw error("unexpected \(describeCurrent()) after \(word)")
                }
                return
            }
            throw error("unexpected \(describeWord()), expected a value")
        }

        // MARK: Helpers

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        func isWordByte(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "_")
        }

        func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        func describeByte(_ byte: UInt8) -> String {
            byte < 0x80 ? String(UnicodeScalar(byte)) : String(format: "\\x%02X", byte)
        }

        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of input" }
            if bytes[index] == UInt8(ascii: "/") { return "\"/\" (comments are not allowed)" }
            let text = String(decoding: bytes[index..<min(bytes.count, index + 4)], as: UTF8.self)
            guard let character = text.first else { return "byte" }
            return JSONWriter.quoted(String(character))
        }

        func describeWord() -> String {
            var end = index
            while end < bytes.count, isWordByte(bytes[end]), end - index < 20 { end += 1 }
            if end == index { return describeCurrent() }
            return JSONWriter.quoted(String(decoding: bytes[index..<end], as: UTF8.self))
        }

        /// An error at the current index, with its line and column.
        func error(_ message: String) -> JSONParseError {
            var line = 1
            var lineStart = origin
            let end = min(index, bytes.count)
            for position in origin..<end where bytes[position] == 0x0A {
                line += 1
                lineStart = position + 1
            }
            let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).unicodeScalars.count + 1
            return JSONParseError(line: line, column: column, message: message)
        }
    }
}

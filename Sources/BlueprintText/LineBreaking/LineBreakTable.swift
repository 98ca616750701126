/// The resolved Line_Break class of every code point, as a two-level lookup table.
///
/// The generated ``LineBreakClass/encodedRuns`` lists the classes of all code points as runs; the
/// table is decoded from them once per process (``shared``, a few milliseconds) into blocks of 128
/// code points, identical blocks stored once (about 40 KB). A lookup is two array reads.
///
/// ```swift
/// LineBreakTable.shared.lineBreakClass(of: "a")  // .al
/// ```
struct LineBreakTable: Sendable {
    /// The table of the generated data, decoded on first use.
    static let shared = LineBreakTable(encodedRuns: LineBreakClass.encodedRuns)

    /// Code points per block: a power of two.
    static let blockSize = 128
    private static let blockShift = 7

    /// For each block of code points, the offset of its first class in ``classes``.
    private let blockOffsets: [Int32]
    /// The distinct blocks, one after another.
    private let classes: [LineBreakClass]

    /// Decodes the runs of ``LineBreakClass/encodedRuns``: a class letter followed by a hexadecimal
    /// length, repeated, for all code points in order (whitespace ignored).
    ///
    /// The generated data is known to be well formed; a malformed string (a test's) stops decoding
    /// at the first unexpected character and leaves the rest of the code points ``LineBreakClass/al``.
    init(encodedRuns: String) {
        let codePointCount = 0x11_0000
        let blockCount = codePointCount / Self.blockSize
        var offsets: [Int32] = []
        offsets.reserveCapacity(blockCount)
        var classes: [LineBreakClass] = []
        var offsetOfBlock: [[LineBreakClass]: Int32] = [:]
        var block: [LineBreakClass] = []
        block.reserveCapacity(Self.blockSize)

        func finishBlock() {
            if let offset = offsetOfBlock[block] {
                offsets.append(offset)
            } else {
                let offset = Int32(classes.count)
                classes.append(contentsOf: block)
                offsetOfBlock[block] = offset
                offsets.append(offset)
            }
            block.removeAll(keepingCapacity: true)
        }

        func append(_ lineBreakClass: LineBreakClass, count: Int) {
            var remaining = count
            while remaining > 0 && offsets.count < blockCount {
                if block.isEmpty && remaining >= Self.blockSize {
                    // Whole blocks of one class (most of the code space): added without hashing.
                    block.append(contentsOf: repeatElement(lineBreakClass, count: Self.blockSize))
                    let offset = offsetOfBlock[block]
                    block.removeAll(keepingCapacity: true)
                    if let offset {
                        let wholeBlocks = min(remaining / Self.blockSize, blockCount - offsets.count)
                        offsets.append(contentsOf: repeatElement(offset, count: wholeBlocks))
                        remaining -= wholeBlocks * Self.blockSize
                        continue
                    }
                }
                let taken = min(remaining, Self.blockSize - block.count)
                block.append(contentsOf: repeatElement(lineBreakClass, count: taken))
                remaining -= taken
                if block.count == Self.blockSize { finishBlock() }
            }
        }

        var current: LineBreakClass?
        var length = 0
        for byte in encodedRuns.utf8 {
            if let digit = Self.hexadecimalValue(of: byte) {
                length = length &* 16 &+ digit
            } else if let lineBreakClass = Self.lineBreakClass(ofLetter: byte) {
                if let current { append(current, count: length) }
                current = lineBreakClass
                length = 0
            } else if byte != UInt8(ascii: "\n") && byte != UInt8(ascii: " ") {
                break
            }
        }
        if let current { append(current, count: length) }
        if offsets.count < blockCount {
            append(.al, count: codePointCount - offsets.count * Self.blockSize - block.count)
        }
        self.blockOffsets = offsets
        self.classes = classes
    }

    /// The class of `scalar`.
    @inline(__always)
    func lineBreakClass(of scalar: Unicode.Scalar) -> LineBreakClass {
        let value = Int(scalar.value)
        return classes[Int(blockOffsets[value &>> Self.blockShift]) &+ (value & (Self.blockSize - 1))]
    }

    /// The number of distinct blocks stored.
    var distinctBlockCount: Int { classes.count / Self.blockSize }

    private static func hexadecimalValue(of byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        default: nil
        }
    }

    static func lineBreakClass(ofLetter byte: UInt8) -> LineBreakClass? {
        let index: Int
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): index = Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "g")...UInt8(ascii: "z"): index = Int(byte - UInt8(ascii: "g")) + 26
        default: return nil
        }
        return LineBreakClass(rawValue: UInt8(index))
    }
}

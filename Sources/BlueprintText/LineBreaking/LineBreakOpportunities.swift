/// The line-break opportunities of a string, found lazily, one at a time, in order.
///
/// Iterating finds the next opportunity only when asked, so a wrapper that stops after a few lines
/// reads no further; ``LineBreaking/opportunities(in:rules:)`` collects all of them into an array.
/// Each step costs a class lookup per code point (a few rules look at most two code points ahead,
/// past marks) and a `Character` boundary per `Character`; nothing is allocated.
///
/// ```swift
/// for opportunity in LineBreakOpportunities("one two\nthree") {
///     print(opportunity.characterOffset, opportunity.isMandatory)
/// }
/// // 4 false   ("one " | "two")
/// // 8 true    ("two\n" | "three")
/// // 13 false  (the end)
/// ```
///
/// The opportunities are those of ``LineBreaking/opportunities(in:rules:)``: see it for where
/// they fall.
public struct LineBreakOpportunities: Sequence, Sendable {
    /// The text broken.
    public let text: String
    /// The rules followed.
    public let rules: LineBreakRules

    /// The opportunities of `text` under `rules` (by default ICU's, ``LineBreakRules/icu``).
    public init(_ text: String, rules: LineBreakRules = .icu) {
        self.text = text
        self.rules = rules
    }

    /// An iterator from the start of the text.
    public func makeIterator() -> Iterator {
        Iterator(text: text, rules: rules)
    }

    /// Finds the opportunities of a string one after another.
    ///
    /// It reads the code points with the string's own iterator and counts their UTF-8 offsets; an
    /// index is made from an offset only for an opportunity (O(1) on a native UTF-8 string, which
    /// every string is on Linux; a bridged string is made contiguous once, at the start).
    public struct Iterator: IteratorProtocol, Sendable {
        private let text: String
        private var scalars: String.UnicodeScalarView.Iterator
        private let table: LineBreakTable
        private let pairs: LineBreakPairTable?
        private var state: LineBreakState
        /// The UTF-8 offset of the next code point to read.
        private var offset = 0
        /// The UTF-8 offset where the `Character` holding the last code point read starts.
        private var characterStartOffset = 0
        /// The same position as an index from `text.index(after:)`, when it is one: such an index is
        /// `Character`-aligned, which makes the next `index(after:)` cheap.
        private var alignedCharacterStart: String.Index?
        /// The end of that `Character`, with its UTF-8 offset, once it was asked for.
        private var characterEnd: (index: String.Index, offset: Int)?
        /// The value of the last code point read.
        private var previousScalar: UInt32 = 0
        /// `Character`s started so far.
        private var characterCount = 0
        /// Whether the end of the text was reported.
        private var finished = false

        init(text: String, rules: LineBreakRules, usesPairTable: Bool = true) {
            var text = text
            text.makeContiguousUTF8()
            self.text = text
            self.scalars = text.unicodeScalars.makeIterator()
            self.table = LineBreakTable.shared
            self.pairs = usesPairTable ? LineBreakPairTable.table(for: rules) : nil
            self.state = LineBreakState(rules: rules)
            self.alignedCharacterStart = text.startIndex
        }

        /// The next opportunity, or `nil` after the one at the end of the text.
        public mutating func next() -> LineBreakOpportunity? {
            while let scalar = scalars.next() {
                if let opportunity = read(scalar) { return opportunity }
            }
            guard !finished && characterCount > 0 else { return nil }
            finished = true
            let lastClass = state.previousClass
            return LineBreakOpportunity(
                index: text.endIndex, characterOffset: characterCount,
                isMandatory: lastClass == .bk || lastClass == .cr || lastClass == .lf || lastClass == .nl
            )
        }

        /// Reads the next code point and returns the opportunity before it, if there is one.
        @inline(__always)
        private mutating func read(_ scalar: Unicode.Scalar) -> LineBreakOpportunity? {
            let scalarOffset = offset
            offset &+= UTF8.width(scalar)
            let lineBreakClass = table.lineBreakClass(of: scalar)
            let following =
                state.needsFollowingClasses(before: lineBreakClass)
                ? LineBreakFollowing.find(
                    after: text.utf8.index(text.utf8.startIndex, offsetBy: offset), in: text.unicodeScalars,
                    table: table
                ) : .unknown
            let decision = state.advance(to: lineBreakClass, following: following, pairs: pairs)
            guard startsCharacter(scalar, at: scalarOffset) else { return nil }
            characterCount &+= 1
            // Only the first code point of a `Character` can have a break before it: an opportunity
            // inside a grapheme cluster is dropped.
            guard let decision, decision != .prohibited else { return nil }
            return LineBreakOpportunity(
                index: alignedCharacterStart ?? text.utf8.index(text.utf8.startIndex, offsetBy: scalarOffset),
                characterOffset: characterCount &- 1, isMandatory: decision == .mandatory
            )
        }

        /// Whether `scalar`, at UTF-8 offset `scalarOffset`, starts a `Character`; if so, it becomes
        /// the current one.
        ///
        /// Two code points below U+0300 always have a `Character` boundary between them, CR LF aside
        /// (no grapheme cluster rule joins them): that is checked first, without the string's
        /// grapheme breaking. Otherwise the current `Character`'s end is asked of the string once.
        @inline(__always)
        private mutating func startsCharacter(_ scalar: Unicode.Scalar, at scalarOffset: Int) -> Bool {
            let value = scalar.value
            defer { previousScalar = value }
            if (value < 0x300 && previousScalar < 0x300 && !(previousScalar == 0x0D && value == 0x0A))
                || characterCount == 0
            {
                characterStartOffset = scalarOffset
                alignedCharacterStart = characterCount == 0 ? text.startIndex : nil
                characterEnd = nil
                return true
            }
            let end = characterEnd ?? nextCharacterBoundary()
            guard scalarOffset == end.offset else {
                characterEnd = end
                return false
            }
            characterStartOffset = scalarOffset
            alignedCharacterStart = end.index
            characterEnd = nil
            return true
        }

        /// The end of the current `Character`, from the string's grapheme breaking.
        private func nextCharacterBoundary() -> (index: String.Index, offset: Int) {
            let start = alignedCharacterStart ?? text.utf8.index(text.utf8.startIndex, offsetBy: characterStartOffset)
            let end = text.index(after: start)
            return (end, text.utf8.distance(from: text.utf8.startIndex, to: end))
        }
    }
}

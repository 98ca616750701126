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
    public struct Iterator: IteratorProtocol, Sendable {
        private let text: String
        private let scalars: String.UnicodeScalarView
        private let table: LineBreakTable
        private let pairs: LineBreakPairTable?
        private var state: LineBreakState
        /// The next code point to read.
        private var position: String.Index
        /// The start of the `Character` that holds the last code point read.
        private var characterStart: String.Index
        /// The end of that `Character`, once it was asked for (`text.index(after: characterStart)`).
        private var characterEnd: String.Index?
        /// The value of the last code point read.
        private var previousScalar: UInt32 = 0
        /// `Character`s started so far.
        private var characterCount = 0
        /// Whether the end of the text was reported.
        private var finished = false

        init(text: String, rules: LineBreakRules, usesPairTable: Bool = true) {
            self.text = text
            self.scalars = text.unicodeScalars
            self.table = LineBreakTable.shared
            self.pairs = usesPairTable ? LineBreakPairTable.table(for: rules) : nil
            self.state = LineBreakState(rules: rules)
            self.position = text.startIndex
            self.characterStart = text.startIndex
        }

        /// The next opportunity, or `nil` after the one at the end of the text.
        public mutating func next() -> LineBreakOpportunity? {
            while position < scalars.endIndex {
                if let opportunity = read() { return opportunity }
            }
            guard !finished && characterCount > 0 else { return nil }
            finished = true
            let lastClass = state.previousClass
            return LineBreakOpportunity(
                index: text.endIndex, characterOffset: characterCount,
                isMandatory: lastClass == .bk || lastClass == .cr || lastClass == .lf || lastClass == .nl
            )
        }

        /// Reads the code point at ``position`` and returns the opportunity before it, if there is one.
        @inline(__always)
        private mutating func read() -> LineBreakOpportunity? {
            let index = position
            let scalar = scalars[index]
            position = scalars.index(after: index)
            let lineBreakClass = table.lineBreakClass(of: scalar)
            let following =
                state.needsFollowingClasses(before: lineBreakClass)
                ? LineBreakFollowing.find(after: position, in: scalars, table: table) : .unknown
            let decision = state.advance(to: lineBreakClass, following: following, pairs: pairs)
            guard startsCharacter(scalar, at: index) else { return nil }
            characterCount += 1
            // Only the first code point of a `Character` can have a break before it: an opportunity
            // inside a grapheme cluster is dropped.
            guard let decision, decision != .prohibited else { return nil }
            return LineBreakOpportunity(
                index: characterStart, characterOffset: characterCount - 1, isMandatory: decision == .mandatory
            )
        }

        /// Whether `scalar`, at `index`, starts a `Character`; if so, it becomes the current one.
        ///
        /// Two code points below U+0300 always have a `Character` boundary between them, CR LF aside
        /// (no grapheme cluster rule joins them): that is checked first, without the string's
        /// grapheme breaking. Otherwise the current `Character`'s end is asked of the string once.
        @inline(__always)
        private mutating func startsCharacter(_ scalar: Unicode.Scalar, at index: String.Index) -> Bool {
            let value = scalar.value
            defer { previousScalar = value }
            if (value < 0x300 && previousScalar < 0x300 && !(previousScalar == 0x0D && value == 0x0A))
                || characterCount == 0
            {
                characterStart = index
                characterEnd = nil
                return true
            }
            let end = characterEnd ?? text.index(after: characterStart)
            guard index == end else {
                characterEnd = end
                return false
            }
            // `end` is `Character`-aligned, which makes the next `index(after:)` cheap.
            characterStart = end
            characterEnd = nil
            return true
        }
    }
}

/// What the line-breaking rules say about the position before a code point.
enum LineBreakDecision: Equatable, Sendable {
    /// No break (×).
    case prohibited
    /// A break opportunity (÷).
    case allowed
    /// A mandatory break (!).
    case mandatory
}

/// The rules of UAX #14 run over code points, one at a time, with the little context they need.
///
/// ``advance(to:following:pairs:)`` takes the class of the next code point and decides the position before
/// it by the rules in the standard's order (LB4–LB31; LB1 is in the data, LB2 and LB3 are the
/// iterator's). The context is what those rules look back at: the class of the previous code point
/// and of the base it attaches to (LB9: `X CM*` is `X`), the class before a run of spaces (LB8,
/// LB14–LB17), the class before the previous base (LB21a), the count of regional indicators in a row
/// (LB30a), where a number stands (LB25), and whether a hyphen started a line (ICU's word-initial
/// hyphen rule). The few rules that look ahead (LB25's `(PR | PO) × OP NU`, ICU's `SP ÷ IS NU`) read
/// the classes of the next code points, which the caller finds (``LineBreakFollowing/find(after:in:table:)``)
/// only when ``needsFollowingClasses(before:)`` says so.
struct LineBreakState: Sendable {
    /// Where the text stands in LB25's number expression, `NU (NU | SY | IS)* (CL | CP)?`.
    enum Number: Sendable {
        /// Not in a number.
        case none
        /// After `NU (NU | SY | IS)*`.
        case digits
        /// After `NU (NU | SY | IS)* (CL | CP)`.
        case closed
    }

    /// The rules followed.
    let rules: LineBreakRules
    /// The class of the previous code point itself (`nil` at the start of the text).
    private(set) var previousClass: LineBreakClass?
    /// The class the previous code point counts as: its base's for an attached mark (LB9), AL for a
    /// mark that attaches to nothing (LB10).
    private(set) var base: LineBreakClass = .al
    /// The class of the base before ``base``.
    private var baseBefore: LineBreakClass?
    /// The class of the base before the current run of spaces (when ``base`` is SP).
    private var beforeSpaces: LineBreakClass?
    /// Regional indicators in a row, ending with ``base``.
    private var regionalIndicators = 0
    private var number = Number.none
    /// Whether ``base`` is a hyphen with a break opportunity (or the start of the text) before it.
    private var hyphenStartsLine = false

    /// A state at the start of a text.
    init(rules: LineBreakRules) {
        self.rules = rules
    }

    /// A state after a code point of class `base` with no other context: what
    /// ``LineBreakPairTable`` decides from.
    init(rules: LineBreakRules, after base: LineBreakClass) {
        self.rules = rules
        self.previousClass = base
        self.base = base
    }

    /// Takes the next code point's class and returns what is decided before it (`nil` at the start
    /// of the text, where nothing is: LB2).
    ///
    /// - Parameters:
    ///   - current: the class of the code point.
    ///   - following: the classes after it, when ``needsFollowingClasses(before:)`` says they matter.
    ///   - pairs: the decisions of pairs of classes for ``rules``, looked up before running the rules
    ///     (the same decisions, faster); `nil` runs every rule every time (for tests).
    @inline(__always)
    mutating func advance(
        to current: LineBreakClass, following: LineBreakFollowing, pairs: LineBreakPairTable?
    ) -> LineBreakDecision? {
        guard let previous = previousClass else {
            begin(current)
            return nil
        }
        // Most pairs of classes decide alone (a joiner's follower never does: LB8a).
        if let pairs, previous != .zwj, let decision = pairs.decision(after: base, before: current) {
            settle(current, after: decision)
            return decision
        }
        // LB4, LB5: after a newline the line ends, CR LF being one newline.
        if previous == .bk || previous == .lf || previous == .nl || (previous == .cr && current != .lf) {
            settle(current, after: .mandatory)
            return .mandatory
        }
        // LB6, LB7: no break before a newline, a space or a zero width space.
        switch current {
        case .bk, .cr, .lf, .nl, .sp, .zw:
            settle(current, after: .prohibited)
            return .prohibited
        default: break
        }
        // LB8: a break after a zero width space, spaces after it included.
        if base == .zw || (base == .sp && beforeSpaces == .zw) {
            settle(current, after: .allowed)
            return .allowed
        }
        // LB9: a mark attaches to what it follows, unless that is a newline or a space. (Checked before
        // LB8a, which gives the same answer, so that a mark after a joiner still attaches.)
        if current == .cm || current == .zwj {
            switch base {
            case .bk, .cr, .lf, .nl, .sp, .zw: break
            default:
                previousClass = current
                return .prohibited
            }
        }
        // LB8a: no break after a zero width joiner.
        if previous == .zwj {
            settle(current, after: .prohibited)
            return .prohibited
        }
        let decision = decide(current, following: following)
        settle(current, after: decision)
        return decision
    }

    /// The rules LB10–LB31 for a code point of class `current` after ``base``.
    @inline(__always)
    private func decide(_ current: LineBreakClass, following: LineBreakFollowing) -> LineBreakDecision {
        // LB10: a mark that attaches to nothing is a letter.
        let current = current == .cm || current == .zwj ? LineBreakClass.al : current
        let previous = base
        // LB11: no break around a word joiner.
        if current == .wj || previous == .wj { return .prohibited }
        // LB12: no break after glue.
        if previous == .gl { return .prohibited }
        // LB12a: no break before glue, except after a space or a hyphen.
        if current == .gl {
            switch previous {
            case .sp, .ba, .hh, .hy: break
            default: return .prohibited
            }
        }
        // LB13: no break before closing punctuation, `!`, `/` or `,` `.` `:` `;`. ICU (like UAX #14
        // from Unicode 15.1 on, LB15c) breaks between a space and an IS that starts a number.
        switch current {
        case .cl, .cp, .cpEastAsian, .ex, .sy: return .prohibited
        case .infix:
            if !(rules == .icu && previous == .sp && following.first == .nu) { return .prohibited }
        default: break
        }
        // LB14–LB17: no break after an opening, nor in `QU SP* OP`, `(CL | CP) SP* NS`, `B2 SP* B2`.
        let beforeSpace = previous == .sp ? beforeSpaces : previous
        switch beforeSpace {
        case .op, .opEastAsian: return .prohibited
        case .qu where current == .op || current == .opEastAsian: return .prohibited
        case .cl, .cp, .cpEastAsian: if current == .ns { return .prohibited }
        case .b2: if current == .b2 { return .prohibited }
        default: break
        }
        // LB18: a break after spaces.
        if previous == .sp { return .allowed }
        // LB19: no break around quotation marks.
        if current == .qu || previous == .qu { return .prohibited }
        // LB20: a break around a contingent break.
        if current == .cb || previous == .cb { return .allowed }
        // ICU: no break between a hyphen that starts a line and a letter.
        if rules == .icu && hyphenStartsLine && current == .al { return .prohibited }
        // LB21: no break before hyphens, break-after and nonstarters, nor after break-before.
        switch current {
        case .ba, .hh, .hy, .ns: return .prohibited
        default: break
        }
        if previous == .bb { return .prohibited }
        // LB21a: no break after a Hebrew letter's hyphen. LB21b: no break between `/` and Hebrew.
        if (previous == .hy || previous == .ba || previous == .hh) && baseBefore == .hl { return .prohibited }
        if previous == .sy && current == .hl { return .prohibited }
        // LB22: no break before leaders.
        if current == .inseparable { return .prohibited }
        return decideLetterRules(previous, current, following: following)
    }

    /// The rules LB23–LB31, for letters, numbers, Hangul, emoji and regional indicators.
    @inline(__always)
    private func decideLetterRules(
        _ previous: LineBreakClass, _ current: LineBreakClass, following: LineBreakFollowing
    ) -> LineBreakDecision {
        switch (previous, current) {
        // LB23: letters and digits.
        case (.al, .nu), (.hl, .nu), (.nu, .al), (.nu, .hl): return .prohibited
        // LB23a: prefixes before ideographs and emoji, postfixes after them.
        case (.pr, .id), (.pr, .idPictographic), (.pr, .eb), (.pr, .em): return .prohibited
        case (.id, .po), (.idPictographic, .po), (.eb, .po), (.em, .po): return .prohibited
        // LB24: prefixes and postfixes with letters.
        case (.pr, .al), (.pr, .hl), (.po, .al), (.po, .hl): return .prohibited
        case (.al, .pr), (.al, .po), (.hl, .pr), (.hl, .po): return .prohibited
        // LB25 (Example 7): `(PR | PO)? (OP | HY)? NU (NU | SY | IS)* (CL | CP)? (PR | PO)?` is kept
        // together; ICU allows an IS before the first digit too.
        case (.pr, .nu), (.po, .nu), (.hy, .nu), (.op, .nu), (.opEastAsian, .nu): return .prohibited
        case (.pr, .op), (.pr, .opEastAsian), (.pr, .hy), (.po, .op), (.po, .opEastAsian), (.po, .hy):
            if following.startsNumber(allowingInfix: rules == .icu) { return .prohibited }
        case (.infix, .nu) where rules == .icu: return .prohibited
        // LB26: Korean syllable blocks. LB27: with prefixes and postfixes.
        case (.jl, .jl), (.jl, .jv), (.jl, .h2), (.jl, .h3): return .prohibited
        case (.jv, .jv), (.jv, .jt), (.h2, .jv), (.h2, .jt): return .prohibited
        case (.jt, .jt), (.h3, .jt): return .prohibited
        case (.jl, .po), (.jv, .po), (.jt, .po), (.h2, .po), (.h3, .po): return .prohibited
        case (.pr, .jl), (.pr, .jv), (.pr, .jt), (.pr, .h2), (.pr, .h3): return .prohibited
        // LB28: letters. LB29: `,` `.` `:` `;` before letters.
        case (.al, .al), (.al, .hl), (.hl, .al), (.hl, .hl), (.infix, .al), (.infix, .hl): return .prohibited
        // LB30: letters and digits around parentheses that are not East Asian wide.
        case (.al, .op), (.hl, .op), (.nu, .op), (.cp, .al), (.cp, .hl), (.cp, .nu): return .prohibited
        // LB30a: regional indicators in pairs.
        case (.ri, .ri): if regionalIndicators % 2 == 1 { return .prohibited }
        // LB30b: an emoji base and its modifier.
        case (.eb, .em), (.idPictographic, .em): return .prohibited
        default: break
        }
        if number != .none {
            switch current {
            case .nu, .sy, .infix, .cl, .cp, .cpEastAsian: if number == .digits { return .prohibited }
            case .po, .pr: return .prohibited
            default: break
            }
        }
        // LB31: everywhere else.
        return .allowed
    }

    /// Whether deciding before a code point of class `current` reads the classes after it: for
    /// `(PR | PO) × (OP | HY) NU` (LB25) and ICU's `SP ÷ IS NU`. Otherwise ``advance(to:following:pairs:)``
    /// may be given ``LineBreakFollowing/unknown``.
    @inline(__always)
    func needsFollowingClasses(before current: LineBreakClass) -> Bool {
        switch current {
        case .op, .opEastAsian, .hy: base == .pr || base == .po
        case .infix: rules == .icu && base == .sp
        default: false
        }
    }

    /// Records the first code point of the text.
    private mutating func begin(_ current: LineBreakClass) {
        previousClass = current
        settleBase(current == .cm || current == .zwj ? .al : current, brokeBefore: true)
    }

    /// Records a code point of class `current` that did not attach to the previous one (LB9).
    @inline(__always)
    private mutating func settle(_ current: LineBreakClass, after decision: LineBreakDecision) {
        previousClass = current
        settleBase(current == .cm || current == .zwj ? .al : current, brokeBefore: decision != .prohibited)
    }

    @inline(__always)
    private mutating func settleBase(_ newBase: LineBreakClass, brokeBefore: Bool) {
        if newBase == .sp && base != .sp { beforeSpaces = base }
        regionalIndicators = newBase == .ri ? (base == .ri ? regionalIndicators + 1 : 1) : 0
        switch newBase {
        case .nu: number = .digits
        case .sy, .infix: number = number == .digits ? .digits : .none
        case .cl, .cp, .cpEastAsian: number = number == .digits ? .closed : .none
        default: number = .none
        }
        hyphenStartsLine = (newBase == .hy || newBase == .hh) && brokeBefore
        baseBefore = base
        base = newBase
    }
}

/// The classes of the two code points after the one being decided (their marks skipped, since they
/// count as the code point they follow: LB9), for the rules that look ahead.
struct LineBreakFollowing: Sendable {
    /// The class of the next code point that is not a mark, or `nil` at the end of the text.
    var first: LineBreakClass?
    /// The class of the code point after ``first`` and its marks, or `nil`.
    var second: LineBreakClass?

    /// Nothing known: what the state is given when it does not look ahead.
    static let unknown = LineBreakFollowing(first: nil, second: nil)

    /// Whether these are `NU` (or, with `allowingInfix`, `IS NU`): what comes before them starts a number.
    func startsNumber(allowingInfix: Bool) -> Bool {
        first == .nu || (allowingInfix && first == .infix && second == .nu)
    }

    /// The classes of the code points of `scalars` from `index` on.
    static func find(
        after index: String.Index, in scalars: String.UnicodeScalarView, table: LineBreakTable
    ) -> LineBreakFollowing {
        var index = index
        var following = LineBreakFollowing.unknown
        while index < scalars.endIndex && following.second == nil {
            let lineBreakClass = table.lineBreakClass(of: scalars[index])
            index = scalars.index(after: index)
            guard lineBreakClass != .cm && lineBreakClass != .zwj else { continue }
            if following.first == nil {
                following.first = lineBreakClass
            } else {
                following.second = lineBreakClass
            }
        }
        return following
    }
}

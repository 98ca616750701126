/// The decisions of the line-breaking rules that depend on two classes alone: the class the previous
/// code point counts as and the class of the next one.
///
/// Most positions in a text are decided by such a pair (a letter after a letter, a space after a
/// letter, an ideograph after an ideograph…); ``LineBreakState`` looks them up here and runs its rules
/// only for the pairs marked as depending on more. The table is made by running those same rules
/// (``LineBreakState/advance(to:following:pairs:)``) once per pair, in a state with no other
/// context, so it cannot disagree with them; a pair is left out when any rule it can reach reads the
/// context:
///
/// - a mark or joiner next (LB9 attaches it to what it follows);
/// - after a space (LB8, LB14–LB17 look at what came before the spaces; ICU's `SP ÷ IS NU` looks ahead);
/// - after a hyphen or break-after (LB21a looks at what came before; ICU's word-initial hyphen at
///   whether a line could start before it);
/// - a prefix or postfix before an opening or a hyphen (LB25 looks ahead for a digit);
/// - inside a number (LB25's `NU (NU | SY | IS)* (CL | CP)?` before more of it or a postfix);
/// - a regional indicator after one (LB30a counts them);
/// - after a newline or a zero width joiner (LB4, LB5, LB8a; the state checks these first).
struct LineBreakPairTable: Sendable {
    /// The table of ICU's rules.
    static let icu = LineBreakPairTable(rules: .icu)
    /// The table of the Unicode rules.
    static let unicode = LineBreakPairTable(rules: .unicode)

    /// The table of `rules`.
    static func table(for rules: LineBreakRules) -> LineBreakPairTable {
        switch rules {
        case .icu: icu
        case .unicode: unicode
        }
    }

    private static let classCount = LineBreakClass.allCases.count
    /// An entry for a pair that depends on more than the two classes.
    private static let contextual: UInt8 = 3

    /// Decisions by `previous * classCount + current`: 0 prohibited, 1 allowed, 3 contextual.
    private let entries: [UInt8]

    /// Runs the rules for every pair of classes.
    init(rules: LineBreakRules) {
        var entries: [UInt8] = []
        entries.reserveCapacity(Self.classCount * Self.classCount)
        for previous in LineBreakClass.allCases {
            for current in LineBreakClass.allCases {
                if Self.isContextual(previous, current) {
                    entries.append(Self.contextual)
                } else {
                    var state = LineBreakState(rules: rules, after: previous)
                    let decision = state.advance(to: current, following: .unknown, pairs: nil)
                    switch decision {
                    case .prohibited: entries.append(0)
                    case .allowed: entries.append(1)
                    case .mandatory, nil: entries.append(Self.contextual)
                    }
                }
            }
        }
        self.entries = entries
    }

    /// The decision between a code point that counts as `previous` and one of class `current`, or
    /// `nil` when it depends on more.
    @inline(__always)
    func decision(after previous: LineBreakClass, before current: LineBreakClass) -> LineBreakDecision? {
        switch entries[Int(previous.rawValue) &* Self.classCount &+ Int(current.rawValue)] {
        case 0: .prohibited
        case 1: .allowed
        default: nil
        }
    }

    /// Whether a rule reachable for the pair reads more than the two classes (see the type's list).
    static func isContextual(_ previous: LineBreakClass, _ current: LineBreakClass) -> Bool {
        switch (previous, current) {
        case (_, .cm), (_, .zwj): true
        case (.bk, _), (.cr, _), (.lf, _), (.nl, _), (.zwj, _): true
        case (.sp, _), (.hy, _), (.hh, _), (.ba, _): true
        case (.pr, .op), (.pr, .opEastAsian), (.pr, .hy), (.po, .op), (.po, .opEastAsian), (.po, .hy): true
        case (.ri, .ri): true
        case (.nu, _), (.sy, _), (.infix, _), (.cl, _), (.cp, _), (.cpEastAsian, _):
            switch current {
            case .nu, .sy, .infix, .cl, .cp, .cpEastAsian, .po, .pr: true
            default: false
            }
        default: false
        }
    }
}

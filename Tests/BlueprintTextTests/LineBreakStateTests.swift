import Testing

@testable import BlueprintText

/// The state machine's shortcuts give the rules' answers.
@Suite struct LineBreakStateTests {
    /// Random sequences of classes, every class equally likely, decided with and without the pair
    /// table: the decisions are the same at every step.
    @Test(arguments: [LineBreakRules.icu, .unicode])
    func thePairTableDecidesAsTheRules(rules: LineBreakRules) {
        var random = LineBreakTestSupport.Random(seed: 37)
        let classes = LineBreakClass.allCases
        var steps = 0
        var decidedByTable = 0
        let pairs = LineBreakPairTable.table(for: rules)
        for _ in 0..<4_000 {
            let sequence = (0..<Int(random.next() % 40 + 1)).map { _ in random.element(of: classes) }
            var fast = LineBreakState(rules: rules)
            var slow = LineBreakState(rules: rules)
            for (position, current) in sequence.enumerated() {
                let rest = sequence[(position + 1)...].filter { $0 != .cm && $0 != .zwj }
                let following = LineBreakFollowing(first: rest.first, second: rest.dropFirst().first)
                let viaTable = fast.previousClass != nil && fast.previousClass != .zwj
                if viaTable && pairs.decision(after: fast.base, before: current) != nil {
                    decidedByTable += 1
                }
                let expected = slow.advance(to: current, following: following, pairs: nil)
                let actual = fast.advance(to: current, following: following, pairs: pairs)
                if actual != expected {
                    Issue.record(
                        "\(sequence) at \(position): \(String(describing: actual)), rules say \(String(describing: expected))"
                    )
                    return
                }
                steps += 1
            }
        }
        #expect(steps > 50_000)
        #expect(decidedByTable > steps / 3)
    }

    @Test func theIteratorFindsTheSameWithoutThePairTable() throws {
        for text in try LineBreakTestSupport.recordedStrings() {
            for rules in [LineBreakRules.icu, .unicode] {
                var iterator = LineBreakOpportunities.Iterator(text: text, rules: rules, usesPairTable: false)
                var withoutTable: [LineBreakOpportunity] = []
                while let opportunity = iterator.next() { withoutTable.append(opportunity) }
                #expect(withoutTable == LineBreaking.opportunities(in: text, rules: rules))
            }
        }
    }

    @Test func contextualPairsAreThoseTheTableLeavesOut() {
        for rules in [LineBreakRules.icu, .unicode] {
            let pairs = LineBreakPairTable.table(for: rules)
            for previous in LineBreakClass.allCases {
                for current in LineBreakClass.allCases {
                    let decided = pairs.decision(after: previous, before: current) != nil
                    #expect(decided == !LineBreakPairTable.isContextual(previous, current))
                }
            }
        }
    }
}

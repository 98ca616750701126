import BlueprintLayout
import Foundation

/// A deterministic generator (SplitMix64) for property tests: the same seed gives the same cases
/// on every machine.
struct SeededRandom {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 { generator.next() }

    /// An integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A number in `0..<1`.
    mutating func unit() -> CGFloat {
        CGFloat(next() >> 11) / CGFloat(1 << 53)
    }

    /// A number in `range`.
    mutating func value(in range: ClosedRange<CGFloat>) -> CGFloat {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }
}

/// Sebastiano Vigna's SplitMix64: a small seeded generator that gives the same numbers on every
/// machine, for the package's benchmark trees and property tests (not public: a layout needs no
/// randomness).
///
/// ```swift
/// var random = SplitMix64(seed: 0xFEED)
/// let width = 10 + Int(random.next() % 90)
/// ```
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive).
    package mutating func next(below bound: Int) -> Int {
        bound <= 0 ? 0 : Int(next() % UInt64(bound))
    }
}

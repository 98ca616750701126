@testable import BlueprintFixtures
import Testing

/// The one concurrent result map (`Running/Array+ConcurrentMap.swift`) that `check` and the
/// inspector page run files through.
@Suite struct ConcurrentMapTests {
    @Test func resultsKeepTheElementsOrderAndNilsAreDropped() {
        let numbers = Array(0..<2_000)
        let kept = numbers.concurrentCompactMap { $0 % 3 == 0 ? nil : $0 * 2 }
        #expect(kept == numbers.compactMap { $0 % 3 == 0 ? nil : $0 * 2 })
    }

    @Test func anEmptyArrayMapsToAnEmptyOne() {
        #expect([Int]().concurrentCompactMap { $0 } == [])
    }
}

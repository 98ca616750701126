import Foundation
import Testing

@testable import BlueprintLayout

/// A node's cache keeps two measurements inline and the rest in the pass's spill, which every
/// node of the pass shares: answers never leak from one cache to another, and the newest
/// measurement of a constraint wins wherever it is kept.
@Suite struct SizeCacheTests {
    static func constraint(_ index: Int) -> SizeConstraint {
        SizeConstraint(width: .atMost(CGFloat(100 + index)), height: .unconstrained)
    }

    @Test func cachesSharingASpillAnswerOnlyTheirOwnMeasurements() {
        var spill = SizeCacheSpill()
        var caches = [SizeCache](repeating: SizeCache(), count: 3)
        // Interleaved, so that each cache's spilled entries lie between the others'.
        for index in 0..<6 {
            for cache in caches.indices {
                caches[cache].insert(
                    Self.constraint(index), CGSize(width: index, height: cache), spill: &spill)
            }
        }
        for cache in caches.indices {
            for index in 0..<6 {
                let size = caches[cache].lookup(Self.constraint(index), hints: .exact, spill: spill)
                #expect(size == CGSize(width: index, height: cache), "cache \(cache), constraint \(index)")
            }
            #expect(caches[cache].lookup(Self.constraint(6), hints: .exact, spill: spill) == nil)
        }
        // Measurements beyond the second are the spilled ones: 4 for each cache.
        #expect(spill.count == 12)
    }

    @Test func theNewestMeasurementOfAConstraintWins() {
        var spill = SizeCacheSpill()
        var cache = SizeCache()
        cache.insert(Self.constraint(0), CGSize(width: 1, height: 1), spill: &spill)
        cache.insert(Self.constraint(1), CGSize(width: 2, height: 2), spill: &spill)
        // Spilled entries are newer than the inline ones and answer first.
        cache.insert(Self.constraint(0), CGSize(width: 3, height: 3), spill: &spill)
        #expect(cache.lookup(Self.constraint(0), hints: .exact, spill: spill) == CGSize(width: 3, height: 3))
        cache.insert(Self.constraint(0), CGSize(width: 4, height: 4), spill: &spill)
        #expect(cache.lookup(Self.constraint(0), hints: .exact, spill: spill) == CGSize(width: 4, height: 4))
        #expect(cache.lookup(Self.constraint(1), hints: .exact, spill: spill) == CGSize(width: 2, height: 2))
    }

    @Test func anEmptyCacheAnswersNothingWhateverTheSpillHolds() {
        var spill = SizeCacheSpill()
        var full = SizeCache()
        for index in 0..<4 { full.insert(Self.constraint(index), .zero, spill: &spill) }
        let empty = SizeCache()
        #expect(empty.lookup(Self.constraint(3), hints: .range, spill: spill) == nil)
    }
}

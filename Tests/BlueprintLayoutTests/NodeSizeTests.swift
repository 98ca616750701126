import Foundation
import Testing

@testable import BlueprintLayout

/// The sizes that most of a layout's memory is made of, on 64-bit platforms: a field added in the
/// wrong place (or a wider one) shows here first.
@Suite struct NodeSizeTests {
    /// Every element of a pass has a node state while the pass runs.
    @Test func aNodeStateTakesNoMoreThan120Bytes() {
        #if arch(x86_64) || arch(arm64)
            #expect(MemoryLayout<LayoutNodeState>.stride <= 120)
            // Kept apart, for the nodes measured through it only: two inline measurements.
            #expect(MemoryLayout<SizeCache>.stride <= 72)
            // A leaf's closure, a storage or a size, and what the content is in one byte.
            #expect(MemoryLayout<ElementContent>.size <= 24)
        #endif
    }

    /// A row's or column's cache lives in its node's inline slot: one that outgrew it would be
    /// boxed, an allocation for every stack of every pass.
    @Test func aStackCacheFitsANodesCacheSlot() {
        #expect(CacheSlot.fits(StackLayout.StackCache.self))
    }

    /// A long list's records keep an entry per row (see `StackRecords`): claiming a row reads its
    /// first 64 bytes, measuring it the rest.
    @Test func aStackRecordsEntryTakesNoMoreThan96Bytes() {
        #if arch(x86_64) || arch(arm64)
            #expect(MemoryLayout<StackRecords.Entry>.stride <= 96)
            #expect(MemoryLayout<StackRecords.Entry>.offset(of: \.keyValue)! + 8 <= 64)
        #endif
    }

    /// Only the children being placed have a placement, kept by the pass's context.
    @Test func aPlacementTakesNoMoreThan48Bytes() {
        #if arch(x86_64) || arch(arm64)
            #expect(MemoryLayout<ChildPlacement>.stride <= 48)
        #endif
    }

    /// Every element of a layout has a result node too, which the caller keeps.
    @Test func aResultNodeTakesNoMoreThan96Bytes() {
        #if arch(x86_64) || arch(arm64)
            #expect(MemoryLayout<LayoutResultNode>.stride <= 96)
            #expect(MemoryLayout<ElementIdentifier>.size <= 24)
        #endif
    }
}

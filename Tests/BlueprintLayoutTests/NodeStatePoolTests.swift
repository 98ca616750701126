import Foundation
import Testing

@testable import BlueprintLayout

/// The memory a thread keeps for node states between passes (`Engine/NodeStatePool.swift`).
@Suite struct NodeStatePoolTests {
    private static let stateBytes = MemoryLayout<LayoutNodeState>.stride

    @Test func takesTheSmallestChunkThatFits() {
        let pool = NodeStatePool()
        #expect(pool.take(atLeast: 1)?.capacity == nil)
        pool.give(NodeStatePool.Chunk(count: 16))
        pool.give(NodeStatePool.Chunk(count: 128))
        pool.give(NodeStatePool.Chunk(count: 32))
        #expect(pool.keptBytes == (16 + 128 + 32) * Self.stateBytes)
        #expect(pool.take(atLeast: 200)?.capacity == nil)
        let fitting = pool.take(atLeast: 20)
        #expect(fitting?.capacity == 32)
        let next = pool.take(atLeast: 20)
        #expect(next?.capacity == 128)
        next.map { $0.states.deallocate() }
        #expect(pool.take(atLeast: 20)?.capacity == nil)
        #expect(pool.keptBytes == 16 * Self.stateBytes)
        let small = pool.take(atLeast: 1)
        #expect(small?.capacity == 16)
        small.map { $0.states.deallocate() }
        fitting.map { $0.states.deallocate() }
    }

    /// Lays `element` out with every child on a node of its own: stacks of leaves otherwise lay
    /// them out without nodes (see `StackLayout+Leaves.swift`), and these tests are about the
    /// nodes' states.
    static func layoutOnNodes(_ element: Element, frame: CGRect) -> LayoutResultNode {
        let context = LayoutContext(options: .default)
        context.laysOutLeavesWithoutNodes = false
        return element.layout(frame: frame, environment: Environment(), context: context)
    }

    /// A second pass over the same tree on a thread finds every chunk it needs in the pool: the
    /// root's few states do not take the chunk that held the large container's children, which
    /// would send those children to new memory (and leave the pool holding both afterwards).
    @Test func aRepeatedPassTakesBackTheChunksOfTheFirst() {
        let row = Row { for _ in 0..<5_000 { Spacer(1) } }
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let kept = Thread.runAndWait {
            (0..<3).map { _ in
                _ = Self.layoutOnNodes(row, frame: frame)
                return NodeStatePool.withCurrent { $0.keptBytes }
            }
        }
        #expect(kept[0] >= 5_000 * Self.stateBytes)
        #expect(kept[1] == kept[0])
        #expect(kept[2] == kept[0])
    }

    /// The sizes that stacks of leaves keep come from the chunk the thread kept from its last pass:
    /// the first pass grows chunks of 512, 1,024 and 2,048 and keeps the largest; the second takes
    /// it and grows one of 4,096, which it keeps, and which holds all of them from then on.
    @Test func stacksOfLeavesKeepTheirSizesInTheThreadsChunk() {
        let column = Column { for _ in 0..<100 { Row { for _ in 0..<30 { Spacer(1) } } } }
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let kept = Thread.runAndWait {
            (0..<3).map { _ in
                _ = column.layout(frame: frame)
                return NodeStatePool.withCurrent { $0.keptSizes.keptCapacity }
            }
        }
        #expect(kept == [2_048, 4_096, 4_096])
    }

    /// On a thread with nothing kept, children more than a first chunk holds (16) start a chunk
    /// large enough for all of them, or get one of their own (over 64).
    @Test(arguments: [17, 64, 65, 100, 128, 129])
    func childrenBetweenTheChunkSizesGetRoomForAll(count: Int) {
        let column = Column { for _ in 0..<count { Spacer(width: 3, height: 2) } }
        let frames = Thread.runAndWait {
            Self.layoutOnNodes(column, frame: CGRect(x: 0, y: 0, width: 10, height: CGFloat(2 * count))).children.map(
                \.frame)
        }
        #expect(frames.count == count)
        #expect(frames.enumerated().allSatisfy { $1 == CGRect(x: 0, y: CGFloat(2 * $0), width: 3, height: 2) })
    }

    /// Mid-sized containers' children get chunks of their own size: 20 Rows of 100 take 2,000
    /// states and a few chunks for the rest, where new chunks of 128 for each Row left 28 unused.
    @Test func midSizedContainersTakeNoMoreThanTheirChildren() {
        let column = Column { for _ in 0..<20 { Row { for _ in 0..<100 { Spacer(1) } } } }
        let frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let (kept, rows) = Thread.runAndWait {
            let rows = (0..<2).map { _ in Self.layoutOnNodes(column, frame: frame).children }
            return (NodeStatePool.withCurrent { $0.keptBytes }, rows)
        }
        // The root's chunk (16) and the Column's (32, the second new chunk) besides the Rows'.
        #expect(kept == (16 + 32 + 20 * 100) * Self.stateBytes)
        #expect(rows[0].count == 20 && rows[1].count == 20)
        #expect(rows[1][19].frame == CGRect(x: 0, y: 19, width: 100, height: 1))
        #expect(rows[1][19].children[99].frame == CGRect(x: 99, y: 0, width: 1, height: 1))
    }

    /// A pool holding many chunks of one capacity still hands out the smallest that fits, and
    /// its count of kept bytes follows every chunk in and out.
    @Test func manyChunksOfOneCapacity() {
        let pool = NodeStatePool()
        for _ in 0..<500 { pool.give(NodeStatePool.Chunk(count: 100)) }
        pool.give(NodeStatePool.Chunk(count: 16))
        pool.give(NodeStatePool.Chunk(count: 1_000))
        #expect(pool.keptBytes == (500 * 100 + 16 + 1_000) * Self.stateBytes)
        var taken: [NodeStatePool.Chunk] = []
        for _ in 0..<500 {
            let chunk = pool.take(atLeast: 50)
            #expect(chunk?.capacity == 100)
            chunk.map { taken.append($0) }
        }
        let large = pool.take(atLeast: 50)
        #expect(large?.capacity == 1_000)
        #expect(pool.take(atLeast: 50) == nil)
        let small = pool.take(atLeast: 1)
        #expect(small?.capacity == 16)
        #expect(pool.keptBytes == 0)
        for chunk in [large, small].compactMap({ $0 }) { chunk.states.deallocate() }
        for chunk in taken { pool.give(chunk) }
        #expect(pool.keptBytes == 500 * 100 * Self.stateBytes)
    }

    @Test func keepsNoMoreThanItsLimitAndFreesTheSmallestFirst() {
        let pool = NodeStatePool()
        let limitStates = NodeStatePool.limitBytes / Self.stateBytes
        pool.give(NodeStatePool.Chunk(count: 100))
        pool.give(NodeStatePool.Chunk(count: limitStates - 50))
        #expect(pool.keptBytes <= NodeStatePool.limitBytes)
        let kept = pool.take(atLeast: 1)
        #expect(kept?.capacity == limitStates - 50)
        kept.map { $0.states.deallocate() }
        #expect(pool.keptBytes == 0)
        // A chunk larger than the limit is not kept at all.
        pool.give(NodeStatePool.Chunk(count: limitStates + 1))
        #expect(pool.keptBytes == 0)
    }

    /// Kept chunks are handed back last in, first out, and kept up to the limit (a pool's size-cache
    /// and record chunks, whose limits are 8).
    @Test func keepsChunksUpToTheLimit() {
        #expect(NodeStatePool.sizeCacheChunksLimit == 8 && NodeStatePool.recordChunksLimit == 8)
        var kept = KeptChunks<Int>(capacity: 4, limit: 3)
        let chunks = (0..<5).map { _ in kept.take() }
        #expect(Set(chunks).count == 5)
        #expect(kept.count == 0)
        // The first three are kept; the other two are freed as they come back.
        for chunk in chunks { kept.give(chunk) }
        #expect(kept.count == 3)
        let taken = kept.take()
        #expect(taken == chunks[2])
        #expect(kept.count == 2)
        taken.initialize(repeating: 7, count: 4)  // a chunk holds its capacity (the address sanitizer checks)
        kept.give(taken)
        kept.deallocate()
    }

    /// Values made one after another fill each chunk before the next is taken, and every chunk but
    /// the last says it is full: what a context destroys and gives back at its end.
    @Test func chunkedValuesFillChunksInOrder() {
        var values = ChunkedValues<Int>()
        var taken = 0
        let slots = (0..<2_500).map { value in
            values.make(value) { _ in
                taken += 1
                return (.allocate(capacity: 1_024), 1_024)
            }
        }
        #expect(taken == 3 && values.chunks.count == 3)
        #expect((0..<3).map { values.count(inChunk: $0) } == [1_024, 1_024, 452])
        #expect(slots[1_024] == values.chunks[1] && slots[2_499] == values.chunks[2] + 451)
        #expect(slots.enumerated().allSatisfy { $0.element.pointee == $0.offset })
        for (index, chunk) in values.chunks.enumerated() {
            chunk.deinitialize(count: values.count(inChunk: index))
            chunk.deallocate()
        }
    }

    /// A pass's layout records come from chunks the thread keeps: on a fresh thread, a Column of
    /// 1,500 Rows of two `Spacer`s has 1,500 records or more (each Row's cache is in its record),
    /// two chunks of 1,024, which the thread keeps and a second pass takes back (the count stays
    /// at two: no chunk is made anew).
    @Test func recordChunksAreKeptFromPassToPass() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 100_000)
        let column = Column {
            for _ in 0..<1_500 {
                Row {
                    Spacer(1)
                    Spacer(2)
                }
            }
        }
        let (first, second, frames) = Thread.runAndWait {
            let before = column.layout(frame: frame)
            let first = NodeStatePool.withCurrent { $0.recordChunks.count }
            let after = column.layout(frame: frame)
            let second = NodeStatePool.withCurrent { $0.recordChunks.count }
            return (first, second, (before.dump(), after.dump()))
        }
        #expect(NodeStatePool.recordChunkCapacity == 1_024)
        #expect(first == 2)
        #expect(second == 2)
        #expect(frames.0 == frames.1)
    }

    /// Only the nodes measured through a size cache have one: a leaf of intrinsic size never does.
    /// On a fresh thread, a Row of 5,000 `Spacer`s laid out in a frame needs none (the root is
    /// placed, not measured); a Column of 5,000 wrapped `Spacer`s needs 5,000 (the wrappers'), two
    /// chunks of 4,096, which a second pass takes back.
    @Test func onlyNodesMeasuredThroughACacheHaveOne() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 100_000)
        let row = Row { for _ in 0..<5_000 { Spacer(1) } }
        let column = Column { for _ in 0..<5_000 { Spacer(width: 2, height: 3).inset(uniform: 1) } }
        let (rowChunks, columnChunks, again, frames) = Thread.runAndWait {
            _ = row.layout(frame: frame)
            let rowChunks = NodeStatePool.withCurrent { $0.sizeCacheChunks.count }
            let first = column.layout(frame: frame)
            let columnChunks = NodeStatePool.withCurrent { $0.sizeCacheChunks.count }
            let second = column.layout(frame: frame)
            let again = NodeStatePool.withCurrent { $0.sizeCacheChunks.count }
            return (rowChunks, columnChunks, again, (first.dump(), second.dump()))
        }
        #expect(NodeStatePool.sizeCacheChunkCapacity == 4_096)
        #expect(rowChunks == 0)
        #expect(columnChunks == 2)
        #expect(again == 2)
        #expect(frames.0 == frames.1)
    }

    /// Scratch leases nest: one taken while another holds the scratch lies above it, or, without
    /// room there, in memory of its own (the scratch never moves under a lease); the next lease
    /// taken with none held grows the scratch to the most asked for at once, and the thread keeps
    /// it when the pass ends. Every number lent is written (the address sanitizer checks the
    /// bounds).
    @Test func scratchLeasesNestAndTheScratchGrowsBetweenThem() {
        let (bases, sameMemory, kept) = Thread.runAndWait {
            () -> ([Int], Bool, Int?) in
            var bases: [Int] = []
            var sameMemory = false
            do {
                let context = LayoutContext(options: .default)
                func fill(_ lease: ScratchLease, _ count: Int) {
                    lease.numbers.initialize(repeating: CGFloat(count), count: count)
                    bases.append(lease.base)
                }
                let outer = context.takeScratchLease(100)
                fill(outer, 100)
                let inner = context.takeScratchLease(50)
                fill(inner, 50)
                context.endScratchLease(inner)
                context.endScratchLease(outer)
                let grown = context.takeScratchLease(120)
                fill(grown, 120)
                let above = context.takeScratchLease(30)
                fill(above, 30)
                sameMemory = above.numbers == grown.numbers + 120
                context.endScratchLease(above)
                context.endScratchLease(grown)
            }
            return (
                bases, sameMemory,
                NodeStatePool.withCurrent { $0.keptScratch.take() }.map {
                    $0.buffer.deallocate(); return $0.capacity
                }
            )
        }
        // The first two: at the start of new scratch, then apart (no room above 100 of 100). The
        // scratch then grows to 150 (100 and 50 at once), room for 120 and 30 above it.
        #expect(bases == [0, -1, 0, 120])
        #expect(sameMemory)
        #expect(kept == 150)
    }

    /// Giving scratch numbers back out of order traps with a message naming the misuse.
    @Test func scratchGivenBackOutOfOrderTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let context = LayoutContext(options: .default)
            // Room for both in the scratch, the second above the first.
            context.endScratchLease(context.takeScratchLease(20))
            let outer = context.takeScratchLease(10)
            let inner = context.takeScratchLease(10)
            context.endScratchLease(outer)
            context.endScratchLease(inner)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("scratch numbers given back out of order"))
    }

    /// Stacks of more than 25 children, one inside the other, in a pass and again in a second pass
    /// on the same thread (which takes the first one's scratch): the frames of stacks laid out
    /// alone, each in a pass of its own.
    @Test func largeStacksInsideLargeStacksShareTheScratch() {
        let frame = CGRect(x: 0, y: 0, width: 900, height: 3_000)
        let rows = (0..<40).map { row in
            Row {
                for index in 0..<(26 + row) { Spacer(width: CGFloat(1 + index % 7), height: CGFloat(1 + row % 5)) }
            }
        }
        let column = Column { for row in rows { row } }
        let (first, second) = Thread.runAndWait {
            (column.layout(frame: frame).dump(), column.layout(frame: frame).dump())
        }
        #expect(first == second)
        let result = column.layout(frame: frame)
        for (index, row) in rows.enumerated() {
            let alone = Thread.runAndWait {
                row.layout(frame: CGRect(origin: .zero, size: result.children[index].frame.size))
            }
            #expect(result.children[index].children.map(\.frame) == alone.children.map(\.frame), "row \(index)")
        }
    }

    /// Passes of different sizes and shapes on one thread reuse each other's memory and give the
    /// same results as passes on fresh threads, which start with nothing kept.
    @Test func reusedMemoryLaysOutAsFreshMemory() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        var random = SeededRandom(seed: 4_242)
        let generator = RandomTree(hostileNumbers: false)
        var elements: [Element] = (0..<30).map { _ in generator.element(depth: 5, random: &random) }
        elements.append(Row { for _ in 0..<5_000 { Spacer(1) } })
        elements.append(
            Column {
                for _ in 0..<200 {
                    Row {
                        Spacer(2); Spacer(3)
                    }
                }
            })
        let reused = elements.map { $0.layout(frame: frame).dump() }
        let again = elements.reversed().map { $0.layout(frame: frame).dump() }.reversed()
        #expect(Array(again) == reused)
        for (index, element) in elements.enumerated() where index % 8 == 0 {
            let fresh = Thread.runAndWait { element.layout(frame: frame).dump() }
            #expect(fresh == reused[index], "element \(index)")
        }
    }
}

extension Thread {
    /// Runs `body` on a new thread and waits for its value.
    static func runAndWait<Value>(_ body: @escaping () -> Value) -> Value {
        nonisolated(unsafe) var value: Value?
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let work = body
        let thread = Thread {
            value = work()
            done.signal()
        }
        thread.start()
        done.wait()
        return value!
    }
}

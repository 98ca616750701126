import BlueprintLayout
import Dispatch
import Foundation
import Testing

/// Layouts on many threads at once: independent passes share no state, and results cross threads.
/// `.ci/run` runs this suite under the thread sanitizer as well.
@Suite struct ConcurrencyTests {
    private static let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    /// The dumps of `count` random trees laid out one after another.
    private static func serialDumps(seed: UInt64, count: Int) -> [String] {
        var random = SeededRandom(seed: seed)
        let generator = RandomTree(hostileNumbers: false)
        return (0..<count).map { _ in generator.element(depth: 5, random: &random).layout(frame: frame).dump() }
    }

    @Test func independentLayoutsOnManyThreadsAgreeWithSerialOnes() {
        let threads = 8
        let expected = (0..<threads).map { Self.serialDumps(seed: 7_000 + UInt64($0), count: 25) }
        let results = Results(count: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            results.set(index, Self.serialDumps(seed: 7_000 + UInt64(index), count: 25))
        }
        for index in 0..<threads {
            #expect(results.get(index) == expected[index], "thread \(index)")
        }
    }

    @Test func oneElementLaidOutOnManyThreadsAtOnce() {
        var random = SeededRandom(seed: 99)
        // `Element` is not `Sendable` (Blueprint's elements may hold closures); this tree holds
        // only values, so sharing it is safe, which the caller states.
        nonisolated(unsafe) let element = RandomTree(hostileNumbers: false).element(depth: 6, random: &random)
        let expected = element.layout(frame: Self.frame).dump()
        let results = Results(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            results.set(index, [element.layout(frame: Self.frame).dump()])
        }
        for index in 0..<8 {
            #expect(results.get(index) == [expected])
        }
    }

    /// A Row and Column whose children were appended in place (kept as tuples, converted for each
    /// layout) are laid out on many threads at once, while other threads change copies of them.
    @Test func stacksOfAppendedChildrenLaidOutOnManyThreadsAtOnce() {
        var random = SeededRandom(seed: 42)
        let generator = RandomTree(hostileNumbers: false)
        var column = Column(alignment: .fill, underflow: .growProportionally) {}
        for index in 0..<6 {
            var row = Row(alignment: .center, minimumSpacing: 2) {}
            for child in 0..<5 {
                row.children.append(
                    (
                        element: generator.element(depth: 3, random: &random),
                        traits: StackLayout.Traits(growPriority: CGFloat(child % 3)), key: child % 2
                    ))
            }
            column.children.append((element: row, traits: StackLayout.Traits(), key: index))
        }
        // Holds only values (see above), so sharing it is safe.
        nonisolated(unsafe) let element = column
        let expected = element.layout(frame: Self.frame).dump()
        let results = Results(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            if index % 2 == 0 {
                results.set(index, [element.layout(frame: Self.frame).dump()])
            } else {
                var copy = element
                copy.children.append((element: Spacer(5), traits: StackLayout.Traits(), key: nil))
                copy.children[0].key = index
                results.set(index, [copy.layout(frame: Self.frame).dump(), element.layout(frame: Self.frame).dump()])
            }
        }
        for index in 0..<8 {
            #expect(results.get(index).last == expected, "thread \(index)")
        }
        #expect(element.children.count == 6)
    }

    @Test func aResultLaidOutOnABackgroundTaskComesBack() async {
        // Compiles without warnings in Swift 6 mode because `LayoutResultNode` is `Sendable`.
        let result = await Task.detached {
            Column(alignment: .fill) {
                Label(text: "Title")
                Row {
                    Spacer(10); Spacer(20)
                }
            }
            .layout(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        }.value
        #expect(result.children.count == 2)
        #expect(result.checkInvariants().isEmpty)
        let environment = Environment.empty
        let sizes = await Task.detached { [environment] in
            Label(text: "Hello world").content.measure(in: SizeConstraint(width: 50), environment: environment)
        }.value
        #expect(sizes.height > 16)
    }

    @Test func theProcessWideModeMayBeReadWhileLayoutsRun() {
        let saved = LayoutMode.default
        defer { LayoutMode.default = saved }
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            if index == 0 {
                for _ in 0..<50 { LayoutMode.default = saved }
            } else {
                for _ in 0..<20 { _ = Row { Spacer(1) }.layout(frame: Self.frame) }
            }
        }
    }

    // MARK: Layout sessions

    /// Sessions on many threads at once, each through its own seeded edit sequence: every pass
    /// equals a fresh layout, so sessions share no state.
    @Test func sessionsOnManyThreadsAgreeWithFreshLayouts() {
        let threads = 8
        let failures = Results(count: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            let seed = 9_100 + UInt64(index)
            let failure = RelayoutRun(seed: seed).firstFailure(RelayoutRun.steps(seed: seed, count: 60))
            failures.set(index, failure.map { [$0.message] } ?? [])
        }
        for index in 0..<threads {
            #expect(failures.get(index) == [], "thread \(index)")
        }
    }

    /// One session used by one thread at a time, but by a different thread in each pass (as a
    /// layout queue's work items run on any worker), its result read on yet another: every pass
    /// equals a fresh layout of the same tree.
    @Test func oneSessionPassedFromThreadToThread() {
        var random = SeededRandom(seed: 5)
        let generator = RandomTree(hostileNumbers: false)
        let trees = (0..<3).map { _ in generator.element(depth: 5, random: &random) }
        // Trees come back (0, 0, 1, 0, 2, 2, 1, …) so that passes reuse what others kept.
        let order = [0, 0, 1, 0, 2, 2, 1, 1, 0, 2, 0, 0]
        // `Element` is not `Sendable`; these trees hold only values, which the test states.
        nonisolated(unsafe) let passes = order.map { trees[$0] }
        let expected = passes.map { $0.layout(frame: Self.frame).dump() }
        let session = LayoutSession()
        let results = Results(count: passes.count)
        for index in passes.indices {
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                let result = session.layout(passes[index], frame: Self.frame)
                DispatchQueue.global().async(group: group) { results.set(index, [result.dump()]) }
            }
            group.wait()
        }
        for index in passes.indices {
            #expect(results.get(index) == [expected[index]], "pass \(index)")
        }
    }
}

/// One slot per thread, behind a lock.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[String]]

    init(count: Int) {
        slots = Array(repeating: [], count: count)
    }

    func set(_ index: Int, _ value: [String]) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func get(_ index: Int) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return slots[index]
    }
}

import BlueprintLayout
import Dispatch
import Foundation
import Testing

/// A chain of 10,000 Columns (one child each, ending in a 10×10 leaf) lays out without a stack
/// overflow on every kind of thread layout runs on, and the frame at the bottom is right.
///
/// Each test builds the element tree on the test's thread, then lays it out, walks the result and
/// releases the result on the thread under test (the engine's whole job, including tearing down
/// its own state), and releases the element tree back on the test's thread: a 10,000-deep value
/// tree of the app's elements is released recursively by Swift itself, which is not the engine's
/// to prevent.
///
/// Every test is an exit test: it runs in a child process, so a stack overflow fails that test
/// instead of killing the whole test run.
///
/// `swift test` on Linux never runs a test on the process's main thread (the runner keeps it and
/// the main actor is served by another thread), so the main-thread path is covered twice: on the
/// main actor, and on a thread with the main thread's stack size (RLIMIT_STACK, usually 8 MiB).
/// `blueprint-layout bench --serve` with the command `frames deep 10000` runs the real main thread.
@Suite struct DeepTreeTests {
    static let depth = 10_000
    static let frame = CGRect(x: 0, y: 0, width: 300, height: 200)

    @Test func onTheMainActor() async {
        await #expect(processExitsWith: .success) {
            let element = makeChain()
            let outcome = await MainActor.run { layOut(element) }
            expectCorrect(outcome)
        }
    }

    @Test func onAThreadWithTheMainThreadsStackSize() async {
        await #expect(processExitsWith: .success) {
            expectCorrect(onThread(stackSize: mainThreadStackSize(), makeChain()))
        }
    }

    @Test func onADispatchWorker() async {
        await #expect(processExitsWith: .success) {
            let box = OutcomeBox()
            box.element = makeChain()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                box.outcome = layOut(box.element!)
                done.signal()
            }
            done.wait()
            expectCorrect(box.outcome)
        }
    }

    /// Element values: a 100,000-deep chain of Columns is built and dropped on a 512 KiB
    /// thread; rows and columns release nested stacks without recursion.
    @Test func droppingAVeryDeepChainOfColumnsOnASmallStack() async {
        await #expect(processExitsWith: .success) {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                // In a scope of its own: the chain is released before the thread signals.
                do {
                    var element: Element = Spacer(1)
                    for _ in 0..<100_000 {
                        element = Column { element }
                    }
                    _ = element
                }
                done.signal()
            }
            thread.stackSize = 512 * 1024
            thread.start()
            done.wait()
        }
    }

    /// The spacing walk through wrappers is guarded like measuring: a Row that uses spacing
    /// preferences over a 10,000-deep chain of keyed and spacing wrappers, on a 512 KiB thread.
    @Test func spacingPreferencesThroughAVeryDeepChainOfWrappers() async {
        await #expect(processExitsWith: .success) {
            var chain: Element = BottomLeaf()
            for level in 0..<DeepTreeTests.depth {
                chain = level % 2 == 0 ? chain.keyed(level) : chain.spacingPreference(leading: 3)
            }
            var row = Row()
            row.spacingMode = .preferences
            row.horizontalUnderflow = .justifyToStart
            row.add(child: Spacer(width: 5, height: 5).spacingPreference(trailing: 7))
            row.add(child: chain)
            let box = OutcomeBox()
            box.element = row
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                let result = box.element!.layout(frame: DeepTreeTests.frame)
                var outcome = Outcome()
                outcome.bottomFrame = result.children[1].frame
                box.outcome = outcome
                done.signal()
            }
            thread.stackSize = 512 * 1024
            thread.start()
            done.wait()
            // The gap is the larger of the facing preferences: the Spacer's 7 against the chain's 3.
            #expect(box.outcome?.bottomFrame?.minX == 12)
        }
    }

    /// A small stack: measuring and placing continue on a fresh stack when this one runs low,
    /// and the engine's node tree and the result tree are released without deep recursion.
    @Test func onAThreadWithA512KiBStack() async {
        await #expect(processExitsWith: .success) {
            expectCorrect(onThread(stackSize: 512 * 1024, makeChain()))
        }
    }
}
/// What one deep layout produced.
fileprivate struct Outcome {
    var nodeCount = 0
    var deepest = 0
    var bottomFrame: CGRect?
    var bottomTypeName = ""
}

/// Passes values between the test's thread and the thread under test.
fileprivate final class OutcomeBox: @unchecked Sendable {
    var element: Element?
    var outcome: Outcome?
}

/// A chain of ``DeepTreeTests/depth`` Columns ending in a leaf; every Column fills, grows its one
/// child and is itself a flexible child.
fileprivate func makeChain() -> Element {
    var element: Element = BottomLeaf()
    for _ in 0..<DeepTreeTests.depth {
        var column = Column()
        column.horizontalAlignment = .fill
        column.verticalUnderflow = .growUniformly
        column.add(growPriority: 1, shrinkPriority: 1, child: element)
        element = column
    }
    return element
}

/// Lays out `element`, walks the result without recursion and releases the result, all on the
/// calling thread.
fileprivate func layOut(_ element: Element) -> Outcome {
    let result = element.layout(frame: DeepTreeTests.frame)
    var outcome = Outcome()
    result.forEachNode { node, frame, depth in
        outcome.nodeCount += 1
        if depth >= outcome.deepest {
            outcome.deepest = depth
            outcome.bottomFrame = frame
            outcome.bottomTypeName = node.typeName
        }
        return true
    }
    return outcome
}

/// Runs ``layOut(_:)`` on a new `Thread` with `stackSize` bytes of stack; `element` is released
/// by the caller, after the thread is done.
fileprivate func onThread(stackSize: Int, _ element: Element) -> Outcome? {
    let box = OutcomeBox()
    box.element = element
    runOnThread(stackSize: stackSize) {
        box.outcome = layOut(box.element!)
    }
    return box.outcome
}

/// The main thread's stack size: the soft RLIMIT_STACK, or 8 MiB when unlimited or unknown.
fileprivate func mainThreadStackSize() -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max, limit.rlim_cur > 0
    else { return 8 * 1024 * 1024 }
    return Int(limit.rlim_cur)
}

fileprivate func expectCorrect(_ outcome: Outcome?) {
    guard let outcome else {
        Issue.record("the layout produced no outcome")
        return
    }
    #expect(outcome.nodeCount == DeepTreeTests.depth + 1)
    #expect(outcome.deepest == DeepTreeTests.depth)
    #expect(outcome.bottomTypeName == "BottomLeaf")
    // Every Column fills its parent and its one child grows to fill it: the leaf gets the root frame.
    #expect(outcome.bottomFrame == DeepTreeTests.frame)
}

fileprivate struct BottomLeaf: Element {
    var content: ElementContent { ElementContent(intrinsicSize: CGSize(width: 10, height: 10)) }
}

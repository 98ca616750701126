import Dispatch
import Foundation

/// Runs `body` on a new thread with a stack of `stackSize` bytes (512 KiB by default: what the
/// deep-nesting tests promise to survive) and waits for it to finish.
///
/// The thread may get a larger stack than asked for (glibc reuses the stacks of ended threads up
/// to four times the size): a test that needs a thread short of stack uses its stack up instead.
func runOnThread(stackSize: Int = 512 * 1024, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
}

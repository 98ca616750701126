import BlueprintLayout
import Foundation

/// Keeps a recursion over a fixture's nesting — the JSON parser's objects and arrays, the
/// writer's, the decoder's element nodes, one call a level — within the stack of any thread.
///
/// The parser refuses more than 512 levels, but that does not bound the stack: a debug build
/// takes several kilobytes a level, and 512 levels of parsing overflowed a 2 MiB thread. Each
/// recursion reads its thread's limit once (``currentLimit()``, the engine's: 256 KiB above the
/// bottom of the stack), compares the stack position with it before each level (``isLow(_:)``, a
/// comparison), and below it continues on a new thread with a large stack while this one waits
/// (``onNewThread(_:)``, which gives the level that thread's limit).
///
/// ```swift
/// mutating func parseArray() throws(JSONParseError) -> JSONValue {
///     guard StackRoom.isLow(stackLimit) else { return try parseArrayElements() }
///     return try continueOnNewThread { scanner throws(JSONParseError) in try scanner.parseArrayElements() }
/// }
/// ```
enum StackRoom {
    /// The calling thread's limit.
    static func currentLimit() -> UInt {
        DeepRecursion.currentThreadLimit()
    }

    /// Whether the stack position is below `limit`, a limit of the calling thread.
    @inline(__always)
    static func isLow(_ limit: UInt) -> Bool {
        DeepRecursion.stackPosition() <= limit
    }

    /// Runs `body` with a new thread's limit on that thread, which has a large stack, and waits.
    @inline(never)
    static func onNewThread<T, Failure: Error>(_ body: (UInt) throws(Failure) -> T) throws(Failure) -> T {
        var result: Result<T, Failure>?
        DeepRecursion.continueOnNewThread {
            let limit = currentLimit()
            do throws(Failure) {
                result = .success(try body(limit))
            } catch {
                result = .failure(error)
            }
        }
        return try result!.get()
    }
}

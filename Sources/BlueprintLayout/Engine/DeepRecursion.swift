import CBlueprintSupport
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps deep element trees from overflowing the thread stack.
///
/// Measuring and placing recurse once per tree level. Before each level the engine compares
/// the stack pointer with a limit; when less than ``margin`` bytes remain, the rest of that
/// subtree runs on a new thread with a large stack while the current thread waits. Any depth
/// therefore works on any thread (the main thread, Dispatch workers), at the price of one thread
/// creation per ~``freshStackSize`` of recursion, up to ``maximumFreshStacks`` nested ones.
///
/// User code (measure functions, builders, custom layouts) below such a depth runs on those
/// threads, not on the thread that called `layout`: thread-local state and actor isolation
/// checks (`MainActor.assumeIsolated`) see another thread there. Trees shallower than the calling
/// thread's stack (thousands of levels on an 8 MiB main thread) never leave it.
///
/// Recursion outside a pass that follows data of any depth compares ``stackPosition()`` with
/// ``currentThreadLimit()`` and continues on the same stacks through ``continueOnNewThread(_:)``:
/// proxy chains, and the fixture library's JSON parser, writer and element decoder.
package enum DeepRecursion {
    /// Stack kept free below the limit for the work done between two checks.
    static let margin: UInt = 256 * 1024
    /// The stack size of the threads that continue deep recursion.
    static let freshStackSize = 256 * 1024 * 1024
    /// How many fresh stacks may be nested in one pass (2 GiB of recursion: about 400,000 levels of
    /// Columns in a release build, far beyond any real UI). Deeper recursion is taken for an element
    /// that contains itself and stops the program with a message, before it exhausts memory.
    static let maximumFreshStacks = 8

    /// The current stack position (approximately the stack pointer).
    @inline(__always)
    package static func stackPosition() -> UInt {
        UInt(blueprint_stack_position())
    }

    /// The address below which the calling thread should not recurse further.
    package static func currentThreadLimit() -> UInt {
        if let cached = pthread_getspecific(limitKey) {
            return UInt(bitPattern: cached)
        }
        let limit = computeLimit()
        pthread_setspecific(limitKey, UnsafeRawPointer(bitPattern: limit))
        return limit
    }

    private static func computeLimit() -> UInt {
        let low = UInt(blueprint_current_thread_stack_low())
        return low == 0 ? fallbackLimit() : low + margin
    }

    /// Assumes a 512 KiB stack below the current position when the real bounds are unknown.
    private static func fallbackLimit() -> UInt {
        stackPosition() - 512 * 1024 + margin
    }

    /// Whether the calling thread has more than ``margin`` bytes of stack left: what recursion
    /// outside a pass checks before going one level deeper (a proxy reading its representation's
    /// content, see ``ElementContent/init(proxying:)``).
    @inline(__always)
    static func threadHasRoom() -> Bool {
        stackPosition() > currentThreadLimit()
    }

    /// Runs `body` on the current thread, or on a fresh large stack when this one is nearly used up.
    @inline(__always)
    static func guarded<T>(_ context: LayoutContext, _ body: () -> T) -> T {
        if stackPosition() > context.stackLimit {
            return body()
        }
        return onFreshStack(context, body)
    }

    @inline(never)
    static func onFreshStack<T>(_ context: LayoutContext, _ body: () -> T) -> T {
        let savedLimit = context.stackLimit
        context.wentDeep = true
        if context.freshStackDepth >= maximumFreshStacks {
            preconditionFailure(
                """
                BlueprintLayout: the element tree is deeper than the engine allows (\(maximumFreshStacks) stacks of \
                \(freshStackSize >> 20) MiB, several hundred thousand levels): does an element's content contain \
                the element itself without end?
                """)
        }
        let caller = context.lifetime.owner
        context.freshStackDepth += 1
        defer {
            context.stackLimit = savedLimit
            context.lifetime.owner = caller
            context.freshStackDepth -= 1
        }
        return onNewThread {
            context.stackLimit = currentThreadLimit()
            // The pass continues on this thread while the caller waits.
            context.lifetime.owner = pthread_self()
            return body()
        }
    }

    /// Runs `body` on a new thread with a ``freshStackSize`` stack while the calling thread waits:
    /// how recursion outside a layout pass that follows data of any depth continues when the
    /// stack position is below ``currentThreadLimit()`` (the fixture library's JSON parser,
    /// writer and element decoder). The work stays on one thread at a time, so `body` may use the
    /// caller's state as it is.
    package static func continueOnNewThread(_ body: () -> Void) {
        onNewThread(body)
    }

    /// Runs `body` on a new thread with a ``freshStackSize`` stack and waits for it.
    private static func onNewThread<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { escapable in
            let box = WorkBox(work: escapable)
            let unmanaged = Unmanaged.passRetained(box as AnyObject)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            pthread_attr_setstacksize(&attributes, freshStackSize)
            defer { pthread_attr_destroy(&attributes) }
            #if canImport(Darwin)
                var thread: pthread_t?
            #else
                var thread = pthread_t()
            #endif
            let status = pthread_create(
                &thread, &attributes,
                { raw in
                    #if canImport(Darwin)
                        let object = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
                    #else
                        let object = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue()
                    #endif
                    (object as! Runnable).run()
                    return nil
                }, unmanaged.toOpaque())
            guard status == 0 else {
                unmanaged.release()
                fatalError(
                    "BlueprintLayout: could not start a thread to continue a tree deeper than the stack allows (error \(status))"
                )
            }
            #if canImport(Darwin)
                pthread_join(thread!, nil)
            #else
                pthread_join(thread, nil)
            #endif
            return box.result!
        }
    }

    private static let limitKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}

private protocol Runnable: AnyObject {
    func run()
}

private final class WorkBox<T>: Runnable {
    let work: () -> T
    var result: T?

    init(work: @escaping () -> T) {
        self.work = work
    }

    func run() {
        result = work()
    }
}

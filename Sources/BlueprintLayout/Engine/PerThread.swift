import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One object per thread, made on the thread's first use and released when the thread exits
/// (thread-specific storage). Only the thread itself reaches its object, so the object needs no
/// locking; it is held `Unmanaged` by the thread-specific slot.
final class PerThread<Value: AnyObject>: @unchecked Sendable {
    // Both set once, in `init`.
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    /// Storage whose per-thread objects `make` creates.
    init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            #if canImport(Darwin)
                Unmanaged<AnyObject>.fromOpaque(raw).release()
            #else
                if let raw { Unmanaged<AnyObject>.fromOpaque(raw).release() }
            #endif
        }
        self.key = key
        self.make = make
    }

    /// Calls `body` with the calling thread's object, without retaining it (the thread keeps it).
    @inline(__always)
    func withCurrent<R>(_ body: (Value) -> R) -> R {
        let raw = pthread_getspecific(key) ?? makeCurrent()
        return Unmanaged<Value>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    @inline(never)
    private func makeCurrent() -> UnsafeMutableRawPointer {
        let raw = Unmanaged.passRetained(make()).toOpaque()
        pthread_setspecific(key, raw)
        return raw
    }
}

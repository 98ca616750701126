import Foundation

/// One number (or size) per child for one run of a layout's algorithm (a grid row's sizes, a
/// flow's), in a temporary buffer: on the stack for most child counts, never allocated per child.
///
/// The buffer is the engine's: a layout only appends values in order and reads or writes the ones
/// appended, each index checked against ``count``. The scratch is valid only inside the closure
/// of ``with(capacity:_:)`` or ``with(count:repeating:_:)`` that handed it out (it is internal to
/// the engine; see SAFETY.md).
///
/// ```swift
/// ChildScratch<CGSize>.with(capacity: count) { sizes in
///     for index in 0..<count { sizes.append(children.node(at: index).measure(constraint)) }
///     …
/// }
/// ```
struct ChildScratch<Value> {
    private let buffer: UnsafeMutableBufferPointer<Value>
    /// How many values are set: the first `count` of the buffer.
    private(set) var count: Int

    private init(buffer: UnsafeMutableBufferPointer<Value>, count: Int) {
        self.buffer = buffer
        self.count = count
    }

    /// Runs `body` with room for `capacity` values, none set yet (append them in order).
    @inline(__always)
    static func with<R>(capacity: Int, _ body: (inout ChildScratch) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Value.self, capacity: max(capacity, 1)) { buffer in
            var scratch = ChildScratch(buffer: buffer, count: 0)
            defer { buffer.baseAddress.unsafelyUnwrapped.deinitialize(count: scratch.count) }
            return body(&scratch)
        }
    }

    /// Runs `body` with `count` values, each `value` to begin with (set them in any order).
    @inline(__always)
    static func with<R>(count: Int, repeating value: Value, _ body: (inout ChildScratch) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Value.self, capacity: max(count, 1)) { buffer in
            buffer.baseAddress.unsafelyUnwrapped.initialize(repeating: value, count: count)
            var scratch = ChildScratch(buffer: buffer, count: count)
            defer { buffer.baseAddress.unsafelyUnwrapped.deinitialize(count: count) }
            return body(&scratch)
        }
    }

    /// Sets the value of the next child.
    @inline(__always)
    mutating func append(_ value: Value) {
        precondition(count < buffer.count, "ChildScratch: more values than its capacity")
        (buffer.baseAddress.unsafelyUnwrapped + count).initialize(to: value)
        count += 1
    }

    /// The value of the child at `index`, which must be set.
    subscript(index: Int) -> Value {
        @inline(__always) get {
            // One unsigned comparison checks both bounds.
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ChildScratch: index out of range")
            return buffer.baseAddress.unsafelyUnwrapped[index]
        }
        @inline(__always) nonmutating set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ChildScratch: index out of range")
            buffer.baseAddress.unsafelyUnwrapped[index] = newValue
        }
    }
}

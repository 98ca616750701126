import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `compactMap` on every core: `transform` runs for each element concurrently
    /// (`DispatchQueue.concurrentPerform`), and the non-nil results come back in the elements'
    /// order.
    ///
    /// The fixture tools run files this way (`blueprint-layout check`, ``HTMLIndex``): each file
    /// is decoded and laid out on its own, and the report keeps path order.
    /// ```swift
    /// let results = files.concurrentCompactMap { file in runner.run(fileAt: file) }
    /// ```
    package func concurrentCompactMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result?) -> [Result] {
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots[index] = transform(self[index])
        }
        return slots.values
    }
}

/// Fixed slots written concurrently by index, read after all writers finish.
///
/// `@unchecked Sendable`: every access to `storage` holds `lock`.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    /// The filled slots, in index order.
    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}

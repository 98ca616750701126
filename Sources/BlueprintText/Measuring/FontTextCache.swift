import Foundation

/// Remembers shaped text and the lines it wrapped into, for ``FontTextMetrics``: shaping once per
/// text, font list and size, and wrapping once per width.
///
/// An entry is made for each text measured with a shaper at a size: the shaped text, its line-break
/// opportunities, and the lines made at the last few widths asked for (eight; a layout measures a
/// label at a handful). Measuring a text again at a width it was wrapped at is a hash table lookup:
/// a hash of the text, the fonts and the size, then a comparison of the text.
///
/// Memory is bounded: entries are kept in two generations. New entries go into the current one;
/// when it holds ``capacity`` entries or ``characterCapacity`` UTF-8 bytes of text, it becomes the
/// previous generation and the one before is dropped. An entry found in the previous generation
/// moves back into the current one, so texts still in use survive and the cache holds at most
/// twice the limits — a cheap approximation of least-recently-used eviction.
///
/// One cache may be shared by any number of metrics and threads: it is guarded by a lock, held
/// only to look up and store entries (shaping and wrapping happen outside it). ``shared`` is the
/// default of every ``FontTextMetrics``.
///
/// ```swift
/// let cache = FontTextCache(capacity: 500)
/// let metrics = try FontTextMetrics(font: font, size: 17, cache: cache)
/// metrics.size(of: "Hello", in: .unconstrained)  // shapes and wraps
/// metrics.size(of: "Hello", in: .unconstrained)  // from the cache
/// cache.count                                    // 1
/// ```
public final class FontTextCache: @unchecked Sendable {
    // @unchecked: `current`, `previous` and every entry's wraps are read and written only while
    // `lock` is held; everything else is immutable.

    /// The cache every ``FontTextMetrics`` uses unless given another: 4,096 texts or 256 KiB of
    /// text per generation (a shaped character takes about 70 bytes, so at most some 40 MB).
    public static let shared = FontTextCache()

    /// The most entries a generation holds.
    public let capacity: Int
    /// The most text, in UTF-8 bytes, a generation holds.
    public let characterCapacity: Int

    private let lock = NSLock()
    @exclusivity(unchecked) private var current: Table
    @exclusivity(unchecked) private var previous: Table

    /// A cache holding up to `capacity` texts and `characterCapacity` UTF-8 bytes of text per
    /// generation (at least 1 each).
    public init(capacity: Int = 4096, characterCapacity: Int = 256 << 10) {
        self.capacity = max(1, capacity)
        self.characterCapacity = max(1, characterCapacity)
        current = Table(capacity: self.capacity)
        previous = Table(capacity: 0)
    }

    /// How many texts the cache holds.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        var count = current.count
        // An entry moved back into the current generation stays in the previous one until it goes.
        previous.forEach { entry in
            if current.find(entry.key) == nil { count += 1 }
        }
        return count
    }

    /// Forgets every text.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        current = Table(capacity: capacity)
        previous = Table(capacity: 0)
    }

    // MARK: - Lookup

    /// The width and line count `text` makes with `shaper` at `size` for `wrapKey`, from the cache
    /// or made and stored: what measuring needs, without copying the lines. `shaperHash` is
    /// ``Key/hash(of:)`` of `shaper`.
    func measure(
        _ text: String, shaper: TextShaper, shaperHash: UInt64, size: CGFloat, _ wrapKey: WrapKey
    ) -> (width: CGFloat, lines: Int) {
        let hash = Key.hash(text, shaperHash: shaperHash, size: size).hash
        lock.lock()
        if let entry = current.find(hash: hash, text: text, shaper: shaper, size: size),
            let found = entry.storedMeasure(wrapKey)
        {
            lock.unlock()
            return found
        }
        lock.unlock()
        let result = wrap(Key(text: text, shaper: shaper, shaperHash: shaperHash, size: size), wrapKey)
        return (result.width, result.lines.count)
    }

    /// The lines `key`'s text makes for `wrapKey`, from the cache or made and stored.
    func wrap(_ key: Key, _ wrapKey: WrapKey) -> LineWrapper.Result {
        let entry = entry(for: key)
        lock.lock()
        if let result = entry.storedWrap(wrapKey) {
            lock.unlock()
            return result
        }
        lock.unlock()
        let result = entry.wrap(wrapKey)
        lock.lock()
        entry.store(result, for: wrapKey)
        lock.unlock()
        return result
    }

    /// The entry for `key`, from the cache or made (shaped, outside the lock) and stored.
    func entry(for key: Key) -> Entry {
        lock.lock()
        if let entry = current.find(key) {
            lock.unlock()
            return entry
        }
        if let entry = previous.find(key) {
            insert(entry)
            lock.unlock()
            return entry
        }
        lock.unlock()
        let made = Entry(key: key)
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have made it meanwhile: keep the first.
        if let existing = current.find(key) { return existing }
        insert(made)
        return made
    }

    /// Puts `entry` in the current generation, starting a new one first when it is full (the lock
    /// held).
    private func insert(_ entry: Entry) {
        let cost = entry.key.cost
        if current.count > 0, current.count >= capacity || current.cost + cost > characterCapacity {
            previous = current
            current = Table(capacity: capacity)
        }
        current.insert(entry)
    }
}

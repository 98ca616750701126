import Foundation

/// Remembers shaped text and the lines it wrapped into, for ``FontTextMetrics``: shaping once per
/// text, font list and size, and wrapping once per width.
///
/// An entry is made for each text measured with a shaper at a size: the shaped text, its line-break
/// opportunities, and the lines made at the last few widths asked for (eight; a layout measures a
/// label at a handful). Measuring a text again at a width it was wrapped at is a dictionary lookup.
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
    // @unchecked: `current`, `previous`, `currentCost` and every entry's `wraps` are read and
    // written only while `lock` is held; everything else is immutable.

    /// The cache every ``FontTextMetrics`` uses unless given another: 4,096 texts or 256 KiB of
    /// text per generation (a shaped character takes about 70 bytes, so at most some 40 MB).
    public static let shared = FontTextCache()

    /// The most entries a generation holds.
    public let capacity: Int
    /// The most text, in UTF-8 bytes, a generation holds.
    public let characterCapacity: Int

    private let lock = NSLock()
    private var current: [Key: Entry] = [:]
    private var previous: [Key: Entry] = [:]
    private var currentCost = 0

    /// A cache holding up to `capacity` texts and `characterCapacity` UTF-8 bytes of text per
    /// generation (at least 1 each).
    public init(capacity: Int = 4096, characterCapacity: Int = 256 << 10) {
        self.capacity = max(1, capacity)
        self.characterCapacity = max(1, characterCapacity)
    }

    /// How many texts the cache holds.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return current.count + previous.count
    }

    /// Forgets every text.
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        current = [:]
        previous = [:]
        currentCost = 0
    }

    // MARK: - Entries

    /// What an entry is found by.
    struct Key: Hashable {
        let text: String
        let shaper: TextShaper
        let size: CGFloat
    }

    /// What a wrap is found by in an entry: the width (`.infinity` for none), the line limit and
    /// whether lines break between any characters.
    struct WrapKey: Equatable {
        let width: CGFloat
        let limit: Int
        let byCharacters: Bool
    }

    /// A text shaped at a size, and its wraps.
    final class Entry: @unchecked Sendable {
        // @unchecked: `wraps` and `nextWrap` are guarded by the owning cache's lock.
        let shaped: ShapedText
        let wordBreaks: [LineWrapper.Break]
        var wraps: [(key: WrapKey, result: LineWrapper.Result)] = []
        var nextWrap = 0

        static let maximumWraps = 8

        init(shaped: ShapedText, wordBreaks: [LineWrapper.Break]) {
            self.shaped = shaped
            self.wordBreaks = wordBreaks
        }

        /// Shapes `text` and finds its break opportunities.
        convenience init(text: String, shaper: TextShaper, size: CGFloat) {
            self.init(
                shaped: FontTextMetrics.shape(text, with: shaper, size: size),
                wordBreaks: LineWrapper.wordBreaks(of: text))
        }

        /// The lines for `key`, made now.
        func wrap(_ key: WrapKey) -> LineWrapper.Result {
            let breaks =
                key.byCharacters
                ? LineWrapper.characterBreaks(count: shaped.characterCount, wordBreaks: wordBreaks) : wordBreaks
            return LineWrapper(shaped: shaped, breaks: breaks)
                .wrap(within: key.width.isFinite ? key.width : nil, limit: key.limit)
        }

        /// The stored lines for `key`, if any (the cache's lock held).
        func storedWrap(_ key: WrapKey) -> LineWrapper.Result? {
            for wrap in wraps where wrap.key == key { return wrap.result }
            return nil
        }

        /// Stores `result` for `key`, replacing the oldest when full (the cache's lock held).
        func store(_ result: LineWrapper.Result, for key: WrapKey) {
            if storedWrap(key) != nil { return }
            if wraps.count < Self.maximumWraps {
                wraps.append((key, result))
            } else {
                wraps[nextWrap] = (key, result)
                nextWrap = (nextWrap + 1) % Self.maximumWraps
            }
        }
    }

    /// The lines `text` makes with `shaper` at `size` for `wrapKey`, from the cache or made and
    /// stored.
    func wrap(_ text: String, shaper: TextShaper, size: CGFloat, _ wrapKey: WrapKey) -> LineWrapper.Result {
        let key = Key(text: text, shaper: shaper, size: size)
        lock.lock()
        if let entry = current[key], let result = entry.storedWrap(wrapKey) {
            lock.unlock()
            return result
        }
        lock.unlock()
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

    /// The entry for `text`, from the cache or made and stored.
    func entry(_ text: String, shaper: TextShaper, size: CGFloat) -> Entry {
        entry(for: Key(text: text, shaper: shaper, size: size))
    }

    private func entry(for key: Key) -> Entry {
        lock.lock()
        if let entry = current[key] {
            lock.unlock()
            return entry
        }
        if let entry = previous.removeValue(forKey: key) {
            insert(entry, for: key)
            lock.unlock()
            return entry
        }
        lock.unlock()
        let made = Entry(text: key.text, shaper: key.shaper, size: key.size)
        lock.lock()
        defer { lock.unlock() }
        if let existing = current[key] { return existing }
        insert(made, for: key)
        return made
    }

    /// Puts `entry` in the current generation, starting a new one first when it is full (the lock
    /// held).
    private func insert(_ entry: Entry, for key: Key) {
        let cost = key.text.utf8.count
        if current.count >= capacity || currentCost + cost > characterCapacity, !current.isEmpty {
            previous = current
            current = [:]
            current.reserveCapacity(min(capacity, 1024))
            currentCost = 0
        }
        current[key] = entry
        currentCost += cost
    }
}

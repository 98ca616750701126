import Foundation

extension FontTextCache {
    /// One generation of entries: an open-addressing hash table (linear probing) on the keys'
    /// hashes, never more than half full. Entries are only added; a generation is dropped whole.
    struct Table {
        private var slots: [Entry?]
        private var mask: Int
        private(set) var count = 0
        /// The UTF-8 bytes of the texts held.
        private(set) var cost = 0

        /// A table for `capacity` entries (it grows if more are inserted).
        init(capacity: Int) {
            var size = 8
            while size < 2 * capacity, size < 1 << 20 { size <<= 1 }
            slots = capacity == 0 ? [] : [Entry?](repeating: nil, count: size)
            mask = slots.isEmpty ? 0 : size - 1
        }

        /// The entry of `key`, if held.
        @inline(__always)
        func find(_ key: Key) -> Entry? {
            find(hash: key.hash, text: key.text, shaper: key.shaper, size: key.size)
        }

        /// The entry of `text` with `shaper` at `size`, hashed to `hash`, if held.
        @inline(__always)
        func find(hash: Int, text: String, shaper: TextShaper, size: CGFloat) -> Entry? {
            guard !slots.isEmpty else { return nil }
            var index = hash & mask
            while let entry = slots[index] {
                if entry.key.matches(hash: hash, text: text, shaper: shaper, size: size) { return entry }
                index = (index + 1) & mask
            }
            return nil
        }

        /// Adds `entry` (whose key is not held).
        mutating func insert(_ entry: Entry) {
            if slots.isEmpty || 2 * (count + 1) > slots.count { grow() }
            var index = entry.key.hash & mask
            while slots[index] != nil { index = (index + 1) & mask }
            slots[index] = entry
            count += 1
            cost += entry.key.cost
        }

        /// Calls `body` with every entry.
        func forEach(_ body: (Entry) -> Void) {
            for case let entry? in slots { body(entry) }
        }

        private mutating func grow() {
            let old = slots
            slots = [Entry?](repeating: nil, count: max(8, 2 * old.count))
            mask = slots.count - 1
            count = 0
            cost = 0
            for case let entry? in old { insert(entry) }
        }
    }
}

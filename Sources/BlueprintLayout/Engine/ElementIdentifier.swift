import Foundation

/// A child's key, boxed so that the common "no key" case is a null pointer to copy and test.
final class ChildKey {
    /// The key when it is an `Int` (the common case): compared without `AnyHashable`'s equality,
    /// which canonicalizes integers (about a thousand instructions). Declared first, so that it
    /// lies beside the object's header, in the cache line a reader loads first: a long list's
    /// claiming reads each row's key there (after `value` it straddled two lines).
    let intValue: Int?
    let value: AnyHashable

    init(_ value: AnyHashable) {
        self.value = value
        intValue = value.base as? Int
    }

    /// A key boxed while a pass runs, for a container whose own child type keeps its key unboxed
    /// (``Flow``, ``GridRow``, ``Overlay``): without the `Int` reading, whose cast in the engine's
    /// path made each such child be copied to read its key (`flow` +8% instructions). Equality
    /// stays exact: it falls back to the `AnyHashable` values.
    init(duringPass value: AnyHashable) {
        self.value = value
        intValue = nil
    }

    /// Whether two children's keys are equal: both absent, the same box, or equal values (as
    /// `AnyHashable`s are, integers compared directly).
    static func equal(_ a: ChildKey?, _ b: ChildKey?) -> Bool {
        if a === b { return true }
        guard let a, let b else { return false }
        if let left = a.intValue, let right = b.intValue { return left == right }
        return a.value == b.value
    }

    /// A well-mixed hash of a sibling's type and key, for the tables that find siblings by both
    /// (`ElementIdentifier.Factory`'s, a layout session's): the key's own hash (seeded per
    /// process, as every `Hashable` value's) folded with the type's address.
    ///
    /// An `Int` key is hashed as an `Int`, without `AnyHashable`'s canonicalizing box (about 300
    /// instructions less per key). `AnyHashable` hashes an integer (of any type, or an integral
    /// floating-point value) as the `Int` of the same value, so that keys equal as `AnyHashable`s
    /// keep equal hashes; `ElementIdentifierTests` checks that this holds.
    static func hash(type: ObjectIdentifier, key: ChildKey?) -> Int {
        let typeBits = UInt(bitPattern: type)
        let keyBits: UInt
        if let key {
            keyBits = UInt(bitPattern: key.intValue?.hashValue ?? key.value.hashValue)
        } else {
            keyBits = 0
        }
        // Fibonacci hashing spreads the mixed bits into the high ones, then folds them down.
        let mixed = (typeBits ^ (keyBits &* 0x9E37_79B9_7F4A_7C15)) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }

    /// The box of `key`, if any. Tested before it is read: binding or mapping the optional copies
    /// it through value witnesses even when it is absent, and every child added without a key
    /// passes through here.
    @inline(__always)
    static func make(_ key: AnyHashable?) -> ChildKey? {
        if key == nil { return nil }
        return ChildKey(key!)
    }
}

/// Names a child among its siblings: its element type, its key, and how many siblings before it
/// share both (counting from 1), as Blueprint identifies elements.
///
/// `Row.1`, `Label.title.1`, `Label.2`.
public struct ElementIdentifier: Hashable, CustomStringConvertible {
    /// The child's element type.
    public var elementType: any Element.Type {
        // Identifiers are only made from element types, so the cast cannot fail.
        type as! any Element.Type
    }
    /// The element type without its conformance: one word, where `any Element.Type` takes two
    /// (every result node has an identifier).
    private let type: Any.Type
    /// The key the child was added with.
    public var key: AnyHashable? { boxedKey?.value }
    let boxedKey: ChildKey?
    /// The occurrence of this type and key among the siblings, from 1.
    public let count: Int

    init(element: Element, key: ChildKey?, count: Int) {
        self.init(type: Swift.type(of: element), key: key, count: count)
    }

    init(type: any Element.Type, key: ChildKey?, count: Int) {
        self.type = type
        boxedKey = key
        self.count = count
    }

    /// The element type, as ``elementType`` without the cast.
    var anyType: Any.Type { type }

    init(anyType: Any.Type, key: ChildKey?, count: Int) {
        type = anyType
        boxedKey = key
        self.count = count
    }

    /// Identifiers are equal when type, key and count are.
    public static func == (lhs: ElementIdentifier, rhs: ElementIdentifier) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.count == rhs.count
            && ChildKey.equal(lhs.boxedKey, rhs.boxedKey)
    }

    /// Hashes type, key and count.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(key)
        hasher.combine(count)
    }

    /// The type's name, for display.
    public var typeName: String { String(describing: type) }

    /// `Type.count` or `Type.key.count`.
    public var description: String {
        if let key { return "\(typeName).\(key).\(count)" }
        return "\(typeName).\(count)"
    }

    /// Counts occurrences of type and key among siblings, in order, in O(1) per sibling.
    ///
    /// The caller keeps every key it passes alive until it is done with the factory: the
    /// factory's table holds keys unretained (SAFETY.md). The engine's callers do: each key is in
    /// the identifier returned for it, which the caller keeps in the child's result node, and
    /// the results outlive the factory. The factory cannot be copied: its table is memory of its
    /// own.
    struct Factory: ~Copyable {
        // Siblings without keys are mostly of one to four types (a row of an icon, a column and a
        // badge): those are counted in place, without hashing or allocating.
        private var unkeyed = UnkeyedCounts()
        // The first other type and key, while it is the only one: a `Keyed` wrapper's child, or a
        // single keyed child, is counted without making a table.
        private var first: (type: ObjectIdentifier, key: ChildKey?, count: Int)?
        // Every other type and key once a second one comes: keyed lists, many types, duplicated keys.
        private var table: SlotTable?
        // Whether `table` is made (read without borrowing the table).
        private var hasTable = false
        // How many siblings are coming: the table is made that large when first needed, so a
        // keyed list of any length fills it without growing on the way.
        private let siblings: Int

        /// A factory for `siblings` siblings (a hint; any number may be counted).
        init(siblings: Int = 0) {
            self.siblings = siblings
        }

        /// Whether keys are counted by their seeded hash (``ChildKey/hash(type:key:)``): once a
        /// key other than an `Int` came, or `Int` keys collided; for tests.
        var countsBySeededHash: Bool {
            // Mutating: the table is reached in place (reading a borrowed optional's would
            // consume it).
            mutating get {
                guard hasTable else { return false }
                return table!.countsBySeededHash()
            }
        }

        mutating func next(for element: Element, key boxedKey: ChildKey?) -> ElementIdentifier {
            next(for: Swift.type(of: element), key: boxedKey)
        }

        /// The identifier of the next sibling, of `elementType` and `boxedKey`. Inlined where
        /// siblings are counted: a sibling without a key of the first type (a list of one kind of
        /// row, say) is counted in a few instructions; any other goes to ``nextCounted(for:key:)``.
        @inline(__always)
        mutating func next(for elementType: any Element.Type, key boxedKey: ChildKey?) -> ElementIdentifier {
            if boxedKey == nil, let count = unkeyed.incrementFirst(ObjectIdentifier(elementType)) {
                return ElementIdentifier(type: elementType, key: nil, count: count)
            }
            return nextCounted(for: elementType, key: boxedKey)
        }

        @inline(never)
        private mutating func nextCounted(for elementType: any Element.Type, key boxedKey: ChildKey?)
            -> ElementIdentifier
        {
            let type = ObjectIdentifier(elementType)
            if boxedKey == nil, let count = unkeyed.increment(type) {
                return ElementIdentifier(type: elementType, key: nil, count: count)
            }
            if !hasTable {
                guard let first else {
                    first = (type, boxedKey, 1)
                    return ElementIdentifier(type: elementType, key: boxedKey, count: 1)
                }
                if first.type == type, ChildKey.equal(first.key, boxedKey) {
                    self.first = (type, first.key, first.count + 1)
                    return ElementIdentifier(type: elementType, key: boxedKey, count: first.count + 1)
                }
                // A second type and key: from here on, every one is counted in the table.
                var made = SlotTable(capacityFor: max(siblings, 2))
                made.add(type: first.type, key: first.key, count: first.count)
                table = consume made
                hasTable = true
                self.first = nil
            }
            // No key counts as the `Int` 0 (told apart from the key 0 by the key's absence).
            let int: Int? = if let boxedKey { boxedKey.intValue } else { 0 }
            let count = table!.increment(type: type, key: boxedKey.map(Unmanaged.passUnretained), int: int)
            return ElementIdentifier(type: elementType, key: boxedKey, count: count)
        }

        /// Counts per type and key, in an open-addressing table of our own: one hash of the key a
        /// sibling (the standard dictionary would hash a composite key a second time), and a
        /// probe that compares a stored hash before it compares keys (`AnyHashable`'s equality
        /// costs hundreds of instructions for an integer key).
        ///
        /// While every key is an `Int` key or none (a keyed list), entries are placed by a
        /// multiplicative hash of the `Int` and compared by it (as ``ChildKey/equal(_:_:)``
        /// compares two `Int` keys): no `Hasher`. The first other key, or probes that grow long
        /// (keys chosen to collide), place every entry again by ``ChildKey/hash(type:key:)``,
        /// seeded per process, and keys are compared by ``ChildKey/equal(_:_:)`` from then on.
        ///
        /// The entries are kept in the order they came, and the open-addressing slots hold their
        /// indices: only the slots (four bytes each) are filled before use. Both are memory of the
        /// table's own, freed with it (the table cannot be copied), and entries hold their keys
        /// unretained: no reference counting, and no checks of uniqueness or bounds. An entry is
        /// read only below `count`, a slot only at an index masked by `mask`; the factory's caller
        /// keeps every key it passes alive while it uses the factory (see ``Factory``).
        struct SlotTable: ~Copyable {
            private struct Entry {
                var type: ObjectIdentifier
                /// The key of the first sibling of this type and key, unretained.
                var key: Unmanaged<ChildKey>?
                /// The key's `Int` (0 for no key) while the table has only `Int` keys, else the
                /// entry's ``ChildKey/hash(type:key:)``.
                var bits: Int
                var count: Int
            }

            /// The types and keys counted, in the order they came: `count` of them, in room for
            /// one more than three quarters of the slots.
            private var entries: UnsafeMutablePointer<Entry>
            private var count = 0
            /// Open addressing over `entries`: an entry's index plus one, or 0 for a free slot.
            private var slots: UnsafeMutablePointer<UInt32>
            /// The number of slots less one; the number is a power of two.
            private var mask: Int
            /// Whether every key counted is an `Int` key or none: entries are placed by
            /// ``intHash(type:key:)`` and compared by their `Int`s.
            private var intKeys = true
            /// Probe steps past a slot, less six for each sibling counted (but never below
            /// ``probeCredit``), while keys are `Int`s: when it passes ``longProbes``, entries are
            /// placed by the seeded hash instead. A fair hash takes about one step a sibling at this
            /// load, three as the slots fill before they double, and its debt stayed below 2,100 in
            /// lists of up to 50,000 keys of every shape tried; keys that fall in one slot take as
            /// many steps as there are entries, so that about a hundred of them change the hash.
            /// With the credit bounded, the steps of all siblings are at most six a sibling, plus
            /// about 5,000 and the probe that changes the hash, whatever the keys: linear, as with
            /// the seeded hash.
            private var probeDebt = 0
            private static let longProbes = 4_096
            private static let probeCredit = -1_024
            private static let stepsAllowed = 6

            /// A table that holds `count` types and keys without growing.
            init(capacityFor count: Int) {
                var slotCount = 8
                while slotCount * 3 < count * 4 { slotCount *= 2 }
                mask = slotCount - 1
                slots = .allocate(capacity: slotCount)
                slots.initialize(repeating: 0, count: slotCount)
                entries = .allocate(capacity: Self.room(slotCount) + 1)
            }

            deinit {
                entries.deallocate()
                slots.deallocate()
            }

            /// How many entries `slotCount` slots take: three quarters of them, so probes stay short
            /// (one more grows the slots).
            private static func room(_ slotCount: Int) -> Int { slotCount &>> 2 &* 3 }

            /// The hash of `type` and an `Int` key (0 for no key): the key's bits spread by a
            /// multiply and folded with the type's address, then mixed so that every bit reaches
            /// the low ones, which pick the slot.
            @inline(__always)
            static func intHash(type: ObjectIdentifier, key: Int) -> Int {
                var bits = (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) ^ UInt(bitPattern: type)
                bits ^= bits >> 32
                bits &*= 0xD6E8_FEB8_6659_FD93
                return Int(bitPattern: bits ^ (bits >> 32))
            }

            /// Adds `type` and `key` with `count` (they are not in the table yet).
            mutating func add(type: ObjectIdentifier, key: ChildKey?, count: Int) {
                if let key, key.intValue == nil { intKeys = false }
                let bits = intKeys ? key?.intValue ?? 0 : ChildKey.hash(type: type, key: key)
                let entry = Entry(type: type, key: key.map(Unmanaged.passUnretained), bits: bits, count: count)
                add(entry, at: freeSlot(from: hash(of: entry)))
            }

            /// Counts one more sibling of `type` and `key`, and returns its count. `key` is the
            /// key unretained, `int` its `intValue` (0 for no key).
            @inline(__always)
            mutating func increment(type: ObjectIdentifier, key: Unmanaged<ChildKey>?, int: Int?) -> Int {
                if intKeys {
                    if let int { return incrementInt(type: type, key: key, int: int) }
                    placeBySeededHash()
                }
                return incrementSeeded(type: type, key: key?.takeUnretainedValue())
            }

            /// ``increment(type:key:int:)`` while keys are `Int`s: `key` is `nil` or has `int` as
            /// its `intValue`.
            @inline(__always)
            private mutating func incrementInt(type: ObjectIdentifier, key: Unmanaged<ChildKey>?, int: Int) -> Int {
                var index = Self.intHash(type: type, key: int) & mask
                var steps = 0
                while case let slot = slots[index], slot != 0 {
                    let entry = entries + Int(slot &- 1)
                    if entry.pointee.type == type, entry.pointee.bits == int,
                        (entry.pointee.key == nil) == (key == nil)
                    {
                        entry.pointee.count += 1
                        let count = entry.pointee.count
                        countProbe(steps)
                        return count
                    }
                    index = (index &+ 1) & mask
                    steps &+= 1
                }
                add(Entry(type: type, key: key, bits: int, count: 1), at: index)
                countProbe(steps)
                return 1
            }

            /// Adds a probe of `steps` to ``probeDebt``, and changes to the seeded hash when the
            /// debt passes ``longProbes``.
            @inline(__always)
            private mutating func countProbe(_ steps: Int) {
                // Steps and entries are far fewer than `Int.max`: no overflow.
                probeDebt = max(probeDebt &+ steps &- Self.stepsAllowed, Self.probeCredit)
                if _slowPath(probeDebt > Self.longProbes) { placeBySeededHash() }
            }

            /// ``increment(type:key:int:)`` once keys are placed by the seeded hash.
            private mutating func incrementSeeded(type: ObjectIdentifier, key: ChildKey?) -> Int {
                let hash = ChildKey.hash(type: type, key: key)
                var index = hash & mask
                while case let slot = slots[index], slot != 0 {
                    let entry = entries + Int(slot &- 1)
                    if entry.pointee.bits == hash, entry.pointee.type == type,
                        ChildKey.equal(entry.pointee.key?.takeUnretainedValue(), key)
                    {
                        entry.pointee.count += 1
                        return entry.pointee.count
                    }
                    index = (index &+ 1) & mask
                }
                add(Entry(type: type, key: key.map(Unmanaged.passUnretained), bits: hash, count: 1), at: index)
                return 1
            }

            /// Whether entries are placed by the seeded hash (for tests; mutating, see
            /// ``Factory/countsBySeededHash``).
            mutating func countsBySeededHash() -> Bool { !intKeys }

            /// The hash an entry is placed by.
            @inline(__always)
            private func hash(of entry: Entry) -> Int {
                intKeys ? Self.intHash(type: entry.type, key: entry.bits) : entry.bits
            }

            /// The first free slot from `hash`'s.
            private func freeSlot(from hash: Int) -> Int {
                var index = hash & mask
                while slots[index] != 0 { index = (index &+ 1) & mask }
                return index
            }

            /// Appends `entry` in the free slot at `index`, and doubles the slots (and the room
            /// for entries) when the entries are more than the slots take.
            @inline(__always)
            private mutating func add(_ entry: Entry, at index: Int) {
                (entries + count).initialize(to: entry)
                count &+= 1
                // Fewer than 2³² - 1 entries: more siblings than that cannot be in memory (each
                // has a node state).
                slots[index] = UInt32(count)
                if _slowPath(count > Self.room(mask &+ 1)) { placeAll(slotCount: (mask + 1) * 2) }
            }

            /// Places every entry again by ``ChildKey/hash(type:key:)``, for keys other than
            /// `Int`s or keys that collide.
            private mutating func placeBySeededHash() {
                intKeys = false
                for index in 0..<count {
                    let entry = entries[index]
                    entries[index].bits = ChildKey.hash(type: entry.type, key: entry.key?.takeUnretainedValue())
                }
                placeAll(slotCount: mask + 1)
            }

            /// Places every entry in `slotCount` free slots: new ones, and new room for entries
            /// to match, when that is another number of slots.
            private mutating func placeAll(slotCount: Int) {
                if slotCount != mask + 1 {
                    let moved = UnsafeMutablePointer<Entry>.allocate(capacity: Self.room(slotCount) + 1)
                    moved.moveInitialize(from: entries, count: count)
                    entries.deallocate()
                    entries = moved
                    slots.deallocate()
                    slots = .allocate(capacity: slotCount)
                    mask = slotCount - 1
                    slots.initialize(repeating: 0, count: slotCount)
                } else {
                    slots.update(repeating: 0, count: slotCount)
                }
                for index in 0..<count { slots[freeSlot(from: hash(of: entries[index]))] = UInt32(index + 1) }
            }
        }

        /// The counts of the first four types of siblings without keys, in the order they came.
        private struct UnkeyedCounts {
            /// A type (`nil` while the place is free) and how many siblings of it came so far.
            private typealias Place = (type: ObjectIdentifier?, count: Int)
            private var first: Place = (nil, 0)
            private var second: Place = (nil, 0)
            private var third: Place = (nil, 0)
            private var fourth: Place = (nil, 0)

            /// Counts one more sibling of `type` when it is the first type counted (or none is
            /// yet), and returns its count; `nil` for any other type, which ``increment(_:)`` counts.
            @inline(__always)
            mutating func incrementFirst(_ type: ObjectIdentifier) -> Int? {
                Self.increment(&first, type)
            }

            /// Counts one more sibling of `type` and returns its count, or returns `nil` when four
            /// other types took every place (the caller counts it elsewhere, as it always will).
            @inline(__always)
            mutating func increment(_ type: ObjectIdentifier) -> Int? {
                if let count = Self.increment(&first, type) { return count }
                if let count = Self.increment(&second, type) { return count }
                if let count = Self.increment(&third, type) { return count }
                return Self.increment(&fourth, type)
            }

            /// Counts `type` in `place` when the place is free or already counts it.
            @inline(__always)
            private static func increment(_ place: inout Place, _ type: ObjectIdentifier) -> Int? {
                guard place.type == nil || place.type == type else { return nil }
                place.type = type
                place.count += 1
                return place.count
            }
        }
    }
}

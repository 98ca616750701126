import Foundation

/// A child's key, boxed so that the common "no key" case is a null pointer to copy and test.
final class ChildKey {
    let value: AnyHashable
    /// The key when it is an `Int` (the common case): compared without `AnyHashable`'s equality,
    /// which canonicalizes integers (about a thousand instructions).
    let intValue: Int?

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

    static func make(_ key: AnyHashable?) -> ChildKey? {
        key.map { ChildKey($0) }
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

    /// Identifiers are equal when type, key and count are.
    public static func == (lhs: ElementIdentifier, rhs: ElementIdentifier) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.count == rhs.count
            && lhs.key == rhs.key
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
    struct Factory {
        // Siblings without keys are mostly of one to four types (a row of an icon, a column and a
        // badge): those are counted in place, without hashing or allocating.
        private var unkeyed = UnkeyedCounts()
        // The first other type and key, while it is the only one: a `Keyed` wrapper's child, or a
        // single keyed child, is counted without making a table.
        private var first: (type: ObjectIdentifier, key: ChildKey?, count: Int)?
        // Every other type and key once a second one comes: keyed lists, many types, duplicated keys.
        private var table: SlotTable?
        // How many siblings are coming: the table is made that large when first needed, so a
        // keyed list of any length fills it without growing on the way.
        private let siblings: Int

        /// A factory for `siblings` siblings (a hint; any number may be counted).
        init(siblings: Int = 0) {
            self.siblings = siblings
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
            if table == nil {
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
                table = made
                self.first = nil
            }
            let count = table!.increment(type: type, key: boxedKey)
            return ElementIdentifier(type: elementType, key: boxedKey, count: count)
        }

        /// Counts per type and key, in an open-addressing table of our own: one hash of the key a
        /// sibling (the standard dictionary would hash a composite key a second time), and a
        /// probe that compares a stored hash before it compares keys (`AnyHashable`'s equality
        /// costs hundreds of instructions for an integer key).
        private struct SlotTable {
            private struct Entry {
                var hash: Int
                var type: ObjectIdentifier?
                var key: ChildKey?
                var count: Int
            }

            private var entries: [Entry]
            private var used = 0
            /// `entries.count - 1`; the count is a power of two.
            private var mask: Int

            /// A table that holds `count` types and keys without growing.
            init(capacityFor count: Int) {
                var capacity = 8
                while capacity * 3 < count * 4 { capacity *= 2 }
                entries = Array(repeating: Entry(hash: 0, type: nil, key: nil, count: 0), count: capacity)
                mask = capacity - 1
            }

            /// Adds `type` and `key` with `count` (they are not in the table yet).
            mutating func add(type: ObjectIdentifier, key: ChildKey?, count: Int) {
                let hash = ChildKey.hash(type: type, key: key)
                var index = hash & mask
                while entries[index].type != nil { index = (index + 1) & mask }
                entries[index] = Entry(hash: hash, type: type, key: key, count: count)
                used += 1
            }

            /// Counts one more sibling of `type` and `key`, and returns its count.
            mutating func increment(type: ObjectIdentifier, key: ChildKey?) -> Int {
                // At most three quarters full: probes stay short.
                if used * 4 >= entries.count * 3 { grow() }
                let hash = ChildKey.hash(type: type, key: key)
                var index = hash & mask
                while let stored = entries[index].type {
                    if entries[index].hash == hash, stored == type, ChildKey.equal(entries[index].key, key) {
                        entries[index].count += 1
                        return entries[index].count
                    }
                    index = (index + 1) & mask
                }
                entries[index] = Entry(hash: hash, type: type, key: key, count: 1)
                used += 1
                return 1
            }

            /// Doubles the table, keeping every entry.
            private mutating func grow() {
                let old = entries
                entries = Array(repeating: Entry(hash: 0, type: nil, key: nil, count: 0), count: old.count * 2)
                mask = entries.count - 1
                for entry in old where entry.type != nil {
                    var index = entry.hash & mask
                    while entries[index].type != nil { index = (index + 1) & mask }
                    entries[index] = entry
                }
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

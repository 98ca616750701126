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

    /// Whether the keys are equal (as their `AnyHashable` values are).
    static func equal(_ a: ChildKey, _ b: ChildKey) -> Bool {
        if a === b { return true }
        if let left = a.intValue, let right = b.intValue { return left == right }
        return a.value == b.value
    }

    static func make(_ key: AnyHashable?) -> ChildKey? {
        key.map(ChildKey.init)
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
        /// A sibling's type and key, the unit that occurrences are counted in, with its hash
        /// computed once: the table compares hashes before keys, so a probe past another key costs
        /// an integer comparison instead of `AnyHashable`'s equality (hundreds of instructions for
        /// an integer key). The key stays in its box, which copies as one reference.
        private struct Slot: Hashable {
            let type: ObjectIdentifier
            let key: ChildKey?
            let hash: Int

            init(type: ObjectIdentifier, key: ChildKey?) {
                self.type = type
                self.key = key
                var hasher = Hasher()
                hasher.combine(type)
                hasher.combine(key?.value)
                hash = hasher.finalize()
            }

            static func == (lhs: Slot, rhs: Slot) -> Bool {
                guard lhs.hash == rhs.hash, lhs.type == rhs.type else { return false }
                if lhs.key === rhs.key { return true }
                return lhs.key?.value == rhs.key?.value
            }

            func hash(into hasher: inout Hasher) {
                hasher.combine(hash)
            }
        }

        // Siblings without keys are mostly of one to four types (a row of an icon, a column and a
        // badge): those are counted in place, without hashing or allocating.
        private var unkeyed = UnkeyedCounts()
        // The first other slot, while it is the only one: a `Keyed` wrapper's child, or a single
        // keyed child, is counted without making a table.
        private var first: (slot: Slot, count: Int)?
        // Every other type and key once a second one comes: keyed lists, many types, duplicated keys.
        private var counts: [Slot: Int] = [:]
        // How many siblings are coming: the table is made that large when first needed, so a
        // keyed list of any length fills it without growing (and rehashing) on the way.
        private let siblings: Int

        /// A factory for `siblings` siblings (a hint; any number may be counted).
        init(siblings: Int = 0) {
            self.siblings = siblings
        }

        mutating func next(for element: Element, key boxedKey: ChildKey?) -> ElementIdentifier {
            next(for: Swift.type(of: element), key: boxedKey)
        }

        mutating func next(for elementType: any Element.Type, key boxedKey: ChildKey?) -> ElementIdentifier {
            let type = ObjectIdentifier(elementType)
            if boxedKey == nil, let count = unkeyed.increment(type) {
                return ElementIdentifier(type: elementType, key: nil, count: count)
            }
            let slot = Slot(type: type, key: boxedKey)
            if counts.isEmpty {
                guard let first else {
                    first = (slot, 1)
                    return ElementIdentifier(type: elementType, key: boxedKey, count: 1)
                }
                if first.slot == slot {
                    let count = first.count + 1
                    self.first = (first.slot, count)
                    return ElementIdentifier(type: elementType, key: boxedKey, count: count)
                }
                // A second slot: from here on, every slot is counted in the table. Sized only for
                // long lists: a few siblings fit the first table, and making a table of a given
                // size goes through the runtime's generic code (about a thousand instructions,
                // which a row of two or three mixed children would pay every layout).
                if siblings > 8 { counts = Dictionary(minimumCapacity: siblings) }
                counts[first.slot] = first.count
                self.first = nil
            }
            // One hash lookup: the count is incremented in place.
            let count = Self.increment(&counts[slot, default: 0])
            return ElementIdentifier(type: elementType, key: boxedKey, count: count)
        }

        private static func increment(_ value: inout Int) -> Int {
            value += 1
            return value
        }

        /// The counts of the first four types of siblings without keys, in the order they came.
        private struct UnkeyedCounts {
            /// A type (`nil` while the place is free) and how many siblings of it came so far.
            private typealias Place = (type: ObjectIdentifier?, count: Int)
            private var first: Place = (nil, 0)
            private var second: Place = (nil, 0)
            private var third: Place = (nil, 0)
            private var fourth: Place = (nil, 0)

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

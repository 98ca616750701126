import Foundation

/// A set of per-child trait values, keyed by ``LayoutTraitsKey`` types.
///
/// ```swift
/// let traits = LayoutTraits(key: Rank.self, value: 2).setting(key: Weight.self, to: 0.5)
/// traits[Rank.self] // 2
/// ```
public struct LayoutTraits {
    /// No traits: every key reads its default.
    public static var empty: LayoutTraits { LayoutTraits() }

    // Few keys per child: a small array searched linearly beats a dictionary.
    private var keys: [ObjectIdentifier] = []
    private var values: [Any] = []

    private init() {}

    /// Traits holding one value.
    public init<Key: LayoutTraitsKey>(key: Key.Type, value: Key.Value) {
        self[key] = value
    }

    /// Reads or writes a value; an unset key reads `Key.defaultValue`.
    public subscript<Key: LayoutTraitsKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            for index in keys.indices where keys[index] == id {
                return values[index] as! Key.Value
            }
            return key.defaultValue
        }
        set {
            let id = ObjectIdentifier(key)
            if let index = keys.firstIndex(of: id) {
                values[index] = newValue
            } else {
                keys.append(id)
                values.append(newValue)
            }
        }
    }

    /// Whether a value is set for `key`.
    public func contains<Key: LayoutTraitsKey>(_ key: Key.Type) -> Bool {
        keys.contains(ObjectIdentifier(key))
    }

    /// A copy with `value` set for `key`.
    public func setting<Key: LayoutTraitsKey>(key: Key.Type, to value: Key.Value) -> LayoutTraits {
        var copy = self
        copy[key] = value
        return copy
    }

    /// These traits with `other`'s values layered on top.
    func merging(_ other: LayoutTraits) -> LayoutTraits {
        if keys.isEmpty { return other }
        if other.keys.isEmpty { return self }
        var merged = self
        for index in other.keys.indices {
            if let existing = merged.keys.firstIndex(of: other.keys[index]) {
                merged.values[existing] = other.values[index]
            } else {
                merged.keys.append(other.keys[index])
                merged.values.append(other.values[index])
            }
        }
        return merged
    }

    subscript<LayoutType: SingleTraitLayout>(layout layout: LayoutType.Type) -> LayoutType.Traits {
        self[SingleTraitLayoutTraitsKey<LayoutType>.self]
    }
}

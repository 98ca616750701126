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

    // A persistent list, newest first: children carry one or two traits, and a list of typed
    // boxes reads them without dynamic casts.
    private var head: TraitEntry?

    private init() {}

    /// Traits holding one value.
    public init<Key: LayoutTraitsKey>(key: Key.Type, value: Key.Value) {
        head = TypedTraitEntry<Key.Value>(key: ObjectIdentifier(key), value: value, next: nil)
    }

    /// Reads or writes a value; an unset key reads `Key.defaultValue`.
    public subscript<Key: LayoutTraitsKey>(key: Key.Type) -> Key.Value {
        get {
            if let entry = entry(for: ObjectIdentifier(key)) {
                // The key's identity fixes the value's type.
                return unsafeDowncast(entry, to: TypedTraitEntry<Key.Value>.self).value
            }
            return key.defaultValue
        }
        set {
            head = TypedTraitEntry<Key.Value>(key: ObjectIdentifier(key), value: newValue, next: head)
        }
    }

    private func entry(for id: ObjectIdentifier) -> TraitEntry? {
        var current = head
        while let entry = current {
            if entry.key == id { return entry }
            current = entry.next
        }
        return nil
    }

    /// Whether a value is set for `key`.
    public func contains<Key: LayoutTraitsKey>(_ key: Key.Type) -> Bool {
        entry(for: ObjectIdentifier(key)) != nil
    }

    /// A copy with `value` set for `key`.
    public func setting<Key: LayoutTraitsKey>(key: Key.Type, to value: Key.Value) -> LayoutTraits {
        var copy = self
        copy[key] = value
        return copy
    }

    /// Whether no trait is set.
    var isEmpty: Bool { head == nil }

    /// These traits with `other`'s values layered on top.
    func merging(_ other: LayoutTraits) -> LayoutTraits {
        guard head != nil else { return other }
        guard other.head != nil else { return self }
        var merged = self
        var entries: [TraitEntry] = []
        var current = other.head
        while let entry = current {
            entries.append(entry)
            current = entry.next
        }
        for entry in entries.reversed() {
            merged.head = entry.relinked(next: merged.head)
        }
        return merged
    }

    subscript<LayoutType: SingleTraitLayout>(layout layout: LayoutType.Type) -> LayoutType.Traits {
        self[SingleTraitLayoutTraitsKey<LayoutType>.self]
    }
}

private class TraitEntry {
    let key: ObjectIdentifier
    let next: TraitEntry?

    init(key: ObjectIdentifier, next: TraitEntry?) {
        self.key = key
        self.next = next
    }

    func relinked(next: TraitEntry?) -> TraitEntry { fatalError("subclass") }
}

private final class TypedTraitEntry<Value>: TraitEntry {
    let value: Value

    init(key: ObjectIdentifier, value: Value, next: TraitEntry?) {
        self.value = value
        super.init(key: key, next: next)
    }

    override func relinked(next: TraitEntry?) -> TraitEntry {
        TypedTraitEntry(key: key, value: value, next: next)
    }
}

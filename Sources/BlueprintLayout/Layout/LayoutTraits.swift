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
    // boxes reads them without dynamic casts. A key appears once at most, so the list is never
    // longer than the number of keys in use, however many times they are set or merged (a chain
    // of 100,000 `layoutTrait` carriers of one key makes one entry, not 100,000).
    private var head: TraitEntry?

    private init() {}

    /// Traits holding one value.
    public init<Key: LayoutTraitsKey>(key: Key.Type, value: Key.Value) {
        head = TypedTraitEntry<Key.Value>(key: ObjectIdentifier(key), value: value, next: nil)
    }

    /// Reads or writes a value; an unset key reads `Key.defaultValue`.
    public subscript<Key: LayoutTraitsKey>(key: Key.Type) -> Key.Value {
        @inline(__always) get { withUnsafePointer(to: self) { Self.value(key, inTraitsAt: $0) } }
        set {
            let id = ObjectIdentifier(key)
            head = TypedTraitEntry<Key.Value>(key: id, value: newValue, next: Self.list(head, without: id))
        }
    }

    /// The list from `head` without the entry for `id`: the list itself when it has none, else
    /// the entries above it relinked onto the ones below it.
    private static func list(_ head: TraitEntry?, without id: ObjectIdentifier) -> TraitEntry? {
        var above: [TraitEntry] = []
        var current = head
        while let entry = current, entry.key != id {
            above.append(entry)
            current = entry.next
        }
        guard let removed = current else { return head }
        var rest = removed.next
        for entry in above.reversed() {
            rest = entry.relinked(next: rest)
        }
        return rest
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

    /// Whether these traits are the very same box as `other`'s (both empty, or one shared list):
    /// then they read the same, without a lookup.
    func isSameBox(as other: LayoutTraits) -> Bool { head === other.head }

    /// These traits with `other`'s values layered on top. A key set in both keeps `other`'s entry
    /// only; when `other` sets every key these traits set, the result is `other` itself.
    func merging(_ other: LayoutTraits) -> LayoutTraits {
        guard head != nil else { return other }
        guard other.head != nil else { return self }
        var entries: [TraitEntry] = []
        var current = other.head
        while let entry = current {
            entries.append(entry)
            current = entry.next
        }
        var merged = LayoutTraits()
        if !Self.list(head, hasKeyIn: entries) {
            merged.head = head
        } else {
            // Only this set's entries that `other` does not override stay.
            var kept: [TraitEntry] = []
            current = head
            while let entry = current {
                if !entries.contains(where: { $0.key == entry.key }) { kept.append(entry) }
                current = entry.next
            }
            if kept.isEmpty { return other }
            for entry in kept.reversed() {
                merged.head = entry.relinked(next: merged.head)
            }
        }
        for entry in entries.reversed() {
            merged.head = entry.relinked(next: merged.head)
        }
        return merged
    }

    /// Whether the list from `head` has an entry for a key of one of `entries`.
    private static func list(_ head: TraitEntry?, hasKeyIn entries: [TraitEntry]) -> Bool {
        var current = head
        while let entry = current {
            if entries.contains(where: { $0.key == entry.key }) { return true }
            current = entry.next
        }
        return false
    }

    /// Whether `other` holds the same keys in the same order with values that lay out alike: the
    /// same entries, or `==` values (a stack's traits: the same priorities, bit for bit, and no
    /// alignment guide; a number: the same bits). Used by a layout session to compare children of
    /// catalog containers (see ``StructuralComparison``); `false` proves nothing.
    func laysOutAlike(_ other: LayoutTraits) -> Bool {
        withUnsafePointer(to: self) { traits in
            withUnsafePointer(to: other) { Self.laysOutAlike(traitsAt: traits, $0) }
        }
    }

    /// ``laysOutAlike(_:)`` of the traits at `traits` and at `other`, whose lists are walked
    /// without retaining them or their entries (each step of a walk by value retained and
    /// released one, and a comparison of a container's children read from their array retained
    /// both lists: most of what comparing them cost). Both must stay initialized and unchanged
    /// for the comparison: the caller holds them, in its own values or in an array it reads in
    /// place.
    @inline(__always)
    static func laysOutAlike(traitsAt traits: UnsafePointer<LayoutTraits>, _ other: UnsafePointer<LayoutTraits>)
        -> Bool
    {
        // `LayoutTraits` is its list's head, a reference that may be nil: read as an unretained one.
        var left = UnsafeRawPointer(traits).load(as: Unmanaged<TraitEntry>?.self)
        var right = UnsafeRawPointer(other).load(as: Unmanaged<TraitEntry>?.self)
        while left?.toOpaque() != right?.toOpaque() {
            guard let entry = left, let otherEntry = right else { return false }
            let (alike, next, otherNext) = entry._withUnsafeGuaranteedRef { entry in
                otherEntry._withUnsafeGuaranteedRef { otherEntry in
                    (
                        entry.key == otherEntry.key && entry.valueLaysOutAlike(otherEntry), entry.unretainedNext,
                        otherEntry.unretainedNext
                    )
                }
            }
            guard alike else { return false }
            left = next
            right = otherNext
        }
        return true
    }

    /// The traits of a layout that keeps one traits value per child (read on hot paths: always
    /// inlined, as the compiler's choice varied with the number of callers).
    subscript<LayoutType: SingleTraitLayout>(layout layout: LayoutType.Type) -> LayoutType.Traits {
        @inline(__always) get { self[SingleTraitLayoutTraitsKey<LayoutType>.self] }
    }

    /// The value for `key` in the traits at `traits`, read without retaining their list: a copy
    /// of the traits, or the walk of their list, retains and releases each entry it holds, which
    /// on the engine's hot paths (a stack reading every child's priorities) costs more than the
    /// read. The traits must stay initialized and unchanged for the read (the engine reads its
    /// nodes' traits so: see `LayoutNode.trait(_:)`).
    @inline(__always)
    static func value<Key: LayoutTraitsKey>(
        _ key: Key.Type, inTraitsAt traits: UnsafePointer<LayoutTraits>
    ) -> Key.Value {
        // `LayoutTraits` is its list's head, a reference that may be nil: read as an unretained one.
        var current = UnsafeRawPointer(traits).load(as: Unmanaged<TraitEntry>?.self)
        let id = ObjectIdentifier(key)
        while let entry = current {
            let (entryKey, next) = entry._withUnsafeGuaranteedRef { entry in
                (entry.key, entry.unretainedNext)
            }
            if entryKey == id {
                // The key's identity fixes the value's type.
                return entry._withUnsafeGuaranteedRef { unsafeDowncast($0, to: TypedTraitEntry<Key.Value>.self).value }
            }
            current = next
        }
        return key.defaultValue
    }
}

private class TraitEntry {
    let key: ObjectIdentifier
    let next: TraitEntry?

    /// ``next``, not retained (the entry holds it).
    var unretainedNext: Unmanaged<TraitEntry>? {
        @inline(__always) get {
            // The stored reference, read in place as an unretained one.
            withUnsafePointer(to: next) { UnsafeRawPointer($0).load(as: Unmanaged<TraitEntry>?.self) }
        }
    }

    init(key: ObjectIdentifier, next: TraitEntry?) {
        self.key = key
        self.next = next
    }

    func relinked(next: TraitEntry?) -> TraitEntry { fatalError("subclass") }

    /// Whether `other`, an entry of the same key, holds a value that lays out alike.
    func valueLaysOutAlike(_ other: TraitEntry) -> Bool { fatalError("subclass") }
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

    override func valueLaysOutAlike(_ other: TraitEntry) -> Bool {
        // The key's identity fixes the value's type (as for reads).
        TraitValues.layOutAlike(value, unsafeDowncast(other, to: TypedTraitEntry<Value>.self).value)
    }
}

/// How a layout session compares two trait values of one key (see
/// ``LayoutTraits/laysOutAlike(_:)``).
private enum TraitValues {
    static func layOutAlike<Value>(_ a: Value, _ b: Value) -> Bool {
        // The two types compared most are recognized by their metatypes, not cast (a cast of a
        // generic value goes through the runtime).
        if let a = ElementEquivalence.valueOfItsType(a, as: StackLayout.Traits.self),
            let b = ElementEquivalence.valueOfItsType(b, as: StackLayout.Traits.self)
        {
            // An alignment guide is code of the app's: never alike.
            return a.alignmentGuide == nil && b.alignmentGuide == nil
                && a.growPriority.bitPattern == b.growPriority.bitPattern
                && a.shrinkPriority.bitPattern == b.shrinkPriority.bitPattern
        }
        if let a = ElementEquivalence.valueOfItsType(a, as: CGFloat.self),
            let b = ElementEquivalence.valueOfItsType(b, as: CGFloat.self)
        {
            return a.bitPattern == b.bitPattern
        }
        return AnyEquality.equal(a, b)
    }
}

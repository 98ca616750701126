import Foundation

/// How a layout session compares the element at a path with the one of the previous pass.
enum ElementEquivalence {
    /// How alike two elements are, for reuse.
    enum Level: Comparable {
        /// Not known to lay out alike: measured again.
        case different
        /// Equivalent by ``ComparableElement/isEquivalent(to:)``: measurements are reused.
        case equivalent
        /// Equal by `==`, or the same value: measurements and placed results are reused.
        case equal
    }

    /// How alike `new` is to `old`, a different value (the caller sees to the same value).
    static func level(_ new: Element, _ old: Element) -> Level {
        if let equatable = new as? any Equatable, isEqual(equatable, old) { return .equal }
        if let comparable = new as? any ComparableElement, comparable.isEquivalent(toElement: old) {
            return .equivalent
        }
        return .different
    }

    /// Whether the element's type says when another lays out alike (`Equatable` or
    /// ``ComparableElement``), or the element is a catalog element laid out by its values alone
    /// (see ``LaysOutByValue``): then the same value lays out alike.
    static func isComparable(_ element: Element) -> Bool {
        isComparable(element, as: comparability(of: element))
    }

    /// Whether `element`, whose type's comparability is `kind`, is comparable.
    static func isComparable(_ element: Element, as kind: Comparability) -> Bool {
        switch kind {
        case .always: true
        case .never: false
        case .byValue: laysOutByValue(element)
        }
    }

    /// What an element's type says of its values' comparability.
    enum Comparability {
        /// Every value is comparable (`Equatable` or ``ComparableElement``).
        case always
        /// No value is.
        case never
        /// A catalog element laid out by its values: ask the value (``LaysOutByValue``).
        case byValue
    }

    /// What the type of `element` says of its values' comparability.
    static func comparability(of element: Element) -> Comparability {
        if element is any LaysOutByValue { return .byValue }
        return element is any Equatable || element is any ComparableElement ? .always : .never
    }

    /// Whether `element`, of a type laid out by its values, is laid out by its values alone (only
    /// a stack says no, for an alignment guide).
    static func laysOutByValue(_ element: Element) -> Bool {
        if let column = element as? Column { return column.laysOutByValue }
        if let row = element as? Row { return row.laysOutByValue }
        return (element as? any LaysOutByValue)?.laysOutByValue ?? false
    }

    private static func isEqual<Value: Equatable>(_ value: Value, _ other: Element) -> Bool {
        guard let other = other as? Value else { return false }
        return value == other
    }

    /// Whether `a` and `b` are the same value, bit for bit: the same type, and the same bytes
    /// (a value stored in the existential) or the same box (a larger value, which copies of one
    /// element share). A `false` proves nothing (bytes of padding may differ); a `true` means that
    /// the values are copies of one another, so equal, and made by the same code. Comparing bytes
    /// reads the existential containers only (see SAFETY.md).
    static func identical(_ a: Element, _ b: Element) -> Bool {
        guard MemoryLayout<Container>.size == 5 * MemoryLayout<UInt>.size else { return false }
        // In a struct, so that the container's bytes are read, not the opened value's.
        var a = Container(element: a)
        var b = Container(element: b)
        let size = payloadSize(a.element)
        return withUnsafeBytes(of: &a) { left in
            withUnsafeBytes(of: &b) { right in
                let word = MemoryLayout<UInt>.size
                // The type metadata and the conformance come after the three-word buffer.
                guard
                    left.load(fromByteOffset: 3 * word, as: UInt.self)
                        == right.load(fromByteOffset: 3 * word, as: UInt.self),
                    left.load(fromByteOffset: 4 * word, as: UInt.self)
                        == right.load(fromByteOffset: 4 * word, as: UInt.self)
                else { return false }
                if size > 3 * word {
                    // Stored in a box: the same box is the same value.
                    return left.load(as: UInt.self) == right.load(as: UInt.self)
                }
                // Stored inline (or boxed, for the rare small type that cannot move bitwise: then
                // the first word is the box and the rest are not compared meaningfully, which can
                // only say "not identical").
                return memcmp(left.baseAddress!, right.baseAddress!, size) == 0
            }
        }
    }

    private struct Container {
        var element: Element
    }

    private static func payloadSize<Value: Element>(_ value: Value) -> Int {
        MemoryLayout<Value>.alignment <= MemoryLayout<UInt>.alignment ? MemoryLayout<Value>.size : Int.max
    }
}

/// Equality of values of unknown type: `==` when both are of one `Equatable` type, else `false`.
enum AnyEquality {
    static func equal(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return isEqual(a, b)
    }

    private static func isEqual<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
        guard let other = other as? Value else { return false }
        return value == other
    }
}

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

    /// How alike `new` is to `old`, a different value (the caller sees to the same value), where
    /// `kind` is what the type of `new` says (see ``comparability(of:)``): a type that is neither
    /// `Equatable` nor a ``ComparableElement`` is not cast to either, as a failing cast costs a
    /// scan of the program's conformances.
    static func level(_ new: Element, _ old: Element, as kind: Comparability) -> Level {
        if let equality = kind.equality, equality(new, old) { return .equal }
        if kind.isComparableElement, let comparable = new as? any ComparableElement,
            comparable.isEquivalent(toElement: old)
        {
            return .equivalent
        }
        return .different
    }

    /// ``level(_:_:as:)``, with a catalog container compared field by field by `comparison` (see
    /// ``StructuralComparison``) when its type allows it (``Comparability/structural``).
    static func level(
        _ new: Element, _ old: Element, as kind: Comparability, comparison: inout StructuralComparison
    ) -> Level {
        // A catalog container, neither `Equatable` nor comparable otherwise (its comparison sees to
        // the code of the app's that ``Comparability/valueCheck`` looks for).
        if let structural = kind.structural { return structural(new, old, &comparison) }
        return level(new, old, as: kind)
    }

    /// Whether `element`, whose type's comparability is `kind`, is comparable: its type says when
    /// another value lays out alike (`Equatable` or ``ComparableElement``), or it is a catalog
    /// element laid out by its values alone (see ``LaysOutByValue``), so that the same value lays
    /// out alike.
    static func isComparable(_ element: Element, as kind: Comparability) -> Bool {
        if kind.laysOutByValue { return kind.valueCheck?(element) ?? true }
        return kind.isEquatable || kind.isComparableElement
    }

    /// What an element's type says of its values' comparability: the protocols it conforms to.
    /// (A class: passed around for every element compared, it costs one reference count, where a
    /// structure of three closures cost three.)
    final class Comparability {
        /// The type is `Equatable`: equal values lay out alike.
        var isEquatable: Bool { equality != nil }
        /// For an `Equatable` type: `==` of two values of the type (`false` for others), its
        /// conformance found once.
        let equality: ((Element, Element) -> Bool)?
        /// The type is a ``ComparableElement``: equivalent values lay out alike.
        let isComparableElement: Bool
        /// The type is a catalog element laid out by its values (``LaysOutByValue``).
        let laysOutByValue: Bool
        /// For such a type whose values decide (``LaysOutByValue/valueCheck``): asks the value.
        let valueCheck: ((Element) -> Bool)?
        /// For such a type: how alike two of its values lay out, compared field by field (see
        /// ``LaysOutByValue/structuralComparator``).
        let structural: ((Element, Element, inout StructuralComparison) -> Level)?

        init(
            equality: ((Element, Element) -> Bool)?, isComparableElement: Bool, laysOutByValue: Bool,
            valueCheck: ((Element) -> Bool)?,
            structural: ((Element, Element, inout StructuralComparison) -> Level)?
        ) {
            self.equality = equality
            self.isComparableElement = isComparableElement
            self.laysOutByValue = laysOutByValue
            self.valueCheck = valueCheck
            self.structural = structural
        }
    }

    /// What the type of `element` says of its values' comparability. The conformances of a type
    /// are looked up once per process (a failing cast scans the program's conformances, hundreds
    /// of thousands of instructions); a session keeps the answers it used without a lock (see
    /// ``ElementTypeTable``).
    static func comparability(of element: Element) -> Comparability {
        let type = ObjectIdentifier(dynamicType(of: element))
        if let known = KnownKinds.shared.kind(of: type) { return known }
        let byValue = element as? any LaysOutByValue
        let kind = Comparability(
            equality: (element as? any Equatable).map { equality(of: $0) },
            isComparableElement: element is any ComparableElement,
            laysOutByValue: byValue != nil, valueCheck: byValue.flatMap { Swift.type(of: $0).valueCheck },
            structural: byValue.map { Swift.type(of: $0).structuralComparator })
        KnownKinds.shared.keep(kind, of: type)
        return kind
    }

    /// Every type's comparability found so far in the process, behind a lock.
    private final class KnownKinds: @unchecked Sendable {
        static let shared = KnownKinds()

        private let lock = NSLock()
        private var kinds: [ObjectIdentifier: Comparability] = [:]

        func kind(of type: ObjectIdentifier) -> Comparability? { lock.withLock { kinds[type] } }
        func keep(_ kind: Comparability, of type: ObjectIdentifier) { lock.withLock { kinds[type] = kind } }
    }

    /// `==` of two elements of the type of `value`.
    private static func equality<Value: Equatable>(of value: Value) -> (Element, Element) -> Bool {
        { a, b in equalOfItsType(a, b, as: Value.self) ?? equalByCasting(a, b, as: Value.self) }
    }

    /// `==` of `a` and `b` cast to `Value` (`false` when either is not one). Out of line: the
    /// metadata of an optional `Value` the casts need is looked up where the function begins.
    @inline(never)
    private static func equalByCasting<Value: Equatable>(_ a: Element, _ b: Element, as: Value.Type) -> Bool {
        guard let a = a as? Value, let b = b as? Value else { return false }
        return a == b
    }

    /// `value` as a `Target` when its type is `Target` itself, `nil` otherwise (a subclass, or
    /// another type): the metatypes compared, then the value reinterpreted as the very type it is
    /// (a conditional cast of a value of generic type goes through the runtime's cast). The one
    /// place a session reads a generic value as a known type: an opened element, a trait's value.
    ///
    /// ```swift
    /// func stackOf<Value: Element>(_ value: Value) -> Row? { ElementEquivalence.valueOfItsType(value, as: Row.self) }
    /// ```
    @inline(__always)
    static func valueOfItsType<Value, Target>(_ value: Value, as target: Target.Type) -> Target? {
        guard Value.self == Target.self else { return nil }
        return valueOfItsType(value, knownToBe: target)
    }

    /// `value` as a `Target`, which its type is (the caller compared the metatypes; checked again):
    /// ``valueOfItsType(_:as:)`` without the optional, whose metadata code generic over `Target`
    /// would look up on every call.
    @inline(__always)
    static func valueOfItsType<Value, Target>(_ value: Value, knownToBe target: Target.Type) -> Target {
        precondition(Value.self == Target.self, "BlueprintLayout: a value read as a type it is not")
        return unsafeBitCast(value, to: Target.self)
    }

    /// `==` of `a` and `b` when both are values of `Value` itself, `nil` otherwise (a subclass, or
    /// another type). Each is opened where it is, without a cast: a conditional cast copies the
    /// container and looks up the metadata of an optional `Value` (behind a lock) on every call,
    /// which made most of what comparing a list's rows made anew cost (see
    /// ``valueOfItsType(_:as:)``).
    private static func equalOfItsType<Value: Equatable>(_ a: Element, _ b: Element, as: Value.Type) -> Bool? {
        func openFirst<First: Element>(_ first: First) -> Bool? {
            guard First.self == Value.self else { return nil }
            func openSecond<Second: Element>(_ second: Second) -> Bool? {
                guard Second.self == Value.self else { return nil }
                return valueOfItsType(first, knownToBe: Value.self) == valueOfItsType(second, knownToBe: Value.self)
            }
            return openSecond(b)
        }
        return openFirst(a)
    }

    /// Whether `a` and `b` are the same value, bit for bit: the same type, and the same bytes
    /// (a value stored in the existential) or the same box (a larger value, which copies of one
    /// element share). A `false` proves nothing (bytes of padding may differ); a `true` means that
    /// the values are copies of one another, so equal, and made by the same code. Comparing bytes
    /// reads the existential containers only (see SAFETY.md), in place: `b` is the variable that
    /// stores it (a session node's, `inout` so that it is not copied), and nothing is written.
    static func identical(_ a: Element, storedIn b: inout Element) -> Bool {
        // The containers are read where they are: copying one would retain its box.
        withUnsafePointer(to: &b) { identical(a, at: UnsafeRawPointer($0)) }
    }

    /// ``identical(_:storedIn:)`` of two elements both borrowed (parameters of the caller's, say):
    /// each read where it is.
    static func identical(_ a: Element, _ b: Element) -> Bool {
        withUnsafePointer(to: b) { identical(a, at: UnsafeRawPointer($0)) }
    }

    /// ``identical(_:storedIn:)`` of `a` and the element stored at `right`.
    @inline(__always)
    private static func identical(_ a: Element, at right: UnsafeRawPointer) -> Bool {
        guard MemoryLayout<Element>.size == 5 * MemoryLayout<UInt>.size else { return false }
        let word = MemoryLayout<UInt>.size
        return withUnsafePointer(to: a) {
            let left = UnsafeRawPointer($0)
            // The type metadata and the conformance come after the three-word buffer.
            guard
                left.load(fromByteOffset: 3 * word, as: UInt.self)
                    == right.load(fromByteOffset: 3 * word, as: UInt.self),
                left.load(fromByteOffset: 4 * word, as: UInt.self)
                    == right.load(fromByteOffset: 4 * word, as: UInt.self)
            else { return false }
            let size = payloadSize(a)
            if size > 3 * word {
                // Stored in a box: the same box is the same value.
                return left.load(as: UInt.self) == right.load(as: UInt.self)
            }
            // Stored inline (or boxed, for the rare small type that cannot move bitwise: then the
            // first word is the box and the rest are not compared meaningfully, which can only say
            // "not identical").
            return memcmp(left, right, size) == 0
        }
    }

    /// The words of an element's existential container that make its value (the payload's
    /// words in the inline buffer, or the box holding a larger payload, then the type metadata
    /// and the conformance), kept to recognize the same value later without holding it or reading
    /// it: equal bits are the same value, as for ``identical(_:storedIn:)``, as long as something
    /// keeps the value the bits were read from alive (so a box's address is not reused). Bits that
    /// differ prove nothing.
    struct Bits: Equatable {
        /// The buffer's words (those beyond ``bufferWords`` are zero), the metadata, the conformance.
        var words: (UInt, UInt, UInt, UInt, UInt)
        /// How many words of the buffer hold the payload (1 for a box, 0 for an empty value).
        /// (A byte, so that a stack's entry of the records stays small: see `StackRecords.Entry`.)
        var bufferWords: UInt8

        /// No element's bits (a container's metadata word is never zero).
        static let none = Bits(words: (0, 0, 0, 0, 0), bufferWords: 3)

        static func == (a: Bits, b: Bits) -> Bool {
            a.words.0 == b.words.0 && a.words.3 == b.words.3 && a.words.1 == b.words.1
                && a.words.2 == b.words.2 && a.words.4 == b.words.4
        }
    }

    /// The bits of the element stored in `element` (read in place, nothing copied or written).
    static func bits(of element: inout Element) -> Bits {
        guard MemoryLayout<Element>.size == 5 * MemoryLayout<UInt>.size else { return .none }
        let size = payloadSize(element)
        let word = MemoryLayout<UInt>.size
        let bufferWords = size > 3 * word ? 1 : (size + word - 1) / word
        return withUnsafePointer(to: &element) {
            Self.bits(at: UnsafeRawPointer($0), bufferWords: UInt8(truncatingIfNeeded: bufferWords))
        }
    }

    /// The bits of the element of the child at `index` of `items`, as `like` reads them (the
    /// same buffer words), read in place: copying the element out of the array would retain its
    /// box.
    @inline(__always)
    static func bits(ofChildAt index: Int, in items: [LayoutChild], like: Bits) -> Bits {
        guard MemoryLayout<Element>.size == 5 * MemoryLayout<UInt>.size, index >= 0, index < items.count,
            let offset = MemoryLayout<LayoutChild>.offset(of: \LayoutChild.element)
        else { return .none }
        return items.withUnsafeBufferPointer { buffer in
            Self.bits(at: UnsafeRawPointer(buffer.baseAddress! + index) + offset, bufferWords: like.bufferWords)
        }
    }

    /// The bits of the element stored at `pointer`, as `like` reads them (the same buffer
    /// words). The caller vouches that an element is stored there.
    @inline(__always)
    static func bits(at pointer: UnsafeRawPointer, like: Bits) -> Bits {
        guard MemoryLayout<Element>.size == 5 * MemoryLayout<UInt>.size else { return .none }
        return bits(at: pointer, bufferWords: like.bufferWords)
    }

    @inline(__always)
    private static func bits(at pointer: UnsafeRawPointer, bufferWords: UInt8) -> Bits {
        let word = MemoryLayout<UInt>.size
        return Bits(
            words: (
                bufferWords > 0 ? pointer.load(as: UInt.self) : 0,
                bufferWords > 1 ? pointer.load(fromByteOffset: word, as: UInt.self) : 0,
                bufferWords > 2 ? pointer.load(fromByteOffset: 2 * word, as: UInt.self) : 0,
                pointer.load(fromByteOffset: 3 * word, as: UInt.self),
                pointer.load(fromByteOffset: 4 * word, as: UInt.self)
            ),
            bufferWords: bufferWords)
    }

    private static func payloadSize<Value: Element>(_ value: Value) -> Int {
        MemoryLayout<Value>.alignment <= MemoryLayout<UInt>.alignment ? MemoryLayout<Value>.size : Int.max
    }
}

/// What each element type met by a ``LayoutSession`` says of its comparability, looked up once
/// per type for the session's life (a type's conformances do not change while the program runs).
struct ElementTypeTable {
    private var kinds: [ObjectIdentifier: ElementEquivalence.Comparability] = [:]
    /// The last types looked up, and what they say, newest at `next - 1` (a list's rows made
    /// anew repeat a handful of types, each looked up without hashing).
    private var recent: [(type: ObjectIdentifier, kind: ElementEquivalence.Comparability)] = []
    private var next = 0
    private static let recentCount = 4

    /// What the type of `element` says of its comparability.
    mutating func comparability(of element: Element) -> ElementEquivalence.Comparability {
        // Read from the opened value's metadata (`dynamicType(of:)`): `type(of:)` of the
        // existential asks the runtime (`swift_getDynamicType`), which cost as much again as the
        // rest of a lookup that finds a recent type.
        let type = ObjectIdentifier(dynamicType(of: element))
        // By index: iterating the array would retain and release it.
        for index in recent.indices where recent[index].type == type { return recent[index].kind }
        let kind: ElementEquivalence.Comparability
        if let known = kinds[type] {
            kind = known
        } else {
            kind = ElementEquivalence.comparability(of: element)
            kinds[type] = kind
        }
        if recent.count < Self.recentCount {
            recent.append((type, kind))
        } else {
            recent[next] = (type, kind)
        }
        next = (next + 1) % Self.recentCount
        return kind
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

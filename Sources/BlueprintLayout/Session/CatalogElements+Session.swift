import Foundation

/// A catalog element whose layout depends on its stored values only (no closure runs for it), so
/// that a layout session may reuse its subtree when it is the same value as in the previous pass
/// and every element below it is comparable too.
///
/// Unlike `Equatable`, this says nothing about two different values: such an element, when not
/// the very same value, lays out again (its children are still compared one by one).
protocol LaysOutByValue: Element {
    /// For a type some of whose values hold code of the app's (an alignment guide): whether an
    /// element of the type holds none (asked once per type for the check, then once per value).
    /// `nil` by default: every value is laid out by its values alone.
    static var valueCheck: ((Element) -> Bool)? { get }

    /// How alike two elements of this type lay out, compared field by field, children through the
    /// comparison (see ``StructuralComparison``), so that a tree made anew in every pass reuses
    /// what an equal tree measured. A container's is its storage's
    /// (``LayoutStorage/structuralComparator``): both contents are read as the storage type, a
    /// class's cast, where casting each element from the existential to its type takes several
    /// hundred instructions.
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        get
    }
}

extension LaysOutByValue {
    static var valueCheck: ((Element) -> Bool)? { nil }
}

/// A ``Row`` or a ``Column``: laid out by its values unless a child has an alignment guide.
extension LaysOutByValue where Self: StackElement {
    static var valueCheck: ((Element) -> Bool)? { holdsNoAlignmentGuide }

    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        StackLayout.Storage.structuralComparator
    }
}

extension Row: LaysOutByValue {}
extension Column: LaysOutByValue {}

extension StackLayout: IdenticalLayoutValue {
    func isIdentical(to other: StackLayout) -> Bool {
        guard axis == other.axis, underflow == other.underflow, overflow == other.overflow,
            minimumSpacing.isIdentical(to: other.minimumSpacing), spacingMode == other.spacingMode
        else { return false }
        switch (alignment, other.alignment) {
        case (.fill, .fill): return true
        case (.align(let a), .align(let b)): return ObjectIdentifier(a) == ObjectIdentifier(b)
        default: return false
        }
    }
}

/// Whether `element`, a ``Row`` or ``Column``, holds no alignment guide (code of the app's). The
/// element is opened as its own type and read as the stack it is by a comparison of types (see
/// ``ElementEquivalence/valueOfItsType(_:as:)``): a conditional cast, from the existential or
/// from the opened value, goes through the runtime (about 80 instructions a row).
private func holdsNoAlignmentGuide(_ element: Element) -> Bool {
    func check<Value: Element>(_ value: Value) -> Bool {
        if let row = ElementEquivalence.valueOfItsType(value, as: Row.self) { return !row.storage.hasAlignmentGuide }
        if let column = ElementEquivalence.valueOfItsType(value, as: Column.self) {
            return !column.storage.hasAlignmentGuide
        }
        return false
    }
    return check(element)
}

extension Inset: LaysOutByValue {}
extension Centered: LaysOutByValue {}
extension Aligned: LaysOutByValue {}
extension ConstrainedSize: LaysOutByValue {}
extension Overlay: LaysOutByValue {}
extension Opacity: LaysOutByValue {}
extension Keyed: LaysOutByValue {}
extension EqualStack: LaysOutByValue {}
extension Flow: LaysOutByValue {}
extension GridRow: LaysOutByValue {}
extension Transformed: LaysOutByValue {}
extension Hidden: LaysOutByValue {}
extension ConstrainedAspectRatio: LaysOutByValue {}

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

    /// How alike this element lays out to `other`, another value of its type that holds no code
    /// of the app's either: compared field by field, children through `comparison` (see
    /// ``StructuralComparison``), so that a tree made anew in every pass reuses what an equal tree
    /// measured.
    func structuralLevel(comparedWith other: Self, in comparison: inout StructuralComparison)
        -> ElementEquivalence.Level

    /// ``structuralLevel(comparedWith:in:)`` for two elements of this type (a requirement, so that
    /// each type's witness is specialized: its casts then find their types' metadata without the
    /// runtime's lookup).
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        get
    }
}

extension LaysOutByValue {
    static var valueCheck: ((Element) -> Bool)? { nil }

    /// ``structuralLevel(comparedWith:in:)`` for two elements of this type.
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        { new, old, comparison in
            guard let new = new as? Self, let old = old as? Self else { return .different }
            return new.structuralLevel(comparedWith: old, in: &comparison)
        }
    }
}

extension Row: LaysOutByValue {
    static var valueCheck: ((Element) -> Bool)? { holdsNoAlignmentGuide }

    func structuralLevel(comparedWith other: Row, in comparison: inout StructuralComparison)
        -> ElementEquivalence.Level
    {
        storage.structuralLevel(comparedWith: other.storage, in: &comparison)
    }

    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        StackChildren.structuralLevel
    }
}

extension Column: LaysOutByValue {
    static var valueCheck: ((Element) -> Bool)? { holdsNoAlignmentGuide }

    func structuralLevel(comparedWith other: Column, in comparison: inout StructuralComparison)
        -> ElementEquivalence.Level
    {
        storage.structuralLevel(comparedWith: other.storage, in: &comparison)
    }

    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        StackChildren.structuralLevel
    }
}

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
/// element is opened as its own type first: a cast from its concrete type is a comparison of
/// types, where a cast from the existential would unwrap it through the runtime.
private func holdsNoAlignmentGuide(_ element: Element) -> Bool {
    func check<Value: Element>(_ value: Value) -> Bool {
        if let row = value as? Row { return !row.storage.hasAlignmentGuide }
        if let column = value as? Column { return !column.storage.hasAlignmentGuide }
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

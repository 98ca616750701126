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
}

extension LaysOutByValue {
    static var valueCheck: ((Element) -> Bool)? { nil }
}

extension Row: LaysOutByValue {
    static var valueCheck: ((Element) -> Bool)? {
        { ($0 as? Row).map { !$0.storage.hasAlignmentGuide } ?? false }
    }
}

extension Column: LaysOutByValue {
    static var valueCheck: ((Element) -> Bool)? {
        { ($0 as? Column).map { !$0.storage.hasAlignmentGuide } ?? false }
    }
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

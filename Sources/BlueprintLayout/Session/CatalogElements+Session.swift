import Foundation

/// A catalog element whose layout depends on its stored values only (no closure runs for it), so
/// that a layout session may reuse its subtree when it is the same value as in the previous pass
/// and every element below it is comparable too.
///
/// Unlike `Equatable`, this says nothing about two different values: such an element, when not
/// the very same value, lays out again (its children are still compared one by one).
protocol LaysOutByValue: Element {
    /// Whether this value holds nothing that runs code of the app's (an alignment guide).
    var laysOutByValue: Bool { get }
}

extension LaysOutByValue {
    var laysOutByValue: Bool { true }
}

extension Row: LaysOutByValue {
    var laysOutByValue: Bool { !storage.hasAlignmentGuide }
}

extension Column: LaysOutByValue {
    var laysOutByValue: Bool { !storage.hasAlignmentGuide }
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

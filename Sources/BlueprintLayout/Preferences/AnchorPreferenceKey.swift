import Foundation

/// Names a value that elements publish about their geometry and that an ancestor reads, merged.
///
/// A key says what an ancestor gets when nothing below it publishes (``defaultValue``) and how two
/// published values merge (``reduce(value:nextValue:)``). Values usually hold ``Anchor``s, which the
/// reader resolves into its own coordinate space with an ``AnchorResolver``.
///
/// The reader starts from ``defaultValue`` and reduces every value published below it in tree
/// order: depth first, a parent before its children, siblings in the order of the result tree
/// (back to front). So "last wins" means the last publisher in that order.
///
/// A reader inside another reader of the same key gathers once: the outer reader reduces the inner
/// reader's value as one published value (when anything inside published), as SwiftUI combines
/// preferences level by level. So `reduce` must be associative, with ``defaultValue`` changing
/// nothing it is merged with: merging dictionaries, appending arrays and keeping the last non-`nil`
/// value all are.
///
/// ```swift
/// /// The bounds of the one selected element.
/// enum SelectionKey: AnchorPreferenceKey {
///     static var defaultValue: Anchor<CGRect>? { nil }
///     static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
///         value = nextValue() ?? value
///     }
/// }
///
/// /// The bounds of every tab, by identifier.
/// enum TabBoundsKey: AnchorPreferenceKey {
///     static var defaultValue: [String: Anchor<CGRect>] { [:] }
///     static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
///         value.merge(nextValue()) { _, new in new }
///     }
/// }
/// ```
public protocol AnchorPreferenceKey {
    /// The type of the published and merged value.
    associatedtype Value

    /// The value a reader gets when no element below it publishes under this key.
    static var defaultValue: Value { get }

    /// Merges the next published value (in tree order) into the value gathered so far.
    ///
    /// - Parameters:
    ///   - value: The value gathered so far; starts as ``defaultValue``.
    ///   - nextValue: The next published value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

import Foundation

/// Measures and places a collection of subelements.
///
/// A layout is asked for its size with ``sizeThatFits(proposal:subelements:environment:cache:)``
/// and, once its parent has chosen a frame, places each subelement with
/// ``placeSubelements(in:subelements:environment:cache:)``. It reads per-child values through
/// ``LayoutSubelement``'s trait subscript.
///
/// ```swift
/// struct VerticalStack: Layout {
///     func sizeThatFits(proposal: SizeConstraint, subelements: Subelements,
///                       environment: Environment, cache: inout ()) -> CGSize {
///         subelements.reduce(into: CGSize.zero) { size, subelement in
///             let child = subelement.sizeThatFits(proposal)
///             size = CGSize(width: max(size.width, child.width), height: size.height + child.height)
///         }
///     }
///
///     func placeSubelements(in size: CGSize, subelements: Subelements,
///                           environment: Environment, cache: inout ()) {
///         var y: CGFloat = 0
///         for subelement in subelements {
///             let child = subelement.sizeThatFits(SizeConstraint(size))
///             subelement.place(at: CGPoint(x: 0, y: y), size: child)
///             y += child.height
///         }
///     }
/// }
/// ```
///
/// ## Sizing rules
///
/// The engine caches measurements and deduces sizes for constraints it never measured, as
/// Blueprint does. Those deductions are exact for layouts that follow these rules; for one that
/// breaks them the default options still give Blueprint's results, and ``LayoutOptions/stairStep``
/// may not. ``LayoutContract`` probes an element on a grid of constraints and reports which rule
/// breaks.
///
/// 1. **Monotonic growth.** With one axis of the constraint held fixed, a larger constraint on
///    the other axis never yields a smaller size along that axis. The element may shrink along the
///    fixed axis meanwhile: text gets shorter as it gets wider.
/// 2. **Stair-step growth.** Along an axis, if a constraint `a` yields a length `b` smaller than
///    `a`, every constraint between `b` and `a` yields `b` (a measured size fits wherever it
///    fits). Growing continuously with the constraint, such as half of it or the constraint minus
///    an inset, is not allowed.
/// 3. **Infinity for filling.** An element that fills an unconstrained axis reports
///    `.infinity` on that axis, never `greatestFiniteMagnitude` or some other large number.
///
/// Layouts may report sizes larger than the constraint (they overflow); the rules still apply.
public protocol Layout {
    /// The subelements passed to the layout.
    typealias Subelements = LayoutSubelements

    /// Storage the layout may use to share work between calls within one pass.
    associatedtype Cache = Void

    /// The size of the layout for `proposal`.
    ///
    /// - Parameters:
    ///   - proposal: The space the parent offers.
    ///   - subelements: The children, which can be measured and read for traits.
    ///   - environment: The environment of this element.
    ///   - cache: The layout's cache for this pass.
    /// - Returns: The size the layout takes.
    func sizeThatFits(
        proposal: SizeConstraint,
        subelements: Subelements,
        environment: Environment,
        cache: inout Cache
    ) -> CGSize

    /// Places every subelement within a frame of `size` (in the layout's coordinate space,
    /// origin top-left). A subelement not placed fills the whole frame.
    func placeSubelements(
        in size: CGSize,
        subelements: Subelements,
        environment: Environment,
        cache: inout Cache
    )

    /// Makes the cache, once per element per pass. The engine releases it as soon as the layout
    /// has placed its subelements, before they place their own children.
    func makeCache(subelements: Subelements, environment: Environment) -> Cache
}

extension Layout where Cache == Void {
    /// A layout without a cache needs none made.
    public func makeCache(subelements: Subelements, environment: Environment) {}
}

/// Blueprint's name for the protocol that holds ``Layout``'s requirements; here the same protocol.
public typealias CaffeinatedLayout = Layout

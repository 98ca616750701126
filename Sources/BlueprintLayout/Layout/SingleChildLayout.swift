import Foundation

/// A layout of exactly one subelement, for wrapper elements such as ``Inset``.
///
/// ```swift
/// struct HalfWidth: SingleChildLayout {
///     func sizeThatFits(proposal: SizeConstraint, subelement: Subelement,
///                       environment: Environment, cache: inout ()) -> CGSize {
///         let size = subelement.sizeThatFits(SizeConstraint(width: proposal.width / 2, height: proposal.height))
///         return CGSize(width: size.width * 2, height: size.height)
///     }
///     func placeSubelement(in size: CGSize, subelement: Subelement,
///                          environment: Environment, cache: inout ()) {
///         subelement.place(filling: CGSize(width: size.width / 2, height: size.height))
///     }
/// }
/// ```
public protocol SingleChildLayout {
    /// The child passed to the layout.
    typealias Subelement = LayoutSubelement

    /// Storage the layout may use to share work between calls within one pass.
    associatedtype Cache = Void

    /// The size of the layout for `proposal`.
    func sizeThatFits(
        proposal: SizeConstraint,
        subelement: Subelement,
        environment: Environment,
        cache: inout Cache
    ) -> CGSize

    /// Places the child within a frame of `size`.
    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout Cache
    )

    /// Makes the cache, once per element per pass. The engine releases it as soon as the layout
    /// has placed its subelement, before the subelement places its own children.
    func makeCache(subelement: Subelement, environment: Environment) -> Cache
}

extension SingleChildLayout where Cache == Void {
    /// A layout without a cache needs none made.
    public func makeCache(subelement: Subelement, environment: Environment) {}
}

/// Blueprint's name for the protocol that holds ``SingleChildLayout``'s requirements; here the same
/// protocol.
public typealias CaffeinatedSingleChildLayout = SingleChildLayout

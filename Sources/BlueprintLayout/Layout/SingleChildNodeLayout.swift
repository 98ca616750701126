import Foundation

/// A ``SingleChildLayout`` that the engine runs on its child's node (``Inset``'s,
/// ``ConstrainedSize``'s, and every ``MeasuresAsChild`` layout): written as a user writes one,
/// with one subelement, and run by ``LayoutStorage`` with the code specialized for it.
///
/// ```swift
/// private struct InsetLayout: SingleChildNodeLayout {
///     var insets: EdgeInsets
///     func sizeThatFits(proposal: SizeConstraint, subelement: Subelement,
///                       environment: Environment, cache: inout ()) -> CGSize { … }
///     func placeSubelement(in size: CGSize, subelement: Subelement,
///                          environment: Environment, cache: inout ()) { … }
/// }
/// ```
protocol SingleChildNodeLayout: SingleChildLayout, NodeLayout where Children == OnlyChild, NodeCache == Cache {}

extension SingleChildNodeLayout {
    func makeCache(nodes: Nodes) -> Cache {
        makeCache(subelement: nodes.subelement(at: 0), environment: nodes.environment)
    }

    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        let subelement = nodes.subelement(at: 0)
        let environment = nodes.environment
        return nodes.withCache(of: self) {
            sizeThatFits(proposal: proposal, subelement: subelement, environment: environment, cache: &$0)
        }
    }

    func placeChildren(in size: CGSize, nodes: Nodes) {
        let subelement = nodes.subelement(at: 0)
        let environment = nodes.environment
        nodes.withCache(of: self) {
            placeSubelement(in: size, subelement: subelement, environment: environment, cache: &$0)
        }
    }
}

/// Runs a ``SingleChildLayout`` that the engine knows only through the public API (a user's):
/// the layout gets its child as one subelement.
struct SingleChildSubelementLayout<Wrapped: SingleChildLayout>: SingleChildNodeLayout {
    typealias Cache = Wrapped.Cache

    let layout: Wrapped

    func makeCache(subelement: Subelement, environment: Environment) -> Wrapped.Cache {
        layout.makeCache(subelement: subelement, environment: environment)
    }

    func sizeThatFits(
        proposal: SizeConstraint, subelement: Subelement, environment: Environment, cache: inout Wrapped.Cache
    ) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subelement: subelement, environment: environment, cache: &cache)
    }

    func placeSubelement(
        in size: CGSize, subelement: Subelement, environment: Environment, cache: inout Wrapped.Cache
    ) {
        layout.placeSubelement(in: size, subelement: subelement, environment: environment, cache: &cache)
    }
}

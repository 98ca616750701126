import Foundation

/// A single-child layout that measures exactly as its child and only decides where the child goes
/// or which attributes it gets (``Aligned``, ``Keyed``, ``Opacity``, ``Hidden``, …). The engine
/// measures the child directly and never calls `sizeThatFits`, so a conformer must not implement a
/// size of its own.
protocol MeasuresAsChild: SingleChildNodeLayout where Cache == Void {}

extension MeasuresAsChild {
    func sizeThatFits(
        proposal: SizeConstraint,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        subelement.sizeThatFits(proposal)
    }

    // The layout's size is the child's measurement.
    func sizeThatFits(_ proposal: SizeConstraint, nodes: Nodes) -> CGSize {
        nodes[0].measure(proposal)
    }

    // The child fills the frame unless the layout places it.
    func placeChildren(in size: CGSize, nodes: Nodes) {
        var cache: Void = ()
        placeSubelement(in: size, subelement: nodes.subelement(at: 0), environment: nodes.environment, cache: &cache)
    }
}

/// A single-child layout that measures as its child and gives it the whole frame, changing at most
/// its attributes or key (``Keyed``, ``Opacity``, ``Hidden``, ``Transformed``, …): the wrapper lays
/// out exactly as its child, so the child's layout traits are the wrapper's (see
/// ``LayoutNode/traits``).
protocol LaysOutAsChild: MeasuresAsChild {}

extension LaysOutAsChild {
    static var laysOutAsChild: Bool { true }
}

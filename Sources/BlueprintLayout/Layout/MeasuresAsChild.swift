import Foundation

/// A single-child layout that measures exactly as its child and only decides where the child goes
/// or which attributes it gets (``Aligned``, ``Keyed``, ``Opacity``, ``Hidden``, …). Its content
/// (``MeasuresAsChildStorage``) measures the child directly and never calls `sizeThatFits`, so a
/// conformer must not implement a size of its own.
protocol MeasuresAsChild: SingleChildLayout where Cache == Void {}

extension MeasuresAsChild {
    func sizeThatFits(
        proposal: SizeConstraint,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        subelement.sizeThatFits(proposal)
    }
}

/// A single-child layout that measures as its child and gives it the whole frame, changing at most
/// its attributes or key (``Keyed``, ``Opacity``, ``Hidden``, ``Transformed``, …): the wrapper lays
/// out exactly as its child, so the child's layout traits are the wrapper's (see
/// ``LayoutNode/traits``).
protocol LaysOutAsChild: MeasuresAsChild {}

import Foundation

/// A single-child layout that measures exactly as its child and only decides where the child goes
/// or which attributes it gets (``Aligned``, ``Keyed``, ``Opacity``, ``Hidden``, …).
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

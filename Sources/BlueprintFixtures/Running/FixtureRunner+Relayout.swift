import BlueprintLayout
import Foundation

extension FixtureRunner {
    /// Runs a layout check's element through a `LayoutSession` and compares its results with a
    /// fresh layout's, whole trees bit for bit: the pass after a pass of the same element in the
    /// same frame (everything reusable), the pass after one in a different frame (reuse only where
    /// the size does not matter), and, given `madeAnew` (the element decoded again: equal values,
    /// made anew, as an app rebuilds its tree), a pass of it after them (what compares equal is
    /// reused). Rounding, which only reads the result, is left out.
    ///
    /// - Returns: A failure per pass that differs, naming the first node that does.
    public func relayoutFailures(
        of element: Element, in check: LayoutCheck, fixture: Fixture, madeAnew: Element? = nil
    ) -> [CheckFailure] {
        let frame = CGRect(origin: .zero, size: check.size)
        let environment = fixture.environment
        let fresh = element.layout(frame: frame, environment: environment, options: options)
        let session = LayoutSession()
        var failures: [CheckFailure] = []
        func compare(_ result: LayoutResultNode, _ pass: String) {
            guard let difference = RelayoutComparison.difference(result, fresh) else { return }
            failures.append(
                CheckFailure(
                    id: nil, property: "relayout", expected: nil, actual: nil, delta: nil,
                    message: "a session's \(pass) differs from a fresh layout: \(difference)"))
        }
        _ = session.layout(element, frame: frame, environment: environment, options: options)
        compare(session.layout(element, frame: frame, environment: environment, options: options), "second pass")
        let other = CGRect(
            origin: .zero,
            size: CGSize(width: Self.otherLength(check.size.width), height: Self.otherLength(check.size.height)))
        _ = session.layout(element, frame: other, environment: environment, options: options)
        compare(
            session.layout(element, frame: frame, environment: environment, options: options),
            "pass after one at another size")
        if let madeAnew {
            compare(
                session.layout(madeAnew, frame: frame, environment: environment, options: options),
                "pass of the element made anew")
        }
        return failures
    }

    /// A length other than `length` for the pass in between.
    private static func otherLength(_ length: CGFloat) -> CGFloat {
        length.isFinite ? (length * 0.6).rounded() + 13 : 240
    }
}

/// Compares two result trees node by node.
enum RelayoutComparison {
    /// The first difference (identifier, element type, layout attributes with frames bit for bit,
    /// number of children), with the node's path, or `nil`. Walks without recursion.
    static func difference(_ a: LayoutResultNode, _ b: LayoutResultNode) -> String? {
        var pending: [(LayoutResultNode, LayoutResultNode, String)] = [(a, b, a.identifier.description)]
        while let (x, y, path) = pending.popLast() {
            if x.identifier != y.identifier { return "\(path): identifier \(x.identifier) instead of \(y.identifier)" }
            if type(of: x.element) != type(of: y.element) { return "\(path): another element type" }
            let left = x.frame
            let right = y.frame
            let same =
                [left.minX, left.minY, left.width, left.height].map(\.bitPattern)
                == [right.minX, right.minY, right.width, right.height].map(\.bitPattern)
            if !same { return "\(path): frame \(left) instead of \(right)" }
            if x.layoutAttributes != y.layoutAttributes { return "\(path): other layout attributes" }
            let leftChildren = x.children
            let rightChildren = y.children
            if leftChildren.count != rightChildren.count {
                return "\(path): \(leftChildren.count) children instead of \(rightChildren.count)"
            }
            for index in leftChildren.indices.reversed() {
                pending.append(
                    (leftChildren[index], rightChildren[index], path + "/" + leftChildren[index].identifier.description)
                )
            }
        }
        return nil
    }
}

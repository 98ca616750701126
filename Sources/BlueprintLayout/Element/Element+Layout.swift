import Foundation

extension Element {
    /// Lays the element out in `frame` and returns the result tree.
    ///
    /// The root node's frame is `frame`; every other frame is relative to its parent.
    /// ```swift
    /// let result = Column { header; body }.layout(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// let bodyFrame = result.children[1].frame
    /// ```
    /// - Parameters:
    ///   - frame: The root's frame.
    ///   - environment: Values available to every element.
    ///   - options: The measurement cache's deductions (default: those of ``LayoutMode/default``,
    ///     initially Blueprint's).
    public func layout(
        frame: CGRect,
        environment: Environment = .empty,
        options: LayoutOptions = LayoutMode.default.options
    ) -> LayoutResultNode {
        layout(frame: frame, environment: environment, context: LayoutContext(options: options))
    }

    func layout(frame: CGRect, environment: Environment, context: LayoutContext) -> LayoutResultNode {
        context.enter()
        let node = LayoutNode(
            root: self, content: content, environment: environment.forPass(options: context.options), context: context)
        let result = node.result(
            frame: NumericBoundary.rootFrame(frame, measure: node.measure),
            attributes: LayoutSubelement.Attributes(),
            identifier: ElementIdentifier(element: self, key: nil, count: 1)
        )
        result.checkInvariantsIfEnabled()
        return result
    }
}

/// Counts of the engine's work in one pass, for benchmarks and tests.
public struct LayoutStatistics: Sendable, Equatable {
    /// Content measurements performed (the cache could not answer). A leaf of intrinsic size is
    /// not cached: every request for its size counts here.
    public var measurements: Int
    /// Measurement requests the cache answered.
    public var cacheHits: Int
}

extension Element {
    /// Lays the element out like ``layout(frame:environment:options:)`` and also reports how much
    /// measuring the pass did.
    public func layoutWithStatistics(
        frame: CGRect,
        environment: Environment = .empty,
        options: LayoutOptions = LayoutMode.default.options
    ) -> (result: LayoutResultNode, statistics: LayoutStatistics) {
        let context = LayoutContext(options: options)
        let result = layout(frame: frame, environment: environment, context: context)
        return (result, LayoutStatistics(measurements: context.measurements, cacheHits: context.cacheHits))
    }
}

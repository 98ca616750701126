import Foundation

extension LayoutResultNode {
    /// This tree with every frame snapped to the pixel grid of a display `scale`, as Blueprint
    /// snaps its views.
    ///
    /// Each node is rounded in the root's coordinate space from its unrounded frame: the node's
    /// frame relative to its parent, offset by the parent's unrounded position (its rounded
    /// position plus the rounding error it carried down). Each of the four edges is rounded
    /// independently to the nearest multiple of `1 / scale`, ties away from zero, so no edge moves
    /// by more than half a pixel and adjacent siblings stay adjacent. Frames in the result are
    /// still relative to the parent, as in the unrounded tree.
    ///
    /// A node whose ``LayoutAttributes/transform`` is not the identity, and every node below it,
    /// is not rounded: a transformed view's frame is not meaningful.
    ///
    /// ```swift
    /// let result = element.layout(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// let onScreen = result.rounded(scale: 2)
    /// // an unrounded child at (0.3, 0.3, 99.4, 99.4) is at (0.5, 0.5, 99, 99)
    /// ```
    ///
    /// - Parameter scale: Pixels per point, such as ``Environment/displayScale``.
    /// - Returns: The rounded tree; the tree unchanged when `scale` is not a positive finite number.
    ///
    /// Differs from Blueprint: a transformed node keeps its unrounded position in the root's
    /// coordinate space (its frame is moved by its parent's rounding error), where Blueprint keeps
    /// its frame relative to the already rounded parent; the two differ by less than a pixel.
    /// A frame with a negative width or height keeps its orientation (Blueprint's rounding
    /// normalizes it), and non-finite values are left as they are.
    public func rounded(scale: CGFloat) -> LayoutResultNode {
        guard scale.isFinite, scale > 0 else { return self }
        let root = PixelRounding(scale: scale)
        return root.round(self)
    }
}

/// Rounds a result tree without recursion, so trees of any depth work on any thread.
private struct PixelRounding {
    let scale: CGFloat

    /// A node being rebuilt: its rounded self, its children still to visit, and its positions.
    private struct Pending {
        var node: LayoutResultNode
        var children: [LayoutResultNode]
        var next = 0
        var rounded: [LayoutResultNode] = []
        /// The node's origin in root coordinates, unrounded and rounded.
        var unroundedOrigin: CGPoint
        var roundedOrigin: CGPoint
    }

    func round(_ root: LayoutResultNode) -> LayoutResultNode {
        guard root.layoutAttributes.transform.isIdentity else { return root }
        var stack = [pending(root, parentUnrounded: .zero, parentRounded: .zero)]
        while true {
            let top = stack.count - 1
            if stack[top].next < stack[top].children.count {
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                if child.layoutAttributes.transform.isIdentity {
                    stack.append(
                        pending(
                            child,
                            parentUnrounded: stack[top].unroundedOrigin,
                            parentRounded: stack[top].roundedOrigin
                        ))
                } else {
                    // Unrounded in root coordinates: move by the parent's rounding error only.
                    var kept = child
                    kept.frame.origin.x += stack[top].unroundedOrigin.x - stack[top].roundedOrigin.x
                    kept.frame.origin.y += stack[top].unroundedOrigin.y - stack[top].roundedOrigin.y
                    stack[top].rounded.append(kept)
                }
                continue
            }
            var finished = stack.removeLast()
            finished.node.children = finished.rounded
            if stack.isEmpty { return finished.node }
            stack[stack.count - 1].rounded.append(finished.node)
        }
    }

    /// Rounds `node`'s own frame given its parent's unrounded and rounded origins (root coordinates).
    private func pending(_ node: LayoutResultNode, parentUnrounded: CGPoint, parentRounded: CGPoint) -> Pending {
        var node = node
        let children = node.children
        node.children = []
        let frame = node.frame
        let x = round(origin: frame.origin.x, length: frame.size.width, parentUnrounded.x, parentRounded.x)
        let y = round(origin: frame.origin.y, length: frame.size.height, parentUnrounded.y, parentRounded.y)
        node.frame = CGRect(x: x.relative, y: y.relative, width: x.length, height: y.length)
        return Pending(
            node: node,
            children: children,
            unroundedOrigin: CGPoint(x: x.unrounded, y: y.unrounded),
            roundedOrigin: CGPoint(x: x.rounded, y: y.rounded)
        )
    }

    /// One axis of a frame: the rounded origin relative to the rounded parent, the rounded
    /// length, and the origin in root coordinates before and after rounding. An axis whose edges
    /// overflow (frames near the largest finite numbers) keeps its frame relative to the rounded
    /// parent.
    private func round(
        origin: CGFloat,
        length: CGFloat,
        _ parentUnrounded: CGFloat,
        _ parentRounded: CGFloat
    ) -> (relative: CGFloat, length: CGFloat, unrounded: CGFloat, rounded: CGFloat) {
        let minimum = parentUnrounded + origin
        let maximum = minimum + length
        let roundedMinimum = round(minimum)
        let roundedLength = round(maximum) - roundedMinimum
        let relative = roundedMinimum - parentRounded
        // Near the largest finite numbers the sums overflow: such an axis keeps its frame.
        guard relative.isFinite, roundedLength.isFinite, roundedMinimum.isFinite, minimum.isFinite else {
            return (origin, length, parentRounded + origin, parentRounded + origin)
        }
        return (relative, roundedLength, minimum, roundedMinimum)
    }

    /// `value` rounded to the nearest multiple of `1 / scale`, ties away from zero.
    private func round(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}

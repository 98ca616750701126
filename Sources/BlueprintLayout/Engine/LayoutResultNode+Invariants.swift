import Foundation

extension LayoutResultNode {
    /// A broken invariant of a result tree, named by the path of the node that breaks it.
    public struct InvariantViolation: Equatable, CustomStringConvertible, Sendable {
        /// The identifiers from the root to the node, joined by `/` (`Row.1/Inset.2`).
        public var path: String
        /// What is wrong (`frame has NaN width`).
        public var problem: String

        /// Creates a violation.
        public init(path: String, problem: String) {
            self.path = path
            self.problem = problem
        }

        /// `Row.1/Inset.2: frame has NaN width`, for example.
        public var description: String { "\(path): \(problem)" }
    }

    /// Checks every node of the tree, without recursion, and names what broke: a frame component
    /// or an alpha that is NaN, or a frame component that is infinite. The engine's numeric
    /// boundary (README, "Numbers at the boundary") keeps every tree it makes free of both.
    ///
    /// ```swift
    /// let violations = element.layout(frame: frame).checkInvariants()
    /// #expect(violations.isEmpty, "\(violations)")
    /// ```
    /// Build with `-Xswiftc -DBLUEPRINT_EXPENSIVE_INVARIANTS` to run this after every layout and
    /// stop at the first violation (a debugging aid; see Package.swift).
    public func checkInvariants() -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        // The identifiers from the root to the node visited; a path's text is made only for a
        // node that breaks an invariant, so a deep tree costs no text per level.
        var path: [ElementIdentifier] = []
        forEachNode { node, _, depth in
            path.removeSubrange(depth...)
            path.append(node.identifier)
            let frame = node.layoutAttributes.frame
            let components: [(String, CGFloat)] = [
                ("x", frame.origin.x), ("y", frame.origin.y),
                ("width", frame.size.width), ("height", frame.size.height),
            ]
            var problems: [String] = []
            for (name, value) in components where value.isNaN {
                problems.append("frame has NaN \(name)")
            }
            for (name, value) in components where value.isInfinite {
                problems.append("frame has an infinite \(name)")
            }
            if node.layoutAttributes.alpha.isNaN {
                problems.append("alpha is NaN")
            }
            if !problems.isEmpty {
                let text = path.map { "\($0)" }.joined(separator: "/")
                violations += problems.map { InvariantViolation(path: text, problem: $0) }
            }
            return true
        }
        return violations
    }

    /// Stops with the violations when built with `BLUEPRINT_EXPENSIVE_INVARIANTS`; otherwise does nothing.
    func checkInvariantsIfEnabled() {
        #if BLUEPRINT_EXPENSIVE_INVARIANTS
            let violations = checkInvariants()
            precondition(violations.isEmpty, "BlueprintLayout invariants: \(violations)")
        #endif
    }
}

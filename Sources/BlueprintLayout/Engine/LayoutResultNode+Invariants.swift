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
        var pending: [(node: LayoutResultNode, path: String)] = [(self, "\(identifier)")]
        while let (node, path) = pending.popLast() {
            let frame = node.layoutAttributes.frame
            let components: [(String, CGFloat)] = [
                ("x", frame.origin.x), ("y", frame.origin.y),
                ("width", frame.size.width), ("height", frame.size.height),
            ]
            for (name, value) in components where value.isNaN {
                violations.append(InvariantViolation(path: path, problem: "frame has NaN \(name)"))
            }
            for (name, value) in components where value.isInfinite {
                violations.append(InvariantViolation(path: path, problem: "frame has an infinite \(name)"))
            }
            if node.layoutAttributes.alpha.isNaN {
                violations.append(InvariantViolation(path: path, problem: "alpha is NaN"))
            }
            for child in node.children.reversed() {
                pending.append((child, path + "/\(child.identifier)"))
            }
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

import Foundation

/// Probes an element on a grid of constraints and reports every break of the sizing rules
/// documented on ``Layout``.
///
/// For each value of one axis's constraint on the grid (including unconstrained), the other axis
/// is varied over the grid and the element measured. Three rules are checked along the varied
/// axis:
/// - **Monotonic growth**: a larger constraint never gives a smaller length.
/// - **Stair-step growth**: if a constraint `a` gives a length `b` below `a`, every constraint
///   between `b` and `a` gives `b`.
/// - **Infinity for filling**: an element that takes the whole length of every bounded
///   constraint must report `.infinity` when that axis is unconstrained.
///
/// It does not depend on a test framework; it returns what it found:
/// ```swift
/// @Test func badgeFollowsTheContract() {
///     let violations = LayoutContract().violations(of: Badge(count: 3))
///     #expect(violations.isEmpty, "\(violations)")
/// }
/// ```
///
/// Every measurement starts from a fresh engine state, so one probe's cache cannot hide another
/// probe's result.
public struct LayoutContract {
    /// The constraint values probed on each axis, in increasing order; `.infinity` stands for
    /// unconstrained.
    public var values: [CGFloat]
    /// The environment the element is measured in.
    public var environment: Environment
    /// The engine options used for each measurement.
    public var options: LayoutOptions
    /// The largest difference between two lengths that still counts as equal.
    public var tolerance: CGFloat

    /// The values Blueprint's contract test probes: 0, 1, 5, 10, 50, 100, 500, 1000, 5000, 10000
    /// and unconstrained.
    public static let defaultValues: [CGFloat] = [0, 1, 5, 10, 50, 100, 500, 1000, 5000, 10000, .infinity]

    /// Creates a contract probe.
    ///
    /// - Parameters:
    ///   - values: The constraint values probed on each axis; sorted and made unique, and
    ///     `.infinity` (unconstrained) is always included.
    ///   - environment: The environment to measure in.
    ///   - options: The engine options (default: Blueprint's cache deductions).
    ///   - tolerance: How far apart two lengths may be and still be equal (default `1e-9`), for
    ///     the rounding noise of proportional arithmetic.
    public init(
        values: [CGFloat] = LayoutContract.defaultValues,
        environment: Environment = .empty,
        options: LayoutOptions = .default,
        tolerance: CGFloat = 1e-9
    ) {
        var probed = Set(values.filter { !$0.isNaN && $0 >= 0 }.map { $0.isFinite ? $0 : .infinity })
        probed.insert(.infinity)
        self.values = probed.sorted()
        self.environment = environment
        self.options = options
        self.tolerance = tolerance
    }

    /// A sizing rule of ``Layout``.
    public enum Rule: String, Hashable, Sendable, CustomStringConvertible {
        /// A larger constraint never gives a smaller size.
        case monotonicGrowth
        /// A size smaller than its constraint holds for every constraint down to that size.
        case stairStepGrowth
        /// An element filling an unconstrained axis reports `.infinity`.
        case infinityForFilling

        /// A readable name: "monotonic growth".
        public var description: String {
            switch self {
            case .monotonicGrowth: "monotonic growth"
            case .stairStepGrowth: "stair-step growth"
            case .infinityForFilling: "infinity for filling"
            }
        }
    }

    /// The axis along which a rule was checked.
    public enum Axis: String, Hashable, Sendable {
        /// The constraint's width was varied.
        case width
        /// The constraint's height was varied.
        case height
    }

    /// One break of a sizing rule: the rule, the axis, the constraints compared and the sizes
    /// they gave.
    public struct Violation: Equatable, CustomStringConvertible {
        /// The rule that broke.
        public var rule: Rule
        /// The axis varied.
        public var axis: Axis
        /// The constraint whose size breaks the rule.
        public var constraint: SizeConstraint
        /// The size measured in ``constraint``.
        public var size: CGSize
        /// The constraint the rule compares against.
        public var reference: SizeConstraint
        /// The size measured in ``reference``.
        public var referenceSize: CGSize

        /// A readable explanation naming the constraints and sizes.
        public var description: String {
            let axisName = axis.rawValue
            let measured = axis == .width ? size.width : size.height
            let expected = axis == .width ? referenceSize.width : referenceSize.height
            let reference = "\(self.reference) measured \(describe(referenceSize))"
            let this = "\(constraint) measured \(describe(size))"
            switch rule {
            case .monotonicGrowth:
                return "monotonic growth (\(axisName)): \(reference), but the larger \(this); "
                    + "the \(axisName) shrank from \(NumberFormat.string(expected)) to \(NumberFormat.string(measured))"
            case .stairStepGrowth:
                return "stair-step growth (\(axisName)): \(reference), so every \(axisName) constraint "
                    + "down to \(NumberFormat.string(expected)) should give \(axisName) \(NumberFormat.string(expected)), but \(this)"
            case .infinityForFilling:
                return "infinity for filling (\(axisName)): the element fills every bounded \(axisName) "
                    + "(e.g. \(reference)), so it should report infinity when unconstrained, but \(this)"
            }
        }

        private func describe(_ size: CGSize) -> String {
            "(\(NumberFormat.string(size.width)), \(NumberFormat.string(size.height)))"
        }
    }

    /// Probes `element` and returns every rule break found (empty when it follows the rules).
    public func violations(of element: Element) -> [Violation] {
        let content = element.content
        var sizes: [SizeConstraint: CGSize] = [:]
        func size(_ constraint: SizeConstraint) -> CGSize {
            if let size = sizes[constraint] { return size }
            let size = content.measure(in: constraint, environment: environment, options: options)
            sizes[constraint] = size
            return size
        }

        var violations: [Violation] = []
        for axis in [Axis.width, .height] {
            for fixed in values {
                let probes = values.map { value in
                    let constraint = Self.constraint(axis: axis, value: value, other: fixed)
                    return Probe(value: value, constraint: constraint, size: size(constraint), axis: axis)
                }
                violations += check(probes, axis: axis)
            }
        }
        return violations
    }

    private struct Probe {
        var value: CGFloat
        var constraint: SizeConstraint
        var size: CGSize
        var length: CGFloat

        init(value: CGFloat, constraint: SizeConstraint, size: CGSize, axis: Axis) {
            self.value = value
            self.constraint = constraint
            self.size = size
            length = axis == .width ? size.width : size.height
        }
    }

    private static func constraint(axis: Axis, value: CGFloat, other: CGFloat) -> SizeConstraint {
        func bound(_ value: CGFloat) -> SizeConstraint.Axis { value.isFinite ? .atMost(value) : .unconstrained }
        return axis == .width
            ? SizeConstraint(width: bound(value), height: bound(other))
            : SizeConstraint(width: bound(other), height: bound(value))
    }

    private func equal(_ a: CGFloat, _ b: CGFloat) -> Bool {
        a == b || abs(a - b) <= tolerance
    }

    /// Checks one line of probes (increasing constraint values along `axis`).
    private func check(_ probes: [Probe], axis: Axis) -> [Violation] {
        var violations: [Violation] = []
        func violation(_ rule: Rule, _ probe: Probe, _ reference: Probe) -> Violation {
            Violation(
                rule: rule,
                axis: axis,
                constraint: probe.constraint,
                size: probe.size,
                reference: reference.constraint,
                referenceSize: reference.size
            )
        }

        var stairStepBroken = Set<Int>()
        for upper in probes.indices {
            let reference = probes[upper]
            guard reference.length < reference.value else { continue }
            // Every smaller probe at or above the measured length must give the same length.
            for lower in probes.indices where lower < upper && probes[lower].value >= reference.length {
                if !equal(probes[lower].length, reference.length), !stairStepBroken.contains(lower) {
                    stairStepBroken.insert(lower)
                    violations.append(violation(.stairStepGrowth, probes[lower], reference))
                }
            }
        }

        for index in probes.indices.dropFirst() where !stairStepBroken.contains(index - 1) {
            let lower = probes[index - 1]
            let upper = probes[index]
            if !(upper.length >= lower.length || equal(upper.length, lower.length)) {
                violations.append(violation(.monotonicGrowth, upper, lower))
            }
        }

        let bounded = probes.filter { $0.value.isFinite }
        if let unconstrained = probes.last, !unconstrained.value.isFinite, unconstrained.length != .infinity,
            bounded.contains(where: { $0.value > 0 }),
            bounded.allSatisfy({ equal($0.length, $0.value) })
        {
            violations.append(violation(.infinityForFilling, unconstrained, bounded.last!))
        }
        return violations
    }
}

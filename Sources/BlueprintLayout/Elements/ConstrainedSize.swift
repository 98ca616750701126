import Foundation

/// Limits the measured size of its wrapped element, axis by axis.
///
/// Each axis has a ``Constraint``. The constraint first narrows what the content is offered
/// (an `.atMost(75)` width offers the content at most 75 points), then bounds the size the
/// content returns. The constraints win over the proposal: a width of `.atLeast(300)` measures at
/// least 300 points wide even when the parent offers 100. In layout the content fills the frame.
///
/// ```swift
/// ConstrainedSize(width: .within(100...200), height: .absolute(44), wrapping: button)
/// avatar.constrainedTo(width: 40, height: 40)
/// ```
///
/// Differs from Blueprint: a NaN value in a constraint is ignored (a NaN `.atMost`, `.atLeast`
/// or `.absolute` acts as `.unconstrained`; a NaN bound of `.within` acts as no bound on that
/// side), so measurement never returns NaN. Blueprint returns NaN sizes.
public struct ConstrainedSize: Element {
    /// The element whose measurement is constrained.
    public var wrapped: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The layout and the wrapped element, in the storage that is also the content.
    private var container: ContainerContent<ConstrainedSizeLayout>
    /// The constraint on the width.
    public var width: Constraint {
        get { container.layout.width }
        set { container.layout.width = newValue }
    }
    /// The constraint on the height.
    public var height: Constraint {
        get { container.layout.height }
        set { container.layout.height = newValue }
    }

    /// Constrains `element` (both axes `.unconstrained` by default).
    ///
    /// A negative bound stops a debug build with a message (the fixture format rejects it too); a
    /// release build keeps it, as Blueprint does (the SizingRules article, "Numbers at the boundary").
    /// ``Element/constrained(to:)`` passes a negative constraint on, as Blueprint proposes them.
    public init(
        width: Constraint = .unconstrained,
        height: Constraint = .unconstrained,
        wrapping element: Element
    ) {
        self.init(checking: width.checked("ConstrainedSize width"), height.checked("ConstrainedSize height"), element)
    }

    /// Constrains `element` without checking the bounds (they come from a constraint).
    init(checking width: Constraint, _ height: Constraint, _ element: Element) {
        container = ContainerContent(
            layout: ConstrainedSizeLayout(width: width, height: height), children: OnlyChild(element: element))
    }

    /// Single-child content laid out by the constraining layout.
    public var content: ElementContent { container.content }
}

extension ConstrainedSize {
    /// How one axis of a ``ConstrainedSize`` is constrained.
    public enum Constraint: Equatable, Sendable {
        /// No constraint: the content's own size is used.
        case unconstrained
        /// The size is no greater than the value.
        case atMost(CGFloat)
        /// The size is no less than the value.
        case atLeast(CGFloat)
        /// The size is clamped into the range.
        case within(ClosedRange<CGFloat>)
        /// The size is exactly the value.
        case absolute(CGFloat)

        /// The constraint, its bounds checked under the boundary's length rule (`what` names it).
        func checked(_ what: @autoclosure () -> String) -> Constraint {
            switch self {
            case .unconstrained: break
            case .atMost(let value): _ = NumericBoundary.checkedLength(value, "\(what()) atMost")
            case .atLeast(let value): _ = NumericBoundary.checkedLength(value, "\(what()) atLeast")
            case .absolute(let value): _ = NumericBoundary.checkedLength(value, "\(what()) absolute")
            case .within(let range): _ = NumericBoundary.checkedLength(range.lowerBound, "\(what()) within")
            }
            return self
        }

        /// The constraint applied to a measured length.
        func applied(to value: CGFloat) -> CGFloat {
            switch self {
            case .unconstrained: value
            case .atMost(let maximum): min(maximum, value)
            case .atLeast(let minimum): max(minimum, value)
            case .within(let range): min(max(value, range.lowerBound), range.upperBound)
            case .absolute(let length): length
            }
        }

        /// The constraint applied to what the parent offers, giving what the content is offered.
        func applied(to axis: SizeConstraint.Axis) -> SizeConstraint.Axis {
            switch axis {
            case .atMost(let maximum):
                return .atMost(applied(to: maximum))
            case .unconstrained:
                switch self {
                case .unconstrained, .atLeast: return .unconstrained
                case .atMost(let maximum): return .atMost(maximum)
                case .within(let range): return .atMost(range.upperBound)
                case .absolute(let length): return .atMost(length)
                }
            }
        }

        /// The constraint with NaN values removed.
        var sanitized: Constraint {
            switch self {
            case .unconstrained:
                return self
            case .atMost(let value), .atLeast(let value), .absolute(let value):
                return value.isNaN ? .unconstrained : self
            case .within(let range):
                switch (range.lowerBound.isNaN, range.upperBound.isNaN) {
                case (false, false): return self
                case (true, true): return .unconstrained
                case (true, false): return .atMost(range.upperBound)
                case (false, true): return .atLeast(range.lowerBound)
                }
            }
        }
    }
}

extension Element {
    /// Constrains the element's measured width and height (each `.unconstrained` by default).
    ///
    /// ```swift
    /// label.constrainedTo(width: .atMost(240))
    /// ```
    public func constrainedTo(
        width: ConstrainedSize.Constraint = .unconstrained,
        height: ConstrainedSize.Constraint = .unconstrained
    ) -> ConstrainedSize {
        ConstrainedSize(width: width, height: height, wrapping: self)
    }

    /// Fixes the element's measured size to exactly `width` × `height`.
    public func constrainedTo(width: CGFloat, height: CGFloat) -> ConstrainedSize {
        ConstrainedSize(width: .absolute(width), height: .absolute(height), wrapping: self)
    }

    /// Fixes the element's measured size to exactly `size`.
    public func constrainedTo(size: CGSize) -> ConstrainedSize {
        ConstrainedSize(width: .absolute(size.width), height: .absolute(size.height), wrapping: self)
    }

    /// Caps the element's measured size at `sizeConstraint`: `.atMost` where the constraint is
    /// bounded, `.unconstrained` where it is not.
    public func constrained(to sizeConstraint: SizeConstraint) -> ConstrainedSize {
        func constraint(_ axis: SizeConstraint.Axis) -> ConstrainedSize.Constraint {
            switch axis {
            case .atMost(let value): .atMost(value)
            case .unconstrained: .unconstrained
            }
        }
        return ConstrainedSize(checking: constraint(sizeConstraint.width), constraint(sizeConstraint.height), self)
    }
}

private struct ConstrainedSizeLayout: SingleChildNodeLayout {
    /// The constraints as the element was given them (the layout makes them safe).
    var width: ConstrainedSize.Constraint
    var height: ConstrainedSize.Constraint

    func sizeThatFits(
        proposal: SizeConstraint,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) -> CGSize {
        let width = width.sanitized
        let height = height.sanitized
        if case .absolute(let width) = width, case .absolute(let height) = height {
            return CGSize(width: width, height: height)
        }
        let childProposal = SizeConstraint(
            width: width.applied(to: proposal.width),
            height: height.applied(to: proposal.height)
        )
        let measured = subelement.sizeThatFits(childProposal)
        return CGSize(width: width.applied(to: measured.width), height: height.applied(to: measured.height))
    }

    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) {
        subelement.place(filling: size)
    }
}

extension ConstrainedSize {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        ConstrainedSizeLayout.Storage.structuralComparator
    }
}

extension ConstrainedSizeLayout: IdenticalLayoutValue {
    func isIdentical(to other: ConstrainedSizeLayout) -> Bool {
        width.isIdentical(to: other.width) && height.isIdentical(to: other.height)
    }
}

extension ConstrainedSize.Constraint {
    /// Whether `other` is the same constraint with the same bounds, bit for bit.
    func isIdentical(to other: ConstrainedSize.Constraint) -> Bool {
        switch (self, other) {
        case (.unconstrained, .unconstrained): true
        case (.atMost(let a), .atMost(let b)), (.atLeast(let a), .atLeast(let b)), (.absolute(let a), .absolute(let b)):
            a.isIdentical(to: b)
        case (.within(let a), .within(let b)):
            a.lowerBound.isIdentical(to: b.lowerBound) && a.upperBound.isIdentical(to: b.upperBound)
        default: false
        }
    }
}

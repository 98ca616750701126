import BlueprintLayout
import Foundation

// Leaves the element tests share: each is defined here once, not in the test files.

/// A leaf of one size, whatever it is offered.
struct Fixed: Element {
    var size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) { size = CGSize(width: width, height: height) }

    init(width: CGFloat, height: CGFloat) { self.init(width, height) }

    var content: ElementContent { ElementContent(intrinsicSize: size) }
}

/// Measures to the offer on a bounded axis, and to `unconstrained` on an unconstrained one
/// (5 × 5 unless given).
struct Echo: Element {
    var unconstrained: CGSize

    init(unconstrained: CGSize = CGSize(width: 5, height: 5)) { self.unconstrained = unconstrained }

    var content: ElementContent {
        let fallback = unconstrained
        return ElementContent { constraint in
            CGSize(
                width: constraint.width.constrainedValue ?? fallback.width,
                height: constraint.height.constrainedValue ?? fallback.height)
        }
    }
}

/// Fills whatever it is offered: infinite on unconstrained axes (the third sizing rule).
struct Filler: Element {
    var content: ElementContent {
        ElementContent { constraint in
            CGSize(
                width: constraint.width.constrainedValue ?? .infinity,
                height: constraint.height.constrainedValue ?? .infinity)
        }
    }
}

/// A zero-sized leaf of another type, to tell children apart.
struct Other: Element {
    var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

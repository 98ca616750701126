import Foundation

/// Applies a transform to its wrapped element.
///
/// It measures as its content and gives it its whole frame: the transform does not move the
/// frame. The content's layout attributes get ``transform``, which a renderer applies around the
/// frame's center, as Core Animation applies a layer's transform.
///
/// Each modifier wraps the element in another `Transformed`, so a chain applies the innermost
/// transform first: `element.scaled(scaleX: 2, scaleY: 2).rotated(by: quarterTurn)` scales,
/// then rotates. Multiplying the transforms of the nested nodes from the inside out
/// (`inner.concatenating(outer)`) gives the total.
///
/// ```swift
/// arrow.rotated(by: Measurement(value: 90, unit: .degrees))
/// card.translated(translateX: 0, translateY: -8).scaled(scaleX: 1.05, scaleY: 1.05)
/// ```
public struct Transformed: Element {
    /// The element that is transformed.
    public var wrappedElement: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The layout and the wrapped element, in the storage that is also the content.
    private var container: ContainerContent<TransformedLayout>

    /// The transform given to the wrapped element.
    public var transform: Transform3D {
        get { container.layout.transform }
        set { container.layout.transform = newValue }
    }

    /// Transforms `wrappedElement` by a 3D transform (the stand-in for Core Animation's `CATransform3D`).
    ///
    /// - Parameters:
    ///   - transform: The transform to apply.
    ///   - wrappedElement: The element to transform.
    public init(transform: Transform3D, wrapping wrappedElement: Element) {
        container = ContainerContent(
            layout: TransformedLayout(transform: transform), children: OnlyChild(element: wrappedElement))
    }

    /// Transforms `wrappedElement` by a 2D affine transform (Foundation's stand-in for
    /// `CGAffineTransform`), embedded in the plane z = 0.
    ///
    /// - Parameters:
    ///   - transform: The 2D transform to apply.
    ///   - wrappedElement: The element to transform.
    @_disfavoredOverload
    public init(transform: AffineTransform, wrapping wrappedElement: Element) {
        self.init(transform: Transform3D(affine: transform), wrapping: wrappedElement)
    }

    /// Single-child content that sets the child's transform.
    public var content: ElementContent { container.content }
}

extension Element {
    /// Wraps the element in a ``Transformed`` with a 3D transform.
    public func transformed(_ transform: Transform3D) -> Transformed {
        Transformed(transform: transform, wrapping: self)
    }

    /// Wraps the element in a ``Transformed`` with a 2D affine transform.
    @_disfavoredOverload
    public func transformed(_ transform: AffineTransform) -> Transformed {
        Transformed(transform: transform, wrapping: self)
    }

    /// Wraps the element in a ``Transformed`` that translates it (each component 0 by default).
    ///
    /// - Parameters:
    ///   - translateX: The distance along x (positive moves right).
    ///   - translateY: The distance along y (positive moves down).
    ///   - translateZ: The distance along z.
    public func translated(
        translateX: CGFloat = 0,
        translateY: CGFloat = 0,
        translateZ: CGFloat = 0
    ) -> Transformed {
        Transformed(transform: .translation(x: translateX, y: translateY, z: translateZ), wrapping: self)
    }

    /// Wraps the element in a ``Transformed`` that rotates it in the plane by `rotationAngle`
    /// (positive angles turn clockwise on the y-down screen).
    ///
    /// ```swift
    /// chevron.rotated(by: Measurement(value: 180, unit: .degrees))
    /// ```
    public func rotated(by rotationAngle: Measurement<UnitAngle>) -> Transformed {
        Transformed(
            transform: .rotation(radians: CGFloat(rotationAngle.converted(to: .radians).value)),
            wrapping: self
        )
    }

    /// Wraps the element in a ``Transformed`` that scales it in the plane (each factor 1 by default).
    public func scaled(
        scaleX: CGFloat = 1,
        scaleY: CGFloat = 1
    ) -> Transformed {
        Transformed(transform: .scale(x: scaleX, y: scaleY), wrapping: self)
    }
}

extension Transform3D {
    /// The 3D form of a 2D affine transform, as `CATransform3DMakeAffineTransform`.
    fileprivate init(affine: AffineTransform) {
        self.init([
            affine.m11, affine.m12, 0, 0,
            affine.m21, affine.m22, 0, 0,
            0, 0, 1, 0,
            affine.tX, affine.tY, 0, 1,
        ])
    }
}

/// Measures as the child, which fills the frame, and sets its transform.
private struct TransformedLayout: LaysOutAsChild {
    var transform: Transform3D

    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) {
        subelement.attributes.transform = transform
    }
}

extension Transformed {
    static var structuralComparator: (Element, Element, inout StructuralComparison) -> ElementEquivalence.Level {
        TransformedLayout.Storage.structuralComparator
    }
}

extension TransformedLayout: IdenticalLayoutValue {
    func isIdentical(to other: TransformedLayout) -> Bool {
        zip(transform.m, other.transform.m).allSatisfy { $0.isIdentical(to: $1) }
    }
}

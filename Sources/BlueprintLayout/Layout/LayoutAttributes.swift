import Foundation

/// Where a layout put an element and how it should be shown: frame (in the parent's coordinates),
/// transform, alpha, hidden, user interaction and tint adjustment.
///
/// Transforms apply around the center and do not change `frame`. `center` and `bounds` are another
/// view of `frame`, as UIKit's views have: `bounds` is always at the origin here.
public struct LayoutAttributes: Equatable, Sendable {
    /// The frame in the parent's coordinate space.
    public var frame: CGRect
    /// The transform (identity by default).
    public var transform: Transform3D
    /// The opacity (1 by default).
    public var alpha: CGFloat
    /// Whether the element receives touches (true by default).
    public var isUserInteractionEnabled: Bool
    /// Whether the element is hidden (false by default).
    public var isHidden: Bool
    /// How tint colors are adjusted (`.automatic` by default).
    public var tintAdjustmentMode: TintAdjustmentMode.Mode

    /// Attributes with a zero frame and default values for the rest.
    public init() {
        self.init(frame: .zero)
    }

    /// Attributes with `frame` and default values for the rest.
    public init(frame: CGRect) {
        self.init(frame: frame, attributes: LayoutSubelement.Attributes())
    }

    /// Attributes of size `size` at the origin.
    public init(size: CGSize) {
        self.init(frame: CGRect(origin: .zero, size: size))
    }

    /// Attributes whose frame has `bounds`' size, centered on `center`.
    public init(center: CGPoint, bounds: CGRect) {
        self.init(
            frame: CGRect(
                x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                width: bounds.width, height: bounds.height))
    }

    /// Attributes from a frame and the attributes a layout set on a subelement.
    public init(frame: CGRect, attributes: LayoutSubelement.Attributes) {
        self.frame = frame
        transform = attributes.transform
        alpha = attributes.alpha
        isUserInteractionEnabled = attributes.isUserInteractionEnabled
        isHidden = attributes.isHidden
        tintAdjustmentMode = attributes.tintAdjustmentMode
    }

    /// The center of the frame; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The frame's size at the origin; setting it resizes the frame around its center (the
    /// origin of a new value is not kept).
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// These attributes, given in the coordinates of an element with `layoutAttributes`,
    /// expressed in that element's parent's coordinates: the center moved through the parent's
    /// frame and transform, the transforms combined, alpha multiplied, hidden if either is,
    /// interactive only if both are, and the tint mode inherited when `.automatic`.
    ///
    /// ```swift
    /// let inRoot = child.layoutAttributes.within(parent.layoutAttributes)
    /// ```
    public func within(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        let parentBounds = layoutAttributes.bounds
        let toParent = Transform3D.translation(x: -parentBounds.midX, y: -parentBounds.midY)
            .concatenating(layoutAttributes.transform)
            .concatenating(.translation(x: layoutAttributes.center.x, y: layoutAttributes.center.y))

        var result = LayoutAttributes(center: toParent.rowProduct(center), bounds: bounds)
        result.transform = transform.concatenating(toParent.untranslated)
        result.alpha = alpha * layoutAttributes.alpha
        result.isUserInteractionEnabled = layoutAttributes.isUserInteractionEnabled && isUserInteractionEnabled
        result.isHidden = layoutAttributes.isHidden || isHidden
        result.tintAdjustmentMode =
            tintAdjustmentMode == .automatic ? layoutAttributes.tintAdjustmentMode : tintAdjustmentMode
        return result
    }
}

extension Transform3D {
    /// The point `(x, y, 0, 1)` times the matrix, without the perspective division (as Blueprint
    /// applies a transform to a center).
    fileprivate func rowProduct(_ point: CGPoint) -> CGPoint {
        let m = self.m
        return CGPoint(x: point.x * m[0] + point.y * m[4] + m[12], y: point.x * m[1] + point.y * m[5] + m[13])
    }

    /// The transform without its translation.
    fileprivate var untranslated: Transform3D {
        var entries = m
        entries[12] = 0
        entries[13] = 0
        entries[14] = 0
        return Transform3D(entries)
    }
}

extension LayoutSubelement.Attributes {
    /// The attributes of `layoutAttributes` but its frame.
    init(_ layoutAttributes: LayoutAttributes) {
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        isUserInteractionEnabled = layoutAttributes.isUserInteractionEnabled
        isHidden = layoutAttributes.isHidden
        tintAdjustmentMode = layoutAttributes.tintAdjustmentMode
    }

    /// Whether every attribute has its default value (what most result nodes have).
    var isDefault: Bool {
        transform.isIdentity && alpha == 1 && isUserInteractionEnabled && !isHidden && tintAdjustmentMode == .automatic
    }
}

import Foundation

/// Where a layout put an element and how it should be shown: frame (in the parent's coordinates),
/// transform, alpha, hidden and user interaction.
///
/// Transforms apply around the center and do not change `frame`.
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

    /// Attributes with `frame` and default values for the rest.
    public init(frame: CGRect) {
        self.init(frame: frame, attributes: LayoutSubelement.Attributes())
    }

    /// Attributes of size `size` at the origin.
    public init(size: CGSize) {
        self.init(frame: CGRect(origin: .zero, size: size))
    }

    /// Attributes from a frame and the attributes a layout set on a subelement.
    public init(frame: CGRect, attributes: LayoutSubelement.Attributes) {
        self.frame = frame
        transform = attributes.transform
        alpha = attributes.alpha
        isUserInteractionEnabled = attributes.isUserInteractionEnabled
        isHidden = attributes.isHidden
    }

    /// The center of the frame.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// The frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}

import Foundation

/// Sets how tint colors are adjusted in its wrapped element and below, without changing layout:
/// the wrapped element's result node carries the mode in its ``LayoutAttributes``.
///
/// ```swift
/// form.tintAdjustmentMode(.dimmed)   // behind a modal sheet
/// ```
public struct TintAdjustmentMode: Element {
    /// Blueprint's `UIView.TintAdjustmentMode`, which UIKit defines on iOS.
    public enum Mode: Hashable, Sendable {
        /// The mode of the parent (the root's is `.normal`).
        case automatic
        /// Tint colors unchanged.
        case normal
        /// Tint colors desaturated and dimmed.
        case dimmed
    }

    /// The mode set on the wrapped element.
    public var tintAdjustmentMode: Mode {
        get { container.layout.mode }
        set { container.layout.mode = newValue }
    }
    /// The element whose tint is adjusted.
    public var wrappedElement: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The layout and the wrapped element, in the storage that is also the content.
    private var container: ContainerContent<TintAdjustmentLayout>

    /// Wraps `element`, setting `tintAdjustmentMode` on it.
    public init(_ tintAdjustmentMode: Mode, wrapping element: Element) {
        container = ContainerContent(
            layout: TintAdjustmentLayout(mode: tintAdjustmentMode), children: OnlyChild(element: element))
    }

    /// Content that measures as the wrapped element and sets the mode on it.
    public var content: ElementContent { container.content }
}

/// Measures as the child, which fills the frame, and records the mode in the child's attributes.
private struct TintAdjustmentLayout: LaysOutAsChild {
    var mode: TintAdjustmentMode.Mode

    func placeSubelement(in size: CGSize, subelement: Subelement, environment: Environment, cache: inout ()) {
        subelement.attributes.tintAdjustmentMode = mode
    }
}

extension Element {
    /// Wraps the element in a ``TintAdjustmentMode``.
    public func tintAdjustmentMode(_ tintAdjustmentMode: TintAdjustmentMode.Mode) -> TintAdjustmentMode {
        TintAdjustmentMode(tintAdjustmentMode, wrapping: self)
    }
}

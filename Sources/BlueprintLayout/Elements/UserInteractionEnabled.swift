import Foundation

/// Turns user interaction of its wrapped element on or off.
///
/// It measures as its content and gives it its whole frame; the content's layout attributes get
/// `isUserInteractionEnabled`, which a renderer applies to it and everything inside it.
///
/// ```swift
/// form.userInteractionEnabled(!isSubmitting)
/// ```
public struct UserInteractionEnabled: Element {
    /// Whether the wrapped element receives touches.
    public var isEnabled: Bool
    /// The element whose interaction is turned on or off.
    public var wrappedElement: Element {
        get { _wrappedElement.value }
        set { _wrappedElement.value = newValue }
    }
    private var _wrappedElement: BoxedElement

    /// Enables or disables user interaction of `element`.
    public init(_ isEnabled: Bool, wrapping element: Element) {
        self.isEnabled = isEnabled
        _wrappedElement = BoxedElement(element)
    }

    /// Single-child content that sets the child's `isUserInteractionEnabled`.
    public var content: ElementContent {
        ElementContent(child: wrappedElement, measuringAsChild: UserInteractionEnabledLayout(isEnabled: isEnabled))
    }
}

extension Element {
    /// Wraps the element in a ``UserInteractionEnabled`` (enabled by default).
    public func userInteractionEnabled(_ enabled: Bool = true) -> UserInteractionEnabled {
        UserInteractionEnabled(enabled, wrapping: self)
    }
}

/// Measures as the child, which fills the frame, and sets its `isUserInteractionEnabled`.
private struct UserInteractionEnabledLayout: LaysOutAsChild {
    var isEnabled: Bool

    func placeSubelement(
        in size: CGSize,
        subelement: Subelement,
        environment: Environment,
        cache: inout ()
    ) {
        subelement.attributes.isUserInteractionEnabled = isEnabled
    }
}

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
    public var isEnabled: Bool {
        get { container.layout.isEnabled }
        set { container.layout.isEnabled = newValue }
    }
    /// The element whose interaction is turned on or off.
    public var wrappedElement: Element {
        get { container.children.element }
        set { container.children.element = newValue }
    }

    // The layout and the wrapped element, in the storage that is also the content.
    private var container: ContainerContent<UserInteractionEnabledLayout>

    /// Enables or disables user interaction of `element`.
    public init(_ isEnabled: Bool, wrapping element: Element) {
        container = ContainerContent(
            layout: UserInteractionEnabledLayout(isEnabled: isEnabled), children: OnlyChild(element: element))
    }

    /// Single-child content that sets the child's `isUserInteractionEnabled`.
    public var content: ElementContent { container.content }
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

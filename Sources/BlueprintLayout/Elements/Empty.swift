import Foundation

/// An element that takes no space and shows nothing.
///
/// ```swift
/// let placeholder: Element = isLoading ? Spinner() : Empty()
/// ```
public struct Empty: Element, Equatable {
    /// Creates an empty element.
    public init() {}

    /// Always measures to zero.
    public var content: ElementContent { ElementContent(intrinsicSize: .zero) }
}

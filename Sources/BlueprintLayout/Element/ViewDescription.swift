import Foundation

/// Blueprint's description of the view that shows an element. This package has no views: the type
/// exists so that Blueprint elements, which implement ``Element/backingViewDescription(with:)``,
/// compile unchanged. It has no public initializer; layout-only elements return nil, and the layout
/// layer never asks for one.
public struct ViewDescription {
    private init() {}
}

/// What an element is told when asked for its ``ViewDescription``, as in Blueprint.
public struct ViewDescriptionContext {
    /// The element's bounds.
    public var bounds: CGRect
    /// The extent of the element's subtree, if known.
    public var subtreeExtent: CGRect?
    /// The element's environment.
    public var environment: Environment

    /// A context.
    public init(bounds: CGRect, subtreeExtent: CGRect?, environment: Environment) {
        self.bounds = bounds
        self.subtreeExtent = subtreeExtent
        self.environment = environment
    }
}

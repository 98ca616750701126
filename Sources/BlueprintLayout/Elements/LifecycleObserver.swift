import Foundation

/// A callback for when an element appears on or disappears from the screen.
public typealias LifecycleCallback = () -> Void

/// Carries callbacks for when its wrapped element appears and disappears, without changing layout.
///
/// This package has no views, so nothing here calls the callbacks: the observer's result node
/// carries them (``LayoutResultNode/onAppear`` and ``LayoutResultNode/onDisappear``) for a renderer
/// that shows the result tree to call, as Blueprint's view layer does.
///
/// ```swift
/// row.onAppear { analytics.log("row shown") }
///    .onDisappear { analytics.log("row hidden") }
/// ```
public struct LifecycleObserver: Element {
    /// The observed element.
    public var wrapped: Element {
        get { _wrapped.value }
        set { _wrapped.value = newValue }
    }
    private var _wrapped: BoxedElement
    /// Called when the element appears.
    public var onAppear: LifecycleCallback?
    /// Called when the element disappears.
    public var onDisappear: LifecycleCallback?

    /// Observes `wrapping` with the given callbacks.
    public init(onAppear: LifecycleCallback? = nil, onDisappear: LifecycleCallback? = nil, wrapping: Element) {
        self.onAppear = onAppear
        self.onDisappear = onDisappear
        _wrapped = BoxedElement(wrapping)
    }

    /// Content that measures as the wrapped element and gives it the whole frame.
    public var content: ElementContent {
        ElementContent(child: wrapped)
    }

    /// The same observer, also calling `callback` (after any existing one) when the element appears.
    public func onAppear(_ callback: @escaping LifecycleCallback) -> LifecycleObserver {
        LifecycleObserver(onAppear: Self.chain(onAppear, callback), onDisappear: onDisappear, wrapping: wrapped)
    }

    /// The same observer, also calling `callback` (after any existing one) when the element
    /// disappears.
    public func onDisappear(_ callback: @escaping LifecycleCallback) -> LifecycleObserver {
        LifecycleObserver(onAppear: onAppear, onDisappear: Self.chain(onDisappear, callback), wrapping: wrapped)
    }

    private static func chain(_ first: LifecycleCallback?, _ second: @escaping LifecycleCallback) -> LifecycleCallback {
        guard let first else { return second }
        return {
            first()
            second()
        }
    }
}

extension Element {
    /// Wraps the element in a ``LifecycleObserver`` that calls `callback` when it appears.
    public func onAppear(_ callback: @escaping LifecycleCallback) -> LifecycleObserver {
        LifecycleObserver(onAppear: callback, wrapping: self)
    }

    /// Wraps the element in a ``LifecycleObserver`` that calls `callback` when it disappears.
    public func onDisappear(_ callback: @escaping LifecycleCallback) -> LifecycleObserver {
        LifecycleObserver(onDisappear: callback, wrapping: self)
    }
}

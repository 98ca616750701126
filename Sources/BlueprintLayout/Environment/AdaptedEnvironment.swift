import Foundation

/// Changes the environment for its wrapped element and everything below it.
///
/// ```swift
/// Label(text: "Retina").adaptedEnvironment(key: DisplayScaleKey.self, value: 2)
/// ```
public struct AdaptedEnvironment: Element {
    /// A change to the environment.
    public typealias Adapter = (inout Environment) -> Void

    /// The element that sees the changed environment.
    public var wrapped: Element {
        get { _wrapped.value }
        set { _wrapped.value = newValue }
    }
    private var _wrapped: BoxedElement
    var adapters: [Adapter]

    /// Wraps `wrapped`, applying `adapt` to its environment. Nested adapters merge; the inner one
    /// is applied last.
    public init(by adapt: @escaping Adapter, wrapping wrapped: Element) {
        if var existing = wrapped as? AdaptedEnvironment {
            existing.adapters.append(adapt)
            self = existing
        } else {
            _wrapped = BoxedElement(wrapped)
            adapters = [adapt]
        }
    }

    /// Wraps `child`, setting one environment key.
    public init<Key: EnvironmentKey>(key: Key.Type, value: Key.Value, wrapping child: Element) {
        self.init(by: { $0[key] = value }, wrapping: child)
    }

    /// Wraps `child`, setting one environment property.
    public init<Value>(keyPath: WritableKeyPath<Environment, Value>, value: Value, wrapping child: Element) {
        self.init(by: { $0[keyPath: keyPath] = value }, wrapping: child)
    }

    /// Passthrough content with the adapted environment.
    public var content: ElementContent {
        let adapters = adapters
        return ElementContent(child: wrapped) { environment in
            for adapter in adapters.reversed() {
                adapter(&environment)
            }
        }
    }
}

extension Element {
    /// Sets one environment key for this element and its descendants.
    public func adaptedEnvironment<Key: EnvironmentKey>(key: Key.Type, value: Key.Value) -> Element {
        AdaptedEnvironment(key: key, value: value, wrapping: self)
    }

    /// Sets one environment property for this element and its descendants.
    public func adaptedEnvironment<Value>(keyPath: WritableKeyPath<Environment, Value>, value: Value) -> Element {
        AdaptedEnvironment(keyPath: keyPath, value: value, wrapping: self)
    }

    /// Changes the environment for this element and its descendants.
    public func adaptedEnvironment(by environmentAdapter: @escaping (inout Environment) -> Void) -> Element {
        AdaptedEnvironment(by: environmentAdapter, wrapping: self)
    }
}

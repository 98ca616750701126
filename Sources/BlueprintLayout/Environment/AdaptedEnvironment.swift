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
    /// The adapters, outermost first (the order they are applied in).
    private var adapters: AdapterList

    /// Wraps `wrapped`, applying `adapt` to its environment. Nested adapters merge into one
    /// element, as in Blueprint; the inner one is applied last. Merging takes constant time, so a
    /// chain of any length of `adaptedEnvironment` calls is built in linear time.
    public init(by adapt: @escaping Adapter, wrapping wrapped: Element) {
        if var existing = wrapped as? AdaptedEnvironment {
            existing.adapters = AdapterList(adapt, then: existing.adapters)
            self = existing
        } else {
            _wrapped = BoxedElement(wrapped)
            adapters = AdapterList(adapt, then: nil)
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
            var next: AdapterList? = adapters
            while let list = next {
                list.adapter(&environment)
                next = list.rest
            }
        }
    }
}

/// The adapters of an ``AdaptedEnvironment``, outermost first: a list that the elements of a chain
/// of nested adapters share, so that adding one copies nothing. Dropped without recursion, however
/// long it is.
final class AdapterList {
    let adapter: AdaptedEnvironment.Adapter
    /// The adapters inside this one, applied after it. Changed only by the deinit.
    private(set) var rest: AdapterList?

    init(_ adapter: @escaping AdaptedEnvironment.Adapter, then rest: AdapterList?) {
        self.adapter = adapter
        self.rest = rest
    }

    deinit {
        // Each list this one held alone is emptied before it goes, so releasing it recurses no further.
        var next = rest
        rest = nil
        while var list = next {
            next = nil
            guard isKnownUniquelyReferenced(&list) else { break }
            next = list.rest
            list.rest = nil
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

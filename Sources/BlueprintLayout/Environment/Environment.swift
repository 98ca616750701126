import Foundation

/// Values that flow down the element tree during measurement and layout: display scale,
/// layout direction, text metrics and your own keys.
///
/// ```swift
/// var environment = Environment()
/// environment.displayScale = 2
/// let result = element.layout(frame: CGRect(x: 0, y: 0, width: 320, height: 480), environment: environment)
/// ```
public struct Environment {
    /// An environment with no values set; every key reads its default.
    public static var empty: Environment { Environment() }

    // `nil` until a value is set: the engine copies the environment into every node, and an
    // absent storage costs nothing to copy. A class rather than the dictionary itself so that a
    // layout session's read tracker rides along in the same word (see `EnvironmentStorage`).
    fileprivate var storage: EnvironmentStorage?

    /// Creates an environment with no values set.
    public init() {}

    /// Reads or writes the value for `key`; an unset key reads `Key.defaultValue`.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let storage else { return key.defaultValue }
            let value = storage.values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? key.defaultValue
            if let tracker = storage.tracker { tracker.recordRead(key, value: value) }
            return value
        }
        set {
            uniqueStorage().values[ObjectIdentifier(key)] = newValue
        }
    }

    /// The value for `key`, not reported to a layout session's read tracker.
    func untrackedValue<Key: EnvironmentKey>(_ key: Key.Type) -> Key.Value {
        storage?.values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? key.defaultValue
    }

    /// This environment with reads reported to `tracker` (a layout session's pass), or to none.
    func tracking(_ tracker: EnvironmentReadTracker?) -> Environment {
        var environment = self
        environment.uniqueStorage().tracker = tracker
        return environment
    }

    /// The storage, made or copied so that this environment is its only owner.
    private mutating func uniqueStorage() -> EnvironmentStorage {
        if isKnownUniquelyReferenced(&storage), let storage { return storage }
        let copy = EnvironmentStorage(values: storage?.values ?? [:], tracker: storage?.tracker)
        storage = copy
        return copy
    }

    /// Whether no value has been set.
    public var isEmpty: Bool { storage?.values.isEmpty ?? true }

    /// This environment with `other`'s values layered on top.
    public func merged(prioritizing other: Environment) -> Environment {
        guard let otherValues = other.storage?.values, !otherValues.isEmpty else { return self }
        var merged = self
        let values = (storage?.values ?? [:]).merging(otherValues) { $1 }
        merged.uniqueStorage().values = values
        return merged
    }
}

/// An environment as a node's state holds it: its storage without a reference count, kept alive by
/// the pass's context (see ``LayoutContext/keep(_:)``), so that making a node and retiring it touch
/// no count. Made only by ``EnvironmentKeeper`` (whose owner keeps the storage) or copied from a
/// state; read it only while that owner lives.
struct KeptEnvironment {
    fileprivate let storage: Unmanaged<EnvironmentStorage>?

    /// No value set: needs no keeping.
    static var empty: KeptEnvironment { KeptEnvironment(storage: nil) }

    /// The environment, as a value of its own (which retains the storage).
    @inline(__always)
    var environment: Environment { Environment(storage: storage?.takeUnretainedValue()) }
}

/// The environments a pass's node states hold (see ``KeptEnvironment``): each storage retained once,
/// released with the keeper.
struct EnvironmentKeeper {
    /// The first storage kept: most passes keep one (the root's), which then needs no array.
    private var first: EnvironmentStorage?
    private var more: [EnvironmentStorage] = []
    /// The storage kept last, which a run of nodes most often shares (it is in `first` or `more`,
    /// so alive).
    private var last: Unmanaged<EnvironmentStorage>?

    /// How many storages the keeper holds.
    var count: Int { (first == nil ? 0 : 1) + more.count }

    /// `environment`, its storage kept from now until the keeper is released.
    @inline(__always)
    mutating func keep(_ environment: Environment) -> KeptEnvironment {
        guard let storage = environment.storage else { return .empty }
        if last?.toOpaque() != Unmanaged.passUnretained(storage).toOpaque() { keepOutOfLine(storage) }
        return KeptEnvironment(storage: last)
    }

    @inline(never)
    private mutating func keepOutOfLine(_ storage: EnvironmentStorage) {
        if first == nil { first = storage } else { more.append(storage) }
        last = Unmanaged.passUnretained(storage)
    }
}

extension Environment {
    fileprivate init(storage: EnvironmentStorage?) {
        self.storage = storage
    }
}

/// The values of an ``Environment``, and the read tracker of the layout session pass it belongs to
/// (`nil` outside sessions). Copied on write.
final class EnvironmentStorage {
    var values: [ObjectIdentifier: Any]
    var tracker: EnvironmentReadTracker?

    init(values: [ObjectIdentifier: Any], tracker: EnvironmentReadTracker?) {
        self.values = values
        self.tracker = tracker
    }
}

/// Receives the environment reads of a layout session's pass (see ``LayoutSession``).
protocol EnvironmentReadTracker: AnyObject {
    /// Records that the element being measured or placed read `value` for `key`.
    func recordRead<Key: EnvironmentKey>(_ key: Key.Type, value: Key.Value)
}

// MARK: - Layout-relevant keys

/// The number of pixels per point; used by pixel rounding. Default 1.
public enum DisplayScaleKey: EnvironmentKey {
    /// One pixel per point.
    public static var defaultValue: CGFloat { 1 }
}

extension Environment {
    /// The direction in which text and leading/trailing run.
    public enum LayoutDirection: Hashable, Sendable {
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }
}

/// ``Environment/LayoutDirection`` by its short name, as earlier versions of this package spelled it.
public typealias LayoutDirection = Environment.LayoutDirection

/// The environment's layout direction. Default `.leftToRight`.
public enum LayoutDirectionKey: EnvironmentKey {
    /// Left to right.
    public static var defaultValue: LayoutDirection { .leftToRight }
}

/// Safe area insets of the window the tree is shown in. Default `.zero`.
public enum SafeAreaInsetsKey: EnvironmentKey {
    /// No insets.
    public static var defaultValue: EdgeInsets { .zero }
}

/// The size of the window the tree is shown in, if known. Default `nil`.
public enum WindowSizeKey: EnvironmentKey {
    /// Unknown.
    public static var defaultValue: CGSize? { nil }
}

extension Environment {
    /// The number of pixels per point (default 1).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The layout direction (default `.leftToRight`).
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The safe area insets (default `.zero`).
    public var safeAreaInsets: EdgeInsets {
        get { self[SafeAreaInsetsKey.self] }
        set { self[SafeAreaInsetsKey.self] = newValue }
    }

    /// The window size, if known (default `nil`).
    public var windowSize: CGSize? {
        get { self[WindowSizeKey.self] }
        set { self[WindowSizeKey.self] = newValue }
    }
}

import Foundation

/// How a layout pass runs, as Blueprint names it: this engine has one mode, caffeinated layout,
/// and the mode carries the measurement cache's ``LayoutOptions``.
///
/// `LayoutMode.default` supplies the options of every `layout(frame:environment:options:)` and
/// `measure(in:environment:options:)` call that does not pass them, and a pass's mode can be read
/// from ``Environment/layoutMode``.
///
/// ```swift
/// LayoutMode.default = .caffeinated(options: .stairStep)
/// ```
public struct LayoutMode: Hashable, Sendable {
    /// The mode used when a pass is not given options; initially ``caffeinated``.
    public static var `default`: LayoutMode {
        get { DefaultLayoutMode.shared.value }
        set { DefaultLayoutMode.shared.value = newValue }
    }

    /// Caffeinated layout with `options` (default: Blueprint's deductions).
    public static func caffeinated(options: LayoutOptions = .default) -> LayoutMode {
        LayoutMode(options: options)
    }

    /// Caffeinated layout with Blueprint's deductions.
    public static let caffeinated = LayoutMode.caffeinated()

    /// The mode's name: `"Caffeinated"`.
    public var name: String { "Caffeinated" }

    /// The measurement cache's deductions.
    public var options: LayoutOptions
}

extension LayoutMode: CustomStringConvertible {
    /// The name and the deductions, as Blueprint prints them: `Caffeinated (hint+search)`.
    public var description: String {
        switch (options.hintRangeBoundaries, options.searchUnconstrainedKeys) {
        case (true, true): "Caffeinated (hint+search)"
        case (true, false): "Caffeinated (hint)"
        case (false, true): "Caffeinated (search)"
        case (false, false): "Caffeinated"
        }
    }
}

/// The process-wide default mode, behind a lock.
private final class DefaultLayoutMode: @unchecked Sendable {
    static let shared = DefaultLayoutMode()

    private let lock = NSLock()
    private var mode = LayoutMode.caffeinated

    var value: LayoutMode {
        get { lock.withLock { mode } }
        set { lock.withLock { mode = newValue } }
    }
}

private enum LayoutModeKey: EnvironmentKey {
    static var defaultValue: LayoutMode { .default }
}

extension Environment {
    /// The mode of the layout pass the environment is used in; outside a pass, ``LayoutMode/default``.
    public internal(set) var layoutMode: LayoutMode {
        get { self[LayoutModeKey.self] }
        set { self[LayoutModeKey.self] = newValue }
    }

    /// The environment for a pass with `options`: it records them as ``layoutMode`` unless it
    /// already reports them (so that the common case, the default mode, adds no value).
    func forPass(options: LayoutOptions) -> Environment {
        guard options != layoutMode.options else { return self }
        var environment = self
        environment.layoutMode = .caffeinated(options: options)
        return environment
    }
}

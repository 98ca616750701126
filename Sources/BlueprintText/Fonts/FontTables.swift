import Foundation

/// The tables of a ``Font`` that are read on first use, behind a lock.
///
/// Each value is computed at most once per successful read, while the lock is held, so two
/// threads shaping with a new font at once read each table once; a table that fails to read is
/// not stored, and the next use reads it again (and fails again with the same error).
final class FontTables: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `lock` is held.
    private let lock = NSLock()
    private var storage = Storage()

    struct Storage {
        var characterMap: CharacterMap?
        var horizontalMetrics: HorizontalMetrics?
        var glyphDefinitions: GlyphDefinitions?
        var kerningTable: KerningTable??
        var substitutionTable: LayoutTable??
        var positioningTable: LayoutTable??
        /// Compiled lookups: GSUB lookup `i` under `i`, GPOS lookup `i` under `-1 - i`.
        var lookups: [Int: Lookup] = [:]
        /// Shaping plans by the script tag they were made for (0: no script).
        var plans: [UInt32: ShapingPlan] = [:]
    }

    /// The value at `keyPath`, computed with `make` the first time.
    func value<Value>(_ keyPath: WritableKeyPath<Storage, Value?>, _ make: () throws -> Value) throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value = storage[keyPath: keyPath] { return value }
        let value = try make()
        storage[keyPath: keyPath] = value
        return value
    }

    func lookup(_ key: Int, _ make: () throws -> Lookup) throws -> Lookup {
        lock.lock()
        defer { lock.unlock() }
        if let value = storage.lookups[key] { return value }
        let value = try make()
        storage.lookups[key] = value
        return value
    }

    /// The plan for `script`. The lock is not held while the plan is made (making one reads other
    /// tables through this object); two threads may both make it, and the first stored wins.
    func plan(_ script: UInt32, _ make: () throws -> ShapingPlan) throws -> ShapingPlan {
        lock.lock()
        if let plan = storage.plans[script] {
            lock.unlock()
            return plan
        }
        lock.unlock()
        let plan = try make()
        lock.lock()
        defer { lock.unlock() }
        if let existing = storage.plans[script] { return existing }
        storage.plans[script] = plan
        return plan
    }
}

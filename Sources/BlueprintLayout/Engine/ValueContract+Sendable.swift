import Foundation

// MARK: - Sending layouts between threads
//
// The engine shares no mutable state between layout passes: each pass owns its nodes (see
// `LayoutContext` and SAFETY.md), the process-wide `LayoutMode.default` sits behind a lock, and
// the queues that release deep element trees belong to one thread each. Independent layouts may
// therefore run on any number of threads at once.
//
// The types below also hold values that come from the user: elements, keys, environment values
// and measuring closures. Blueprint's model requires those to be immutable values and pure
// functions of their inputs (an element describes UI; it does not own mutable state), and the
// engine only reads them. Under that contract the types are safe to send, which the compiler
// cannot prove for `any Element`, `AnyHashable` or `Any` — hence `@unchecked`. An element that
// does share mutable state through a reference must synchronize that state itself, as it would
// have to in Blueprint.
//
//     let result = await Task.detached { feed.layout(frame: bounds) }.value // LayoutResultNode

/// A result tree is a value: frames, attributes and identifiers, and the immutable elements they
/// were laid out from. It can be sent to another task or thread.
extension LayoutResultNode: @unchecked Sendable {}

/// An identifier is the element's type, the key it was added with (a value) and a count.
extension ElementIdentifier: @unchecked Sendable {}

/// An environment holds immutable values keyed by their key types.
extension Environment: @unchecked Sendable {}

/// Content is immutable once built: its children are elements, and its measuring closures are pure
/// functions of the constraint and environment.
extension ElementContent: @unchecked Sendable {}

import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// Single-child wrappers; each is added once its element lands in the engine.
    mutating func registerWrappers() {}
}

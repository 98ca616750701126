import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// Containers other than the stacks; each is added once its element lands in the engine.
    mutating func registerContainers() {}
}

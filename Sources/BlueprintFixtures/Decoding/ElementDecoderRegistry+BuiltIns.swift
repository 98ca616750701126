import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// Registers every built-in element type: containers, wrappers and fixture leaves.
    mutating func registerBuiltIns() {
        registerStacks()
        registerLeaves()
        registerContainers()
        registerWrappers()
    }
}

import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// Registers every built-in element type: containers, wrappers, fixture leaves and the
    /// preferences vocabulary.
    mutating func registerBuiltIns() {
        registerStacks()
        registerLeaves()
        registerContainers()
        registerWrappers()
        registerPreferences()
        describe(Self.builtInDescriptions)
    }
}

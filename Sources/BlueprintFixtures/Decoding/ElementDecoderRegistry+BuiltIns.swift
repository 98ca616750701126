import BlueprintLayout
import Foundation

extension ElementDecoderRegistry {
    /// Registers every built-in element type: containers (the `Grid` extension among them), wrappers, fixture leaves and the
    /// preferences vocabulary.
    mutating func registerBuiltIns() {
        registerStacks()
        registerLeaves()
        registerContainers()
        registerGrid()
        registerWrappers()
        registerPreferences()
        describe(Self.builtInDescriptions)
    }
}

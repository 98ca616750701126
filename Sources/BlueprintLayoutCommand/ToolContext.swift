import BlueprintFixtures

/// What the running command works with: the element vocabulary of the tool in use (the
/// standard one, or a user's from ``BlueprintLayoutCommand/main(registry:)``).
///
/// A task-local value, set by ``CommandLineTool/run(_:registry:)`` for the command's run: every
/// command reads it on the thread that runs it (work handed to other threads takes what it
/// needs along, such as a `FixtureRunner` made from it).
enum ToolContext {
    @TaskLocal static var registry: ElementDecoderRegistry = .standard
}

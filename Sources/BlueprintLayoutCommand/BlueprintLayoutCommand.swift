import BlueprintFixtures
import Foundation

/// The whole `blueprint-layout` command — `check`, `record`, `render`, `dump`, `types` and
/// `bench` — as a library, so that a package of yours gets the command with its own element
/// types.
public enum BlueprintLayoutCommand {
    /// Runs the command with the process's arguments and ends the process with its exit status.
    public static func main(registry: ElementDecoderRegistry = .standard) -> Never {
        Output.prepare()
        let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
        Output.flush()
        exit(status)
    }
}

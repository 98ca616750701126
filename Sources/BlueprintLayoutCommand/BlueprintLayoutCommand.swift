import BlueprintFixtures
import CCommandSupport
import Foundation

/// The whole `blueprint-layout` command — `check`, `record`, `render`, `dump`, `types` and
/// `bench` — as a library, so that a package of yours gets the command with its own element
/// types.
///
/// Register your elements on a copy of the standard vocabulary and hand it to ``main(registry:)``
/// from an executable target of yours; every command then decodes fixtures with it, and `types`
/// lists your types beside the built-in ones:
/// ```swift
/// // Sources/myapp-layout/main.swift
/// import BlueprintLayoutCommand
/// import MyAppLayout
///
/// BlueprintLayoutCommand.main(registry: .myApp)
/// ```
/// `swift run myapp-layout check Fixtures` then checks fixtures that use your types, `record`
/// records them and `render` draws them.
public enum BlueprintLayoutCommand {
    /// Runs the command with the process's arguments and ends the process with its exit status.
    ///
    /// Output never traps: `SIGPIPE` is ignored and every write is checked, so a closed pipe
    /// (`check | head`) or a full disk ends the process with exit status 3.
    ///
    /// Every command but `bench` keeps the heap memory it frees for its own reuse (with glibc:
    /// the trim threshold is set to 1 GiB), so that laying a large fixture out reuses the pages its
    /// measurement freed; blocks of 128 KiB or more still go back to the system when freed.
    ///
    /// - Parameter registry: The element types fixtures may use (default: the built-in
    ///   vocabulary of the fixture format, `Docs/FixtureFormat.md`).
    public static func main(registry: ElementDecoderRegistry = .standard) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // A fixture is measured, then laid out: keep the memory the first pass frees for the
        // next, rather than give it back and fault it in again (`bench` sets its own options).
        if arguments.first != "bench" { command_keep_freed_heap() }
        exit(run(arguments, registry: registry))
    }

    /// Runs the command with `arguments` (without the program's name) and returns its exit
    /// status: 0 success, 1 a check failed or a file could not be read or written, 2 a wrong
    /// command line (a path named on it that does not exist included), 3 the output could not
    /// be written.
    ///
    /// Prints to standard output and standard error as ``main(registry:)`` does and, like it,
    /// ignores `SIGPIPE` for the whole process and ends the process with status 3 when the output
    /// cannot be written.
    /// ```swift
    /// let status = BlueprintLayoutCommand.run(["check", "Fixtures"], registry: .myApp)
    /// ```
    public static func run(_ arguments: [String], registry: ElementDecoderRegistry = .standard) -> Int32 {
        Output.prepare()
        let status = CommandLineTool.run(arguments, registry: registry)
        Output.flush()
        return status
    }
}

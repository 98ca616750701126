import BlueprintFixtures
import Foundation

/// `blueprint-layout render FILE` and `render --html DIR`.
enum RenderCommand {
    static let layout = CommandOption.value("--layout", "K", help: "Draw layout check K (from 0; default 0)")
    static let output = CommandOption.value(
        "--output", "PATH", otherNames: ["-o"],
        help: "Write the SVG (with --html, the HTML page) to PATH instead of standard output")
    static let diff = CommandOption.flag(
        "--diff",
        help: """
            Draw the check's expected frames (dashed) over the actual ones, each failing element \
            labelled with its id and difference
            """)
    static let html = CommandOption.flag(
        "--html",
        help: """
            Write one self-contained HTML page for every fixture under DIR: a summary, failures first, \
            folder chips, a filter, thumbnails that open to large drawings fitted to what differs, with \
            zoom, pan, labels, a legend and details (#fixture=NAME&check=K&element=ID)
            """)
    static let file = CommandArgument(name: "FILE", usage: "FILE", help: "A fixture file")
    static let folder = CommandArgument(
        name: "DIR", usage: "DIR", help: "A folder, searched recursively for fixtures (.json files)")

    static let interface = CommandInterface(
        name: "render",
        summary: "Draw a fixture's layout as SVG (render --html DIR: an HTML page of a folder)",
        overview: "Draw a fixture's layout as SVG, or a folder of fixtures as an HTML page.",
        arguments: [file, folder],
        options: [layout, output, diff, html],
        usages: [
            .init([.argument(file), .optional(layout), .optional(output), .optional(diff)]),
            .init([.required(html), .argument(folder), .optional(output)]),
        ],
        discussion: """
            Each element is a rectangle labelled with its id (or its type). With --output, an existing \
            file is replaced as 'record' replaces fixtures: a symbolic link's target is written; special \
            files (FIFO, device) and read-only files are refused; the mode is kept; the file is replaced \
            whole or not at all. Without it, the picture goes to standard output.

            With --html, a file that cannot be read or decoded is on the page as an ERROR card and told \
            on standard error ('error: path: message'); the page is still written, and the exit status is \
            then 1 (0 when every file was read, whether its checks pass or fail; 2 for a wrong command \
            line, such as a DIR that does not exist; 3 when the output cannot be written).
            """)

    static func run(_ arguments: Arguments) throws -> Int32 {
        let output = arguments.value(Self.output)

        if arguments.has(Self.html) {
            for option in [Self.layout, Self.diff] where arguments.contains(option) {
                throw UsageError(
                    message: "'\(option.name)' draws one fixture: use it with 'render FILE'", command: "render")
            }
            let path = try arguments.singleArgument(named: Self.folder.name, what: "the folder of fixtures")
            // As for 'check': a path that is not there at all is a usage error; one that cannot be
            // followed (a broken link, a loop) is an error card on the page.
            var status = stat()
            guard lstat(path, &status) == 0 || (errno != ENOENT && errno != ENOTDIR) else {
                throw UsageError(message: "no such folder: \(path)", command: "render")
            }
            guard stat(path, &status) != 0 || (status.st_mode & S_IFMT) == S_IFDIR else {
                throw UsageError(
                    message: "--html expects a folder (DIR), but '\(path)' is a file; draw one fixture with "
                        + "'render \(path)'",
                    command: "render")
            }
            let page = HTMLIndex(registry: ToolContext.registry).page(for: URL(fileURLWithPath: path))
            for error in page.errors { Output.error("error: \(error)") }
            let written = try write(page.html, to: output)
            guard written == ExitCode.success else { return written }
            return page.errors.isEmpty ? ExitCode.success : ExitCode.failure
        }

        let path = try arguments.singleArgument(named: Self.file.name, what: "the fixture to draw")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError(
                message: "'\(path)' is a folder; render draws one FILE (a page of a folder: 'render --html \(path)')",
                command: "render")
        }

        guard let (fixture, layoutIndex) = try FixtureArgument.load(path, layout: Self.layout, arguments: arguments)
        else { return ExitCode.failure }
        let svg = SVGRenderer().render(fixture, layoutIndex: layoutIndex, diff: arguments.has(Self.diff))
        return try write(svg, to: output)
    }

    static func write(_ text: String, to output: String?) throws -> Int32 {
        guard let output else {
            Output.out(text)
            return ExitCode.success
        }
        do {
            try SafeFileWriter.write(Data(text.utf8), to: output)
        } catch {
            Output.error("error: cannot write \(error)")
            return ExitCode.failure
        }
        Output.out("wrote \(output)")
        return ExitCode.success
    }
}

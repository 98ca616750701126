import BlueprintFixtures
import Foundation

/// `blueprint-layout render FILE` and `render --html DIR`.
enum RenderCommand {
    static let help = """
        OVERVIEW: Draw a fixture's layout as SVG, or a folder of fixtures as an HTML page.

        USAGE: blueprint-layout render FILE [--layout K] [-o OUT.svg] [--diff]
               blueprint-layout render --html DIR [-o OUT.html]

        ARGUMENTS:
          FILE               A fixture file
          DIR                A folder, searched recursively for fixtures (.json files)

        OPTIONS:
          --layout K         Draw layout check K (from 0; default 0)
          -o, --output PATH  Write to PATH instead of standard output
          --diff             Draw the check's expected frames (dashed) over the actual ones,
                             each failing element labelled with its id and difference
          --html             Write one self-contained HTML page for every fixture under DIR:
                             a summary, failures first, folder chips, a filter, thumbnails that
                             open to large drawings fitted to what differs, with zoom, pan,
                             labels, a legend and details (#fixture=NAME&check=K&element=ID)
          -h, --help         Show this help

        Each element is a rectangle labelled with its id (or its type). With -o, an existing
        file is replaced as 'record' replaces fixtures: a symbolic link's target is written;
        special files (FIFO, device) and read-only files are refused; the mode is kept; the file
        is replaced whole or not at all. Without -o, the picture goes to standard output.

        With --html, a file that cannot be read or decoded is on the page as an ERROR card and
        told on standard error ('error: path: message'); the page is still written, and the exit
        status is then 1 (0 when every file was read, whether its checks pass or fail; 2 for a
        wrong command line, such as a DIR that does not exist; 3 when the output cannot be
        written).

        """

    static func run(_ rawArguments: [String]) throws -> Int32 {
        let arguments = try Arguments(
            rawArguments,
            command: "render",
            flags: [["--diff"], ["--html"], ["--help", "-h"]],
            options: [["--layout"], ["--output", "-o"]]
        )
        if arguments.flags.contains("--help") {
            Output.out(help)
            return ExitCode.success
        }
        let output = arguments.options["--output"]

        if arguments.flags.contains("--html") {
            for option in ["--layout", "--diff"]
            where arguments.options[option] != nil || arguments.flags.contains(option) {
                throw UsageError(message: "'\(option)' draws one fixture: use it with 'render FILE'", command: "render")
            }
            let path = try arguments.singleArgument(named: "DIR", what: "the folder of fixtures", command: "render")
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

        let path = try arguments.singleArgument(named: "FILE", what: "the fixture to draw", command: "render")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError(
                message: "'\(path)' is a folder; render draws one FILE (a page of a folder: 'render --html \(path)')",
                command: "render")
        }

        guard let (fixture, layoutIndex) = try FixtureArgument.load(path, arguments: arguments, command: "render")
        else { return ExitCode.failure }
        let svg = SVGRenderer().render(fixture, layoutIndex: layoutIndex, diff: arguments.flags.contains("--diff"))
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

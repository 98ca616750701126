import BlueprintFixtures
import Foundation

/// `blueprint-layout render FILE` and `render --html DIR`.
enum RenderCommand {
    static let help = """
        OVERVIEW: Draw a fixture's layout as SVG, or a folder of fixtures as an HTML page.

        USAGE: blueprint-layout render FILE [--layout K] [-o OUT.svg] [--diff]
               blueprint-layout render --html DIR [-o OUT.html]

        OPTIONS:
          --layout K         Draw layout check K (from 0; default 0)
          -o, --output PATH  Write to PATH instead of standard output
          --diff             Draw the check's expected frames (dashed) over the actual ones
          --html             Write one self-contained HTML page for every fixture under DIR:
                             a summary, failures first, a filter, thumbnails that open to
                             large drawings (#fixture=NAME) with details on hover
          -h, --help         Show this help

        Each element is a rectangle labelled with its id (or its type). With -o, an existing
        file is replaced as 'record' replaces fixtures: a symbolic link's target is written;
        special files (FIFO, device) and read-only files are refused; the mode is kept; the file
        is replaced whole or not at all. Without -o, the picture goes to standard output.

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
        let path = try arguments.singleFile(command: "render")
        let output = arguments.options["--output"]

        if arguments.flags.contains("--html") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError(message: "--html expects a folder, found '\(path)'", command: "render")
            }
            let problems = FixtureFileScan([path]).problems
            if !problems.isEmpty {
                for problem in problems { Output.error("error: \(problem)") }
                return ExitCode.failure
            }
            let page = HTMLIndex(registry: ToolContext.registry).render(folder: URL(fileURLWithPath: path))
            return try write(page, to: output)
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

import Foundation

// blueprint-layout: checks, records, draws and dumps layout fixtures, and runs benchmarks.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))

import Foundation

// blueprint-layout: checks, records, draws and dumps layout fixtures, and runs benchmarks.
Output.prepare()
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
Output.flush()
exit(status)

import BlueprintBenchmarks
import BlueprintFixtures
import BlueprintLayout
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "bench" {
    exit(runBenchCommand(arguments: Array(arguments.dropFirst())))
}

print("blueprint-layout: not yet implemented")

import BlueprintLayout

/// Runs `blueprint-layout bench` with the arguments after `bench`; returns the exit code.
public func runBenchCommand(arguments: [String]) -> Int32 {
    print("bench: not yet implemented")
    return 1
}

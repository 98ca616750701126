// Throughput of BlueprintText's line breaking, built by Benchmarks/line-breaking.sh (optimized, with
// the LineBreaking sources compiled in); not part of the package build.
import Foundation

/// The CPU time `body` takes on this thread, in seconds: steadier than the wall clock on a shared machine.
func seconds(_ body: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    body()
    return now() - start
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    print("usage: line-break-bench icu-72-line-breaks.jsonl")
    exit(2)
}
let tableSeconds = seconds { _ = LineBreakTable.shared.distinctBlockCount }
let lines = try String(contentsOfFile: arguments[1], encoding: .utf8).split(separator: "\n")
let texts = try lines.filter { !$0.hasPrefix("#") }.prefix(6000).map {
    try JSONDecoder().decode([String].self, from: Data($0.utf8))[0]
}
let characters = texts.reduce(0) { $0 + $1.count }
let scalars = texts.reduce(0) { $0 + $1.unicodeScalars.count }
let bytes = texts.reduce(0) { $0 + $1.utf8.count }
let joined = texts.joined(separator: " ")
let asciiProse = String(repeating: "The quick brown fox jumps over the lazy dog, again and again. ", count: 2000)

print("table decoded in \(String(format: "%.2f", tableSeconds * 1000)) ms")
print("corpus: \(texts.count) strings, \(characters) Characters, \(scalars) code points, \(bytes) UTF-8 bytes")

func report(_ name: String, characters: Int, runs: Int = 15, _ body: () -> Int) {
    var sink = 0
    var times: [Double] = []
    for _ in 0..<3 { sink &+= body() }  // warm-up
    for _ in 0..<runs { times.append(seconds { sink &+= body() }) }
    let time = median(times)
    print(
        String(
            format: "%@: %.1f M Characters/s (%.2f ms CPU time per pass, median of %d)%@", name,
            Double(characters) / time / 1e6, time * 1000, runs, sink == 42 ? " " : ""
        )
    )
}

for rules in [LineBreakRules.unicode, .icu] {
    report("opportunities(in:), \(rules), 6,000 random strings", characters: characters) {
        texts.reduce(0) { $0 + LineBreaking.opportunities(in: $1, rules: rules).count }
    }
}
report("LineBreakOpportunities (lazy), 6,000 random strings", characters: characters) {
    texts.reduce(0) { count, text in LineBreakOpportunities(text).reduce(count) { c, _ in c + 1 } }
}
report("opportunities(in:), the strings joined (one text)", characters: joined.count) {
    LineBreaking.opportunities(in: joined).count
}
report("opportunities(in:), ASCII prose", characters: asciiProse.count) {
    LineBreaking.opportunities(in: asciiProse).count
}
report("baseline: counting Characters only, 6,000 random strings", characters: characters) {
    texts.reduce(0) { $0 + $1.count }
}
report("baseline: counting Characters only, ASCII prose", characters: asciiProse.count) {
    asciiProse.count
}

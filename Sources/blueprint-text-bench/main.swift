// blueprint-text-bench: how fast BlueprintText loads fonts and shapes text, for comparison with
// HarfBuzz's hb_shape on the same strings (Benchmarks/harfbuzz/run.sh runs both).
//
//   blueprint-text-bench FONT FACE STRINGS [ROUNDS]
//
// FONT is a font file, FACE its face index, STRINGS a file of UTF-8 strings, one per line. Prints
// one line per measurement, `name value unit`:
//
//   load_us          loading the font (Font(contentsOf:)): median of 200 loads
//   first_shape_us   shaping the first string with a freshly loaded font (reads cmap, hmtx,
//                    GDEF, GSUB, GPOS and compiles the plan): median of 20
//   shape_ns_per_string, glyphs_per_second
//                    shaping every string once with a font already used (no measurement
//                    cache: each string is shaped from its scalars), median of ROUNDS passes
//
//   blueprint-text-bench label FONT [FACE] [TEXT]
//
// Measures a label (TEXT, by default a 40-character sentence) with FontTextMetrics at 17 points
// in a width that wraps it into two lines (60 % of its one-line width), and prints:
//
// Times are the thread's CPU time (CLOCK_THREAD_CPUTIME_ID), medians of rounds:
//
//   label_cold_ns    FontTextMetrics.size(of:in:) without a cache: shaping, line breaks and
//                    wrapping on every call (median of 31 rounds of 2,000 calls)
//   label_warm_ns    the same call with a warm FontTextCache: a lookup (median of 31 rounds of
//                    1,000,000 calls)
//   label_content_warm_ns
//                    Label(text:).content.measure(in:) with those warm metrics: the engine's
//                    measuring entry point around the same lookup
import BlueprintLayout
import BlueprintText
import Foundation

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

let arguments = CommandLine.arguments
if arguments.count >= 3, arguments[1] == "label" {
    benchmarkLabel(
        font: URL(fileURLWithPath: arguments[2]), face: arguments.count > 3 ? Int(arguments[3]) ?? 0 : 0,
        text: arguments.count > 4 ? arguments[4] : "Your waffles and coffee are ready to go!")
    exit(0)
}
guard arguments.count >= 4, let face = Int(arguments[2]) else {
    FileHandle.standardError.write(
        Data(
            "usage: blueprint-text-bench FONT FACE STRINGS [ROUNDS]\n       blueprint-text-bench label FONT [FACE] [TEXT]\n"
                .utf8))
    exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
let rounds = arguments.count > 4 ? Int(arguments[4]) ?? 20 : 20
let strings = try String(contentsOf: URL(fileURLWithPath: arguments[3]), encoding: .utf8)
    .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
let size: CGFloat = 17

var loads: [Double] = []
for _ in 0..<200 {
    let start = now()
    _ = try Font(contentsOf: url, faceIndex: face)
    loads.append(Double(now() - start) / 1000)
}
var firsts: [Double] = []
for _ in 0..<20 {
    let font = try Font(contentsOf: url, faceIndex: face)
    let start = now()
    _ = try TextShaper(font: font).shape(strings[0], size: size)
    firsts.append(Double(now() - start) / 1000)
}

let shaper = TextShaper(font: try Font(contentsOf: url, faceIndex: face))
var glyphs = 0
for string in strings {
    glyphs += try shaper.shape(string, size: size).runs.reduce(0) { $0 + $1.glyphs.count }
}
var passes: [Double] = []
var sink: CGFloat = 0
for _ in 0..<rounds {
    let start = now()
    for string in strings {
        sink += try shaper.shape(string, size: size).width
    }
    passes.append(Double(now() - start))
}
let pass = median(passes)
print("strings \(strings.count)")
print("glyphs \(glyphs)")
print("load_us \(String(format: "%.1f", median(loads)))")
print("first_shape_us \(String(format: "%.1f", median(firsts)))")
print("shape_ns_per_string \(String(format: "%.0f", pass / Double(strings.count)))")
print("glyphs_per_second \(String(format: "%.0f", Double(glyphs) / (pass / 1e9)))")
if sink.isNaN { print("unreachable") }

/// The CPU time of the calling thread in nanoseconds: on a shared machine, the time the thread ran,
/// not the time it waited for a core.
func threadTime() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The nanoseconds of thread CPU time per call of `body`, run `calls` times a round: the median of
/// `rounds` rounds.
func nanosecondsPerCall(rounds: Int, calls: Int, _ body: () -> CGFloat) -> Double {
    var sink: CGFloat = 0
    var perCall: [Double] = []
    for _ in 0..<rounds {
        let start = threadTime()
        for _ in 0..<calls { sink += body() }
        perCall.append(Double(threadTime() - start) / Double(calls))
    }
    if sink.isNaN { print("unreachable") }
    return median(perCall)
}

/// The `label` mode: cold and warm measurement of one label wrapped into two lines.
func benchmarkLabel(font url: URL, face: Int, text: String) {
    do {
        let font = try Font(contentsOf: url, faceIndex: face)
        let cold = try FontTextMetrics(font: font, size: 17, cache: nil)
        let warm = try FontTextMetrics(font: font, size: 17, cache: FontTextCache())
        let width = (cold.size(of: text, in: .unconstrained).width * 0.6).rounded()
        let constraint = SizeConstraint(width: width)
        let lines = cold.layout(of: text, in: .atMost(width)).lines.count
        let label = Label(text: text) { $0.textMetrics = warm }
        _ = warm.size(of: text, in: constraint)
        print("label_characters \(text.count)")
        print("label_width \(width)")
        print("label_lines \(lines)")
        let coldNanoseconds = nanosecondsPerCall(rounds: 31, calls: 2_000) {
            cold.size(of: text, in: constraint).height
        }
        print("label_cold_ns \(String(format: "%.0f", coldNanoseconds))")
        let warmNanoseconds = nanosecondsPerCall(rounds: 31, calls: 1_000_000) {
            warm.size(of: text, in: constraint).height
        }
        print("label_warm_ns \(String(format: "%.1f", warmNanoseconds))")
        let content = label.content
        let contentNanoseconds = nanosecondsPerCall(rounds: 31, calls: 200_000) {
            content.measure(in: constraint).height
        }
        print("label_content_warm_ns \(String(format: "%.1f", contentNanoseconds))")
    } catch {
        FileHandle.standardError.write(Data("blueprint-text-bench: \(error)\n".utf8))
        exit(1)
    }
}

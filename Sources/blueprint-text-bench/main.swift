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
import BlueprintText
import Foundation

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, let face = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: blueprint-text-bench FONT FACE STRINGS [ROUNDS]\n".utf8))
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

#!/usr/bin/env bash
# Shaping speed of BlueprintText against HarfBuzz's hb_shape on the same strings, in one run.
#
#   apt-get install libharfbuzz-dev pkg-config     # the C harness only; not a package dependency
#   Benchmarks/harfbuzz/run.sh [REPEATS] [ROUNDS]
#
# Builds Benchmarks/harfbuzz/hb-shape-bench.c (cc -O2, Debian's HarfBuzz) and the release build of
# blueprint-text-bench, takes the strings of the differential test (Tests/Data, every line of
# every string but the complex-script ones), and runs the two harnesses alternately REPEATS times
# (default 5) per font, each timing ROUNDS passes (default 10) over all strings. Prints the median
# over the repeats of each measurement, and the ratio of HarfBuzz's glyphs per second to ours.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPEATS=${1:-5}
ROUNDS=${2:-10}
OUT=.build/harfbuzz-bench
mkdir -p "$OUT"

cc -O2 -o "$OUT/hb-shape-bench" Benchmarks/harfbuzz/hb-shape-bench.c $(pkg-config --cflags --libs harfbuzz)
swift build -c release --product blueprint-text-bench >&2
SWIFT_BENCH=$(swift build -c release --show-bin-path)/blueprint-text-bench

strings() {
    python3 - "$1" "$2" <<'PY'
import json, sys
cases = json.load(open(sys.argv[1], encoding="utf-8"))["cases"]
lines = [line for kind, text, _ in cases if kind != "complex" for line in text.split("\n") if line]
open(sys.argv[2], "w", encoding="utf-8").write("\n".join(lines) + "\n")
PY
}

run_font() {
    local font=$1 face=$2 data=$3 name=$4
    strings "Tests/Data/$data" "$OUT/$name.txt"
    : >"$OUT/$name-swift.txt"
    : >"$OUT/$name-harfbuzz.txt"
    for _ in $(seq "$REPEATS"); do
        "$SWIFT_BENCH" "$font" "$face" "$OUT/$name.txt" "$ROUNDS" >>"$OUT/$name-swift.txt"
        "$OUT/hb-shape-bench" "$font" "$face" "$OUT/$name.txt" "$ROUNDS" >>"$OUT/$name-harfbuzz.txt"
    done
    python3 - "$name" "$OUT/$name-swift.txt" "$OUT/$name-harfbuzz.txt" <<'PY'
import statistics, sys
def read(path):
    values = {}
    for line in open(path):
        key, value = line.split()
        if key != "harfbuzz":
            values.setdefault(key, []).append(float(value))
    return values
name, ours, theirs = sys.argv[1], read(sys.argv[2]), read(sys.argv[3])
print(f"{name}: {int(ours['strings'][0])} strings, {int(ours['glyphs'][0])} glyphs, median of {len(ours['load_us'])} runs (min–max)")
for key in ["load_us", "first_shape_us", "shape_ns_per_string", "glyphs_per_second"]:
    a, b = ours[key], theirs[key]
    print(f"  {key:20} BlueprintText {statistics.median(a):>12,.1f} ({min(a):,.1f}–{max(a):,.1f})"
          f"   HarfBuzz {statistics.median(b):>12,.1f} ({min(b):,.1f}–{max(b):,.1f})")
print(f"  HarfBuzz glyphs/s ÷ BlueprintText glyphs/s: "
      f"{statistics.median(theirs['glyphs_per_second']) / statistics.median(ours['glyphs_per_second']):.2f}")
PY
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "commit: $(git rev-parse --short HEAD)  date: $(date -u +%Y-%m-%dT%H:%MZ)  HarfBuzz $(pkg-config --modversion harfbuzz)"
run_font Fonts/NotoSans-Regular.ttf 0 harfbuzz-widths-noto-sans.json noto-sans
run_font Fonts/NotoSansCJK-Subset.ttc 1 harfbuzz-widths-noto-sans-cjk-sc.json noto-sans-cjk-sc

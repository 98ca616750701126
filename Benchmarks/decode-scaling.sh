#!/usr/bin/env bash
# Checks that `blueprint-layout check` stays linear in the size of a fixture.
#
# Generates two fixtures with python3: one Row of N `Fixed` children and one of 4N (every child
# has an id, and the layout check lists every id's frame, so parsing, decoding, the id set, the
# layout, the frame lookup and the comparison all grow with N), times `blueprint-layout check`
# on each with a release build, and prints the time ratio (linear: about 4; the script fails
# when it is 5 or more) and the peak resident memory (the largest of the runs) against the file
# size.
#
# It also prints the memory the 4N fixture takes beyond the N one per byte its file has beyond
# the N one's: the peak's multiple of the file size without the process's own few tens of MiB, so
# it is about the same for any N from 200,000 on (2.7 for a Row, 3.5 with keys, 3.2 for the
# id-poor nested shape, where the engine's nodes are most of it, at 6183db4), and fails when it
# reaches MEMORY_LIMIT (default 5 for every shape, issue #40's target: a pass that stopped giving
# retired node states back to the system, or a stack that kept its work numbers again, would cross
# it; the nested shape was 5.6 with both). Below
# 200,000 children the passes are small enough for a thread to keep their node memory (32 MiB,
# about 170,000 nodes), which nothing gives back (5.7 and 11.3 at N = 10,000), and the defaults
# are 9 and 13.
#
# With --nested, the children are spread over Rows of 100 in a Column (only the Rows have ids
# and listed frames): a deeper, id-poor shape; N = 250000 gives a 9 MiB and a 38 MiB fixture.
# With --keyed, every child of the Row also has traits: a key of its own and a grow priority
# (keyed siblings are identified by the engine; see ElementIdentifier).
#
#   Benchmarks/decode-scaling.sh [--nested | --keyed] [N]   # default N = 250000 (4N = 1,000,000)
#   BLUEPRINT_LAYOUT=path/to/blueprint-layout Benchmarks/decode-scaling.sh 10000
#   RUNS=1 Benchmarks/decode-scaling.sh            # each size is timed RUNS times (default 3);
#                                                  # the fastest run counts (the machine is shared)
#   MEMORY_LIMIT=15 Benchmarks/decode-scaling.sh   # another limit for the memory per file byte
#
# Exit status: 0 when the time ratio is under 5 and the memory per file byte under its limit, 1
# when either is not, 2 when something failed to run.
set -euo pipefail

SHAPE=row
if [[ "${1:-}" == "--nested" || "${1:-}" == "--keyed" ]]; then
    SHAPE="${1#--}"
    shift
fi
N="${1:-250000}"
RUNS="${RUNS:-3}"
if ((N >= 200000)); then ROW_LIMIT=5 NESTED_LIMIT=5; else ROW_LIMIT=9 NESTED_LIMIT=13; fi
if [[ "$SHAPE" == "nested" ]]; then MEMORY_LIMIT="${MEMORY_LIMIT:-$NESTED_LIMIT}"; else MEMORY_LIMIT="${MEMORY_LIMIT:-$ROW_LIMIT}"; fi
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${BLUEPRINT_LAYOUT:-}"
if [[ -z "$BIN" ]]; then
    (cd "$ROOT" && swift build -c release --product blueprint-layout >&2)
    BIN="$ROOT/.build/release/blueprint-layout"
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

generate() { # generate COUNT FILE
    python3 - "$1" "$2" "$SHAPE" <<'PY'
import sys
count, path, shape = int(sys.argv[1]), sys.argv[2], sys.argv[3]
if shape == "nested":
    per = 100
    rows = max(1, count // per)
    with open(path, "w") as out:
        out.write('{"format": "blueprint-layout-fixture/1", "name": "scaling/nested-%d",\n' % count)
        out.write(' "element": {"type": "Column", "children": [\n')
        row = '  {"type": "Row", "id": "r%d", "children": [' + ", ".join(['{"type": "Fixed", "size": [10, 10]}'] * per) + ']}'
        out.write(",\n".join(row % r for r in range(rows)))
        out.write('\n ]},\n "measurements": [{"constraint": {}, "size": [%d, %d]}],\n' % (10 * per, 10 * rows))
        out.write(' "layouts": [{"size": [%d, %d], "frames": {\n' % (10 * per, 10 * rows))
        out.write(",\n".join('  "r%d": [0, %d, %d, 10]' % (r, 10 * r, 10 * per) for r in range(rows)))
        out.write('\n }}]}\n')
    sys.exit(0)
with open(path, "w") as out:
    out.write('{"format": "blueprint-layout-fixture/1", "name": "scaling/row-%d",\n' % count)
    out.write(' "element": {"type": "Row", "children": [\n')
    traits = ', "traits": {"key": "k%d", "growPriority": 2}' if shape == "keyed" else ""
    out.write(",\n".join(('  {"type": "Fixed", "id": "c%d", "size": [10, 10]' + traits + '}') % ((i, i) if traits else (i,)) for i in range(count)))
    out.write('\n ]},\n')
    out.write(' "measurements": [{"constraint": {"width": null}, "size": [%d, 10]}],\n' % (10 * count))
    out.write(' "layouts": [{"size": [%d, 10], "frames": {\n' % (10 * count))
    out.write(",\n".join('  "c%d": [%d, 0, 10, 10]' % (i, 10 * i) for i in range(count)))
    out.write('\n }}]}\n')
PY
}

measure() { # measure FILE -> "seconds peak_kib"
    local file="$1" status
    set +e
    if [[ -x /usr/bin/time ]]; then
        /usr/bin/time -f '%e %M' -o "$WORK/time" "$BIN" check "$file" >"$WORK/out" 2>"$WORK/err"
        status=$?
    else
        python3 - "$BIN" "$file" >"$WORK/time" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
code = subprocess.call([sys.argv[1], "check", sys.argv[2]], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
elapsed = time.monotonic() - start
print("%.2f %d" % (elapsed, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
sys.exit(code)
PY
        status=$?
    fi
    set -e
    if [[ $status -ne 0 ]]; then
        echo "error: blueprint-layout check $file exited with $status" >&2
        cat "$WORK/out" "$WORK/err" >&2 || true
        exit 2
    fi
    tail -n 1 "$WORK/time"
}

printf '%-10s %12s %10s %12s %14s\n' children "file MiB" seconds "peak MiB" "peak / file"
declare -a SECONDS_TAKEN FILE_BYTES PEAK_KIB
for count in "$N" "$((4 * N))"; do
    file="$WORK/row-$count.json"
    generate "$count" "$file"
    bytes=$(stat -c %s "$file")
    seconds="" peak_kib=0
    for ((run = 0; run < RUNS; run++)); do
        read -r taken kib < <(measure "$file")
        if [[ -z "$seconds" ]] || awk -v a="$taken" -v b="$seconds" 'BEGIN { exit !(a < b) }'; then seconds="$taken"; fi
        if ((kib > peak_kib)); then peak_kib="$kib"; fi
    done
    SECONDS_TAKEN+=("$seconds")
    FILE_BYTES+=("$bytes")
    PEAK_KIB+=("$peak_kib")
    awk -v c="$count" -v b="$bytes" -v s="$seconds" -v k="$peak_kib" \
        'BEGIN { printf "%-10d %12.1f %10.2f %12.1f %14.1f\n", c, b / 1048576, s, k / 1024, k * 1024 / b }'
    rm -f "$file"
done
awk -v a="${SECONDS_TAKEN[0]}" -v b="${SECONDS_TAKEN[1]}" \
    -v fa="${FILE_BYTES[0]}" -v fb="${FILE_BYTES[1]}" -v pa="${PEAK_KIB[0]}" -v pb="${PEAK_KIB[1]}" \
    -v limit="$MEMORY_LIMIT" 'BEGIN {
    ratio = b / (a > 0.01 ? a : 0.01)
    printf "time ratio 4N / N: %.2f (linear: 4; limit: 5)\n", ratio
    memory = (pb - pa) * 1024 / (fb - fa)
    printf "memory per file byte, 4N beyond N: %.1f (limit: %s)\n", memory, limit
    exit ratio < 5 && memory < limit ? 0 : 1
}'

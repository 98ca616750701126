#!/usr/bin/env bash
# Counts instructions of one full first layout of a benchmark tree with valgrind's callgrind.
#
#   Benchmarks/profile.sh [TREE] [OUTDIR]     (TREE: flat, nested, deep, nested-wide, text; default nested)
#
# Builds in release, copies the executable without DWARF (valgrind 3.19 cannot read the DWARF 5 that
# Swift 6 emits; the symbol table stays, so functions keep their names), and collects only inside
# `Element.layout(frame:environment:options:)` of one `bench --serve` sample (building the element
# tree and releasing the result are not counted). Prints the top functions by inclusive and self cost.
set -euo pipefail
tree="${1:-nested}"
out="${2:-/tmp/blueprint-profile}"
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$out"
(cd "$repo" && swift build -c release >/dev/null)
objcopy --strip-debug "$repo/.build/release/blueprint-layout" "$out/blueprint-layout"
symbol='$s15BlueprintLayout7ElementPAAE6layout5frame11environment7options*'
printf 'sample %s\nquit\n' "$tree" |
    valgrind --tool=callgrind --toggle-collect="$symbol" --callgrind-out-file="$out/callgrind.$tree.out" \
        "$out/blueprint-layout" bench --serve 2>&1 | grep -E '^\{|Collected'
demangle() { swift demangle --simplified | sed -E 's/\(swift::[^)]*\)//g; s/ \[[^]]*\]$//' | cut -c1-160; }
echo "--- inclusive (outermost calls of recursive functions; bench wrappers omitted)"
callgrind_annotate --inclusive=yes "$out/callgrind.$tree.out" | sed -n '/file:function/,$p' | grep -v "'2" |
    demangle | grep -vE "libc-start|below main|Bench|blueprint_layout_main|0x0000|protocol witness|partial apply" |
    sed -n 3,22p
echo "--- self"
callgrind_annotate "$out/callgrind.$tree.out" | sed -n '/file:function/,$p' | sed -n 3,22p | demangle

#!/usr/bin/env bash
# Fuzzes BlueprintText's font reader and shaper with libFuzzer and the address sanitizer.
#
#   Scripts/fonts/fuzz/run.sh [SECONDS]          # default 60
#
# Compiles the BlueprintText sources with FontFuzzer.swift into .build/font-fuzzer (swiftc
# -sanitize=fuzzer,address), seeds a corpus in .build/font-fuzz-corpus with the shipped fonts, and
# runs libFuzzer for SECONDS. A crash, a sanitizer report or a leak stops it with the input saved
# as crash-* in the current directory. The seeded, deterministic counterpart that CI runs is
# Tests/BlueprintTextTests/FontFuzzTests.swift.
set -euo pipefail
cd "$(dirname "$0")/../../.."
SECONDS_TO_RUN=${1:-60}
mkdir -p .build/font-fuzz-corpus
cp Fonts/*.ttf Fonts/*.ttc .build/font-fuzz-corpus/
swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name BlueprintText \
    Sources/BlueprintText/Fonts/*.swift Sources/BlueprintText/Shaping/*.swift Scripts/fonts/fuzz/FontFuzzer.swift \
    -o .build/font-fuzzer
ASAN_OPTIONS=detect_leaks=0 .build/font-fuzzer -max_total_time="$SECONDS_TO_RUN" -max_len=1048576 \
    -rss_limit_mb=4096 .build/font-fuzz-corpus

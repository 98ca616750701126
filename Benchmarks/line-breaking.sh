#!/usr/bin/env bash
# Throughput of BlueprintText's Unicode line breaking (UAX #14), in Characters per second: builds
# Benchmarks/LineBreaking/main.swift with the LineBreaking sources, optimized (-O, whole module),
# and runs it on the 6,000 random strings of Tests/Data/LineBreaking/icu-72-line-breaks.jsonl
# (all scripts, emoji, newlines), on them joined into one text, and on plain ASCII prose; the
# baselines only count the Characters (Swift's own grapheme breaking), which the breaker also does.
#
#   Benchmarks/line-breaking.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swiftc >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swiftc ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
mkdir -p .build/line-break-bench
swiftc -O -wmo -module-name LineBreakBench -o .build/line-break-bench/line-break-bench \
    Benchmarks/LineBreaking/main.swift Sources/BlueprintText/LineBreaking/*.swift
.build/line-break-bench/line-break-bench Tests/Data/LineBreaking/icu-72-line-breaks.jsonl

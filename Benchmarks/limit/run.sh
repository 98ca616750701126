#!/usr/bin/env bash
# The engine's time as a multiple of its measured floor: the same Row/Column algorithm in C over
# flat arrays (Benchmarks/limit/floor.c), on the bench trees flat, nested and nested-wide.
#
#   Benchmarks/limit/run.sh [SAMPLES] [WARMUP] [--instructions] [--json PATH]
#
# Builds the floor with the system's cc (-O2; no package dependency) and the release engine,
# checks that both give the same frames on the three trees (exit 1 if not), then times a first
# layout of each tree in both, interleaved (default 20 samples after 3), and prints the medians and
# engine / floor. With --instructions (needs valgrind) it also counts one layout's instructions.
set -euo pipefail
cd "$(dirname "$0")/../.."
samples=20
warmup=3
extra=()
positional=0
while [ $# -gt 0 ]; do
    case "$1" in
    --instructions) extra+=(--instructions) ;;
    --json) extra+=(--json "$2"); shift ;;
    *)
        case $positional in
        0) samples=$1 ;;
        1) warmup=$1 ;;
        *) echo "usage: $0 [SAMPLES] [WARMUP] [--instructions] [--json PATH]" >&2; exit 2 ;;
        esac
        positional=$((positional + 1)) ;;
    esac
    shift
done

out=.build/limit
mkdir -p "$out"
cc -O2 -std=c11 -D_POSIX_C_SOURCE=199309L -Wall -Wextra -Werror -o "$out/floor" Benchmarks/limit/floor.c -lm
swift build -c release --product blueprint-layout >&2
engine="$(swift build -c release --show-bin-path)/blueprint-layout"
echo "commit $(git rev-parse --short HEAD), $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nproc) cores"
exec python3 Benchmarks/limit/floor.py --engine "$engine" --floor "$out/floor" \
    --samples "$samples" --warmup "$warmup" ${extra[@]+"${extra[@]}"}

#!/usr/bin/env python3
"""The engine against its measured floor (Benchmarks/limit/floor.c), on flat, nested and nested-wide.

Run through Benchmarks/limit/run.sh, which builds both. Three parts:

1. Frames: `frames nested DEPTH FANOUT` from the engine (`blueprint-layout bench --serve`) and from
   the floor, every number compared (equal, or within 1e-9); any difference fails (exit 1).
2. Time: `sample TREE` from both serve processes, interleaved sample by sample in alternating
   order (the machine is shared and drifts, so only same-run ratios mean anything); medians of
   SAMPLES samples after WARMUP, and the engine's median as a multiple of the floor's; also the
   ratio of the fastest samples (the least disturbed by other processes, as `bench --scaling`).
3. Instructions (with --instructions, needs valgrind): one layout of each under callgrind, counted
   only inside `Element.layout(frame:environment:options:)` and `floor_layout`, as the difference
   between two layouts in one process and one (so the first call's one-time costs, type metadata
   and the thread's stack bounds, are left out); stable on a loaded machine.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

TREES = [("flat", 1, 10000), ("nested", 4, 10), ("nested-wide", 3, 30)]
ENGINE_SYMBOL = "$s15BlueprintLayout7ElementPAAE6layout5frame11environment7options*"


class Server:
    """A line-protocol process: one command a line, one JSON line back."""

    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            sys.exit(f"error: {line!r}: the process ended")
        return json.loads(answer)

    def close(self):
        self.process.stdin.write("quit\n")
        self.process.stdin.close()
        self.process.wait()


def check_frames(engine, floor_binary):
    print("frames (engine `bench --serve` against the floor, absolute, depth first):")
    ok = True
    for name, depth, fan_out in TREES:
        ours = engine.ask(f"frames nested {depth} {fan_out}")
        run = subprocess.run(
            [floor_binary, "frames", "nested", str(depth), str(fan_out)], capture_output=True, text=True, check=True
        )
        theirs = json.loads(run.stdout)
        counts = json.loads(run.stderr)
        exact = close = far = 0
        worst = 0.0
        if len(ours) != len(theirs):
            print(f"  {name}: FAIL: {len(ours)} engine frames, {len(theirs)} floor frames")
            ok = False
            continue
        for a, b in zip(ours, theirs):
            for x, y in zip(a, b):
                if x == y:
                    exact += 1
                elif abs(x - y) <= 1e-9:
                    close += 1
                    worst = max(worst, abs(x - y))
                else:
                    far += 1
                    worst = max(worst, abs(x - y))
        status = "ok" if far == 0 and counts["memo_dropped"] == 0 else "FAIL"
        ok = ok and status == "ok"
        print(
            f"  {name:12} {status}: {len(ours)} frames, {exact} numbers equal, {close} within 1e-9, {far} beyond"
            f" (largest difference {worst:g}); floor measurements {counts['measurements']}, answered"
            f" {counts['hits']}"
        )
    return ok


def time_trees(engine, floor, samples, warmup):
    results = {}
    print(f"time (first layout, ms: median of {samples} interleaved samples after {warmup}, min–max):")
    for name, _, _ in TREES:
        engine_times, floor_times = [], []
        for index in range(warmup + samples):
            first, second = (engine, floor) if index % 2 == 0 else (floor, engine)
            a = first.ask(f"sample {name}")["layout_ms"]
            b = second.ask(f"sample {name}")["layout_ms"]
            engine_ms, floor_ms = (a, b) if first is engine else (b, a)
            if index >= warmup:
                engine_times.append(engine_ms)
                floor_times.append(floor_ms)
        e, f = statistics.median(engine_times), statistics.median(floor_times)
        fastest = min(engine_times) / min(floor_times)
        results[name] = {
            "engine_ms": e,
            "floor_ms": f,
            "floor_ratio": e / f,
            "floor_ratio_fastest": fastest,
            "engine_samples": engine_times,
            "floor_samples": floor_times,
        }
        print(
            f"  {name:12} engine {e:8.3f} ({min(engine_times):.3f}–{max(engine_times):.3f})"
            f"   floor {f:7.3f} ({min(floor_times):.3f}–{max(floor_times):.3f})   engine / floor {e / f:5.2f},"
            f" fastest / fastest {fastest:5.2f}"
        )
    return results


def callgrind_total(command, symbol, stdin_text):
    with tempfile.TemporaryDirectory() as directory:
        out = os.path.join(directory, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--toggle-collect={symbol}", f"--callgrind-out-file={out}"] + command,
            input=stdin_text,
            capture_output=True,
            text=True,
            check=True,
        )
        for line in open(out):
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    raise RuntimeError("no callgrind summary")


def count_instructions(engine_binary, floor_binary):
    if shutil.which("valgrind") is None:
        print("instructions: valgrind not found, skipped")
        return {}
    with tempfile.TemporaryDirectory() as directory:
        # valgrind 3.19 cannot read Swift 6's DWARF 5: profile a copy without debug information.
        stripped = os.path.join(directory, "blueprint-layout")
        subprocess.run(["objcopy", "--strip-debug", engine_binary, stripped], check=True)
        results = {}
        print("instructions (one layout under callgrind: two layouts in one process less one):")
        for name, _, _ in TREES:
            engine_runs = [
                callgrind_total([stripped, "bench", "--serve"], ENGINE_SYMBOL, f"sample {name}\n" * runs + "quit\n")
                for runs in (1, 2)
            ]
            floor_runs = [
                callgrind_total([floor_binary, "bench", name, str(runs), "0"], "floor_layout", "") for runs in (1, 2)
            ]
            engine = engine_runs[1] - engine_runs[0]
            floor = floor_runs[1] - floor_runs[0]
            results[name] = {"engine": engine, "floor": floor, "ratio": engine / floor}
            print(f"  {name:12} engine {engine:>13,}   floor {floor:>12,}   engine / floor {engine / floor:6.2f}")
        return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", required=True, help="release blueprint-layout executable")
    parser.add_argument("--floor", required=True, help="floor executable (Benchmarks/limit/floor.c)")
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--instructions", action="store_true", help="also count instructions with callgrind")
    parser.add_argument("--json", help="write every figure and sample to this file")
    arguments = parser.parse_args()

    engine = Server([arguments.engine, "bench", "--serve"])
    floor = Server([arguments.floor, "serve"])
    try:
        frames_ok = check_frames(engine, arguments.floor)
        if not frames_ok:
            print("error: the floor's frames differ from the engine's; no timing")
            return 1
        times = time_trees(engine, floor, arguments.samples, arguments.warmup)
    finally:
        engine.close()
        floor.close()
    instructions = count_instructions(arguments.engine, arguments.floor) if arguments.instructions else {}
    if arguments.json:
        report = {"frames": "identical", "samples": arguments.samples, "warmup": arguments.warmup, "trees": times}
        if instructions:
            report["instructions"] = instructions
        with open(arguments.json, "w") as file:
            json.dump(report, file, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

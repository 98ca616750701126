#!/usr/bin/env python3
"""Lays out the benchmark's four flex trees with Taffy (PyPI `stretchable`) and Yoga (PyPI
`pyyoga`), interleaved sample by sample with blueprint-layout's own engine (`bench --serve`),
and prints the medians side by side with ratios.

Only the engine's single compute-layout call is timed for the peers, on a freshly built tree;
for blueprint-layout, the full first layout (fresh caches, result tree produced) of a freshly
built element tree. Run Benchmarks/peers/setup.sh once first; see Benchmarks/README.md.

Trees (the root is laid out in exactly 1000x1000):
  flat         one row with 10,000 leaves
  nested       alternating row/column, depth 4, fan-out 10 (11,111 nodes)
  deep         a chain of 1,000 columns with one child each, ending in one leaf
  nested-wide  alternating row/column, depth 3, fan-out 30 (27,931 nodes)
Every container: align-items stretch; every non-root node: flex-grow 1, flex-shrink 1,
min-size 0. Leaves are 10x10: with --leaf-style size (default) as `width: 10; height: 10`
(the issue's spec; the cross size stays 10), with --leaf-style basis as `flex-basis: 10` on
the main axis and a stretched cross axis, which gives exactly blueprint-layout's frames.
"""

import argparse
import gc
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

TREES = {
    "flat": ("nested", 1, 10_000),
    "nested": ("nested", 4, 10),
    "deep": ("deep", 1_000),
    "nested-wide": ("nested", 3, 30),
}

ROW, COLUMN, LEAF = "row", "column", "leaf"


# MARK: - Tree shapes


def shape(spec):
    """The tree as a preorder list of (kind, parent index); the root's parent is -1."""
    nodes = []
    if spec[0] == "deep":
        depth = spec[1]
        for level in range(depth):
            nodes.append((COLUMN, level - 1))
        nodes.append((LEAF, depth - 1))
        return nodes
    _, depth, fan_out = spec
    # Iterative preorder: (level, parent index).
    stack = [(0, -1)]
    while stack:
        level, parent = stack.pop()
        if level == depth:
            nodes.append((LEAF, parent))
            continue
        index = len(nodes)
        nodes.append((ROW if level % 2 == 0 else COLUMN, parent))
        for _ in range(fan_out):
            stack.append((level + 1, index))
    return nodes


def absolute(relative, nodes):
    """Absolute frames from frames relative to the parent (preorder, parents first)."""
    frames = []
    for (x, y, w, h), (_, parent) in zip(relative, nodes):
        if parent >= 0:
            px, py, _, _ = frames[parent]
            x, y = x + px, y + py
        frames.append((x, y, w, h))
    return frames


# MARK: - Engines


class Yoga:
    name = "yoga"

    def __init__(self, leaf_style):
        from pyyoga import _pyyoga as Y

        self.Y = Y
        self.leaf_style = leaf_style
        self.config = Y.Config.new()
        # No rounding to a pixel grid (blueprint-layout and Taffy with rounding off don't round).
        self.config.set_point_scale_factor(0.0)

    def build(self, nodes):
        Y = self.Y
        built = []
        counts = []
        for index, (kind, parent) in enumerate(nodes):
            node = Y.Node.new_with_config(self.config)
            if parent < 0:
                node.set_width(1000)
                node.set_height(1000)
            else:
                node.set_flex_grow(1)
                node.set_flex_shrink(1)
            node.set_min_width(0)
            node.set_min_height(0)
            if kind == LEAF:
                if self.leaf_style == "size":
                    node.set_width(10)
                    node.set_height(10)
                else:
                    node.set_flex_basis(10)
            else:
                node.set_flex_direction(Y.FlexDirection.Row if kind == ROW else Y.FlexDirection.Column)
                node.set_align_items(Y.Align.Stretch)
            if parent >= 0:
                built[parent].insert_child(node, counts[parent])
                counts[parent] += 1
            built.append(node)
            counts.append(0)
        # The Python objects own the C nodes: keep every one alive until the tree is dropped.
        return built

    def compute(self, built):
        root = built[0]
        direction = self.Y.Direction.LTR
        start = time.perf_counter_ns()
        root.calculate_layout(1000.0, 1000.0, direction)
        return (time.perf_counter_ns() - start) / 1e6

    def frames(self, built):
        return [
            (n.get_layout_left(), n.get_layout_top(), n.get_layout_width(), n.get_layout_height()) for n in built
        ]

    def release(self, built):
        built.clear()


class Taffy:
    name = "taffy"

    def __init__(self, leaf_style):
        from stretchable import taffylib
        from stretchable.style import AlignItems, FlexDirection, Style

        self.lib = taffylib
        common = dict(min_size=(0, 0))
        flexible = dict(flex_grow=1, flex_shrink=1, **common)
        container = dict(align_items=AlignItems.STRETCH)
        self.styles = {}
        for kind, direction in ((ROW, FlexDirection.ROW), (COLUMN, FlexDirection.COLUMN)):
            self.styles[(kind, True)] = Style(
                flex_direction=direction, size=(1000, 1000), **container, **common
            ).to_dict()
            self.styles[(kind, False)] = Style(flex_direction=direction, **container, **flexible).to_dict()
        leaf = Style(size=(10, 10), **flexible) if leaf_style == "size" else Style(flex_basis=10, **flexible)
        self.styles[(LEAF, False)] = leaf.to_dict()
        self.available = {"width": {"dim": 1, "value": 1000.0}, "height": {"dim": 1, "value": 1000.0}}

    def build(self, nodes):
        lib = self.lib
        tree = lib.init()
        lib.disable_rounding(tree)
        ids = []
        for kind, parent in nodes:
            node = lib.node_create(tree, self.styles[(kind, parent < 0)])
            if parent >= 0:
                lib.node_add_child(tree, ids[parent], node)
            ids.append(node)
        return (tree, ids)

    def compute(self, built):
        tree, ids = built
        compute = self.lib.node_compute_layout
        available = self.available
        start = time.perf_counter_ns()
        ok = compute(tree, ids[0], available)
        elapsed = (time.perf_counter_ns() - start) / 1e6
        if not ok:
            raise RuntimeError("taffy: compute_layout failed")
        return elapsed

    def frames(self, built):
        tree, ids = built
        layout = self.lib.PyLayout()
        result = []
        for node in ids:
            self.lib.node_get_layout(tree, node, layout)
            result.append((layout.x, layout.y, layout.width, layout.height))
        return result

    def release(self, built):
        self.lib.free(built[0])


class Ours:
    """blueprint-layout's engine through `bench --serve` (one JSON line per command)."""

    name = "ours"

    def __init__(self, executable):
        self.process = subprocess.Popen(
            [executable, "bench", "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def ask(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"blueprint-layout bench --serve exited (command: {command})")
        answer = json.loads(line)
        if isinstance(answer, dict) and "error" in answer:
            raise RuntimeError(f"blueprint-layout: {answer['error']} (command: {command})")
        return answer

    def sample(self, tree):
        return self.ask(f"sample {tree}")

    def frames(self, spec):
        return [tuple(frame) for frame in self.ask("frames " + " ".join(str(part) for part in spec))]

    def close(self):
        try:
            self.process.stdin.write("quit\n")
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        self.process.wait(timeout=10)


# MARK: - Checks


def check_frames(ours, peers, leaf_style):
    """Lays out two small trees with every engine and compares frames with ours."""
    lines = []
    all_ok = True
    for spec in (("nested", 3, 3), ("deep", 4)):
        nodes = shape(spec)
        expected = ours.frames(spec)
        if len(expected) != len(nodes):
            raise RuntimeError(f"frame check: ours has {len(expected)} nodes, shape has {len(nodes)}")
        for peer in peers:
            built = peer.build(nodes)
            peer.compute(built)
            got = absolute(peer.frames(built), nodes)
            peer.release(built)
            mismatches = 0
            for index, ((kind, parent), mine, theirs) in enumerate(zip(nodes, expected, got)):
                want = list(mine)
                if kind == LEAF and leaf_style == "size":
                    # A fixed 10x10 leaf keeps its cross size 10 (no stretch): compare the main
                    # axis with ours and the cross size with 10.
                    parent_is_row = nodes[parent][0] == ROW
                    if parent_is_row:
                        want[3] = 10.0
                    else:
                        want[2] = 10.0
                if any(abs(a - b) > 0.01 for a, b in zip(want, theirs)):
                    mismatches += 1
            ok = mismatches == 0
            all_ok = all_ok and ok
            sample = got[-1]
            lines.append(
                f"check {peer.name:5} {spec[0]}{spec[1:]}: {len(nodes)} nodes, "
                f"{'frames match ours' if ok else f'{mismatches} frames differ from ours'}"
                f"{' (leaf cross size 10 by --leaf-style size)' if leaf_style == 'size' else ''}; "
                f"last leaf at ({sample[0]:.2f}, {sample[1]:.2f}, {sample[2]:.2f}, {sample[3]:.2f}), "
                f"ours ({expected[-1][0]:.2f}, {expected[-1][1]:.2f}, {expected[-1][2]:.2f}, {expected[-1][3]:.2f})"
            )
    return all_ok, lines


# MARK: - Machine facts


def machine():
    model, cores, memory = platform.processor() or "unknown CPU", os.cpu_count() or 0, 0.0
    try:
        with open("/proc/cpuinfo") as f:
            lines = f.read().splitlines()
        names = [line.split(":", 1)[1].strip() for line in lines if line.startswith("model name")]
        if names:
            model = names[0]
        cores = sum(1 for line in lines if line.startswith("processor")) or cores
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    memory = int(line.split()[1]) * 1024
    except OSError:
        pass
    return f"{model}, {cores} cores, {memory / 2**30:.1f} GiB RAM"


def commit():
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=REPO, capture_output=True, text=True, check=True
        )
        return out.stdout.strip() or "unknown"
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def versions():
    from importlib.metadata import version

    return {"stretchable": version("stretchable"), "pyyoga": version("pyyoga")}


# MARK: - Main


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tree", action="append", choices=list(TREES), help="a tree (repeatable; default: all four)")
    parser.add_argument("--samples", type=int, default=20, help="timed samples per engine and tree (default 20)")
    parser.add_argument("--warmup", type=int, default=3, help="untimed samples first (default 3)")
    parser.add_argument("--leaf-style", choices=["size", "basis"], default="size", help="how peers' leaves are 10x10")
    parser.add_argument(
        "--ours",
        default=os.path.join(REPO, ".build", "release", "blueprint-layout"),
        help="the blueprint-layout executable (a release build; default: .build/release/blueprint-layout)",
    )
    parser.add_argument("--json", metavar="PATH", help="also write every sample and the medians to PATH")
    args = parser.parse_args()
    trees = args.tree or list(TREES)

    ours = Ours(args.ours)
    peers = [Taffy(args.leaf_style), Yoga(args.leaf_style)]
    engines = [ours.name] + [peer.name for peer in peers]

    print(f"machine: {machine()}")
    print(f"commit:  {commit()}    peers: {versions()}    leaf style: {args.leaf_style}")
    print(f"command: {' '.join([os.path.relpath(sys.argv[0], REPO)] + sys.argv[1:])}")
    print(f"({args.samples} samples per engine and tree after {args.warmup} warm-up samples, interleaved; ms)")
    frames_ok, lines = check_frames(ours, peers, args.leaf_style)
    for line in lines:
        print(line)

    samples = {tree: {engine: [] for engine in engines} for tree in trees}
    ours_extra = {tree: {"build_ms": [], "release_ms": []} for tree in trees}
    gc_was_enabled = gc.isenabled()
    for tree in trees:
        nodes = shape(TREES[tree])
        for iteration in range(args.warmup + args.samples):
            # Rotate the order so no engine always runs right after another.
            order = engines[iteration % len(engines):] + engines[: iteration % len(engines)]
            for engine in order:
                if engine == ours.name:
                    answer = ours.sample(tree)
                    elapsed = answer["layout_ms"]
                    if iteration >= args.warmup:
                        ours_extra[tree]["build_ms"].append(answer["build_ms"])
                        ours_extra[tree]["release_ms"].append(answer["release_ms"])
                else:
                    peer = peers[engines.index(engine) - 1]
                    built = peer.build(nodes)
                    gc.disable()
                    elapsed = peer.compute(built)
                    if gc_was_enabled:
                        gc.enable()
                    peer.release(built)
                if iteration >= args.warmup:
                    samples[tree][engine].append(elapsed)
        print(f"  {tree}: done", file=sys.stderr)
    ours.close()

    medians = {tree: {e: statistics.median(samples[tree][e]) for e in engines} for tree in trees}
    header = ["tree", "nodes", "ours", "taffy", "yoga", "ours/taffy", "ours/yoga", "ours/faster peer"]
    rows = [header]
    for tree in trees:
        m = medians[tree]
        faster = min(m["taffy"], m["yoga"])
        rows.append(
            [
                tree,
                str(len(shape(TREES[tree]))),
                f"{m['ours']:.3f}",
                f"{m['taffy']:.3f}",
                f"{m['yoga']:.3f}",
                f"{m['ours'] / m['taffy']:.2f}",
                f"{m['ours'] / m['yoga']:.2f}",
                f"{m['ours'] / faster:.2f}",
            ]
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    print()
    print("medians (ms) of the layout call; ratios below 1.0 mean ours is faster")
    for index, row in enumerate(rows):
        print("  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row)))
        if index == 0:
            print("  ".join("-" * w for w in widths))
    print()
    print("spread (min-max ms):")
    for tree in trees:
        parts = [f"{e} {min(samples[tree][e]):.3f}-{max(samples[tree][e]):.3f}" for e in engines]
        extra = ours_extra[tree]
        print(
            f"  {tree:12} " + ", ".join(parts)
            + f"; ours build {statistics.median(extra['build_ms']):.3f}, release result {statistics.median(extra['release_ms']):.3f}"
        )
    if not frames_ok:
        print("WARNING: a frame check failed; the ratios compare different layouts", file=sys.stderr)

    if args.json:
        report = {
            "machine": machine(),
            "commit": commit(),
            "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "command": " ".join(sys.argv),
            "peers": versions(),
            "leaf_style": args.leaf_style,
            "samples": args.samples,
            "warmup": args.warmup,
            "frame_checks": lines,
            "trees": {
                tree: {
                    "nodes": len(shape(TREES[tree])),
                    "median_ms": medians[tree],
                    "ratio_ours_to_faster_peer": medians[tree]["ours"] / min(medians[tree]["taffy"], medians[tree]["yoga"]),
                    "samples_ms": samples[tree],
                    "ours_build_ms": extra_median(ours_extra[tree]["build_ms"]),
                    "ours_release_result_ms": extra_median(ours_extra[tree]["release_ms"]),
                }
                for tree in trees
            },
        }
        with open(args.json, "w") as f:
            json.dump(report, f, indent=2, sort_keys=True)
            f.write("\n")
    return 0 if frames_ok else 1


def extra_median(values):
    return statistics.median(values) if values else math.nan


if __name__ == "__main__":
    sys.exit(main())

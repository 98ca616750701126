#!/usr/bin/env python3
"""Deeper, wider and more squeezed random fixtures than the oracle's own generator makes.

Usage: gen_deep.py --seed S --count N [--max-nodes M] [--oracle DIR] OUT

Runs the shared oracle's `gen_random.py` (imported from --oracle, default
../shared/blueprint-oracle beside the repository) with three changes, so that a differential run
reaches the trees issue #33 found a difference in:

  - depth: the root's nesting depth is 2-9 (gen_random: 1-5);
  - width: a container has 1-20 children (gen_random: 1-8), most still 1-6;
  - overflow: stacks choose fixed priorities, a zero shrink priority and larger minimum spacings
    more often, and every fixture gets one more layout check at 5-40 % of its estimated natural
    size, where children are squeezed past zero and Blueprint gives them negative sizes.

Everything gen_random avoids by construction (its docstring) is still avoided: the changes only
reweight its choices and add a smaller layout size. The expected values are not written here;
record them with the oracle (`blueprint-oracle record --prune OUT`), which drops the checks that
hit a hazard. A fixture depends only on (seed, index). Standard library only.
"""
import argparse
import importlib.util
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load_gen_random(oracle_dir):
    path = os.path.join(oracle_dir, "gen_random.py")
    spec = importlib.util.spec_from_file_location("gen_random", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def deepen(g):
    """Reweights gen_random's choices for depth, width and overflow."""
    gen = g.Gen
    original_element = gen.element
    original_stack_traits = gen.stack_traits
    original_length = gen.length

    def element(self, depth, kind=None):
        if not self.started and depth >= 2:
            depth = self.pick([2, 3, 4, 5, 6, 7, 8, 9], [1, 1, 2, 2, 2, 2, 1.5, 1.5])
        return original_element(self, depth, kind)

    def child_count(self):
        n = self.pick(list(range(1, 21)), [3, 5, 5, 4, 3, 2.5, 2, 1.5, 1.2, 1, 1, 0.8, 0.8, 0.7, 0.6, 0.6,
                                           0.5, 0.5, 0.5, 0.5])
        return max(1, min(n, self.nodes_left // 2 + 1))

    def stack_traits(self, is_row):
        t = original_stack_traits(self, is_row)
        roll = self.rng.random()
        if roll < 0.15:
            t["priority"] = "fixed"
            t.pop("growPriority", None)
            t.pop("shrinkPriority", None)
        elif roll < 0.3 and "priority" not in t:
            t["shrinkPriority"] = 0
        return t

    gen.element = element
    gen.child_count = child_count
    gen.stack_traits = stack_traits
    gen.length = original_length


def squeeze(fx, rng):
    """Adds a layout check at 5-40 % of the first layout check's size (itself above natural)."""
    width, height = fx["layouts"][0]["size"]
    factor = rng.uniform(0.05, 0.4)
    size = [round(width * factor / 1.4, 2), round(height * rng.uniform(0.05, 0.4) / 1.4, 2)]
    fx["layouts"].append({"size": [max(0, v) for v in size]})


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--count", type=int, required=True)
    ap.add_argument("--max-nodes", type=int, default=150)
    ap.add_argument("--oracle", default=os.path.join(HERE, "..", "..", "..", "shared", "blueprint-oracle"))
    ap.add_argument("out")
    args = ap.parse_args()

    g = load_gen_random(args.oracle)
    deepen(g)
    rng = random.Random(args.seed)
    kinds = list(g.ROOT_WEIGHTS)
    weights = [g.ROOT_WEIGHTS[k] for k in kinds]
    total = sum(weights)
    quota = []
    for k, w in zip(kinds, weights):
        quota += [k] * max(1, round(args.count * w / total))
    rng.shuffle(quota)
    quota = (quota * 2)[:args.count]

    for index, kind in enumerate(quota):
        frng = random.Random(f"deep/{args.seed}/{index}")
        name, fx = g.fixture(args.seed, index, kind, frng, args.max_nodes)
        squeeze(fx, frng)
        fx["description"] = (f"Random deep tree (Scripts/differential/gen_deep.py seed {args.seed}, #{index}); "
                             "expected values recorded from Blueprint 6.7.3's own layout code by blueprint-oracle.")
        path = os.path.join(args.out, name + ".json")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            json.dump(fx, f, indent=2)
            f.write("\n")
    print(f"wrote {len(quota)} fixtures under {args.out}")


if __name__ == "__main__":
    sys.exit(main())

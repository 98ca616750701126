#!/usr/bin/env python3
"""Cross-checks the recorded values of the font-measured text fixtures (Fixtures/text/) against the
reference wrapper of record-harfbuzz-wraps.py: HarfBuzz widths, ICU 72.1 line breaks.

    PY=$(Scripts/fonts/python-env.sh --icu) && "$PY" Scripts/fonts/check-text-fixtures.py [FIXTURE...]

A recorded value is the engine's claim; this script makes the same claim independently:

- every measurement check of a fixture whose root is a `Text` with a `font`: the recorded size must be
  the reference's (widest line by lines × line height);
- every frame of a `Text` with a `font` in a layout check: measured by the reference in the frame's
  width, the text must be exactly as tall as the frame and no wider (the container decided the
  width; the text's height follows from it).

Fonts with fallbacks: each grapheme cluster is shaped with the first font whose character map has all
its code points (else the first font), and a line is split into runs where the font or the script
changes. The line height is the first font's ascender − descender + line gap (HarfBuzz's font
extents), unless the fixture gives one. Prints each check and exits 1 when one differs by more than
0.001 pt.
"""
import glob
import importlib.util
import json
import os
import sys

import uharfbuzz as hb

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
TOLERANCE = 0.001


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


wraps = load("record_harfbuzz_wraps", "record-harfbuzz-wraps.py")
widths = load("record_harfbuzz_widths", "record-harfbuzz-widths.py")
FONTS = {}


def hb_font(path, face):
    key = (path, face)
    if key not in FONTS:
        hb_face = hb.Face(hb.Blob.from_file_path(path), face)
        font = hb.Font(hb_face)
        font.scale = (hb_face.upem, hb_face.upem)
        FONTS[key] = (font, hb_face.upem)
    return FONTS[key]


class Metrics:
    """A Text node's font, fallbacks, size and line height."""

    def __init__(self, node, directory):
        spec = node["font"]
        self.size = spec["size"]
        entries = [spec] + spec.get("fallbacks", [])
        self.fonts = [hb_font(os.path.normpath(os.path.join(directory, e["file"])), e.get("face", 0)) for e in entries]
        font, upem = self.fonts[0]
        extents = font.get_font_extents("ltr")
        natural = (abs(extents.ascender) + abs(extents.descender) + extents.line_gap) * self.size / upem
        self.line_height = spec.get("lineHeight", natural)
        self.limit = node.get("numberOfLines", 0)
        self.by_characters = node.get("lineBreakMode") == "byCharWrapping"
        self.text = node["text"]

    def font_of(self, cluster):
        for index, (font, _) in enumerate(self.fonts):
            if all(font.get_nominal_glyph(ord(c)) is not None for c in cluster):
                return index
        return 0

    def points(self, clusters):
        """The width of clusters shaped on one line: runs of one font, then of one script."""
        total = 0.0
        run, run_font = [], None
        for cluster in clusters + [None]:
            index = None if cluster is None else self.font_of(cluster)
            if run and (cluster is None or index != run_font):
                font, upem = self.fonts[run_font]
                total += widths.width(font, "".join(run)) * self.size / upem
                run = []
            if cluster is not None:
                run.append(cluster)
                run_font = index
        return total

    def size_in(self, bound, lines_out=None):
        segmented = wraps.Segmented(self.text, LINE_ITERATOR, CHARACTER_ITERATOR)
        count = len(segmented.clusters)
        breaks = segmented.breaks
        if self.by_characters:
            breaks = [(offset, False) for offset in range(1, count + 1)]
            for offset, mandatory in segmented.breaks:
                if mandatory:
                    breaks[offset - 1] = (offset, True)
        memo = {}

        def width(start, end):
            if (start, end) not in memo:
                memo[(start, end)] = self.points(segmented.clusters[start:end]) if end > start else 0.0
            return memo[(start, end)]

        # A frame's width is often exactly a line's width as the engine summed it; the reference's sum
        # of the same advances may differ in the last bit, so a line fits within 1e-9 pt of the bound.
        lines, _ = wraps.wrap(segmented, breaks, float("inf") if bound is None else bound + 1e-9, width, 1.0)
        if self.limit > 0:
            lines = lines[: self.limit]
        return (max(lines) if lines else 0.0, len(lines) * self.line_height)


def text_nodes(node, found):
    if isinstance(node, dict):
        if node.get("type") == "Text" and "font" in node and "id" in node:
            found[node["id"]] = node
        for value in node.values():
            text_nodes(value, found)
    elif isinstance(node, list):
        for value in node:
            text_nodes(value, found)
    return found


def check(path):
    with open(path, encoding="utf-8") as f:
        fixture = json.load(f)
    directory = os.path.dirname(os.path.abspath(path))
    name = os.path.relpath(path, ROOT)
    failures = 0
    checks = 0
    root = fixture["element"]
    if root.get("type") == "Text" and "font" in root:
        metrics = Metrics(root, directory)
        for measurement in fixture.get("measurements", []):
            bound = measurement["constraint"].get("width")
            expected = metrics.size_in(bound)
            recorded = measurement["size"]
            ok = all(abs(a - b) <= TOLERANCE for a, b in zip(recorded, expected))
            checks += 1
            failures += not ok
            print(f"{'ok  ' if ok else 'DIFF'} {name} measure in {bound}: recorded {recorded}, reference "
                  f"[{expected[0]:.4f}, {expected[1]:.4f}]")
    nodes = text_nodes(root, {})
    for index, layout in enumerate(fixture.get("layouts", [])):
        for identifier, frame in layout.get("frames", {}).items():
            node = nodes.get(identifier)
            if node is None:
                continue
            metrics = Metrics(node, directory)
            width, height = metrics.size_in(frame[2])
            ok = abs(height - frame[3]) <= TOLERANCE and width <= frame[2] + TOLERANCE
            checks += 1
            failures += not ok
            print(f"{'ok  ' if ok else 'DIFF'} {name} layout {index} {identifier} {frame}: reference in its width "
                  f"[{width:.4f}, {height:.4f}]")
    return checks, failures


def main():
    global LINE_ITERATOR, CHARACTER_ITERATOR
    _, LINE_ITERATOR, CHARACTER_ITERATOR = wraps.icu_iterators()
    paths = sys.argv[1:] or sorted(glob.glob(os.path.join(ROOT, "Fixtures", "text", "*.json")))
    checks = failures = 0
    for path in paths:
        c, f = check(path)
        checks += c
        failures += f
    print(f"{checks - failures} of {checks} checks agree with HarfBuzz {hb.version_string()} and ICU 72.1")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

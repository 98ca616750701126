#!/usr/bin/env python3
"""Records the lines a greedy wrapper makes on HarfBuzz widths and ICU line breaks, for the
differential test of BlueprintText's FontTextMetrics (Tests/BlueprintTextTests/FontWrappingDifferentialTests.swift).

    PY=$(Scripts/fonts/python-env.sh --icu) && "$PY" Scripts/fonts/record-harfbuzz-wraps.py

Writes Tests/Data/harfbuzz-wraps-<font>.json for each font in FONTS: COUNT seeded random strings
(drawn by record-harfbuzz-widths.py's generator — words, punctuation, numbers, mixed scripts,
emoji, long unbreakable runs, spacing and invisible characters, combining marks, explicit
newlines — without its complex-script kind, which BlueprintText measures unshaped), each wrapped
twice at random widths: once by words at 25–110 % of its widest paragraph, and once either by
words at 3–30 % (so that words wider than the line are broken) or by characters at 10–100 %.

The reference is independent of BlueprintText:

- Widths are HarfBuzz's (uharfbuzz): a line's width is its visible text (trailing whitespace
  removed) shaped alone, split into runs of one script as record-harfbuzz-widths.py does, in font
  units (the font's scale is its units per em).
- Line-break opportunities are ICU 72.1's (Unicode 15.0): its default line rules with the
  Thai/Lao/Khmer/Myanmar dictionaries off (as Scripts/record-line-break-reference.py), a break
  being mandatory where ICU's rule status is a hard break (100–199) or the text ends with a newline.
  Opportunities inside a grapheme cluster (ICU's character break iterator) are dropped: lines
  break between grapheme clusters only.
- Trailing whitespace: grapheme clusters all of whose code points have Unicode's White_Space
  property, except the no-break spaces U+00A0, U+2007 and U+202F.

The wrapper, as FontTextMetrics documents it: a line takes break positions while its width (the
widest measure of the line so far) fits, a mandatory break ends it, and the first position that
does not fit ends it at the last that did. When not even the first fits, the line is the longest
run of grapheme clusters that fits (at least one; a cluster that adds no width joins it even when
the first overflows). A text ending with a newline ends with an empty line. In character mode
every cluster boundary is a break position (mandatory ones stay mandatory).

Widths are chosen as a whole number of font units plus one half, in points at SIZE: no line's
width (a whole number of units) is ever equal to the bound, so rounding cannot tip a comparison.

Each case is [text, B, mode, [line widths], B, mode, [line widths]]: the bound is B + 0.5 font
units (B × SIZE / unitsPerEm points, and a half unit more), the mode "w" (words) or "c"
(characters), and each line's width is in font units. The Swift test converts them to points and
compares within 0.01 pt.
"""
import importlib.util
import json
import os
import random
import sys

import uharfbuzz as hb

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FONTS = [
    # (file under Fonts/, face, output name, seed, kind of words)
    ("NotoSans-Regular.ttf", 0, "noto-sans", 0x5EED_0A01, "latin"),
    ("NotoSansCJK-Subset.ttc", 1, "noto-sans-cjk-sc", 0x5EED_0A02, "cjk"),
]
COUNT = 5000
SIZE = 17
BREAKING_WHITESPACE = set(
    [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0x1680, 0x2028, 0x2029, 0x205F, 0x3000]
    + list(range(0x2000, 0x2007)) + list(range(0x2008, 0x200B))
)
NEWLINES = set(["\n", "\r", "\r\n", "\x0b", "\x0c", "\x85", "\u2028", "\u2029"])


def load_generator():
    """record-harfbuzz-widths.py as a module: its string generator and HarfBuzz width."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "record-harfbuzz-widths.py")
    spec = importlib.util.spec_from_file_location("record_harfbuzz_widths", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def icu_iterators():
    import icu

    if not icu.ICU_VERSION.startswith("72.") or icu.UNICODE_VERSION != "15.0":
        sys.exit(f"error: ICU {icu.ICU_VERSION} (Unicode {icu.UNICODE_VERSION}); expected ICU 72 (Unicode 15.0)")
    stock = icu.BreakIterator.createLineInstance(icu.Locale.getRoot())
    rules = stock.getRules()
    if rules.count("$dictionary=[$SA];") != 1:
        sys.exit("error: ICU's line rules do not define $dictionary=[$SA]; as expected")
    lines = icu.RuleBasedBreakIterator(rules.replace("$dictionary=[$SA];", "$dictionary=[\\uFDD0];"))
    characters = icu.BreakIterator.createCharacterInstance(icu.Locale.getRoot())
    return icu, lines, characters


def utf16_offsets(text):
    """The code point offset of each UTF-16 offset that starts a code point (and of the end)."""
    table = {}
    utf16 = 0
    for offset, character in enumerate(text):
        table[utf16] = offset
        utf16 += 2 if ord(character) > 0xFFFF else 1
    table[utf16] = len(text)
    return table


class Segmented:
    """A text as grapheme clusters, with its line-break positions in clusters."""

    def __init__(self, text, line_iterator, character_iterator):
        to_code_point = utf16_offsets(text)
        character_iterator.setText(text)
        starts = [0] + [to_code_point[b] for b in character_iterator if b != 0]
        if len(text) == 0:
            starts = [0]
        self.clusters = [text[a:b] for a, b in zip(starts, starts[1:])]
        cluster_at = {offset: index for index, offset in enumerate(starts)}
        line_iterator.setText(text)
        self.breaks = []
        for boundary in line_iterator:
            if boundary == 0:
                continue
            status = line_iterator.getRuleStatus()
            offset = to_code_point[boundary]
            if offset not in cluster_at:
                continue  # inside a grapheme cluster
            mandatory = 100 <= status < 200
            self.breaks.append((cluster_at[offset], mandatory))
        if self.clusters:
            last = self.clusters[-1]
            ends_with_newline = last in NEWLINES or last[-1] in NEWLINES
            if self.breaks and self.breaks[-1][0] == len(self.clusters):
                self.breaks[-1] = (len(self.clusters), ends_with_newline)
            else:
                sys.exit(f"error: ICU has no break at the end of {text!r}")

    def visible_end(self, start, end):
        while end > start and all(ord(c) in BREAKING_WHITESPACE for c in self.clusters[end - 1]):
            end -= 1
        return end


def wrap(segmented, breaks, bound, width_units, scale):
    """The greedy wrapper: each line's width in font units (see the module's doc), and how many
    lines end inside a word (a run of clusters between two break positions)."""
    count = len(segmented.clusters)

    def fits(units):
        return units * scale <= bound

    def width(start, end):
        return width_units(start, segmented.visible_end(start, end))

    lines = []
    pieces = 0
    start, index = 0, 0
    candidate, line_width = None, 0
    while index < len(breaks):
        offset, mandatory = breaks[index]
        if offset <= start:
            index += 1
            continue
        measured = max(line_width, width(start, offset))
        if fits(measured):
            candidate, line_width = offset, measured
            index += 1
            if mandatory:
                lines.append(line_width)
                start, candidate, line_width = offset, None, 0
            continue
        if candidate is not None:
            end = candidate
        else:
            pieces += 1
            end = start + 1
            line_width = width(start, end)
            while end < offset:
                longer = width(start, end + 1)
                if not (longer <= line_width or fits(longer)):
                    break
                end += 1
                line_width = max(line_width, longer)
        lines.append(line_width)
        start, candidate, line_width = end, None, 0
    if start < count or not lines or (breaks and breaks[-1][1]):
        lines.append(line_width)
    return lines, pieces


def main():
    generator = load_generator()
    icu, line_iterator, character_iterator = icu_iterators()
    categories = [(name, weight) for name, weight in generator.CATEGORIES if name != "complex"]
    names = [c for c, _ in categories]
    weights = [w for _, w in categories]
    for file, face_index, name, seed, kind in FONTS:
        path = os.path.join(ROOT, "Fonts", file)
        face = hb.Face(hb.Blob.from_file_path(path), face_index)
        font = hb.Font(face)
        upem = face.upem
        font.scale = (upem, upem)
        scale = SIZE / upem
        rng = random.Random(seed)
        cases = []
        lines_total = 0
        broken_words = 0
        character_wraps = 0
        for _ in range(COUNT):
            text = generator.generate(rng, kind, rng.choices(names, weights)[0])
            segmented = Segmented(text, line_iterator, character_iterator)
            memo = {}

            def width_units(start, end):
                key = (start, end)
                if key not in memo:
                    memo[key] = generator.width(font, "".join(segmented.clusters[start:end])) if end > start else 0
                return memo[key]

            count = len(segmented.clusters)
            paragraphs = [0]
            previous = 0
            for offset, mandatory in segmented.breaks:
                if mandatory:
                    paragraphs.append(width_units(previous, segmented.visible_end(previous, offset)))
                    previous = offset
            paragraphs.append(width_units(previous, segmented.visible_end(previous, count)))
            widest = max(paragraphs + [1])
            every = [(offset, False) for offset in range(1, count + 1)]
            for offset, mandatory in segmented.breaks:
                if mandatory:
                    every[offset - 1] = (offset, True)
            wraps = []
            for low, high, mode in [(0.25, 1.1, "w"), rng.choice([(0.03, 0.3, "w"), (0.1, 1.0, "c")])]:
                units = max(1, int(widest * rng.uniform(low, high)))
                bound = (units + 0.5) * scale
                breaks = segmented.breaks if mode == "w" else every
                lines, pieces = wrap(segmented, breaks, bound, width_units, scale)
                lines_total += len(lines)
                if mode == "w" and pieces:
                    broken_words += 1
                if mode == "c":
                    character_wraps += 1
                wraps += [units, mode, lines]
            cases.append([text] + wraps)
        out = os.path.join(ROOT, "Tests", "Data", f"harfbuzz-wraps-{name}.json")
        document = {
            "font": f"Fonts/{file}", "face": face_index, "size": SIZE, "unitsPerEm": upem,
            "harfbuzz": hb.version_string(), "uharfbuzz": hb.__version__, "icu": icu.ICU_VERSION,
            "unicode": icu.UNICODE_VERSION, "seed": seed,
            "cases": "[text, then twice: bound B (the width is (B + 0.5) font units), w(ords) or c(haracters), "
            "[line widths in font units]]",
            "wraps": cases,
        }
        with open(out, "w", encoding="utf-8") as f:
            json.dump(document, f, ensure_ascii=False, separators=(",", ":"))
            f.write("\n")
        print(f"{out}: {len(cases)} strings, {2 * len(cases)} wraps, {lines_total} lines, "
              f"{os.path.getsize(out)} bytes; {broken_words} word wraps break a word between clusters, "
              f"{character_wraps} wraps by characters")


if __name__ == "__main__":
    sys.exit(main())

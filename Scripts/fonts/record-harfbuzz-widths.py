#!/usr/bin/env python3
"""Records HarfBuzz's single-line advance widths of seeded random strings for the differential
test of BlueprintText's shaper (Tests/BlueprintTextTests/HarfBuzzDifferentialTests.swift).

    PY=$(Scripts/fonts/python-env.sh) && "$PY" Scripts/fonts/record-harfbuzz-widths.py

Writes Tests/Data/harfbuzz-widths-<font>.json for each font in FONTS: 5,000
strings (COUNT) drawn with a fixed seed from these kinds — words (with the letter pairs fonts
ligate and kern), punctuation, numbers, mixed scripts (Latin, Greek, Cyrillic, Han, kana, Hangul,
symbols), emoji sequences, long unbreakable runs, spacing and invisible characters, combining
marks, explicit newlines, and a few strings of complex scripts (Arabic, Hebrew, Devanagari, Thai),
which the shaper measures unshaped and which are recorded to count how often that differs.

HarfBuzz shapes as a text stack uses it: each line (the text between explicit newlines, newline
excluded) is split into runs of one script — characters of no script (Common, Inherited) join the
run before them, or the first run at the start of a line — and each run is one buffer with
`guess_segment_properties()` (script and direction from the run, language from the C locale:
every font's default language system) and HarfBuzz's default features. The font's scale is its
units per em, so advances are exact font units; a width is the sum of the x advances. The Swift
test converts to points at SIZE and compares within 0.01 pt.
"""
import json
import os
import random
import sys

import uharfbuzz as hb

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FONTS = [
    # (file under Fonts/, face, output name, seed, weights of the kinds)
    ("NotoSans-Regular.ttf", 0, "noto-sans", 0x5EED_0001, "latin"),
    ("NotoSansCJK-Subset.ttc", 1, "noto-sans-cjk-sc", 0x5EED_0002, "cjk"),
]
COUNT = 5000
SIZE = 17

LATIN_WORDS = """the of and to in is you that it he was for on are as with his they at be this have from or
one had by word but not what all were we when your can said there use an each which she do how their if
will up other about out many then them these so some her would make like him into time has look two more
write go see number no way could people my than first water been call who oil its now find long down day
did get come made may part office offline affine afflict baffle waffle fluffy coffee difficult efficient
fjord fiord flag flight fifth shelf staff stiff sniff buffer offer effect affair suffix Office Affleck
AVATAR WAVE Tokyo Today Yawn Vowel LATTE Typography Kerning Wolf Vienna Paris AT&T P.O. L'Été café naïve
façade señor Ångström Zürich Øresund Łódź Škoda Ćevapi Dvořák Ægir straße İstanbul""".split()
GREEK_WORDS = "Ελλάδα καλημέρα αλφάβητο Αθήνα ψυχή ΩΜΕΓΑ λόγος φως νερό ΑΥΤΟ".split()
CYRILLIC_WORDS = "Привет мир Москва ЖУРНАЛ быстро Україна Ёлка щётка ЪЫЬ Тверь".split()
HAN = [chr(c) for c in range(0x4E00, 0x5000)]
KANA = [chr(c) for c in range(0x3041, 0x3097)] + [chr(c) for c in range(0x30A1, 0x30FB)]
HANGUL = [chr(c) for c in range(0xAC00, 0xAD00)]
CJK_PUNCTUATION = list("、。「」『』（）！？：；，．・ー〜　")
PUNCTUATION = list(".,;:!?'\"()[]{}-–—…«»‘’“”/\\@#&*%+=<>|~^_$€£¥§¶†‡•°")
SYMBOLS = list("←→↑↓∞≈≠≤≥±×÷√∑∏∂∆∇∈∉∩∪⊂⊃⊆⊇∧∨¬∀∃★☆♠♣♥♦✓✔✗✘☀☁☂☃☎☺♪♫©®™")
EMOJI = ["😀", "👍", "👍🏽", "❤️", "☺️", "👨\u200d👩\u200d👧", "🏳️\u200d🌈", "🇯🇵", "🇫🇷", "🎉", "🚀", "🙂", "✈️", "1️⃣"]
SPACES = ["\u00A0", "\u2002", "\u2003", "\u2009", "\u200A", "\u202F", "\u205F", "\u3000", "\u2007", "\u2008"]
INVISIBLE = ["\u00AD", "\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF", "\u034F"]
MARKS = ["\u0300", "\u0301", "\u0302", "\u0303", "\u0308", "\u030A", "\u030C", "\u0327", "\u0328", "\u0323", "\u0331"]
COMPLEX = ["مرحبا بالعالم", "שלום עולם", "नमस्ते दुनिया", "สวัสดีชาวโลก", "العربية", "עברית", "हिन्दी", "ภาษาไทย"]


def word(rng, kind):
    if kind == "cjk":
        pool = rng.choice([HAN, HAN, KANA, HANGUL])
        return "".join(rng.choice(pool) for _ in range(rng.randint(1, 6)))
    return rng.choice(LATIN_WORDS)


def number(rng):
    form = rng.randrange(5)
    if form == 0:
        return str(rng.randint(0, 10 ** rng.randint(1, 9)))
    if form == 1:
        return f"{rng.randint(0, 99999):,}.{rng.randint(0, 99):02d}"
    if form == 2:
        return f"{rng.randint(0, 100)}%"
    if form == 3:
        return rng.choice("$€£¥") + f"{rng.randint(1, 9999)}.{rng.randint(0, 99):02d}"
    return f"{rng.randint(1, 31)}/{rng.randint(1, 12)}/{rng.randint(1990, 2030)}"


def sentence(rng, kind, words):
    parts = []
    for _ in range(words):
        parts.append(word(rng, kind))
        if rng.random() < 0.15:
            parts[-1] += rng.choice(PUNCTUATION)
    joiner = "" if kind == "cjk" and rng.random() < 0.5 else " "
    return joiner.join(parts)


def generate(rng, kind, category):
    if category == "words":
        return sentence(rng, kind, rng.randint(1, 12))
    if category == "punctuation":
        return "".join(rng.choice([rng.choice(PUNCTUATION), word(rng, kind), " "]) for _ in range(rng.randint(2, 16)))
    if category == "numbers":
        return " ".join(rng.choice([number(rng), word(rng, kind)]) for _ in range(rng.randint(1, 6)))
    if category == "mixed":
        pools = [
            lambda: rng.choice(LATIN_WORDS), lambda: rng.choice(GREEK_WORDS), lambda: rng.choice(CYRILLIC_WORDS),
            lambda: "".join(rng.choice(HAN) for _ in range(rng.randint(1, 4))),
            lambda: "".join(rng.choice(KANA) for _ in range(rng.randint(1, 4))),
            lambda: "".join(rng.choice(HANGUL) for _ in range(rng.randint(1, 3))),
            lambda: rng.choice(SYMBOLS), lambda: number(rng), lambda: rng.choice(CJK_PUNCTUATION),
        ]
        return rng.choice(["", " "]).join(rng.choice(pools)() for _ in range(rng.randint(2, 10)))
    if category == "emoji":
        return " ".join(rng.choice([rng.choice(EMOJI), word(rng, kind)]) for _ in range(rng.randint(1, 8)))
    if category == "unbreakable":
        if rng.random() < 0.5:
            return "".join(word(rng, kind) for _ in range(rng.randint(4, 12)))
        return "https://" + ".".join(word(rng, "latin").lower() for _ in range(rng.randint(2, 5))) + "/" + \
            "/".join(word(rng, "latin") for _ in range(rng.randint(1, 6))) + "?q=" + number(rng)
    if category == "spaces":
        out = []
        for _ in range(rng.randint(2, 10)):
            out.append(word(rng, kind))
            out.append(rng.choice(SPACES + INVISIBLE + [" "]))
        return "".join(out)
    if category == "marks":
        out = []
        for _ in range(rng.randint(1, 6)):
            w = word(rng, "latin")
            position = rng.randrange(len(w) + 1)
            w = w[:position] + "".join(rng.choice(MARKS) for _ in range(rng.randint(1, 2))) + w[position:]
            out.append(w)
        return " ".join(out)
    if category == "newlines":
        return "\n".join(sentence(rng, kind, rng.randint(0, 6)) for _ in range(rng.randint(2, 5)))
    if category == "complex":
        return " ".join(rng.choice([rng.choice(COMPLEX), word(rng, kind)]) for _ in range(rng.randint(1, 5)))
    raise ValueError(category)


CATEGORIES = [
    ("words", 30), ("punctuation", 10), ("numbers", 10), ("mixed", 12), ("emoji", 6), ("unbreakable", 8),
    ("spaces", 6), ("marks", 6), ("newlines", 8), ("complex", 4),
]

SCRIPT_CACHE = {}


def script_of(character):
    script = SCRIPT_CACHE.get(character)
    if script is None:
        buffer = hb.Buffer()
        buffer.add_str(character)
        buffer.guess_segment_properties()
        script = buffer.script or ""
        SCRIPT_CACHE[character] = script
    return script


def runs(line):
    """The line split into runs of one script; characters of no script join the run before."""
    result = []
    current, script = "", ""
    for character in line:
        found = script_of(character)
        if found and script and found != script:
            result.append(current)
            current, script = "", ""
        current += character
        if found and not script:
            script = found
    if current:
        result.append(current)
    return result


def width(font, text):
    total = 0
    for run in runs(text):
        buffer = hb.Buffer()
        buffer.add_str(run)
        buffer.guess_segment_properties()
        hb.shape(font, buffer)
        total += sum(position.x_advance for position in buffer.glyph_positions)
    return total


def main():
    for file, face_index, name, seed, kind in FONTS:
        path = os.path.join(ROOT, "Fonts", file)
        blob = hb.Blob.from_file_path(path)
        face = hb.Face(blob, face_index)
        font = hb.Font(face)
        upem = face.upem
        font.scale = (upem, upem)
        rng = random.Random(seed)
        names = [c for c, _ in CATEGORIES]
        weights = [w for _, w in CATEGORIES]
        cases = []
        for _ in range(COUNT):
            category = rng.choices(names, weights)[0]
            text = generate(rng, kind, category)
            cases.append([category, text, [width(font, line) for line in text.split("\n")]])
        out = os.path.join(ROOT, "Tests", "Data", f"harfbuzz-widths-{name}.json")
        os.makedirs(os.path.dirname(out), exist_ok=True)
        document = {
            "font": f"Fonts/{file}", "face": face_index, "size": SIZE, "unitsPerEm": upem,
            "harfbuzz": hb.version_string(), "uharfbuzz": hb.__version__, "seed": seed,
            "widths": "HarfBuzz x advances in font units, one per line (text split at \\n)",
            "cases": cases,
        }
        with open(out, "w", encoding="utf-8") as f:
            json.dump(document, f, ensure_ascii=False, separators=(",", ":"))
            f.write("\n")
        print(f"{out}: {len(cases)} strings, {os.path.getsize(out)} bytes")


if __name__ == "__main__":
    sys.exit(main())

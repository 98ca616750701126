#!/usr/bin/env python3
"""Generates Sources/BlueprintText/LineBreaking/LineBreakData.swift from the Unicode Character Database.

The tables are the inputs of the Unicode line-breaking algorithm (UAX #14) as BlueprintText runs it:
every code point's Line_Break class after the resolution of rule LB1, with the few finer classes the
later rules need split out, and the White_Space property for the trailing-whitespace helper.

    Scripts/generate-line-break-data.py [--ucd DIR] [--output FILE] [--check]

DIR is a Unicode Character Database folder; the default, /usr/share/unicode, is Debian's
`unicode-data` package (`apt-get install -y unicode-data`). It reads:

    LineBreak.txt             Line_Break classes (the @missing default and the unassigned ranges
                              its header gives default to ID or PR, applied to unlisted points)
    EastAsianWidth.txt        East_Asian_Width, for rule LB30 (OP and CP that are F, W or H)
    emoji/emoji-data.txt      Extended_Pictographic, for rule LB30b
    UnicodeData.txt           General_Category: Mn and Mc for LB1's SA resolution, Cn (unassigned)
                              for LB30b
    PropList.txt              White_Space

`--check` regenerates in memory and exits 1 when the committed file differs (nothing is written).
Python 3 standard library only.

The resolved classes (rule LB1 and what the later rules need):
  - AI, SG, XX -> AL; CJ -> NS; SA -> CM where General_Category is Mn or Mc, otherwise AL.
  - OP and CP whose East_Asian_Width is F, W or H are the classes OP_EA and CP_EA (LB30 leaves them
    out of its no-break rules); every other rule treats them as OP and CP.
  - ID code points that are unassigned and Extended_Pictographic are ID_PICT (LB30b: no break before
    an emoji modifier); every other rule treats them as ID.
  - U+2010 HYPHEN (BA) is the class HH: BA for every rule of UAX #14 15.0; ICU's line rules (the
    default tailoring of BlueprintText) also keep it with a following letter at the start of a word.

The table is written as runs: one class letter followed by the run's length in hexadecimal, for all
code points 0...10FFFF in order, so the Swift file stays small and compiles fast; BlueprintText
decodes it once into a two-level lookup table.
"""

import argparse
import os
import re
import sys

# The resolved classes, in raw-value order, with what each is.
CLASSES = [
    ("bk", "BK", "mandatory break (form feed, vertical tab, line and paragraph separator)"),
    ("cr", "CR", "carriage return"),
    ("lf", "LF", "line feed"),
    ("nl", "NL", "next line (U+0085)"),
    ("sp", "SP", "space (U+0020)"),
    ("zw", "ZW", "zero width space"),
    ("zwj", "ZWJ", "zero width joiner"),
    ("cm", "CM", "combining mark, including SA's Mn and Mc"),
    ("wj", "WJ", "word joiner"),
    ("gl", "GL", "non-breaking glue"),
    ("ba", "BA", "break after"),
    ("hh", "HH", "U+2010 HYPHEN: BA for UAX #14 15.0, a hyphen for ICU's word-initial hyphen rule"),
    ("bb", "BB", "break before"),
    ("b2", "B2", "break on either side, not between two (em dash)"),
    ("cb", "CB", "contingent break (object replacement character)"),
    ("cl", "CL", "close punctuation"),
    ("cp", "CP", "close parenthesis"),
    ("cpEastAsian", "CP_EA", "close parenthesis of East_Asian_Width F, W or H (outside LB30)"),
    ("ex", "EX", "exclamation and interrogation"),
    ("hl", "HL", "Hebrew letter"),
    ("hy", "HY", "hyphen-minus"),
    ("h2", "H2", "Hangul LV syllable"),
    ("h3", "H3", "Hangul LVT syllable"),
    ("id", "ID", "ideographic"),
    ("idPictographic", "ID_PICT", "unassigned Extended_Pictographic code point (LB30b)"),
    ("inseparable", "IN", "inseparable (leaders)"),
    ("infix", "IS", "infix numeric separator"),
    ("jl", "JL", "Hangul leading jamo"),
    ("jt", "JT", "Hangul trailing jamo"),
    ("jv", "JV", "Hangul vowel jamo"),
    ("ns", "NS", "nonstarter, including CJ"),
    ("nu", "NU", "numeric"),
    ("op", "OP", "open punctuation"),
    ("opEastAsian", "OP_EA", "open punctuation of East_Asian_Width F, W or H (outside LB30)"),
    ("po", "PO", "postfix numeric"),
    ("pr", "PR", "prefix numeric"),
    ("qu", "QU", "quotation"),
    ("ri", "RI", "regional indicator"),
    ("sy", "SY", "symbols allowing break after (solidus)"),
    ("eb", "EB", "emoji base"),
    ("em", "EM", "emoji modifier"),
    ("al", "AL", "alphabetic, including AI, SG, XX and SA other than Mn and Mc"),
]
CLASS_INDEX = {short: i for i, (_, short, _) in enumerate(CLASSES)}
# One letter per class: not a hexadecimal digit, so a run reads as letter + hex length.
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZghijklmnopqrstuvwxyz"
assert len(CLASSES) <= len(LETTERS)

MAX_CODE_POINT = 0x10FFFF
OUTPUT = os.path.join("Sources", "BlueprintText", "LineBreaking", "LineBreakData.swift")

# The defaults LineBreak.txt's header gives for code points it does not list (15.0 lists them all).
HEADER_DEFAULTS = [
    (0x3400, 0x4DBF, "ID"),
    (0x4E00, 0x9FFF, "ID"),
    (0xF900, 0xFAFF, "ID"),
    (0x20000, 0x2FFFD, "ID"),
    (0x30000, 0x3FFFD, "ID"),
    (0x1F000, 0x1FAFF, "ID"),
    (0x1FC00, 0x1FFFD, "ID"),
    (0x20A0, 0x20CF, "PR"),
]


def parse_ranges(path, value_pattern=None):
    """Yields (first, last, value) for each data line of a UCD property file."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            fields = [field.strip() for field in data.split(";")]
            if value_pattern is not None and not re.fullmatch(value_pattern, fields[1]):
                continue
            first, _, last = fields[0].partition("..")
            yield int(first, 16), int(last or first, 16), fields[1]


def read_version(path):
    with open(path, encoding="utf-8") as file:
        match = re.match(r"# LineBreak-(\d+\.\d+\.\d+)\.txt", file.readline())
    if not match:
        sys.exit(f"error: {path}: line 1: expected '# LineBreak-X.Y.Z.txt'")
    return match.group(1)


def read_general_categories(path):
    """Returns a list of General_Category values by code point ('Cn' where unassigned)."""
    categories = ["Cn"] * (MAX_CODE_POINT + 1)
    range_start = None
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            fields = line.rstrip("\n").split(";")
            if len(fields) < 3:
                sys.exit(f"error: {path}: line {number}: expected at least 3 fields")
            code_point, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                range_start = code_point
                continue
            if name.endswith(", Last>"):
                if range_start is None:
                    sys.exit(f"error: {path}: line {number}: a range's Last without its First")
                for point in range(range_start, code_point + 1):
                    categories[point] = category
                range_start = None
                continue
            categories[code_point] = category
    return categories


def build_classes(ucd):
    """Returns (version, resolved class names by code point, notes for the file header)."""
    line_break_path = os.path.join(ucd, "LineBreak.txt")
    version = read_version(line_break_path)
    raw = [None] * (MAX_CODE_POINT + 1)
    for first, last, value in parse_ranges(line_break_path):
        for point in range(first, last + 1):
            raw[point] = value
    unlisted_defaults = 0
    for first, last, value in HEADER_DEFAULTS:
        for point in range(first, last + 1):
            if raw[point] is None:
                raw[point] = value
                unlisted_defaults += 1
    unlisted = sum(1 for value in raw if value is None)
    raw = [value or "XX" for value in raw]

    categories = read_general_categories(os.path.join(ucd, "UnicodeData.txt"))
    wide = [False] * (MAX_CODE_POINT + 1)
    for first, last, value in parse_ranges(os.path.join(ucd, "EastAsianWidth.txt")):
        if value in ("F", "W", "H"):
            for point in range(first, last + 1):
                wide[point] = True
    pictographic = [False] * (MAX_CODE_POINT + 1)
    emoji_path = os.path.join(ucd, "emoji", "emoji-data.txt")
    for first, last, _ in parse_ranges(emoji_path, r"Extended_Pictographic"):
        for point in range(first, last + 1):
            pictographic[point] = True

    resolved = []
    unassigned_pictographic_not_id = 0
    for point in range(MAX_CODE_POINT + 1):
        value = raw[point]
        category = categories[point]
        if value in ("AI", "SG", "XX"):
            value = "AL"
        elif value == "SA":
            value = "CM" if category in ("Mn", "Mc") else "AL"
        elif value == "CJ":
            value = "NS"
        if value in ("OP", "CP") and wide[point]:
            value += "_EA"
        if pictographic[point] and category == "Cn":
            if value == "ID":
                value = "ID_PICT"
            else:
                unassigned_pictographic_not_id += 1
        if point == 0x2010:
            if value != "BA":
                sys.exit(f"error: U+2010 is {value}, expected BA")
            value = "HH"
        if value not in CLASS_INDEX:
            sys.exit(f"error: U+{point:04X}: unknown Line_Break value {value}")
        resolved.append(value)
    if unassigned_pictographic_not_id:
        sys.exit(f"error: {unassigned_pictographic_not_id} unassigned Extended_Pictographic points are not ID")
    notes = [
        f"{unlisted_defaults} code points took a default from LineBreak.txt's header, "
        + f"{unlisted} the @missing XX.",
    ]
    return version, resolved, notes


def encode_runs(resolved):
    runs = []
    start = 0
    for point in range(1, MAX_CODE_POINT + 2):
        if point > MAX_CODE_POINT or resolved[point] != resolved[start]:
            runs.append((resolved[start], point - start))
            start = point
    return runs


def read_white_space(ucd):
    return [(first, last) for first, last, _ in parse_ranges(os.path.join(ucd, "PropList.txt"), r"White_Space")]


def swift_file(version, runs, white_space, notes):
    encoded = "".join(f"{LETTERS[CLASS_INDEX[name]]}{length:x}" for name, length in runs)
    width = 100
    lines = [encoded[i : i + width] for i in range(0, len(encoded), width)]
    out = []
    out.append("// LineBreakData.swift")
    out.append("//")
    out.append(f"// GENERATED from the Unicode Character Database {version} by")
    out.append("// Scripts/generate-line-break-data.py (LineBreak.txt, EastAsianWidth.txt,")
    out.append("// emoji/emoji-data.txt, UnicodeData.txt, PropList.txt). DO NOT EDIT: change the script and")
    out.append("// run `python3 Scripts/generate-line-break-data.py` instead.")
    for note in notes:
        out.append(f"// {note}")
    out.append("")
    out.append("/// The version of the Unicode Character Database the line-breaking tables come from.")
    out.append(f'let lineBreakDataUnicodeVersion = "{version}"')
    out.append("")
    out.append("/// A code point's Line_Break class after UAX #14's rule LB1, with the finer classes later rules need.")
    out.append("///")
    out.append("/// AI, SG and XX are ``al``; CJ is ``ns``; SA is ``cm`` for marks (Mn, Mc) and ``al`` otherwise.")
    out.append("enum LineBreakClass: UInt8, CaseIterable, Sendable {")
    for index, (case, short, summary) in enumerate(CLASSES):
        out.append(f"    /// {short}: {summary}.")
        out.append(f"    case {case} = {index}")
    out.append("}")
    out.append("")
    out.append("extension LineBreakClass {")
    out.append(f"    /// The classes of all {MAX_CODE_POINT + 1} code points in order, as runs: a class letter")
    out.append("    /// (``letters``) followed by the run's length in hexadecimal; line breaks are not part of it.")
    out.append(f"    /// {len(runs)} runs.")
    out.append('    static let encodedRuns = """')
    for line in lines:
        out.append(f"        {line}")
    out.append('        """')
    out.append("")
    out.append("    /// The letter of each class in ``encodedRuns``, by raw value.")
    out.append(f'    static let letters = "{LETTERS[: len(CLASSES)]}"')
    out.append("}")
    out.append("")
    out.append("/// The code points with the White_Space property, as closed ranges in order.")
    out.append("let whiteSpaceRanges: [ClosedRange<UInt32>] = [")
    for first, last in white_space:
        out.append(f"    0x{first:04X}...0x{last:04X},")
    out.append("]")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ucd", default="/usr/share/unicode", help="Unicode Character Database folder")
    parser.add_argument("--output", default=None, help=f"output file (default: {OUTPUT} in the repository)")
    parser.add_argument("--check", action="store_true", help="fail if the committed file is out of date")
    arguments = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    output = arguments.output or os.path.join(root, OUTPUT)
    if not os.path.isfile(os.path.join(arguments.ucd, "LineBreak.txt")):
        sys.exit(f"error: {arguments.ucd}: no LineBreak.txt (apt-get install -y unicode-data)")

    version, resolved, notes = build_classes(arguments.ucd)
    runs = encode_runs(resolved)
    text = swift_file(version, runs, read_white_space(arguments.ucd), notes)
    if arguments.check:
        with open(output, encoding="utf-8") as file:
            if file.read() != text:
                sys.exit(f"error: {output} is out of date: run Scripts/generate-line-break-data.py")
        print(f"{output}: up to date (Unicode {version}, {len(runs)} runs)")
        return
    with open(output, "w", encoding="utf-8") as file:
        file.write(text)
    print(f"wrote {output}: Unicode {version}, {len(runs)} runs, {len(text)} bytes")


if __name__ == "__main__":
    main()

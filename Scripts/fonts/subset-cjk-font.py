#!/usr/bin/env python3
"""Makes Fonts/NotoSansCJK-Subset.ttc, the repository's CJK font, from Debian's fonts-noto-cjk.

    apt-get install fonts-noto-cjk
    PY=$(Scripts/fonts/python-env.sh) && "$PY" Scripts/fonts/subset-cjk-font.py

Debian's NotoSansCJK-Regular.ttc (about 19 MB, ten faces) is cut down to two faces, Noto Sans
CJK JP (face 0) and Noto Sans CJK SC (face 1), each keeping the same characters: ASCII and
Latin-1, general punctuation, CJK symbols and punctuation, Hiragana, Katakana, full- and
half-width forms, the first 512 ideographs of the CJK Unified Ideographs block (U+4E00–U+4FFF)
and the first 256 Hangul syllables (U+AC00–U+ACFF). Layout tables are kept whole for the kept
glyphs (every feature, every script), so shaping with the subset is shaping with the original
for these characters. Hinting and the vertical-only tables' data for dropped glyphs go.
"""
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTCollection

SOURCE = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FACES = [0, 2]  # JP, SC
OUTPUT = os.path.join(os.path.dirname(__file__), "..", "..", "Fonts", "NotoSansCJK-Subset.ttc")

RANGES = [
    (0x0020, 0x007E),
    (0x00A0, 0x00FF),
    (0x2000, 0x206F),
    (0x3000, 0x303F),
    (0x3040, 0x309F),
    (0x30A0, 0x30FF),
    (0xFF00, 0xFFEF),
    (0x4E00, 0x4FFF),
    (0xAC00, 0xACFF),
]


def main():
    if not os.path.exists(SOURCE):
        sys.exit(f"error: {SOURCE} is missing (apt-get install fonts-noto-cjk)")
    unicodes = [u for start, end in RANGES for u in range(start, end + 1)]
    collection = TTCollection(SOURCE)
    faces = []
    for index in FACES:
        font = collection.fonts[index]
        options = subset.Options()
        options.layout_features = ["*"]
        options.layout_scripts = ["*"]
        options.name_IDs = ["*"]
        options.name_languages = ["*"]
        options.notdef_outline = True
        options.hinting = False
        options.desubroutinize = False
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=unicodes)
        subsetter.subset(font)
        faces.append(font)
    out = TTCollection()
    out.fonts = faces
    out.save(os.path.abspath(OUTPUT), shareTables=True)
    print(f"wrote {os.path.abspath(OUTPUT)} ({os.path.getsize(OUTPUT)} bytes)")


if __name__ == "__main__":
    main()

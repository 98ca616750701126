#!/usr/bin/env python3
"""Records ICU's line-break opportunities for seeded random strings, for BlueprintText's differential test.

    Scripts/record-line-break-reference.py [--count N] [--seed S] [--ucd DIR] [--venv DIR]

Writes, in Tests/Data/LineBreaking/:

    icu-72-line-breaks.jsonl   one case per line, ["text", "breaks"] or ["text", "breaks", "dictionary"]:
                               the strings (N random ones, then every string of LineBreakTest.txt) and
                               where ICU allows a break, as code point offsets separated by spaces, a
                               `!` after a mandatory one (ICU's rule status 100-199, a hard break).
                               "breaks" come from ICU's default line rules with its dictionaries turned
                               off; "dictionary", present only when it differs, from ICU's stock line
                               break iterator, which splits Thai, Lao, Khmer and Myanmar with
                               dictionaries (see below).
    LineBreakTest-15.0.0.txt   Unicode's own test file, from DIR/auxiliary, without its per-line
                               comments (the test strings and their breaks unchanged).

The reference is ICU 72.1, the ICU of Unicode 15.0 (the version of Debian 12's `unicode-data`, which
the tables come from), through PyICU built from source against Debian's `libicu-dev` (72.1) in a
virtual environment this script makes (DIR, default .build/line-break-reference-venv); it needs
`apt-get install -y libicu-dev pkg-config g++ python3-venv unicode-data`. The script stops when the
ICU it gets is not 72 / Unicode 15.0. Other references checked: `pyicu-wheels` bundles ICU 77 (Unicode
16.0), and `uniseg` 0.8.1 (Unicode 15.0) fails 291 of LineBreakTest.txt's 7,654 cases, where ICU
72.1 fails 22 (its documented tailoring of the word-initial hyphen and of IS before digits).

ICU's stock line iterator breaks runs of SA (complex-context) letters into words with dictionaries;
the Unicode rules, and BlueprintText, keep such a run whole (SA resolves to AL). "breaks" is what
ICU's own rules give without the dictionaries: the same rule text (`getRules()` of the stock
iterator), with its `$dictionary` set emptied (pointed at a noncharacter, U+FDD0), compiled into a
RuleBasedBreakIterator. For every string without SA characters the two agree (the script checks).

The random strings (seeded; the same seed gives the same file) mix words in Latin, Greek, Cyrillic,
Hebrew, Arabic, Devanagari, Thai, CJK, kana and Hangul; punctuation, quotes and brackets of many
kinds; numbers, prices, dates and versions; hyphens and dashes; URLs, e-mail addresses and paths;
emoji with skin tones, ZWJ sequences, flags and keycaps; long unbreakable runs; CR, LF, CR LF and the
other newlines; no-break, zero width and ideographic spaces, word joiners, soft hyphens, tabs; and
runs of code points drawn from random Line_Break classes (with combining marks and joiners).
"""

import argparse
import json
import os
import random
import subprocess
import sys
import venv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "Tests", "Data", "LineBreaking")
PYICU = "PyICU==2.17"


def ensure_venv(path):
    """Re-runs this script inside a virtual environment with PyICU, creating it when needed."""
    python = os.path.join(path, "bin", "python")
    if os.path.realpath(sys.prefix) == os.path.realpath(path):
        return
    if not os.path.exists(python):
        print(f"creating {path} and installing {PYICU} (compiles against libicu-dev; a few minutes)")
        venv.create(path, with_pip=True)
        subprocess.check_call([python, "-m", "pip", "install", "--quiet", PYICU])
    os.execv(python, [python, os.path.abspath(__file__)] + sys.argv[1:])


# MARK: - Vocabulary

LATIN = (
    "the quick brown fox jumps over lazy dog layout engine measures text every line wraps when words "
    "reach edge screen label button width height frame view stack row column inset padding spacing "
    "naïve café résumé coöperate façade Zürich São Paulo Ærøskøbing straße œuvre Dvořák Łódź İstanbul "
    "don't it's we'll o'clock rock'n'roll e.g. i.e. etc. Mr. Dr. St. U.S.A. a.m. p.m."
).split()
GREEK = "καλημέρα κόσμε γράμμα λέξη ελληνικά Αθήνα φως ψυχή ΑΒΓΔ".split()
CYRILLIC = "привет мир строка слово текст Москва ёжик щука ЖЁЛТЫЙ разметка".split()
HEBREW = "שלום עולם מילה ספר ירושלים תל־אביב".split()
ARABIC = "مرحبا بالعالم كلمة كتاب القاهرة ١٢٣".split()
DEVANAGARI = "नमस्ते दुनिया शब्द किताब क्षत्रिय हिन्दी".split()
THAI = "สวัสดีครับ ภาษาไทย ประเทศไทย กรุงเทพมหานคร ขอบคุณ น้ำ ผู้ใหญ่".split()
SOUTHEAST_ASIAN = "ພາສາລາວ ភាសាខ្មែរ မြန်မာဘာသာ".split()
CJK = "漢字仮名交じり文中文字符排版日本語東京都北京上海世界和平".replace("", " ").split()
KANA = "ひらがなカタカナしゃしゅしょっきゃーァィゥェォッャュョヮヵヶㇰㇱ々〻ゝゞヽヾ".replace("", " ").split()
HANGUL = "한국어 안녕하세요 세계 글자 조판 ᄀᄁᄂ ᅡᅢᅣ ᆨᆩᆪ 갃 힣".split()
CJK_PUNCTUATION = list("。、，．・：；？！「」『』（）【】〈〉《》〔〕…‥〜ー〃〆〇") + ["\u3000"]
PUNCTUATION = list(".,;:!?…‥·•§¶†‡/\\|*&#@%‰‱°′″‴~^_") + ["¿", "¡", "‼", "⁇", "⁈", "⁉"]
OPENING = list("([{«‹“‘„‚⁅⁽₍〈❨❪❬❮❰❲❴⟦⟨⟪⦃⦅")
CLOSING = list(")]}»›”’“‘⁆⁾₎〉❩❫❭❯❱❳❵⟧⟩⟫⦄⦆")
QUOTES = list("\"'“”‘’«»‹›„‚「」『』")
DASHES = ["-", "\u2010", "\u2011", "\u2012", "\u2013", "\u2014", "\u2015", "\u2212", "\u00AD", "\u2E3A", "\u30FC"]
CURRENCY = list("$€£¥₩₹₽¢₿₺₴₦฿") + ["US$", "CHF", "R$"]
SPACES = [" ", " ", " ", " ", "  ", "\u00A0", "\u202F", "\u2007", "\u2009", "\u200A", "\u2002", "\u2003",
          "\u3000", "\t", "\u1680", "\u205F"]
INVISIBLES = ["\u200B", "\u2060", "\u200D", "\u200C", "\uFEFF", "\u00AD", "\u034F", "\u180E"]
NEWLINES = ["\n", "\r", "\r\n", "\u0085", "\u2028", "\u2029", "\u000B", "\u000C", "\n\n", "\r\n\r\n"]
COMBINING = ["\u0301", "\u0308", "\u0327", "\u0323", "\u20DD", "\u0489", "\u093F", "\u0E31", "\uFE0F",
             "\u1AB0", "\u0332"]
EMOJI_BASES = ["👋", "👍", "🙏", "💪", "👩", "👨", "🧑", "👶", "🤝", "🏃", "🚴", "🧘", "👮", "🤷", "💁"]
SKIN_TONES = ["\U0001F3FB", "\U0001F3FC", "\U0001F3FD", "\U0001F3FE", "\U0001F3FF"]
EMOJI = ["😀", "😂", "🥲", "❤️", "❤", "✨", "🔥", "🎉", "🌍", "🐈", "☕", "⚽", "✅", "❌", "⭐", "☺", "☺️",
         "©", "®", "™", "↔️", "▶️", "🅰️", "🈯", "🀄", "🃏", "🫠", "🫶", "\U0001FAF8", "\U0001F6DD"]
ZWJ_SEQUENCES = ["👩‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🏴‍☠️", "👩🏽‍🚀", "🧑🏿‍🤝‍🧑🏻", "❤️‍🔥", "🐕‍🦺", "👁️‍🗨️", "🫱🏼‍🫲🏿"]
FLAGS = ["🇺🇸", "🇯🇵", "🇫🇷", "🇩🇪", "🇧🇷", "🇨🇭", "🇺🇦", "🇪🇺", "🇺🇳"]
REGIONAL = [chr(0x1F1E6 + i) for i in range(26)]
KEYCAPS = ["1️⃣", "#️⃣", "*️⃣", "0⃣", "9\u20E3"]
TAGS = ["🏴\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F"]
UNASSIGNED_PICTOGRAPHIC = ["\U0001F0D0", "\U0001FAFF", "\U0001FABF", "\U0001F8FF"]


def pick(rng, items):
    return items[rng.randrange(len(items))]


def word(rng):
    pools = [LATIN] * 8 + [GREEK, CYRILLIC, HEBREW, ARABIC, DEVANAGARI, THAI, HANGUL]
    return pick(rng, pick(rng, pools))


def decorated_word(rng):
    text = word(rng)
    roll = rng.random()
    if roll < 0.08:
        text = pick(rng, OPENING) + text + pick(rng, CLOSING)
    elif roll < 0.16:
        opening = pick(rng, QUOTES)
        text = opening + text + pick(rng, QUOTES)
    elif roll < 0.3:
        text += pick(rng, PUNCTUATION)
    elif roll < 0.36:
        text = text + pick(rng, DASHES) + word(rng)
    elif roll < 0.4:
        text = pick(rng, DASHES) + text
    elif roll < 0.44:
        text += pick(rng, COMBINING)
    elif roll < 0.47:
        text = text.upper()
    return text


def number(rng):
    digits = lambda n: "".join(str(rng.randrange(10)) for _ in range(n))
    forms = [
        lambda: digits(rng.randint(1, 6)),
        lambda: f"{digits(1)},{digits(3)},{digits(3)}.{digits(2)}",
        lambda: f"{digits(2)}.{digits(2)}",
        lambda: f"-{digits(2)}",
        lambda: f"+{digits(1)}.{digits(1)}e{digits(2)}",
        lambda: f"{pick(rng, CURRENCY)}{digits(rng.randint(1, 4))}.{digits(2)}",
        lambda: f"{digits(2)}{pick(rng, ['%', '‰', '°', '°C', '€', '¢', ' %', '′', '″'])}",
        lambda: f"{digits(4)}-{digits(2)}-{digits(2)}",
        lambda: f"{digits(2)}:{digits(2)}",
        lambda: f"({digits(3)}) {digits(3)}-{digits(4)}",
        lambda: f"v{digits(1)}.{digits(2)}.{digits(1)}",
        lambda: f"{digits(1)}/{digits(1)}",
        lambda: f"[{digits(1)}]",
        lambda: f"({digits(2)})",
        lambda: f"{digits(2)}+{digits(2)}={digits(3)}",
        lambda: f".{digits(2)}",
        lambda: f"#{digits(3)}",
        lambda: f"{digits(1)}–{digits(2)}",
        lambda: f"{digits(3)}{pick(rng, ['st', 'nd', 'rd', 'th', 'km', 'kg', '×', 'x'])}",
        lambda: "".join(pick(rng, list("١٢٣٤٥٦٧٨٩٠०१२३४५६७८९๐๑๒๓")) for _ in range(rng.randint(1, 4))),
        lambda: f"{digits(2)}{pick(rng, ['円', '元', '年', '月', '日', '時'])}",
        lambda: f"{pick(rng, ['$', '€', '-', '+', '(', '.', '$('])}{pick(rng, ['', '-', '(', '.'])}{digits(2)}",
    ]
    return pick(rng, forms)()


def emoji(rng):
    roll = rng.random()
    if roll < 0.3:
        return pick(rng, EMOJI)
    if roll < 0.5:
        base = pick(rng, EMOJI_BASES)
        return base + pick(rng, SKIN_TONES) if rng.random() < 0.7 else base
    if roll < 0.65:
        return pick(rng, ZWJ_SEQUENCES)
    if roll < 0.78:
        return pick(rng, FLAGS)
    if roll < 0.85:
        return "".join(pick(rng, REGIONAL) for _ in range(rng.randint(1, 5)))
    if roll < 0.9:
        return pick(rng, KEYCAPS)
    if roll < 0.93:
        return pick(rng, TAGS)
    if roll < 0.96:
        return pick(rng, UNASSIGNED_PICTOGRAPHIC) + (pick(rng, SKIN_TONES) if rng.random() < 0.6 else "")
    return pick(rng, ["a", "x", "☝", "✌", "⛹", "🤚"]) + pick(rng, SKIN_TONES)


def url(rng):
    forms = [
        "https://example.com/path/to/page?query=1&b=two#frag",
        "http://www.blueprint.dev/docs/layout-engine.html",
        "mailto:someone@example.org",
        "someone.else+tag@mail.example.co.uk",
        "/usr/share/unicode/LineBreak.txt",
        "C:\\Program Files\\App\\app.exe",
        "ftp://files.example.net/pub/file-1.2.3.tar.gz",
        "#hashtag",
        "@mention_name",
        "snake_case_identifier",
        "camelCaseIdentifier",
        "a/b/c",
        "x=y&z=w",
        "https://例え.jp/パス",
        "www.exa-mple.com/~user/(paren)",
    ]
    return pick(rng, forms)


def long_run(rng):
    unit = pick(rng, ["a", "ab", "x", "-", ".", "1", "w", "漢", "—", "!", "ก", "Ж", "_", "/", "…"])
    return unit * rng.randint(10, 60)


def cjk_text(rng):
    parts = []
    for _ in range(rng.randint(3, 25)):
        roll = rng.random()
        if roll < 0.5:
            parts.append(pick(rng, CJK))
        elif roll < 0.7:
            parts.append(pick(rng, KANA))
        elif roll < 0.82:
            parts.append(pick(rng, CJK_PUNCTUATION))
        elif roll < 0.88:
            parts.append(pick(rng, HANGUL) + " ")
        elif roll < 0.94:
            parts.append(number(rng))
        else:
            parts.append(pick(rng, LATIN))
    return "".join(parts)


class ClassPool:
    """Assigned code points by Line_Break class, read from the Unicode Character Database."""

    def __init__(self, ucd):
        assigned = set()
        range_start = None
        with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as file:
            for line in file:
                fields = line.split(";")
                point = int(fields[0], 16)
                if fields[1].endswith(", First>"):
                    range_start = point
                elif fields[1].endswith(", Last>"):
                    assigned.update(range(range_start, min(point, range_start + 256) + 1))
                elif fields[2] not in ("Cs", "Co"):
                    assigned.add(point)
        self.by_class = {}
        with open(os.path.join(ucd, "LineBreak.txt"), encoding="utf-8") as file:
            for line in file:
                data = line.split("#", 1)[0].strip()
                if not data:
                    continue
                points, value = data.split(";")
                first, _, last = points.partition("..")
                for point in range(int(first, 16), int(last or first, 16) + 1):
                    if point in assigned and not 0xD800 <= point <= 0xDFFF:
                        self.by_class.setdefault(value.strip(), []).append(point)
        self.classes = sorted(self.by_class)

    def run(self, rng, length):
        out = []
        for _ in range(length):
            value = pick(rng, self.classes)
            out.append(chr(pick(rng, self.by_class[value])))
            if rng.random() < 0.15:
                out.append(pick(rng, COMBINING + ["\u200D", "\u200D", "\U0001F3FD"]))
        return "".join(out)


def random_string(rng, pool):
    style = rng.randrange(10)
    pieces = []
    if style == 0:  # prose
        for _ in range(rng.randint(1, 30)):
            pieces.append(decorated_word(rng))
            pieces.append(pick(rng, [" "] * 12 + SPACES + NEWLINES[:3] + [""]))
    elif style == 1:  # numbers in prose
        for _ in range(rng.randint(1, 20)):
            pieces.append(number(rng) if rng.random() < 0.6 else decorated_word(rng))
            pieces.append(pick(rng, [" "] * 8 + ["", ", ", "; ", "/", "-", "\u00A0", "\n"]))
    elif style == 2:  # CJK, kana, Hangul
        pieces.append(cjk_text(rng))
    elif style == 3:  # emoji in text
        for _ in range(rng.randint(1, 15)):
            pieces.append(emoji(rng) if rng.random() < 0.6 else word(rng))
            pieces.append(pick(rng, [" ", " ", "", "", "\u200D", "\n", "\u200B", "\u00A0"]))
    elif style == 4:  # Thai and other SA scripts among Latin
        for _ in range(rng.randint(1, 12)):
            pieces.append(pick(rng, THAI + SOUTHEAST_ASIAN) if rng.random() < 0.6 else decorated_word(rng))
            pieces.append(pick(rng, [" ", " ", "", "\u200B", ". ", "\n", "-", "(", ")"]))
    elif style == 5:  # URLs, addresses, code
        for _ in range(rng.randint(1, 8)):
            pieces.append(url(rng) if rng.random() < 0.6 else decorated_word(rng))
            pieces.append(pick(rng, [" ", " ", " (", ") ", ", ", "\n", "\t", ": "]))
    elif style == 6:  # whitespace, invisibles and newlines
        for _ in range(rng.randint(1, 20)):
            roll = rng.random()
            if roll < 0.35:
                pieces.append(word(rng))
            elif roll < 0.55:
                pieces.append(pick(rng, SPACES))
            elif roll < 0.7:
                pieces.append(pick(rng, INVISIBLES))
            elif roll < 0.85:
                pieces.append(pick(rng, NEWLINES))
            elif roll < 0.93:
                pieces.append(pick(rng, COMBINING))
            else:
                pieces.append(pick(rng, DASHES + QUOTES + OPENING + CLOSING))
    elif style == 7:  # long unbreakable runs
        for _ in range(rng.randint(1, 4)):
            pieces.append(long_run(rng) if rng.random() < 0.6 else url(rng))
            pieces.append(pick(rng, [" ", "", "-", "\n", "/"]))
    elif style == 8:  # code points of random Line_Break classes
        for _ in range(rng.randint(1, 4)):
            pieces.append(pool.run(rng, rng.randint(1, 12)))
            pieces.append(pick(rng, ["", "", " ", "\n"]))
    else:  # everything mixed
        makers = [decorated_word, number, emoji, url, cjk_text, lambda r: pool.run(r, r.randint(1, 4)),
                  lambda r: pick(r, THAI), lambda r: pick(r, SPACES + INVISIBLES + NEWLINES + DASHES)]
        for _ in range(rng.randint(1, 12)):
            pieces.append(pick(rng, makers)(rng))
            pieces.append(pick(rng, [" ", " ", "", "\n"]))
    text = "".join(pieces)
    if rng.random() < 0.5:
        text = text.rstrip(" ")
    return text or "a"


# MARK: - ICU


def icu_iterators():
    import icu

    if not icu.ICU_VERSION.startswith("72.") or icu.UNICODE_VERSION != "15.0":
        sys.exit(f"error: ICU {icu.ICU_VERSION} (Unicode {icu.UNICODE_VERSION}); expected ICU 72 (Unicode 15.0)")
    stock = icu.BreakIterator.createLineInstance(icu.Locale.getRoot())
    rules = stock.getRules()
    if rules.count("$dictionary=[$SA];") != 1:
        sys.exit("error: ICU's line rules do not define $dictionary=[$SA]; as expected")
    no_dictionary = icu.RuleBasedBreakIterator(rules.replace("$dictionary=[$SA];", "$dictionary=[\\uFDD0];"))
    return icu, stock, no_dictionary


def breaks(iterator, text):
    """ICU's boundaries after the start, as code point offsets with "!" after hard ones."""
    iterator.setText(text)
    utf16_to_code_point = {}
    utf16 = 0
    for offset, character in enumerate(text):
        utf16_to_code_point[utf16] = offset
        utf16 += 2 if ord(character) > 0xFFFF else 1
    utf16_to_code_point[utf16] = len(text)
    out = []
    for boundary in iterator:
        if boundary == 0:
            continue
        status = iterator.getRuleStatus()
        out.append(f"{utf16_to_code_point[boundary]}{'!' if 100 <= status < 200 else ''}")
    return " ".join(out)


def unicode_test_strings(ucd):
    path = os.path.join(ucd, "auxiliary", "LineBreakTest.txt")
    strings, lines = [], []
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.startswith("#"):
                if not strings:  # the file's header, with a note after it
                    lines.append(line)
                    if "These samples may be extended" in line:
                        lines.append("#\n")
                        lines.append("# Copied by BlueprintText from Debian's unicode-data package without the per-line\n")
                        lines.append("# comments (the rule that decides each position); the strings and breaks are unchanged.\n")
                        lines.append("#\n")
                continue
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            lines.append(data + "\n")
            strings.append("".join(chr(int(field, 16)) for field in data.split() if field not in ("÷", "×")))
    return strings, "".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=6000, help="random strings (default 6000)")
    parser.add_argument("--seed", type=int, default=14, help="random seed (default 14)")
    parser.add_argument("--ucd", default="/usr/share/unicode", help="Unicode Character Database folder")
    parser.add_argument("--venv", default=os.path.join(ROOT, ".build", "line-break-reference-venv"))
    arguments = parser.parse_args()
    ensure_venv(arguments.venv)
    icu, stock, no_dictionary = icu_iterators()

    rng = random.Random(arguments.seed)
    pool = ClassPool(arguments.ucd)
    strings = [random_string(rng, pool) for _ in range(arguments.count)]
    test_strings, test_file = unicode_test_strings(arguments.ucd)

    sa = {point for point in pool.by_class.get("SA", [])}
    cases, differing, differing_without_sa, mandatory = [], 0, 0, 0
    for text in strings + test_strings:
        plain = breaks(no_dictionary, text)
        dictionary = breaks(stock, text)
        mandatory += plain.count("!")
        if dictionary != plain:
            differing += 1
            if not any(ord(character) in sa for character in text):
                differing_without_sa += 1
            cases.append([text, plain, dictionary])
        else:
            cases.append([text, plain])
    if differing_without_sa:
        sys.exit(f"error: ICU with and without dictionaries differ on {differing_without_sa} strings without SA")

    header = [
        f"# ICU {icu.ICU_VERSION} (Unicode {icu.UNICODE_VERSION}) line-break opportunities, recorded by",
        "# Scripts/record-line-break-reference.py (see it for the format); do not edit.",
        f"# {arguments.count} random strings (seed {arguments.seed}), then {len(test_strings)} strings of LineBreakTest.txt.",
        f"# {mandatory} mandatory breaks; {differing} strings where ICU's dictionaries (SA scripts) break differently.",
    ]
    os.makedirs(DATA, exist_ok=True)
    output = os.path.join(DATA, f"icu-{icu.ICU_VERSION.split('.')[0]}-line-breaks.jsonl")
    with open(output, "w", encoding="utf-8") as file:
        file.write("\n".join(header) + "\n")
        for case in cases:
            file.write(json.dumps(case, ensure_ascii=False) + "\n")
    with open(os.path.join(DATA, "LineBreakTest-15.0.0.txt"), "w", encoding="utf-8") as file:
        file.write(test_file)
    print(f"wrote {output}: {len(cases)} cases ({arguments.count} random), {os.path.getsize(output)} bytes;")
    print(f"  {mandatory} mandatory breaks, {differing} strings broken differently by ICU's dictionaries")


if __name__ == "__main__":
    main()

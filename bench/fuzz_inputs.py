"""Inputs for the fuzzing harness (bench/fuzz.py): hypothesis strategies for structured lines
and a byte-level mutator.

Structured lines mix what normalizers rewrite (numbers, dates, times, money, measures, phone
numbers, URLs, Roman numerals, native digits) with words of the language's own script, taken
from its lexicons and case files, and with what breaks text code: every Unicode general
category, NUL and control characters, right-to-left and bidi marks, ZWJ/ZWNJ, combining marks
after a space, lone surrogates (API only: a file's bytes decode to \\udc80-\\udcff at most),
odd whitespace and long runs. A line never holds \\n or \\r: the CLI splits lines there.

The mutator flips, inserts, deletes, repeats and splices the UTF-8 bytes of seed lines and
decodes them as the CLI does (surrogateescape), so invalid UTF-8 reaches the API the way a
corrupt file brings it.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
LEXICONS = ROOT / "textnorm" / "lexicons"
CASES = ROOT / "tests" / "cases"

GENERAL_CATEGORIES = (
    "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe",
    "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
)
LINE_BREAKS = "\n\r"
# Characters known to trouble text code, one of each kind.
TRICKY = (
    "\x00", "\x01", "\x07", "\x08", "\x0b", "\x0c", "\x1b", "\x1c", "\x1f", "\x7f", "\x85",
    "\x9f", "\u00a0", "\u00ad", "\u034f", "\u061c", "\u0640", "\u180e", "\u200b", "\u200c",
    "\u200d", "\u200e", "\u200f", "\u2028", "\u2029", "\u202a", "\u202b", "\u202c", "\u202d",
    "\u202e", "\u2060", "\u2066", "\u2067", "\u2068", "\u2069", "\u3000", "\ufeff", "\ufffc",
    "\ufffd", "\U000e0001", "\U000e007f", "\U0001f3fb", "\U0001f1fa", "\u0301", "\u0308",
    "\u093c", "\u094d", "\u0e31", "\u20dd", "\u3099", "\uff10", "\U0001d7d8", "\u2160",
)
SURROGATES = ("\ud800", "\udbff", "\udc00", "\udc80", "\udcff", "\udfff")
SEPARATORS = (" ", " ", " ", "  ", "\t", "\u00a0", "\u3000", "\u2009", "\u202f", "")
NATIVE_ZEROS = (
    "\u0660", "\u06f0", "\u07c0", "\u0966", "\u09e6", "\u0a66", "\u0ae6", "\u0b66", "\u0be6",
    "\u0c66", "\u0ce6", "\u0d66", "\u0de6", "\u0e50", "\u0ed0", "\u0f20", "\u1040", "\u17e0",
    "\u1810", "\uff10",
)
# Text in many scripts, for languages without lexicons and for mixing scripts.
SCRIPTS_SAMPLE = (
    "hello", "Straße", "café", "привет", "γειά", "שלום", "مرحبا", "سلام", "नमस्ते", "ক্ষমা",
    "ਪੰਜਾਬੀ", "ગુજરાતી", "ଓଡ଼ିଆ", "தமிழ்", "తెలుగు", "ಕನ್ನಡ", "മലയാളം", "සිංහල", "ไทย", "ລາວ",
    "ភាសា", "မြန်မာ", "ትግርኛ", "አማርኛ", "հայերեն", "ქართული", "中文", "日本語", "かな", "カナ",
    "한국어", "tiếng Việt", "ᐃᓄᒃᑎᑐᑦ", "ꦗꦮ", "👍🏽", "👨‍👩‍👧", "🇺🇸", "x\u0301\u0302",
)


@cache
def language_words(lang: str) -> tuple[str, ...]:
    """Words of the language's script: both columns of its lexicons and the inputs of its
    case files (tab-separated, `#` comments skipped), split at spaces."""
    base = lang.split("-")[0]
    paths = [*(LEXICONS / base).rglob("*.tsv"), *(LEXICONS / "mul").rglob(f"*_{base}.tsv"),
             *(CASES / lang).rglob("*.tsv")]
    words: set[str] = set()
    for path in paths:
        for line in path.read_text("utf-8").splitlines():
            if line.startswith("#"):
                continue
            for field in line.split("\t")[:2]:
                words.update(w for w in field.split() if len(w) < 40)
    return tuple(sorted(words)) or SCRIPTS_SAMPLE


@cache
def seed_lines(lang: str) -> tuple[str, ...]:
    """Whole inputs of the language's case files (real lines to mutate)."""
    lines: set[str] = set()
    for path in (CASES / lang).rglob("*.tsv"):
        for line in path.read_text("utf-8").splitlines():
            if line and not line.startswith("#"):
                lines.add(line.split("\t")[0])
    return tuple(sorted(lines))


def _digits(n: int) -> st.SearchStrategy[str]:
    return st.integers(0, 10**n - 1).map(str)


def _native(text: str, zero: str) -> str:
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() and c.isascii() else c for c in text)


def _grouped(number: int, sep: str) -> str:
    return f"{number:,}".replace(",", sep)


_number = st.one_of(
    _digits(3), _digits(7), _digits(19), st.integers(-10**6, 10**6).map(str),
    st.builds(_grouped, st.integers(1000, 10**12), st.sampled_from([",", ".", " ", "\u00a0", "'"])),
    st.builds("{}{}{}".format, _digits(4), st.sampled_from([".", ","]), _digits(4)),
    st.builds("{}/{}".format, _digits(2), _digits(3)),
    st.builds("{}{}".format, _digits(2), st.sampled_from(["st", "nd", "rd", "th", ".", "º", "ª"])),
    st.sampled_from(["0", "00", "007", "1e5", "3.", ".5", "-0", "+1", "½", "¾", "²", "١٢٣"]),
)
_date = st.one_of(
    st.builds("{}/{}/{}".format, st.integers(0, 39), st.integers(0, 19), _digits(4)),
    st.builds("{}-{:02d}-{:02d}".format, st.integers(0, 2999), st.integers(0, 13),
              st.integers(0, 32)),
    st.builds("{}.{}.{}".format, st.integers(1, 31), st.integers(1, 12), _digits(2)),
    st.builds("{}:{:02d}{}".format, st.integers(0, 25), st.integers(0, 61),
              st.sampled_from(["", " am", " PM", "h", ":00", " Uhr"])),
)
_money = st.one_of(
    st.builds("{}{}".format, st.sampled_from("$€£¥₹₽₩₪₺฿₦"), _number),
    st.builds("{} {}".format, _number, st.sampled_from(
        ["USD", "EUR", "kg", "km/h", "%", "°C", "m²", "ml", "GB", "Rs.", "mph", "ft"])),
    st.builds("{}{}".format, _number, st.sampled_from(["%", "kg", "km", "x", "k", "M", "bn"])),
)
_electronic = st.one_of(
    st.sampled_from(["http://example.com/a?b=1&c=2#x", "www.test.org", "a.b@c.de",
                     "https://xn--bcher-kva.de/ü", "ftp://1.2.3.4:21/", "#hashtag", "@user",
                     "C++", "file.txt", "i7-8700K", "COVID-19", "U.S.A.", "Mr.", "Dr",
                     "XIV", "MMXXIV", "iv", "555-123-4567", "+1 (800) 555-0199", "1-2", "2:1",
                     "3x4", "A4", "4/4", "1990s", "'90s", "24/7", "9-11", "No. 5"]),
    st.builds("{}-{}-{}".format, _digits(3), _digits(3), _digits(4)),
)


def structured_pieces(lang: str) -> st.SearchStrategy[str]:
    words = language_words(lang)
    return st.one_of(
        st.sampled_from(words), st.sampled_from(words), st.sampled_from(SCRIPTS_SAMPLE),
        _number, _date, _money, _electronic,
        st.builds(_native, st.one_of(_number, _date), st.sampled_from(NATIVE_ZEROS)),
        st.sampled_from(TRICKY), st.sampled_from(".,;:!?\"'()[]{}<>-–—…/\\|*&^~`«»„“”‘’"),
        st.builds("{}{}".format, st.sampled_from(SEPARATORS), st.sampled_from(TRICKY)),
        st.characters(categories=[c for c in GENERAL_CATEGORIES if c != "Cs"],
                      exclude_characters=LINE_BREAKS),
        st.sampled_from(GENERAL_CATEGORIES).flatmap(_category_text),
    )


def _category_text(category: str) -> st.SearchStrategy[str]:
    if category == "Cs":
        return st.sampled_from(SURROGATES)
    return st.text(st.characters(categories=[category], exclude_characters=LINE_BREAKS),
                   min_size=1, max_size=3)


def lines(lang: str, surrogates: bool = True, max_pieces: int = 12,
          long_lines: bool = True) -> st.SearchStrategy[str]:
    """One line of mixed pieces joined by assorted separators; with `long_lines`, now and then
    a long repeat (a few hundred pieces) to probe the time bound. `surrogates=False` keeps the
    line encodable (what a file can hold)."""
    piece = structured_pieces(lang)
    pair = st.tuples(piece, st.sampled_from(SEPARATORS))
    joined = st.lists(pair, max_size=max_pieces).map(lambda ps: "".join(a + b for a, b in ps))
    if not long_lines:
        return joined if surrogates else joined.map(_without_surrogates)
    repeated = st.builds(lambda p, n: p * n, joined, st.integers(20, 200))
    strategy = st.one_of(joined, joined, joined, joined, joined, joined, joined, repeated)
    if not surrogates:
        strategy = strategy.map(_without_surrogates)
    return strategy


def _without_surrogates(text: str) -> str:
    return "".join(c for c in text if not 0xD800 <= ord(c) <= 0xDFFF)


def encodable(text: str) -> bool:
    """Whether a file could hold the line: its lone surrogates are surrogateescape bytes."""
    try:
        text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return False
    return True


def mutate(seed: str, others: tuple[str, ...], rng: random.Random) -> str:
    """A line from `seed`'s UTF-8 bytes after 1-4 random byte edits, decoded as the CLI decodes
    a file (invalid bytes -> \\udc80-\\udcff); line breaks become spaces."""
    data = bytearray(seed.encode("utf-8", "surrogatepass"))
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(6)
        at = rng.randint(0, len(data))
        if op == 0 and data:
            data[min(at, len(data) - 1)] ^= 1 << rng.randrange(8)
        elif op == 1:
            data[at:at] = bytes([rng.randrange(256)])
        elif op == 2 and data:
            del data[at:at + rng.randint(1, 4)]
        elif op == 3 and data:
            chunk = data[at:at + rng.randint(1, 16)]
            data[at:at] = chunk * rng.randint(1, 50)
        elif op == 4 and others:
            other = rng.choice(others).encode("utf-8", "surrogatepass")
            start = rng.randint(0, len(other))
            data[at:at] = other[start:start + rng.randint(1, 32)]
        else:
            data[at:at] = rng.choice(TRICKY).encode("utf-8")
    text = bytes(data).decode("utf-8", "surrogateescape")
    return text.replace("\n", " ").replace("\r", " ")


def mutations(lang: str, count: int, seed: int, extra_seeds: tuple[str, ...] = ()) -> list[str]:
    """`count` mutated lines from the language's case inputs (and `extra_seeds`)."""
    rng = random.Random(f"{seed}:{lang}")
    pool = seed_lines(lang) + extra_seeds or SCRIPTS_SAMPLE
    return [mutate(rng.choice(pool), pool, rng) for _ in range(count)]

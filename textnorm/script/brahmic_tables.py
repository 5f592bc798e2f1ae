"""Character classes of the Brahmic scripts and which script a language tag writes in.

Both are data (`lexicons/brahmic/char_classes.tsv`, `languages.tsv`); this module only reads them,
once, on first use. Code points in those tables are written as `U+XXXX` escapes because many of
them (lone combining marks, nukta letters excluded from composition) are not NFC as literal text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .. import lexicon
from ..errors import UnknownLanguageError

_DIR = "brahmic"
ZWS, ZWNJ, ZWJ = "\u200b", "\u200c", "\u200d"
JOINERS = ZWS + ZWNJ + ZWJ

_CODEPOINT = re.compile(r"U\+([0-9A-Fa-f]{4,6})")


def codepoint(token: str) -> str:
    """'U+0915' -> 'क'; raises ValueError on anything else."""
    match = _CODEPOINT.fullmatch(token)
    if not match:
        raise ValueError(f"not a code point: {token!r}")
    return chr(int(match.group(1), 16))


def codepoint_range(token: str) -> str:
    """'U+0915..U+0918' -> 'कखगघ' (a single code point gives itself)."""
    first, _, last = token.partition("..")
    start = ord(codepoint(first))
    end = ord(codepoint(last)) if last else start
    return "".join(chr(c) for c in range(start, end + 1))


@dataclass(frozen=True)
class ScriptChars:
    """The classified characters of one script (ISO 15924 code, e.g. 'Deva')."""

    script: str
    classes: dict[str, str]  # character -> class letter (see char_classes.tsv)

    def of(self, letters: str) -> str:
        """All characters whose class is one of `letters` ('*' = every character)."""
        return "".join(c for c, k in self.classes.items() if letters == "*" or k in letters)

    def regex_class(self, letters: str) -> str:
        """A regex character class for the classes `letters`."""
        return char_class(self.of(letters))


def char_class(chars: str) -> str:
    """A compact regex character class matching exactly `chars`."""
    codes = sorted({ord(c) for c in chars})
    parts: list[str] = []
    i = 0
    while i < len(codes):
        j = i
        while j + 1 < len(codes) and codes[j + 1] == codes[j] + 1:
            j += 1
        first, last = re.escape(chr(codes[i])), re.escape(chr(codes[j]))
        parts.append(first if i == j else f"{first}-{last}")
        i = j + 1
    return "[" + "".join(parts) + "]" if parts else "(?!)"


@cache
def char_table() -> dict[str, tuple[str, str]]:
    """character -> (script, class) over every script in char_classes.tsv."""
    table: dict[str, tuple[str, str]] = {}
    for key, value in lexicon.pairs(f"{_DIR}/char_classes.tsv"):
        script, letter = value.split()
        for char in codepoint_range(key):
            table[char] = (script, letter)
    return table


@cache
def script_chars(script: str) -> ScriptChars:
    classes = {c: k for c, (s, k) in char_table().items() if s == script}
    return ScriptChars(script, classes)


@cache
def scripts() -> tuple[str, ...]:
    return tuple(sorted({s for s, _ in char_table().values()}))


@cache
def _languages() -> dict[str, str]:
    return dict(lexicon.pairs(f"{_DIR}/languages.tsv"))


def languages() -> tuple[str, ...]:
    """Every language tag with a Brahmic script processor."""
    return tuple(_languages())


def script_of(lang: str) -> str:
    """ISO 15924 script of a language tag ('hi' -> 'Deva', 'und-Beng' -> 'Beng')."""
    table = _languages()
    if lang in table:
        return table[lang]
    raise UnknownLanguageError(
        f"no Brahmic script for {lang!r}; available: {', '.join(sorted(table))}"
    )


def table_exists(name: str) -> bool:
    return (lexicon.lexicon_root() / _DIR / name).is_file()


def table_path(name: str) -> str:
    return f"{_DIR}/{name}"

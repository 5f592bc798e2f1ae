"""Ge'ez (Ethiopic) script normalization (mode "script") for Amharic, Tigrinya, Ge'ez, Tigre.

Homophone merging changes spelling that carries meaning and etymology, so it is never implicit:
the default scheme `nfc` only does Unicode cleanup (NFC, joiners without a function removed).
Named schemes:
- `homophone`: letters that spell the same sound -> one letter (am: ሀ/ሐ/ኀ, ሰ/ሠ, አ/ዐ, ጸ/ፀ in
  every order; ti: only ኀ, ሠ, ፀ, since ሐ and ዐ are phonemes of their own in Tigrinya).
- `homophone-hsl` (am): homophones + similar sounds + labialized sequences (Belay et al. 2021).
- `numerals-to-digits` (፲፪ -> 12) and `digits-to-numerals` (12 -> ፲፪).
The option `numerals="digits"|"ethiopic"` adds a numeral conversion to any scheme (Python API).
Tables: `lexicons/geez/<scheme>_<lang>.tsv`, `lexicons/geez/numerals.tsv`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import regex
import unicodedata2

from .. import lexicon
from ..errors import UnknownLanguageError, UnknownSchemeError
from ..result import Result
from . import geez_numerals as numerals

_SCHEMES = {
    "am": ("nfc", "homophone", "homophone-hsl", "numerals-to-digits", "digits-to-numerals"),
    "ti": ("nfc", "homophone", "numerals-to-digits", "digits-to-numerals"),
}
_DEFAULT_SCHEMES = ("nfc", "numerals-to-digits", "digits-to-numerals")
_ETHIOPIC = r"\p{Ethiopic}"
# ZWJ / ZWNJ / BOM next to an Ethiopic letter do nothing (the script does not join).
_IDLE_JOINERS = regex.compile(
    rf"(?<={_ETHIOPIC})[\u200c\u200d\ufeff]+|[\u200c\u200d\ufeff]+(?={_ETHIOPIC})"
)
_ETHIOPIC_BLOCKS = regex.compile(
    "[\u1200-\u139F\u2D80-\u2DDF\uAB00-\uAB2F\U0001E7E0-\U0001E7FF]"
)
_MARK_WITHOUT_SYLLABLE = regex.compile(r"(?<![\p{Ethiopic}&&\p{L}]\p{M}*)[\u135D-\u135F]",
                                       flags=regex.V1)


def schemes_for(lang: str) -> tuple[str, ...]:
    return _SCHEMES.get(lang, _DEFAULT_SCHEMES)


def cleanup(text: str) -> str:
    return _IDLE_JOINERS.sub("", unicodedata2.normalize("NFC", text))


@cache
def _passes(name: str) -> tuple[Callable[[str], str], ...]:
    """The table as passes: runs of single-letter rows -> str.translate, longer keys -> regex."""
    groups: list[list[tuple[str, str]]] = []
    for entry in lexicon.load(f"geez/{name}.tsv"):
        single = len(entry.written) == 1
        if not groups or (len(groups[-1][0][0]) == 1) != single:
            groups.append([])
        groups[-1].append((entry.written, entry.spoken))
    return tuple(_letters(dict(rows)) if len(rows[0][0]) == 1 else _sequences(dict(rows))
                 for rows in groups)


def _letters(mapping: dict[str, str]) -> Callable[[str], str]:
    table = str.maketrans(mapping)
    return lambda text: text.translate(table)


def _sequences(mapping: dict[str, str]) -> Callable[[str], str]:
    keys = sorted(mapping, key=len, reverse=True)
    pattern = regex.compile("|".join(regex.escape(k) for k in keys))
    return lambda text: pattern.sub(lambda found: mapping[found.group()], text)


def apply_table(name: str, text: str) -> str:
    for step in _passes(name):
        text = step(text)
    return text


class GeezScript:
    """Script normalizer for one Ethiopic-script language; see the module docstring."""

    def __init__(
        self, lang: str, scheme: str | None = None, numerals: str | None = None, **options: Any
    ):
        self.lang = lang
        available = schemes_for(lang)
        self.scheme = scheme or available[0]
        if self.scheme not in available:
            raise UnknownSchemeError(
                f"scheme {self.scheme!r} is not available for {lang}/script; "
                f"available: {', '.join(available)}"
            )
        if options.get("from_lang"):
            raise UnknownLanguageError(
                f"no conversion of {options['from_lang']} typing is defined for {lang}"
            )
        if numerals not in (None, "digits", "ethiopic"):
            raise ValueError(f"numerals must be 'digits' or 'ethiopic', not {numerals!r}")
        if self.scheme == "numerals-to-digits":
            numerals = "digits"
        elif self.scheme == "digits-to-numerals":
            numerals = "ethiopic"
        self.numerals = numerals

    def normalize(self, text: str) -> str:
        if not text:
            return text
        text = cleanup(text)
        if self.scheme.startswith("homophone"):
            text = apply_table(f"{self.scheme}_{self.lang}", text)
        if self.numerals == "digits":
            text = numerals.to_digits(text)
        elif self.numerals == "ethiopic":
            text = numerals.to_ethiopic(text)
        return text

    def normalize_with_alignment(self, text: str) -> Result:
        return Result.per_word(text, self.normalize(text), "PLAIN")

    def normalize_batch(self, texts: list[str]) -> list[str]:
        return [self.normalize(t) for t in texts]

    def is_wellformed(self, text: str) -> bool:
        """False for an Ethiopic combining mark with no syllable, an unassigned Ethiopic code
        point, or text that is not NFC."""
        if unicodedata2.normalize("NFC", text) != text:
            return False
        if _MARK_WITHOUT_SYLLABLE.search(text):
            return False
        return not any(unicodedata2.category(c) == "Cn" for c in _ETHIOPIC_BLOCKS.findall(text))

"""Roman numerals as ordinals, and as numbers after the words that count with them.

As ordinals: TN reads one with an ordinal mark the language lets them take
(config `roman_ordinals`: fr "XIXᵉ siècle" -> "dix-neuvième siècle", "François Ier" ->
"François premier"), ITN writes one before the words that take them (config
`itn_roman_before`: fr "dix-neuvième siècle" -> "XIXᵉ siècle").

The numerals themselves are universal/roman.py's (shared with the English ROMAN class). A lone
letter other than I, V and X is no numeral here: "Le", "De", "Ce", "Me" are words, and so are
"Vers" and "Ver" (V alone takes only a short mark).

After a word of config `roman_after` (comma-separated words, any letter case: vi `thế kỉ,chương,
phần,mục`), a numeral in capitals or in small letters is read as a number (TN, class ROMAN): vi
"thế kỉ XX" -> "thế kỉ hai mươi", "chương iv" -> "chương bốn".
"""

from __future__ import annotations

from functools import cache

import pynini
import regex

from ..base import Rule, alternation
from ..universal.roman import WELL_FORMED, digits, to_roman, value
from .language import Language, class_module

__all__ = ["digits", "in_roman", "pattern", "value"]

_TWO_OR_MORE = rf"(?=[IVXLCDM]{{2}}){WELL_FORMED}"


def pattern(suffix: str) -> str:
    """A Roman numeral before `suffix`: two letters or more, or I alone; V and X alone only
    before a one-letter or superscript mark (fr "Ve République", "Xᵉ siècle"; "Vers", "Ver"
    are words)."""
    lone = "[IVX]" if len(suffix) == 1 or not suffix.isascii() else "I"
    return f"(?:{_TWO_OR_MORE}|{lone})"


def in_roman(written: str) -> str:
    """A written ordinal with its digits as a Roman numeral ("19ᵉ" -> "XIXᵉ")."""
    match = _DIGITS.search(written)
    numeral = to_roman(int(match.group())) if match else None
    if numeral is None:
        return written
    return written[:match.start()] + numeral + written[match.end():]


_DIGITS = regex.compile(r"[0-9]+")


_NUMERAL = "(?=[IVXLCDM])" + WELL_FORMED  # (not empty)


def tn(lang: Language):
    """ROMAN: a numeral after the words of config `roman_after`, read as a number."""
    words = [w.strip() for w in lang.setting("roman_after").split(",") if w.strip()]
    if not words:
        return class_module([], {})
    numeral = f"(?:{_NUMERAL}|{_NUMERAL.lower()})"
    pattern = rf"(?<=(?:^|[\s(])(?i:{alternation(words)})\s){numeral}(?![\w\-])"

    def fast(span: str) -> str | None:
        number = value(span.upper()) if span.isupper() or span.islower() else None
        return None if number is None else lang.say(str(number))

    def build(g) -> pynini.Fst:
        upper = pynini.string_map([(c.lower(), c) for c in "IVXLCDM"])
        lowered = pynini.compose(pynini.closure(upper, 1), digits())
        return pynini.compose(pynini.union(digits(), lowered), lang.reading(""))

    return class_module([Rule("ROMAN", pattern, "ROMAN")], {"ROMAN": build}, {"ROMAN": fast},
                        _lower_numerals())


@cache
def _lower_numerals() -> frozenset[str]:
    """Every numeral in small letters (plain lower-case words the engine would skip)."""
    return frozenset(to_roman(n).lower() for n in range(1, 4000))

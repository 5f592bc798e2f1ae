"""Roman numerals as ordinals: TN reads one with an ordinal mark the language lets them take
(config `roman_ordinals`: fr "XIXᵉ siècle" -> "dix-neuvième siècle", "François Ier" ->
"François premier"), ITN writes one before the words that take them (config
`itn_roman_before`: fr "dix-neuvième siècle" -> "XIXᵉ siècle").

The numerals themselves are universal/roman.py's (shared with the English ROMAN class). A lone
letter other than I, V and X is no numeral here: "Le", "De", "Ce", "Me" are words, and so are
"Vers" and "Ver" (V alone takes only a short mark).
"""

from __future__ import annotations

import regex

from ..universal.roman import WELL_FORMED, digits, to_roman, value

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

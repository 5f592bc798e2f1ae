"""Roman numerals as ordinals: TN reads one with an ordinal mark the language lets them take
(config `roman_ordinals`: fr "XIXᵉ siècle" -> "dix-neuvième siècle", "François Ier" ->
"François premier"), ITN writes one before the words that take them (config
`itn_roman_before`: fr "dix-neuvième siècle" -> "XIXᵉ siècle").

Roman numerals are one closed system for every language (1..3999), so the table is here, not
in a lexicon. A lone letter other than I, V and X is no numeral here: "Le", "De", "Ce", "Me"
are words, and so are "Vers" and "Ver" (V alone takes only a short mark).
"""

from __future__ import annotations

from functools import cache

import pynini
import regex

from ...fst import DIGIT, delete, insert

_UNITS = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
_RANKS = [("I", "V", "X"), ("X", "L", "C"), ("C", "D", "M")]

_TWO_OR_MORE = r"(?=[IVXLCDM]{2})M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})"


def pattern(suffix: str) -> str:
    """A Roman numeral before `suffix`: two letters or more, or I alone; V and X alone only
    before a one-letter or superscript mark (fr "Ve République", "Xᵉ siècle"; "Vers", "Ver"
    are words)."""
    lone = "[IVX]" if len(suffix) == 1 or not suffix.isascii() else "I"
    return f"(?:{_TWO_OR_MORE}|{lone})"


def _rank(ones: str, fives: str, tens: str) -> list[str]:
    table = str.maketrans({"I": ones, "V": fives, "X": tens})
    return [unit.translate(table) for unit in _UNITS]


def to_roman(n: int) -> str | None:
    """1..3999 -> its Roman numeral ("XIX"), else None."""
    if not 0 < n < 4000:
        return None
    thousands, rest = divmod(n, 1000)
    out = "M" * thousands
    for power in (2, 1, 0):
        out += _rank(*_RANKS[power])[rest // 10 ** power % 10]
    return out


def in_roman(written: str) -> str:
    """A written ordinal with its digits as a Roman numeral ("19ᵉ" -> "XIXᵉ")."""
    match = _DIGITS.search(written)
    numeral = to_roman(int(match.group())) if match else None
    if numeral is None:
        return written
    return written[:match.start()] + numeral + written[match.end():]


_DIGITS = regex.compile(r"[0-9]+")


@cache
def _values() -> dict[str, int]:
    return {to_roman(n): n for n in range(1, 4000)}


def value(numeral: str) -> int | None:
    """A Roman numeral (upper case, 1..3999) -> its value, else None."""
    return _values().get(numeral)


@cache
def digits() -> pynini.Fst:
    """A Roman numeral (1..3999) -> its value in ASCII digits without leading zeros."""
    thousands = pynini.string_map([("M", "1"), ("MM", "2"), ("MMM", "3")]) | insert("0")
    fst = thousands
    for power in (2, 1, 0):
        units = [(roman, str(d)) for d, roman in enumerate(_rank(*_RANKS[power])) if roman]
        fst += pynini.string_map(units) | insert("0")
    strip = pynini.closure(delete("0")) + pynini.difference(DIGIT, "0") + pynini.closure(DIGIT)
    return pynini.compose(fst, strip).optimize()

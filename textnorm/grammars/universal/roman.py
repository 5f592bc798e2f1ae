"""Roman numerals (1..3999), one closed system for every language: their values, their
well-formed spellings, and the transducer from a numeral to its digits. The English ROMAN class
and the number grammar's Roman ordinals (fr "XIXᵉ") both read them with this.
"""

from __future__ import annotations

from functools import cache

import pynini

from ...fst import DIGIT, delete, insert
from .numbers import NONZERO

_UNITS = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
# the letters of ones, fives and tens in each rank: units, tens, hundreds
_RANKS = [("I", "V", "X"), ("X", "L", "C"), ("C", "D", "M")]

# Well-formed numerals below 100 and below 4000 (so "IIII", "VV", "IC" never match).
BELOW_100 = r"(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})"
WELL_FORMED = r"M{0,3}(?:CM|CD|D?C{0,3})" + BELOW_100


def _rank(power: int) -> list[str]:
    """The numerals of 0..9 in one rank (power 0 units, 1 tens, 2 hundreds)."""
    table = str.maketrans(dict(zip(("I", "V", "X"), _RANKS[power])))
    return [unit.translate(table) for unit in _UNITS]


def to_roman(n: int) -> str | None:
    """1..3999 -> its Roman numeral ("XIX"), else None."""
    if not 0 < n < 4000:
        return None
    thousands, rest = divmod(n, 1000)
    return "M" * thousands + "".join(_rank(p)[rest // 10 ** p % 10] for p in (2, 1, 0))


@cache
def _values() -> dict[str, int]:
    return {to_roman(n): n for n in range(1, 4000)}


def value(numeral: str) -> int | None:
    """A Roman numeral (upper case, 1..3999) -> its value, else None."""
    return _values().get(numeral)


@cache
def digits() -> pynini.Fst:
    """A Roman numeral (1..3999, upper case) -> its value in digits without leading zeros."""
    fst = pynini.string_map([("M", "1"), ("MM", "2"), ("MMM", "3")]) | insert("0")
    for power in (2, 1, 0):
        units = [(numeral, str(d)) for d, numeral in enumerate(_rank(power)) if numeral]
        fst += pynini.string_map(units) | insert("0")
    strip = pynini.closure(delete("0")) + NONZERO + pynini.closure(DIGIT)
    return pynini.compose(fst, strip).optimize()
